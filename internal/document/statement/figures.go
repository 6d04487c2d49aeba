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

// splitFigureTail reports the word at i as the tail of a figure split by
// a stray space: one or two digits in a money column, a word space or
// less right of a figure of the same column ('120 00', '2,291.2 9' in a
// typed look-alike, uk_santander_word). It is no text of the row: the
// description keeps 'MANDATE NO 0016' without the 9, and the figure is
// set aside as unreadable.
func splitFigureTail(h header, ws []pdftext.Word, i int) bool {
	w := ws[i]
	if i == 0 || len(w.Text) > 2 || !isDigits(w.Text) || !inMoneyColumn(h, w) {
		return false
	}
	p := ws[i-1]
	if !strings.ContainsAny(p.Text[len(p.Text)-1:], "0123456789") || !strings.ContainsAny(p.Text, "0123456789") {
		return false
	}
	if _, ok := parseAmount(p.Text); !ok && !malformedFigure(p.Text) && !isDigits(strings.NewReplacer(",", "", ".", "").Replace(p.Text)) {
		return false
	}
	a, _ := nearestCol(h, p)
	b, _ := nearestCol(h, w)
	return a.Kind == b.Kind && a.X0 == b.X0 && w.X0-p.X1 < 1.2*em(w)
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
