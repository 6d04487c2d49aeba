package statement

import (
	"testing"
	"time"
)

func TestParseAmount(t *testing.T) {
	tests := []struct {
		in    string
		cents int64
		neg   bool
		mark  string
		ok    bool
	}{
		{"1,234.56", 123456, false, "", true},
		{"(1,234.56)", 123456, true, "", true},
		{"1,234.56-", 123456, true, "", true},
		{"-$1,234.56", 123456, true, "", true},
		{"$-1,234.56", 123456, true, "", true},
		{"$1,234.56", 123456, false, "", true},
		{"-1,234.56", 123456, true, "", true},
		{"1,234.56CR", 123456, false, "CR", true},
		{"1,234.56DR", 123456, true, "DR", true},
		{"1,234.56 cr", 123456, false, "CR", true},
		{"0.07", 7, false, "", true},
		{"1234567.00", 123456700, false, "", true},
		{"1023", 0, false, "", false},      // check number
		{"2026", 0, false, "", false},      // year
		{"12/05", 0, false, "", false},     // date
		{"1,23.45", 0, false, "", false},   // bad grouping
		{"(1,234.56", 0, false, "", false}, // unbalanced
		{"000001000", 0, false, "", false}, // reference number
		{"ID:1042665724", 0, false, "", false},
	}
	for _, tc := range tests {
		a, ok := parseAmount(tc.in)
		if ok != tc.ok || a.Cents != tc.cents || a.Neg != tc.neg || a.Mark != tc.mark {
			t.Errorf("parseAmount(%q) = %+v, %v; want %d neg=%v mark=%q ok=%v", tc.in, a, ok, tc.cents, tc.neg, tc.mark, tc.ok)
		}
	}
}

func TestParseDateWords(t *testing.T) {
	tests := []struct {
		in   []string
		want mdate
		n    int
		ok   bool
	}{
		{[]string{"01/05"}, mdate{Year: 0, Month: 1, Day: 5}, 1, true},
		{[]string{"1/5", "DEPOSIT"}, mdate{Year: 0, Month: 1, Day: 5}, 1, true},
		{[]string{"01/05/26"}, mdate{Year: 2026, Month: 1, Day: 5}, 1, true},
		{[]string{"01/05/2026"}, mdate{Year: 2026, Month: 1, Day: 5}, 1, true},
		{[]string{"Jan", "05", "X"}, mdate{Year: 0, Month: 1, Day: 5}, 2, true},
		{[]string{"Jan", "5,", "2026"}, mdate{Year: 2026, Month: 1, Day: 5}, 3, true},
		{[]string{"Sept.", "30"}, mdate{Year: 0, Month: 9, Day: 30}, 2, true},
		{[]string{"2026-01-05"}, mdate{Year: 2026, Month: 1, Day: 5}, 1, true},
		{[]string{"2026-13-05"}, mdate{}, 0, false},
		{[]string{"13/05"}, mdate{}, 0, false},
		{[]string{"Jan"}, mdate{}, 0, false},
		{[]string{"Janitor", "5"}, mdate{}, 0, false},
		{[]string{"DEPOSIT"}, mdate{}, 0, false},
	}
	for _, tc := range tests {
		d, n, ok := parseDateWords(tc.in)
		d.Printed = ""
		if d != tc.want || n != tc.n || ok != tc.ok {
			t.Errorf("parseDateWords(%q) = %+v,%d,%v; want %+v,%d,%v", tc.in, d, n, ok, tc.want, tc.n, tc.ok)
		}
	}
}

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func TestResolveYear(t *testing.T) {
	decJan := [2]time.Time{day(2025, 12, 15), day(2026, 1, 14)}
	tests := []struct {
		name   string
		d      mdate
		period [2]time.Time
		want   time.Time
	}{
		{"december in a dec-jan period", mdate{Year: 0, Month: 12, Day: 20}, decJan, day(2025, 12, 20)},
		{"january in a dec-jan period", mdate{Year: 0, Month: 1, Day: 3}, decJan, day(2026, 1, 3)},
		{"posting lag after period end", mdate{Year: 0, Month: 1, Day: 16}, decJan, day(2026, 1, 16)},
		{"explicit year wins", mdate{Year: 2024, Month: 12, Day: 20}, decJan, day(2024, 12, 20)},
		{"plain month", mdate{Year: 0, Month: 3, Day: 9}, [2]time.Time{day(2026, 3, 1), day(2026, 3, 31)}, day(2026, 3, 9)},
	}
	for _, tc := range tests {
		if got, _ := resolveYear(tc.d, tc.period[0], tc.period[1], true); !got.Equal(tc.want) {
			t.Errorf("%s: got %s, want %s", tc.name, got.Format("2006-01-02"), tc.want.Format("2006-01-02"))
		}
	}
}

func TestFindFullDates(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"December 15, 2025 through January 14, 2026", []string{"2025-12-15", "2026-01-14"}},
		{"Statement Period: Dec 15 2025-Jan 14 2026", []string{"2025-12-15", "2026-01-14"}},
		{"For the period 12/15/2025 to 01/14/2026", []string{"2025-12-15", "2026-01-14"}},
		{"Statement Period: 12/15/25 - 01/14/26", []string{"2025-12-15", "2026-01-14"}},
		{"Period 2025-12-15 to 2026-01-14", []string{"2025-12-15", "2026-01-14"}},
		{"Beginning balance on 12/15 $5.00", nil},
		{"February 30, 2026", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, d := range findFullDates(tc.in) {
			got = append(got, d.Format("2006-01-02"))
		}
		if len(got) != len(tc.want) {
			t.Errorf("%q: got %v, want %v", tc.in, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%q: got %v, want %v", tc.in, got, tc.want)
			}
		}
	}
}

func TestShortRange(t *testing.T) {
	tests := []struct {
		in         string
		start, end string
		ok         bool
	}{
		{"Statement period Jan 1 - Jan 31, 2026", "2026-01-01", "2026-01-31", true},
		{"December 15 through January 14, 2026", "2025-12-15", "2026-01-14", true},
		{"12/15 - 01/14/26", "2025-12-15", "2026-01-14", true},
		{"Period: 03/01 to 03/31/2026", "2026-03-01", "2026-03-31", true},
		{"Check 1023 - Jan 31, 2026", "", "", false},
		{"Jan 31 - Jan 1, 2026", "", "", false},
	}
	for _, tc := range tests {
		s, e, ok := shortRange(tc.in)
		if ok != tc.ok || ok && (s.Format("2006-01-02") != tc.start || e.Format("2006-01-02") != tc.end) {
			t.Errorf("shortRange(%q) = %s %s %v", tc.in, s.Format("2006-01-02"), e.Format("2006-01-02"), ok)
		}
	}
}

// TestCouldBeMoneyKeepsEveryAmount checks the cheap pre-test of
// parseAmount against the two patterns it stands before: every word
// either pattern reads must pass it, or an amount would be lost.
func TestCouldBeMoneyKeepsEveryAmount(t *testing.T) {
	bodies := []string{"0.00", "1.00", ".26", "1,234.56", "12,345,678.90", "8,65,352.79", "1234.5", "12.345", "1.2.34", "2026", "07/14", "A1.00"}
	prefixes := []string{"", "(", "-", "+", "$", "-$", "$-", "(-$", "RS.", "£", "USD", "–", "−"}
	suffixes := []string{"", ")", "-", "+", "CR", "DR", ")-", "-CR", ")-CR", "X", "CRDR"}
	for _, b := range bodies {
		for _, p := range prefixes {
			for _, s := range suffixes {
				w := p + b + s
				n, _ := normMoney(w)
				matched := amountRe.MatchString(wholeZero(n)) || bareCentsRe.MatchString(n)
				if matched && !couldBeMoney(n) {
					t.Errorf("couldBeMoney(%q) = false, but a money pattern reads %q", n, w)
				}
				_, ok := parseAmount(w)
				if ok != amountRe.MatchString(wholeZero(n)) && ok {
					t.Errorf("parseAmount(%q) read an amount the pattern does not", w)
				}
			}
		}
	}
	if _, ok := parseAmount("(1,234.56)-CR"); !ok {
		t.Error("the longest suffix the pattern allows was refused")
	}
}
