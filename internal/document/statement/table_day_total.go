package statement

import "strings"

// dayTotalLine recognises a day's total printed after the day's rows in
// the description column: "Total for 03/02/26   319.00   0.00" — the word
// Total (or "Daily total", "Day total"), at most a "for"/"on"/"of", the
// day's date, and then only figures. isTotalLine leaves a "Total" in the
// description column to the rows (a payee "TOTAL WINE & MORE"), but no
// payee's name is a date: a line worded so is the day's debits and
// credits, not a transaction (devblind4 bottom-aligned ledger, whose last
// day's total had no running balance below it to exclude it).
func (sc *scanner) dayTotalLine(l line) bool {
	ws := wordTexts(l.Words)
	i, total := 0, false
	for ; i < len(ws); i++ {
		t := strings.ToLower(strings.TrimRight(ws[i], ":"))
		switch {
		case totalWordRe.MatchString(t):
			total = true
		case t == "daily" || t == "day" || t == "for" || t == "on" || t == "of":
		default:
			goto date
		}
	}
date:
	if !total || i == 0 || i >= len(ws) {
		return false
	}
	_, n, ok := sc.dp.parse(ws[i:])
	if !ok {
		return false
	}
	rest := ws[i+n:]
	if len(rest) == 0 {
		return false
	}
	for _, w := range rest {
		if _, ok := parseAmount(w); !ok {
			return false
		}
	}
	return true
}
