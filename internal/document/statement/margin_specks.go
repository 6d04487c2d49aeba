package statement

import (
	"math"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// edgeSpecks marks the specks OCR reads in a scanned page's left margin:
// one- or two-glyph words ("8", "g", "^", "on") at the paper's edge,
// standing far left of the text of their line, down the page. A scanner
// leaves such marks along the edge (a fold, the feed rollers, a punched
// hole), and OCR reads them as letters and digits that would begin a
// row's description or a holder's name ("3 WORLD FINANCE CORPORATION").
// Three at least, at one left edge, make the band; a text layer has
// none.
func edgeSpecks(p pdftext.Page, median float64) map[int]bool {
	if !p.OCR || median <= 0 || p.Width <= 0 {
		return nil
	}
	var cand []int
	for i, w := range p.Words {
		if utf8.RuneCountInString(w.Text) > 2 || w.X1 > 0.08*p.Width {
			continue
		}
		// Far left of the next word on its line: no text of its own.
		alone := true
		for j, o := range p.Words {
			if j == i || o.X0 < w.X0 || math.Abs((o.Y0+o.Y1)/2-(w.Y0+w.Y1)/2) > 0.5*median {
				continue
			}
			if o.X0-w.X1 < 2.5*median {
				alone = false
				break
			}
		}
		if alone {
			cand = append(cand, i)
		}
	}
	out := map[int]bool{}
	for _, i := range cand {
		n := 0
		for _, j := range cand {
			if math.Abs(p.Words[i].X0-p.Words[j].X0) < 4 {
				n++
			}
		}
		if n >= 3 {
			out[i] = true
		}
	}
	return out
}
