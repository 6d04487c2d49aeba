package statement

import (
	"math"
	"unicode"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// headerSegments splits a header line into its segments (segments), except
// that in a fixed-width face one space between words never splits them. A
// fixed-width face spaces its words a whole glyph apart, and the mailing
// block of a print stream is often set in one (OCR-B, Courier) with glyph
// boxes drawn tight: the em estimated from their height is then below the
// advance, and a single space read as a gap between cells ("AD" and
// "BAGELS LLC" over Truist's mailing address, field6). Two spaces or more
// still split.
func headerSegments(l line) [][]pdftext.Word {
	adv, ok := fixedPitch(l.Words)
	if !ok {
		return segments(l)
	}
	return splitWhere(l.Words, func(prev, w pdftext.Word) bool {
		return w.X0-prev.X1 > math.Max(math.Max(1.2*math.Max(em(prev), em(w)), 3), 1.5*adv)
	})
}

// fixedPitch reports whether a line's words are set in a fixed-width face,
// and its advance: at least three words of letters (figures are of equal
// width in most proportional faces too), eight letters in all, whose widths
// per character agree within 8 %. Proportional capitals differ by more
// ("LLC" against "AD").
func fixedPitch(ws []pdftext.Word) (float64, bool) {
	lo, hi, sum := math.Inf(1), 0.0, 0.0
	words, chars := 0, 0
	for _, w := range ws {
		n := utf8.RuneCountInString(w.Text)
		if n < 2 || !allLetters(w.Text) {
			continue
		}
		per := (w.X1 - w.X0) / float64(n)
		lo, hi = math.Min(lo, per), math.Max(hi, per)
		sum += w.X1 - w.X0
		words++
		chars += n
	}
	if words < 3 || chars < 8 || hi > 1.08*lo {
		return 0, false
	}
	return sum / float64(chars), true
}

func allLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}
