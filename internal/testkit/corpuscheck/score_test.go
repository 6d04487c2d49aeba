package corpuscheck

import "testing"

// TestUnmatched: a reading whose rows differ from the answer's only in
// descriptions has no row off, however many rows differ (the problems
// list is capped and cannot tell).
func TestUnmatched(t *testing.T) {
	desc := func(n int, d string) []string {
		var ks []string
		for i := range n {
			ks = append(ks, key("2026-01-02", float64(100+i), "debit", d))
		}
		return ks
	}
	tests := []struct {
		name              string
		extra, missing    []string
		rowsOff, datedOff int
	}{
		{"descriptions only, more than the problems cap", desc(20, "SYSCO"), desc(20, "SYSCO C#1368"), 0, 0},
		{"a missing row", nil, desc(1, "RENT"), 1, 1},
		{"a date only", []string{key("2026-01-03", 5, "debit", "FEE")}, []string{key("2026-01-02", 5, "debit", "FEE")}, 0, 2},
		{"a direction", []string{key("2026-01-02", 5, "credit", "FEE")}, []string{key("2026-01-02", 5, "debit", "FEE")}, 2, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := unmatched(tc.extra, tc.missing, 1, 3); got != tc.rowsOff {
				t.Errorf("rows off = %d, want %d", got, tc.rowsOff)
			}
			if got := unmatched(tc.extra, tc.missing, 0, 3); got != tc.datedOff {
				t.Errorf("dated rows off = %d, want %d", got, tc.datedOff)
			}
		})
	}
}
