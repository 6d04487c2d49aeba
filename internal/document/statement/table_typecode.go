package statement

import (
	"math"
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// A UK business current account prints one column headed "Payment type
// and details": the payment type code (DD, SO, BP, FPI, FPO, CR, VIS …)
// in a narrow sub-column of its own at the column's left edge, the
// details (one or two lines) set in after it. The code is the row's
// type, as a "Payment Type" column's value is, not part of its
// description (devblind3 uk-business taught it).

// typeAndDetailsRe is a description column's label that names the row's
// type first: "Payment type and details", "Type / Description".
var typeAndDetailsRe = regexp.MustCompile(`^(?:(?:payment|transaction|trans|txn)\s+)?type\s*(?:and|&|/)\s*(?:details|detail|description|particulars|narrative)$`)

// typeFirstLabel reports whether a header cell's text is such a label.
func typeFirstLabel(txt string) bool {
	t := strings.ToLower(foldConfusables(txt))
	t = strings.Join(strings.Fields(labelPunct.Replace(t)), " ")
	return typeAndDetailsRe.MatchString(t)
}

// ukPaymentCodes are the payment type codes UK banks print before a
// row's details: direct debit, standing order, bill payment, faster
// payment in / out, credit, debit, card (Visa, ")))" contactless),
// transfer, bank giro credit, cash machine, counter credit, online bill
// payment. CHQ is left out: "CHQ 100231" is a check's label and number,
// which the check-label rule reads.
var ukPaymentCodes = map[string]bool{
	"DD": true, "SO": true, "BP": true, "FPI": true, "FPO": true, "CR": true, "DR": true, "VIS": true,
	")))": true, "TFR": true, "BGC": true, "ATM": true, "CPT": true, "OBP": true, "DEB": true, "PAY": true,
	"IBP": true, "FP": true, "DDR": true, "STO": true, "CSH": true, "COR": true, "POS": true,
}

// leadingTypeCode reports whether the i-th word of a line, the first
// word of the row's text under a "Payment type and details" column c,
// is the payment type code in its own sub-column: a known code at the
// column's left edge, the details set in after it by more than a word
// space.
func leadingTypeCode(c column, ws []pdftext.Word, i int) bool {
	if !c.TypeFirst || i+1 >= len(ws) {
		return false
	}
	w := ws[i]
	if !ukPaymentCodes[w.Text] || math.Abs(w.X0-c.X0) > 2*math.Max(em(w), 4) {
		return false
	}
	return ws[i+1].X0-w.X1 >= 1.2*math.Max(em(w), 4)
}
