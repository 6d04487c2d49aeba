package statement

import (
	"math"
	"regexp"

	"github.com/docanalysis/service/internal/document/pdftext"
)

var (
	// wholeMoneyRe is the part of an amount before its decimal point.
	wholeMoneyRe = regexp.MustCompile(`^[-+(]?\$?\d{1,3}(?:,\d{3})*$|^[-+(]?\$?\d+$`)
	// centsRe is the decimal point and cents printed as a piece of their
	// own, with what may follow the figure.
	centsRe = regexp.MustCompile(`^\.\d\d(?:\)|-|CR|DR)?$`)
)

// joinCents glues the cents of an amount back to its whole part when the
// two were placed as separate pieces that touch ("430" and ".97" drawn
// cents first, so the pen moved back between them): on the page they
// read "430.97", with no space between. Words that are apart stay apart.
func joinCents(ws []pdftext.Word) []pdftext.Word {
	return joinPieces(ws, func(w, n pdftext.Word) bool {
		return wholeMoneyRe.MatchString(w.Text) && centsRe.MatchString(n.Text) &&
			math.Abs(n.X0-w.X1) <= 0.15*math.Max(em(w), 4)
	})
}

// joinPieces merges each word with the one after it when join says the
// two are pieces of one figure.
func joinPieces(ws []pdftext.Word, join func(w, n pdftext.Word) bool) []pdftext.Word {
	out := ws[:0:0]
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if i+1 < len(ws) && join(w, ws[i+1]) {
			n := ws[i+1]
			w.Text += n.Text
			w.X1 = math.Max(w.X1, n.X1)
			w.Y0, w.Y1 = math.Min(w.Y0, n.Y0), math.Max(w.Y1, n.Y1)
			i++
		}
		out = append(out, w)
	}
	return out
}

var (
	// pointMoneyRe is the part of an amount up to and with its decimal
	// point ("284."), when OCR set a space after the point.
	pointMoneyRe = regexp.MustCompile(`^[-+(]?\$?\d{1,3}(?:,\d{3})*\.$|^[-+(]?\$?\d+\.$`)
	// spacedCentsRe is the cents after such a point, with what may follow.
	spacedCentsRe = regexp.MustCompile(`^\d\d(?:\)|-|CR|DR)?$`)
)

// joinSpacedCents glues an amount that OCR split at its decimal point
// with a space ("284. 83-", "203 .64-" for 284.83- and 203.64-) on a page
// read by OCR: the two pieces are a word's space apart at most. A printed
// figure is never spaced so, and on a text layer joinCents alone applies.
func joinSpacedCents(ws []pdftext.Word) []pdftext.Word {
	return joinPieces(ws, func(w, n pdftext.Word) bool {
		split := wholeMoneyRe.MatchString(w.Text) && centsRe.MatchString(n.Text) ||
			pointMoneyRe.MatchString(w.Text) && spacedCentsRe.MatchString(n.Text)
		return split && n.X0-w.X1 >= 0 && n.X0-w.X1 <= 0.6*math.Max(em(w), 4)
	})
}
