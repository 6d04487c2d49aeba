package statement

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// fields are the statement-level values read from the page text.
type fields struct {
	Bank, PrintedName string
	KnownBank         bool
	Holder            string
	Last4             string
	Currency          string
	Start, End        time.Time
	HavePeriod        bool
	// Anchor is any dated text on page one (a statement date), used to
	// give years to MM/DD dates when no period is printed.
	Anchor           time.Time
	Opening, Closing *int64
}

// knownBanks maps a pattern found in the header text or PDF metadata to
// the bank's display name. Patterns are whole words to avoid matching
// inside unrelated names.
var knownBanks = []struct {
	re   *regexp.Regexp
	name string
}{
	{regexp.MustCompile(`(?i)\bbank of america\b`), "Bank of America"},
	{regexp.MustCompile(`(?i)\bwells fargo\b`), "Wells Fargo"},
	{regexp.MustCompile(`(?i)\b(jpmorgan chase|chase)\b`), "Chase"},
	{regexp.MustCompile(`(?i)\btd bank\b`), "TD Bank"},
	{regexp.MustCompile(`(?i)\bpnc\b`), "PNC Bank"},
	{regexp.MustCompile(`(?i)\bciti(bank)?\b`), "Citibank"},
	{regexp.MustCompile(`(?i)\bu\.?s\.? bank\b`), "U.S. Bank"},
	{regexp.MustCompile(`(?i)\bcapital one\b`), "Capital One"},
	{regexp.MustCompile(`(?i)\btruist\b`), "Truist"},
	{regexp.MustCompile(`(?i)\bregions bank\b`), "Regions Bank"},
	{regexp.MustCompile(`(?i)\bkeybank\b`), "KeyBank"},
	{regexp.MustCompile(`(?i)\bhuntington\b`), "Huntington Bank"},
	{regexp.MustCompile(`(?i)\bfifth third\b`), "Fifth Third Bank"},
	{regexp.MustCompile(`(?i)\bcitizens bank\b`), "Citizens Bank"},
	{regexp.MustCompile(`(?i)\bm&t bank\b`), "M&T Bank"},
	{regexp.MustCompile(`(?i)\bnavy federal\b`), "Navy Federal Credit Union"},
	{regexp.MustCompile(`(?i)\bsantander\b`), "Santander Bank"},
}

var (
	openingRe = regexp.MustCompile(`(?i)\b(beginning|opening|starting|previous) balance\b|\bbalance last statement\b`)
	closingRe = regexp.MustCompile(`(?i)\b(ending|closing) balance\b|\bbalance this statement\b`)
	acctRe    = regexp.MustCompile(`(?i)\b(?:account|acct)\.?\s*(?:number|no\.?|#)?\s*(?:#|:)?\s*:?\s*(?:ending\s+in\s*:?\s*)?((?:[0-9Xx*][0-9Xx*\- ]*){4,})`)
	maskedRe  = regexp.MustCompile(`(?:[Xx*•·]{2,}[- ]?)+(\d{4})\b`)
	cityRe    = regexp.MustCompile(`^[A-Za-z][A-Za-z .'-]+,? [A-Z]{2} \d{5}(-\d{4})?$`)
	bankish   = regexp.MustCompile(`(?i)\b(bank|credit union|p\.?\s?o\.? box|n\.a\.)\b`)
)

func parseFields(pages [][]line, doc *pdftext.Document) fields {
	var f fields
	if len(pages) == 0 {
		return f
	}
	first := pages[0]
	f.Bank, f.KnownBank = detectBank(first, doc)
	f.PrintedName = printedName(first)
	if f.Bank == "" {
		f.Bank = f.PrintedName
	}
	f.Holder = holder(first)
	f.Last4 = last4(first)
	f.Currency = "USD"
	// Period: the first line with two dated words in increasing order no
	// more than ~3 months apart.
	for _, l := range first {
		ds := findFullDates(l.text())
		if len(ds) >= 2 && ds[1].After(ds[0]) && ds[1].Sub(ds[0]) < 100*24*time.Hour {
			f.Start, f.End, f.HavePeriod = ds[0], ds[1], true
			break
		}
		if s, e, ok := shortRange(l.text()); ok {
			f.Start, f.End, f.HavePeriod = s, e, true
			break
		}
	}
	f.Opening = labelledAmount(first, openingRe)
	f.Closing = labelledAmount(first, closingRe)
	// Some statements print the balances only at the end of the table.
	if f.Opening == nil || f.Closing == nil {
		var rest []line
		for _, p := range pages[1:] {
			rest = append(rest, p...)
		}
		if f.Opening == nil {
			f.Opening = labelledAmount(rest, openingRe)
		}
		if f.Closing == nil {
			f.Closing = lastLabelledAmount(rest, closingRe)
		}
	}
	if !f.HavePeriod {
		// "Beginning balance on January 1, 2026" / "Ending balance on ...".
		var s, e []time.Time
		for _, l := range first {
			if openingRe.MatchString(l.text()) {
				s = append(s, findFullDates(l.text())...)
			}
			if closingRe.MatchString(l.text()) {
				e = append(e, findFullDates(l.text())...)
			}
		}
		if len(s) > 0 && len(e) > 0 && e[0].After(s[0]) {
			f.Start, f.End, f.HavePeriod = s[0], e[0], true
		}
	}
	if !f.HavePeriod {
		for _, l := range first {
			if ds := findFullDates(l.text()); len(ds) > 0 {
				f.Anchor = ds[0]
				break
			}
		}
	}
	return f
}

// detectBank looks for a known bank in the top quarter of page one (where
// the logo text is) and in the PDF metadata. Transaction descriptions
// like "CHASE CREDIT CRD AUTOPAY" lower down must not count.
func detectBank(first []line, doc *pdftext.Document) (string, bool) {
	var cands []line
	for _, l := range first {
		if l.Y1 < l.PageH*0.25 {
			cands = append(cands, l)
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return maxFont(cands[i]) > maxFont(cands[j]) })
	for _, l := range cands {
		for _, kb := range knownBanks {
			if kb.re.MatchString(l.text()) {
				return kb.name, true
			}
		}
	}
	if doc != nil {
		meta := doc.Title + " " + doc.Author + " " + doc.Creator + " " + doc.Producer
		for _, kb := range knownBanks {
			if kb.re.MatchString(meta) {
				return kb.name, true
			}
		}
	}
	return "", false
}

// printedName is the text in the largest font near the top of page one,
// which on statements is the institution's name.
func printedName(first []line) string {
	best, bestSize := "", 0.0
	for _, l := range first {
		if l.Y1 > l.PageH*0.2 {
			continue
		}
		for _, s := range segments(l) {
			size := 0.0
			for _, w := range s {
				if em(w) > size {
					size = em(w)
				}
			}
			t := joinWords(s)
			if len(findFullDates(t)) > 0 || lineHasAmount(line{Words: s}) {
				continue
			}
			if size > bestSize {
				best, bestSize = t, size
			}
		}
	}
	return best
}

func maxFont(l line) float64 {
	m := 0.0
	for _, w := range l.Words {
		if em(w) > m {
			m = em(w)
		}
	}
	return m
}

// holder finds the mailing-address block (name, street, "CITY ST 12345")
// and returns its first line. The bank's own address is skipped.
func holder(first []line) string {
	type seg struct {
		text   string
		x0     float64
		y0, y1 float64
	}
	var segs []seg
	for _, l := range first {
		for _, s := range segments(l) {
			segs = append(segs, seg{joinWords(s), s[0].X0, l.Y0, l.Y1})
		}
	}
	for i, s := range segs {
		if !cityRe.MatchString(s.text) {
			continue
		}
		top := i
		cur := s
		for j := i - 1; j >= 0; j-- {
			p := segs[j]
			if absf(p.x0-cur.x0) > 2 || p.y1 > cur.y0+0.5 {
				continue // another column, or the same line
			}
			if cur.y0-p.y1 > 0.8*(cur.y1-cur.y0) {
				break // a gap: the block starts at cur
			}
			top, cur = j, p
		}
		name := segs[top].text
		if top == i || bankish.MatchString(name) {
			continue
		}
		return name
	}
	return ""
}

func absf(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

func last4(first []line) string {
	for _, l := range first {
		t := l.text()
		if m := acctRe.FindStringSubmatch(t); m != nil {
			digits := onlyDigits(m[1])
			if len(digits) >= 4 {
				return digits[len(digits)-4:]
			}
		}
	}
	// A masked number ("****1234") in the header area; lower down such
	// tokens are transfer counterparties, not this account.
	for _, l := range first {
		if l.Y1 > l.PageH*0.25 {
			continue
		}
		if m := maskedRe.FindStringSubmatch(l.text()); m != nil {
			return m[1]
		}
	}
	return ""
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// labelledAmount returns the amount printed after a label on the same
// line, or directly below the label when the summary is laid out as a
// row of labels over a row of values.
func labelledAmount(ls []line, re *regexp.Regexp) *int64 {
	for i, l := range ls {
		loc := re.FindStringIndex(l.text())
		if loc == nil {
			continue
		}
		// The label's words: from the word where the match starts to the
		// word where it ends.
		pos, start, end := 0, -1, -1
		for wi, w := range l.Words {
			if pos >= loc[0] && start < 0 {
				start = wi
			}
			if pos < loc[1] {
				end = wi
			}
			pos += len(w.Text) + 1
		}
		if start < 0 {
			continue
		}
		for wi := start; wi < len(l.Words); wi++ {
			if a, ok := parseAmount(l.Words[wi].Text); ok {
				return signedCents(a)
			}
		}
		// Labels in a row with the values on the next line: take the
		// value horizontally closest to the label.
		x0, x1 := l.Words[start].X0, l.Words[end].X1
		if i+1 < len(ls) {
			var best *int64
			bestDist := 40.0
			for _, w := range ls[i+1].Words {
				a, ok := parseAmount(w.Text)
				if !ok {
					continue
				}
				d := -overlap(w.X0, w.X1, x0, x1)
				if d < bestDist {
					best, bestDist = signedCents(a), d
				}
			}
			if best != nil {
				return best
			}
		}
	}
	return nil
}

func signedCents(a amount) *int64 {
	v := a.Cents
	if a.Neg {
		v = -v
	}
	return &v
}

// lastLabelledAmount is labelledAmount for the last matching line: a
// closing balance printed at the end of the statement.
func lastLabelledAmount(ls []line, re *regexp.Regexp) *int64 {
	for i := len(ls) - 1; i >= 0; i-- {
		if re.MatchString(ls[i].text()) {
			if v := labelledAmount(ls[i:], re); v != nil {
				return v
			}
		}
	}
	return nil
}

var (
	shortWordRangeRe = regexp.MustCompile(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\s*(?:-|–|to|through|thru)\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b`)
	shortNumRangeRe  = regexp.MustCompile(`\b(\d{1,2})/(\d{1,2})\s*(?:-|–|to|through|thru)\s*(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})\b`)
)

// shortRange reads a period whose first date has no year: "Jan 1 - Jan
// 31, 2026", "Dec 15 through Jan 14, 2026", "12/15 - 01/14/26". The start
// year is the end year, or the year before when the months wrap.
func shortRange(s string) (time.Time, time.Time, bool) {
	var m1, d1, m2, d2, y int
	if m := shortWordRangeRe.FindStringSubmatch(s); m != nil {
		m1, m2 = months[strings.ToLower(m[1])], months[strings.ToLower(m[3])]
		d1, _ = strconv.Atoi(m[2])
		d2, _ = strconv.Atoi(m[4])
		y, _ = strconv.Atoi(m[5])
	} else if m := shortNumRangeRe.FindStringSubmatch(s); m != nil {
		m1, _ = strconv.Atoi(m[1])
		d1, _ = strconv.Atoi(m[2])
		m2, _ = strconv.Atoi(m[3])
		d2, _ = strconv.Atoi(m[4])
		y, _ = strconv.Atoi(m[5])
		if y < 100 {
			y += 2000
		}
	} else {
		return time.Time{}, time.Time{}, false
	}
	if !validMD(m1, d1) || !validMD(m2, d2) {
		return time.Time{}, time.Time{}, false
	}
	y1 := y
	if m1 > m2 {
		y1--
	}
	start := time.Date(y1, time.Month(m1), d1, 0, 0, 0, 0, time.UTC)
	end := time.Date(y, time.Month(m2), d2, 0, 0, 0, 0, time.UTC)
	if !end.After(start) || end.Sub(start) > 100*24*time.Hour {
		return time.Time{}, time.Time{}, false
	}
	return start, end, true
}
