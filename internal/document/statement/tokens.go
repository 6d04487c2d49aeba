package statement

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// amount is a parsed money token. Neg is set by any explicit negative
// marker: a leading or trailing minus, parentheses or DR. Mark records a
// CR/DR suffix, which states the direction outright.
type amount struct {
	Cents int64
	Neg   bool
	Mark  string // "CR", "DR" or ""
}

var amountRe = regexp.MustCompile(`^(\()?([-+])?(\$)?([-+])?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(\))?(-)?(CR|DR)?$`)

// parseAmount reads 1,234.56 (1,234.56) 1,234.56- -$1,234.56 $1,234.56
// 1,234.56CR and 1,234.56DR. Two decimals are required: that is what
// separates money from check numbers, years and reference numbers.
func parseAmount(s string) (amount, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, " ", "")
	m := amountRe.FindStringSubmatch(s)
	if m == nil {
		return amount{}, false
	}
	if (m[1] == "(") != (m[7] == ")") {
		return amount{}, false
	}
	whole, err := strconv.ParseInt(strings.ReplaceAll(m[5], ",", ""), 10, 64)
	if err != nil {
		return amount{}, false
	}
	frac, _ := strconv.ParseInt(m[6], 10, 64)
	a := amount{Cents: whole*100 + frac, Mark: m[9]}
	a.Neg = m[1] == "(" || m[2] == "-" || m[4] == "-" || m[8] == "-" || m[9] == "DR"
	return a, true
}

// mdate is a date as printed; Year is 0 when the statement omits it and
// must be inferred from the period.
type mdate struct {
	Year, Month, Day int
}

var months = map[string]int{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
	"may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
	"september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

var isoDateRe = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`)
var numDateRe = regexp.MustCompile(`^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}|\d{2}))?$`)
var dayRe = regexp.MustCompile(`^(\d{1,2}),?$`)
var yearRe = regexp.MustCompile(`^(\d{4}),?$`)

// parseDateWords reads a date from the start of words: MM/DD, M/D,
// MM/DD/YY, MM/DD/YYYY, "Mon DD", "Jan 5, 2026", and ISO 2026-01-05. It returns the date and
// how many words it used.
func parseDateWords(words []string) (mdate, int, bool) {
	if len(words) == 0 {
		return mdate{}, 0, false
	}
	if m := isoDateRe.FindStringSubmatch(words[0]); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		if validMD(mo, d) {
			return mdate{y, mo, d}, 1, true
		}
		return mdate{}, 0, false
	}
	if m := numDateRe.FindStringSubmatch(words[0]); m != nil {
		mo, _ := strconv.Atoi(m[1])
		d, _ := strconv.Atoi(m[2])
		y := 0
		if m[3] != "" {
			y, _ = strconv.Atoi(m[3])
			if y < 100 {
				y += 2000
			}
		}
		if validMD(mo, d) {
			return mdate{y, mo, d}, 1, true
		}
		return mdate{}, 0, false
	}
	mo, ok := months[strings.TrimSuffix(strings.ToLower(words[0]), ".")]
	if !ok || len(words) < 2 {
		return mdate{}, 0, false
	}
	m := dayRe.FindStringSubmatch(words[1])
	if m == nil {
		return mdate{}, 0, false
	}
	d, _ := strconv.Atoi(m[1])
	if !validMD(mo, d) {
		return mdate{}, 0, false
	}
	if len(words) >= 3 {
		if y := yearRe.FindStringSubmatch(words[2]); y != nil {
			yy, _ := strconv.Atoi(y[1])
			return mdate{yy, mo, d}, 3, true
		}
	}
	return mdate{0, mo, d}, 2, true
}

func validMD(m, d int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= 31 }

// fullDateRe finds dates with a year anywhere in a line of text.
var fullDateRe = regexp.MustCompile(`(?i)\b(?:(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})|(\d{4})-(\d{2})-(\d{2}))\b`)

func findFullDates(s string) []time.Time {
	var out []time.Time
	for _, m := range fullDateRe.FindAllStringSubmatch(s, -1) {
		var y, mo, d int
		if m[7] != "" {
			y, _ = strconv.Atoi(m[7])
			mo, _ = strconv.Atoi(m[8])
			d, _ = strconv.Atoi(m[9])
		} else if m[1] != "" {
			mo, _ = strconv.Atoi(m[1])
			d, _ = strconv.Atoi(m[2])
			y, _ = strconv.Atoi(m[3])
			if y < 100 {
				y += 2000
			}
		} else {
			mo = months[strings.ToLower(m[4])]
			d, _ = strconv.Atoi(m[5])
			y, _ = strconv.Atoi(m[6])
		}
		if !validMD(mo, d) {
			continue
		}
		t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		if t.Day() != d {
			continue
		}
		out = append(out, t)
	}
	return out
}

// resolveYear picks the year for a month/day printed without one. The
// date must fall inside the statement period (with a week of slack for
// posting lag); for a period from December into January that means a
// December date takes the start year and a January date the end year.
func resolveYear(d mdate, start, end time.Time, ok bool) time.Time {
	if d.Year != 0 {
		return time.Date(d.Year, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC)
	}
	if !ok {
		y := time.Now().UTC().Year()
		return time.Date(y, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC)
	}
	best := time.Time{}
	bestDist := time.Duration(1 << 62)
	for y := start.Year() - 1; y <= end.Year()+1; y++ {
		t := time.Date(y, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC)
		var dist time.Duration
		switch {
		case t.Before(start):
			dist = start.Sub(t)
		case t.After(end):
			dist = t.Sub(end)
		}
		if dist < bestDist {
			best, bestDist = t, dist
		}
	}
	return best
}
