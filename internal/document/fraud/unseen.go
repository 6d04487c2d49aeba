package fraud

import (
	"strings"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdftext"
)

// Text that is on the page but is no line of it.
//
// An overprint is evidence when a figure has been typed over the figure
// it replaces, in the page's own direction and colour. Statements also
// draw text that no reader takes for a line of the page: a branch stamp
// set at an angle over the rows, a file name painted in white and
// clipped away, text in the invisible render mode. Another word lying on
// such text is how the page was composed, not an edit; the same words
// drawn upright and black over a figure still count.

// unseenText lists, per page number, the boxes (in the top-left page
// coordinates of pdftext words) of the texts the page draws rotated, in
// white, or invisibly.
func (e *env) unseenText() map[int][]pdfcontent.Rect {
	if e.st == nil {
		return nil
	}
	out := map[int][]pdfcontent.Rect{}
	for _, p := range e.st.Pages {
		if p.Drawing == nil {
			continue
		}
		top := p.MediaBox.Y1
		for _, t := range p.Drawing.Texts {
			if t.Codes == 0 || !t.Unseen {
				continue
			}
			b := t.Box
			out[p.Number] = append(out[p.Number], pdfcontent.Rect{X0: b.X0, Y0: top - b.Y1, X1: b.X1, Y1: top - b.Y0})
		}
	}
	return out
}

// inUnseen reports whether most of word w lies inside the boxes. A
// stamp is often set one glyph at a time, so the glyphs' boxes together
// cover the word (they barely overlap one another).
func inUnseen(w pdftext.Word, boxes []pdfcontent.Rect) bool {
	wb := pdfcontent.Rect{X0: w.X0, Y0: w.Y0, X1: w.X1, Y1: w.Y1}
	a := wb.Area()
	if a <= 0 {
		return false
	}
	covered := 0.0
	for _, b := range boxes {
		covered += wb.Intersect(b).Area()
		if covered >= 0.6*a {
			return true
		}
	}
	return false
}

// placeholders are what exporters print for an empty field before the
// field's value is drawn over it, or hide under a cell's background:
// "Opening null Balance". Covering one hides no value.
var placeholders = map[string]bool{"null": true, "nil": true, "undefined": true, "nan": true, "none": true, "n/a": true}

func isPlaceholder(s string) bool { return placeholders[strings.ToLower(strings.TrimSpace(s))] }

// placeholderAt reports whether the word PDFium reads at the drawn text
// box b (PDF space; top is the page's top edge) is a placeholder: the
// word whose box overlaps b the most.
func (e *env) placeholderAt(page int, top float64, b pdfcontent.Rect) bool {
	if e.doc == nil {
		return false
	}
	tb := pdfcontent.Rect{X0: b.X0, Y0: top - b.Y1, X1: b.X1, Y1: top - b.Y0}
	for _, p := range e.doc.Pages {
		if p.Number != page {
			continue
		}
		best, text := 0.0, ""
		for _, w := range p.Words {
			wb := pdfcontent.Rect{X0: w.X0, Y0: w.Y0, X1: w.X1, Y1: w.Y1}
			inter := wb.Intersect(tb).Area()
			if u := wb.Area() + tb.Area() - inter; u > 0 && inter/u > best {
				best, text = inter/u, w.Text
			}
		}
		return best >= 0.5 && isPlaceholder(text)
	}
	return false
}
