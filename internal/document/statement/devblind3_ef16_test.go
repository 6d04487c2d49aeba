package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestHolderWherePagesPrintIt: the places an online page, a neobank's
// statement and a CSV download printed from a spreadsheet print the
// account's name (devblind3): a label whose value runs on into the
// account's other facts after a middle dot; a company's name right above
// the account-number line at the top right, the two set flush right; the
// name under an account line that ends in the whole number in groups.
func TestHolderWherePagesPrintIt(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []tl
		want  string
	}{
		{"label, then the next field after a middle dot", []tl{
			L(40, Big(36, "Example Valley Bank")),
			L(70, C(28, "BUSINESS CHECKING ...6402")),
			L(86, C(28, "Account owner: Birch & Stone Works LLC · Account number ******6402 · Routing number 111904417")),
			L(102, C(28, "Current balance"), C(108, "Available balance")),
		}, "Birch & Stone Works LLC"},
		{"label, then a bullet", []tl{
			L(86, C(28, "Account holder: Pine Row Bakery Inc • Member since 2019")),
		}, "Pine Row Bakery Inc"},
		{"a company's name over the account-number line, flush right", []tl{
			L(25, C(43, "Brand • Business Checking ••0457"), R(569, "August 2026 statement")),
			L(52, R(569, "Harbor Lane Coffee LLC")),
			L(62, R(569, "Account number 202218830457")),
			L(74, R(569, "Routing number 084201776")),
			L(105, C(43, "August 2026 statement")),
		}, "Harbor Lane Coffee LLC"},
		{"the name under a bank - product - grouped number line", []tl{
			L(55, C(37, "Example Point Bank - Business Advantage Checking - 0047 3319 5521")),
			L(67, C(37, "NORTHWIND DENTAL STUDIO PLLC")),
			L(79, C(37, "Description"), C(418, "Summary Amt.")),
		}, "NORTHWIND DENTAL STUDIO PLLC"},
	} {
		got, _ := holderName(buildLines(mkPage(1, c.lines...)))
		if got != c.want {
			t.Errorf("%s: holder = %q, want %q", c.name, got, c.want)
		}
	}
	// No legal form, no name: a page title over the number is not read.
	got, _ := holderName(buildLines(mkPage(1,
		L(52, R(569, "Your statement")),
		L(62, R(569, "Account number 202218830457")),
	)))
	if got != "" {
		t.Errorf("title over the number read as holder %q", got)
	}
}

// TestSpreadsheetCellsFlushRight: a CSV download printed from a
// spreadsheet sets its labels flush left and its figures flush right in
// their cells, so a long figure reaches back under its label while a
// short one ("584.76") stands in the gap, nearer the next label: it is
// still the Amount cell's (devblind3 spreadsheet_export).
func TestSpreadsheetCellsFlushRight(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "signed amounts under Amount, balances under Running Bal.",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(170, C(40, "Beginning Balance"), R(300, "15,000.00")),
			L(182, C(40, "Ending Balance"), R(300, "5,314.21")),
			L(210, C(40, "Date"), C(100, "Description"), C(425, "Amount"), C(487, "Running Bal.")),
			L(222, C(40, "12/16/2025"), C(100, "OAKMONT DES:WEEKLY PMT"), R(485, "-795.00"), R(560, "14,205.00")),
			L(234, C(40, "12/16/2025"), C(100, "STRIPE DES:SETTLEMENT"), R(485, "2,178.28"), R(560, "16,383.28")),
			L(246, C(40, "12/17/2025"), C(100, "MOBILE DEPOSIT REF #1234"), R(485, "584.76"), R(560, "16,968.04")),
			L(258, C(40, "12/18/2025"), C(100, "IRS DES:USATAXPYMT"), R(485, "-12,000.00"), R(560, "4,968.04")),
			L(270, C(40, "12/19/2025"), C(100, "ZELLE PAYMENT FROM A BROWN"), R(485, "346.17"), R(560, "5,314.21")),
		)...)},
		want: "2025-12-16 debit 795 OAKMONT DES:WEEKLY PMT\n2025-12-16 credit 2178.28 STRIPE DES:SETTLEMENT\n" +
			"2025-12-17 credit 584.76 MOBILE DEPOSIT REF #1234\n2025-12-18 debit 12000 IRS DES:USATAXPYMT\n" +
			"2025-12-19 credit 346.17 ZELLE PAYMENT FROM A BROWN",
		verdict: result.Verified,
	}})
}

// TestCarriedUnderWrappedLabels: a row cut at a page's foot goes on under
// the header repeated atop the next page, when that header's labels wrap
// onto a second line ("Date" / "posted"): the line is the cut row's, not
// the next row's (devblind3 amount_first).
func TestCarriedUnderWrappedLabels(t *testing.T) {
	hdr := func(y float64) []tl {
		return []tl{
			L(y, C(40, "Date"), C(80, "Amount"), C(130, "Transaction description"), C(420, "Reference number")),
			L(y+9, C(40, "posted")),
		}
	}
	row := func(y float64, d, amt, desc, ref string) tl {
		return L(y, C(40, d), R(115, amt), C(130, desc), C(420, ref))
	}
	p1 := append(stmtHeader(40),
		L(170, C(40, "Beginning Balance"), R(300, "10,000.00")),
		L(182, C(40, "Ending Balance"), R(300, "6,800.00")),
		L(205, C(40, "ACH Deductions")))
	p1 = append(p1, hdr(220)...)
	p1 = append(p1,
		row(245, "12/16", "1,125.00", "Corporate ACH Weekly Pmt Funder Capital", "000047307620792"),
		L(254, C(130, "FC40017 Ccd")),
		row(265, "12/17", "875.00", "Corporate ACH Premium Example Insurance", "000027523319104"),
		L(274, C(130, "Ccd 314842009")),
		row(285, "12/18", "1,125.00", "Corporate ACH Weekly Pmt Funder Capital", "000047810949998"),
	)
	p2 := hdr(40)
	p2 = append(p2,
		L(70, C(130, "FC40017 Ccd")),
		row(81, "12/19", "75.00", "Corporate ACH Usataxpymt IRS", "000028857210699"),
		L(90, C(130, "Ccd 964638147")),
	)
	runOracle(t, []oracleCase{{
		name:  "reference line atop the next page",
		pages: []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...)},
		want: "2025-12-16 debit 1125 Corporate ACH Weekly Pmt Funder Capital FC40017 Ccd\n" +
			"2025-12-17 debit 875 Corporate ACH Premium Example Insurance Ccd 314842009\n" +
			"2025-12-18 debit 1125 Corporate ACH Weekly Pmt Funder Capital FC40017 Ccd\n" +
			"2025-12-19 debit 75 Corporate ACH Usataxpymt IRS Ccd 964638147",
		verdict: result.Verified,
	}})
}
