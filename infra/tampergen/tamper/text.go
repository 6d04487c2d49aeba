package tamper

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode/utf16"

	pfont "github.com/pdfcpu/pdfcpu/pkg/font"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdfdoc"
)

// font maps a font's codes to characters and back, and knows its widths:
// what a PDF editor needs to retype text with the glyphs already in the
// file.
type font struct {
	bytes    int
	toRune   map[int]rune
	fromRune map[rune]int
	widths   map[int]float64
	dw       float64
}

func (f *font) CodeBytes() int { return f.bytes }

func (f *font) Width(code int) float64 {
	if w, ok := f.widths[code]; ok {
		return w
	}
	return f.dw
}

func (f *font) decode(b []byte) (codes []int, runes []rune) {
	for i := 0; i+f.bytes <= len(b); i += f.bytes {
		c := int(b[i])
		if f.bytes == 2 {
			c = c<<8 | int(b[i+1])
		}
		codes = append(codes, c)
		r, ok := f.toRune[c]
		if !ok {
			r = '\uFFFD'
		}
		runes = append(runes, r)
	}
	return codes, runes
}

func (f *font) encode(c int) []byte {
	if f.bytes == 2 {
		return []byte{byte(c >> 8), byte(c)}
	}
	return []byte{byte(c)}
}

// readFonts reads the fonts of page n's resources.
func (f *file) readFonts(n int) (map[string]*font, types.Dict, error) {
	_, _, inh, err := f.ctx.PageDict(n, false)
	if err != nil || inh == nil {
		return nil, nil, fmt.Errorf("tamper: page %d resources: %v", n, err)
	}
	out := map[string]*font{}
	fd, err := f.ctx.DereferenceDict(inh.Resources["Font"])
	if err != nil || fd == nil {
		return out, inh.Resources, nil
	}
	for name, o := range fd {
		d, err := f.ctx.DereferenceDict(o)
		if err != nil || d == nil {
			continue
		}
		out[name] = readFont(f.ctx, d)
	}
	return out, inh.Resources, nil
}

func readFont(ctx *model.Context, d types.Dict) *font {
	fn := &font{bytes: 1, toRune: map[int]rune{}, fromRune: map[rune]int{}, widths: map[int]float64{}, dw: 500}
	if st := d.Subtype(); st != nil && *st == "Type0" {
		fn.bytes, fn.dw = 2, 1000
		if a, err := ctx.DereferenceArray(d["DescendantFonts"]); err == nil && len(a) > 0 {
			if dd, err := ctx.DereferenceDict(a[0]); err == nil && dd != nil {
				if v, err := ctx.DereferenceNumber(dd["DW"]); err == nil {
					fn.dw = v
				}
				pdfdoc.CIDWidths(ctx, dd["W"], fn.widths)
			}
		}
	} else {
		first := 0
		if v, err := ctx.DereferenceNumber(d["FirstChar"]); err == nil {
			first = int(v)
		}
		if a, err := ctx.DereferenceArray(d["Widths"]); err == nil {
			for i, w := range a {
				if v, err := ctx.DereferenceNumber(w); err == nil {
					fn.widths[first+i] = v
				}
			}
		}
		if len(fn.widths) == 0 {
			// A standard font without widths: pdfcpu has their metrics.
			base := ""
			if b := d.NameEntry("BaseFont"); b != nil {
				base = *b
			}
			for c := 0x20; c < 0x7f; c++ {
				fn.widths[c] = helveticaWidth(rune(c))
				if pfont.IsCoreFont(base) {
					if w, err := pfont.CharWidth(base, rune(c)); err == nil {
						fn.widths[c] = float64(w)
					}
				}
			}
		}
		// Standard and WinAnsi encodings agree with ASCII on printable
		// characters, which is all a statement's figures need.
		for c := 0x20; c < 0x7f; c++ {
			fn.toRune[c] = rune(c)
		}
	}
	if sd, _, err := ctx.DereferenceStreamDict(d["ToUnicode"]); err == nil && sd != nil {
		if err := sd.Decode(); err == nil {
			parseToUnicode(sd.Content, fn)
		}
	}
	codes := make([]int, 0, len(fn.toRune))
	for c := range fn.toRune {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	for _, c := range codes {
		if _, ok := fn.fromRune[fn.toRune[c]]; !ok {
			fn.fromRune[fn.toRune[c]] = c
		}
	}
	return fn
}

// parseToUnicode reads the bfchar and bfrange sections of a ToUnicode
// CMap. Its syntax is close enough to a content stream to reuse that
// tokenizer: the mappings are the operands of endbfchar / endbfrange.
func parseToUnicode(b []byte, fn *font) {
	ops, _ := pdfcontent.Parse(b)
	code := func(o pdfcontent.Operand) int {
		c := 0
		for _, x := range o.Bytes {
			c = c<<8 | int(x)
		}
		return c
	}
	uni := func(o pdfcontent.Operand) (rune, bool) {
		if len(o.Bytes) < 2 {
			return 0, false
		}
		u := make([]uint16, 0, len(o.Bytes)/2)
		for i := 0; i+1 < len(o.Bytes); i += 2 {
			u = append(u, uint16(o.Bytes[i])<<8|uint16(o.Bytes[i+1]))
		}
		rs := utf16.Decode(u)
		if len(rs) != 1 {
			return 0, false
		}
		return rs[0], true
	}
	for _, op := range ops {
		a := op.Args
		switch op.Name {
		case "endbfchar":
			for i := 0; i+1 < len(a); i += 2 {
				if r, ok := uni(a[i+1]); ok {
					fn.toRune[code(a[i])] = r
				}
			}
		case "endbfrange":
			for i := 0; i+2 < len(a); i += 3 {
				lo, hi := code(a[i]), code(a[i+1])
				if hi-lo > 65535 {
					continue
				}
				if a[i+2].Kind == pdfcontent.Array {
					for k, e := range a[i+2].Elems {
						if r, ok := uni(e); ok {
							fn.toRune[lo+k] = r
						}
					}
					continue
				}
				if r, ok := uni(a[i+2]); ok {
					for c := lo; c <= hi; c++ {
						fn.toRune[c] = r + rune(c-lo)
					}
				}
			}
		}
	}
}

// helveticaWidth approximates Helvetica's advance widths for the
// characters of figures and dates (thousandths of an em).
func helveticaWidth(r rune) float64 {
	switch {
	case r >= '0' && r <= '9', r == '$':
		return 556
	case r == ',' || r == '.' || r == ' ' || r == '/':
		return 278
	case r == '-' || r == '(' || r == ')':
		return 333
	case r >= 'A' && r <= 'Z':
		return 667
	}
	return 500
}

// glyph is one shown character and where its code is in the content.
type glyph struct {
	run    int // index into pageText.runs
	elem   int // index of the string operand within the run's operator
	off    int // byte offset of the code in that string
	r      rune
	x0, x1 float64
	y      float64
	size   float64
}

// line is the text of one baseline, left to right; idx maps each byte of
// text to its glyph, or -1 for a space inferred from a gap.
type line struct {
	text string
	idx  []int
	y    float64
}

// pageText is a page's content with its glyphs grouped into lines.
type pageText struct {
	n       int
	content []byte
	page    *pdfcontent.Page
	fonts   map[string]*font
	res     types.Dict
	runs    []pdfcontent.Text
	glyphs  []glyph
	lines   []line
}

type fontRes map[string]*font

func (r fontRes) Font(name string) pdfcontent.Font {
	if f, ok := r[name]; ok {
		return f
	}
	return nil
}

func (r fontRes) Form(string) ([]byte, pdfcontent.Matrix, pdfcontent.Resources, bool) {
	return nil, pdfcontent.Matrix{}, nil, false
}

// readPage decodes page n's glyphs. Only text drawn by the page's own
// content stream is editable (not text inside form XObjects).
func (f *file) readPage(n int) (*pageText, error) {
	content, err := f.pageContent(n)
	if err != nil {
		return nil, err
	}
	fonts, res, err := f.readFonts(n)
	if err != nil {
		return nil, err
	}
	pg, err := pdfcontent.Interpret(content, fontRes(fonts))
	if err != nil {
		return nil, fmt.Errorf("tamper: page %d: %w", n, err)
	}
	pt := &pageText{n: n, content: content, page: pg, fonts: fonts, res: res}
	for _, t := range pg.Texts {
		if t.Depth != 0 || t.Mode == 3 {
			continue
		}
		fn := fonts[t.Font]
		if fn == nil {
			continue
		}
		ri := len(pt.runs)
		pt.runs = append(pt.runs, t)
		// The run's strings: one for Tj/'/", the string elements of TJ.
		var elems [][]byte
		if t.Op.Name == "TJ" && len(t.Op.Args) > 0 {
			for _, e := range t.Op.Args[0].Elems {
				if e.Kind == pdfcontent.String {
					elems = append(elems, e.Bytes)
				} else {
					elems = append(elems, nil)
				}
			}
		} else if len(t.Op.Args) > 0 {
			elems = [][]byte{t.Op.Args[len(t.Op.Args)-1].Bytes}
		}
		var total float64
		for _, e := range elems {
			codes, _ := fn.decode(e)
			for _, c := range codes {
				total += fn.Width(c)
			}
		}
		if total <= 0 {
			continue
		}
		span := t.Box.X1 - t.Box.X0
		var cum float64
		for ei, e := range elems {
			codes, runes := fn.decode(e)
			for k, c := range codes {
				w := fn.Width(c)
				x0 := t.Box.X0 + span*cum/total
				cum += w
				x1 := t.Box.X0 + span*cum/total
				pt.glyphs = append(pt.glyphs, glyph{run: ri, elem: ei, off: k * fn.bytes, r: runes[k], x0: x0, x1: x1, y: t.Y, size: t.Size})
			}
		}
	}
	pt.buildLines()
	return pt, nil
}

func (pt *pageText) buildLines() {
	order := make([]int, len(pt.glyphs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		ga, gb := pt.glyphs[order[a]], pt.glyphs[order[b]]
		if math.Abs(ga.y-gb.y) > 0.5 {
			return ga.y > gb.y // top of the page first (PDF y grows upwards)
		}
		return ga.x0 < gb.x0
	})
	var cur *line
	var last glyph
	for _, gi := range order {
		g := pt.glyphs[gi]
		if cur == nil || math.Abs(g.y-cur.y) > 0.3*max(g.size, 1) {
			pt.lines = append(pt.lines, line{y: g.y})
			cur = &pt.lines[len(pt.lines)-1]
		} else if g.x0-last.x1 > 0.2*g.size && !strings.HasSuffix(cur.text, " ") && g.r != ' ' {
			cur.text += " "
			cur.idx = append(cur.idx, -1)
		}
		s := string(g.r)
		cur.text += s
		for range len(s) {
			cur.idx = append(cur.idx, gi)
		}
		last = g
	}
}

// edit is one replacement in the page content.
type edit struct {
	start, end int
	with       []byte
}

// substitute retypes text[s:e] of line li as repl (same length, the
// glyphs already in the fonts), recording the content edits in edits.
func (pt *pageText) substitute(li, s, e int, repl string, edits map[[2]int][]byte) error {
	l := pt.lines[li]
	if len(repl) != e-s {
		return fmt.Errorf("tamper: replacement %q is not %d bytes", repl, e-s)
	}
	for k := s; k < e; k++ {
		old, nw := l.text[k], repl[k-s]
		if old == nw {
			continue
		}
		gi := l.idx[k]
		if gi < 0 || nw >= 0x80 || old >= 0x80 {
			return fmt.Errorf("tamper: cannot retype %q at %d", l.text[s:e], k)
		}
		g := pt.glyphs[gi]
		fn := pt.fonts[pt.runs[g.run].Font]
		c, ok := fn.fromRune[rune(nw)]
		if !ok {
			return fmt.Errorf("tamper: font %s has no glyph for %q", pt.runs[g.run].Font, nw)
		}
		key := [2]int{g.run, g.elem}
		b, ok := edits[key]
		if !ok {
			b = append([]byte(nil), pt.elemBytes(g.run, g.elem)...)
		}
		copy(b[g.off:], fn.encode(c))
		edits[key] = b
	}
	return nil
}

func (pt *pageText) elemOperand(run, elem int) pdfcontent.Operand {
	op := pt.runs[run].Op
	if op.Name == "TJ" {
		return op.Args[0].Elems[elem]
	}
	return op.Args[len(op.Args)-1]
}

func (pt *pageText) elemBytes(run, elem int) []byte { return pt.elemOperand(run, elem).Bytes }

// apply writes the recorded substitutions into the content, as hex
// strings in place of the original string operands.
func (pt *pageText) apply(edits map[[2]int][]byte, extra []edit) []byte {
	var all []edit
	for k, b := range edits {
		o := pt.elemOperand(k[0], k[1])
		all = append(all, edit{o.Start, o.End, []byte(fmt.Sprintf("<%X>", b))})
	}
	all = append(all, extra...)
	sort.Slice(all, func(i, j int) bool { return all[i].start > all[j].start })
	out := append([]byte(nil), pt.content...)
	for _, e := range all {
		out = append(out[:e.start], append(append([]byte(nil), e.with...), out[e.end:]...)...)
	}
	return out
}

// find returns every occurrence of s in the page's lines as (line, start)
// where s is not glued to other digits or letters.
func (pt *pageText) find(s string) [][2]int {
	var out [][2]int
	for li, l := range pt.lines {
		for i := 0; ; {
			j := strings.Index(l.text[i:], s)
			if j < 0 {
				break
			}
			a := i + j
			b := a + len(s)
			if (a == 0 || !isWordByte(l.text[a-1])) && (b == len(l.text) || !isWordByte(l.text[b])) {
				out = append(out, [2]int{li, a})
			}
			i = a + 1
		}
	}
	return out
}

func isWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == ','
}

// lineBox is the page-space box of line li's characters [s, e).
func (pt *pageText) lineBox(li, s, e int) (x0, x1, y, size float64, fontName string) {
	l := pt.lines[li]
	x0, x1 = math.Inf(1), math.Inf(-1)
	for k := s; k < e; k++ {
		if gi := l.idx[k]; gi >= 0 {
			g := pt.glyphs[gi]
			x0, x1, y, size = min(x0, g.x0), max(x1, g.x1), g.y, g.size
			fontName = pt.runs[g.run].Font
		}
	}
	return
}

// runsOnLine returns the runs with a glyph on line li.
func (pt *pageText) runsOnLine(li int) []int {
	seen := map[int]bool{}
	var out []int
	for _, gi := range pt.lines[li].idx {
		if gi >= 0 && !seen[pt.glyphs[gi].run] {
			seen[pt.glyphs[gi].run] = true
			out = append(out, pt.glyphs[gi].run)
		}
	}
	sort.Ints(out)
	return out
}
