package statement

import (
	"regexp"
	"strings"
	"time"
)

// maxLongPeriod bounds a printed period longer than half a year: an
// account statement requested over a custom range (Indian core banking
// prints three financial years, a neobank's export its whole history).
const maxLongPeriod = 10 * 366 * 24 * time.Hour

var (
	// ytdRe marks a year-to-date range, which is never the statement's
	// period however its rows fall.
	ytdRe = regexp.MustCompile(`(?i)\b(?:ytd|year[\s-]+to[\s-]+date)\b`)
	// zoneNoteRe is a time-zone note printed after a date ("20 September
	// 2019 [GMT+01:00]"); it may stand between a range's two dates.
	zoneNoteRe = regexp.MustCompile(`\s*\[[^\]]{0,20}\]`)
)

// longPeriod reads a period longer than maxPeriod printed in page one's
// header: two dates with their years joined like a range's, on a line
// that says "period", "statement", "from" (or right under such a line:
// "GBP statement" over "20 September 2019 - 13 June 2026"). statementPeriod
// refuses such a range, which on a monthly statement is a year-to-date
// one; the caller takes it only when nothing else is printed and every
// row falls inside it (see widenToLongPeriod).
func longPeriod(hdr []line, dayFirst bool) (time.Time, time.Time, bool) {
	prevCue := false
	for _, l := range hdr {
		t := l.text()
		cue := periodCueRe.MatchString(t)
		if !ytdRe.MatchString(t) && (cue || prevCue) {
			if s, e, ok := longRange(zoneNoteRe.ReplaceAllString(t, ""), dayFirst); ok {
				return s, e, true
			}
		}
		prevCue = cue && len(findDates(t)) == 0
	}
	return time.Time{}, time.Time{}, false
}

// longRange returns the first range of s whose dates both print their
// year and lie more than maxPeriod (and at most maxLongPeriod) apart.
func longRange(s string, dayFirst bool) (time.Time, time.Time, bool) {
	hits := findDates(s)
	for i := 0; i+1 < len(hits); i++ {
		a, b := hits[i], hits[i+1]
		if a.year == 0 || b.year == 0 {
			continue
		}
		if sep := s[a.end:b.start]; strings.TrimSpace(sep) == "" || !rangeSepRe.MatchString(sep) {
			continue
		}
		for _, df := range []bool{dayFirst, !dayFirst} {
			if !a.reading(df) || !b.reading(df) {
				continue
			}
			st, en := a.time(), b.time()
			if d := en.Sub(st); d > maxPeriod && d <= maxLongPeriod {
				return st, en, true
			}
			if !a.numeric && !b.numeric {
				break
			}
		}
	}
	return time.Time{}, time.Time{}, false
}

// widenToLongPeriod gives a statement whose header prints no period of
// at most half a year, and whose period was therefore taken from its
// rows (start, end), the longer period it does print, when every row
// falls inside it: the rows of a three-year statement begin with its
// first interest credit, not with the period's first day.
func widenToLongPeriod(hdr []line, dayFirst bool, start, end time.Time) (time.Time, time.Time) {
	if s, e, ok := longPeriod(hdr, dayFirst); ok && !start.Before(s) && !end.After(e) {
		return s, e
	}
	return start, end
}

// maxBalanceDays bounds the day-by-day balance analytics (average
// balance, negative days, the monthly summary): up to the longest period
// a statement may print (maxLongPeriod), a few thousand days at most.
const maxBalanceDays = int(maxLongPeriod/(24*time.Hour)) + 1
