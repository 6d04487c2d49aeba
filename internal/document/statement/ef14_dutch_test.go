package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// dutchPage is a Dutch account statement's first page as a Quadient
// print sets it: a strip of labels over their values (the holder under
// "Ten name van", the period and the balances under "Datum vanaf" /
// "Beginsaldo"), the IBAN with its currency, a two-line column head
// ("Rente" over "datum"), counter-account IBANs in groups of four,
// descriptions over several lines (one opening with a full stop), and
// figures with a decimal comma.
func dutchPage() pdftext.Page {
	var ws []pdftext.Word
	put := func(y, x float64, texts ...string) {
		for _, s := range texts {
			w := 5.1 * float64(len([]rune(s)))
			ws = append(ws, pdftext.Word{Text: s, X0: x, X1: x + w, Y0: y, Y1: y + 6, FontSize: 8.5})
			x += w + 5.1
		}
	}
	put(35, 34, "Voorbeeldbank", "Noord")
	put(60, 34, "Rekeningafschrift")
	put(132, 34, "Ten", "name", "van")
	put(132, 366, "Datum", "aanmaak", "afschrift")
	put(144, 34, "J.", "Jansen")
	put(144, 396, "24-07-2025")
	put(153, 34, "Dorpsstraat", "58")
	put(162, 34, "3031", "XG", "ROTTERDAM")
	put(162, 405, "Datum", "vanaf")
	put(162, 532, "Beginsaldo")
	put(175, 396, "01-06-2025")
	put(175, 506, "1.699,95")
	put(175, 557, "CR")
	put(193, 392, "Datum", "tot", "en", "met")
	put(193, 536, "Eindsaldo")
	put(205, 396, "30-06-2025")
	put(205, 506, "3.535,09")
	put(205, 557, "CR")
	put(223, 37, "IBAN", "/", "Rekeningnummer")
	put(236, 37, "NL13", "RABO", "0122", "1186", "50", "EUR")
	at := func(y, x0, x1 float64, text string) {
		ws = append(ws, pdftext.Word{Text: text, X0: x0, X1: x1, Y0: y, Y1: y + 6.8, FontSize: 7.5})
	}
	// Right-aligned figures: debits end at 474.2, credits at 564.9.
	debit := func(y float64, s string) { at(y, 474.2-5.1*float64(len(s)), 474.2, s) }
	credit := func(y float64, s string) { at(y, 564.9-5.1*float64(len(s)), 564.9, s) }
	at(253.5, 36.9, 54.8, "Rente")
	at(253.6, 68.9, 83.9, "Type")
	at(253.3, 88.7, 135.6, "Tegenrekening")
	at(253.3, 205.5, 267.7, "Naam/omschrijving")
	at(253.3, 420.2, 442.8, "Bedrag")
	at(253.2, 444.1, 451.3, "af")
	at(253.3, 451.9, 474.2, "(debet)")
	at(253.3, 509.4, 532.0, "Bedrag")
	at(253.3, 533.3, 541.3, "bij")
	at(253.3, 542.6, 564.9, "(credit)")
	at(259.6, 36.9, 57.7, "datum")
	put(285.6, 36.9, "02-06")
	put(285.6, 68.9, "ei")
	put(285.6, 88.7, "NL98", "INGB", "0002", "7125", "10")
	put(285.6, 205.5, "Verzekeraar", "NV")
	debit(285.6, "17,26")
	put(295.6, 205.5, "Relatie", "8261893")
	put(310, 36.9, "02-06")
	put(310, 68.9, "bc")
	put(310, 205.5, "Bakkerij", "Zuid")
	debit(310, "5,40")
	put(320, 205.5, "ROTTERDAM,", "NLD,", "12:11")
	put(330, 205.5, ".", "Pas:", "5xxxx9220")
	put(345, 36.9, "03-06")
	put(345, 68.9, "sb")
	put(345, 88.7, "NL45", "INGB", "0705", "0019", "03")
	put(345, 205.5, "Werkgever", "BV")
	credit(345, "1.875,00")
	put(355, 205.5, "Salaris", "juni")
	put(370, 36.9, "04-06")
	put(370, 68.9, "bc")
	put(370, 205.5, ".", "Kiosk")
	debit(370, "17,20")
	return pdftext.Page{Number: 1, Width: 595, Height: 842, Words: ws}
}

// TestDutchStatement: a Dutch statement (field nl_rabobank_inspire) is
// read whole: its Dutch heads, its decimal-comma figures, its header
// strip of labels over values, its IBAN's last four and currency; the
// counter-account's IBAN is no part of the description, and a full stop
// that opens a description's line stays in it.
func TestDutchStatement(t *testing.T) {
	r := parse(t, dutchPage())
	want := "2025-06-02 debit 17.26 Verzekeraar NV Relatie 8261893\n" +
		"2025-06-02 debit 5.4 Bakkerij Zuid ROTTERDAM, NLD, 12:11 . Pas: 5xxxx9220\n" +
		"2025-06-03 credit 1875 Werkgever BV Salaris juni\n" +
		"2025-06-04 debit 17.2 . Kiosk"
	if got := types(r); got != want {
		t.Fatalf("transactions:\n%s\nwant:\n%s", got, want)
	}
	str := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	num := func(p *float64) float64 {
		if p == nil {
			return -1
		}
		return *p
	}
	if got := str(r.AccountHolderName); got != "J. Jansen" {
		t.Errorf("holder %q", got)
	}
	if got := str(r.AccountNumberLast4); got != "8650" {
		t.Errorf("last4 %q", got)
	}
	if got := str(r.Currency); got != "EUR" {
		t.Errorf("currency %q", got)
	}
	if o, c := num(r.StartingBalance), num(r.EndingBalance); o != 1699.95 || c != 3535.09 {
		t.Errorf("balances %v %v", o, c)
	}
	if r.ParseQuality == nil || r.ParseQuality.Verdict != "verified" {
		t.Errorf("verdict %+v", r.ParseQuality)
	}
}

// TestContinentalFigures: a document whose figures carry a decimal comma
// has them rewritten to the point form; one that prints points keeps its
// words (a stray "12,50" among them is no amount).
func TestContinentalFigures(t *testing.T) {
	page := func(texts ...string) *pdftext.Document {
		var ws []pdftext.Word
		for i, s := range texts {
			ws = append(ws, pdftext.Word{Text: s, X0: float64(10 * i), X1: float64(10*i + 8), Y1: 8})
		}
		return &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Words: ws}}}
	}
	in := page("36.699,95", "17,26", "-5,45", "2.000,00CR", "27.05.2025", "1.22576027", "NL13")
	out, ok := continentalFigures(in)
	if !ok {
		t.Fatalf("a decimal-comma document not seen as one")
	}
	var got []string
	for _, w := range out.Pages[0].Words {
		got = append(got, w.Text)
	}
	if g := joinKinds(got); g != "36,699.95 17.26 -5.45 2,000.00CR 27.05.2025 1.22576027 NL13" {
		t.Fatalf("rewritten %q", g)
	}
	if in.Pages[0].Words[0].Text != "36.699,95" {
		t.Fatalf("the document passed in was changed")
	}
	us := page("1,234.56", "17.26", "5.45", "12,50", "2,000.00")
	if got, ok := continentalFigures(us); ok || got != us {
		t.Fatalf("a point-figure document was rewritten")
	}
	if !ibanValid("NL13RABO0122118650") || ibanValid("NL14RABO0122118650") {
		t.Fatalf("IBAN check")
	}
}

// TestTruncatedNameKeepsDots: a name the bank cut short with three full
// stops ("SUSHIPOINT...") keeps them; dot leaders between cells are
// still cut out.
func TestTruncatedNameKeepsDots(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"SUSHIPOINT...", "SUSHIPOINT..."},
		{"CONS...", "CONS..."},
		{"01/07.......3,375.16", "01/07 3,375.16"},
		{"BALANCE...", "BALANCE..."},
	} {
		var got []string
		for _, w := range splitLeaders(pdftext.Word{Text: c.in, X0: 0, X1: 100}) {
			got = append(got, w.Text)
		}
		if g := joinKinds(got); g != c.want {
			t.Errorf("splitLeaders(%q) = %q, want %q", c.in, g, c.want)
		}
	}
}

// TestCarriedWrapUnderTwoLineHead: a description that runs over a page
// break continues under the next page's column head even when the head
// is wrapped over two lines ("Rente" over "datum", field
// nl_rabobank_inspire).
func TestCarriedWrapUnderTwoLineHead(t *testing.T) {
	p1 := dutchPage()
	var ws []pdftext.Word
	at := func(y, x0, x1 float64, text string) {
		ws = append(ws, pdftext.Word{Text: text, X0: x0, X1: x1, Y0: y, Y1: y + 6.8, FontSize: 7.5})
	}
	put := func(y, x float64, texts ...string) {
		for _, s := range texts {
			w := 5.1 * float64(len([]rune(s)))
			ws = append(ws, pdftext.Word{Text: s, X0: x, X1: x + w, Y0: y, Y1: y + 6, FontSize: 8.5})
			x += w + 5.1
		}
	}
	at(253.5, 36.9, 54.8, "Rente")
	at(253.6, 68.9, 83.9, "Type")
	at(253.3, 88.7, 135.6, "Tegenrekening")
	at(253.3, 205.5, 267.7, "Naam/omschrijving")
	at(253.3, 420.2, 442.8, "Bedrag")
	at(253.2, 444.1, 451.3, "af")
	at(253.3, 451.9, 474.2, "(debet)")
	at(253.3, 509.4, 532.0, "Bedrag")
	at(253.3, 533.3, 541.3, "bij")
	at(253.3, 542.6, 564.9, "(credit)")
	at(259.6, 36.9, 57.7, "datum")
	put(280, 205.5, "Terminal:", "89RJ01.")
	put(290, 205.5, "Verwerkingsdatum:", "04-06-2025")
	put(310, 36.9, "05-06")
	put(310, 68.9, "bc")
	put(310, 205.5, "Bakkerij", "Zuid")
	ws = append(ws, pdftext.Word{Text: "3,00", X0: 474.2 - 20.4, X1: 474.2, Y0: 310, Y1: 316, FontSize: 8.5})
	p2 := pdftext.Page{Number: 2, Width: 595, Height: 842, Words: ws}
	r := parse(t, p1, p2)
	got := types(r)
	want := "2025-06-04 debit 17.2 . Kiosk Terminal: 89RJ01. Verwerkingsdatum: 04-06-2025\n2025-06-05 debit 3 Bakkerij Zuid"
	if len(got) < len(want) || got[len(got)-len(want):] != want {
		t.Fatalf("transactions:\n%s\nwant them to end:\n%s", got, want)
	}
}
