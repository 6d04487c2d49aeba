package statement

import (
	"regexp"
	"strings"
)

// rangeJoinRe is what stands between the two dates of a period.
var rangeJoinRe = regexp.MustCompile(`(?i)^\s*(?:to|through|thru|until|-|–|—)\s*$`)

// withoutPeriodTail cuts the statement period off the end of a line of
// the mailing block: "HARBOR FREIGHT LOGISTICS INC 02/01/2026 TO
// 02/28/2026". A page typeset as plain text prints the right-hand column
// (the period under its label) one space after the holder's name, so the
// two read as one line; the name is what comes before the range. A line
// that is only the range, or has no range at its end, is returned as is.
func withoutPeriodTail(s string) string {
	t := strings.TrimSpace(s)
	ds := findDates(t)
	if len(ds) < 2 {
		return s
	}
	a, b := ds[len(ds)-2], ds[len(ds)-1]
	if b.end != len(t) || !rangeJoinRe.MatchString(t[a.end:b.start]) {
		return s
	}
	head := strings.TrimSpace(t[:a.start])
	if head == "" {
		return s
	}
	return head
}
