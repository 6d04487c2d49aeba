package statement

import (
	"math"
	"regexp"
	"strings"
	"time"
)

var (
	// openingRe is the narrow opening label statement.go's single-account
	// check counts (one per account summary). It leaves out "Balance
	// brought forward", which UK statements print at the top of every
	// page.
	openingRe = regexp.MustCompile(`(?i)\b(beginning|opening|starting|previous) balance\b|\bbalance last statement\b`)
	// openLabelRe and closeLabelRe label the balances that open and close
	// the period, in the words banks use on either side of the Atlantic.
	openLabelRe  = regexp.MustCompile(`(?i)\b(?:beginning|opening|starting|previous|prior|old)\s+(?:ledger\s+)?balance\b|\bbalance\s+(?:brought\s+)?forward\b|\bbrought\s+forward\b|\bbalance\s+b/f\b|\bbalance\s+(?:from\s+)?last\s+statement\b|\blast\s+statement\s+balance\b|\b(?:previous|prior|last)\s+statement\s+balance\b|\bbalance\s+at\s+(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?(?:period|statement)\b|\bopening\s+ledger\b|` + foreignOpenLabel)
	closeLabelRe = regexp.MustCompile(`(?i)\b(?:ending|closing|new)\s+(?:ledger\s+)?balance\b|\bbalance\s+carried\s+forward\b|\bcarried\s+forward\b|\bbalance\s+c/f\b|\bbalance\s+this\s+statement\b|\b(?:current|this|ending)\s+statement\s+balance\b|\bbalance\s+at\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:period|statement)\b|\bcurrent\s+balance\s*=|\bclosing\s+ledger\b|` + foreignCloseLabel)
	// notPeriodBalanceRe qualifies a balance that is not the period's
	// opening or closing one ("Daily ending balance", "Average ...").
	notPeriodBalanceRe = regexp.MustCompile(`(?i)\b(daily|average|avg|minimum|min|maximum|available|ledger|collected)\s+$`)
	// ledgerBalanceRe are the BAI names of the period's balances, a
	// treasury report's "Opening Ledger" and "Closing Ledger" columns:
	// the ledger balance itself, not a qualifier of another balance.
	ledgerBalanceRe = regexp.MustCompile(`(?i)^\s*(?:opening|closing)\s+ledger\s*$`)
	// balanceVocab are the label words read through one-letter slips
	// ("Begining Balance", "Ending Balence").
	balanceVocab = []string{"beginning", "opening", "starting", "previous", "ending", "closing", "balance", "forward", "brought", "carried"}
)

// balHit is a labelled balance: its value and the line it was read on.
type balHit struct {
	cents int64
	line  int
	// carried: a "Balance carried forward", which UK statements print at
	// the foot of every page; only the last one closes the period.
	carried bool
	// listed: the first figure of a column of several under one label,
	// a summary table's row of one account among others (see
	// listedUnder).
	listed bool
}

var carriedRe = regexp.MustCompile(`(?i)\bcarried\s+forward\b|\bc/f\b`)

// printedBalances reads the opening and closing balances printed in ls,
// in the order of the lines that print the values:
//
//   - a label and its value on one line ("Opening Balance: $5,432.10",
//     "Beginning balance on May 3, 2003 $7,126.11");
//   - a row of labels over a row of values (a summary box), the labels
//     possibly stacked over two lines ("BALANCE" over "FORWARD");
//   - "Balance at 1 February" / "Balance at 1 March" pairs, the earlier
//     date (or the period's start) being the opening.
//
// Values may be negative: -84.20, $-84.20, -$84.20, (84.20), 84.20-,
// 84.20 DR.
func printedBalances(ls []line, start, end time.Time, havePeriod bool) (open, close []balHit) {
	ls = withoutLoanBlocks(ls) // a loan's balances are not the period's
	type key struct{ line, kind int }
	seen := map[key]bool{}
	add := func(kind int, h balHit) {
		k := key{h.line, kind}
		if seen[k] {
			return
		}
		seen[k] = true
		if kind == 0 {
			open = append(open, h)
		} else {
			close = append(close, h)
		}
	}
	for i, l := range ls {
		if mayLabelBalance(l) {
			nw, text, starts := fuzzyWords(l)
			sameLine(l, i, nw, text, starts, isRowLine(l), add)
		}
		if isRowLine(l) && !labelledStrip(ls, i) {
			continue
		}
		if o, c, ok := equationBalances(ls, i); ok {
			add(0, balHit{o, i, false, false})
			add(1, balHit{c, i, false, false})
			continue
		}
		for wi, w := range l.Words {
			v, ok := headerAmount(w.Text)
			if !ok {
				continue
			}
			x0, x1, ok := stripSpan(ls, i, wi)
			if !ok {
				x0, x1 = w.X0, w.X1
			}
			lbl := columnLabel(ls, i, x0, x1)
			if lbl == "" || notPeriodBalanceRe.MatchString(lbl+" ") && !ledgerBalanceRe.MatchString(lbl) {
				continue
			}
			lbl = fuzzyText(lbl, balanceVocab)
			if wi+1 < len(l.Words) && (strings.EqualFold(l.Words[wi+1].Text, "DR")) && v > 0 {
				v = -v
			}
			listed := listedUnder(ls, i, x0, x1)
			switch {
			case openLabelRe.MatchString(lbl) && !closeLabelRe.MatchString(lbl):
				add(0, balHit{v, i, false, listed})
			case closeLabelRe.MatchString(lbl) && !openLabelRe.MatchString(lbl):
				add(1, balHit{v, i, carriedRe.MatchString(lbl), listed})
			}
		}
	}
	o, c := balancesAt(ls, start, end, havePeriod)
	for _, h := range o {
		add(0, h)
	}
	for _, h := range c {
		add(1, h)
	}
	for _, h := range tileBalances(ls) {
		add(1, h)
	}
	statementDateBalances(ls, add)
	sortHits(open)
	sortHits(close)
	return open, close
}

// mayLabelBalance is a cheap filter before the label rules: every
// balance label has "bal" (or a slip of it) or "forward" in it.
func mayLabelBalance(l line) bool {
	t := strings.ToLower(l.text())
	return strings.Contains(t, "bal") || strings.Contains(t, "forward") || strings.Contains(t, "b/f") ||
		strings.Contains(t, "c/f") || strings.Contains(t, "ance") || strings.Contains(t, "lan") || strings.Contains(t, "ledger") || foreignBalanceWord(t)
}

// sameLine adds the balances labelled on line l (index i) with their
// value on the same line. On a dated row the label must be the row's
// whole description ("11/01 Beginning Balance $5,432.67"), not words
// inside another transaction's description.
func sameLine(l line, i int, nw []string, text string, starts []int, row bool, add func(int, balHit)) {
	for kind, re := range []*regexp.Regexp{openLabelRe, closeLabelRe} {
		for _, m := range re.FindAllStringIndex(text, -1) {
			if notPeriodBalanceRe.MatchString(text[:m[0]]) {
				continue
			}
			if row && wordAt(starts, nw, m[0]) > 3 {
				continue
			}
			last := wordAt(starts, nw, m[1]-1)
			if v, ok := amountAfter(l, last+1, text, starts); ok {
				add(kind, balHit{v, i, carriedRe.MatchString(text[m[0]:m[1]]), false})
			}
		}
	}
}

func sortHits(hs []balHit) {
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && hs[j].line < hs[j-1].line; j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
}

// fuzzyWords returns the words of l with label slips mended, their text
// joined by spaces and each word's offset in it.
func fuzzyWords(l line) ([]string, string, []int) {
	nw := make([]string, len(l.Words))
	starts := make([]int, len(l.Words))
	pos := 0
	for i, w := range l.Words {
		nw[i] = fuzzyText(foldConfusables(w.Text), balanceVocab)
		starts[i] = pos
		pos += len(nw[i]) + 1
	}
	return nw, strings.Join(nw, " "), starts
}

// wordAt is the index of the word holding text offset off.
func wordAt(starts []int, nw []string, off int) int {
	for i := len(starts) - 1; i >= 0; i-- {
		if starts[i] <= off {
			return i
		}
	}
	return 0
}

// amountAfter is the first amount from word from on, before the next
// balance label.
func amountAfter(l line, from int, text string, starts []int) (int64, bool) {
	for wi := from; wi < len(l.Words); wi++ {
		rest := text[starts[wi]:]
		if loc := openLabelRe.FindStringIndex(rest); loc != nil && loc[0] == 0 {
			return 0, false
		}
		if loc := closeLabelRe.FindStringIndex(rest); loc != nil && loc[0] == 0 {
			return 0, false
		}
		w := l.Words[wi].Text
		if isCurrencySymbol(w) && wi+1 < len(l.Words) {
			w = symbolBefore(w, l.Words[wi+1].Text)
			wi++
		}
		if v, ok := headerAmount(w); ok {
			if wi+1 < len(l.Words) && strings.EqualFold(l.Words[wi+1].Text, "DR") && v > 0 {
				v = -v
			}
			return v, true
		}
	}
	return 0, false
}

func isCurrencySymbol(s string) bool {
	switch strings.ToUpper(s) {
	case "$", "£", "€", "-$", "NZ$", "A$", "AU$", "C$", "CA$", "US$", "USD", "GBP", "EUR", "NZD", "AUD", "CAD":
		return true
	}
	return false
}

// columnLabel is the text printed above a value in a summary box: the
// cells of the amount-free lines just above line i that sit over the
// value (the nearest cell of each line, within a short distance), top to
// bottom. Two or three stacked lines make one label ("BALANCE" over
// "FORWARD"). It is "" when the line above carries amounts (the value is
// not under a label row).
func columnLabel(ls []line, i int, x0, x1 float64) string {
	var parts []string
	below := ls[i]
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		l := ls[k]
		if l.Page != ls[i].Page || lineHasMoney(l) || isRowLine(l) {
			break
		}
		limit := 1.3 * below.height()
		if len(parts) == 0 {
			limit = 2.6 * ls[i].height()
		}
		if below.Y0-l.Y1 > limit {
			break
		}
		best, bestDist, bestOv := "", 40.0, math.Inf(-1)
		for _, ws := range segments(l) {
			s0, s1 := ws[0].X0, ws[len(ws)-1].X1
			ov := math.Min(s1, x1) - math.Max(s0, x0)
			d := math.Max(0, -ov)
			if d < bestDist || d == bestDist && ov > bestOv {
				best, bestDist, bestOv = joinWords(ws), d, ov
			}
		}
		if best != "" {
			parts = append([]string{best}, parts...)
			below = l
		} else if len(parts) > 0 {
			below = l
		}
	}
	return strings.Join(parts, " ")
}

// listedUnder reports a figure on line i under a label whose column goes
// on: the next line prints a figure under it too. That is a summary table
// of accounts (a credit union's shares: "000 PRIMARY SAVINGS … 25.00"
// over "100 CHECKING … 99.21"), and its first row is one account's
// balance among several, not the statement's own: the balance printed
// with the rows ("** Ending Balance ** $99.21") is preferred to it.
func listedUnder(ls []line, i int, x0, x1 float64) bool {
	if i+1 >= len(ls) {
		return false
	}
	n := ls[i+1]
	if n.Page != ls[i].Page || isRowLine(n) || n.Y0-ls[i].Y1 > 1.3*ls[i].height() {
		return false
	}
	for _, w := range n.Words {
		if _, ok := headerAmount(w.Text); ok && overlap(w.X0, w.X1, x0, x1) > 0 {
			return true
		}
	}
	return false
}

// balancesAt reads "Balance at <date>" pairs: the earlier date, or the
// one on the period's start, opens the period.
func balancesAt(ls []line, start, end time.Time, havePeriod bool) (open, close []balHit) {
	type at struct {
		h     balHit
		month int
		day   int
	}
	var ats []at
	for i, l := range ls {
		if !mayLabelBalance(l) {
			continue
		}
		_, text, starts := fuzzyWords(l)
		m := balanceAtRe.FindStringIndex(text)
		if m == nil {
			continue
		}
		ds := findDates(text[m[1]:])
		if len(ds) == 0 {
			continue
		}
		after := m[1] + ds[0].end
		wi := 0
		for wi < len(starts) && starts[wi] < after {
			wi++
		}
		v, ok := amountAfter(l, wi, text, starts)
		if !ok {
			continue
		}
		d := ds[0]
		if !d.reading(false) && !d.reading(true) {
			continue
		}
		ats = append(ats, at{balHit{cents: v, line: i}, d.month, d.day})
	}
	if len(ats) < 2 {
		return nil, nil
	}
	a, b := ats[0], ats[len(ats)-1]
	if havePeriod {
		is := func(x at, t time.Time) bool { return int(t.Month()) == x.month && t.Day() == x.day }
		switch {
		case is(a, start) && is(b, end):
		case is(b, start) && is(a, end):
			a, b = b, a
		}
	}
	return []balHit{a.h}, []balHit{b.h}
}

// signedCents turns a parsed amount into signed cents.
func signedCents(a amount) *int64 {
	v := a.Cents
	if a.Neg {
		v = -v
	}
	return &v
}

// symbolBefore joins a currency symbol printed apart to its figure: "$"
// and "1,234.56" make "$1,234.56", and "$" before a negative figure in
// parentheses, "(1,234.56)", makes "($1,234.56)" — an account overdrawn at
// the period's end ("Balance on February 28, 2026  $ (16,583.37)").
func symbolBefore(sym, fig string) string {
	if len(fig) > 2 && fig[0] == '(' && !strings.HasPrefix(sym, "-") {
		return "(" + sym + fig[1:]
	}
	return sym + fig
}

var (
	previousBalanceRe = regexp.MustCompile(`(?i)^previous\s+balance\b`)
	currentBalanceRe  = regexp.MustCompile(`(?i)^current\s+balance\b`)
)

// currentAfterPrevious reads the closing balance of a summary that
// pairs "Previous Balance" with "Current Balance" (mainframe statements:
// "Previous Balance .00" ... "Current Balance .00"). "Current balance"
// alone is also what an online printout calls the balance of the day it
// was printed, so it is read as the closing only below a "Previous
// Balance" line of the same page, within a dozen lines.
func currentAfterPrevious(pages [][]line) *int64 {
	for _, ls := range pages {
		prev := -1
		for i, l := range ls {
			t := strings.TrimSpace(l.text())
			if previousBalanceRe.MatchString(t) {
				prev = i
				continue
			}
			if prev < 0 || i-prev > 12 || !currentBalanceRe.MatchString(t) {
				continue
			}
			// The first figure after the label.
			for _, w := range l.Words[2:] {
				if v, ok := headerAmount(w.Text); ok {
					return &v
				}
			}
			return nil
		}
	}
	return nil
}

// labelledStrip reports a dated line with figures that is a strip of
// header values, not a row: each of its cells stands under a label of
// its own on the line above ("Datum vanaf" over "01-06-2025",
// "Beginsaldo" over "36.699,95 CR", field nl_rabobank_inspire), and that
// line is no table header. Its figures are then read under their labels
// like any other header value.
func labelledStrip(ls []line, i int) bool {
	if i == 0 {
		return false
	}
	up := ls[i-1]
	if up.Page != ls[i].Page || lineHasMoney(up) || isRowLine(up) || ls[i].Y0-up.Y1 > 2.6*ls[i].height() {
		return false
	}
	if h, ok := parseHeader(up); ok && h.Txn {
		return false
	}
	segs := segments(ls[i])
	if len(segs) < 2 || len(segs) > 4 {
		return false
	}
	above := segments(up)
	for _, s := range segs {
		x0, x1 := s[0].X0, s[len(s)-1].X1
		hit := false
		for _, a := range above {
			if overlap(a[0].X0, a[len(a)-1].X1, x0, x1) > 0 {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return true
}
