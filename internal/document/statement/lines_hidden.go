package statement

import (
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// hiddenMarkup reports text printed too small for anyone to read: words
// of letters or digits under a fifth of the page's median height (one
// point beside seven-point text). Statement printers leave such markup in
// the text layer — "*start*checking summary" / "*end*checking
// summary*start*transaction history" between the sections, in 1 px
// white type — for their mailing systems; read as a line, its words
// ("summary") would close the transaction table that follows. Marks
// without letters or digits are kept: a minus sign's own box is that
// small when a font gives no ascent or descent.
func hiddenMarkup(w pdftext.Word, median float64) bool {
	if median <= 0 || w.Y1-w.Y0 >= 0.2*median {
		return false
	}
	return strings.IndexFunc(w.Text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}
