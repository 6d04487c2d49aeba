package statement

// dateLastTable reports a table whose descriptions end on their dated
// line: every description line that stands nearer one dated line than
// the other hugs the dated line below it (the cell is bottom-aligned, as
// an Indian statement's wrapped Particulars put the date on the cell's
// last line), and three lines at least say so. In such a table a line
// set close on top of the next one opens the row below, even where the
// dated line prints a description of its own and is followed by another
// row (which a centred cell is not). It looks at the table from line from
// on, as bottomEvidence does.
func (sc *scanner) dateLastTable(from int) bool {
	dateCol, ok := sc.h.col(colDate)
	if !ok {
		return false
	}
	below := 0
	for k := from + 1; k+1 < len(sc.lines) && k < from+400; k++ {
		p, l, n := sc.lines[k-1], sc.lines[k], sc.lines[k+1]
		if p.Page != l.Page || n.Page != l.Page || l.Furniture || p.Furniture || n.Furniture {
			continue
		}
		if _, _, dated := dateInColumn(l, dateCol, sc.dp); dated || sc.lineHasTxnAmount(l) {
			continue
		}
		if h, ok := parseHeader(l); ok {
			if h.Txn && !sameColumns(h, sc.h) {
				break // another table
			}
			continue // a header's labels are no description
		}
		gapAbove, gapBelow := l.Y0-p.Y1, n.Y0-l.Y1
		_, _, pDated := dateInColumn(p, dateCol, sc.dp)
		_, _, nDated := dateInColumn(n, dateCol, sc.dp)
		switch {
		case nDated && gapBelow+1.5 < gapAbove && gapAbove < 2*l.height():
			below++
		case pDated && gapAbove < gapBelow:
			// Any line nearer the row above than the row below says
			// descriptions may wrap downwards: no need to look further.
			return false
		}
	}
	return below >= 3
}

// hugsNext reports a description line set closer to the line below it
// than to the line above: in a dateLastTable it opens the row below.
func (sc *scanner) hugsNext(l, next line) bool {
	if !sc.dateLast || sc.li == 0 || next.Page != l.Page {
		return false
	}
	prev := sc.lines[sc.li-1]
	if prev.Page != l.Page {
		return next.Y0-l.Y1 < 0.3*l.height()
	}
	return next.Y0-l.Y1+1.5 < l.Y0-prev.Y1
}
