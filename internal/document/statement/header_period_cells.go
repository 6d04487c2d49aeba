package statement

import (
	"regexp"
	"strings"
	"time"
)

// periodCellLabelRe is a label that names the statement period and
// nothing else: the first cell of a spreadsheet row whose next two cells
// hold the period's first and last days.
var periodCellLabelRe = regexp.MustCompile(`(?i)^\s*(?:statement\s+period|billing\s+period|period\s+covered|statement\s+dates|period)\s*:?\s*$`)

// cellPeriod reads a statement period printed as a workbook row: "Statement
// period | 1/1/2026 | 1/31/2026", the two dates in cells of their own with
// no "–" or "to" between them (a sheet puts the start and the end in two
// columns). Only a line that is that label and exactly two dates, each with
// its year, is read so: two bare dates elsewhere are no range.
func cellPeriod(ls []line, dayFirst bool) (time.Time, time.Time, bool) {
	for _, l := range ls {
		if isRowLine(l) {
			continue
		}
		t := l.text()
		hits := findDates(t)
		if len(hits) != 2 {
			continue
		}
		a, b := hits[0], hits[1]
		if a.year == 0 || b.year == 0 || strings.TrimSpace(t[a.end:b.start]) != "" || strings.TrimSpace(t[b.end:]) != "" {
			continue
		}
		if !periodCellLabelRe.MatchString(t[:a.start]) {
			continue
		}
		if s, e, ok := resolveRange(a, b, dayFirst); ok && e.After(s) && e.Sub(s) <= maxPeriod {
			return s, e, true
		}
	}
	return time.Time{}, time.Time{}, false
}
