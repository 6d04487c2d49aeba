package statement

// headerAhead reports a line at the top of a page that a column header
// follows before any dated row: a page's running title ("Your checking
// account" set large atop the statement's later pages) or the title of
// another table ("CHECKS OUTSTANDING" over its DATE OR # / AMOUNT grid)
// sits above that header, so it never continues the last row of the page
// before.
func (sc *scanner) headerAhead(l line, dateCol column) bool {
	for k := sc.li + 1; k < len(sc.lines) && k < sc.li+headerAheadLines; k++ {
		n := sc.lines[k]
		if n.Page != l.Page {
			return false
		}
		if n.Furniture {
			continue
		}
		if _, ok := parseHeader(n); ok {
			return true
		}
		if _, _, dated := dateInColumn(n, dateCol, sc.dp); dated {
			return false
		}
	}
	return false
}

// headerAheadLines is how far down the page headerAhead looks. A page
// that starts a second envelope of one statement prints the statement's
// whole front block again (its period, the account's name and number,
// the opening and closing balances, a note that the preceding pages went
// apart) before the column header: some twenty lines, none a row.
const headerAheadLines = 24

// aboveOwnHeader reports an undated line of a page whose own column
// header is still to come (headerAhead): a figure in the page's front
// block ("733-173 786 046", the BSB and account number under their
// labels) that happens to stand under a money column of the table left
// open on the page before is no row of the day before.
func (sc *scanner) aboveOwnHeader(l line, dateCol column) bool {
	return sc.headerPage != l.Page && sc.headerAhead(l, dateCol)
}
