package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
)

// A Type column that calls a row an "Insufficient Funds Charge" (its
// description names only the payee whose payment was returned) makes the
// row an NSF fee.
func TestField4TypeColumnNSF(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(360, "Monthly Account Statement")),
		L(52, C(360, "Nov 01, 2024 thru Nov 30, 2024")),
		L(80, C(40, "Starting Balance"), C(200, "Ending Balance")),
		L(92, C(40, "$ 100.00"), C(200, "$ 41.00")),
		L(130, C(40, "Date"), C(110, "Description"), C(360, "Type"), R(572, "Amount")),
		L(142, C(40, "Nov 02"), C(110, "CIRQUE DAIQUIRI BAR"), C(360, "POS"), R(572, "-32.00")),
		L(152, C(360, "Withdrawal")),
		L(166, C(40, "Nov 21"), C(110, "CASH APP KAREEN SQUAREUP.COM"), C(360, "Insufficient"), R(572, "-27.00")),
		L(176, C(360, "Funds")),
		L(186, C(360, "Charge")),
	))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	if r.NumberOfNSF == nil || *r.NumberOfNSF != 1 {
		t.Errorf("number_of_nsf %v, want 1; rows:\n%s", r.NumberOfNSF, types(r))
	}
}

// A section's note printed right of its title and column header ("There
// were 2 Deductions totaling / $50.00.") wraps past the header line: its
// last line is the note's, not the first row's description.
func TestField4NoteBesideHeader(t *testing.T) {
	small := func(x float64, s string) cell { return cell{x: x, text: s, size: 6} }
	r := parse(t, mkPage(1, stmtHeader(40,
		L(120, C(40, "Beginning balance"), R(300, "100.00")),
		L(132, C(40, "Ending balance"), R(300, "50.00")),
		L(200, C(40, "Deductions"), C(380, "There were 2 Deductions totaling")),
		L(205, small(40, "Date"), small(100, "Amount"), small(170, "Description")),
		L(210, C(380, "$50.00.")),
		L(224, C(40, "01/05"), R(140, "45.00"), C(171, "Web Pmt- Epay Credit Crd")),
		L(234, C(171, "9191173672")),
		L(248, C(40, "01/06"), R(140, "5.00"), C(171, "Web Pmt- Discover")),
	)...))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	want := "2026-01-05 debit 45 Web Pmt- Epay Credit Crd 9191173672\n2026-01-06 debit 5 Web Pmt- Discover"
	if got := types(r); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}

// Check-image captions after a daily-balance table ("#1318 01/06/2026
// $45.00", number, date and amount two across) are no more days of it.
func TestField4ItemCaptionsAfterDailyTable(t *testing.T) {
	r := parse(t,
		mkPage(1, stmtHeader(40,
			L(120, C(40, "Beginning balance"), R(300, "100.00")),
			L(132, C(40, "Ending balance"), R(300, "50.00")),
			L(160, C(40, "Checks")),
			L(172, C(40, "Date"), C(100, "Description"), R(400, "Amount")),
			L(184, C(40, "12/16/2025"), C(100, "CHECK #1318"), R(400, "45.00")),
			L(196, C(40, "12/17/2025"), C(100, "CHECK #1319"), R(400, "5.00")),
			L(230, C(40, "Daily Balances")),
			L(242, C(40, "Date"), R(200, "Amount"), C(260, "Date"), R(420, "Amount")),
			L(254, C(40, "12/16/2025"), R(200, "$55.00"), C(260, "12/17/2025"), R(420, "$50.00")),
		)...),
		mkPage(2,
			L(100, C(40, "#1318"), C(100, "12/16/2025"), R(250, "$45.00"), C(300, "#1319"), C(360, "12/17/2025"), R(500, "$5.00")),
		),
	)
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
}

// A statement that marks some rows with a symbol it explains in a legend
// ("< Business to Business ACH: …") prints the mark before their
// descriptions: not text. Its list of "Items returned unpaid" is of
// debits that never posted, and "Total interest paid in 2025" in its
// interest summary is no total of the period's credits (nor a count).
func TestField4LegendUnpaidInterest(t *testing.T) {
	r := parse(t, mkPage(1, stmtHeader(40,
		L(110, C(40, "Interest summary")),
		L(122, C(50, "Interest paid this statement"), R(300, "$1.00")),
		L(134, C(50, "Total interest paid in 2025"), R(300, "$1.15")),
		L(160, C(40, "Beginning balance on 12/15"), R(560, "$1,000.00")),
		L(172, C(40, "Deposits/Credits"), R(560, "$61.00")),
		L(184, C(40, "Withdrawals/Debits"), R(560, "$400.00")),
		L(196, C(40, "Ending balance on 1/14"), R(560, "$661.00")),
		L(220, C(40, "Transaction history")),
		L(232, C(40, "Date"), C(80, "Number"), C(120, "Description"), R(400, "Deposits/Credits"), R(480, "Withdrawals/Debits"), R(560, "Ending daily balance")),
		L(244, C(40, "12/16"), C(120, "<"), C(130, "Business to Business ACH Debit - Fiji Fund Daily Pull"), R(480, "400.00")),
		L(256, C(40, "12/16"), C(120, "Stripe Transfer"), R(400, "60.00"), R(560, "660.00")),
		L(268, C(40, "1/14"), C(120, "Interest Payment"), R(400, "1.00"), R(560, "661.00")),
		L(280, C(40, "Ending balance on 1/14"), R(560, "661.00")),
		L(300, C(40, "<"), C(50, "Business to Business ACH: If this is a business account, this transaction has a return time frame of one business day.")),
		L(330, C(40, "Items returned unpaid")),
		L(342, C(40, "Date"), C(100, "Description"), R(560, "Amount")),
		L(354, C(40, "12/20"), C(100, "Fiji Fund Daily Pull Reference # 267090595750122"), R(560, "400.00")),
	)...))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	want := "2025-12-16 debit 400 Business to Business ACH Debit - Fiji Fund Daily Pull\n" +
		"2025-12-16 credit 60 Stripe Transfer\n2026-01-14 credit 1 Interest Payment"
	if got := types(r); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}
