package statement

import (
	"math"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// sideNote reports a word printed far right of a table that has no
// description column: a checks list (Check number | Amount | Date paid |
// Reference number) with a note set beside its last row ("There are 3
// checks listed totaling 331.22"). Such a table's rows have no text of
// their own beyond their cells, and a word several ems past its last
// column belongs to the page, not to the row beside it.
func sideNote(h header, w pdftext.Word) bool {
	if _, ok := h.col(colDesc); ok || len(h.Cols) == 0 {
		return false
	}
	right := math.Inf(-1)
	for _, c := range h.Cols {
		right = math.Max(right, c.X1)
	}
	return w.X0-right > 6*math.Max(em(w), 4)
}
