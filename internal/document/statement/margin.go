package statement

import (
	"unicode"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// marginGlyph reports whether a word is one glyph printed far smaller
// than the page's text (under half its median height): the digits of a
// control number stacked down the page margin, each glyph its own word.
// Lying at the height of a row, such a glyph would join the row and
// begin its description ("4 01/12 Card Purchase …"). Only the text layer
// is judged: its boxes run from the font's ascent to its descent, so a
// glyph of the body's face is never that small, while an OCR box is
// tight around the ink and a hyphen's is always small.
func marginGlyph(p pdftext.Page, w pdftext.Word, median float64) bool {
	if p.OCR || median <= 0 || w.Y1-w.Y0 >= 0.5*median || utf8.RuneCountInString(w.Text) != 1 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w.Text)
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '*'
}
