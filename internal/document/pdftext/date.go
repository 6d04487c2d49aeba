package pdftext

import (
	"strconv"
	"strings"
	"time"
)

// ParseDate reads the calendar day of a PDF date string ("D:20240131",
// "D:20240131093000-05'00'", a bare "2024"): year, then month and day
// when present. The time of day and the offset are not needed by any
// caller (only the year and day decide which year a statement's rows
// fall in) and are ignored. ok is false for an empty or malformed
// string.
func ParseDate(s string) (time.Time, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "D:")
	num := func(from, n, def int) (int, bool) {
		if len(s) < from+n {
			return def, len(s) <= from
		}
		v, err := strconv.Atoi(s[from : from+n])
		return v, err == nil
	}
	y, ok := num(0, 4, 0)
	if !ok || len(s) < 4 || y < 1900 || y > 2200 {
		return time.Time{}, false
	}
	mo, ok1 := num(4, 2, 1)
	d, ok2 := num(6, 2, 1)
	if !ok1 || !ok2 || mo < 1 || mo > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return time.Time{}, false
	}
	return t, true
}
