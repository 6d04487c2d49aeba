package statement

import (
	"regexp"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Dates run into the word after them.
//
// A fixed-width branch report (Indian Overseas Bank's REP27 register,
// printed to PDF) sets the date column edge to edge with the next one:
// "16-04-2019S47177939" is the row's date and its transaction id, and
// "Report for the Period :01-04-2019TO31-03-2025" its period. A full
// numeric date (four-digit year) run into a word that starts with a
// letter is two words, and two dates joined by "TO" are a range; a
// label's colon run into the date is a word of its own.

var (
	// gluedDateRe is a full numeric date run into an identifier.
	gluedDateRe = regexp.MustCompile(`^:?(\d{1,2}[-/.]\d{1,2}[-/.]\d{4})[A-Za-z][A-Za-z0-9]*$`)
	// gluedRangeRe is two full numeric dates joined by "to".
	gluedRangeRe = regexp.MustCompile(`^:?(\d{1,2}[-/.]\d{1,2}[-/.]\d{4})((?i:to))(\d{1,2}[-/.]\d{1,2}[-/.]\d{4})$`)
)

// splitGluedDate parts such a word at the date's end (and a range at its
// "to"), each part with its share of the box by characters.
func splitGluedDate(w pdftext.Word) ([]pdftext.Word, bool) {
	var cuts []int
	if m := gluedRangeRe.FindStringSubmatchIndex(w.Text); m != nil {
		cuts = []int{m[3], m[5]}
	} else if m := gluedDateRe.FindStringSubmatchIndex(w.Text); m != nil {
		cuts = []int{m[3]}
	} else {
		return nil, false
	}
	if w.Text[0] == ':' {
		// "Period :01-04-2019TO…": the label's colon run into the date.
		cuts = append([]int{1}, cuts...)
	}
	n := float64(utf8.RuneCountInString(w.Text))
	at := func(i int) float64 {
		return w.X0 + (w.X1-w.X0)*float64(utf8.RuneCountInString(w.Text[:i]))/n
	}
	var out []pdftext.Word
	start := 0
	for _, c := range append(cuts, len(w.Text)) {
		p := w
		p.Text, p.X0, p.X1 = w.Text[start:c], at(start), at(c)
		out = append(out, p)
		start = c
	}
	return out, true
}
