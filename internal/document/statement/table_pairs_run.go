package statement

// pairsOnly counts the (date, amount) pairs of a line made of nothing
// else ("01/14 4,167.55 01/26 9,022.25"): 0 when any word is neither a
// pair's date nor its amount.
func pairsOnly(l line, dp dateParser) int {
	ws := wordTexts(l.Words)
	n := 0
	for i := 0; i < len(ws); {
		_, k, ok := dp.parse(ws[i:])
		if !ok || i+k >= len(ws) {
			return 0
		}
		if _, ok := parseAmount(ws[i+k]); !ok {
			return 0
		}
		i += k + 1
		n++
	}
	return n
}

// pairsRun reads a daily-balance table printed under a title the engine
// does not know ("ACCOUNT BALANCE THIS STATEMENT") while a transaction
// table is still open: lines of two or more date-amount pairs side by
// side and no text, the next line another such. A transaction has a
// description; dates and balances two and three across are how banks
// print each day's closing balance. The table's pairs are kept for the
// daily-balance check, and it closes the section above it, so that
// neither its lines nor the text after it are read as rows.
func (sc *scanner) pairsRun(l line) bool {
	if pairsOnly(l, sc.dp) < 2 {
		return false
	}
	next, ok := sc.next()
	if !ok || next.Page != l.Page || next.Furniture || pairsOnly(next, sc.dp) < 2 {
		return false
	}
	sc.sec, sc.skipContent = section{Skip: true, Daily: true}, false
	sc.newSection = true
	sc.last, sc.pending = nil, nil
	for _, p := range datePairs(l, sc.dp) {
		p.Account = sc.acct
		sc.daily = append(sc.daily, p)
	}
	return true
}
