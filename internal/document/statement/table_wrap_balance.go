package statement

// A day's balance on a row's wrapped line.
//
// A statement that prints the balance only on a day's last row prints it
// on that row's last line, and a row's description may wrap: the balance
// then sits on the wrapped line, under the Balance column, beside the
// wrapped text ("ELECTRONIC CREDIT   2,616.51" over "STRIPE TRANSFER
// THPG7RYNG   31,530.16"). That line is no row (it has no amount), and
// until this rule its text and the day's balance were both lost.

// wrapWithBalance joins an undated line whose only figure is under the
// Balance column to the row right above it: its words are the row's
// description, its figure the row's balance (when the row printed none).
func (sc *scanner) wrapWithBalance(l line, dateCol column) bool {
	if sc.last == nil || sc.last.Page != l.Page || sc.last.Balance != nil || !adjacent(sc.lastLine, l) {
		return false
	}
	if _, _, isDate := dateInColumn(l, dateCol, sc.dp); isDate {
		return false
	}
	if descCol, ok := sc.h.col(colDesc); !ok || sc.textStart(l) < sc.descLeftOf(descCol)-2 {
		return false
	}
	words, bal, other := splitBalance(l, sc.h)
	if bal == nil || other || len(words) == 0 {
		return false
	}
	sc.last.Desc = append(sc.last.Desc, words...)
	sc.last.Balance = bal
	sc.lastLine = l
	sc.lastWasRow = true
	return true
}

// splitBalance returns a line's words without the figure under the
// Balance column, that figure (nil when there is none), and whether
// another money column holds a figure too (the line is then a row).
func splitBalance(l line, h header) (words []string, bal *int64, other bool) {
	for i, w := range l.Words {
		if a, isAmt := moneyWord(h, l.Words, i); isAmt {
			if c, found := nearestCol(h, w, colAmount, colCredit, colDebit, colBalance); found && c.Kind == colBalance {
				v := a.Cents
				if a.Neg {
					v = -v
				}
				bal = &v
				continue
			} else if found {
				other = true
			}
		}
		words = append(words, w.Text)
	}
	return words, bal, other
}
