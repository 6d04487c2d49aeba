package statement

// headerAhead reports a line at the top of a page that a column header
// follows before any dated row: a page's running title ("Your checking
// account" set large atop the statement's later pages) or the title of
// another table ("CHECKS OUTSTANDING" over its DATE OR # / AMOUNT grid)
// sits above that header, so it never continues the last row of the page
// before.
func (sc *scanner) headerAhead(l line, dateCol column) bool {
	for k := sc.li + 1; k < len(sc.lines) && k < sc.li+12; k++ {
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
