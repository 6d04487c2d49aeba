package statement

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// TestContinuedTitle: a section title marked as continued opens no wrap
// of the previous page's last row; a description line does.
func TestContinuedTitle(t *testing.T) {
	mk := func(text string) line {
		var ws []pdftext.Word
		x := 100.0
		for _, f := range strings.Fields(text) {
			ws = append(ws, pdftext.Word{Text: f, X0: x, X1: x + 6*float64(len(f)), Y0: 100, Y1: 110, FontSize: 9})
			x += 6*float64(len(f)) + 3
		}
		return line{Page: 2, Y0: 100, Y1: 110, Words: ws}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"DEPOSITS/CREDITS (CONTINUED)", true},
		{"Electronic Payments (continued)", true},
		{"CHECKS/DEBITS (CONTINUED)", true},
		{"DEPOSITS/CREDITS", false},       // a title, not marked continued
		{"VENDOR PMT INV8437", false},     // a wrapped description
		{"continued on next page", false}, // no section named
	} {
		if got := continuedTitle(mk(tc.text)); got != tc.want {
			t.Errorf("continuedTitle(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
