package corpuscheck

import (
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

func TestInvariantCoverage(t *testing.T) {
	total, count := 10.0, 3
	exp := 1.0
	p := &groundtruth.Printed{TotalCredits: &total, CountCredits: &count, RunningBalance: "every_row", DailyBalanceTable: true}
	tests := []struct {
		name             string
		p                *groundtruth.Printed
		checks           []result.Check
		printed, checked int
	}{
		{"nothing printed", nil, []result.Check{{Name: "reconciliation", Expected: &exp}}, 0, 0},
		{"all four printed, none checked", p, []result.Check{{Name: "reconciliation", Expected: &exp}}, 4, 0},
		{"totals and running balance checked", p, []result.Check{{Name: "printed_totals", Checked: 1}, {Name: "running_balance", Checked: 12}}, 4, 2},
		{"a check that ran on nothing is no check", p, []result.Check{{Name: "daily_balance_table"}}, 4, 0},
		{"a failing check still covers its invariant", p, []result.Check{{Name: "printed_counts", Checked: 1, Failed: 1}}, 4, 1},
	}
	for _, tt := range tests {
		pr, ch := invariantCoverage(tt.p, tt.checks)
		if pr != tt.printed || ch != tt.checked {
			t.Errorf("%s: %d of %d checked, want %d of %d", tt.name, ch, pr, tt.checked, tt.printed)
		}
	}
}
