package statement

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// euroPages is a eurozone business account in English: "Booking" over
// "date" beside "Value date", signed decimal-comma amounts, Old / New
// balance lines inside the table, SEPA descriptions wrapping over lines.
func euroPages() []pdftext.Page {
	head := func(y float64) []tl {
		return []tl{
			L(y, C(45, "Booking"), C(103, "Value date"), C(160, "Description"), R(531, "Amount EUR")),
			L(y+9, C(45, "date")),
		}
	}
	p1 := append([]tl{
		L(26, C(43, "Example Handelsbank AG")),
		L(35, C(43, "Account statement 3/2026 IBAN DE51 3704 0044 0716 3390 01"), C(400, "Example Feinkost GmbH")),
		L(90, C(43, "Example Feinkost GmbH")),
		L(99, C(43, "Venloer Strasse 233")),
		L(142, C(43, "Account statement 3/2026 · Business current account (EUR)")),
		L(156, C(43, "IBAN DE51 3704 0044 0716 3390 01 BIC EXAMDE3KXXX Account no. 0716339001 Period 01.03.2026 - 31.03.2026 Sheet 1")),
	}, head(179)...)
	p1 = append(p1,
		L(200, C(160, "Old balance as of 28.02.2026"), R(531, "1.500,00")),
		L(211, C(45, "02.03.2026"), C(103, "02.03.2026"), C(160, "SEPA Direct Debit (B2B) Example Finance GmbH Daily"), R(531, "-210,00")),
		L(220, C(160, "repayment contract EF-55120 EndToEnd: E2E20260302053311")),
		L(229, C(160, "Mandate: EF-55120-01 Creditor ID: DE71ZZZ00000533114")),
		L(240, C(45, "02.03.2026"), C(103, "01.03.2026"), C(160, "Card payment 01.03. FUEL STATION 2841 KOELN Card no. 4871"), R(531, "-307,62")),
		L(249, C(160, "XXXX XXXX 2290")),
		L(260, C(45, "03.03.2026"), C(103, "03.03.2026"), C(160, "SEPA Credit Transfer Example Payments Ltd Settlement"), R(531, "1.538,37")),
		L(700, C(43, "Example Handelsbank AG · Domstrasse 18 · 50668 Koeln · Page 1 of 2")),
	)
	p2 := []tl{
		L(26, C(43, "Example Handelsbank AG")),
		L(35, C(43, "Account statement 3/2026 IBAN DE51 3704 0044 0716 3390 01"), C(400, "Example Feinkost GmbH")),
	}
	p2 = append(p2, head(47)...)
	p2 = append(p2,
		// The last row of page 1 goes on under the repeated header.
		L(68, C(160, "batch 299678973 EndToEnd: E2E20260303299678")),
		L(78, C(45, "12.03.2026"), C(103, "10.03.2026"), C(160, "Card payment 10.03. EXAMPLE EU SARL LUXEMBOURG Card no. 4871"), R(531, "-184,75")),
		L(87, C(160, "XXXX XXXX 2290")),
		L(98, C(45, "13.03.2026"), C(103, "13.03.2026"), C(160, "SEPA Credit Transfer Example Distribution SAS IBAN DE50 3417"), R(531, "4.151,61")),
		L(107, C(160, "4726 0074 7267 65 Facture 7365 EndToEnd: E2E20260303736592")),
		L(118, C(45, "31.03.2026"), C(103, "31.03.2026"), C(160, "Account maintenance fee 03/2026"), R(531, "-14,90")),
		L(127, C(160, "New balance as of 31.03.2026"), R(531, "6.472,71")),
		L(140, C(43, "Total credits"), C(200, "2 items"), R(330, "5.689,98")),
		L(150, C(43, "Total debits"), C(200, "4 items"), R(330, "-717,27")),
		L(700, C(43, "Example Handelsbank AG · Domstrasse 18 · 50668 Koeln · Page 2 of 2")),
	)
	return []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...)}
}

// TestBookingValueDateEuro: "Booking" over "date" beside "Value date"
// heads the booking date; the value date is its own column, not
// description; the Old balance line opens the table; a row's last line
// carried atop the next page under the two-line header is that row's.
// The Total credits / Total debits lines after the table, each with its
// count in a cell of its own, are control figures. (devblind4
// euro-decimal-comma.)
func TestBookingValueDateEuro(t *testing.T) {
	r := parse(t, euroPages()...)
	want := "2026-03-02 debit 210 SEPA Direct Debit (B2B) Example Finance GmbH Daily repayment contract EF-55120 EndToEnd: E2E20260302053311 Mandate: EF-55120-01 Creditor ID: DE71ZZZ00000533114\n" +
		"2026-03-02 debit 307.62 Card payment 01.03. FUEL STATION 2841 KOELN Card no. 4871 XXXX XXXX 2290\n" +
		"2026-03-03 credit 1538.37 SEPA Credit Transfer Example Payments Ltd Settlement batch 299678973 EndToEnd: E2E20260303299678\n" +
		"2026-03-12 debit 184.75 Card payment 10.03. EXAMPLE EU SARL LUXEMBOURG Card no. 4871 XXXX XXXX 2290\n" +
		"2026-03-13 credit 4151.61 SEPA Credit Transfer Example Distribution SAS IBAN DE50 3417 4726 0074 7267 65 Facture 7365 EndToEnd: E2E20260303736592\n" +
		"2026-03-31 debit 14.9 Account maintenance fee 03/2026"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if r.StartingBalance == nil || *r.StartingBalance != 1500 {
		t.Errorf("starting balance %v, want 1500", fmtPtr(r.StartingBalance))
	}
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("verdict %s %v, want verified", v, failed)
	}
	// "Total credits   2 items   5.689,98": the count in its own cell
	// with its noun is the label's; the totals and counts are checked.
	if got := strings.Join(r.ParseQuality.Invariants, " "); !strings.Contains(got, "printed_totals") || !strings.Contains(got, "printed_counts") {
		t.Errorf("invariants %q, want printed_totals and printed_counts", got)
	}
}

// TestValueDateOneLabel: "Value" and "date" a word space apart are one
// label, the value date — not an amount column ("Value") beside a date —
// even where "Booking" over "date" wraps beside it.
func TestValueDateOneLabel(t *testing.T) {
	w := func(s string, x0, x1, y0, y1 float64) pdftext.Word {
		return pdftext.Word{Text: s, X0: x0, X1: x1, Y0: y0, Y1: y1, FontSize: 7.5}
	}
	a := line{Page: 1, PageH: 842, Y0: 178.9, Y1: 186.2, Words: []pdftext.Word{
		w("Booking", 45.5, 79.7, 178.9, 186.2), w("Value", 103.1, 126.5, 178.9, 185.9), w("date", 129.1, 148.2, 178.9, 185.9),
		w("Description", 160.7, 209.1, 178.9, 186.2), w("Amount", 478.2, 511.2, 179.1, 185.9), w("EUR", 513.8, 530.8, 179.1, 185.9)}}
	b := line{Page: 1, PageH: 842, Y0: 187.6, Y1: 194.6, Words: []pdftext.Word{w("date", 45.5, 64.6, 187.6, 194.6)}}
	h, ok := parseTwoLineHeader(a, b)
	var kinds []string
	for _, c := range h.Cols {
		kinds = append(kinds, c.Kind)
	}
	if got, want := strings.Join(kinds, " "), "date other desc amount"; !ok || got != want {
		t.Errorf("columns %q (ok %v), want %q", got, ok, want)
	}
}
