package statement

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// endsInSubtotal reports whether a line's label ends in "Subtotal"
// ("Card 9536 Withdrawals Subtotal $ 2,621.26-"): a bank that prints one
// subsection per card or per kind closes each with its subtotal, the
// name first. No payee's description ends in the word.
func endsInSubtotal(l line) bool {
	ws := letterWords(l.Words)
	if len(ws) == 0 {
		return false
	}
	t := strings.ToLower(strings.TrimRight(ws[len(ws)-1], ":"))
	return t == "subtotal" || t == "sub-total"
}

// totalOfSubsections reports whether row i, a "Total …" row alone in its
// section, is the total of the subsections right before it — each closed
// by its own subtotal ("Card 9536 Withdrawals Subtotal", "Card 8910
// Withdrawals Subtotal", then "Total Card Withdrawals"): its amount is
// the sum of their rows. It looks back at most six sections.
func totalOfSubsections(rows []row, txns []txn, st *settled, i int) bool {
	var sum int64
	sec := rows[i].Section
	for j := i - 1; j >= 0; j-- {
		if !st.keep[j] || rows[j].totalWord || rows[j].Table > rows[i].Table {
			continue
		}
		if rows[j].Section != sec {
			if rows[i].Section-rows[j].Section > 6 {
				break
			}
			sec = rows[j].Section
		}
		sum += txns[j].Cents
		if sum == txns[i].Cents {
			// The sum must close at a section's first row: a run of
			// whole subsections, not part of one.
			return j == 0 || rows[j-1].Section != rows[j].Section
		}
		if sum > txns[i].Cents {
			break
		}
	}
	return false
}

// letterWords is the texts of the words that hold a letter: a total
// line's label wherever its words stand, without its figures.
func letterWords(ws []pdftext.Word) []string {
	var out []string
	for _, w := range ws {
		if strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
			out = append(out, w.Text)
		}
	}
	return out
}

// dropSubsectionTotals removes the "Total …" rows that total the
// subsections before them (see totalOfSubsections).
func dropSubsectionTotals(rows []row, txns []txn, st *settled) {
	for i, r := range rows {
		if !r.totalWord || !st.keep[i] || !r.totalKind {
			continue
		}
		alone := true
		for j := range rows {
			if j != i && st.keep[j] && rows[j].Section == r.Section && !rows[j].totalWord {
				alone = false
				break
			}
		}
		if alone && totalOfSubsections(rows, txns, st, i) {
			st.keep[i] = false
			st.notes = append(st.notes, fmt.Sprintf("row %q is the total of the subsections above it", txns[i].Desc))
		}
	}
}

// pageTotalLine reports whether a line is a page's own total ("Page
// subtotal: debits 5,531.64 credits 18,203.10", "Page total", "Subtotal
// this page"): a bank whose table runs over several sheets closes each
// sheet's part with the sums of its rows. It is neither a row nor the
// total of a section (the headerless continuation convention, devblind5).
func pageTotalLine(l line) bool {
	ws := letterWords(l.Words)
	if len(ws) < 2 {
		return false
	}
	norm := func(s string) string { return strings.ToLower(strings.TrimRight(s, ":")) }
	a, b := norm(ws[0]), norm(ws[1])
	isTot := func(s string) bool { return s == "subtotal" || s == "sub-total" || s == "total" || s == "totals" }
	if a == "page" && isTot(b) {
		return true
	}
	if isTot(a) && (b == "this" || b == "for") && len(ws) > 2 && norm(ws[2]) == "page" {
		return true
	}
	return isTot(a) && b == "page"
}
