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
	withSummary := append(append(baiHeader(), baiSummary("$82.00", "$200.00")...), baiDetail(230)...)
	twoAccounts := append(append(baiHeader(), baiSummary("$82.00", "$200.00")...), baiDetail(230)...)
	twoAccounts = append(twoAccounts, L(140, C(40, "2375141"), C(320, "1"), C(360, "$82.00"), C(410, "3"), C(450, "$200.00"), C(500, "$1,000.00")))
	runOracle(t, []oracleCase{{
		name:    "a BAI2 report's detail without totals",
		pages:   []pdftext.Page{mkPage(1, append(baiHeader(), baiDetail(230)...)...)},
		want:    want,
		verdict: result.Unverified,
	}, {
		name:    "the summary grid's CR / DB Amount and Count of the account prove the rows",
		pages:   []pdftext.Page{mkPage(1, withSummary...)},
		want:    want,
		verdict: result.Verified,
	}, {
		name:    "the summary grid's figures disagree with the rows",
		pages:   []pdftext.Page{mkPage(1, append(append(baiHeader(), baiSummary("$82.00", "$210.00")...), baiDetail(230)...)...)},
		want:    want,
		verdict: result.NeedsReview,
		failed:  "printed_totals",
	}, {
		name:    "a grid of two accounts holds no one reading's totals",
		pages:   []pdftext.Page{mkPage(1, twoAccounts...)},
		want:    want,
		verdict: result.Unverified,
	}})
	// The closing ledger closes the period; the missing opening ledger
	// (the Report Totals' $0.00) opens nothing, and the days' balances
	// follow from the closing one.
	r := parse(t, mkPage(1, withSummary...))
	if r.EndingBalance == nil || *r.EndingBalance != 1000 || r.StartingBalance != nil {
		t.Errorf("balances %v %v, want closing 1000 and no opening", r.StartingBalance, r.EndingBalance)
	}
	if r.NumberOfNegativeDays == nil || *r.NumberOfNegativeDays != 0 || r.AverageBalance == nil {
		t.Errorf("negative days %v average %v, want 0 and an average", r.NumberOfNegativeDays, r.AverageBalance)
	}
}

// baiSummary is the report's Summary grid: one account's row under
// labels stacked over three lines, the opening ledger missing (blank in
// the row, $0.00 in the Report Totals).
func baiSummary(credits, debits string) []tl {
	return []tl{
		L(90, C(240, "Summary")),
		L(100, C(40, "Account"), C(250, "Opening"), C(320, "CR"), C(360, "CR"), C(410, "DB"), C(450, "DB"), C(500, "Closing")),
		L(105, C(118, "Account Name")),
		L(110, C(40, "Number"), C(250, "Ledger"), C(320, "Count"), C(360, "Amount"), C(410, "Count"), C(450, "Amount"), C(500, "Ledger")),
		L(125, C(118, "Business Checking")),
		L(130, C(40, "2375133"), C(320, "1"), C(360, credits), C(410, "3"), C(450, debits), C(500, "$1,000.00")),
		L(160, C(40, "Report Totals"), C(250, "$0.00"), C(320, "1"), C(360, credits), C(410, "3"), C(450, debits), C(500, "$1,000.00")),
	}
}
