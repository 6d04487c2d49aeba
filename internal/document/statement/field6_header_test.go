package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// monoLine sets words in a fixed-width face as a print stream's mailing
// block does: every glyph adv wide, each word's box drawn tight (a
// bearing short of its advance at either end), and one space between
// words, so neighbours stand a glyph and two bearings apart while the
// boxes are under 7 points high.
func monoLine(y, x float64, words ...string) []pdftext.Word {
	const adv, bearing, h = 6.4, 0.45, 6.8
	var out []pdftext.Word
	for _, w := range words {
		n := float64(len(w))
		out = append(out, pdftext.Word{Text: w, X0: x + bearing, X1: x + n*adv - bearing, Y0: y - h, Y1: y, FontSize: 10, FontName: "OCRB"})
		x += (n + 1) * adv
	}
	return out
}

// TestField6FixedPitchHolder: a holder's name set in a fixed-width face
// with tight glyph boxes is one name, not its first word ("AD" of "AD
// BAGELS LLC"); two spaces still part two fields.
func TestField6FixedPitchHolder(t *testing.T) {
	page := func(name ...string) pdftext.Page {
		var ws []pdftext.Word
		ws = append(ws, monoLine(100, 85, "858-31-01-00", "40825", "119", "C", "001")...)
		ws = append(ws, monoLine(110, 85, name...)...)
		ws = append(ws, monoLine(121, 85, "844", "BROKEN", "SOUND", "PKWY", "NW", "APT", "306")...)
		ws = append(ws, monoLine(132, 85, "BOCA", "RATON", "FL", "33487-3664")...)
		return pdftext.Page{Number: 1, Width: 612, Height: 792, Words: ws}
	}
	if got, _ := holderName(buildLines(page("AD", "BAGELS", "LLC"))); got != "AD BAGELS LLC" {
		t.Errorf("holder = %q, want %q", got, "AD BAGELS LLC")
	}
	if _, ok := fixedPitch(monoLine(10, 10, "AD", "BAGELS", "LLC")); !ok {
		t.Errorf("fixed-width words not seen as fixed pitch")
	}
	// A proportional face: capitals of different widths.
	prop := []pdftext.Word{{Text: "WIDE", X0: 10, X1: 40, Y1: 7}, {Text: "ILL", X0: 45, X1: 53, Y1: 7}, {Text: "MOMMA", X0: 58, X1: 100, Y1: 7}}
	if _, ok := fixedPitch(prop); ok {
		t.Errorf("proportional words seen as fixed pitch")
	}
	two := buildLines(pdftext.Page{Number: 1, Width: 612, Height: 792, Words: append(monoLine(50, 40, "ACCOUNT", "HOLDER"), monoLine(50, 40+17*6.4, "PAGE", "ONE")...)})
	if n := len(headerSegments(two[0])); n != 2 {
		t.Errorf("two fields a few glyphs apart read as %d segments, want 2", n)
	}
}

// TestField6ProductTitleNumber: an account title that ends in the full
// account number gives its last four, tier words between ("… CHECKING -
// PLUS TIER 1100024044767"); a routing or customer number does not.
func TestField6ProductTitleNumber(t *testing.T) {
	for _, c := range []struct {
		line string
		want string
	}{
		{"TRUIST DYNAMIC BUSINESS CHECKING - PLUS TIER 1100024044767", "4767"},
		{"Business Savings Select 00123456789", "6789"},
		{"Business Checking Routing Number 084009519", ""},
		{"Business Checking Customer 12345678", ""},
		{"Business Checking Plus 2026", ""},
	} {
		hdr := buildLines(mkPage(1, L(300, C(27, c.line))))
		if got := productTitleAcct(hdr); got != c.want {
			t.Errorf("%q: last4 = %q, want %q", c.line, got, c.want)
		}
	}
}
