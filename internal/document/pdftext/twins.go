package pdftext

import (
	"math"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// A statement may print the same line twice, one under the other: two
// identical fees charged the same day ("OVERDRAFT ITEM FEE ($36/ITEM)"
// on two rows, field6 us_truist_dynbiz_bagels). PDFium's text page drops
// a text object whose characters repeat one of the few text objects drawn
// before it when the two lie within an eighth of the earlier object's
// larger side — a test meant for the overprinted copies that fake a bold
// face, but for a long line its width lets a copy a whole line lower
// through, and the second row loses its description. restoreTwins puts
// such a line back: a text object that holds no extracted word, whose box
// has the size of an earlier text object's box that does, and which lies
// at least half its own height above or below that box (an overprint lies
// on it), is that object's copy; its words are the earlier object's words
// moved by the difference of the two boxes. poppler keeps both lines.

// twinWindow is how many text objects before a dropped one are searched
// for its twin (PDFium compares with the previous five).
const twinWindow = 8

type textBox struct {
	x0, x1, y0, y1 float64 // as shown, origin top left
	words          []int   // indices of the extracted words inside the box
}

// restoreTwins appends to words the lines PDFium dropped as duplicates.
func restoreTwins(inst pdfium.Pdfium, page requests.Page, tp references.FPDF_TEXTPAGE, rot int, w, h float64, words []Word) []Word {
	cnt, err := inst.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: page})
	if err != nil || cnt.Count < 2 || cnt.Count > 20000 {
		return words
	}
	var boxes []textBox
	var added []Word
	for i := 0; i < cnt.Count; i++ {
		o, err := inst.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: page, Index: i})
		if err != nil {
			continue
		}
		t, err := inst.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: o.PageObject})
		if err != nil || t.Type != enums.FPDF_PAGEOBJ_TEXT {
			continue
		}
		b, err := inst.FPDFPageObj_GetBounds(&requests.FPDFPageObj_GetBounds{PageObject: o.PageObject})
		if err != nil {
			continue
		}
		var tb textBox
		tb.x0, tb.x1, tb.y0, tb.y1 = shown(rot, w, h, float64(b.Left), float64(b.Right), float64(b.Bottom), float64(b.Top))
		tb.words = wordsWithin(words, tb)
		if len(tb.words) == 0 {
			if twin := findTwin(boxes, tb); twin != nil && dropped(inst, tp, o.PageObject) {
				dx, dy := tb.x0-twin.x0, tb.y0-twin.y0
				for _, k := range twin.words {
					c := words[k]
					c.X0, c.X1, c.Y0, c.Y1 = c.X0+dx, c.X1+dx, c.Y0+dy, c.Y1+dy
					added = append(added, c)
				}
			}
		}
		boxes = append(boxes, tb)
	}
	return append(words, added...)
}

// dropped reports a text object none of whose characters is in the text
// page (an object of spaces, or one whose glyphs joined a neighbour's
// word, has some).
func dropped(inst pdfium.Pdfium, tp references.FPDF_TEXTPAGE, obj references.FPDF_PAGEOBJECT) bool {
	t, err := inst.FPDFTextObj_GetText(&requests.FPDFTextObj_GetText{PageObject: obj, TextPage: tp})
	return err == nil && t.Text == ""
}

// wordsWithin lists the words inside the box: across, wholly (a point of
// slack); down, by their middle (a word's loose box spans the font's
// ascent and descent, taller than the object's box).
func wordsWithin(words []Word, b textBox) []int {
	const slack = 1.0
	var in []int
	for k, w := range words {
		if mid := (w.Y0 + w.Y1) / 2; w.X0 >= b.x0-slack && w.X1 <= b.x1+slack && mid >= b.y0 && mid <= b.y1 {
			in = append(in, k)
		}
	}
	return in
}

// findTwin returns the text object, among the few drawn before, that the
// wordless box b copies one line away, or nil.
func findTwin(boxes []textBox, b textBox) *textBox {
	if b.y1 <= b.y0 || b.x1 <= b.x0 {
		return nil
	}
	bw, bh := b.x1-b.x0, b.y1-b.y0
	for k := len(boxes) - 1; k >= 0 && k >= len(boxes)-twinWindow; k-- {
		p := &boxes[k]
		if len(p.words) == 0 {
			continue
		}
		pw, ph := p.x1-p.x0, p.y1-p.y0
		if math.Abs(pw-bw) > 0.5 || math.Abs(ph-bh) > 0.5 {
			continue
		}
		dy := math.Abs(b.y0 - p.y0)
		if dy < bh/2 || dy > math.Max(bw, bh)/8+0.5 {
			// An overprint (fake bold) stays dropped; a box further
			// away than PDFium's test reaches was not dropped by it.
			continue
		}
		if math.Abs(b.x0-p.x0) > bh {
			continue
		}
		return p
	}
	return nil
}
