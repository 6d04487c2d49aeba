package statement

import (
	"math"
	"strings"
)

// Rows dated on their second line.
//
// A neobank's export (Wise's "GBP statement", openhtmltopdf) prints no
// date column: its header is Description | Incoming | Outgoing | Amount,
// and each row is a cell of two or three lines — the title with the
// amount and the running balance ("Sent money to Sean Loh   -2,000.00
// 4,003.26"), then a line that opens with the date ("12 May 2026
// Transaction: TRANSFER-2129988211"), then more detail. The date on the
// line under a row's amounts is that row's; the rest of the line is its
// description. With separate Incoming and Outgoing columns, an "Amount"
// column right of both is the balance after the row: a table that sets
// money in and money out apart prints no third, signed amount (the
// statement's arithmetic decides, as everywhere).

// parseDatelessHeader reads a header line with no date column: a
// description, one credit and one debit column, and at most one Amount
// or Balance column right of them (then read as the balance).
func parseDatelessHeader(l line) (header, bool) {
	l = withoutRuleGlyphs(l)
	if len(l.Words) == 0 {
		return header{}, false
	}
	segs := segmentsGap(l, 0.6)
	if len(segs) < 3 || anyLabelDigit(segs) {
		return header{}, false
	}
	var h header
	seen := map[string]int{}
	for _, s := range segs {
		txt := joinWords(s)
		k := classifyHeaderCell(txt)
		if k == "" || len(strings.Fields(txt)) > 3 {
			return header{}, false
		}
		seen[k]++
		h.Cols = append(h.Cols, column{Kind: k, X0: s[0].X0, X1: s[len(s)-1].X1})
	}
	if seen[colDesc] != 1 || seen[colCredit] != 1 || seen[colDebit] != 1 || seen[colAmount]+seen[colBalance] > 1 || len(seen) != 3+seen[colAmount]+seen[colBalance] {
		return header{}, false
	}
	last := &h.Cols[len(h.Cols)-1]
	if seen[colAmount] == 1 {
		if last.Kind != colAmount {
			return header{}, false
		}
		last.Kind = colBalance
	}
	if h.Cols[0].Kind != colDesc {
		return header{}, false
	}
	h.Txn = true
	return h, true
}

// leadingDate reads a full date (with its year) opening l at the
// description column's left edge: its date and how many words it takes.
func leadingDate(l line, desc column, dp dateParser) (mdate, int, bool) {
	if len(l.Words) < 2 || math.Abs(l.Words[0].X0-desc.X0) > math.Max(em(l.Words[0]), 4) {
		return mdate{}, 0, false
	}
	d, n, ok := dp.parse(wordTexts(l.Words))
	if !ok || d.Year == 0 || n >= len(l.Words) {
		return mdate{}, 0, false
	}
	return d, n, true
}

// dateBelowRows reports a table under the dateless header h whose rows
// are so printed: at least two lines with a figure under a money column
// are followed by a line opening with a full date, and no line opens
// with a date and prints a figure too (a dated row of its own).
func dateBelowRows(lines []line, from int, h header, dp dateParser) bool {
	desc, _ := h.col(colDesc)
	n := 0
	for k := from; k < len(lines) && k < from+60; k++ {
		l := lines[k]
		if l.Furniture {
			continue
		}
		if _, _, ok := leadingDate(l, desc, dp); ok {
			if lineHasAmount(l) && moneyUnderHeader(l, h) {
				return false
			}
			if k > from && !lines[k-1].Furniture && lines[k-1].Page == l.Page && moneyUnderHeader(lines[k-1], h) {
				n++
			}
		}
	}
	return n >= 2
}

// moneyUnderHeader reports a figure with cents under one of h's money
// columns (a word's span meeting the column's, widened by an em).
func moneyUnderHeader(l line, h header) bool {
	for _, w := range l.Words {
		if _, ok := parseAmount(w.Text); !ok || !strings.Contains(w.Text, ".") {
			continue
		}
		for _, c := range h.Cols {
			switch c.Kind {
			case colCredit, colDebit, colAmount, colBalance:
				e := math.Max(em(w), 4)
				if overlap(w.X0, w.X1, c.X0-3*e, c.X1+e) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// dateBelow dates r, read from l without a date, by the line below it
// in a table whose rows print their date on their second line: the
// date's words are dropped from that line when it is read (dateSkip).
func (sc *scanner) dateBelow(r *row, l line) {
	next, ok := sc.next()
	if !ok || next.Page != l.Page || !adjacent(l, next) {
		return
	}
	desc, _ := sc.h.col(colDesc)
	d, n, ok := leadingDate(next, desc, sc.dp)
	if !ok {
		return
	}
	r.Date = d
	sc.dateSkip, sc.dateSkipWords = sc.li+1, n
}
