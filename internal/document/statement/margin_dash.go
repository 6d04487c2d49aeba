package statement

import (
	"math"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// codeDashes marks the separators of a control code set on its side down
// the page margin ("E-0", "S-1", "I-2" beside the rows, one glyph to a
// word): the code's letters and digits are margin glyphs (marginGlyph),
// and its dash, as small and at their left edge right above or below one
// of them, is part of the same code. Left in, it would join the row it
// lies beside ("… FROM ORANGE EVERYDAY 316899736 -"). A dash of the body's
// face, or one away from such glyphs, is text and stays.
func codeDashes(p pdftext.Page, median float64) map[int]bool {
	if p.OCR || median <= 0 {
		return nil
	}
	var glyphs []pdftext.Word
	for _, w := range p.Words {
		if marginGlyph(p, w, median) {
			glyphs = append(glyphs, w)
		}
	}
	if len(glyphs) == 0 {
		return nil
	}
	var out map[int]bool
	for i, w := range p.Words {
		h := w.Y1 - w.Y0
		if h >= 0.5*median || strings.Trim(w.Text, "-–—./:") != "" || len([]rune(w.Text)) != 1 {
			continue
		}
		for _, g := range glyphs {
			gh := g.Y1 - g.Y0
			near := math.Max(h, gh)
			if math.Abs(g.X0-w.X0) <= near && (math.Abs(g.Y0-w.Y1) <= near || math.Abs(w.Y0-g.Y1) <= near) {
				if out == nil {
					out = map[int]bool{}
				}
				out[i] = true
				break
			}
		}
	}
	return out
}
