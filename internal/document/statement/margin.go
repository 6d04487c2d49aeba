package statement

import (
	"math"
	"sort"
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

// verticalRun marks the words of text set down the page one glyph to a
// line: a control number or a mail code turned on its side in the margin
// ("8001-00000", a Code 39 "*8001*"). Each glyph is a word of its own,
// its box wider than tall (the glyph's height lies across the page), the
// boxes touching one above the other at one left edge. Four or more in
// such a run are no text of the rows beside them, which they would
// otherwise begin ("8 12/01 190.00 DEPOSIT").
func verticalRun(p pdftext.Page) map[int]bool {
	var cand []int
	for i, w := range p.Words {
		wd, ht := w.X1-w.X0, w.Y1-w.Y0
		if utf8.RuneCountInString(w.Text) == 1 && ht > 0 && wd > 1.2*ht {
			cand = append(cand, i)
		}
	}
	if len(cand) < 4 {
		return nil
	}
	sort.Slice(cand, func(a, b int) bool {
		wa, wb := p.Words[cand[a]], p.Words[cand[b]]
		if math.Abs(wa.X0-wb.X0) > 0.5 {
			return wa.X0 < wb.X0
		}
		return wa.Y0 < wb.Y0
	})
	out := map[int]bool{}
	run := []int{cand[0]}
	flush := func() {
		if len(run) >= 4 {
			for _, i := range run {
				out[i] = true
			}
		}
	}
	for _, i := range cand[1:] {
		prev, w := p.Words[run[len(run)-1]], p.Words[i]
		if math.Abs(w.X0-prev.X0) <= 0.5 && math.Abs(w.Y0-prev.Y1) <= 1 {
			run = append(run, i)
			continue
		}
		flush()
		run = []int{i}
	}
	flush()
	return out
}
