package statement

import (
	"regexp"
	"time"
)

// One month's days written as a span with the month and year printed
// once: "January 1 – 31, 2026", "Jan 1-31 2026", "1 – 31 January 2026".
var (
	monSpanRe = regexp.MustCompile(`(?i)\b([a-z]{3,10})\.?\s+(\d{1,2})\s*(?:-+|–|—|to|through|thru)\s*(\d{1,2}),?\s+(\d{4})\b`)
	spanMonRe = regexp.MustCompile(`(?i)\b(\d{1,2})\s*(?:-+|–|—|to|through|thru)\s*(\d{1,2})\s+([a-z]{3,10})\.?,?\s+(\d{4})\b`)
)

// monthSpans returns the periods s prints as a span of days of one named
// month (see monSpanRe): the statement names the month and year once for
// both ends. Days that are not the month's, or a span that does not run
// forward, are not a period.
func monthSpans(s string) [][2]time.Time {
	var out [][2]time.Time
	add := func(mon string, d1, d2, y int) {
		m := monthName(mon)
		if m == 0 || d2 <= d1 || !realDate(y, m, d1) || !realDate(y, m, d2) {
			return
		}
		out = append(out, [2]time.Time{
			time.Date(y, time.Month(m), d1, 0, 0, 0, 0, time.UTC),
			time.Date(y, time.Month(m), d2, 0, 0, 0, 0, time.UTC),
		})
	}
	for _, m := range monSpanRe.FindAllStringSubmatch(s, -1) {
		add(m[1], atoi(m[2]), atoi(m[3]), atoi(m[4]))
	}
	for _, m := range spanMonRe.FindAllStringSubmatch(s, -1) {
		add(m[3], atoi(m[1]), atoi(m[2]), atoi(m[4]))
	}
	return out
}
