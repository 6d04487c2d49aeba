package statement

import "testing"

// A closing balance overdrawn, its currency symbol set apart from the
// figure in parentheses ("$ (16,583.37)"), is the negative closing
// balance, so the reconciliation runs.
func TestBalanceSymbolApartFromParentheses(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, R(572, "February 1, 2026 - February 28, 2026")),
		L(60, C(40, "Balance on February 1, 2026"), C(300, "$"), R(400, "517.46")),
		L(72, C(40, "Money in"), C(300, "$"), R(400, "29,192.38")),
		L(84, C(40, "Money out"), C(300, "$"), R(400, "(46,293.21)")),
		L(96, C(40, "Balance on February 28, 2026"), C(300, "$"), R(400, "(16,583.37)")),
	}, ledger(200)...)...))
	if f.Opening == nil || *f.Opening != 51746 || f.Closing == nil || *f.Closing != -1658337 {
		t.Errorf("opening %v closing %v, want 51746 and -1658337", f.Opening, f.Closing)
	}
}
