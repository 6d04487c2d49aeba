package statement

import "github.com/docanalysis/service/internal/document/pdftext"

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
