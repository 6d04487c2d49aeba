package ocr

import (
	"image"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Look-alike glyphs in references, decided from the glyph itself.
//
// A reference (`PP0NFU6WDH`, `ST4DED5BA7`, `IB03194440`) is letters and
// digits in no word any lexicon knows, so nothing in its text tells a
// zero from a capital O, a five from an S or a one from an I; the engine
// guesses. The page's pixels can tell: the same face prints the same
// zero in the amounts of every row and the same capital O in the words
// of every description ("ONLINE", "TO"), and in almost every face the
// two differ in shape and width (a digit takes the digits' common,
// tabular width; a round capital is wider, an I is a bare stem, a one
// has a flag). glyphFix cuts each reference into its glyphs, and where a
// glyph read as one of a look-alike pair is clearly nearer the page's
// own examples of the other member, of the same size, it takes the
// other. A glyph is left as read when either member has too few
// examples on the page or when the evidence is not clear.

// glyphPairs pairs the glyphs the engine confuses in references.
var glyphPairs = map[rune][]rune{
	'O': {'0'}, '0': {'O'},
	'S': {'5'}, '5': {'S'},
	'I': {'1', 'L'}, '1': {'I', 'L'},
	'B': {'8'}, '8': {'B'},
	'Z': {'2'}, '2': {'Z'},
	'L': {'1', 'I'},
	'U': {'J'}, 'J': {'U'},
}

const (
	glyphRows = 16 // a glyph's bitmap is this many cells high
	glyphCols = 24 // and drawn centred in this many cells
)

// glyph is one glyph's ink: its box in the image and its bitmap, scaled
// to glyphRows cells high keeping its proportions.
type glyph struct {
	box image.Rectangle
	bm  [glyphRows * glyphCols]float32
}

// glyphExample is a glyph of a word the engine was sure of.
type glyphExample struct {
	r rune
	g glyph
}

// glyphChange is a word glyphFix changed.
type glyphChange struct {
	Word          int // index into the words returned
	From, To, Why string
}

// Thresholds of glyphFix.
const (
	glyphExampleConf = 90   // words whose glyphs are examples
	glyphMinExamples = 3    // of each member, of the glyph's size
	glyphSizeTol     = 0.12 // an example's height within this of the glyph's
	glyphMargin      = 0.5  // the other member's distance under this share of the read one's
)

// glyphFix decides look-alike glyphs of references from the page's
// pixels (see the top of this file). img is the image the words were
// read from, thr its ink threshold.
func glyphFix(img *image.Gray, ws []RawWord, thr uint8) ([]RawWord, []glyphChange) {
	var ex []glyphExample
	for _, w := range ws {
		if w.Conf < glyphExampleConf {
			continue
		}
		src, ok := exampleText(w.Text)
		if !ok {
			continue
		}
		gs := segment(img, w.Box, thr)
		rs := []rune(src)
		if len(gs) != len(rs) {
			continue
		}
		for i, r := range rs {
			if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
				ex = append(ex, glyphExample{r, gs[i]})
			}
		}
	}
	if len(ex) == 0 {
		return ws, nil
	}
	var changes []glyphChange
	out := ws
	for i, w := range ws {
		if to, ok := leadingZero(ex, img, w, thr); ok {
			if len(changes) == 0 {
				out = append([]RawWord(nil), ws...)
			}
			changes = append(changes, glyphChange{Word: i, From: w.Text, To: to,
				Why: "a slashed date's leading zero the engine dropped, its glyph a zero by the page's own"})
			out[i].Text = to
			continue
		}
		from, ok := reference(w.Text, w.Conf)
		if !ok {
			continue
		}
		rs := []rune(w.Text)
		gs := segment(img, w.Box, thr)
		var at []*glyph
		if len(gs) == len(rs)-1 && wideGlyph(gs) < 0 && strings.ContainsAny(w.Text, "0123456789") {
			rs, at = undouble(ex, rs, from, gs)
		} else {
			at = alignGlyphs(rs, gs)
		}
		if at == nil {
			continue
		}
		for k := from; k < len(rs); k++ {
			r := rs[k]
			if at[k] == nil {
				continue
			}
			for _, a := range glyphPairs[r] {
				if better(ex, *at[k], r, a) {
					rs[k] = a
					break
				}
			}
		}
		if string(rs) == w.Text {
			continue
		}
		if len(changes) == 0 {
			out = append([]RawWord(nil), ws...)
		}
		changes = append(changes, glyphChange{Word: i, From: w.Text, To: string(rs),
			Why: "a look-alike glyph of a reference decided by the page's own glyphs of its size"})
		out[i].Text = string(rs)
	}
	return out, changes
}

// glyphFit is the largest distance, in a reading whose glyphs are
// where its characters are, of a glyph to the page's examples of its
// character (or of that character's look-alike): the same face's
// glyphs lie well under it, another character's well over.
const glyphFit = 0.12

// undouble reads a reference with one glyph fewer than characters as a
// glyph the engine read twice (`X5SNKUJWWQ` for the nine glyphs of
// `X5NKUJWWQ`, `ULY0O` for `ULY0`): it returns the characters without
// the one whose removal puts every glyph on a character the page's
// examples say it is, with the glyph of each, when exactly one such
// reading exists; nil otherwise (two glyphs touching, a glyph the
// engine dropped).
func undouble(ex []glyphExample, rs []rune, from int, gs []glyph) ([]rune, []*glyph) {
	var found []rune
	best, second := math.Inf(1), math.Inf(1) // the worst glyph's distance of the best reading and of the next
	for j := from; j < len(rs); j++ {
		cand := append(append([]rune(nil), rs[:j]...), rs[j+1:]...)
		worst, ok := fits(ex, cand, gs)
		if !ok {
			continue
		}
		// Taking out either of "5S" leaves one glyph that the look-alike
		// rule then decides: the same reading.
		switch {
		case found != nil && canonical(found) == canonical(cand):
			best = min(best, worst)
		case worst < best:
			found, best, second = cand, worst, best
		default:
			second = min(second, worst)
		}
	}
	if found == nil || second < glyphClear*best {
		return rs, nil
	}
	at := make([]*glyph, len(found))
	for i := range gs {
		at[i] = &gs[i]
	}
	return found, at
}

// glyphClear is how much worse the second reading of undouble must fit
// than the first for the first to be taken.
const glyphClear = 1.5

// shortMonth is a slashed date whose month has one digit ("1/09",
// "1/09/26").
var shortMonth = regexp.MustCompile(`^[1-9]/[0-9]{2}(/[0-9]{2}([0-9]{2})?)?$`)

// leadingZero returns a slashed date with its month's leading zero when
// the engine dropped it ("1/09" at confidence 0 for the "01/09" the
// page prints): the word's ink holds one glyph more than its characters,
// the first, and that glyph is a zero by the page's own examples (the
// others fitting theirs). The date's value is the same either way.
func leadingZero(ex []glyphExample, img *image.Gray, w RawWord, thr uint8) (string, bool) {
	if !shortMonth.MatchString(w.Text) {
		return "", false
	}
	gs := segment(img, w.Box, thr)
	rs := []rune("0" + w.Text)
	if len(gs) != len(rs) || wideGlyph(gs) >= 0 {
		return "", false
	}
	if _, ok := fits(ex, rs, gs); !ok {
		return "", false
	}
	d0, n0 := nearestExamples(ex, gs[0], '0')
	if n0 < glyphMinExamples || d0 > glyphFit {
		return "", false
	}
	for r := '1'; r <= '9'; r++ { // and clearly no other digit
		if d, n := nearestExamples(ex, gs[0], r); n >= glyphMinExamples && d < glyphClear*d0 {
			return "", false
		}
	}
	return string(rs), true
}

// canonical maps each glyph of a look-alike pair to one of them.
func canonical(rs []rune) string {
	out := make([]rune, len(rs))
	for i, r := range rs {
		switch r {
		case 'O':
			r = '0'
		case 'S':
			r = '5'
		case 'I', 'L':
			r = '1'
		case 'B':
			r = '8'
		case 'Z':
			r = '2'
		case 'J':
			r = 'U'
		}
		out[i] = r
	}
	return string(out)
}

// fits reports whether each glyph of gs is its character of rs (or that
// character's look-alike) by the page's examples, where the page has
// examples of it, and at least half the glyphs are so checked; and the
// largest distance of a checked glyph to its character's examples.
func fits(ex []glyphExample, rs []rune, gs []glyph) (float64, bool) {
	checked, worst := 0, 0.0
	for i, g := range gs {
		d, n := nearestExamples(ex, g, rs[i])
		for _, a := range glyphPairs[rs[i]] {
			if da, na := nearestExamples(ex, g, a); na >= glyphMinExamples && (n < glyphMinExamples || da < d) {
				d, n = da, na
			}
		}
		if n < glyphMinExamples {
			continue
		}
		if d > glyphFit {
			return d, false
		}
		worst = max(worst, d)
		checked++
	}
	return worst, 2*checked >= len(gs)
}

// glyphCorrections records glyphFix's changes against the page's words
// (the word that holds the changed text; the page's word count when the
// later rules changed it past finding).
func glyphCorrections(ws []pdftext.Word, changes []glyphChange) []Correction {
	var out []Correction
	used := map[int]bool{}
	for _, c := range changes {
		at := len(ws)
		for j, w := range ws {
			if !used[j] && strings.Contains(w.Text, c.To) {
				at = j
				used[j] = true
				break
			}
		}
		out = append(out, Correction{Word: at, From: c.From, To: c.To, Why: c.Why})
	}
	return out
}

// alignGlyphs returns the glyph of each character of rs, nil where it
// is not known: one glyph a character, or, where two or more glyphs
// touch and make one wide blob (`WV` at 300 dpi), the glyphs before the
// blob are the first characters and those after it the last. nil when
// the glyphs do not account for the characters so.
func alignGlyphs(rs []rune, gs []glyph) []*glyph {
	at := make([]*glyph, len(rs))
	if len(gs) == len(rs) {
		for i := range gs {
			at[i] = &gs[i]
		}
		return at
	}
	if len(gs) == 0 || len(gs) > len(rs) {
		return nil
	}
	wide := wideGlyph(gs)
	if wide < 0 {
		return nil
	}
	for i := 0; i < wide; i++ {
		at[i] = &gs[i]
	}
	for i := len(gs) - 1; i > wide; i-- {
		at[len(rs)-(len(gs)-i)] = &gs[i]
	}
	return at
}

// wideGlyph returns the index of the one glyph of gs wider than 1.6
// times their median width (glyphs touching), -1 when there is none and
// -2 when there are more.
func wideGlyph(gs []glyph) int {
	if len(gs) == 0 {
		return -1
	}
	ws := make([]int, len(gs))
	for i, g := range gs {
		ws[i] = g.box.Dx()
	}
	sorted := append([]int(nil), ws...)
	sort.Ints(sorted)
	med := sorted[len(sorted)/2]
	wide := -1
	for i, w := range ws {
		if float64(w) > 1.6*float64(med) {
			if wide >= 0 {
				return -2
			}
			wide = i
		}
	}
	return wide
}

// exampleText returns the characters of a sure word whose glyphs may
// serve as examples: a figure (digits, its commas and point, a currency
// sign) or a word of capitals, with the punctuation that has glyphs of
// its own dropped from the reckoning only when it is absent. The
// second result is false for any other word.
func exampleText(t string) (string, bool) {
	letters, digits := 0, 0
	for _, r := range t {
		switch {
		case r >= 'A' && r <= 'Z':
			letters++
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune("$,.-", r):
		default:
			return "", false
		}
	}
	if letters > 0 && digits > 0 {
		return "", false // a reference is what is being decided
	}
	if letters < 2 && digits < 2 {
		return "", false
	}
	return t, true
}

// reference reports whether t is a word glyphFix may decide, and from
// which character: a reference or identifier of capitals and digits,
// both, not a figure (`PP0NFU6WDH`, `ST-3G0JL96STX`, `#IB03194440`),
// after a label glued to it (`ID:L2W71S7LDG0EM`, `CONF#AJ5UAEUJD`); or
// a word of five or more capitals the engine was unsure of and no
// lexicon knows (`AJSUAEUJD`, read for `AJ5UAEUJD`). A word read sure
// is the page's own example of its glyphs and is left.
func reference(t string, conf float64) (int, bool) {
	from := strings.LastIndexAny(t, ":#") + 1
	letters, digits := 0, 0
	for _, r := range t[from:] {
		switch {
		case r >= 'A' && r <= 'Z':
			letters++
		case r >= '0' && r <= '9':
			digits++
		case r == '-':
		default:
			return 0, false
		}
	}
	if letters > 0 && digits > 0 && letters+digits >= 4 {
		return len([]rune(t[:from])), true
	}
	if digits == 0 && letters >= 5 && conf < glyphExampleConf && !lexicon[t[from:]] {
		return len([]rune(t[:from])), true
	}
	return 0, false
}

// better reports whether glyph g, read as r, is clearly the page's a.
func better(ex []glyphExample, g glyph, r, a rune) bool {
	dr, nr := nearestExamples(ex, g, r)
	da, na := nearestExamples(ex, g, a)
	if nr < glyphMinExamples || na < glyphMinExamples {
		return false
	}
	return da < glyphMargin*dr
}

// nearestExamples returns the mean distance of g to its three nearest
// examples of r of its size, and how many examples of r of its size the
// page holds.
func nearestExamples(ex []glyphExample, g glyph, r rune) (float64, int) {
	h := float64(g.box.Dy())
	var ds []float64
	for _, e := range ex {
		if e.r != r {
			continue
		}
		eh := float64(e.g.box.Dy())
		if eh < h*(1-glyphSizeTol) || eh > h*(1+glyphSizeTol) {
			continue
		}
		ds = append(ds, glyphDistance(g, e.g))
	}
	if len(ds) == 0 {
		return 0, 0
	}
	sort.Float64s(ds)
	k := min(3, len(ds))
	var s float64
	for _, d := range ds[:k] {
		s += d
	}
	return s / float64(k), len(ds)
}

func glyphDistance(a, b glyph) float64 {
	var s float64
	for i := range a.bm {
		d := a.bm[i] - b.bm[i]
		if d < 0 {
			d = -d
		}
		s += float64(d)
	}
	return s / float64(glyphRows*glyphCols)
}

// segment cuts the ink inside box into glyphs, left to right: the
// 8-connected regions of ink, those that overlap in x by half the
// narrower one's width made one (a glyph broken by noise, the two
// strokes of a quote), specks under a twelfth of the box's height
// dropped.
func segment(img *image.Gray, box image.Rectangle, thr uint8) []glyph {
	r := box.Inset(-1).Intersect(img.Bounds())
	w, h := r.Dx(), r.Dy()
	if w < 2 || h < 6 {
		return nil
	}
	set := make([]bool, w*h)
	for y := 0; y < h; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, r.Min.Y+y):]
		for x := 0; x < w; x++ {
			set[y*w+x] = row[x] < thr
		}
	}
	comps := components8(set, w, h)
	minSize := max(2, box.Dy()/12)
	var boxes []image.Rectangle
	for _, c := range comps {
		if c.Dx() < minSize && c.Dy() < minSize {
			continue
		}
		boxes = append(boxes, c)
	}
	sort.Slice(boxes, func(i, j int) bool { return boxes[i].Min.X < boxes[j].Min.X })
	var merged []image.Rectangle
	for _, b := range boxes {
		if n := len(merged); n > 0 {
			p := merged[n-1]
			ov := min(p.Max.X, b.Max.X) - max(p.Min.X, b.Min.X)
			if 2*ov >= min(p.Dx(), b.Dx()) {
				merged[n-1] = p.Union(b)
				continue
			}
		}
		merged = append(merged, b)
	}
	out := make([]glyph, len(merged))
	for i, b := range merged {
		out[i] = glyphOf(set, w, b)
		out[i].box = b.Add(r.Min)
	}
	return out
}

// glyphOf draws the ink of set inside b (in set's cells) into a bitmap
// glyphRows high, its width kept in proportion and centred.
func glyphOf(set []bool, w int, b image.Rectangle) glyph {
	var g glyph
	scale := float64(glyphRows) / float64(b.Dy())
	cols := int(float64(b.Dx())*scale + 0.5)
	if cols > glyphCols {
		cols = glyphCols
		scale = float64(glyphCols) / float64(b.Dx())
	}
	cols = max(cols, 1)
	off := (glyphCols - cols) / 2
	var cnt [glyphRows * glyphCols]float32
	for y := b.Min.Y; y < b.Max.Y; y++ {
		cy := min(int(float64(y-b.Min.Y)*scale), glyphRows-1)
		for x := b.Min.X; x < b.Max.X; x++ {
			cx := min(int(float64(x-b.Min.X)*scale), cols-1) + off
			i := cy*glyphCols + cx
			cnt[i]++
			if set[y*w+x] {
				g.bm[i]++
			}
		}
	}
	for i := range g.bm {
		if cnt[i] > 0 {
			g.bm[i] /= cnt[i]
		}
	}
	return g
}

// components8 returns the bounding boxes of the 8-connected regions of
// set cells.
func components8(set []bool, w, h int) []image.Rectangle {
	seen := make([]bool, len(set))
	var out []image.Rectangle
	var stack []int
	for i, v := range set {
		if !v || seen[i] {
			continue
		}
		r := image.Rect(i%w, i/w, i%w+1, i/w+1)
		stack = append(stack[:0], i)
		seen[i] = true
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := c%w, c/w
			r = r.Union(image.Rect(x, y, x+1, y+1))
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					j := ny*w + nx
					if set[j] && !seen[j] {
						seen[j] = true
						stack = append(stack, j)
					}
				}
			}
		}
		out = append(out, r)
	}
	return out
}

// A full stop the engine reads at a word's end (`FINANCING.`, `ADP.`)
// may be a speck of the scan: statements print the same full stop in
// every figure of the table (`1,234.56`), so the page shows how much
// ink a full stop of that size has. A "full stop" with under
// speckStopShare of the median ink of the decimal points of figures
// printed at the word's size (within glyphSizeTol) is a speck and is
// dropped. Without three such figures nothing is decided: a footer's
// small print has no figures of its size.
const speckStopShare = 0.45

// figurePoint matches a figure with its decimal point: the page's own
// full stops.
var figurePoint = regexp.MustCompile(`^[-$]?[0-9][0-9,]*\.[0-9]{2}$`)

// speckStops drops the specks read as a full stop at a word's end (see
// speckStopShare).
func speckStops(img *image.Gray, ws []RawWord, thr uint8) ([]RawWord, []glyphChange) {
	type point struct{ size, area int }
	var points []point
	for _, w := range ws {
		if w.Conf < glyphExampleConf || !figurePoint.MatchString(w.Text) {
			continue
		}
		gs := segment(img, w.Box, thr)
		rs := []rune(w.Text)
		if len(gs) != len(rs) {
			continue
		}
		size, at := 0, -1
		for i, r := range rs {
			switch {
			case r >= '0' && r <= '9':
				size = max(size, gs[i].box.Dy())
			case r == '.':
				at = i
			}
		}
		points = append(points, point{size, inkArea(img, gs[at].box, thr)})
	}
	if len(points) < 3 {
		return ws, nil
	}
	var changes []glyphChange
	out := ws
	for i, w := range ws {
		rs := []rune(w.Text)
		if len(rs) < 3 || rs[len(rs)-1] != '.' || !unicode.IsLetter(rs[len(rs)-2]) || strings.Count(w.Text, ".") > 1 {
			continue // "N.A." and "P.O." are abbreviations of points
		}
		gs := segment(img, w.Box, thr)
		if len(gs) != len(rs) {
			continue
		}
		size := 0
		for _, g := range gs[:len(gs)-1] {
			size = max(size, g.box.Dy())
		}
		dot := gs[len(gs)-1]
		if dot.box.Dy() > size/3 {
			continue // no dot: the engine's full stop is some other mark
		}
		var areas []int
		for _, p := range points {
			if float64(p.size) >= float64(size)*(1-glyphSizeTol) && float64(p.size) <= float64(size)*(1+glyphSizeTol) {
				areas = append(areas, p.area)
			}
		}
		if len(areas) < 3 {
			continue
		}
		sort.Ints(areas)
		med := areas[len(areas)/2]
		area := inkArea(img, dot.box, thr)
		if float64(area) >= speckStopShare*float64(med) {
			continue
		}
		if len(changes) == 0 {
			out = append([]RawWord(nil), ws...)
		}
		to := string(rs[:len(rs)-1])
		changes = append(changes, glyphChange{Word: i, From: w.Text, To: to,
			Why: "a speck read as a full stop: less ink than the page's decimal points of its size"})
		out[i].Text = to
		out[i].Box.Max.X = gs[len(gs)-2].box.Max.X
	}
	return out, changes
}

// inkArea counts the ink pixels inside b.
func inkArea(img *image.Gray, b image.Rectangle, thr uint8) int {
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.Pix[img.PixOffset(x, y)] < thr {
				n++
			}
		}
	}
	return n
}

// dropTinyMarks drops the words of marks alone (no letter or digit)
// whose ink is a speck's beside their line's letters: no wider and no
// taller than a seventh of the median height of the line's words of two
// or more letters or digits, and three pixels at most, though the engine
// read them sure ("©" at 72 and "-" at 90 after a row's last word, 26
// pixel capitals: s300 chromium_html-headerless_month,
// ukcurrent_fpdf-core_busy). The ink decides, not the engine's box: it
// boxed printed hyphens two pixels wide too (s300
// reportlab_capprime_busy, `PURCHASE - COSTCO`), whose ink is a third of
// a capital's height wide.
func dropTinyMarks(img *image.Gray, ws []RawWord, thr uint8) []RawWord {
	heights := map[int][]float64{}
	for _, w := range ws {
		if alnum(w.Text) >= 2 {
			heights[w.Line] = append(heights[w.Line], float64(w.Box.Dy()))
		}
	}
	out := ws[:0:0]
	for _, w := range ws {
		if alnum(w.Text) == 0 && len(heights[w.Line]) > 0 {
			lim := max(3, medianFloat(heights[w.Line])/7)
			if ink := markInk(img, w.Box, thr); !ink.Empty() && float64(ink.Dx()) <= lim && float64(ink.Dy()) <= lim {
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// markInk returns the extent of the ink that touches box: the
// 8-connected regions of ink, found a few pixels around it, that reach
// into it.
func markInk(img *image.Gray, box image.Rectangle, thr uint8) image.Rectangle {
	pad := max(4, box.Dy())
	r := box.Inset(-pad).Intersect(img.Bounds())
	w, h := r.Dx(), r.Dy()
	if w <= 0 || h <= 0 {
		return image.Rectangle{}
	}
	set := make([]bool, w*h)
	for y := 0; y < h; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, r.Min.Y+y):]
		for x := 0; x < w; x++ {
			set[y*w+x] = row[x] < thr
		}
	}
	var ink image.Rectangle
	in := box.Sub(r.Min)
	for _, c := range components8(set, w, h) {
		if c.Overlaps(in) {
			ink = ink.Union(c)
		}
	}
	return ink
}
