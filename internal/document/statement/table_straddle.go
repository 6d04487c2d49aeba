package statement

import (
	"math"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// parseStraddledHeader recognises a one-line header with a vertically
// centred table row's cell that wraps: the wrapped label's halves sit
// just above and just below the other labels ("Debit/" over "Credit",
// straddling "Date Description Category Amount Status"), so the middle
// line alone reads as a header that misses that column. The halves are
// joined into one cell set into the middle line, and the header is kept
// when it is a transaction table with the extra column.
func parseStraddledHeader(top, mid, bot line) (header, bool) {
	if top.Page != mid.Page || bot.Page != mid.Page || len(top.Words) > 3 || len(bot.Words) > 3 {
		return header{}, false
	}
	// The halves touch the middle line's band: a centred cell, not a
	// title above the table or a first row below it.
	if top.Y1 < mid.Y0-0.3*mid.height() || bot.Y0 > mid.Y1+0.3*mid.height() {
		return header{}, false
	}
	for _, l := range []line{top, bot} {
		if strings.ContainsAny(l.text(), "0123456789") || lineHasAmount(l) {
			return header{}, false
		}
	}
	if h, ok := staggeredCells(top, mid, bot); ok {
		return h, true
	}
	x0, x1 := top.Words[0].X0, top.Words[len(top.Words)-1].X1
	bx0, bx1 := bot.Words[0].X0, bot.Words[len(bot.Words)-1].X1
	if overlap(x0, x1, bx0, bx1) <= 0 {
		return header{}, false // one cell's two halves are stacked
	}
	for _, w := range mid.Words {
		if overlap(w.X0, w.X1, min(x0, bx0), max(x1, bx1)) > 0 {
			return header{}, false // the halves sit in a gap of the middle line
		}
	}
	midH, ok := parseHeader(mid)
	if !ok {
		return header{}, false
	}
	if h, ok := straddledPairs(top, mid, bot, midH); ok {
		return h, true
	}
	// The joined cell is a column of its own even where it nearly
	// touches its neighbour (a narrow column set close to the next).
	cell := pdftext.Word{Text: top.text() + " " + bot.text(), X0: min(x0, bx0), X1: max(x1, bx1),
		Y0: mid.Y0, Y1: mid.Y1, FontSize: mid.Words[0].FontSize, FontName: mid.Words[0].FontName}
	for _, gap := range []float64{0.6, 0.75, 1} {
		segs := segmentsGap(mid, gap)
		at := sort.Search(len(segs), func(i int) bool { return segs[i][0].X0 > cell.X0 })
		segs = append(segs[:at], append([][]pdftext.Word{{cell}}, segs[at:]...)...)
		if h, ok := headerFromSegments(segs); ok && h.Txn && len(h.Cols) == len(midH.Cols)+1 {
			return h, true
		}
	}
	return header{}, false
}

// mergeAboveHeader reads a header whose top line is the first half of
// some labels ("Customer Reference /" over "Memo", "Tran" over "Code")
// while the bottom line alone reads as a header: each column's label is
// both lines' text over it, so "Memo" under "Customer Reference /" is a
// reference column, not a second description.
func mergeAboveHeader(top, bottom line) (header, bool) {
	hb, ok := parseHeader(bottom)
	if !ok || !hb.Txn {
		return header{}, false
	}
	segs := segmentsGap(top, 0.6)
	l := bottom
	l.Words = nil
	for _, c := range hb.Cols {
		var label []string
		x0, x1 := c.X0, c.X1
		for _, s := range segs {
			if overlap(s[0].X0, s[len(s)-1].X1, c.X0, c.X1) > 0 {
				label = append(label, joinWords(s))
				x0, x1 = min(x0, s[0].X0), max(x1, s[len(s)-1].X1)
			}
		}
		var under []string
		for _, w := range bottom.Words {
			if overlap(w.X0, w.X1, c.X0, c.X1) > 0 {
				under = append(under, w.Text)
			}
		}
		label = append(label, under...)
		l.Words = append(l.Words, pdftext.Word{Text: strings.Join(label, " "), X0: x0, X1: x1, Y0: top.Y0, Y1: bottom.Y1, FontSize: bottom.Words[0].FontSize})
	}
	h, ok := parseHeaderCells(l)
	if !ok || !h.Txn || len(h.Cols) != len(hb.Cols) {
		return header{}, false
	}
	return h, true
}

// straddledPairs reads halves that are several cells side by side: "DB"
// and "Serial" above the other labels, "Amount" and "Num" below them (a
// BAI2 report's "DB Amount" and "Serial Num" columns, both wrapped). Each
// top cell joins the bottom cell under it; joined into one cell, the two
// labels made a column of neither kind.
func straddledPairs(top, mid, bot line, midH header) (header, bool) {
	ts, bs := segmentsGap(top, 0.6), segmentsGap(bot, 0.6)
	if len(ts) < 2 || len(ts) != len(bs) {
		return header{}, false
	}
	var cells []pdftext.Word
	for k := range ts {
		t, b := ts[k], bs[k]
		x0, x1 := min(t[0].X0, b[0].X0), max(t[len(t)-1].X1, b[len(b)-1].X1)
		if overlap(t[0].X0, t[len(t)-1].X1, b[0].X0, b[len(b)-1].X1) <= 0 {
			return header{}, false
		}
		cells = append(cells, pdftext.Word{Text: joinWords(t) + " " + joinWords(b), X0: x0, X1: x1,
			Y0: mid.Y0, Y1: mid.Y1, FontSize: mid.Words[0].FontSize, FontName: mid.Words[0].FontName})
	}
	for _, gap := range []float64{0.6, 0.75, 1} {
		segs := segmentsGap(mid, gap)
		for _, cell := range cells {
			at := sort.Search(len(segs), func(i int) bool { return segs[i][0].X0 > cell.X0 })
			segs = append(segs[:at], append([][]pdftext.Word{{cell}}, segs[at:]...)...)
		}
		if h, ok := headerFromSegments(segs); ok && h.Txn && len(h.Cols) == len(midH.Cols)+len(cells) {
			return h, true
		}
	}
	return header{}, false
}

// staggeredCells reads a header set on three staggered lines (SBI's
// statement: "Value Date" and "Cheque" raised half a line above "Post
// Date  Description  Debit  Credit  Balance", "No/Reference" half a line
// below): each raised cell that a lowered one overlaps is one label with
// it ("Cheque No/Reference"), the others are labels of their own ("Value
// Date"), and every such cell sits in a gap of the middle line. The
// header is kept when it is a transaction table with all of them.
func staggeredCells(top, mid, bot line) (header, bool) {
	midH, ok := parseHeader(mid)
	if !ok || !midH.Txn {
		return header{}, false
	}
	ts, bs := segmentsGap(top, 0.6), segmentsGap(bot, 0.6)
	used := make([]bool, len(bs))
	var cells []pdftext.Word
	cell := func(text string, x0, x1 float64) pdftext.Word {
		return pdftext.Word{Text: text, X0: x0, X1: x1, Y0: mid.Y0, Y1: mid.Y1, FontSize: mid.Words[0].FontSize, FontName: mid.Words[0].FontName}
	}
	for _, t := range ts {
		tx0, tx1 := t[0].X0, t[len(t)-1].X1
		text, x0, x1 := joinWords(t), tx0, tx1
		for k, b := range bs {
			if !used[k] && overlap(tx0, tx1, b[0].X0, b[len(b)-1].X1) > 0 {
				used[k] = true
				text += " " + joinWords(b)
				x0, x1 = min(x0, b[0].X0), max(x1, b[len(b)-1].X1)
			}
		}
		cells = append(cells, cell(text, x0, x1))
	}
	for k, b := range bs {
		if !used[k] {
			cells = append(cells, cell(joinWords(b), b[0].X0, b[len(b)-1].X1))
		}
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i].X0 < cells[j].X0 })
	for _, c := range cells {
		if classifyHeaderCell(c.Text) == "" {
			return header{}, false
		}
		for _, w := range mid.Words {
			if overlap(w.X0, w.X1, c.X0, c.X1) > 0 {
				return header{}, false
			}
		}
	}
	for _, gap := range []float64{0.6, 0.75, 1} {
		segs := segmentsGap(mid, gap)
		for _, c := range cells {
			at := sort.Search(len(segs), func(i int) bool { return segs[i][0].X0 > c.X0 })
			segs = append(segs[:at], append([][]pdftext.Word{{c}}, segs[at:]...)...)
		}
		if h, ok := headerFromSegments(segs); ok && h.Txn && len(h.Cols) == len(midH.Cols)+len(cells) {
			return h, true
		}
	}
	return header{}, false
}

// amountsOverlapBelow reports a line that is only a date whose row's
// amounts sit on the next line, set half a line lower so that the two
// overlap (SBI's post date above the line of the value date, the text and
// the amounts): the date is that row's.
func (sc *scanner) amountsOverlapBelow(l line, dateCol column) bool {
	next, ok := sc.next()
	if !ok || !overlapsBelow(l, next) || !sc.lineHasTxnAmount(next) {
		return false
	}
	_, _, dated := dateInColumn(next, dateCol, sc.dp)
	return !dated
}

// balanceMarkWord reports a lone "CR" or "DR", the last word of a row's
// line, under the Balance column: the mark of a balance whose figure the
// row prints on the line above (SBI's large balances: "11,00,658.09" on
// the block's first line, "CR" beside the amount on the next), no word
// of the description.
func balanceMarkWord(h header, ws []pdftext.Word, i int) bool {
	w := ws[i]
	if i != len(ws)-1 || !strings.EqualFold(w.Text, "CR") && !strings.EqualFold(w.Text, "DR") {
		return false
	}
	bal, ok := h.col(colBalance)
	if !ok {
		return false
	}
	e := math.Max(em(w), 4)
	return w.X1 > bal.X0-e && w.X0 < bal.X1+3*e
}
