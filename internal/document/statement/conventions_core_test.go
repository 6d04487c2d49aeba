package statement

import "testing"

// TestCorePrint: a community-bank core print's register (DATE | TC |
// DESCRIPTION | ITEMS | AMOUNT | BALANCE): ITEMS is a count column, so the
// header stands and the transaction code stays out of the description;
// "BALANCE FORWARD 12/14/25" is the previous statement's balance, so with
// "ENDING BALANCE 01/14/26" the period starts on 12/15.
func TestCorePrint(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(40, "KITTREDGE EXAMPLE BANK")),
		L(60, C(40, "ACME WIDGETS LLC"), R(572, "STATEMENT DATE 01/14/26")),
		L(71, C(40, "45 OAK AVE"), R(572, "ACCOUNT NUMBER XXXXXXXX9421")),
		L(82, C(40, "AUSTIN TX 78701")),
		L(130, C(40, "BALANCE FORWARD 12/14/25"), R(300, "2,000.00")),
		L(142, C(40, "ENDING BALANCE 01/14/26"), R(300, "2,200.00")),
		L(170, C(36, "DATE"), C(74.4, "TC"), C(103.2, "DESCRIPTION"), C(338.4, "ITEMS"), R(448.8, "AMOUNT"), R(535.2, "BALANCE")),
		L(182, C(36, "12/16"), C(74.4, "DEP"), C(103.2, "DEPOSIT"), R(362, "3"), R(448.8, "500.00"), R(535.2, "2,500.00")),
		L(194, C(36, "12/17"), C(74.4, "POS"), C(103.2, "POS PURCHASE UBER"), R(448.8, "300.00-"), R(535.2, "2,200.00")),
	))
	if want := "2025-12-16 credit 500 DEPOSIT\n2025-12-17 debit 300 POS PURCHASE UBER"; types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.PeriodStart == nil || *r.PeriodStart != "2025-12-15" || r.PeriodEnd == nil || *r.PeriodEnd != "2026-01-14" {
		t.Errorf("period %v – %v, want 2025-12-15 – 2026-01-14", r.PeriodStart, r.PeriodEnd)
	}
	if r.ParseQuality.Verdict != "verified" {
		t.Errorf("verdict %s, want verified", r.ParseQuality.Verdict)
	}
}
