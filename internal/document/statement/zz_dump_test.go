package statement

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func TestDumpLines(t *testing.T) {
	f := os.Getenv("DUMP_PDF")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	doc, err := pdftext.PDFium{}.Extract(context.Background(), b)
	if err != nil {
		t.Fatal(err)
	}
	pages := make([][]line, len(doc.Pages))
	for i, p := range doc.Pages {
		pages[i] = buildLines(p)
	}
	markFurniture(pages)
	for _, p := range pages {
		for _, l := range p {
			fu := " "
			if l.Furniture {
				fu = "F"
			}
			fmt.Printf("p%d %s y=%6.1f-%6.1f x0=%6.1f | %s\n", l.Page, fu, l.Y0, l.Y1, l.Words[0].X0, l.text())
		}
	}
}
