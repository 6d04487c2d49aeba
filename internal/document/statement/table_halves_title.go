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
