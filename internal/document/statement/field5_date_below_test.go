package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// wiseLike is a neobank's export with no date column: Description |
// Incoming | Outgoing | Amount (the balance after the row), newest
// first, each row a cell of a title line with the figures, a line
// opening with the date, and a fund-unit line; the fine print of the
// last page follows the last cell.
func wiseLike() []pdftext.Page {
	p1 := mkPage(1, append([]tl{
		L(40, C(42, "GBP statement")),
		L(60, C(42, "1 May 2026 - 31 May 2026")),
	}, wiseLikeRows()...)...)
	p2 := mkPage(2,
		L(50, C(42, "Asset Investment firm Fund manager")),
		L(62, C(42, "1 Example Assets Ltd Example Fund Manager")),
		L(74, C(42, "Example Payments Limited is authorised by the regulator.")),
	)
	return []pdftext.Page{p1, p2}
}

// wiseLikeRows are wiseLike's header and rows.
func wiseLikeRows() []tl {
	return []tl{
		L(100, C(42, "Description"), C(400, "Incoming"), C(460, "Outgoing"), C(530, "Amount")),
		L(130, C(42, "Card payment to Shop"), R(496, "-5.00"), R(560, "95.00")),
		L(142, C(42, "3 May 2026 Card ending in 1234 Transaction: CARD-1")),
		L(154, C(42, "0.5 units sold at 120.80 GBP/unit on 4 May 2026 | Asset 1")),
		L(180, C(42, "Received money from A B"), R(436, "60.00"), R(560, "100.00")),
		L(192, C(42, "2 May 2026 Transaction: TRANSFER-2")),
		L(218, C(42, "Topped up account"), R(436, "40.00"), R(560, "40.00")),
		L(230, C(42, "1 May 2026 Transaction: TRANSFER-1")),
	}
}

// TestField5DateBelow: a table with no date column whose rows print
// their date opening the line under their amounts is read, each row
// dated by that line and described by the cell without the date; an
// Amount column right of Incoming and Outgoing is the balance; the
// last page's fine print is no part of the last row.
func TestField5DateBelow(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:  "date opens the cell's second line",
		pages: wiseLike(),
		want: "2026-05-03 debit 5 Card payment to Shop Card ending in 1234 Transaction: CARD-1 0.5 units sold at 120.80 GBP/unit on 4 May 2026 | Asset 1\n" +
			"2026-05-02 credit 60 Received money from A B Transaction: TRANSFER-2\n" +
			"2026-05-01 credit 40 Topped up account Transaction: TRANSFER-1",
		verdict: result.Verified,
	}})
	l := buildLines(mkPage(1, L(100, C(42, "Description"), C(400, "Incoming"), C(460, "Outgoing"), C(530, "Amount"))))[0]
	h, ok := parseDatelessHeader(l)
	if !ok || len(h.Cols) != 4 || h.Cols[1].Kind != colCredit || h.Cols[2].Kind != colDebit || h.Cols[3].Kind != colBalance {
		t.Errorf("parseDatelessHeader = %+v %v, want desc, credit, debit, balance", h.Cols, ok)
	}
	// A dated table's rows are not read so.
	for _, txt := range [][]cell{
		{C(42, "Description"), C(400, "Amount")},
		{C(42, "Date"), C(100, "Description"), C(400, "Incoming"), C(460, "Outgoing")},
	} {
		if _, ok := parseDatelessHeader(buildLines(mkPage(1, L(100, txt...)))[0]); ok {
			t.Errorf("parseDatelessHeader(%v) read a header", txt)
		}
	}
}

// TestField5TradingAsAndLabelRow: a UK e-money firm's regulatory line
// ("X Payments Limited, trading as X, is an Authorised Electronic Money
// Institution") names the brand when the header gives only the
// company's return address; a row of labels over a row of values
// ("Account Holder   Account number   UK sort code") gives the number
// under its label.
func TestField5TradingAsAndLabelRow(t *testing.T) {
	pages := wiseLike()
	pages[0] = mkPage(1, append([]tl{
		L(10, C(42, "Example Payments Ltd.")),
		L(22, C(42, "1st Floor, 65 Clifton Street")),
		L(34, C(42, "London")),
		L(46, C(42, "EC2A 4JE")),
		L(70, C(44, "Account Holder"), C(166, "Account number"), C(330, "UK sort code")),
		L(82, C(44, "Sean Loh"), C(166, "21950405"), C(330, "23-14-70")),
	}, wiseLikeRows()...)...)
	pages[1] = mkPage(2, L(50, C(42, "Example Payments Limited, trading as Exemplo, is an Authorised Electronic Money Institution")))
	r := parse(t, pages...)
	if got := deref(r.BankName); got != "Exemplo" {
		t.Errorf("bank = %q, want Exemplo", got)
	}
	if got := deref(r.AccountNumberLast4); got != "0405" {
		t.Errorf("last 4 = %q, want 0405", got)
	}
	if len(r.Transactions) != 3 {
		t.Errorf("%d rows, want 3", len(r.Transactions))
	}
}

// TestLabelRowNotTableHeader: a relationship list's header ("Account
// Account Number Balance") is no row of labels: its first row is one of
// several accounts, and gives no last four.
func TestLabelRowNotTableHeader(t *testing.T) {
	ls := buildLines(mkPage(1,
		L(180, C(46, "Account"), C(200, "Account Number"), R(560, "Balance")),
		L(190, C(46, "Commercial Real Estate Loan"), C(200, "880075648559"), R(560, "$475,687.11")),
	))
	if got := labelledAcct(ls); got != "" {
		t.Errorf("labelledAcct = %q, want none", got)
	}
}
