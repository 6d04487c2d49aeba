package statement

import "math"

// figuresAtDescEdge reads an undated line right under a row that starts
// at the row's description's left edge and whose only figures are whole
// numbers without cents ("260105 9078107788" under "01/05 895.39
// ELECTRONIC DEPOSIT SQUARE INC SQ260105"): the description wrapped onto
// its next line, the figures an ACH entry's date and trace number. A
// header whose labels do not stand over the figures (a dotted-leader
// "DATE....AMOUNT.TRANSACTION DESCRIPTION" line, wider than the rows'
// "01/05.....895.39") can put the description's left edge under the
// amount's label, where a whole figure set apart would read as an amount
// of its own. Only a line that starts with the figure, at the edge, with
// no amount in cents: an amount stands in its column, not where the
// text of the rows starts.
func (sc *scanner) figuresAtDescEdge(l line, dateCol column) bool {
	if sc.last == nil || sc.last.Page != l.Page || !adjacent(sc.lastLine, l) || !sc.textSide(sc.last.descX0, dateCol) {
		return false
	}
	if math.Abs(l.Words[0].X0-sc.last.descX0) > 1.5 {
		return false
	}
	if _, _, dated := dateInColumn(l, dateCol, sc.dp); dated {
		return false
	}
	// The figure read as money is the line's first word, at the
	// description's edge: a same-day row of a ledger printing whole
	// amounts ("Coffee   5") has its figure in its column, after text.
	if _, ok := moneyWord(sc.h, l.Words, 0); !ok || !isDigits(l.Words[0].Text) {
		return false
	}
	for i, w := range l.Words {
		if _, ok := parseAmount(w.Text); ok {
			return false
		}
		if _, ok := moneyWord(sc.h, l.Words, i); ok && !isDigits(w.Text) {
			return false
		}
	}
	sc.last.Desc = append(sc.last.Desc, wordTexts(l.Words)...)
	sc.lastLine = l
	sc.lastWasRow = true
	return true
}
