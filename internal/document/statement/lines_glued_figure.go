package statement

import (
	"regexp"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// wordFigureRe is a word of running text run into the figure after it
// ("of2.90" in "ATM owner fee of2.90 charge by ONE"): a producer that
// sets its words apart by a narrow advance and draws no space glyph
// leaves the two as one word in the text layer. Only lower-case words
// of two letters or more qualify: a currency letter ("R100.00"), a code
// ("TXN12.50") or a reference in capitals is printed so on purpose.
var wordFigureRe = regexp.MustCompile(`^(\p{Ll}{2,})(\d{1,3}(?:,\d{3})*\.\d\d)$`)

// splitWordFigure parts such a word into the word and the figure, each
// with its share of the box by characters; ok is false for any other
// word.
func splitWordFigure(w pdftext.Word) ([]pdftext.Word, bool) {
	m := wordFigureRe.FindStringSubmatchIndex(w.Text)
	if m == nil {
		return nil, false
	}
	n := float64(utf8.RuneCountInString(w.Text))
	cut := w.X0 + (w.X1-w.X0)*float64(utf8.RuneCountInString(w.Text[:m[3]]))/n
	a, b := w, w
	a.Text, a.X1 = w.Text[:m[3]], cut
	b.Text, b.X0 = w.Text[m[3]:], cut
	return []pdftext.Word{a, b}, true
}
