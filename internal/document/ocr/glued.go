package ocr

import (
	"image"
	"strings"
	"unicode"
	"unicode/utf8"
)

// gluedGap is the widest run of blank columns, as a fraction of the
// words' height, between a label's colon and the word after it that
// still reads as no space: the colon's own side bearings and the next
// letter's. A printed space adds a quarter em, about a third of a
// capital's height (s300 longdesc_fpdf-core_decjan, Times at 9 points,
// 300 dpi: "INDN:HARBOR" 4 pixels of 27, the spaces of that line 11 and
// more).
const gluedGap = 0.25

// joinGlued joins a label and the value printed against its colon
// ("INDN:HARBOR", "ID:6814660950") that the engine returned as two
// words. The engine's boxes cannot tell: its box of the value may start
// a letter late, so that the gap between the boxes looks like a space
// (24 pixels for "INDN:" "HARBOR", where the ink is 4 apart and the
// line's spaces 11). The ink can: between the colon and the next word,
// the widest run of blank columns is a space's width or it is not.
// Statements print the same labels either way ("TYPE: SQ260107" with a
// space, "DES:ACH" without), so only the page's pixels decide.
func joinGlued(img *image.Gray, ws []RawWord, thr uint8) []RawWord {
	out := ws[:0:0]
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if i+1 < len(ws) && glued(img, w, ws[i+1], thr) {
			n := ws[i+1]
			w.Text += n.Text
			w.Box = w.Box.Union(n.Box)
			w.Conf = min(w.Conf, n.Conf)
			i++
		}
		out = append(out, w)
	}
	return out
}

// glued reports whether b follows label a on its line with no space
// printed between a's colon and b (see joinGlued).
func glued(img *image.Gray, a, b RawWord, thr uint8) bool {
	if a.Line != b.Line || !strings.HasSuffix(a.Text, ":") || alnum(a.Text) < 2 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(b.Text); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return false
	}
	h := max(a.Box.Dy(), b.Box.Dy())
	if h < 8 || b.Box.Min.X-a.Box.Max.X > h {
		return false
	}
	reach := int(0.4 * float64(h))
	x0, x1 := a.Box.Max.X-reach, b.Box.Min.X+reach
	y0, y1 := min(a.Box.Min.Y, b.Box.Min.Y), max(a.Box.Max.Y, b.Box.Max.Y)
	r := image.Rect(x0, y0, x1, y1).Intersect(img.Bounds())
	if r.Dx() < 2*reach {
		return false
	}
	widest, run, seen := 0, 0, false
	for x := r.Min.X; x < r.Max.X; x++ {
		ink := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			if img.Pix[img.PixOffset(x, y)] < thr {
				ink++
			}
		}
		if ink >= 2 {
			if seen {
				widest = max(widest, run)
			}
			seen, run = true, 0
			continue
		}
		run++
	}
	return seen && float64(widest) < gluedGap*float64(h)
}
