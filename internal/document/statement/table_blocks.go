package statement

import "math"

// Block rows. Online business accounts print their activity as a feed of
// two-line blocks rather than a table: the description and the signed
// amount on the first line, and under it the date, the kind of payment
// ("ACH credit", "Debit card ••2161") and the running balance, the two
// figures right-aligned on one edge:
//
//	ORION TECH PAYMENT INV8893                 +$1,759.08
//	Jan 2 · ACH credit                          $26,567.39
//
// No column header names the figures, and the dated line carries only
// the balance, so the table reader and the inferred layouts read the
// balance as the row's amount. readBlocks reads such a feed when it
// explains the statement's balances better.

// minBlocks is how many block rows make a feed (fewer are likelier to be
// a summary's lines).
const minBlocks = 3

// readBlocks reads the block rows of the lines: each dated line whose
// only figure is its last word, right under an undated line that ends
// with a figure on the same right edge (the row's amount; a leading
// sign gives its direction), with any figure-less lines right above
// that one continuing its description. The dated line's own text is
// the payment's kind, not part of the description. A $0.00 block (a
// waived fee) is a notice, not a row. ok is false when the lines hold
// fewer than minBlocks such blocks.
func readBlocks(lines []line, dp dateParser) (reading, bool) {
	var rows []row
	used := -1 // last line index consumed by a block
	for i := 1; i < len(lines); i++ {
		b := lines[i]
		if b.Furniture {
			continue
		}
		d, n, ok := dp.parse(wordTexts(b.Words))
		if !ok || n >= len(b.Words) {
			continue
		}
		bal, ok := lastFigure(b, n)
		if !ok {
			continue
		}
		// Up from the dated line: the description's wrapped lines, then
		// the line with the amount.
		var tail []string
		j, below := i-1, b
		for ; j > used; j-- {
			p := lines[j]
			if p.Furniture || p.Page != b.Page || below.Y0-p.Y1 > 0.8*p.height() {
				j = used
				break
			}
			if _, _, dated := dp.parse(wordTexts(p.Words)); dated || lineHasAmount(p) {
				break
			}
			tail = append(wordTexts(p.Words), tail...)
			below = p
		}
		if j <= used {
			continue
		}
		a := lines[j]
		if _, _, dated := dp.parse(wordTexts(a.Words)); dated || a.Furniture || a.Page != b.Page || below.Y0-a.Y1 > 0.8*a.height() {
			continue
		}
		amt, ok := lastFigure(a, 0)
		if !ok || len(a.Words) < 2 {
			continue
		}
		aw, bw := a.Words[len(a.Words)-1], b.Words[len(b.Words)-1]
		if math.Abs(aw.X1-bw.X1) > 0.5*em(aw)+1 {
			continue
		}
		desc := append(wordTexts(a.Words[:len(a.Words)-1]), tail...)
		// Description lines wrapped above the amount's line.
		for k := j - 1; k > used && k >= 0; k-- {
			p := lines[k]
			if p.Furniture || p.Page != a.Page || lineHasAmount(p) || a.Y0-p.Y1 > 0.8*p.height() ||
				math.Abs(p.Words[0].X0-a.Words[0].X0) > 1 {
				break
			}
			if _, _, dated := dp.parse(wordTexts(p.Words)); dated {
				break
			}
			desc = append(wordTexts(p.Words), desc...)
			a = p
		}
		used = i
		if amt.Cents == 0 {
			continue
		}
		if !amt.Neg && !amt.Plus {
			// An unsigned amount says nothing of its direction: not a feed
			// of signed amounts.
			return reading{}, false
		}
		dir := "credit"
		if amt.Neg {
			dir = "debit"
		}
		v := bal.Cents
		if bal.Neg {
			v = -v
		}
		rows = append(rows, row{Date: d, Desc: desc, Amount: amt, Dir: dir, DirSource: "sign", Balance: &v,
			Page: b.Page, Y1: b.Y1, Table: 1, Section: 1, descX0: a.Words[0].X0})
	}
	if len(rows) < minBlocks {
		return reading{}, false
	}
	return reading{rows: rows, totals: summaryTotals(lines, dp)}, true
}

// lastFigure returns the money figure that ends l when it is the only
// one among l's words from index from on.
func lastFigure(l line, from int) (amount, bool) {
	last := len(l.Words) - 1
	a, ok := parseAmount(l.Words[last].Text)
	if !ok {
		return amount{}, false
	}
	for _, w := range l.Words[from:last] {
		if _, isAmt := parseAmount(w.Text); isAmt {
			return amount{}, false
		}
	}
	return a, true
}

// preferBlocks returns the block-feed reading of the lines when there is
// one and its balances chain better than rd's: a feed read as a table
// takes each block's balance for its amount, and no balance follows.
func preferBlocks(lines []line, rd reading, dp dateParser) reading {
	br, ok := readBlocks(lines, dp)
	if ok && chainFit(br.rows) > chainFit(rd.rows) {
		// A daily-balance table is read the same whatever the rows are.
		br.daily = rd.daily
		return br
	}
	return rd
}
