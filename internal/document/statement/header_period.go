package statement

import (
	"regexp"
	"strings"
	"time"
)

var (
	// periodCueRe marks the line that prints the statement period.
	periodCueRe = regexp.MustCompile(`(?i)\b(period|cycle|statement|from|for|dates?|billing|covering)\b`)
	// Two labels that print the period in two places: "Opening Date" and
	// "Closing Date", "Period Beginning" and "Statement Date", "Statement
	// starts 2 July 2022" and "Statement ends 3 January 2023".
	startDateRe = regexp.MustCompile(`(?i)\b(?:(?:opening|beginning|begin|start|starting|from)\s+date|period\s+(?:beginning|begins|start(?:ing|s)?|from)|statement\s+(?:start|begin(?:ning)?|opening)\s+date|statement\s+(?:starts|begins)|cycle\s+(?:start|begin)(?:\s+date)?|date\s+from)\b|(?:^|\s)from\s*:`)
	endDateRe   = regexp.MustCompile(`(?i)\b(?:(?:closing|ending|end|through|to)\s+date|period\s+(?:ending|ends|end|to|through)|statement\s+(?:closing|ending|end)(?:\s+date)?|statement\s+(?:ends|closes)|statement\s+date|cycle\s+(?:end|ending)(?:\s+date)?|date\s+to)\b|(?:^|\s)(?:to|through|thru)\s*:`)
	// Balances dated at the period's ends: "Beginning balance on May 3,
	// 2003", "Balance at 1 February".
	openDatedRe  = regexp.MustCompile(`(?i)\b(?:beginning|opening|starting|previous)\s+balance\s+(?:on|as\s+of|at)\b`)
	closeDatedRe = regexp.MustCompile(`(?i)\b(?:ending|closing|new)\s+balance\s+(?:on|as\s+of|at)\b`)
	balanceAtRe  = regexp.MustCompile(`(?i)\bbalance\s+(?:on|as\s+of|at)\b`)
	// anchorRe labels the date a statement was issued.
	anchorRe = regexp.MustCompile(`(?i)\b(?:statement|issue|closing|print)\s+date\b|\bas\s+of\b`)
)

// statementPeriod reads the period from what the statement prints about
// itself, never from its rows:
//
//  1. a range on a header line of page one: "March 1, 2026 through March
//     31, 2026", "01 March 2026 - 31 March 2026", "from 1 Feb 2026 to 28
//     Feb 2026", "10/01/2024 - 10/31/2024", "Jan 1 - Jan 31, 2026",
//     "2026-08-01 to 2026-08-31", preferring a line that says "period",
//     "cycle", "statement", "for" or "from";
//  2. two labelled dates ("Opening Date" / "Closing Date", "Period
//     Beginning" / "Statement Date");
//  3. dated balances ("Beginning balance on ..." / "Ending balance on ...",
//     "Balance at 1 February" / "Balance at 1 March");
//  4. a whole month named as the statement's ("Statement for July 2026",
//     "July 2026 Statement");
//  5. a range in the running header of a later page.
//
// Numeric dates are read month first unless dayFirst (a non-US
// statement), or unless only the other order makes a period.
func statementPeriod(pages [][]line, hdr []line, dayFirst bool) (time.Time, time.Time, bool) {
	if len(pages) == 0 {
		return time.Time{}, time.Time{}, false
	}
	for _, ls := range [][]line{hdr, outsideTables(pages[0])} {
		var firstAny [2]time.Time
		for _, l := range ls {
			if isRowLine(l) {
				continue
			}
			t := l.text()
			rs := findRanges(t, dayFirst)
			if len(rs) == 0 {
				continue
			}
			if periodCueRe.MatchString(t) {
				return rs[0][0], rs[0][1], true
			}
			if firstAny[0].IsZero() {
				firstAny = rs[0]
			}
		}
		if !firstAny[0].IsZero() {
			return firstAny[0], firstAny[1], true
		}
	}
	first := nonRows(pages[0])
	if s, e, ok := cellPeriod(first, dayFirst); ok {
		return s, e, true
	}
	if s, ok := labelledDate(first, startDateRe, dayFirst); ok {
		if e, ok := labelledDate(first, endDateRe, dayFirst); ok && e.After(s) && e.Sub(s) <= maxPeriod {
			return s, e, true
		}
	}
	if s, e, ok := datedBalances(first, dayFirst); ok {
		return s, e, true
	}
	if s, e, ok := balanceRowsPeriod(pages[0], first, dayFirst); ok {
		return s, e, true
	}
	if s, e, ok := monthPeriod(hdr); ok {
		return s, e, true
	}
	for _, ls := range pages[1:] {
		for _, l := range ls {
			if l.Y1 > l.PageH*0.2 || isRowLine(l) {
				continue
			}
			if rs := findRanges(l.text(), dayFirst); len(rs) > 0 {
				return rs[0][0], rs[0][1], true
			}
		}
	}
	// A front page of balances only (a consolidated statement's summary
	// of accounts) and the ledgers after it: their dated opening and
	// closing rows are the period ("07 Nov BALANCE FROM PREVIOUS
	// STATEMENT" … "06 Dec CLOSING BALANCE", the year from page one's
	// statement date; Standard Chartered, field5).
	for _, ls := range pages[1:] {
		if s, e, ok := balanceRowsPeriod(ls, first, dayFirst); ok {
			return s, e, true
		}
	}
	return time.Time{}, time.Time{}, false
}

// monthYearRe is a month and a year without a day: "July 2026".
var monthYearRe = regexp.MustCompile(`(?i)\b([a-z]{3,10})\.?,?\s+(\d{4})\b`)

// noticeDateRe is what sets a notice's date before a month and year
// ("With effect from August 2018, the Relationship Balance …", Standard
// Chartered's consolidated statement, field5): the day a change takes
// effect, not the statement's period.
var noticeDateRe = regexp.MustCompile(`(?i)\b(?:with effect from|effective(?:\s+from)?|since|until|till|after|before)\s+$`)

// monthPeriod reads a statement period printed as a month: a header
// line that names the statement or its period and a month and year, and
// no day; not a notice's date (noticeDateRe).
func monthPeriod(hdr []line) (time.Time, time.Time, bool) {
	for _, l := range hdr {
		t := l.text()
		if !periodCueRe.MatchString(t) || len(findDates(t)) > 0 {
			continue
		}
		for _, ix := range monthYearRe.FindAllStringSubmatchIndex(t, -1) {
			m := []string{t[ix[0]:ix[1]], t[ix[2]:ix[3]], t[ix[4]:ix[5]]}
			mo, y := monthName(m[1]), atoi(m[2])
			if mo == 0 || y < 1900 || y > 2200 || noticeDateRe.MatchString(t[:ix[0]]) {
				continue
			}
			s := time.Date(y, time.Month(mo), 1, 0, 0, 0, 0, time.UTC)
			return s, s.AddDate(0, 1, -1), true
		}
	}
	return time.Time{}, time.Time{}, false
}

func nonRows(ls []line) []line {
	var out []line
	for _, l := range ls {
		if !isRowLine(l) {
			out = append(out, l)
		}
	}
	return out
}

// labelledDate reads the date after a label: on the same line, or in the
// cell below the label.
func labelledDate(ls []line, re *regexp.Regexp, dayFirst bool) (time.Time, bool) {
	for i, l := range ls {
		t := l.text()
		m := re.FindStringIndex(t)
		if m == nil {
			continue
		}
		if ds := fullDates(t[m[1]:], dayFirst); len(ds) > 0 {
			return ds[0], true
		}
		if i+1 < len(ls) {
			x0, x1 := labelSpan(l, m)
			for _, s := range headerSegs(ls[i+1 : i+2]) {
				if s.x0 < x1+20 && s.x1 > x0-20 {
					if ds := fullDates(s.text, dayFirst); len(ds) > 0 {
						return ds[0], true
					}
				}
			}
		}
	}
	return time.Time{}, false
}

// labelSpan is the horizontal extent of the words of l that text offsets
// m cover.
func labelSpan(l line, m []int) (float64, float64) {
	pos := 0
	x0, x1 := -1.0, 0.0
	for _, w := range l.Words {
		end := pos + len(w.Text)
		if end > m[0] && pos < m[1] {
			if x0 < 0 {
				x0 = w.X0
			}
			x1 = w.X1
		}
		pos = end + 1
	}
	if x0 < 0 && len(l.Words) > 0 {
		x0, x1 = l.Words[0].X0, l.Words[len(l.Words)-1].X1
	}
	return x0, x1
}

// datedBalances reads the period from the dates of the opening and
// closing balances. Dates printed without a year ("Beginning balance on
// 6/1", "Ending balance on 6/30") take it from the statement date printed
// on page one: the period ends on or before it.
func datedBalances(ls []line, dayFirst bool) (time.Time, time.Time, bool) {
	anchor := anchorDate(ls, dayFirst)
	var open, close, at []dateHit
	// "Your previous balance as of 01/31" is the balance the period
	// starts from, at the end of the day before it.
	previous := false
	for _, l := range ls {
		t := l.text()
		var m []int
		var dst *[]dateHit
		switch {
		case openDatedRe.MatchString(t):
			m, dst = openDatedRe.FindStringIndex(t), &open
			if len(open) == 0 {
				previous = strings.Contains(strings.ToLower(t[m[0]:m[1]]), "previous")
			}
		case closeDatedRe.MatchString(t):
			m, dst = closeDatedRe.FindStringIndex(t), &close
		case balanceAtRe.MatchString(t):
			m, dst = balanceAtRe.FindStringIndex(t), &at
		case openBareRe.MatchString(t):
			m, dst = bareLabel(openBareRe, t), &open
			if len(open) == 0 {
				// A balance brought forward is the previous statement's.
				previous = strings.Contains(strings.ToLower(t[m[0]:m[1]]), "forward")
			}
		case closeBareRe.MatchString(t):
			m, dst = bareLabel(closeBareRe, t), &close
		default:
			continue
		}
		if ds := findDates(t[m[1]:]); len(ds) > 0 && ds[0].start <= 2 {
			*dst = append(*dst, ds[0])
		}
	}
	if len(open) > 0 && len(close) > 0 {
		if s, e, ok := datedPair(open[0], close[0], anchor, dayFirst); ok {
			if previous || monthEnds(s, e) || cycleEnds(s, e) {
				s = s.AddDate(0, 0, 1)
			}
			return s, e, true
		}
	}
	if len(at) >= 2 {
		if s, e, ok := datedPair(at[0], at[len(at)-1], anchor, dayFirst); ok {
			return s, e, true
		}
	}
	return time.Time{}, time.Time{}, false
}

// datedPair makes a period of two balance dates, giving a year to dates
// printed without one from the anchor.
func datedPair(a, b dateHit, anchor time.Time, dayFirst bool) (time.Time, time.Time, bool) {
	if !a.reading(dayFirst) && !a.reading(!dayFirst) || !b.reading(dayFirst) && !b.reading(!dayFirst) {
		return time.Time{}, time.Time{}, false
	}
	if b.year == 0 && !anchor.IsZero() {
		b.year = anchor.Year()
		if time.Date(b.year, time.Month(b.month), b.day, 0, 0, 0, 0, time.UTC).After(anchor.AddDate(0, 0, 7)) {
			b.year--
		}
	}
	return fillYears(a, b)
}

// anchorDate is a dated line of page one when no period is printed: the
// statement (issue) date if labelled, else the first full date.
func anchorDate(first []line, dayFirst bool) time.Time {
	var any time.Time
	for _, l := range first {
		if isRowLine(l) {
			continue
		}
		t := l.text()
		ds := fullDates(t, dayFirst)
		if len(ds) == 0 {
			continue
		}
		if anchorRe.MatchString(t) {
			return ds[0]
		}
		if any.IsZero() {
			any = ds[0]
		}
	}
	return any
}

// balanceRowOpenRe and balanceRowCloseRe are what follows the date of a
// summary's dated balance rows: "09/01/2018 Beginning Balance
// $18,805.47", "09/21/2018 Ending Balance $5,684.22".
var (
	balanceRowOpenRe  = regexp.MustCompile(`(?i)^\s*(?:(?:beginning|opening|starting)\s+balance|balance\s+from\s+(?:the\s+)?(?:previous|last)\s+statement)\b`)
	balanceRowCloseRe = regexp.MustCompile(`(?i)^\s*(?:ending|closing)\s+balance\b`)
)

// balanceRowsPeriod reads the period from the dated balance rows of page
// one, the date first: the beginning balance's date opens the period,
// and the ending balance's date, or a labelled closing date ("Statement
// Ending 09/21/2018"), closes it. The rows are the statement's own
// account of its period, so they count where no range or label pair is
// printed; the transactions' dates never do.
func balanceRowsPeriod(page, nonRow []line, dayFirst bool) (time.Time, time.Time, bool) {
	var open, close []dateHit
	for _, l := range page {
		t := l.text()
		ds := findDates(t)
		if len(ds) == 0 || ds[0].start != 0 {
			continue
		}
		switch rest := t[ds[0].end:]; {
		case balanceRowOpenRe.MatchString(rest):
			open = append(open, ds[0])
		case balanceRowCloseRe.MatchString(rest):
			close = append(close, ds[0])
		}
	}
	if len(open) == 0 {
		return time.Time{}, time.Time{}, false
	}
	anchor := anchorDate(nonRow, dayFirst)
	if len(close) > 0 {
		if s, e, ok := datedPair(open[0], close[len(close)-1], anchor, dayFirst); ok && e.Sub(s) <= maxPeriod {
			return s, e, true
		}
	}
	e, ok := labelledDate(nonRow, endDateRe, dayFirst)
	o := open[0]
	if !ok || !o.reading(dayFirst) && !o.reading(!dayFirst) {
		return time.Time{}, time.Time{}, false
	}
	if o.year == 0 {
		o.year = e.Year()
	}
	if !realDate(o.year, o.month, o.day) {
		return time.Time{}, time.Time{}, false
	}
	s := o.time()
	if s.After(e) {
		s = s.AddDate(-1, 0, 0)
	}
	if e.Sub(s) > maxPeriod || s.Equal(e) {
		return time.Time{}, time.Time{}, false
	}
	return s, e, true
}
