package statement

import "strings"

// summaryBelowRows reads a summary's title set under the last row, in the
// description column ("STATEMENT SUMMARY :-" over "Opening Balance Dr
// Count Cr Count Debits Credits Closing Balance" and a line of figures):
// a title that marks a table to skip (skipTitleRe) ends the rows, even
// where it lines up with their descriptions, unless it sits as close
// under the row as a wrapped line of it. Read as more description, it
// would carry the summary's figures into a last row.
func (sc *scanner) summaryBelowRows(l line) (section, bool) {
	t, ok := parseTitle(l)
	if !ok || !t.Skip {
		return section{}, false
	}
	if sc.last != nil && sc.last.Page == l.Page && l.Y0-sc.lastLine.Y1 < 0.8*sc.lastLine.height() {
		return section{}, false
	}
	return t, true
}

// paddedAbove reports a description line set a blank line's height below
// the last row and right on top of the dated line under it: row padding
// lies between rows, so the line is the first of the next row's cell (a
// narration of two lines, centred on the date, puts the date on the
// second), even when that dated line prints a description of its own and
// has no line after it to centre on.
func (sc *scanner) paddedAbove(l, next line) bool {
	if sc.last == nil || sc.li == 0 || sc.lines[sc.li-1].Y0 != sc.lastLine.Y0 || l.Page != sc.last.Page || next.Page != l.Page {
		return false
	}
	h := l.height()
	above, below := l.Y0-sc.lastLine.Y1, next.Y0-l.Y1
	return above >= h && below < 0.3*h && next.Y0 > l.Y0
}

// columnHeadsLine reports a line of column heads the header rules do not
// know whole ("Date Event Debit Balance Debit" under "Your Debit Interest
// Rate Summary"): it starts with a date column's label and names a money
// column too. It is a table's heading, never a section title: read as one
// ("Debit" makes a debits title) it would end the skipped summary above
// it and let its lines be read as rows.
func columnHeadsLine(l line) bool {
	if len(l.Words) < 3 || !strings.EqualFold(strings.TrimRight(l.Words[0].Text, ":"), "date") {
		return false
	}
	for _, w := range l.Words[1:] {
		switch headerKind(strings.ToLower(strings.Trim(w.Text, ":"))) {
		case colAmount, colDebit, colCredit, colBalance:
			return true
		}
	}
	return false
}

// pitchedOnNext reports a description line a row's pitch below the last
// row and a wrapped line's pitch above an undated row that prints an
// amount: the first line of that row's cell, whose amount is printed on
// its last line ("Direct Deposits (PDS) service total" over "PAY
// EMP-VENDOR 3,334.23" in a ledger that dates only a day's first row).
// Lines of one cell are set closer than the cells are, so the line goes
// with the row it is set close to. Measured baseline to baseline (tops
// here), as box gaps change with descenders.
func (sc *scanner) pitchedOnNext(l, next line, dateCol column) bool {
	if sc.last == nil || sc.li == 0 || sc.lines[sc.li-1].Y0 != sc.lastLine.Y0 || l.Page != sc.last.Page || next.Page != l.Page {
		return false
	}
	if _, _, dated := dateInColumn(next, dateCol, sc.dp); dated || !sc.lineHasTxnAmount(next) {
		return false
	}
	if _, isTitle := parseTitle(l); isTitle {
		// Words that would title a section ("Deposits") are the cell's
		// first line only when the line below hangs under them, set in
		// by less than two ems as a wrapped cell's later lines are.
		in := sc.descStart(next) - l.Words[0].X0
		if in < 1 || in > 2*em(l.Words[0]) {
			return false
		}
	}
	above, below := l.Y0-sc.lastLine.Y0, next.Y0-l.Y0
	return below > 0 && below < 0.85*above && above < 2.5*l.height()
}
