package statement

import "sort"

// Newspaper pages. Some community banks print the activity in two (or
// more) halves of the page, each under its own DATE | DESCRIPTION |
// AMOUNT heads: the left half runs down the page, then the right half,
// then the next page. A repeated header whose every group is a whole
// transaction table (a date, a description and a money column) is such a
// page; daily balances ("DATE BALANCE DATE BALANCE") have no description
// and are not.

// txnGroup reports whether a column group of a repeated header is a
// whole transaction table: one date, one description and a money column
// other than a balance, nothing repeated.
func txnGroup(g header) bool {
	seen := map[string]int{}
	for _, c := range g.Cols {
		seen[c.Kind]++
	}
	for _, n := range seen {
		if n > 1 {
			return false
		}
	}
	return seen[colDate] == 1 && seen[colDesc] == 1 && seen[colAmount]+seen[colCredit]+seen[colDebit] > 0
}

// halves reads one line of a table printed in halves: each half's dated
// part is a row of its own, and an undated part without money that
// starts in a half's description column continues that half's last row.
// It reports false for a line it leaves to the other rules (a title, or
// any line of a table that is not in halves).
func (sc *scanner) halves(l line) bool {
	if len(sc.h.Groups) < 2 || !txnGroup(sc.h.Groups[0]) {
		return false
	}
	if sc.halvesTitle(l) {
		return true
	}
	if _, ok := parseTitle(l); ok {
		return false
	}
	if sc.halfLast == nil || sc.halfTable != sc.table {
		sc.halfLast, sc.halfTable = map[int]int{}, sc.table
		sc.halfDir = sc.halfDirs(l)
	}
	for _, part := range splitLine(l, sc.h.Groups) {
		if len(part.Words) == 0 {
			continue
		}
		gi := 0
		for i, gg := range sc.h.Groups {
			if part.Words[0].X0 >= gg.Cols[0].X0-10 {
				gi = i
			}
		}
		g := sc.h.Groups[gi]
		dc, _ := g.col(colDate)
		sec := sc.sec
		if d, ok := sc.halfDir[gi]; ok {
			sec.Dir = d
		}
		if r, ok := parseRow(part, g, dc, sec, sc.dp); ok && r.hasDate() {
			r.half = gi + 1
			sc.addRow(r)
			sc.halfLast[gi] = len(sc.rows) - 1
			continue
		}
		last, ok := sc.halfLast[gi]
		desc, _ := g.col(colDesc)
		if !ok || lineHasAmount(part) || part.Words[0].X0 < desc.X0-2 || sc.rows[last].Page != part.Page {
			continue
		}
		sc.rows[last].Desc = append(sc.rows[last].Desc, wordTexts(part.Words)...)
	}
	sc.last = nil
	return true
}

// newspaperOrder puts the rows of tables printed in halves in reading
// order: on each page, the left half's rows, then the right half's.
// Other rows keep their places.
func newspaperOrder(rows []row) {
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].half > 0 && rows[j].Page == rows[i].Page && rows[j].Table == rows[i].Table {
			j++
		}
		if j > i+1 {
			run := rows[i:j]
			sort.SliceStable(run, func(a, b int) bool { return run[a].half < run[b].half })
		}
		if j == i {
			j++
		}
		i = j
	}
}
