package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// baiDetail is the detail of a treasury portal's BAI2 "Balance and
// Activity" report: a header stacked over three lines ("CR"/"DB" and
// "Serial" above the other labels, "Amount"/"Num" below), rows whose
// description and Type cells sit above and below the date line, and no
// running balance.
func baiDetail(y float64) []tl {
	return []tl{
		L(y, C(195, "CR"), C(245, "DB"), C(295, "Serial")),
		L(y+5, C(40, "Date"), C(110, "BAI Type"), C(340, "Ref Num"), C(395, "Description")),
		L(y+10, C(195, "Amount"), C(245, "Amount"), C(295, "Num")),
		L(y+25, C(40, "07/28/2025"), C(110, "Commercial Deposit"), C(195, "$82.00"), C(295, "1486"), C(340, "476400108"), C(395, "Deposit")),
		L(y+40, C(395, "WORLD ACCEPTANCE CONC DEBIT 1432")),
		L(y+45, C(40, "07/28/2025"), C(110, "ACH Debit Received"), C(245, "$150.00"), C(340, "476400112")),
		L(y+50, C(395, "SHELBYVILL")),
		L(y+65, C(40, "07/29/2025"), C(245, "$20.00"), C(340, "476400113"), C(395, "WORLD ACCEPTANCE CONC DEBIT 1479")),
		L(y+70, C(110, "ACH Debit Received")),
		L(y+75, C(395, "NICHOLASVI")),
		L(y+90, C(395, "WORLD ACCEPTANCE CONC DEBIT 1459")),
		L(y+95, C(40, "07/29/2025"), C(110, "ACH Debit Received"), C(245, "$30.00"), C(340, "476400114")),
		L(y+100, C(395, "CYNTHIANA,")),
	}
}

// baiHeader is the report's own header: no bank named, the customer
// and the account labelled.
func baiHeader() []tl {
	return []tl{
		L(40, C(40, "Report Type: Balance and Activity - Previous Day(s)")),
		L(55, C(40, "Customer: Acme Widgets LLC")),
		L(70, C(40, "Report Date(s): 07/28/2025 - 07/29/2025")),
		L(200, C(60, "Account Number: 2375133 Account Name: Business Checking")),
	}
}

// TestField3BAIReport holds the conventions of a BAI2 transaction report:
// the stacked three-line header with CR / DB money columns and a BAI Type
// column, Type cells wrapped above or below the date line, and a report
// that prints nothing to check its rows against read as unverified,
// never refused as no statement.
func TestField3BAIReport(t *testing.T) {
	want := "2025-07-28 credit 82 Deposit\n" +
		"2025-07-28 debit 150 WORLD ACCEPTANCE CONC DEBIT 1432 SHELBYVILL\n" +
		"2025-07-29 debit 20 WORLD ACCEPTANCE CONC DEBIT 1479 NICHOLASVI\n" +
		"2025-07-29 debit 30 WORLD ACCEPTANCE CONC DEBIT 1459 CYNTHIANA,"
	runOracle(t, []oracleCase{{
		name:    "a BAI2 report's detail without totals",
		pages:   []pdftext.Page{mkPage(1, append(baiHeader(), baiDetail(230)...)...)},
		want:    want,
		verdict: result.Unverified,
	}})
}
