package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// boxHeadPage is a page whose column heads are printed in a script the
// font cannot show (box glyphs), each followed by its English gloss; the
// gloss of the "No" head touches the boxes of the next head, as ReportLab
// sets them. The No column holds the entries' serials.
func boxHeadPage() pdftext.Page {
	at := func(y float64) func(string, float64, float64) pdftext.Word {
		return func(s string, x0, x1 float64) pdftext.Word {
			return pdftext.Word{Text: s, X0: x0, X1: x1, Y0: y, Y1: y + 9.3, FontSize: 8}
		}
	}
	ws := []pdftext.Word{
		{Text: "Account:", X0: 40, X1: 79, Y0: 77, Y1: 88.8, FontSize: 10}, {Text: "001-234-567", X0: 81.7, X1: 138.4, Y0: 77, Y1: 88.8, FontSize: 10},
		{Text: "Opening", X0: 149.5, X1: 187.3, Y0: 77, Y1: 88.8, FontSize: 10}, {Text: "Balance:", X0: 190.1, X1: 229, Y0: 77, Y1: 88.8, FontSize: 10},
		{Text: "1,000.00", X0: 231.8, X1: 270, Y0: 77, Y1: 88.8, FontSize: 10},
	}
	h := at(109)
	ws = append(ws, h("■■■■■", 48.5, 79), h("(Date)", 81.2, 103.4), h("■■■■■", 110.9, 141.3), h("(No)■■■■■■■■", 143.5, 204.9),
		h("(Description)", 207.2, 252.5), h("■■■", 326.3, 344.6), h("(Debit)", 346.8, 370.8), h("■■", 400, 412.2), h("(Credit)", 414.4, 441.1),
		h("■■■■■■■■", 473.7, 522.4), h("(Balance)", 524.6, 558.9))
	rows := []struct{ date, no, d1, d2, debit, credit, bal string }{
		{"01/05/2024", "B001", "SALARY", "DEPOSIT", "", "5,000.00", "6,000.00"},
		{"10/05/2024", "B002", "ATM", "WITHDRAWAL", "2,000.00", "", "4,000.00"},
		{"20/05/2024", "B003", "TRANSFER", "IN", "", "3,000.00", "7,000.00"},
	}
	for i, r := range rows {
		w := at(127 + 18*float64(i))
		ws = append(ws, w(r.date, 48.5, 88.6), w(r.no, 110.9, 129.6), w(r.d1, 156.2, 187.8), w(r.d2, 190, 225.1))
		if r.debit != "" {
			ws = append(ws, w(r.debit, 340, 370.8))
		} else {
			ws = append(ws, w(r.credit, 410, 441.1))
		}
		ws = append(ws, w(r.bal, 520, 546.8))
	}
	return pdftext.Page{Number: 1, Width: 595, Height: 842, Words: ws}
}

// TestGlossedBoxHeadings: heads printed as box glyphs, each followed by
// its gloss in brackets, are read by their glosses, one cell a gloss
// (field2 xx_reportlab_boxes), and a serial in the No column ("B001") is
// no word of the description.
func TestGlossedBoxHeadings(t *testing.T) {
	lines := buildLines(boxHeadPage())
	var hl line
	for _, l := range lines {
		if len(l.Words) > 0 && l.Words[0].Text == "■■■■■" {
			hl = l
		}
	}
	h, ok := parseHeader(hl)
	if !ok || !h.Txn {
		t.Fatalf("no transaction header: %+v", h)
	}
	var kinds []string
	for _, c := range h.Cols {
		kinds = append(kinds, c.Kind)
	}
	if got := joinKinds(kinds); got != "date checkno desc debit credit balance" {
		t.Fatalf("columns %q", got)
	}
	r := parse(t, boxHeadPage())
	want := "2024-05-01 credit 5000 SALARY DEPOSIT\n2024-05-10 debit 2000 ATM WITHDRAWAL\n2024-05-20 credit 3000 TRANSFER IN"
	if got := types(r); got != want {
		t.Fatalf("transactions:\n%s\nwant:\n%s", got, want)
	}
	// A line without box glyphs is read as before.
	if _, ok := glossedHeadings(line{Words: []pdftext.Word{{Text: "(Date)"}, {Text: "(Amount)"}}}); ok {
		t.Fatalf("a line without box glyphs read as glossed heads")
	}
	for _, s := range []string{"B001", "TX0042"} {
		if !serialCode(s) {
			t.Errorf("serialCode(%q) = false", s)
		}
	}
	for _, s := range []string{"ATM", "1234", "B1", "Ref01"} {
		if serialCode(s) {
			t.Errorf("serialCode(%q) = true", s)
		}
	}
}

func joinKinds(ks []string) string {
	s := ""
	for i, k := range ks {
		if i > 0 {
			s += " "
		}
		s += k
	}
	return s
}
