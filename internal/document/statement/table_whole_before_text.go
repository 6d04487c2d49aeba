package statement

import (
	"math"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// wholeBeforeText reports a whole figure ("2") printed between a money
// column and the description column to its right, ending before the
// description's label starts: a spreadsheet's amount cell, right-aligned
// past its label's right edge like the column's other figures, with the
// description's cell set right after it. The description's own words
// start at its left edge, so a figure that ends before that edge is no
// word of it.
func wholeBeforeText(h header, w pdftext.Word, desc column) bool {
	m, ok := nearestCol(h, w, colAmount, colCredit, colDebit, colBalance)
	return ok && m.X1 < desc.X0 && w.X0 >= m.X0 && w.X1 <= desc.X0-1
}

// wholeShortOf reports a whole figure ("402") that ends well left of the
// money column nearest to it: more than the label's width (and an em)
// short of the label's left edge, so neither right-aligned under it, nor
// left-aligned, nor centred. It is a word of the description that runs
// towards the money columns ("V3730 04/08 Paypal * Expressvpn   402" over
// "-935-77 24013962217 .... 19.59": a phone number wrapped), not the
// row's amount, which a statement whose figures print cents sets in its
// column.
// The caller asks it only of a figure that ends its line: "16 item(s)
// totaling $2,288,779.56" under its section keeps its count, which the
// section's total rules read. Only in the gap between a description
// column and the money column
// after it: a figure under another column (a draft number) is never
// judged so.
func wholeShortOf(h header, w pdftext.Word, c column) bool {
	if w.X1 >= c.X0-math.Max(c.X1-c.X0, em(w)) {
		return false
	}
	desc, ok := h.col(colDesc)
	if !ok || desc.X0 > w.X0 || desc.X1 > c.X0 {
		return false
	}
	for _, o := range h.Cols {
		if o.X0 > desc.X1 && o.X0 < c.X0 {
			return false // another column between them
		}
	}
	return true
}
