package statement

import "testing"

// Sub-accounts titled by a name and a number masked with bullets
// ("Operating ••1447 Spend account") are accounts of their own: the
// operating account's rows are the reading, its savings sibling's are
// left out.
func TestBulletMaskedSubAccountTitles(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Operating ••1447 Spend account")),
			L(162, C(40, "Date"), C(120, "Description"), R(470, "Amount"), R(560, "Balance")),
			L(174, C(40, "12/16"), C(120, "ACH DEPOSIT STRIPE"), R(470, "$50.00"), R(560, "$150.00")),
			L(186, C(40, "12/17"), C(120, "Transfer to Tax Reserve ••1024"), R(470, "$-20.00"), R(560, "$130.00")),
			L(220, C(40, "Tax Reserve ••1024 Reserve account")),
			L(232, C(40, "Date"), C(120, "Description"), R(470, "Amount"), R(560, "Balance")),
			L(244, C(40, "12/17"), C(120, "Transfer from Operating ••1447"), R(470, "$20.00"), R(560, "$520.00")),
		)...),
	)
	if want := "2025-12-16 credit 50 ACH DEPOSIT STRIPE\n2025-12-17 debit 20 Transfer to Tax Reserve ••1024"; types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "1447" {
		t.Errorf("account last4 %v, want 1447", r.AccountNumberLast4)
	}
}

// An account's summary strip, labels over values under its title, gives
// its opening and closing balances, so its reading reconciles.
func TestSubAccountSummaryStrip(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Operating ••1447 Spend account")),
			L(162, C(42, "Beginning balance"), C(160, "Money in (1)"), C(280, "Money out (1)"), C(400, "Ending balance")),
			L(172, C(42, "$100.00"), C(160, "$50.00"), C(280, "$-20.00"), C(400, "$130.00")),
			L(190, C(40, "Date"), C(120, "Description"), R(470, "Amount"), R(560, "Balance")),
			L(202, C(40, "12/16"), C(120, "ACH DEPOSIT STRIPE"), R(470, "$50.00"), R(560, "$150.00")),
			L(214, C(40, "12/17"), C(120, "Transfer to Tax Reserve ••1024"), R(470, "$-20.00"), R(560, "$130.00")),
			L(240, C(40, "Tax Reserve ••1024 Reserve account")),
			L(252, C(42, "Beginning balance"), C(160, "Money in (1)"), C(280, "Money out (0)"), C(400, "Ending balance")),
			L(262, C(42, "$500.00"), C(160, "$20.00"), C(280, "$0.00"), C(400, "$520.00")),
			L(280, C(40, "Date"), C(120, "Description"), R(470, "Amount"), R(560, "Balance")),
			L(292, C(40, "12/17"), C(120, "Transfer from Operating ••1447"), R(470, "$20.00"), R(560, "$520.00")),
		)...),
	)
	reconciled := false
	for _, c := range r.Checks {
		if c.Name == "reconciliation" && c.Passed {
			reconciled = true
		}
	}
	if !reconciled || r.StartingBalance == nil || *r.StartingBalance != 100 || r.EndingBalance == nil || *r.EndingBalance != 130 {
		t.Errorf("balances %v..%v, reconciled %v; want 100..130, reconciled; checks %+v", r.StartingBalance, r.EndingBalance, reconciled, r.Checks)
	}
}
