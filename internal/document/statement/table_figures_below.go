package statement

import (
	"strings"
	"unicode"
)

// figuresOnlyBelow reports a text line whose row's figures are printed on
// the line under it: that line holds only the row's date and money (a
// mainframe print's "WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT" over
// "210.00 07/01/25 2,696.80", when the description fills the line). A
// row with no text of its own is rare, so the text line right above it
// is its description, not a wrapped line of the row before.
func (sc *scanner) figuresOnlyBelow(l, next line, dateCol column) bool {
	if next.Page != l.Page || !adjacent(l, next) || !sc.lineHasTxnAmount(next) {
		return false
	}
	if _, _, ok := dateInColumn(l, dateCol, sc.dp); ok {
		return false
	}
	_, span, ok := dateInColumn(next, dateCol, sc.dp)
	if !ok {
		return false
	}
	for i, w := range next.Words {
		if i >= span[0] && i < span[1] || noText(w.Text) {
			continue
		}
		if _, isAmt := moneyWord(sc.h, next.Words, i); !isAmt {
			return false
		}
	}
	return true
}

// noText reports a word without a letter or a digit: a dash in an empty
// cell, a scanned table's rule ("|").
func noText(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// textSide reports whether x lies on the description's side of the date
// column: right of it in the usual date-first table, left of it when the
// description column comes first ("DESCRIPTION DEBITS CREDITS DATE
// BALANCE"), where a centred label stands right of the text under it and
// the text's left edge is learnt from the rows as it is on the right. A
// row without text of its own (x 0) says nothing.
func (sc *scanner) textSide(x float64, dateCol column) bool {
	if x > dateCol.X1 {
		return true
	}
	if x <= 0 {
		return false
	}
	d, ok := sc.h.col(colDesc)
	return ok && d.X1 < dateCol.X0 && x < dateCol.X0
}

// shiftedDescLeft moves the description text's learnt left edge with
// the header repeated on the next page: a scanned page lies a little
// left or right of the one before (two or three points), and the
// description lines of the new page, starting that much further left,
// fell outside the edge learnt on the first.
func shiftedDescLeft(descLeft float64, old, h header) float64 {
	if descLeft <= 0 {
		return descLeft
	}
	od, ok1 := old.col(colDesc)
	nd, ok2 := h.col(colDesc)
	if !ok1 || !ok2 {
		return descLeft
	}
	return descLeft + nd.X0 - od.X0
}
