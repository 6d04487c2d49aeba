package statement

// halvesTitle reads a section's title printed under a table in halves
// ("OTHER WITHDRAWALS/DEBITS" under a two-column deposit list): it names
// the direction, or a summary to skip, of what follows. Left to the
// other rules it would fall in a half's description column and be taken
// for the wrapped text of a row, so the rows after it would keep the
// deposits' direction.
func (sc *scanner) halvesTitle(l line) bool {
	t, ok := parseTitle(l)
	if !ok || t.Dir == "" && !t.Skip || lineHasAmount(l) {
		return false
	}
	sc.title(l, t)
	sc.closeChecks(l)
	sc.last, sc.pending = nil, nil
	return true
}

// halfDirs reads the title line over a table in halves that names each
// half's own direction: "DEPOSITS AND CREDITS" over the left half and
// "WITHDRAWALS AND DEBITS" over the right, both tables starting at the
// same height and running different lengths (a credit union's two-column
// share draft, devblind4 side-by-side). Read whole, the line names both
// directions and so neither; split at the halves' left edges, each part
// is the title of the half under it. It returns nil unless the title
// line sits on the table's page above line l, every part of it is a title
// with a direction, and the directions differ.
func (sc *scanner) halfDirs(l line) map[int]string {
	t := sc.titleLine
	if len(t.Words) == 0 || t.Page != l.Page || t.Y0 >= l.Y0 {
		return nil
	}
	dirs := map[int]string{}
	seen := map[string]bool{}
	for gi, part := range splitLine(t, sc.h.Groups) {
		if len(part.Words) == 0 {
			return nil
		}
		s, ok := parseTitle(part)
		if !ok || s.Dir == "" || s.Skip {
			return nil
		}
		dirs[gi] = s.Dir
		seen[s.Dir] = true
	}
	if len(seen) < 2 {
		return nil
	}
	return dirs
}
