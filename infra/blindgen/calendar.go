package main

import "time"

// Country selects the holiday calendar that decides which days carry
// ACH, wire and check postings.
type Country int

const (
	US Country = iota
	UK
	CA
)

func date(y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// nthWeekday returns the n-th (1-based) weekday of a month; n = -1 is the last.
func nthWeekday(y int, m time.Month, wd time.Weekday, n int) time.Time {
	if n < 0 {
		d := date(y, m+1, 1).AddDate(0, 0, -1)
		for d.Weekday() != wd {
			d = d.AddDate(0, 0, -1)
		}
		return d
	}
	d := date(y, m, 1)
	for d.Weekday() != wd {
		d = d.AddDate(0, 0, 1)
	}
	return d.AddDate(0, 0, 7*(n-1))
}

// easter returns Easter Sunday (anonymous Gregorian algorithm).
func easter(y int) time.Time {
	a := y % 19
	b := y / 100
	c := y % 100
	d := b / 4
	e := b % 4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i := c / 4
	k := c % 4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := ((h + l - 7*m + 114) % 31) + 1
	return date(y, time.Month(month), day)
}

// holidays lists the days a country's payment system is closed in year y.
// The US list follows the Federal Reserve: a holiday on Sunday is observed
// on Monday, one on Saturday is not moved (the Fed stays open on Friday).
func holidays(c Country, y int) map[time.Time]bool {
	h := map[time.Time]bool{}
	add := func(t time.Time) { h[t] = true }
	sundayToMonday := func(t time.Time) time.Time {
		if t.Weekday() == time.Sunday {
			return t.AddDate(0, 0, 1)
		}
		return t
	}
	weekendToMonday := func(t time.Time) time.Time {
		switch t.Weekday() {
		case time.Saturday:
			return t.AddDate(0, 0, 2)
		case time.Sunday:
			return t.AddDate(0, 0, 1)
		}
		return t
	}
	switch c {
	case US:
		add(sundayToMonday(date(y, 1, 1)))
		add(nthWeekday(y, 1, time.Monday, 3))
		add(nthWeekday(y, 2, time.Monday, 3))
		add(nthWeekday(y, 5, time.Monday, -1))
		add(sundayToMonday(date(y, 6, 19)))
		add(sundayToMonday(date(y, 7, 4)))
		add(nthWeekday(y, 9, time.Monday, 1))
		add(nthWeekday(y, 10, time.Monday, 2))
		add(sundayToMonday(date(y, 11, 11)))
		add(nthWeekday(y, 11, time.Thursday, 4))
		add(sundayToMonday(date(y, 12, 25)))
	case UK:
		add(weekendToMonday(date(y, 1, 1)))
		e := easter(y)
		add(e.AddDate(0, 0, -2))
		add(e.AddDate(0, 0, 1))
		add(nthWeekday(y, 5, time.Monday, 1))
		add(nthWeekday(y, 5, time.Monday, -1))
		add(nthWeekday(y, 8, time.Monday, -1))
		xmas := date(y, 12, 25)
		switch xmas.Weekday() {
		case time.Saturday:
			add(date(y, 12, 27))
			add(date(y, 12, 28))
		case time.Sunday:
			add(date(y, 12, 26))
			add(date(y, 12, 27))
		case time.Friday:
			add(xmas)
			add(date(y, 12, 28))
		default:
			add(xmas)
			add(date(y, 12, 26))
		}
	case CA:
		add(weekendToMonday(date(y, 1, 1)))
		add(nthWeekday(y, 2, time.Monday, 3))
		add(easter(y).AddDate(0, 0, -2))
		// Victoria Day: the Monday before May 25.
		v := date(y, 5, 24)
		for v.Weekday() != time.Monday {
			v = v.AddDate(0, 0, -1)
		}
		add(v)
		add(weekendToMonday(date(y, 7, 1)))
		add(nthWeekday(y, 8, time.Monday, 1))
		add(nthWeekday(y, 9, time.Monday, 1))
		add(nthWeekday(y, 10, time.Monday, 2))
		add(sundayToMonday(date(y, 11, 11)))
		xmas := date(y, 12, 25)
		switch xmas.Weekday() {
		case time.Saturday:
			add(date(y, 12, 27))
			add(date(y, 12, 28))
		case time.Sunday:
			add(date(y, 12, 26))
			add(date(y, 12, 27))
		case time.Friday:
			add(xmas)
			add(date(y, 12, 28))
		default:
			add(xmas)
			add(date(y, 12, 26))
		}
	}
	return h
}

// isBusinessDay reports whether ACH, wires and checks can post on t.
func isBusinessDay(c Country, t time.Time) bool {
	if t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
		return false
	}
	return !holidays(c, t.Year())[t]
}

// nextBusinessDay returns t itself when it is a business day, else the
// next one.
func nextBusinessDay(c Country, t time.Time) time.Time {
	for !isBusinessDay(c, t) {
		t = t.AddDate(0, 0, 1)
	}
	return t
}

// days lists every calendar day from a to b inclusive.
func days(a, b time.Time) []time.Time {
	var out []time.Time
	for d := a; !d.After(b); d = d.AddDate(0, 0, 1) {
		out = append(out, d)
	}
	return out
}
