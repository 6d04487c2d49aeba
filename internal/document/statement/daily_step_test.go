package statement

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestCheckDailyStep: a daily-balance table that holds up to a day and is
// off by one amount from the next printed day on names only the rows that
// can carry the difference; a table failing in scattered ways names every
// failing day's rows.
func TestCheckDailyStep(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 3, d, 0, 0, 0, 0, time.UTC) }
	txns := []txn{
		{Date: day(2), Cents: 10000, Dir: "credit"}, // 0
		{Date: day(3), Cents: 2500, Dir: "debit"},   // 1
		{Date: day(4), Cents: 4000, Dir: "debit"},   // 2
		{Date: day(5), Cents: 1000, Dir: "credit"},  // 3
		{Date: day(6), Cents: 500, Dir: "debit"},    // 4
		{Date: day(9), Cents: 700, Dir: "debit"},    // 5
	}
	const opening = 50000
	table := func(cents ...int64) []dailyBal {
		var out []dailyBal
		for i, d := range []int{2, 3, 4, 5, 6, 9} {
			out = append(out, dailyBal{Date: mdate{Year: 2026, Month: 3, Day: d}, Cents: cents[i]})
		}
		return out
	}
	start, end := day(1), day(31)
	tests := []struct {
		name     string
		daily    []dailyBal
		failed   int
		rows     []int
		stepNote bool
	}{
		{"holds", table(60000, 57500, 53500, 54500, 54000, 53300), 0, nil, false},
		{"a step from the 4th: that day's row only", table(60000, 57500, 53100, 54100, 53600, 52900), 4, []int{2}, true},
		{"a step from the first day: the rows up to it", table(59000, 56500, 52500, 53500, 53000, 52300), 6, []int{0}, true},
		{"scattered: every failing day's rows", table(60000, 57400, 53500, 54600, 54000, 53300), 2, []int{1, 3}, false},
		{"two steps: not one row", table(60000, 57500, 53100, 54100, 53400, 52700), 4, []int{2, 3, 4, 5}, false},
	}
	for _, tt := range tests {
		c := checkDaily(tt.daily, txns, opening, start, end, true)
		if c.Failed != tt.failed || !reflect.DeepEqual(c.Rows, tt.rows) {
			t.Errorf("%s: failed %d rows %v, want %d %v", tt.name, c.Failed, c.Rows, tt.failed, tt.rows)
		}
		if got := strings.Contains(c.Detail, "off by the same"); got != tt.stepNote {
			t.Errorf("%s: detail %q, step noted %v, want %v", tt.name, c.Detail, got, tt.stepNote)
		}
	}
}
