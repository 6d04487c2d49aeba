package corpuscheck

import (
	"slices"
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

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

// TestMisses: every kind of miss is named once, whatever the problems
// cap, and a reading right on everything has none.
func TestMisses(t *testing.T) {
	p := func(s string) *string { return &s }
	f := func(v float64) *float64 { return &v }
	n := func(v int) *int { return &v }
	truth := func() *groundtruth.Truth {
		tr := &groundtruth.Truth{BankName: "First Bank", AccountHolderName: "ACME LLC", AccountLast4: "1234",
			Currency: "USD", PeriodStart: "2026-01-01", PeriodEnd: "2026-01-31", StartingBalance: f(100), EndingBalance: f(70)}
		for i := range 15 {
			tr.Transactions = append(tr.Transactions, groundtruth.Transaction{Date: "2026-01-02", Description: "FEE", Amount: float64(i + 1), Type: "debit"})
		}
		return tr
	}
	read := func(tr *groundtruth.Truth) *result.Statement {
		res := &result.Statement{BankName: p(tr.BankName), AccountHolderName: p(tr.AccountHolderName), AccountNumberLast4: p(tr.AccountLast4),
			Currency: p(tr.Currency), PeriodStart: p(tr.PeriodStart), PeriodEnd: p(tr.PeriodEnd), StartingBalance: tr.StartingBalance,
			EndingBalance: tr.EndingBalance, NumberOfNSF: n(0), NumberOfNegativeDays: n(0)}
		for _, x := range tr.Transactions {
			res.Transactions = append(res.Transactions, result.Transaction{Date: p(x.Date), Description: p(x.Description), Amount: f(x.Amount), Type: p(x.Type)})
		}
		return res
	}
	tests := []struct {
		name  string
		edit  func(*result.Statement)
		wants []string
	}{
		{"right", func(*result.Statement) {}, nil},
		{"holder and a description", func(r *result.Statement) {
			r.AccountHolderName = p("ACME")
			r.Transactions[3].Description = p("FEE CHARGED")
		}, []string{"account_holder_name", "rows: description"}},
		{"a date only", func(r *result.Statement) { r.Transactions[0].Date = p("2026-01-03") }, []string{"rows: date"}},
		{"every row's direction, past the problems cap", func(r *result.Statement) {
			for i := range r.Transactions {
				r.Transactions[i].Type = p("credit")
			}
			r.NumberOfNSF = n(2)
		}, []string{"rows: amount, direction or count", "number_of_nsf"}},
	}
	for _, tt := range tests {
		tr := truth()
		res := read(tr)
		tt.edit(res)
		s := Compare(tr, res, nil)
		if !slices.Equal(s.Misses, tt.wants) {
			t.Errorf("%s: misses %q, want %q", tt.name, s.Misses, tt.wants)
		}
		if s.ZeroError != (len(tt.wants) == 0) {
			t.Errorf("%s: zero-error %v with misses %q", tt.name, s.ZeroError, s.Misses)
		}
	}
}
