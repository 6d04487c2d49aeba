package statement

import "math"

// twoLineRows reports a text line that opens the next row in a table of
// two-line rows: each row prints its description on a line of its own
// and, on the line under it, its date, a detail and its amount
// ("ACH CREDIT STRIPE TRANSFER" over "08-03  ID 1066159772 269509
// 559.04"), as a core system's fixed-width print does. Lines are set at
// one pitch, so no gap tells which dated line a text line goes with; the
// table as a whole does: under its header the lines alternate strictly
// text, dated, text, dated …, beginning with a text line and ending with
// a dated one, for at least three rows. (A table whose rows wrap their
// text under the dated line begins with a dated line, or ends with a
// text line.) Read the other way each description was joined to the row
// above's detail (devblind2's mainframe-twoline).
func (sc *scanner) twoLineRows(l, next line, dateCol column) bool {
	if !adjacent(l, next) || !sc.twoLineText(l, dateCol) || !sc.twoLineDated(next, dateCol) {
		return false
	}
	// Back to the table's first line: alternating, adjacent lines.
	start := sc.li
	for i := sc.li - 1; i >= 0; i-- {
		p := sc.lines[i]
		if !adjacent(p, sc.lines[i+1]) {
			break
		}
		wantDated := (sc.li-i)%2 == 1
		if wantDated && !sc.twoLineDated(p, dateCol) || !wantDated && !sc.alignedText(p, l, dateCol) {
			break
		}
		start = i
	}
	if (sc.li-start)%2 != 0 {
		return false // the table's first line is a dated one
	}
	if start == 0 {
		return false
	}
	if h, ok := parseHeader(sc.lines[start-1]); !ok || !h.Txn || !sc.twoLineDoc() {
		// The run must begin right under the table's header: a text
		// line above it is a row's wrapped text, and the rows wrap
		// downwards.
		return false
	}
	// On to its last line.
	end := sc.li
	for i := sc.li + 1; i < len(sc.lines); i++ {
		n := sc.lines[i]
		if !adjacent(sc.lines[i-1], n) {
			break
		}
		wantDated := (i-sc.li)%2 == 1
		if wantDated && !sc.twoLineDated(n, dateCol) || !wantDated && !sc.alignedText(n, l, dateCol) {
			break
		}
		end = i
	}
	if (end-sc.li)%2 != 1 {
		return false // the table ends with a text line
	}
	return (end-start+1)/2 >= 3
}

// twoLineDoc reports a document whose every transaction header with a
// description column is
// followed by a text line, never straight by a dated row: where one
// table's first row is dated on its first line, the rows wrap their text
// downwards, and a later page's header over a text line is that wrap
// carried over the page.
func (sc *scanner) twoLineDoc() bool {
	if sc.twoLine == 0 {
		sc.twoLine = 1
		for i := 0; i+1 < len(sc.lines); i++ {
			h, ok := parseHeader(sc.lines[i])
			if !ok || !h.Txn || h.Groups != nil {
				continue
			}
			if _, ok := h.col(colDesc); !ok {
				continue // a checks-paid grid dates its first line
			}
			dateCol, ok := h.col(colDate)
			if !ok {
				continue
			}
			n := sc.lines[i+1]
			if _, _, dated := dateInColumn(n, dateCol, sc.dp); dated {
				sc.twoLine = 2
				break
			}
		}
	}
	return sc.twoLine == 1
}

// alignedText is a description line that starts where l does (the
// table's text lines share their left edge; a "CONTINUED" under the
// amounts at a page's foot is none of them).
func (sc *scanner) alignedText(t, l line, dateCol column) bool {
	return sc.twoLineText(t, dateCol) && math.Abs(t.Words[0].X0-l.Words[0].X0) < 1.5
}

// twoLineText is a line of description only: no date in the date column,
// no money, starting in the description column.
func (sc *scanner) twoLineText(l line, dateCol column) bool {
	if len(l.Words) == 0 || sc.lineHasMoney(l) {
		return false
	}
	if _, _, dated := dateInColumn(l, dateCol, sc.dp); dated {
		return false
	}
	x := l.Words[0].X0
	if x <= dateCol.X1 {
		return false
	}
	if d, ok := sc.h.col(colDesc); ok && x >= sc.h.rightOf(d) {
		return false
	}
	return true
}

// twoLineDated is a row's dated line: a date in the date column and an
// amount.
func (sc *scanner) twoLineDated(l line, dateCol column) bool {
	if _, _, dated := dateInColumn(l, dateCol, sc.dp); !dated {
		return false
	}
	return sc.lineHasMoney(l)
}
