package statement

// carriedCentredWrap reports a description line right under a header
// repeated atop a new page that ends the last row of the page before, in
// a table whose rows are vertically centred on their dated line (lines
// above the date open a row). A row cut by the page break keeps what fit
// on its dated line and prints the rest on the next page, first under
// the header: "54479509" under "Direct debit payment to FORWARD
// FINANCING". It is set apart from the next row's block by the row
// padding — a wider gap than the one between the next line and the
// dated line it is centred on — so it is no part of that block.
func (sc *scanner) carriedCentredWrap(l line, dateCol column) bool {
	c := sc.carried
	if c == nil || sc.last != nil || c.Page != l.Page-1 || sc.headerPage != l.Page || sc.preOpens == 0 || len(sc.preDesc) > 0 {
		return false
	}
	if sc.li == 0 || sc.li+2 >= len(sc.lines) || sc.lines[sc.li-1].Page != l.Page {
		return false
	}
	if h, ok := parseHeader(sc.lines[sc.li-1]); !ok || !h.Txn {
		return false // only the first line under the header
	}
	next, dated := sc.lines[sc.li+1], sc.lines[sc.li+2]
	if next.Page != l.Page || dated.Page != l.Page || next.Y0-l.Y1 > 2*l.height() {
		return false
	}
	if _, _, ok := dateInColumn(next, dateCol, sc.dp); ok {
		return false // a one-line row next: nothing to measure the padding by
	}
	if _, _, ok := dateInColumn(dated, dateCol, sc.dp); !ok || !sc.lineHasTxnAmount(dated) {
		return false
	}
	return next.Y0-l.Y1 > dated.Y0-next.Y1+1.5
}

// centredPageStart reports the first table line of a page that repeats no
// header, in a table whose rows open with a description line above their
// date (more rows opened so than continued downwards), set right on top
// of a dated line: it opens that row's centred cell, as on the pages
// before, rather than ending the last row of the previous page.
func (sc *scanner) centredPageStart(l, next line, dateCol column) bool {
	if sc.last == nil || sc.last.Page != sc.prevTablePage(l.Page) || sc.headerPage == l.Page || sc.preOpens == 0 || sc.preOpens < sc.topWraps {
		return false
	}
	if next.Page != l.Page || next.Y0 <= l.Y0 || next.Y0-l.Y1 >= 0.3*l.height() {
		return false
	}
	_, _, ok := dateInColumn(next, dateCol, sc.dp)
	return ok && sc.lineHasTxnAmount(next)
}
