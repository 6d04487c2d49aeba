package reader

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestInvisibleOverImage: a page that paints a scan and draws most of its
// text invisibly is looked at again by OCR whatever its word count; a
// page of visible text, or hidden text with no image, is not.
func TestInvisibleOverImage(t *testing.T) {
	const img = "q 612 0 0 792 0 0 cm /Im1 Do Q "
	text := func(mode string, n int) string {
		return strings.Repeat("BT "+mode+" Tr /F1 9 Tf 100 100 Td (12.00) Tj ET ", n)
	}
	tests := []struct {
		name, content string
		want          bool
	}{
		{"hidden OCR layer over a scan", img + text("3", 40), true},
		{"mostly hidden over a scan", img + text("3", 30) + text("0", 10), true},
		{"visible text beside a logo", img + text("0", 40), false},
		{"hidden text, no image", text("3", 40), false},
		{"an image alone", img, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := pdfcontent.Interpret([]byte(tt.content), nil)
			if err != nil {
				t.Fatal(err)
			}
			st := &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1, Drawing: pdfdoc.NewDrawing(c)}}}
			if got := invisibleOverImage(st); got != tt.want {
				t.Errorf("invisibleOverImage = %v, want %v", got, tt.want)
			}
		})
	}
	if invisibleOverImage(nil) {
		t.Error("no structure: want false")
	}
}

// TestFailingOrder: a reading is closer to verified with fewer failed
// checks, and, with as many, with fewer rows failing in them, so that
// fixing one of two misread figures counts as progress.
func TestFailingOrder(t *testing.T) {
	st := func(cs ...result.Check) *result.Statement { return &result.Statement{Checks: cs} }
	pass := result.Check{Name: "reconciliation", Passed: true}
	rows := func(n int) result.Check { return result.Check{Name: "running_balance", Failed: n} }
	other := result.Check{Name: "printed_totals"}
	tests := []struct {
		name    string
		a, b    *result.Statement
		aIsLess bool
		bIsLess bool
	}{
		{"fewer failed checks", st(pass, rows(5)), st(rows(1), other), true, false},
		{"same checks, fewer rows", st(rows(1), other), st(rows(2), other), true, false},
		{"equal", st(rows(2)), st(rows(2)), false, false},
		{"a failed check without a count weighs one item", st(other), st(rows(2)), true, false},
		{"verified beats anything", st(pass), st(rows(1)), true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fa, fb := failing(tt.a), failing(tt.b)
			if fa.less(fb) != tt.aIsLess || fb.less(fa) != tt.bIsLess {
				t.Errorf("failing %+v vs %+v: less %v/%v, want %v/%v", fa, fb, fa.less(fb), fb.less(fa), tt.aIsLess, tt.bIsLess)
			}
		})
	}
}
