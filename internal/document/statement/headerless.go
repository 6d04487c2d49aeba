package statement

import (
	"math"
)

// Sections without a column header. Some banks print each kind of row
// under its title alone ("DEPOSITS & CREDITS", "WITHDRAWALS", "FEES") —
// date, description and amount, no "Date | Description | Amount" line —
// and a header only over a checks table. The rows before any header are
// then no table's. The scanner keeps such lines (orphans), and when there
// are several the columns are inferred from them, as for a statement that
// prints no header at all; the reading is kept when it reads more rows.

// orphanRow reports whether a line outside any transaction table looks
// like a row: a date first, text, and one amount last.
func orphanRow(l line, dp dateParser) bool {
	_, n, ok := dp.parse(wordTexts(l.Words))
	if !ok || n+1 >= len(l.Words) {
		return false
	}
	last := l.Words[len(l.Words)-1]
	if _, isAmt := parseAmount(last.Text); !isAmt {
		return false
	}
	if _, isAmt := parseAmount(l.Words[n].Text); isAmt {
		return false // date and amounts only: a daily balance's pair
	}
	return true
}

// noteOrphan keeps a line read outside any transaction table that looks
// like a row of a section printed without a header.
func (sc *scanner) noteOrphan(l line) {
	if sc.sec.Skip || sc.sec.Daily || l.Furniture || !orphanRow(l, sc.dp) {
		return
	}
	sc.orphans = append(sc.orphans, sc.li)
}

// orphanHeader infers one layout for the orphan rows: the date column
// over their dates, the description from where their text starts, and
// one amount column over their last figures. It needs at least three
// rows, most of them with a single figure.
func orphanHeader(all []line, idx []int, dp dateParser) (header, bool) {
	if len(idx) < 3 {
		return header{}, false
	}
	date := column{Kind: colDate, X0: math.Inf(1), X1: math.Inf(-1)}
	desc := column{Kind: colDesc, X0: math.Inf(1)}
	amt := column{Kind: colAmount, X0: math.Inf(1), X1: math.Inf(-1)}
	single := 0
	for _, i := range idx {
		l := all[i]
		_, n, _ := dp.parse(wordTexts(l.Words))
		date.X0, date.X1 = math.Min(date.X0, l.Words[0].X0), math.Max(date.X1, l.Words[n-1].X1)
		desc.X0 = math.Min(desc.X0, l.Words[n].X0)
		a := l.Words[len(l.Words)-1]
		amt.X0, amt.X1 = math.Min(amt.X0, a.X0), math.Max(amt.X1, a.X1)
		if _, two := parseAmount(l.Words[len(l.Words)-2].Text); !two {
			single++
		}
	}
	if single*4 < len(idx)*3 || amt.X0 <= desc.X0 {
		return header{}, false
	}
	desc.X1 = desc.X0 + 10
	return header{Txn: true, Cols: []column{date, desc, amt}}, true
}

// readOrphans re-reads the lines with the layout inferred from the
// orphan rows of rd, and returns that reading when it reads more rows.
func readOrphans(all []line, rd reading, dp dateParser) reading {
	h, ok := orphanHeader(all, rd.orphans, dp)
	if !ok {
		return rd
	}
	// The layout starts at the first orphan: a summary above it is no
	// table's.
	if r := readRowsFrom(all, &h, rd.orphans[0], dp); len(r.rows) > len(rd.rows) {
		return r
	}
	return rd
}

// headerTail reports whether l is the second line of wrapped column
// labels under a transaction header that reads whole on its first line
// ("Date | Amount | Transaction | Reference" over "posted | description
// | number"): each of its words stands under a column of the line above.
// Read on its own it would replace the header with one that has no money
// column ("posted | description | number") and close the table.
func (sc *scanner) headerTail(l line) bool {
	if sc.li == 0 || !sc.haveHeader || !sc.h.Txn {
		return false
	}
	prev := sc.lines[sc.li-1]
	if !adjacent(prev, l) {
		return false
	}
	ph, ok := parseHeader(prev)
	if !ok || !ph.Txn {
		return false
	}
	if nh, ok := parseHeader(l); !ok || nh.Txn {
		return false
	}
	for _, w := range l.Words {
		under := false
		for _, c := range prev.Words {
			under = under || overlap(w.X0, w.X1, c.X0, c.X1) > 0
		}
		if !under {
			return false
		}
	}
	return true
}

// closeChecks ends a side-by-side checks table at a new section title
// ("Withdrawals" under "Paper Checks"): checks printed several across are
// one section, and the rows after the title are no longer checks. The
// rows continue under the layout inferred for the headerless sections,
// when there is one; else outside any table, until the next header. A
// title that continues the table ("Checks (continued)") keeps it.
func (sc *scanner) closeChecks(l line) {
	if sc.h.Groups == nil || contdRe.MatchString(l.text()) {
		return
	}
	if sc.preset != nil {
		sc.h = *sc.preset
		return
	}
	sc.haveHeader = false
}
