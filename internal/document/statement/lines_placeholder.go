package statement

import (
	"math"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// placeholderDots drops the full stops a text printer sets in the empty
// fields of a row: a print laid out in character columns marks an empty
// date, cheque or text field of a row's continuation line with a lone
// "." (". . CBINR52023010610 ." under "06/01/23 06/01/23 RTGS
// HONEYWELL S . -", Central Bank of India's statement laid into Word,
// field5). They are no text: left in, they join the description and put
// words in the date column of the lines that continue a row. A lone dot
// is a placeholder when it stands in a column of such dots — two or
// more lone dots on the page at one left edge, one of them set apart
// from the word before it (or opening its line) — so that a full stop
// typed one space after a word of a description ("12:11 . Pas:") stays.
// A line of nothing but placeholders is dropped.
func placeholderDots(ls []line) []line {
	type col struct {
		n     int
		apart bool
	}
	var cols []struct {
		x float64
		col
	}
	find := func(x float64) int {
		for i, c := range cols {
			if math.Abs(c.x-x) <= 1 {
				return i
			}
		}
		return -1
	}
	any := false
	for _, l := range ls {
		for i, w := range l.Words {
			if w.Text != "." {
				continue
			}
			any = true
			k := find(w.X0)
			if k < 0 {
				cols = append(cols, struct {
					x float64
					col
				}{x: w.X0})
				k = len(cols) - 1
			}
			cols[k].n++
			if i == 0 || w.X0-l.Words[i-1].X1 > 1.2*math.Max(em(w), 4) {
				cols[k].apart = true
			}
		}
	}
	if !any {
		return ls
	}
	// A column of dots at the left edge where lines of text begin with a
	// word is the text's own full stops, wrapped to the start of a line
	// (". Pas: 5xxxx9220", a Dutch card payment's description, field
	// nl_rabobank_inspire): a placeholder stands in an empty field, where
	// no line's text begins.
	for k := range cols {
		n := 0
		for _, l := range ls {
			if len(l.Words) > 0 && l.Words[0].Text != "." && math.Abs(l.Words[0].X0-cols[k].x) <= 1 {
				n++
			}
		}
		if n >= 2 {
			cols[k].apart = false
		}
	}
	placeholder := func(w pdftext.Word) bool {
		if w.Text != "." {
			return false
		}
		k := find(w.X0)
		return k >= 0 && cols[k].n >= 2 && cols[k].apart
	}
	out := ls[:0]
	for _, l := range ls {
		kept := l.Words[:0:0]
		for _, w := range l.Words {
			if !placeholder(w) {
				kept = append(kept, w)
			}
		}
		if len(kept) == 0 {
			continue
		}
		if len(kept) < len(l.Words) {
			l.Words = kept
			l.Y0, l.Y1 = kept[0].Y0, kept[0].Y1
			for _, w := range kept {
				l.Y0, l.Y1 = math.Min(l.Y0, w.Y0), math.Max(l.Y1, w.Y1)
			}
		}
		out = append(out, l)
	}
	return out
}
