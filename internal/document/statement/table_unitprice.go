package statement

import (
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// A table of the period's fees may price each one ("Date | Quantity |
// Unit Charge | Description  …  -$15.00"): the count and the price per
// item are figures of the fee, not its amount nor its description, and
// the amount — quantity times price — is printed right of the labels
// under no label of its own.
var (
	quantityLabelRe  = regexp.MustCompile(`^(quantity|qty|qty\.|volume|units|no\. of items|number of items)$`)
	unitPriceLabelRe = regexp.MustCompile(`^(unit (charge|price|fee|cost|rate)|price per item|per item( charge| fee)?|rate per item)$`)
)

// pricedLabel reports whether a folded, lower-case label heads a fee
// table's count or price-per-item column.
func pricedLabel(t string) bool {
	return quantityLabelRe.MatchString(t) || unitPriceLabelRe.MatchString(t)
}

// unitPriced reports whether a header's cells include a price-per-item
// column.
func unitPriced(segs [][]pdftext.Word) bool {
	for _, s := range segs {
		if unitPriceLabelRe.MatchString(strings.ToLower(joinWords(s))) {
			return true
		}
	}
	return false
}

// chargeColumn is the unlabelled amount column of a priced fee table:
// right of its last label, where the rows print quantity times price.
func chargeColumn(h header) column {
	x := 0.0
	for _, c := range h.Cols {
		x = max(x, c.X1)
	}
	return column{Kind: colAmount, X0: x + 1, X1: x + 2}
}
