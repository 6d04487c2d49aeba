package fraud

import "time"

// fedHoliday returns the name of the Federal Reserve holiday on d, or "".
// ACH and wire transfers do not settle on these days, so a statement that
// shows ACH postings on one was probably re-dated. A holiday falling on a
// Sunday is observed the next Monday; one falling on a Saturday is not
// moved (the Federal Reserve stays open the Friday before).
func fedHoliday(d time.Time) string {
	y, m, day := d.Date()
	wd := d.Weekday()
	fixed := func(fm time.Month, fd int) bool {
		if m == fm && day == fd && wd != time.Sunday && wd != time.Saturday {
			return true
		}
		// Observed on Monday when it falls on Sunday.
		return wd == time.Monday && m == fm && day == fd+1
	}
	nth := func(nm time.Month, nwd time.Weekday, n int) bool {
		return m == nm && wd == nwd && (day-1)/7 == n-1
	}
	last := func(lm time.Month, lwd time.Weekday) bool {
		return m == lm && wd == lwd && day+7 > daysIn(y, lm)
	}
	switch {
	case fixed(time.January, 1):
		return "New Year's Day"
	case nth(time.January, time.Monday, 3):
		return "Martin Luther King Jr. Day"
	case nth(time.February, time.Monday, 3):
		return "Washington's Birthday"
	case last(time.May, time.Monday):
		return "Memorial Day"
	case y >= 2022 && fixed(time.June, 19):
		return "Juneteenth"
	case fixed(time.July, 4):
		return "Independence Day"
	case nth(time.September, time.Monday, 1):
		return "Labor Day"
	case nth(time.October, time.Monday, 2):
		return "Columbus Day"
	case fixed(time.November, 11):
		return "Veterans Day"
	case nth(time.November, time.Thursday, 4):
		return "Thanksgiving Day"
	case fixed(time.December, 25):
		return "Christmas Day"
	}
	return ""
}

func daysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}
