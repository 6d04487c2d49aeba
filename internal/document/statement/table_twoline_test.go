package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// twoLinePage is a core system's fixed-width print whose rows take two
// lines at one pitch: the description, then the date, a detail and the
// amount. belowLast adds a wrapped line under the last row, which makes
// the table one of rows wrapping below their dated line.
func twoLinePage(belowLast bool) []tl {
	ls := stmtHeader(40)
	ls = append(ls,
		L(150, C(60, "BALANCE LAST STATEMENT"), R(400, "1,000.00")),
		L(160, C(60, "BALANCE THIS STATEMENT"), R(400, "1,350.00")),
		L(190, C(60, "DATE"), C(100, "DESCRIPTION"), R(400, "AMOUNT")),
		L(200, C(100, "ACH CREDIT STRIPE TRANSFER")),
		L(210, C(60, "01-02"), C(100, "ID 1066159772 269509"), R(400, "500.00")),
		L(220, C(100, "ACH DEBIT ACME CAPITAL DAILY PMT")),
		L(230, C(60, "01-03"), C(100, "ID PFC20417"), R(400, "100.00-")),
		L(240, C(100, "POS PURCHASE HOME DEPOT #6512")),
		L(250, C(60, "01-05"), C(100, "AUSTIN TX CARD 7731"), R(400, "50.00-")),
	)
	if belowLast {
		ls = append(ls, L(260, C(100, "MORE TEXT")))
	}
	return ls
}

// TestTwoLineRows: in a table whose lines alternate text, dated, text,
// dated … from its first line to its last, each text line is the row
// under it (devblind2's mainframe-twoline), not the row above's.
func TestTwoLineRows(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:  "description over the dated line",
		pages: []pdftext.Page{mkPage(1, twoLinePage(false)...)},
		want: "2026-01-02 credit 500 ACH CREDIT STRIPE TRANSFER ID 1066159772 269509\n" +
			"2026-01-03 debit 100 ACH DEBIT ACME CAPITAL DAILY PMT ID PFC20417\n" +
			"2026-01-05 debit 50 POS PURCHASE HOME DEPOT #6512 AUSTIN TX CARD 7731",
		verdict: result.Verified,
	}})
	// A table ending with a text line wraps its rows below: the rule
	// leaves it to the other rules.
	st, err := Parse(t.Context(), []pdftext.Page{mkPage(1, twoLinePage(true)...)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(st.Transactions); n != 3 || st.Transactions[1].Description != nil && *st.Transactions[1].Description == "ACH DEBIT ACME CAPITAL DAILY PMT ID PFC20417" {
		t.Errorf("a table ending with a text line read as two-line rows: %+v", st.Transactions)
	}
}
