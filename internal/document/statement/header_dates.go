package statement

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Dates in statement headers come in many shapes: "March 1, 2026",
// "1 March 2026", "01-Mar-2026", "03/01/2026", "2026-03-01", and in
// ranges the first date often drops its year ("Jan 1 - Jan 31, 2026",
// "1 February to 1 March, 2019", "12/15 - 01/14/26"). findDates reads
// every such date in a line of text with its position, so that ranges can
// be told from single dates by what lies between two of them.

// dateHit is a date found in text. Year is 0 when the text omits it.
// Numeric dates keep both readings: A/B is month/day in the US and
// day/month elsewhere, and only the range around it or the statement's
// country can tell.
type dateHit struct {
	year, month, day int
	// numeric: printed as digits only, A and B in printed order.
	numeric bool
	a, b    int
	// dayFirst: printed day before month in words ("1 Feb 2026").
	dayFirst   bool
	start, end int
}

var (
	isoHitRe = regexp.MustCompile(`\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b`)
	numHitRe = regexp.MustCompile(`\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b`)
	// dayMonHitRe: "1 Feb 2026", "01 March 2026", "1-Jan-19", "1 February", "28th Feb, 2026".
	dayMonHitRe = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)([a-z]{3,10})\.?(?:(-)(\d{4}|\d{2})\b|,?\s+(\d{4})\b)?`)
	// monDayHitRe: "Feb 1, 2026", "February 1 2026", "Nov 01 2025", "Jan 1";
	// a day misread by OCR ("May l, 2019") is accepted with a year.
	monDayHitRe = regexp.MustCompile(`(?i)\b([a-z]{3,10})\.?\s*(\d{1,2}|[lI|][0-9]?|[0-9][lIO])(?:st|nd|rd|th)?\b(?:,?\s*(\d{4})\b)?`)
	// partialNumRe: "12/15" (a range's first date).
	partialNumRe = regexp.MustCompile(`\b(\d{1,2})/(\d{1,2})\b`)
)

// monthName reads a month from a word: the full name, a three-letter
// abbreviation, "Sept", or a full name misspelt by one letter
// ("Novembar", as on forged statements).
func monthName(w string) int {
	lw := strings.TrimSuffix(strings.ToLower(w), ".")
	if m, ok := months[lw]; ok {
		return m
	}
	if len(lw) < 5 {
		return 0
	}
	for name, m := range months {
		if len(name) >= 5 && name[:3] == lw[:3] && editDistance1(lw, name) {
			return m
		}
	}
	return 0
}

// ocrDay reads a day misread by OCR: l, I and | for 1, O for 0.
func ocrDay(s string) (int, error) {
	return strconv.Atoi(ocrDigits.Replace(s))
}

var ocrDigits = strings.NewReplacer("l", "1", "I", "1", "|", "1", "O", "0")

// findDates returns the dates in s, in order, without overlaps.
func findDates(s string) []dateHit {
	var hits []dateHit
	for _, m := range isoHitRe.FindAllStringSubmatchIndex(s, -1) {
		y, mo, d := atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])
		if realDate(y, mo, d) {
			hits = append(hits, dateHit{year: y, month: mo, day: d, start: m[0], end: m[1]})
		}
	}
	for _, m := range numHitRe.FindAllStringSubmatchIndex(s, -1) {
		// Dots only between digits of a date with a year; "1.888.432" is a phone.
		a, b := atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]])
		y := fullYear(s[m[6]:m[7]])
		h := dateHit{numeric: true, a: a, b: b, year: y, start: m[0], end: m[1]}
		if h.reading(false) || h.reading(true) {
			hits = append(hits, h)
		}
	}
	for _, m := range dayMonHitRe.FindAllStringSubmatchIndex(s, -1) {
		mo := monthName(s[m[4]:m[5]])
		d := atoi(s[m[2]:m[3]])
		if mo == 0 || !validMD(mo, d) {
			continue
		}
		h := dateHit{month: mo, day: d, dayFirst: true, start: m[0], end: m[1]}
		switch {
		case m[8] >= 0:
			h.year = fullYear(s[m[8]:m[9]])
		case m[10] >= 0:
			h.year = atoi(s[m[10]:m[11]])
		}
		if h.year == 0 || realDate(h.year, mo, d) {
			hits = append(hits, h)
		}
	}
	for _, m := range monDayHitRe.FindAllStringSubmatchIndex(s, -1) {
		mo := monthName(s[m[2]:m[3]])
		if mo == 0 {
			continue
		}
		ds := s[m[4]:m[5]]
		d, err := strconv.Atoi(ds)
		if err != nil {
			// An OCR-damaged day counts only in a full date.
			if m[6] < 0 {
				continue
			}
			if d, err = ocrDay(ds); err != nil {
				continue
			}
		}
		h := dateHit{month: mo, day: d, start: m[0], end: m[1]}
		if m[6] >= 0 {
			h.year = atoi(s[m[6]:m[7]])
		}
		if !validMD(mo, d) || h.year != 0 && !realDate(h.year, mo, d) {
			continue
		}
		hits = append(hits, h)
	}
	for _, m := range partialNumRe.FindAllStringSubmatchIndex(s, -1) {
		h := dateHit{numeric: true, a: atoi(s[m[2]:m[3]]), b: atoi(s[m[4]:m[5]]), start: m[0], end: m[1]}
		if h.reading(false) || h.reading(true) {
			hits = append(hits, h)
		}
	}
	// Keep the earliest, then the longest, of overlapping readings.
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].start != hits[j].start {
			return hits[i].start < hits[j].start
		}
		return hits[i].end > hits[j].end
	})
	var out []dateHit
	for _, h := range hits {
		if n := len(out); n > 0 && h.start < out[n-1].end {
			continue
		}
		out = append(out, h)
	}
	return out
}

// reading sets month and day from a numeric date, day first or not, and
// reports whether that reading is a possible date.
func (h *dateHit) reading(dayFirst bool) bool {
	if !h.numeric {
		return true
	}
	mo, d := h.a, h.b
	if dayFirst {
		mo, d = h.b, h.a
	}
	if !validMD(mo, d) || h.year != 0 && !realDate(h.year, mo, d) {
		return false
	}
	h.month, h.day = mo, d
	return true
}

func realDate(y, m, d int) bool {
	if !validMD(m, d) || y < 1900 || y > 2200 {
		return false
	}
	return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).Day() == d
}

func (h dateHit) time() time.Time {
	return time.Date(h.year, time.Month(h.month), h.day, 0, 0, 0, 0, time.UTC)
}

// rangeSepRe is what stands between the two dates of a period: a dash,
// "to", "through", and the second date's label when both are labelled
// ("Beginning July 1, 2026 - Ending July 31, 2026", "Opening date
// 07/01/2026 Closing date 07/31/2026").
var rangeSepRe = regexp.MustCompile(`(?i)^\s*(?:-+|–|—|~|to|through|thru|till|until)?\s*(?:(?:ending|end|closing|to)(?:\s+date)?\s*:?)?\s*$`)

// maxPeriod bounds a statement period: monthly and quarterly statements,
// and the odd half-year savings statement, but not a year-to-date range.
const maxPeriod = 190 * 24 * time.Hour

// findRanges returns the periods printed in s: two dates joined by a
// dash, "to", "through" or "thru", the second after the first and at most
// half a year later. A first date without a year takes the second's (the
// year before when the months wrap, Dec–Jan); numeric dates are read
// month first unless dayFirst, or unless only the other reading is a
// possible period.
func findRanges(s string, dayFirst bool) [][2]time.Time {
	hits := findDates(s)
	var out [][2]time.Time
	for i := 0; i+1 < len(hits); i++ {
		a, b := hits[i], hits[i+1]
		if sep := s[a.end:b.start]; strings.TrimSpace(sep) == "" || !rangeSepRe.MatchString(sep) {
			continue
		}
		if st, en, ok := resolveRange(a, b, dayFirst); ok {
			out = append(out, [2]time.Time{st, en})
			i++
		}
	}
	if len(out) == 0 {
		out = shortYearSpans(s)
	}
	if len(out) == 0 {
		out = monthSpans(s)
	}
	return out
}

// resolveRange gives years and a numeric order to two dates read as a
// range.
func resolveRange(a, b dateHit, dayFirst bool) (time.Time, time.Time, bool) {
	orders := []bool{dayFirst, !dayFirst}
	for _, df := range orders {
		if !a.reading(df) || !b.reading(df) {
			continue
		}
		if st, en, ok := fillYears(a, b); ok {
			return st, en, true
		}
		if !a.numeric && !b.numeric {
			break
		}
	}
	return time.Time{}, time.Time{}, false
}

func fillYears(a, b dateHit) (time.Time, time.Time, bool) {
	switch {
	case a.year == 0 && b.year == 0:
		return time.Time{}, time.Time{}, false
	case a.year == 0:
		a.year = b.year
		if a.month > b.month {
			a.year--
		}
	case b.year == 0:
		b.year = a.year
		if b.month < a.month {
			b.year++
		}
	}
	if !realDate(a.year, a.month, a.day) || !realDate(b.year, b.month, b.day) {
		return time.Time{}, time.Time{}, false
	}
	st, en := a.time(), b.time()
	if !en.After(st) || en.Sub(st) > maxPeriod {
		return time.Time{}, time.Time{}, false
	}
	return st, en, true
}

// fullDates are the dates of s that print a year, read month first
// unless dayFirst.
func fullDates(s string, dayFirst bool) []time.Time {
	var out []time.Time
	for _, h := range findDates(s) {
		if h.year == 0 {
			continue
		}
		if !h.reading(dayFirst) && !h.reading(!dayFirst) {
			continue
		}
		out = append(out, h.time())
	}
	return out
}

// shortRange reads a period from s (see findRanges), US order first.
func shortRange(s string) (time.Time, time.Time, bool) {
	if rs := findRanges(s, false); len(rs) > 0 {
		return rs[0][0], rs[0][1], true
	}
	return time.Time{}, time.Time{}, false
}
