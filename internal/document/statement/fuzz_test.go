package statement

import (
	"context"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// FuzzParse feeds arbitrary word soups through the whole engine; it must
// never panic, whatever the text and geometry.
func FuzzParse(f *testing.F) {
	f.Add("Date Description Amount Balance\n01/02 DEPOSIT 10.00 10.00\nTotal 10.00", uint8(3))
	f.Add("Beginning balance 5.00\nChecks\nDate Check # Amount Date Check # Amount\n01/02/26 1001 -1.00 01/03/26 1002 -2.00", uint8(9))
	f.Add("Page 1 of 3\n12/31 (1.00) 1.00-\nJan 5, 2026 x 1.00CR", uint8(200))
	f.Fuzz(func(t *testing.T, text string, seed uint8) {
		p := pdftext.Page{Number: 1, Width: 612, Height: 792}
		y := 40.0
		for li, ln := range strings.Split(text, "\n") {
			x := 40.0 + float64((int(seed)*li)%50)
			for wi, w := range strings.Fields(ln) {
				width := float64(len(w)) * 4.5
				p.Words = append(p.Words, pdftext.Word{Text: w, X0: x, X1: x + width, Y0: y, Y1: y + 10, FontSize: 8})
				x += width + 2.2 + float64((int(seed)+wi)%3)*40
			}
			y += 12 + float64(seed%4)
		}
		_, _ = Parse(context.Background(), []pdftext.Page{p, p}, Options{})
	})
}
