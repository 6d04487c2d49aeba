package statement

import (
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// abbreviatedDirection reads a money column labelled by the two-letter
// abbreviations of a treasury portal's BAI2 report: "CR Amount" and "DB
// Amount" (or "DR Amount"), and "DB" alone when the label wraps ("DB"
// over "Amount"). Read as plain "amount" labels they were two amount
// columns, which is no transaction table; "DB" was no label at all.
func abbreviatedDirection(t string) string {
	f := strings.Fields(t)
	if len(f) == 0 || len(f) > 2 {
		return ""
	}
	if len(f) == 2 && f[1] != "amount" && f[1] != "amt" && f[1] != "amt." {
		return ""
	}
	switch strings.TrimSuffix(f[0], ".") {
	case "cr":
		return colCredit
	case "db", "dr":
		return colDebit
	}
	return ""
}

// typeGoesOn reports whether the i-th word of a row is more of the Type
// cell the word before it began: a kind of transaction wider than its
// label ("Commercial Deposit" under "BAI Type", its second word nearer
// the next column's label than its own) goes on past the label's right
// edge, a word's space after the word before it. A word nearest the
// description column is the description's: the two text columns are
// told apart by their labels.
func typeGoesOn(ws []pdftext.Word, i, labelCell, typeCell int, nearest column) bool {
	if i == 0 || labelCell != i-1 || typeCell != i-1 || nearest.Kind == colDesc || nearest.Kind == colType {
		return false
	}
	return sameCellGap(ws[i-1], ws[i])
}

// typeCellLine reports a line that is only a row's Type cell wrapped
// above or below its dated line ("ACH Debit Received" under "07/31/2025
// $200.00 … WORLD ACCEPTANCE CONC DEBIT 1479", "Deposited Item" over
// "Returned" around a centred row): no money, every word inside the Type
// column, touching a row's line. It is neither description nor a
// section's title: read as a title it ended the row above, whose
// description's last line ("NICHOLASVI") then opened the next row.
func (sc *scanner) typeCellLine(l line, dateCol column) bool {
	tc, ok := sc.h.col(colType)
	if !ok || sc.lineHasMoney(l) {
		return false
	}
	if _, _, dated := dateInColumn(l, dateCol, sc.dp); dated {
		return false
	}
	right := sc.h.rightOf(tc)
	if l.Words[0].X0 < tc.X0-4 || l.Words[0].X0 > tc.X1 || l.Words[len(l.Words)-1].X1 > right {
		return false
	}
	touches := func(o line) bool {
		return o.Page == l.Page && o.Y0 < l.Y1+0.3*l.height() && o.Y1 > l.Y0-0.3*l.height()
	}
	if sc.last != nil && touches(sc.lastLine) {
		return true
	}
	next, ok := sc.next()
	if !ok || !touches(next) {
		return false
	}
	_, _, dated := dateInColumn(next, dateCol, sc.dp)
	return dated
}
