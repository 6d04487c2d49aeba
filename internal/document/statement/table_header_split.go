package statement

import (
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// splitDateDesc splits a header cell whose date and description labels
// are set as close as the words of one label ("Posting Date
// Description", "Date Description"): two columns, the date's left of the
// description's, as a table printed in a tight face heads them. Only
// that pair is split: "Transaction Date" or "Check Number" are one label.
func splitDateDesc(segs [][]pdftext.Word) [][]pdftext.Word {
	var out [][]pdftext.Word
	for _, s := range segs {
		split := false
		for i := len(s) - 1; i >= 1 && !split; i-- {
			left, right := joinWords(s[:i]), joinWords(s[i:])
			if classifyHeaderCell(left) == colDate && classifyHeaderCell(right) == colDesc &&
				!strings.Contains(strings.ToLower(right), "date") {
				out = append(out, s[:i], s[i:])
				split = true
			}
		}
		if !split {
			out = append(out, s)
		}
	}
	return out
}
