package statement

// A summary strip prints one row of labels over one row of values
// (PREVIOUS BALANCE | DEPOSITS/CREDITS | CHECKS/DEBITS | SERVICE CHARGES
// | ENDING BALANCE), each value right-aligned in its label's cell. Where
// the cells are narrow a value can stand nearer the next label than its
// own, so the nearest label is not always the value's; the order is.

// stripSpan returns the horizontal extent of the label cell that heads
// word wi of line i when line i is a strip of values (only amounts, at
// least two) and the label line right above it has as many cells: the
// k-th value is under the k-th label. ok is false otherwise, and the
// value's own extent is the label's search range.
func stripSpan(ls []line, i, wi int) (x0, x1 float64, ok bool) {
	l := ls[i]
	k, n := -1, 0
	for j, w := range l.Words {
		if _, isAmt := headerAmount(w.Text); !isAmt {
			return 0, 0, false
		}
		if j == wi {
			k = n
		}
		n++
	}
	if n < 2 || k < 0 || i == 0 {
		return 0, 0, false
	}
	above := ls[i-1]
	if above.Page != l.Page || lineHasMoney(above) || isRowLine(above) || l.Y0-above.Y1 > 2.6*l.height() {
		return 0, 0, false
	}
	segs := segments(above)
	if len(segs) != n {
		return 0, 0, false
	}
	s := segs[k]
	return s[0].X0, s[len(s)-1].X1, true
}
