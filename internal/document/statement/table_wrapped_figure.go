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
// of its own. A statement whose amounts print cents prints no amount
// without them at the description's edge.
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
	whole := false
	for i, w := range l.Words {
		if _, ok := parseAmount(w.Text); ok {
			return false
		}
		if _, ok := moneyWord(sc.h, l.Words, i); ok {
			if !isDigits(w.Text) {
				return false
			}
			whole = true
		}
	}
	if !whole {
		return false
	}
	sc.last.Desc = append(sc.last.Desc, wordTexts(l.Words)...)
	sc.lastLine = l
	sc.lastWasRow = true
	return true
}
