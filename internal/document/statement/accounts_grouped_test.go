package statement

import "testing"

// A relationship statement prints each account's number in groups of
// digits ("Account number: 3340 2220 5516") under a title naming the
// product. The two accounts share their leading groups: each is keyed by
// its last group, the checking (named on the line above its number) is
// read although the savings has more rows, and only the checking's
// daily balances are checked against its rows.
func TestGroupedAccountNumbersPartAccounts(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(130, C(40, "Business Fundamentals Checking")),
			L(141, C(40, "Account number: 3340 2220 5516")),
			L(154, C(42, "Beginning balance on December 15, 2025"), R(330, "$100.00")),
			L(166, C(42, "Ending balance on January 14, 2026"), R(330, "$130.00")),
			L(184, C(40, "Date"), C(120, "Description"), R(470, "Amount")),
			L(196, C(40, "12/16/25"), C(120, "ACH DEPOSIT STRIPE"), R(470, "50.00")),
			L(208, C(40, "12/17/25"), C(120, "ONLINE TRANSFER TO SAVINGS"), R(470, "-20.00")),
			L(230, C(40, "Daily ledger balances")),
			L(242, C(40, "Date"), C(100, "Balance ($)"), C(200, "Date"), C(260, "Balance ($)")),
			L(254, C(40, "12/16/25"), R(150, "150.00"), C(200, "12/17/25"), R(310, "130.00")),
			L(280, C(40, "Business Advantage Savings")),
			L(291, C(40, "Account number: 3340 2220 5532")),
			L(304, C(42, "Beginning balance on December 15, 2025"), R(330, "$500.00")),
			L(316, C(42, "Ending balance on January 14, 2026"), R(330, "$560.00")),
			L(334, C(40, "Date"), C(120, "Description"), R(470, "Amount")),
			L(346, C(40, "12/17/25"), C(120, "ONLINE TRANSFER FROM CHECKING"), R(470, "20.00")),
			L(358, C(40, "12/18/25"), C(120, "ONLINE TRANSFER FROM CHECKING"), R(470, "20.00")),
			L(370, C(40, "12/19/25"), C(120, "INTEREST EARNED"), R(470, "20.00")),
			L(392, C(40, "Daily ledger balances")),
			L(404, C(40, "Date"), C(100, "Balance ($)"), C(200, "Date"), C(260, "Balance ($)")),
			L(416, C(40, "12/17/25"), R(150, "520.00"), C(200, "12/18/25"), R(310, "540.00")),
			L(428, C(40, "12/19/25"), R(150, "560.00")),
		)...),
	)
	if want := "2025-12-16 credit 50 ACH DEPOSIT STRIPE\n2025-12-17 debit 20 ONLINE TRANSFER TO SAVINGS"; types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	daily := false
	for _, c := range r.Checks {
		if c.Name == "daily_balance_table" {
			daily = c.Passed && c.Checked == 2
		}
		if !c.Passed {
			t.Errorf("check %s failed: %s", c.Name, c.Detail)
		}
	}
	if !daily {
		t.Errorf("daily balances of the checking not checked: %+v", r.Checks)
	}
}
