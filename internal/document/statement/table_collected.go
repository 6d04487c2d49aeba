package statement

import (
	"regexp"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// secondBalanceRe names a balance column that is not the account's
// running ledger balance: commercial statements print the collected
// (ledger less uncollected deposits) or available balance beside it.
var secondBalanceRe = regexp.MustCompile(`(?i)\b(collected|available|avail\.?|float)\b`)

// demoteSecondBalances keeps one running balance when a header prints
// two balance columns ("Ledger Balance" and "Collected Balance"): the
// collected or available one differs from the ledger balance by the
// day's float, so the balance chain can only check the ledger one. The
// other becomes a column of its own that is neither money nor text. It
// changes nothing unless exactly one balance column is left.
func demoteSecondBalances(h *header, segs [][]pdftext.Word, seen map[string]int) {
	if seen[colBalance] < 2 {
		return
	}
	var second []int
	for i, c := range h.Cols {
		if c.Kind == colBalance && secondBalanceRe.MatchString(foldConfusables(joinWords(segs[i]))) {
			second = append(second, i)
		}
	}
	if seen[colBalance]-len(second) != 1 {
		return
	}
	for _, i := range second {
		h.Cols[i].Kind = colOther
	}
	seen[colBalance] -= len(second)
	seen[colOther] += len(second)
}
