package statement

import (
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// accountingSign glues the currency sign of a spreadsheet's accounting
// format to its figure: Excel, LibreOffice and their PDF exports set the
// "$" flush with the cell's left edge and the figure flush with its right
// ("$      4,192.18", "$   (1,250.00)", "$      -" for zero), so the sign is a word of its
// own far from the figure, with nothing between them. It reports whether
// ws[i] is such a sign; then it has rewritten ws[i+1] to carry it, keeping
// the figure's own position (the column is where the figure sits, not
// where the cell begins), and ws[i] is to be dropped.
//
// A sign close to its figure is mergeMoney's ordinary case; this one
// takes any distance, since a lone "$" followed directly by a figure is
// never description text.
func accountingSign(ws []pdftext.Word, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	w, n := ws[i], ws[i+1]
	if w.Text != "$" && w.Text != "£" && w.Text != "€" {
		return false
	}
	if n.X0 <= w.X1 || strings.ContainsAny(n.Text, "$£€") {
		return false
	}
	if n.Text == "-" || n.Text == "–" {
		// "$      -": the accounting format's zero, an empty cell; the
		// dash alone is what a money column reads as one.
		return true
	}
	if _, ok := parseAmount(n.Text); !ok {
		return false
	}
	if strings.HasPrefix(n.Text, "(") {
		// "$ (1,250.00)": the parenthesis opens the figure, the sign
		// goes inside it.
		n.Text = "(" + w.Text + n.Text[1:]
	} else {
		n.Text = w.Text + n.Text
	}
	ws[i+1] = n
	return true
}
