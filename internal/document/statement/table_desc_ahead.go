package statement

import "math"

// descLeftAhead is where the description column's text starts, for a line
// read before any row of its table: a label centred over a wide column
// stands right of the text under it, and a cell centred on its row prints
// its first description line above the dated line. The text's left edge
// is then learnt from the table's first dated rows below (on the same
// page) that print a description starting where l starts; until one
// does, it is the label's.
//
// The look ahead is bounded: a table whose first rows print their whole
// description on lines of their own leaves the dated lines without text
// for a while.
const descAheadLines = 30

func (sc *scanner) descLeftAhead(l line, dateCol, descCol column, descLeft float64) float64 {
	x := l.Words[0].X0
	if sc.descLeft > 0 || x >= descLeft-2 || !sc.textSide(x, dateCol) || sc.lineHasMoney(l) {
		return descLeft
	}
	for i := sc.li + 1; i < len(sc.lines) && i <= sc.li+descAheadLines; i++ {
		n := sc.lines[i]
		if n.Page != l.Page {
			break
		}
		r, ok := parseRow(n, sc.h, dateCol, sc.sec, sc.dp)
		if !ok || !r.hasDate() || !sc.textSide(r.descX0, dateCol) {
			continue
		}
		if math.Abs(r.descX0-x) < 1.5 {
			sc.descLeft = r.descX0
			return r.descX0
		}
		return descLeft // the rows print their text elsewhere
	}
	return descLeft
}
