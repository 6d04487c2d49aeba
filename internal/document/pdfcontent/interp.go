package pdfcontent

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// Matrix is a PDF transformation matrix [a b c d e f].
type Matrix [6]float64

// Identity is the identity matrix.
var Identity = Matrix{1, 0, 0, 1, 0, 0}

// Mul returns m × n: apply m first, then n (PDF's "cm" premultiplies: the
// new CTM is cm × CTM).
func (m Matrix) Mul(n Matrix) Matrix {
	return Matrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

// Apply transforms the point (x, y).
func (m Matrix) Apply(x, y float64) (float64, float64) {
	return m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]
}

// Invert returns the inverse of m, or false if m is singular.
func (m Matrix) Invert() (Matrix, bool) {
	det := m[0]*m[3] - m[1]*m[2]
	if math.Abs(det) < 1e-12 {
		return Matrix{}, false
	}
	a, b, c, d := m[3]/det, -m[1]/det, -m[2]/det, m[0]/det
	return Matrix{a, b, c, d, -(m[4]*a + m[5]*c), -(m[4]*b + m[5]*d)}, true
}

// Translate returns a translation matrix.
func Translate(x, y float64) Matrix { return Matrix{1, 0, 0, 1, x, y} }

// Rect is an axis-aligned box in page space (PDF units, origin bottom-left).
type Rect struct{ X0, Y0, X1, Y1 float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool { return x >= r.X0 && x <= r.X1 && y >= r.Y0 && y <= r.Y1 }

// Intersect returns the overlap of r and s (empty when X0 >= X1 or Y0 >= Y1).
func (r Rect) Intersect(s Rect) Rect {
	return Rect{max(r.X0, s.X0), max(r.Y0, s.Y0), min(r.X1, s.X1), min(r.Y1, s.Y1)}
}

// Area is the area of r, 0 when empty.
func (r Rect) Area() float64 {
	if r.X1 <= r.X0 || r.Y1 <= r.Y0 {
		return 0
	}
	return (r.X1 - r.X0) * (r.Y1 - r.Y0)
}

func bbox(m Matrix, r Rect) Rect {
	out := Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, p := range [4][2]float64{{r.X0, r.Y0}, {r.X1, r.Y0}, {r.X0, r.Y1}, {r.X1, r.Y1}} {
		x, y := m.Apply(p[0], p[1])
		out.X0, out.Y0, out.X1, out.Y1 = min(out.X0, x), min(out.Y0, y), max(out.X1, x), max(out.Y1, y)
	}
	return out
}

// Font tells the interpreter how a font's codes advance the pen. A nil
// Font (unknown) advances every byte by half an em.
type Font interface {
	// CodeBytes is 1 for simple fonts and 2 for Identity-encoded CID fonts.
	CodeBytes() int
	// Width is the advance of code in thousandths of an em.
	Width(code int) float64
}

// Resources resolves the names a content stream uses.
type Resources interface {
	Font(name string) Font
	// Form returns a form XObject's content, matrix and resources; ok is
	// false for image XObjects and unknown names.
	Form(name string) (content []byte, m Matrix, res Resources, ok bool)
}

// Text is one text-showing operator (Tj, TJ, ', ").
type Text struct {
	Seq  int    // painting order among Texts and Fills of the page
	Font string // resource name
	// Size is the font size in page units (the Tf size scaled by the text
	// and current transformation matrices).
	Size float64
	// X, Y is the origin of the first glyph in page space.
	X, Y float64
	// Box spans the shown glyphs (advance widths, descent to ascent).
	Box   Rect
	Bytes []byte // the shown codes, TJ elements concatenated
	Mode  int    // text rendering mode; 3 is invisible
	// Depth is 0 for the page's own content and >0 inside form XObjects;
	// Op and BlockStart are offsets into the page content only then.
	Depth      int
	Op         Op
	BlockStart int    // offset of the enclosing BT
	CTM        Matrix // at the show operator
	TM         Matrix // text matrix at the show operator
	FontSize   float64
	HScale     float64 // horizontal scaling (Tz / 100)
	Rise       float64
	// Color is the fill colour the glyphs are painted in; nil when it is
	// not a device colour.
	Color []float64
}

// Fill is one filled path.
type Fill struct {
	Seq   int
	Box   Rect
	Color []float64 // components of the fill colour; nil when not a device colour
	Depth int
}

// White reports whether the fill colour is white (or nearly).
func (f Fill) White() bool { return white(f.Color) }

// White reports whether the glyphs are painted white (or nearly): text
// no one sees on a white page.
func (t Text) White() bool { return white(t.Color) }

// Rotated reports whether the text runs at an angle of more than about
// two degrees from the horizontal: a stamp or a margin note, not a line
// of the page's text.
func (t Text) Rotated() bool {
	m := t.TM.Mul(t.CTM)
	return math.Abs(m[1]) > 0.035*math.Hypot(m[0], m[1])
}

func white(color []float64) bool {
	switch len(color) {
	case 1, 3:
		for _, c := range color {
			if c < 0.97 {
				return false
			}
		}
		return true
	case 4:
		for _, c := range color {
			if c > 0.03 {
				return false
			}
		}
		return true
	}
	return false
}

// Page is what Interpret found.
type Page struct {
	Ops   []Op
	Texts []Text
	Fills []Fill
	// Items and Bytes are what reading the page cost against its Limits
	// (operators and operands, content bytes; forms each time drawn), so
	// that a caller can bound a whole document.
	Items int
	Bytes int64
}

type gstate struct {
	ctm        Matrix
	fill       []float64
	fillSpace  int // components of the current fill colour space, 0 = not a device space
	font       string
	fontRes    Font
	size       float64
	tc, tw, th float64
	tl, rise   float64
	mode       int
}

const maxFormDepth = 8

// Interpret parses a page's content stream and follows it under
// DefaultLimits. res may be nil. Content that cannot be parsed to its end
// returns what was read before the fault, and the error; one that passes
// a limit stops there with an error wrapping ErrLimit.
func Interpret(content []byte, res Resources) (*Page, error) {
	return DefaultLimits.Interpret(content, res)
}

// Interpret is the package's Interpret under l.
func (l Limits) Interpret(content []byte, res Resources) (*Page, error) {
	bud := newBudget(l)
	ops, err := parse(content, bud)
	p := &Page{Ops: ops}
	in := interp{page: p, bud: bud}
	if err == nil || !errors.Is(err, ErrLimit) {
		in.run(ops, res, gstate{ctm: Identity, fill: []float64{0}, fillSpace: 1, th: 1}, 0)
	}
	if err == nil {
		err = in.err
	}
	p.Items, p.Bytes = bud.items, bud.bytes
	return p, err
}

type interp struct {
	page *Page
	seq  int
	bud  *budget
	// err is the first limit a form passed; it ends the reading.
	err error
	// drawing holds the forms being drawn, by their content's address.
	drawing []*byte
}

func num(args []Operand, i int) float64 {
	if i < len(args) && args[i].Kind == Number {
		return args[i].Num
	}
	return 0
}

func nums(args []Operand) []float64 {
	out := make([]float64, 0, len(args))
	for _, a := range args {
		if a.Kind == Number {
			out = append(out, a.Num)
		}
	}
	return out
}

func (in *interp) run(ops []Op, res Resources, gs gstate, depth int) {
	var stack []gstate
	unsaved := 0 // saves past maxSaved, counted but not kept
	var tm, tlm Matrix
	blockStart := -1
	path := Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	havePath := false
	addPoint := func(x, y float64) {
		px, py := gs.ctm.Apply(x, y)
		path.X0, path.Y0, path.X1, path.Y1 = min(path.X0, px), min(path.Y0, py), max(path.X1, px), max(path.Y1, py)
		havePath = true
	}
	clearPath := func() {
		path = Rect{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		havePath = false
	}
	show := func(op Op, s []byte, adjust []float64) {
		trm := Matrix{gs.size * gs.th, 0, 0, gs.size, 0, gs.rise}.Mul(tm).Mul(gs.ctm)
		x, y := trm.Apply(0, 0)
		// Advance: glyph widths plus spacing, in text space units.
		cb := 1
		if gs.fontRes != nil && gs.fontRes.CodeBytes() == 2 {
			cb = 2
		}
		var adv float64
		for i := 0; i+cb <= len(s); i += cb {
			code := int(s[i])
			if cb == 2 {
				code = int(s[i])<<8 | int(s[i+1])
			}
			w := 500.0
			if gs.fontRes != nil {
				w = gs.fontRes.Width(code)
			}
			adv += (w/1000*gs.size + gs.tc) * gs.th
			if cb == 1 && code == ' ' {
				adv += gs.tw * gs.th
			}
		}
		for _, a := range adjust {
			adv -= a / 1000 * gs.size * gs.th
		}
		m := tm.Mul(gs.ctm)
		box := bbox(m, Rect{0, gs.rise - 0.25*gs.size, adv, gs.rise + 0.85*gs.size})
		sy := math.Hypot(trm[2], trm[3])
		t := Text{Seq: in.seq, Font: gs.font, Size: sy, X: x, Y: y, Box: box, Bytes: s, Mode: gs.mode,
			Depth: depth, BlockStart: blockStart, CTM: gs.ctm, TM: tm, FontSize: gs.size, HScale: gs.th, Rise: gs.rise}
		if gs.fillSpace > 0 && len(gs.fill) == gs.fillSpace {
			t.Color = append([]float64(nil), gs.fill...)
		}
		if depth == 0 {
			t.Op = op
		}
		in.seq++
		in.page.Texts = append(in.page.Texts, t)
		tm = Translate(adv, 0).Mul(tm)
	}
	for _, op := range ops {
		if in.err != nil {
			return
		}
		a := op.Args
		switch op.Name {
		case "q":
			if len(stack) < maxSaved {
				stack = append(stack, gs)
			} else {
				unsaved++
			}
		case "Q":
			if unsaved > 0 {
				unsaved--
			} else if n := len(stack); n > 0 {
				gs, stack = stack[n-1], stack[:n-1]
			}
		case "cm":
			if len(a) >= 6 {
				gs.ctm = Matrix{num(a, 0), num(a, 1), num(a, 2), num(a, 3), num(a, 4), num(a, 5)}.Mul(gs.ctm)
			}
		case "re":
			x, y, w, h := num(a, 0), num(a, 1), num(a, 2), num(a, 3)
			addPoint(x, y)
			addPoint(x+w, y+h)
			addPoint(x+w, y)
			addPoint(x, y+h)
		case "m", "l":
			addPoint(num(a, 0), num(a, 1))
		case "c":
			addPoint(num(a, 0), num(a, 1))
			addPoint(num(a, 2), num(a, 3))
			addPoint(num(a, 4), num(a, 5))
		case "v", "y":
			addPoint(num(a, 0), num(a, 1))
			addPoint(num(a, 2), num(a, 3))
		case "f", "F", "f*", "B", "B*", "b", "b*":
			if havePath {
				var col []float64
				if gs.fillSpace > 0 && len(gs.fill) == gs.fillSpace {
					col = append([]float64(nil), gs.fill...)
				}
				in.page.Fills = append(in.page.Fills, Fill{Seq: in.seq, Box: path, Color: col, Depth: depth})
				in.seq++
			}
			clearPath()
		case "S", "s", "n":
			clearPath()
		case "g":
			gs.fill, gs.fillSpace = nums(a), 1
		case "rg":
			gs.fill, gs.fillSpace = nums(a), 3
		case "k":
			gs.fill, gs.fillSpace = nums(a), 4
		case "cs":
			gs.fillSpace = 0
			if len(a) > 0 && a[0].Kind == Name {
				switch string(a[0].Bytes) {
				case "DeviceGray", "G":
					gs.fillSpace = 1
				case "DeviceRGB", "RGB":
					gs.fillSpace = 3
				case "DeviceCMYK", "CMYK":
					gs.fillSpace = 4
				}
			}
			gs.fill = nil
		case "sc", "scn":
			gs.fill = nums(a)
		case "BT":
			tm, tlm = Identity, Identity
			blockStart = op.Start
		case "ET":
			blockStart = -1
		case "Tf":
			if len(a) >= 2 && a[0].Kind == Name {
				gs.font = string(a[0].Bytes)
				gs.fontRes = nil
				if res != nil {
					gs.fontRes = res.Font(gs.font)
				}
			}
			gs.size = num(a, len(a)-1)
		case "Tc":
			gs.tc = num(a, 0)
		case "Tw":
			gs.tw = num(a, 0)
		case "Tz":
			gs.th = num(a, 0) / 100
		case "TL":
			gs.tl = num(a, 0)
		case "Ts":
			gs.rise = num(a, 0)
		case "Tr":
			gs.mode = int(num(a, 0))
		case "Td":
			tlm = Translate(num(a, 0), num(a, 1)).Mul(tlm)
			tm = tlm
		case "TD":
			gs.tl = -num(a, 1)
			tlm = Translate(num(a, 0), num(a, 1)).Mul(tlm)
			tm = tlm
		case "Tm":
			tlm = Matrix{num(a, 0), num(a, 1), num(a, 2), num(a, 3), num(a, 4), num(a, 5)}
			tm = tlm
		case "T*":
			tlm = Translate(0, -gs.tl).Mul(tlm)
			tm = tlm
		case "Tj":
			if len(a) > 0 && a[0].Kind == String {
				show(op, a[0].Bytes, nil)
			}
		case "'", "\"":
			if op.Name == "\"" && len(a) >= 3 {
				gs.tw, gs.tc = num(a, 0), num(a, 1)
			}
			tlm = Translate(0, -gs.tl).Mul(tlm)
			tm = tlm
			if len(a) > 0 && a[len(a)-1].Kind == String {
				show(op, a[len(a)-1].Bytes, nil)
			}
		case "TJ":
			if len(a) > 0 && a[0].Kind == Array {
				var s []byte
				var adj []float64
				for _, e := range a[0].Elems {
					switch e.Kind {
					case String:
						s = append(s, e.Bytes...)
					case Number:
						adj = append(adj, e.Num)
					}
				}
				show(op, s, adj)
			}
		case "Do":
			if res == nil || len(a) == 0 || a[0].Kind != Name {
				continue
			}
			content, m, sub, ok := res.Form(string(a[0].Bytes))
			if !ok {
				continue
			}
			// A form that draws itself (the same content, as Resources
			// returns it) is skipped; a chain of distinct forms deeper
			// than maxFormDepth passes a limit, since PDFium would
			// follow it.
			if len(content) > 0 && slices.Contains(in.drawing, &content[0]) {
				continue
			}
			if depth >= maxFormDepth {
				in.err = fmt.Errorf("%w: forms nested deeper than %d", ErrLimit, maxFormDepth)
				return
			}
			if len(content) > 0 {
				in.drawing = append(in.drawing, &content[0])
			}
			fops, err := parse(content, in.bud)
			if errors.Is(err, ErrLimit) {
				in.err = err
				return
			}
			fgs := gs
			fgs.ctm = m.Mul(gs.ctm)
			in.run(fops, sub, fgs, depth+1)
			if len(content) > 0 {
				in.drawing = in.drawing[:len(in.drawing)-1]
			}
		}
	}
}
