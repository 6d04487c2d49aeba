package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// A tall word (a bank's name in a large face) beside two stacked lines
// must not draw the second line's words into the first.
func TestBuildLinesTallGlyph(t *testing.T) {
	w := func(s string, x0, y0, x1, y1 float64) pdftext.Word {
		return pdftext.Word{Text: s, X0: x0, Y0: y0, X1: x1, Y1: y1, FontSize: 8}
	}
	// Boxes as PDFium gives them for a Ghostscript-distilled statement:
	// the bank's name in a large face beside two stacked lines.
	p := pdftext.Page{Number: 1, Width: 612, Height: 792, Words: []pdftext.Word{
		w("Northwind", 49.5, 41.53, 149.78, 68.55), w("Bank", 155.69, 41.53, 203.83, 68.55),
		w("Statement", 385.86, 42.91, 433.22, 58.16), w("period", 436.08, 42.91, 464.76, 58.16), w("Nov", 467.62, 42.91, 485.19, 58.16),
		w("1", 488.05, 42.91, 493.77, 58.16), w("-", 496.64, 42.91, 499.88, 58.16), w("Nov", 502.75, 42.91, 520.31, 58.16),
		w("30,", 523.18, 42.91, 537.49, 58.16), w("2025", 540.35, 42.91, 563.24, 58.16),
		w("Business", 432.09, 53.41, 471.78, 68.66), w("Checking", 474.65, 53.41, 516.25, 68.66), w("••••1604", 519.11, 53.41, 563.25, 68.66),
	}}
	ls := buildLines(p)
	var got []string
	for _, l := range ls {
		got = append(got, l.text())
	}
	want := []string{"Northwind Bank Statement period Nov 1 - Nov 30, 2025", "Business Checking ••••1604"}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("lines %q, want %q", got, want)
	}
}
