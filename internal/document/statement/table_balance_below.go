package statement

// A row's balance wrapped onto the next line.
//
// A text printer's row is wider than the page it was laid on (a bank's
// 132-column print re-flowed by a word processor, field5's Central Bank
// of India statement laid into Word): the last field, the running
// balance, does not fit and wraps to the left margin of the next line
// ("06/01/23 06/01/23 RTGS HONEYWELL S - 24,82,870.00" over
// "2,20,022.85Cr"). The wrapped figure is the row's balance, not a row;
// and since the row's balance is not on its line, no figure of the row
// line is the balance: a credit printed right of its label, nearer the
// Balance label than the Credit label (the labels of such a print are
// set in another size than the rows), is still the row's amount.

// balanceBelow reports whether the line after l is l's balance wrapped
// to the margin: one figure alone on its line, right under l on the same
// page, starting left of the description column (where no money column
// stands), under a dated row line that prints a figure of its own, in a
// table with a Balance column. It returns the balance.
func (sc *scanner) balanceBelow(l line, dateCol column) (int64, bool) {
	next, ok := sc.next()
	if !ok || len(next.Words) != 1 || !adjacent(l, next) || next.Furniture {
		return 0, false
	}
	bal, ok := sc.h.col(colBalance)
	descCol, hasDesc := sc.h.col(colDesc)
	if !ok || !hasDesc {
		return 0, false
	}
	w := next.Words[0]
	a, isAmt := parseAmount(w.Text)
	if !isAmt || w.X1 > descCol.X0 || w.X1 > bal.X0 {
		return 0, false
	}
	for _, c := range sc.h.Cols {
		switch c.Kind {
		case colAmount, colCredit, colDebit:
			if w.X1 > c.X0 {
				return 0, false
			}
		}
	}
	if _, _, isDate := dateInColumn(l, dateCol, sc.dp); !isDate || !lineHasAmount(l) {
		return 0, false
	}
	v := a.Cents
	if a.Neg {
		v = -v
	}
	return v, true
}

// withoutBalance is h without its Balance column: the columns a row line
// whose balance wrapped below can print.
func withoutBalance(h header) header {
	out := h
	out.Cols = nil
	for _, c := range h.Cols {
		if c.Kind != colBalance {
			out.Cols = append(out.Cols, c)
		}
	}
	return out
}
