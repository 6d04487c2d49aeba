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
				!strings.Contains(strings.ToLower(right), "date") || balanceBeforeDesc(left, right) {
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

// balanceBeforeDesc reports a balance label set as close to the
// description's label right of it as the words of one label ("Balance
// Description"): a word-processed statement that prints the description
// last, right after the balance column, heads them so.
func balanceBeforeDesc(left, right string) bool {
	return classifyHeaderCell(left) == colBalance && classifyHeaderCell(right) == colDesc &&
		!strings.Contains(strings.ToLower(right), "balance")
}
