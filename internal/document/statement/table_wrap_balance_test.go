package statement

import "testing"

// TestWrapWithBalance: the day's balance printed on a row's wrapped line
// (the balance only on a day's last row, the description over two lines)
// keeps the wrapped text in the row's description and gives the row its
// balance.
func TestWrapWithBalance(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(130, C(40, "Beginning Balance"), R(300, "1,000.00")),
		L(142, C(40, "Ending Balance"), R(300, "1,300.00")),
		L(170, C(40, "Date"), C(80, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
		L(182, C(40, "12/16"), C(80, "ELECTRONIC CREDIT"), R(480, "500.00")),
		L(194, C(92, "STRIPE TRANSFER ST-1"), R(560, "1,500.00")),
		L(206, C(40, "12/17"), C(80, "SERVICE CHARGE"), R(400, "200.00")),
		L(218, C(92, "FEE FOR ITEM 460.03"), R(560, "1,300.00")),
	)...))
	want := "2025-12-16 credit 500 ELECTRONIC CREDIT STRIPE TRANSFER ST-1\n2025-12-17 debit 200 SERVICE CHARGE FEE FOR ITEM 460.03"
	if types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.ParseQuality.Verdict != "verified" {
		t.Errorf("verdict %s, want verified", r.ParseQuality.Verdict)
	}
	for _, c := range r.Checks {
		if c.Name == "running_balance" && c.Checked != 2 {
			t.Errorf("running balance checked %d balances, want 2", c.Checked)
		}
	}
}
