package statement

import (
	"regexp"
	"strings"
)

// shortYearRe is a bare two-digit year as it follows a day and a month
// ("10 AUG 23").
var shortYearRe = regexp.MustCompile(`^\d{2}$`)

// shortYearDates reports whether the statement writes its row dates as
// day, month and a two-digit year in separate words ("01 SEP 23 CREDIT
// INTEREST"), as some Australian and British statements do. A two-digit
// number after a day-month date is otherwise taken for the start of the
// description (a reference, a check number), so the form is accepted only
// when the document proves it: at least three lines open with day, month
// and a two-digit number, and those numbers name at most two consecutive
// years (a period across New Year), which references would not.
func shortYearDates(all []line) bool {
	n := 0
	lo, hi := 100, -1
	for _, l := range all {
		if len(l.Words) < 3 {
			continue
		}
		if dayRe.FindStringSubmatch(l.Words[0].Text) == nil {
			continue
		}
		if _, ok := monthOf(strings.TrimRight(l.Words[1].Text, ",")); !ok {
			continue
		}
		if !shortYearRe.MatchString(l.Words[2].Text) {
			continue
		}
		y := atoi(l.Words[2].Text)
		lo, hi, n = min(lo, y), max(hi, y), n+1
	}
	return n >= 3 && hi-lo <= 1
}
