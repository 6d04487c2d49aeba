package statement

import (
	"regexp"
	"strings"
)

// stmtDateBalanceRe is a core system's summary line that gives a
// statement's date and the balance on it, the word "balance" left out:
// "LAST STATEMENT 06/30/25 1,625.63" opens the period and "THIS
// STATEMENT 07/31/25 1,284.23" closes it (a mainframe print, between
// "19 CREDITS" and "21 DEBITS").
var stmtDateBalanceRe = regexp.MustCompile(`(?i)^(last|previous|prior|this)\s+statement\s+\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?$`)

// statementDateBalances reads such lines: the label and the date, then
// one amount, and nothing else on the line. Prose that only mentions a
// last statement ("since your last statement") has no date and amount.
func statementDateBalances(ls []line, add func(int, balHit)) {
	for i, l := range ls {
		n := len(l.Words)
		if n < 4 || n > 5 || isRowLine(l) {
			continue
		}
		v, ok := headerAmount(l.Words[n-1].Text)
		if !ok {
			continue
		}
		m := stmtDateBalanceRe.FindStringSubmatch(joinWords(l.Words[:n-1]))
		if m == nil {
			continue
		}
		kind := 0
		if strings.EqualFold(m[1], "this") {
			kind = 1
		}
		add(kind, balHit{v, i, false, false})
	}
}
