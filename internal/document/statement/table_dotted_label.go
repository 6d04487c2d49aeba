package statement

import (
	"regexp"
	"strings"
)

// dottedAbbrevRe is a full stop closing an abbreviation with the next
// word set against it ("chq.no", "txn.date", "ref.no").
var dottedAbbrevRe = regexp.MustCompile(`([a-z])\.([a-z])`)

// dottedLabel names the column of a label whose abbreviations are run
// together with full stops and no space: "Chq.No." is "Chq. No.", a
// text printer's cheque-number column (Central Bank of India's statement
// laid into Word, field5), as "Txn.Date" is "Txn. Date". Asked only when
// the label as printed names no column.
func dottedLabel(t string) string {
	if !dottedAbbrevRe.MatchString(t) {
		return ""
	}
	return headerKind(strings.TrimSpace(dottedAbbrevRe.ReplaceAllString(t, "$1. $2")))
}
