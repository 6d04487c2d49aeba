package statement

import "testing"

// TestCountedSubtotals: "Conventional Checks Paid (2) $361.46-" and
// "Electronic Checks Paid (1) $485.29-", printed together under two
// checks tables, are the tables' totals (as many rows, the same sum),
// not two more payments.
func TestCountedSubtotals(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(130, C(40, "Beginning Balance on Dec 15"), R(560, "$2,000.00")),
		L(142, C(40, "Ending Balance on Jan 14, 2026"), R(560, "$1,153.25")),
		L(170, C(40, "Checks Presented Conventionally")),
		L(182, C(40, "Check"), C(90, "Date"), C(150, "Ref Number"), R(300, "Amount")),
		L(194, C(40, "2137"), C(90, "Dec 30"), C(150, "8026960035"), R(300, "192.40-")),
		L(206, C(40, "2138"), C(90, "Jan 5"), C(150, "8942462620"), R(300, "169.06-")),
		L(230, C(40, "Checks Presented Electronically")),
		L(242, C(40, "Check"), C(90, "Date"), C(150, "Description"), C(300, "Ref Number"), R(450, "Amount")),
		L(254, C(40, "2136"), C(90, "Jan 13"), C(150, "ARC GRAINGER"), C(300, "8502538829"), R(450, "485.29-")),
		L(268, C(150, "Conventional Checks Paid (2)"), R(450, "$361.46-")),
		L(280, C(150, "Electronic Checks Paid (1)"), R(450, "$485.29-")),
	)...))
	want := "2025-12-30 debit 192.4 CHECK #2137\n2026-01-05 debit 169.06 CHECK #2138\n2026-01-13 debit 485.29 CHECK #2136 ARC GRAINGER"
	if types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.ParseQuality.Verdict != "verified" {
		t.Errorf("verdict %s, want verified (%+v)", r.ParseQuality.Verdict, r.Checks)
	}
}
