package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// nabLikeHeader is the column header of an Australian ledger whose rows
// print two lines each, the amount on the second after a dotted leader
// (the leader is drawn, not text).
func nabLikeHeader(y float64) tl {
	return L(y, C(38, "Date"), C(100, "Particulars"), C(370, "Debits"), C(438, "Credits"), C(518, "Balance"))
}

// nabLike is such a statement over two pages: the date only on a day's
// first row, the balance only on its last, a "Cr" mark a word space
// after it, a dated notice with no amount whose wrapped line repeats the
// balance, a phone number's head ("402") left in the description towards
// the money columns, and a row cut by the page break between its
// description and its amount line, with "Carried forward" / "Brought
// forward" and the next page's front block between them.
func nabLike() []pdftext.Page {
	p1 := mkPage(1,
		L(40, C(40, "Everyday Account Statement")),
		L(60, C(360, "Opening balance $0.00")),
		L(72, C(360, "Total credits $500.00")),
		L(84, C(360, "Total debits $480.00")),
		L(96, C(360, "Closing balance $20.00")),
		L(108, C(360, "Statement starts 2 July 2022")),
		L(120, C(360, "Statement ends 31 July 2022")),
		nabLikeHeader(150),
		L(162, C(44, "2 Jul 2022"), C(100, "Brought forward"), R(548, "0.00")),
		L(173, C(44, "8 Jul 2022"), C(100, "Payroll Deposit")),
		L(184, C(100, "001248"), R(465, "300.00")),
		L(195, C(100, "Online Y645 Linked Acc Trns")),
		L(206, C(100, "Smith J"), R(396, "100.00"), R(548, "200.00"), C(554, "Cr")),
		L(217, C(44, "9 Jul 2022"), C(100, "V3730 04/08 Paypal * Vpn"), C(275, "402")),
		L(228, C(100, "-935-77 24013962217"), R(396, "19.59"), R(548, "180.41"), C(554, "Cr")),
		L(239, C(44, "10 Jul 2022"), C(100, "If a charge is incorrect you may be entitled")),
		L(250, C(100, "to a refund. Please call us."), R(548, "180.41"), C(554, "Cr")),
		L(261, C(44, "12 Jul 2022"), C(100, "Online Q041 Linked Acc Trns")),
		L(272, C(100, "Baxter J"), R(465, "200.00")),
		L(283, C(100, "Online K393 Linked Acc Trns")),
		L(294, C(100, "Carried forward"), R(548, "380.41"), C(554, "Cr")),
	)
	p2 := mkPage(2,
		L(40, C(40, "Account Details")),
		L(52, C(360, "BSB Number Account Number")),
		L(64, C(40, "JOHN SMITH"), C(360, "083-202 85-573-1853")),
		nabLikeHeader(90),
		L(102, C(100, "Brought forward"), R(548, "380.41"), C(554, "Cr")),
		L(113, C(100, "Smith J"), R(396, "360.41"), R(548, "20.00"), C(554, "Cr")),
	)
	return []pdftext.Page{p1, p2}
}

// TestField5BottomRows: rows whose amount sits on their last line are
// read with the lines above it, also when a notice's line repeats the
// balance, when the page breaks inside a row, and when the balance's
// "Cr" stands a word space apart; "Carried forward" is no description
// and a whole figure far left of the money columns no amount.
func TestField5BottomRows(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:  "two-line rows, amount on the second line",
		pages: nabLike(),
		want: "2022-07-08 credit 300 Payroll Deposit 001248\n" +
			"2022-07-08 debit 100 Online Y645 Linked Acc Trns Smith J\n" +
			"2022-07-09 debit 19.59 V3730 04/08 Paypal * Vpn 402 -935-77 24013962217\n" +
			"2022-07-12 credit 200 Online Q041 Linked Acc Trns Baxter J\n" +
			"2022-07-12 debit 360.41 Online K393 Linked Acc Trns Smith J",
		verdict: result.Verified,
	}})
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Carried forward 384.47 Cr", true},
		{"2 Jul 2022 Brought forward 0.00", true},
		{"Balance brought fwd 10.00", true},
		{"GOODS BROUGHT FORWARD FROM ORDER 12", false},
	} {
		if got := forwardLine(buildLines(mkPage(1, L(100, C(40, c.text))))[0]); got != c.want {
			t.Errorf("forwardLine(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestWholeShortOfOnlyBesideText: a whole figure is judged short of its
// money column only in the gap after a description column; under a
// drafts list's "Draft #" (no description) it is never.
func TestWholeShortOfOnlyBesideText(t *testing.T) {
	w := pdftext.Word{Text: "402", X0: 275, X1: 289, Y0: 0, Y1: 10}
	debit := column{Kind: colDebit, X0: 370, X1: 394}
	withDesc := header{Cols: []column{{Kind: colDate, X0: 38, X1: 56}, {Kind: colDesc, X0: 100, X1: 142}, debit}}
	if !wholeShortOf(withDesc, w, debit) {
		t.Errorf("402 in a description's gap not judged text")
	}
	// A count followed by its total on the line is not judged so.
	ws := []pdftext.Word{w, {Text: "items", X0: 292, X1: 310, Y1: 10}, {Text: "19.59", X0: 372, X1: 394, Y1: 10}}
	if _, ok := moneyWord(withDesc, ws, 0); !ok {
		t.Errorf("a count before its total judged text")
	}
	if _, ok := moneyWord(withDesc, []pdftext.Word{w}, 0); ok {
		t.Errorf("402 ending its line read as money")
	}
	drafts := header{Cols: []column{{Kind: colCheck, X0: 200, X1: 230}, {Kind: colDate, X0: 240, X1: 260}, debit}}
	if wholeShortOf(drafts, w, debit) {
		t.Errorf("a figure beside a drafts list's columns judged text")
	}
}

// TestField5AccountDetailsHolder: an "Account Details" box opens with
// the account's name, which outranks the mailing block's form of it.
func TestField5AccountDetailsHolder(t *testing.T) {
	got, _ := holderName(buildLines(mkPage(1,
		L(164, C(70, "MS JD SYMONS")),
		L(176, C(70, "21 HAWKER ST")),
		L(188, C(70, "BROMPTON SA 5007")),
		L(275, C(38, "Outlet Details"), C(309, "Account Details")),
		L(295, C(38, "Coburg"), C(309, "JADE SYMONS")),
		L(306, C(38, "406 Sydney Rd, Coburg VIC 3058"), C(309, "BSB number"), C(420, "083-202")),
	)))
	if got != "JADE SYMONS" {
		t.Errorf("holder = %q, want JADE SYMONS", got)
	}
}
