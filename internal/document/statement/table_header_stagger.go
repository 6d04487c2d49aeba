package statement

import (
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// labelBreaks finds, in the words of a wrapped header sorted by left
// edge, the words that start a cell of their own although they stand
// closer to the label on their left than the usual column gap. A
// spreadsheet sets its cells edge to edge, so "Date" and "Reference"
// over "paid" and "number" leave less than the 0.6 em a typeset table
// leaves between columns; they are still two labels when a gap wider
// than a word space runs down every line of the pair at the same place,
// the words on each side stack on the same lines, and each side names a
// different column ("Date paid" a date, "Reference number" a
// reference). One label's words ("Transaction" over "Date") are stacked
// over each other, never split by such a gap.
func labelBreaks(ws []pdftext.Word, row map[pdftext.Word]int) map[pdftext.Word]bool {
	breaks := map[pdftext.Word]bool{}
	start := 0
	for start < len(ws) {
		// One cluster as parseWrappedHeader makes it.
		end := start + 1
		x1 := ws[start].X1
		for end < len(ws) && ws[end].X0 <= x1+0.6*math.Max(em(ws[end]), 6) {
			x1 = math.Max(x1, ws[end].X1)
			end++
		}
		from := start
		maxX1 := ws[start].X1
		for k := start + 1; k < end; k++ {
			w := ws[k]
			if w.X0-maxX1 >= 0.35*em(w) && twoLabels(ws[from:k], ws[k:end], row) {
				breaks[w] = true
				from = k
			}
			maxX1 = math.Max(maxX1, w.X1)
		}
		start = end
	}
	return breaks
}

// twoLabels reports whether the words left and right of a gap are two
// column labels printed on the same lines: each side reads as a column
// kind of its own.
func twoLabels(left, right []pdftext.Word, row map[pdftext.Word]int) bool {
	rows := func(ws []pdftext.Word) string {
		var rs []int
		for _, w := range ws {
			rs = append(rs, row[w])
		}
		sort.Ints(rs)
		var b strings.Builder
		for i, r := range rs {
			if i == 0 || r != rs[i-1] {
				b.WriteByte(byte('0' + r))
			}
		}
		return b.String()
	}
	if rows(left) != rows(right) {
		return false
	}
	text := func(ws []pdftext.Word) string {
		s := append([]pdftext.Word(nil), ws...)
		sort.SliceStable(s, func(i, j int) bool { return row[s[i]] < row[s[j]] })
		var t []string
		for _, w := range s {
			t = append(t, w.Text)
		}
		return strings.Join(t, " ")
	}
	if dateQualifierRe.MatchString(text(left)) && dateWordRe.MatchString(text(right)) {
		// "Value" and "date" a word space apart: one label, the value
		// date, though "Value" alone would name an amount column.
		return false
	}
	k1, k2 := classifyHeaderCell(text(left)), classifyHeaderCell(text(right))
	return k1 != "" && k2 != "" && k1 != k2
}

// dateQualifierRe is a word that says which date a "date" label is
// ("Value date", "Booking date"); dateWordRe the label's date word.
var (
	dateQualifierRe = regexp.MustCompile(`(?i)^(value|booking|book|posting|post|posted|transaction|trans|tran|txn|effective|eff|entry|settlement|process|processed)$`)
	dateWordRe      = regexp.MustCompile(`(?i)^(date|dt\.?)$`)
)
