package statement

import (
	"math"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// transactionTextColumn makes a header without a description column read
// its "Transaction …" column as the description ("Transaction Reference",
// "Transaction Remarks"): labelled as a reference, it is the only text
// column of the table, while the reference numbers have their own
// ("Ref.No./Chq.No.").
func transactionTextColumn(h *header, segs [][]pdftext.Word, seen map[string]int) {
	if seen[colDesc] > 0 || len(segs) != len(h.Cols) {
		return
	}
	for i, s := range segs {
		t := strings.ToLower(joinWords(s))
		if h.Cols[i].Kind == colOther && strings.HasPrefix(t, "transaction ") {
			h.Cols[i].Kind = colDesc
			seen[colOther]--
			seen[colDesc]++
			return
		}
	}
	// A "Transaction Type" column beside Deposit and Withdrawal columns
	// of their own and no other text column is where the rows' text is
	// printed ("ACH/PAYPAL" over "INST XFER"): the columns give the
	// direction, so the type is not needed for it, and a table of rows
	// always has a text column.
	if seen[colCredit] == 0 || seen[colDebit] == 0 || seen[colType] != 1 {
		return
	}
	for i, s := range segs {
		t := strings.Join(strings.Fields(strings.ToLower(joinWords(s))), " ")
		if h.Cols[i].Kind == colType && (t == "transaction type" || t == "tran type" || t == "trans type") {
			h.Cols[i].Kind = colDesc
			seen[colType]--
			seen[colDesc]++
			return
		}
	}
}

// emptyCellDash reports a lone "-" set apart from the text before it:
// how an export marks an empty cell (no reference, no debit), no part of
// the description. A dash one space after a word ("ITEM - DETAILS",
// "TRANSFER TO 4897692162094 -") is the text's own.
func emptyCellDash(ws []pdftext.Word, i int) bool {
	w := ws[i]
	if strings.Trim(w.Text, "-–") != "" {
		return false
	}
	return i == 0 || w.X0-ws[i-1].X1 > 1.2*math.Max(em(w), 4)
}

// nullCell is the word "null" an exporter prints for an empty field
// ("Opening null Balance"), overprinting the text around it: no text.
func nullCell(w pdftext.Word) bool { return w.Text == "null" }

// strayMark reports a lone bracket or flag glyph that no column's text
// owns: set apart between the money columns ("14.02  (  $1,491.46DR",
// a symbol font's tick drawn as "("), or in the margin left of the date
// column ("#  21 Feb Transfer from …", a legend's flag). It is no part of
// the description.
func strayMark(h header, dateCol column, ws []pdftext.Word, i int) bool {
	w := ws[i]
	if w.Text != "(" && w.Text != ")" && w.Text != "#" {
		return false
	}
	if w.X1 < dateCol.X0 && (i == 0 || dateCol.X0 <= firstColumnX0(h)) {
		return true
	}
	if i > 0 && w.X0-ws[i-1].X1 <= 1.2*math.Max(em(w), 4) {
		return false
	}
	c, ok := nearestCol(h, w)
	return ok && (c.Kind == colAmount || c.Kind == colDebit || c.Kind == colCredit || c.Kind == colBalance)
}

// firstColumnX0 is where the table's leftmost column begins. Left of the
// date column is the margin only when the date column comes first (or
// the mark starts the line): a mainframe print's "DESCRIPTION DEBITS
// CREDITS DATE BALANCE" has its description there, and the '#' of its
// "DEPOSIT # 2027" is text.
func firstColumnX0(h header) float64 {
	x := math.Inf(1)
	for _, c := range h.Cols {
		x = math.Min(x, c.X0)
	}
	return x
}
