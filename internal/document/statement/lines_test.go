package statement

import (
	"strings"
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

// A row's last detail line set at the foot of a page repeats there on
// most pages (digits aside), like a running footer; it is still the row's
// text when it runs on from the line right above it. A footer that stands
// apart from the text above it is furniture.
func TestFooterBandRowDetail(t *testing.T) {
	page := func(n int, trace string) pdftext.Page {
		return mkPage(n,
			L(60, C(40, "Statement Period 12/15/25 - 01/14/26")),
			L(690, C(40, "01/12"), C(112, "Deposit ACH LAKESIDE HOA"), R(470, "3,128.89"), R(560, "44,518.66")),
			L(699, C(112, "DATA: INV 6723 CO: LAKESIDE HOA")),
			L(708, C(112, "ENTRY CLASS CODE: CCD ACH TRACE NUMBER: "+trace)),
			L(717, C(112, "DAILY REMIT PMT OF 120")),
			L(760, C(40, "Federally insured by NCUA 2601-00"+trace[:1])),
		)
	}
	pages := [][]line{buildLines(page(1, "024778727202477")), buildLines(page(2, "013551171013551"))}
	markFurniture(pages)
	for _, ls := range pages {
		for _, l := range ls {
			t0 := l.text()
			isTrace := strings.HasPrefix(t0, "ENTRY CLASS") || strings.HasPrefix(t0, "DAILY REMIT")
			isFooter := strings.HasPrefix(t0, "Federally")
			if isTrace && l.Furniture {
				t.Errorf("row detail %q marked as furniture", t0)
			}
			if isFooter && !l.Furniture {
				t.Errorf("footer %q not marked as furniture", t0)
			}
		}
	}
}

// TestFooterQuotingAFee: a legal footer printed word for word at the foot
// of every page is furniture even when it quotes a fee ("Overdraft fees:
// $36.00 per item"), and a row's last description line set tight above it
// stays the row's: the footer opens no row.
func TestFooterQuotingAFee(t *testing.T) {
	const footer = "Example Bank, N.A. · Member FDIC · Overdraft fees: $36.00 per item"
	pages := []pdftext.Page{
		mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Beginning Balance"), R(400, "$1,000.00")),
			L(162, C(40, "Ending Balance"), R(400, "$1,150.00")),
			L(200, C(40, "Date"), R(150, "Credits"), R(210, "Debits"), R(270, "Balance"), C(280, "Description")),
			L(212, C(40, "12-16"), R(150, "100.00"), R(270, "1,100.00"), C(280, "ORIG CO NAME:SQUARE INC")),
			L(221, C(280, "SEC:CCD TRACE#:021000057571061")),
			L(752.5, C(40, footer)),
		)...),
		mkPage(2,
			L(40, C(40, "Date"), R(150, "Credits"), R(210, "Debits"), R(270, "Balance"), C(280, "Description")),
			L(717, C(40, "12-17"), R(150, "50.00"), R(270, "1,150.00"), C(280, "ORIG CO NAME:STRIPE")),
			L(729.5, C(280, "SEC:CCD TRACE#:021000057571062")),
			L(742, C(280, "IND NAME:ACME WIDGETS LLC")),
			L(752.5, C(40, footer)),
		),
	}
	r := parse(t, pages...)
	want := "2025-12-16 credit 100 ORIG CO NAME:SQUARE INC SEC:CCD TRACE#:021000057571061\n2025-12-17 credit 50 ORIG CO NAME:STRIPE SEC:CCD TRACE#:021000057571062 IND NAME:ACME WIDGETS LLC"
	if types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
}
