package statement

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// A figure the statement prints but no reading can read — "2,540.BB",
// "2,7843.55", "31,82.76" in a balance column — is still a figure of the
// statement: the checks it would take part in cannot be made, so a
// reading that passes every check it could make is not thereby verified.
// Such a word is set aside from the description (it is not text of the
// row) and the reading says which rows carry one.

// malformedFigureRe is a word shaped like an amount: digits with
// separators, ending in a separator and one or two digits or letters.
var malformedFigureRe = regexp.MustCompile(`^[(\-+−]?[$£€]?\d[\d,.]*[.,][0-9A-Za-z]{1,2}[)\-]?$`)

// malformedFigure reports a word shaped like an amount that is not one.
func malformedFigure(s string) bool {
	if !malformedFigureRe.MatchString(s) {
		return false
	}
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	if digits < 3 {
		return false
	}
	_, ok := parseAmount(s)
	return !ok
}

// inMoneyColumn reports a word printed inside one of the header's money
// columns, not merely nearer to it than to the text.
func inMoneyColumn(h header, w pdftext.Word) bool {
	c, ok := nearestCol(h, w)
	if !ok {
		return false
	}
	switch c.Kind {
	case colAmount, colCredit, colDebit, colBalance:
		return overlap(w.X0, w.X1, c.X0-6, c.X1+6) > 0
	}
	return false
}

// checkFigures reports the rows that print a figure in a money column
// that could not be read. It is present only when some do.
func checkFigures(rows []row) (result.Check, bool) {
	var bad []string
	n := 0
	for _, r := range rows {
		if len(r.unreadable) == 0 {
			continue
		}
		n++
		if len(bad) < 3 {
			bad = append(bad, fmt.Sprintf("page %d %q: %s", r.Page, strings.Join(r.Desc, " "), strings.Join(r.unreadable, " ")))
		}
	}
	if n == 0 {
		return result.Check{}, false
	}
	return result.Check{Name: "figures_read", Passed: false, Checked: len(rows), Failed: n,
		Detail: fmt.Sprintf("%d rows print a figure in a money column that is not a readable amount: %s", n, strings.Join(bad, "; "))}, true
}
