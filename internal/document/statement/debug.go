package statement

import (
	"fmt"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Lines returns the document's lines as the layout engine sees them, one
// string per line: page, running furniture (F), vertical extent, left
// edge and text. It is for people working on the engine (`go run
// ./infra/analyze -lines FILE.pdf`): what the engine reads differs from
// what pdftotext prints, and most misreadings start there.
func Lines(doc *pdftext.Document) []string {
	pages := make([][]line, len(doc.Pages))
	for i, p := range doc.Pages {
		pages[i] = buildLines(p)
	}
	markFurniture(pages)
	var out []string
	for _, p := range pages {
		for _, l := range p {
			fu := " "
			if l.Furniture {
				fu = "F"
			}
			out = append(out, fmt.Sprintf("p%d %s y=%6.1f-%6.1f x0=%6.1f | %s", l.Page, fu, l.Y0, l.Y1, l.Words[0].X0, l.text()))
		}
	}
	return out
}
