package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
)

// A business neobank's Money in and Money out tables head the
// counterparty From and To, beside a Method column: the method is the
// bank's label, not part of the description, and a Method of "Fee" makes
// the brand's own charge a fee although its description does not say so.
func TestNeobankFromToTables(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(360, "Corvane Business Checking")),
		L(52, C(360, "Statement period Jan 1, 2026 – Jan 31, 2026")),
		L(64, C(360, "Account"), R(572, "Checking ••9607")),
		L(80, C(40, "BLUE RIVER CAFE INC")),
		L(91, C(40, "1200 MAIN ST STE 4")),
		L(102, C(40, "AUSTIN TX 78701")),
		L(130, C(40, "Beginning balance"), C(200, "Money in"), C(330, "Money out"), C(460, "Ending balance")),
		L(142, C(40, "$1,000.00"), C(200, "$760.73"), C(330, "$473.14"), C(460, "$1,287.59")),
		L(170, C(40, "Money in"), C(110, "1 transactions")),
		L(184, C(40, "Date"), C(110, "From"), C(400, "Method"), R(572, "Amount")),
		L(196, C(40, "Jan 2"), C(110, "Check deposit"), C(400, "Check deposit"), R(572, "$760.73")),
		L(206, C(110, "Mobile capture · Check 3395")),
		L(220, C(110, "Total money in"), R(572, "$760.73")),
		L(250, C(40, "Money out"), C(110, "2 transactions")),
		L(264, C(40, "Date"), C(110, "To"), C(400, "Method"), R(572, "Amount")),
		L(276, C(40, "Jan 2"), C(110, "Uber Trip"), C(400, "Card"), R(572, "$458.14")),
		L(286, C(110, "Card ••9473 · Austin, TX")),
		L(298, C(40, "Jan 31"), C(110, "Corvane"), C(400, "Fee"), R(572, "$15.00")),
		L(308, C(110, "Corvane Plus monthly plan")),
		L(322, C(110, "Total money out"), R(572, "$473.14")),
	))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	want := "2026-01-02 credit 760.73 Check deposit Mobile capture · Check 3395\n" +
		"2026-01-02 debit 458.14 Uber Trip Card ••9473 · Austin, TX\n" +
		"2026-01-31 debit 15 Corvane Corvane Plus monthly plan"
	if got := types(r); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
	if n := len(r.Transactions); n == 3 && *r.Transactions[2].Category != result.CatFee {
		t.Errorf("the Fee row's category %s, want fee", *r.Transactions[2].Category)
	}
}
