package fraud

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// glyphsByFamily counts the glyphs each font family draws, from the
// content streams, and whether the family is embedded.
func (e *env) glyphsByFamily() (map[string]int, map[string]pdfdoc.FontInfo) {
	counts := map[string]int{}
	infos := map[string]pdfdoc.FontInfo{}
	if e.st == nil {
		return counts, infos
	}
	for _, p := range e.st.Pages {
		if p.Drawing == nil {
			continue
		}
		for _, t := range p.Drawing.Texts {
			fi, ok := p.Fonts[t.Font]
			if !ok {
				continue
			}
			n := t.Codes
			if fi.Subtype == "Type0" {
				n /= 2
			}
			counts[fi.Family] += n
			if old, ok := infos[fi.Family]; !ok || !old.Embedded {
				infos[fi.Family] = fi
			}
		}
	}
	return counts, infos
}

// fontNotEmbedded flags a font that is not embedded in a file whose text
// is otherwise in embedded fonts: editors that add text fall back to a
// system or standard font. Files drawn entirely in non-embedded standard
// fonts are consistent and not flagged.
func fontNotEmbedded(e *env) *result.Finding {
	counts, infos := e.glyphsByFamily()
	total, embedded := 0, 0
	for fam, n := range counts {
		total += n
		if infos[fam].Embedded {
			embedded += n
		}
	}
	if total == 0 || embedded*2 < total {
		return nil
	}
	var fams []map[string]any
	for _, fam := range sortedFamilies(counts) {
		if !infos[fam].Embedded && counts[fam] > 0 {
			fams = append(fams, map[string]any{"font": fam, "glyphs": counts[fam], "standard14": infos[fam].Standard14})
		}
	}
	if len(fams) == 0 {
		return nil
	}
	return newFinding("font_not_embedded", 0,
		fmt.Sprintf("Text is drawn in a font that is not embedded (%s) while the rest of the document uses embedded fonts.", fams[0]["font"]),
		map[string]any{"fonts": fams, "glyphs_total": total})
}

func sortedFamilies(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

var moneyRe = regexp.MustCompile(`^[-(]?\$?-?\d{1,3}(,\d{3})*\.\d{2}\)?-?$|^[-(]?\$?-?\d+\.\d{2}\)?-?$`)

func isFigure(s string) bool {
	digits := 0
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			digits++
		case strings.ContainsRune(",.$-()/+%", r):
		default:
			return false
		}
	}
	return digits > 0
}

// scanlineFont matches fonts made for machine-read lines (OCR-A/B scan
// lines on payment coupons, MICR check lines, barcodes): genuine
// statements print only a few figures in them.
var totalLabelRe = regexp.MustCompile(`(?i)^(sub)?totals?:?$`)

var scanlineFont = regexp.MustCompile(`(?i)ocr|micr|e-?13b|barcode|code ?39|code ?128|upc|ean`)

// fontFewGlyphs flags a font used only on a few figures: the mark of an
// amount retyped in whatever font the editing tool had at hand. A totals
// line set in a face of its own ("TOTALS 10,532.36 45,412.53") is
// typesetting, not an edit.
func fontFewGlyphs(e *env) *result.Finding {
	if e.doc == nil {
		return nil
	}
	type use struct {
		chars, figures, amounts int
		words                   []string
		page                    int
		totals                  bool // the font also sets a "Total" label
	}
	fonts := map[string]*use{}
	total := 0
	for _, p := range e.doc.Pages {
		for _, w := range p.Words {
			n := len([]rune(w.Text))
			total += n
			fam := pdfdoc.FontFamily(w.FontName)
			if fam == "" {
				continue
			}
			u := fonts[fam]
			if u == nil {
				u = &use{page: p.Number}
				fonts[fam] = u
			}
			u.chars += n
			if isFigure(w.Text) {
				u.figures += n
			}
			if moneyRe.MatchString(w.Text) {
				u.amounts++
			}
			if totalLabelRe.MatchString(w.Text) {
				u.totals = true
			}
			if len(u.words) < 8 {
				u.words = append(u.words, w.Text)
			}
		}
	}
	if total < 200 || len(fonts) < 2 {
		return nil
	}
	var hits []map[string]any
	page := 0
	for _, fam := range sortedKeysOf(fonts) {
		u := fonts[fam]
		// An amount in a font of its own is what an edit leaves; an
		// account number in a monospaced face or a bold day in a
		// heading is how statements are typeset.
		if u.chars > 40 || u.figures*10 < u.chars*8 || u.amounts == 0 || u.totals || scanlineFont.MatchString(fam) {
			continue
		}
		hits = append(hits, map[string]any{"font": fam, "chars": u.chars, "words": u.words, "page": u.page})
		if page == 0 {
			page = u.page
		}
	}
	if len(hits) == 0 {
		return nil
	}
	return newFinding("font_few_glyphs", page,
		fmt.Sprintf("Font %s is used only for a few figures (%v), nowhere else in the document.", hits[0]["font"], hits[0]["words"]),
		map[string]any{"fonts": hits})
}

func sortedKeysOf[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// columnFontMixed flags an amount whose font differs from the other
// amounts in its column and from the rest of its own line.
func columnFontMixed(e *env) *result.Finding {
	if e.doc == nil {
		return nil
	}
	var hits []map[string]any
	page := 0
	for _, p := range e.doc.Pages {
		var idx []int
		for i, w := range p.Words {
			if w.FontName != "" && moneyRe.MatchString(w.Text) {
				idx = append(idx, i)
			}
		}
		for _, col := range columns(p.Words, idx) {
			if len(col) < 4 {
				continue
			}
			count := map[string]int{}
			for _, i := range col {
				count[pdfdoc.FontFamily(p.Words[i].FontName)]++
			}
			major, best := "", 0
			for _, f := range sortedKeysOf(count) {
				if count[f] > best {
					major, best = f, count[f]
				}
			}
			if best*4 < len(col)*3 {
				continue // no clear majority: a column styled in two fonts
			}
			for _, i := range col {
				w := p.Words[i]
				f := pdfdoc.FontFamily(w.FontName)
				if f == major || lineUsesFont(p, i, f) {
					continue
				}
				hits = append(hits, map[string]any{"page": p.Number, "text": w.Text, "font": f, "column_font": major,
					"box": box(w)})
				if page == 0 {
					page = p.Number
				}
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	inRows := 0
	for _, h := range hits {
		if e.isTransactionAmount(h["page"].(int), h["text"].(string)) {
			h["transaction_amount"] = true
			inRows++
		}
	}
	f := newFinding("column_font_mixed", page,
		fmt.Sprintf("The amount %v is set in %v while the other amounts of its column use %v.", hits[0]["text"], hits[0]["font"], hits[0]["column_font"]),
		map[string]any{"amounts": capList(hits, 10), "count": len(hits), "transaction_amounts": inRows})
	if inRows == 0 && e.isStatement() && len(e.res.Transactions) > 0 {
		// The odd figures are no transaction's amount (a total, a
		// summary figure, a heading's number): a template's styling
		// explains them as well as an edit does.
		f.Weight = fontOffRows
	}
	if dir := e.styledDirection(hits); dir != "" {
		// Every amount of one direction, and only those, is in the odd
		// face: the bank styles its deposits (Chase sets them in bold
		// in its signed amount column, field4), which no edit of a few
		// figures does.
		f.Evidence["styled_direction"] = dir
		f.Weight = fontOffRows
	}
	return f
}

// styledDirection is "credit" or "debit" when the odd figures of
// column_font_mixed are exactly the amounts of every transaction of that
// direction, at least two of them; else "".
func (e *env) styledDirection(hits []map[string]any) string {
	if !e.isStatement() {
		return ""
	}
	type at struct {
		page  int
		cents int64
	}
	odd := map[at]bool{}
	for _, h := range hits {
		v, ok := parseMoney(h["text"].(string))
		if !ok {
			return ""
		}
		odd[at{h["page"].(int), int64(math.Round(v * 100))}] = true
	}
	key := func(t result.Transaction) at { return at{t.Page, int64(math.Round(math.Abs(*t.Amount) * 100))} }
	dir, rows, matched := "", 0, map[at]bool{}
	for _, t := range e.res.Transactions {
		if t.Amount == nil || t.Type == nil || !odd[key(t)] {
			continue
		}
		if dir != "" && *t.Type != dir {
			return "" // odd figures of both directions
		}
		dir, rows, matched[key(t)] = *t.Type, rows+1, true
	}
	if dir == "" || rows < 2 || len(matched) < len(odd) {
		return "" // an odd figure that is no row's amount, or too few
	}
	for _, t := range e.res.Transactions {
		if t.Amount != nil && t.Type != nil && *t.Type == dir && !odd[key(t)] {
			return "" // a row of that direction in the column's face
		}
	}
	return dir
}

// fontOffRows is column_font_mixed's weight when no odd figure is a
// transaction's amount.
const fontOffRows = 15

// isTransactionAmount reports whether text is the amount of a
// transaction read on that page.
func (e *env) isTransactionAmount(page int, text string) bool {
	if !e.isStatement() {
		return false
	}
	v, ok := parseMoney(text)
	if !ok {
		return false
	}
	for _, t := range e.res.Transactions {
		if t.Page == page && t.Amount != nil && math.Abs(math.Abs(*t.Amount)-v) < 0.005 {
			return true
		}
	}
	return false
}

// parseMoney reads a figure as moneyRe matches it, unsigned.
func parseMoney(s string) (float64, bool) {
	t := strings.NewReplacer("$", "", ",", "", "(", "", ")", "", "-", "").Replace(s)
	v, err := strconv.ParseFloat(t, 64)
	return v, err == nil
}

func box(w pdftext.Word) []float64 {
	r := func(v float64) float64 { return math.Round(v*10) / 10 }
	return []float64{r(w.X0), r(w.Y0), r(w.X1), r(w.Y1)}
}

func capList[T any](l []T, n int) []T {
	if len(l) > n {
		return l[:n]
	}
	return l
}

// columns groups money words whose right (or left) edges align.
func columns(words []pdftext.Word, idx []int) [][]int {
	parent := make([]int, len(idx))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for a := range idx {
		for b := a + 1; b < len(idx); b++ {
			wa, wb := words[idx[a]], words[idx[b]]
			if math.Abs(wa.X1-wb.X1) < 2 || math.Abs(wa.X0-wb.X0) < 2 {
				parent[find(a)] = find(b)
			}
		}
	}
	groups := map[int][]int{}
	for a := range idx {
		groups[find(a)] = append(groups[find(a)], idx[a])
	}
	keys := make([]int, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	out := make([][]int, 0, len(keys))
	for _, k := range keys {
		out = append(out, groups[k])
	}
	return out
}

// lineUsesFont reports whether another word on the line of word i that is
// not a figure uses font fam (a bold totals line, say).
func lineUsesFont(p pdftext.Page, i int, fam string) bool {
	w := p.Words[i]
	cy := (w.Y0 + w.Y1) / 2
	for j, o := range p.Words {
		if j == i || isFigure(o.Text) {
			continue
		}
		if o.Y0 <= cy && cy <= o.Y1 && pdfdoc.FontFamily(o.FontName) == fam {
			return true
		}
	}
	return false
}

func area(x0, y0, x1, y1 float64) float64 {
	if x1 <= x0 || y1 <= y0 {
		return 0
	}
	return (x1 - x0) * (y1 - y0)
}

// textOverText flags words drawn on top of other words: an amount retyped
// over the original without removing it leaves both in the text layer.
func textOverText(e *env) *result.Finding {
	if e.doc == nil {
		return nil
	}
	var hits []map[string]any
	page, figures := 0, 0
	unseen := e.unseenText()
	for _, p := range e.doc.Pages {
		// Sweep in vertical order; PDFium lists words in drawing order,
		// so the earlier index is the one underneath.
		order := make([]int, len(p.Words))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(i, j int) bool { return p.Words[order[i]].Y0 < p.Words[order[j]].Y0 })
		for i := range order {
			a := p.Words[order[i]]
			for j := i + 1; j < len(order) && p.Words[order[j]].Y0 < a.Y1; j++ {
				b := p.Words[order[j]]
				if a.Text == b.Text {
					continue // drawn twice for a bold effect
				}
				if ha, hb := a.Y1-a.Y0, b.Y1-b.Y0; min(ha, hb) < markerHeight || max(ha, hb) > 3*min(ha, hb) {
					// A hidden marker under a heading, or a watermark
					// ("SAMPLE", "COPY") under the rows: no overprint
					// of one figure by another, which is drawn at the
					// size of what it replaces.
					continue
				}
				inter := area(max(a.X0, b.X0), max(a.Y0, b.Y0), min(a.X1, b.X1), min(a.Y1, b.Y1))
				small := min(area(a.X0, a.Y0, a.X1, a.Y1), area(b.X0, b.Y0, b.X1, b.Y1))
				if small <= 0 || inter < 0.5*small {
					continue
				}
				under, over := a, b
				if order[j] < order[i] {
					under, over = b, a
				}
				if isPlaceholder(under.Text) || inUnseen(a, unseen[p.Number]) || inUnseen(b, unseen[p.Number]) {
					// A field's value drawn over the "null" printed for
					// it, or words on a stamp, a white or an invisible
					// text (unseen.go): no figure replaced.
					continue
				}
				// A figure retyped over the original leaves two figures
				// in one place; a description or a row of leader dots
				// running under an amount is a layout that overflows.
				if isFigure(under.Text) && isFigure(over.Text) {
					figures++
				}
				hits = append(hits, map[string]any{"page": p.Number, "under": under.Text, "over": over.Text, "box": box(under)})
				if page == 0 {
					page = p.Number
				}
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	f := newFinding("text_over_text", page,
		fmt.Sprintf("Text is drawn over other text at the same place on page %d: %q over %q.", page, hits[0]["over"], hits[0]["under"]),
		map[string]any{"overlaps": capList(hits, 10), "count": len(hits), "figures": figures})
	if figures == 0 {
		// Words over words (a stamp, a label laid over a heading, a
		// careless template, a description running under an amount)
		// are weak evidence: an edit that matters changes a figure, an
		// amount or a date, and leaves the old one under the new.
		f.Weight = textOverWords
	}
	return f
}

// markerHeight is the height under which text is a hidden marker.
const markerHeight = 2.0

// textOverWords is text_over_text's weight when no figure lies over
// another figure.
const textOverWords = 15

// boxOverText flags filled shapes painted after, and on top of, text: the
// classic white box that hides an amount before a new one is typed.
func boxOverText(e *env) *result.Finding {
	if e.st == nil {
		return nil
	}
	var hits []map[string]any
	page := 0
	for _, p := range e.st.Pages {
		c := p.Drawing
		if c == nil {
			continue
		}
		pageArea := p.MediaBox.Area()
		for _, f := range c.Fills {
			w, h := f.Box.X1-f.Box.X0, f.Box.Y1-f.Box.Y0
			if w < 3 || h < 3 || pageArea > 0 && f.Box.Area() > 0.9*pageArea {
				continue
			}
			covered := 0
			var sample []float64
			for _, t := range c.Texts {
				if t.Seq > f.Seq || t.Unseen || t.Codes == 0 {
					continue
				}
				tb := t.Box
				if tb.Area() <= 0 || tb.Y1-tb.Y0 < markerHeight {
					// Hidden markers (Chase prints "*start*deposits" in
					// a one-point face) are no text anyone reads.
					continue
				}
				if tb.Intersect(f.Box).Area() >= 0.5*tb.Area() {
					if e.placeholderAt(p.Number, p.MediaBox.Y1, tb) {
						// The "null" an exporter prints in an empty
						// cell, under the cell's background: no value
						// hidden.
						continue
					}
					covered++
					if sample == nil {
						sample = []float64{round1(tb.X0), round1(tb.Y0), round1(tb.X1), round1(tb.Y1)}
					}
				}
			}
			if covered == 0 {
				continue
			}
			hits = append(hits, map[string]any{"page": p.Number, "box": []float64{round1(f.Box.X0), round1(f.Box.Y0), round1(f.Box.X1), round1(f.Box.Y1)},
				"white": f.White(), "texts_covered": covered, "first_text_box": sample})
			if page == 0 {
				page = p.Number
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	return newFinding("box_over_text", page,
		fmt.Sprintf("A filled box is painted over text that was drawn before it on page %d, hiding that text.", page),
		map[string]any{"boxes": capList(hits, 10), "count": len(hits)})
}

func round1(v float64) float64 { return math.Round(v*10) / 10 }

// textOutsidePage flags visible text placed outside the page, where no
// viewer shows it but the text layer still carries it.
func textOutsidePage(e *env) *result.Finding {
	if e.st == nil {
		return nil
	}
	var hits []map[string]any
	page := 0
	for _, p := range e.st.Pages {
		mb := p.MediaBox
		if p.Drawing == nil || mb.Area() <= 0 {
			continue
		}
		out := pdfcontent.Rect{X0: mb.X0 - 2, Y0: mb.Y0 - 2, X1: mb.X1 + 2, Y1: mb.Y1 + 2}
		n := 0
		for _, t := range p.Drawing.Texts {
			if t.Mode == 3 || t.Codes == 0 || t.Box.Intersect(out).Area() > 0 {
				continue
			}
			n++
		}
		if n > 0 {
			hits = append(hits, map[string]any{"page": p.Number, "texts": n})
			if page == 0 {
				page = p.Number
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	return newFinding("text_outside_page", page,
		fmt.Sprintf("Text is placed outside the visible page on page %d: content moved out of sight stays in the file.", page),
		map[string]any{"pages": hits})
}

func pageSizeMixed(e *env) *result.Finding {
	if e.st == nil || len(e.st.Pages) < 2 {
		return nil
	}
	type size struct{ W, H float64 }
	first := e.st.Pages[0].MediaBox
	fs := size{first.X1 - first.X0, first.Y1 - first.Y0}
	var diff []map[string]any
	page := 0
	for _, p := range e.st.Pages[1:] {
		s := size{p.MediaBox.X1 - p.MediaBox.X0, p.MediaBox.Y1 - p.MediaBox.Y0}
		if math.Abs(s.W-fs.W) > 2 || math.Abs(s.H-fs.H) > 2 {
			diff = append(diff, map[string]any{"page": p.Number, "width": round1(s.W), "height": round1(s.H)})
			if page == 0 {
				page = p.Number
			}
		}
	}
	if len(diff) == 0 {
		return nil
	}
	return newFinding("page_size_mixed", page,
		fmt.Sprintf("Page %d has a different size from page 1: pages from another document were inserted.", page),
		map[string]any{"first_page": map[string]any{"width": round1(fs.W), "height": round1(fs.H)}, "different": diff})
}

// pageFontsMixed flags a page whose text shares no font with the other
// pages: a page produced by different software was inserted.
func pageFontsMixed(e *env) *result.Finding {
	if e.st == nil || len(e.st.Pages) < 2 {
		return nil
	}
	fams := make([]map[string]bool, len(e.st.Pages))
	for i, p := range e.st.Pages {
		fams[i] = map[string]bool{}
		if p.Drawing == nil {
			continue
		}
		for _, t := range p.Drawing.Texts {
			if fi, ok := p.Fonts[t.Font]; ok && t.Codes > 0 {
				fams[i][fi.Family] = true
			}
		}
	}
	var odd []map[string]any
	page := 0
	for i := range fams {
		if len(fams[i]) == 0 {
			continue
		}
		shared, others := false, false
		for j := range fams {
			if j == i || len(fams[j]) == 0 {
				continue
			}
			others = true
			for f := range fams[i] {
				if fams[j][f] {
					shared = true
				}
			}
		}
		if others && !shared {
			odd = append(odd, map[string]any{"page": i + 1, "fonts": sortedKeys(fams[i])})
			if page == 0 {
				page = i + 1
			}
		}
	}
	if len(odd) == 0 {
		return nil
	}
	return newFinding("page_fonts_mixed", page,
		fmt.Sprintf("Page %d shares no font with the other pages: it was produced by different software.", page),
		map[string]any{"pages": odd})
}

// textNotJudged reports pages whose text could not be read: a page image
// can hide any edit, so such a page makes the document unjudged, not clean.
func textNotJudged(e *env) *result.Finding {
	if e.doc == nil {
		return nil
	}
	var pages []int
	for _, p := range e.doc.Pages {
		if len(p.Words) == 0 && e.drawsSomething(p.Number) {
			pages = append(pages, p.Number)
		}
	}
	if len(pages) == 0 {
		return nil
	}
	msg := fmt.Sprintf("Page %d has no text layer (a scan or an image), so its text could not be checked.", pages[0])
	if len(pages) > 1 {
		msg = fmt.Sprintf("%d of %d pages have no text layer (scans or images), so their text could not be checked.", len(pages), len(e.doc.Pages))
	}
	all := len(pages) == len(e.doc.Pages)
	if all {
		// A picture of a statement carries the scanner's provenance,
		// not the bank's: the metadata, font and drawing signals say
		// nothing about it either way.
		msg += " The metadata and drawing signals are not assessable for a scan: this score is not a clean bill."
	}
	return newFinding("text_not_judged", pages[0], msg, map[string]any{"pages": pages, "pages_total": len(e.doc.Pages), "metadata_signals_assessable": !all})
}

// drawsSomething reports whether page n paints anything; a blank page
// (some producers end a document with one) has nothing to judge.
func (e *env) drawsSomething(n int) bool {
	if e.st == nil || n < 1 || n > len(e.st.Pages) {
		return true // unknown: assume it does
	}
	d := e.st.Pages[n-1].Drawing
	return d != nil && (len(d.Texts) > 0 || len(d.Fills) > 0 || d.Paints)
}
