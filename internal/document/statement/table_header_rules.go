package statement

import (
	"math"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// withoutRuleGlyphs drops from a line the words that are only a brace,
// bracket or bar ("{", "|", "}|"): the vertical rules between a table's
// column heads, which OCR reads as such glyphs ("DATE BALANCE { DATE
// BALANCE") and a text layer sometimes prints. They head no column, and
// left in they would make the line no header (every cell must be a
// label). The line is returned as it is when it has none.
func withoutRuleGlyphs(l line) line {
	keep := -1
	for i, w := range l.Words {
		if ruleGlyphs(w.Text) {
			keep = i
			break
		}
	}
	if keep < 0 {
		return l
	}
	ws := make([]pdftext.Word, 0, len(l.Words))
	for _, w := range l.Words {
		if !ruleGlyphs(w.Text) {
			ws = append(ws, w)
		}
	}
	l.Words = ws
	return l
}

// ruleGlyphs reports a word made only of braces, brackets and bars.
func ruleGlyphs(s string) bool {
	return s != "" && len(s) <= 3 && strings.Trim(s, "{}[]|") == ""
}

// boxGlyph is what a PDF shows for a letter its font cannot draw (a
// producer that substitutes a black square, U+25A0, for it).
const boxGlyph = '■'

// glossedHeadings reads a header whose column heads are printed in a
// script the font cannot show, each followed by its gloss in brackets:
// "■■■■■ (Date) ■■■■■ (No)■■■■■■■■ (Description)" (field2
// xx_reportlab_boxes, a ReportLab page whose non-Latin heads came out as
// box glyphs). The boxes are no text: a run of them is the head of the
// gloss that follows it, so the cell reaches from the boxes' left edge
// to the gloss's closing bracket, and that bracket ends the cell even
// where the next head's boxes touch it (a word holding both is parted in
// proportion to its letters). It returns one word a cell, and false when
// the line holds no box glyph or a cell no gloss.
func glossedHeadings(l line) ([]pdftext.Word, bool) {
	boxes := false
	for _, w := range l.Words {
		if strings.ContainsRune(w.Text, boxGlyph) {
			boxes = true
			break
		}
	}
	if !boxes {
		return nil, false
	}
	// Part each word where boxes and other letters meet.
	var parts []pdftext.Word
	for _, w := range l.Words {
		rs := []rune(w.Text)
		per := (w.X1 - w.X0) / float64(len(rs))
		from := 0
		for i := 1; i <= len(rs); i++ {
			if i < len(rs) && (rs[i] == boxGlyph) == (rs[i-1] == boxGlyph) {
				continue
			}
			p := w
			p.Text = string(rs[from:i])
			p.X0, p.X1 = w.X0+per*float64(from), w.X0+per*float64(i)
			parts = append(parts, p)
			from = i
		}
	}
	var cells []pdftext.Word
	var cur *pdftext.Word
	for _, p := range parts {
		isBox := strings.Trim(p.Text, string(boxGlyph)) == ""
		if cur == nil {
			c := p
			if isBox {
				c.Text = ""
			}
			cur = &c
		} else {
			cur.X1 = math.Max(cur.X1, p.X1)
			cur.Y0, cur.Y1 = math.Min(cur.Y0, p.Y0), math.Max(cur.Y1, p.Y1)
			if !isBox {
				cur.Text = strings.TrimSpace(cur.Text + " " + p.Text)
			}
		}
		if strings.HasSuffix(cur.Text, ")") {
			cells = append(cells, *cur)
			cur = nil
		}
	}
	if cur != nil || len(cells) < 2 {
		return nil, false // a head with no gloss: not this kind of header
	}
	for _, c := range cells {
		if !strings.HasPrefix(c.Text, "(") {
			return nil, false
		}
	}
	return cells, true
}
