package statement

import (
	"regexp"
	"time"
)

// shortYearSpanRe is a period whose ends are written day, month and a
// two-digit year in separate words: "10 Aug 23 - 8 Nov 23".
var shortYearSpanRe = regexp.MustCompile(`(?i)\b(\d{1,2})\s+([a-z]{3,10})\.?\s+(\d{2})\s*(?:-+|–|—|to)\s*(\d{1,2})\s+([a-z]{3,10})\.?\s+(\d{2})\b`)

// shortYearSpans reads periods of the form shortYearRe describes. The day
// and month words alone would leave the year behind (findDates takes a
// bare two-digit number after a month for no year), and the range would
// not be read; with both ends in this one form the numbers can only be
// years.
func shortYearSpans(s string) [][2]time.Time {
	var out [][2]time.Time
	for _, m := range shortYearSpanRe.FindAllStringSubmatch(s, -1) {
		m1, m2 := monthName(m[2]), monthName(m[5])
		y1, y2 := fullYear(m[3]), fullYear(m[6])
		d1, d2 := atoi(m[1]), atoi(m[4])
		if m1 == 0 || m2 == 0 || !realDate(y1, m1, d1) || !realDate(y2, m2, d2) {
			continue
		}
		st := time.Date(y1, time.Month(m1), d1, 0, 0, 0, 0, time.UTC)
		en := time.Date(y2, time.Month(m2), d2, 0, 0, 0, 0, time.UTC)
		if en.Before(st) || en.Sub(st) > maxPeriod {
			continue
		}
		out = append(out, [2]time.Time{st, en})
	}
	return out
}
