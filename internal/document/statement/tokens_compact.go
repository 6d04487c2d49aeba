package statement

import (
	"regexp"
	"time"
)

// compactDateRe is a date written as six digits with no separator,
// month, day and two-digit year ("090126" for 09/01/26), as core-system
// ("green-bar") prints of demand-deposit accounts write their POST DATE
// and EFF DATE columns.
var compactDateRe = regexp.MustCompile(`^\d{6}$`)

// compactDates reports whether the statement writes its row dates as six
// bare digits (MMDDYY; DDMMYY when the statement writes day first). Six
// digits are otherwise a reference, a check or a trace number, so the
// form is accepted only when the document proves it: at least three lines
// open with six digits that read as a date, and — when the period is
// known — nine in ten of them fall inside it (give or take a week), else
// they name at most two consecutive years (devblind4 landscape-rotated).
func compactDates(all []line, f fields, dayFirst bool) bool {
	n, in := 0, 0
	lo, hi := 100, -1
	for _, l := range all {
		if len(l.Words) < 2 || !compactDateRe.MatchString(l.Words[0].Text) {
			continue
		}
		d, ok := compactDate(l.Words[0].Text, dayFirst)
		if !ok {
			continue
		}
		n++
		lo, hi = min(lo, d.Year%100), max(hi, d.Year%100)
		t := time.Date(d.Year, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC)
		if f.HavePeriod && !t.Before(f.Start.AddDate(0, 0, -7)) && !t.After(f.End.AddDate(0, 0, 7)) {
			in++
		}
	}
	if n < 3 {
		return false
	}
	if f.HavePeriod {
		return 10*in >= 9*n
	}
	return hi-lo <= 1
}

// compactDate reads "090126" as 09/01/26 (or 09 January 26 day first).
func compactDate(s string, dayFirst bool) (mdate, bool) {
	if !compactDateRe.MatchString(s) {
		return mdate{}, false
	}
	a, b, y := atoi(s[0:2]), atoi(s[2:4]), atoi(s[4:6])
	if dayFirst {
		a, b = b, a
	}
	d, _, ok := dateParser{}.make(2000+y, a, b, s, 1)
	return d, ok
}
