package statement

import (
	"strings"
	"unicode"
)

// columnTotalsUnder reports (and records) a line of bare figures printed
// right under the closing-balance line that ends a table: "0.00   242.83"
// with one figure under the Debit column and one under the Credit column
// and nothing else — no date, no words, no balance. Statements that print
// the column totals at the foot of the table (Macquarie's "Closing
// Balance" row followed by the totals of Debit and Credit) would otherwise
// have the line read as an undated row of the closing date. Its figures
// are kept as per-direction totals of the section, so the rows above must
// still add up to them.
func (sc *scanner) columnTotalsUnder(l line, afterRow bool) bool {
	if !afterRow || sc.li == 0 || len(l.Words) < 2 {
		return false
	}
	prev := sc.lines[sc.li-1]
	if prev.Page != l.Page || !balanceLineRe.MatchString(prev.text()) {
		return false
	}
	seen := map[string]bool{}
	for _, w := range l.Words {
		if strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
			return false
		}
		if _, ok := parseAmount(w.Text); !ok {
			return false
		}
		c, found := nearestCol(sc.h, w, colCredit, colDebit, colBalance, colAmount)
		if !found || overlap(w.X0, w.X1, c.X0-6, c.X1+6) <= 0 || (c.Kind != colCredit && c.Kind != colDebit) || seen[c.Kind] {
			return false
		}
		seen[c.Kind] = true
	}
	if !seen[colCredit] || !seen[colDebit] {
		return false
	}
	sc.recordTotal(l)
	sc.last, sc.pending = nil, nil
	return true
}
