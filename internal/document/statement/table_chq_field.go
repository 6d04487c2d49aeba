package statement

import (
	"regexp"
	"strings"
)

// chqFieldRe is the cheque-reference field that closes a description
// cell on a line of its own ("Chq: 508874407289", "Chq: 0", a bare
// "Chq:" where there is none, under each row of an Indian e-statement).
// Where a page break separates the field from its cell, it heads the
// next row's description.
var chqFieldRe = regexp.MustCompile(`(?i)^chq:\s*\d*\s+|\s+chq:\s*\d*$`)

// withoutChqField drops the cheque-reference field from a description: a
// reference number, kept out of the description like a reference
// column's.
func withoutChqField(d string) string {
	if len(d) < 4 || !strings.Contains(strings.ToLower(d), "chq:") {
		return d
	}
	return chqFieldRe.ReplaceAllString(d, "")
}
