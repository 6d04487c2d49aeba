package pdftext

import (
	"context"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// TestTwinLinesKept: the same line printed twice, one row under the
// other (two identical fees the same day), keeps both rows; an
// overprinted copy (fake bold) is still read once. PDFium's text page
// drops the second of two identical long lines within an eighth of the
// line's width (field6 us_truist_dynbiz_bagels).
func TestTwinLinesKept(t *testing.T) {
	count := func(pdf []byte, text string) (n int, ys []float64) {
		doc, err := PDFium{}.Extract(context.Background(), pdf)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range doc.Pages[0].Words {
			if w.Text == text {
				n++
				ys = append(ys, w.Y0)
			}
		}
		return n, ys
	}
	const line = "OVERDRAFT ITEM FEE ($36/ITEM) CHARGED TODAY"
	twins := drawn(t, func(f *fpdf.Fpdf) {
		f.SetFont("Helvetica", "", 9)
		f.Text(60, 100, line)
		f.Text(60, 108, line) // a line lower: the boxes overlap, as a tall font's do
		f.Text(400, 100, "36.00")
		f.Text(400, 108, "36.00")
	})
	if n, ys := count(twins, "OVERDRAFT"); n != 2 || ys[0] == ys[1] {
		t.Fatalf("two rows: OVERDRAFT read %d times at %v, want 2 on two lines", n, ys)
	}
	if n, _ := count(twins, "($36/ITEM)"); n != 2 {
		t.Fatalf("two rows: ($36/ITEM) read %d times, want 2", n)
	}
	bold := drawn(t, func(f *fpdf.Fpdf) {
		f.SetFont("Helvetica", "", 9)
		f.Text(60, 100, line)
		f.Text(60.3, 100, line)
	})
	if n, _ := count(bold, "OVERDRAFT"); n != 1 {
		t.Fatalf("overprint: OVERDRAFT read %d times, want 1", n)
	}
	spaces := drawn(t, func(f *fpdf.Fpdf) {
		f.SetFont("Courier", "", 9)
		f.Text(60, 100, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
		f.Text(60, 108, "                          ")
	})
	if n, _ := count(spaces, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"); n != 1 {
		t.Fatalf("a line of spaces under a line: read %d times, want 1", n)
	}
}
