package pdfcontent

import (
	"errors"
	"math"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/hostile"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    []string // operator names
		args    [][]Operand
		wantErr bool
	}{
		{name: "text", in: "BT /F1 9 Tf 40 744 Td (CHASE) Tj ET", want: []string{"BT", "Tf", "Td", "Tj", "ET"},
			args: [][]Operand{nil,
				{{Kind: Name, Bytes: []byte("F1"), Start: 3, End: 6}, {Kind: Number, Num: 9, Start: 7, End: 8}},
				{{Kind: Number, Num: 40, Start: 12, End: 14}, {Kind: Number, Num: 744, Start: 15, End: 18}},
				{{Kind: String, Bytes: []byte("CHASE"), Start: 22, End: 29}}, nil}},
		{name: "escapes and nesting", in: `(a\(b\)c\\ (d) \101\n) Tj`, want: []string{"Tj"},
			args: [][]Operand{{{Kind: String, Bytes: []byte("a(b)c\\ (d) A\n"), Start: 0, End: 22}}}},
		{name: "hex odd digit", in: "<00 4 1> Tj", want: []string{"Tj"},
			args: [][]Operand{{{Kind: String, Bytes: []byte{0x00, 0x41}, Hex: true, Start: 0, End: 8}}}},
		{name: "TJ array", in: "[<01>-12 (x)]TJ", want: []string{"TJ"},
			args: [][]Operand{{{Kind: Array, Start: 0, End: 13, Elems: []Operand{
				{Kind: String, Bytes: []byte{1}, Hex: true, Start: 1, End: 5},
				{Kind: Number, Num: -12, Start: 5, End: 8},
				{Kind: String, Bytes: []byte("x"), Start: 9, End: 12}}}}}},
		{name: "numbers", in: "-.5 +3 1.25 0 0 cm", want: []string{"cm"},
			args: [][]Operand{{{Kind: Number, Num: -0.5, Start: 0, End: 3}, {Kind: Number, Num: 3, Start: 4, End: 6},
				{Kind: Number, Num: 1.25, Start: 7, End: 11}, {Kind: Number, Start: 12, End: 13}, {Kind: Number, Start: 14, End: 15}}}},
		{name: "marked content dict and comment", in: "/P <</MCID 0>> BDC % note\nEMC", want: []string{"BDC", "EMC"},
			args: [][]Operand{{{Kind: Name, Bytes: []byte("P"), Start: 0, End: 2}, {Kind: Dict, Start: 3, End: 14}}, nil}},
		{name: "inline image", in: "q BI /W 1 /H 1 ID \x00EI\xffX EI Q", want: []string{"q", "BI", "Q"}, args: [][]Operand{nil, nil, nil}},
		{name: "name escape", in: "/A#20B gs", want: []string{"gs"}, args: [][]Operand{{{Kind: Name, Bytes: []byte("A B"), Start: 0, End: 6}}}},
		{name: "unterminated string", in: "(abc Tj", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ops, err := Parse([]byte(tt.in))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error %v", err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			var names []string
			var args [][]Operand
			for _, op := range ops {
				names = append(names, op.Name)
				args = append(args, op.Args)
			}
			if !reflect.DeepEqual(names, tt.want) {
				t.Errorf("ops = %v, want %v", names, tt.want)
			}
			if !reflect.DeepEqual(args, tt.args) {
				t.Errorf("args = %+v\nwant %+v", args, tt.args)
			}
		})
	}
}

func TestOpOffsets(t *testing.T) {
	in := "BT 40 744 Td (CHASE) Tj ET"
	ops, err := Parse([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if got := in[ops[1].Start:ops[1].End]; got != "40 744 Td" {
		t.Errorf("Td spans %q", got)
	}
	if got := in[ops[2].Start:ops[2].End]; got != "(CHASE) Tj" {
		t.Errorf("Tj spans %q", got)
	}
}

type fakeFont struct {
	bytes int
	w     float64
}

func (f fakeFont) CodeBytes() int    { return f.bytes }
func (f fakeFont) Width(int) float64 { return f.w }

type fakeRes struct {
	fonts map[string]Font
	forms map[string]string
	mat   Matrix
}

func (r fakeRes) Font(n string) Font { return r.fonts[n] }
func (r fakeRes) Form(n string) ([]byte, Matrix, Resources, bool) {
	c, ok := r.forms[n]
	return []byte(c), r.mat, r, ok
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestInterpretTextPositions(t *testing.T) {
	res := fakeRes{fonts: map[string]Font{"F1": fakeFont{1, 500}, "F2": fakeFont{2, 1000}}}
	tests := []struct {
		name       string
		in         string
		x, y, size float64
		boxX1      float64 // right edge of the first text
		n          int
		secondX    float64 // origin of the second text, if any
	}{
		{name: "fpdf style", in: "BT /F1 10 Tf ET BT 40 744 Td (ab) Tj ET", x: 40, y: 744, size: 10, boxX1: 50, n: 1},
		{name: "Tm and cm", in: "2 0 0 2 10 20 cm BT /F1 10 Tf 1 0 0 1 5 6 Tm (a) Tj ET", x: 20, y: 32, size: 20, boxX1: 30, n: 1},
		{name: "flipped chromium style", in: ".5 0 0 -.5 0 792 cm BT /F2 20 Tf 1 0 0 -1 8 29 Tm <0033> Tj 16 0 Td <0055> Tj ET",
			x: 4, y: 777.5, size: 10, boxX1: 14, n: 2, secondX: 12},
		{name: "pen advances between shows", in: "BT /F1 10 Tf 0 0 Td (ab) Tj (c) Tj ET", x: 0, y: 0, size: 10, boxX1: 10, n: 2, secondX: 10},
		{name: "TJ kerning", in: "BT /F1 10 Tf 0 0 Td [(a) -1000 (b)] TJ ET", x: 0, y: 0, size: 10, boxX1: 20, n: 1},
		{name: "TD and T*", in: "BT /F1 10 Tf 0 100 Td 0 -12 TD T* (a) Tj ET", x: 0, y: 76, size: 10, boxX1: 5, n: 1},
		{name: "q Q restores CTM", in: "q 1 0 0 1 100 100 cm Q BT /F1 10 Tf 5 5 Td (a) Tj ET", x: 5, y: 5, size: 10, boxX1: 10, n: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Interpret([]byte(tt.in), res)
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Texts) != tt.n {
				t.Fatalf("%d texts, want %d", len(p.Texts), tt.n)
			}
			tx := p.Texts[0]
			if !near(tx.X, tt.x) || !near(tx.Y, tt.y) || !near(tx.Size, tt.size) {
				t.Errorf("origin (%v,%v) size %v, want (%v,%v) %v", tx.X, tx.Y, tx.Size, tt.x, tt.y, tt.size)
			}
			if !near(tx.Box.X1, tt.boxX1) {
				t.Errorf("box %+v, want right edge %v", tx.Box, tt.boxX1)
			}
			if tt.n > 1 && !near(p.Texts[1].X, tt.secondX) {
				t.Errorf("second text at x=%v, want %v", p.Texts[1].X, tt.secondX)
			}
		})
	}
}

// TestTextSeen tells the page's own lines from text no reader takes for
// one: a stamp set at an angle, glyphs painted white.
func TestTextSeen(t *testing.T) {
	res := fakeRes{fonts: map[string]Font{"F1": fakeFont{1, 500}}}
	tests := []struct {
		name           string
		in             string
		rotated, white bool
	}{
		{"upright black", "BT /F1 10 Tf 10 10 Td (a) Tj ET", false, false},
		{"flipped chromium style", ".5 0 0 -.5 0 792 cm BT /F1 20 Tf 1 0 0 -1 8 29 Tm (a) Tj ET", false, false},
		{"a stamp at five degrees", "BT /F1 10 Tf 0.996 0.087 -0.087 0.996 10 10 Tm (a) Tj ET", true, false},
		{"turned by the CTM", "0 1 -1 0 300 0 cm BT /F1 10 Tf 10 10 Td (a) Tj ET", true, false},
		{"a slant under two degrees is a line", "BT /F1 10 Tf 1 0.02 0 1 10 10 Tm (a) Tj ET", false, false},
		{"white gray", "1 g BT /F1 10 Tf 10 10 Td (a) Tj ET", false, true},
		{"white RGB", "1 1 1 rg BT /F1 10 Tf 10 10 Td (a) Tj ET", false, true},
		{"grey is seen", "0.5 g BT /F1 10 Tf 10 10 Td (a) Tj ET", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Interpret([]byte(tt.in), res)
			if err != nil || len(p.Texts) != 1 {
				t.Fatalf("texts %d, err %v", len(p.Texts), err)
			}
			if got := p.Texts[0].Rotated(); got != tt.rotated {
				t.Errorf("Rotated() = %v, want %v", got, tt.rotated)
			}
			if got := p.Texts[0].White(); got != tt.white {
				t.Errorf("White() = %v, want %v", got, tt.white)
			}
		})
	}
}

func TestInterpretFillsAndOrder(t *testing.T) {
	in := "1 g 0 0 612 792 re f BT /F1 9 Tf 100 100 Td (12.00) Tj ET q 1 1 1 rg 98 96 40 14 re f Q 0 0 1 rg 10 10 m 20 10 l 20 30 l h f 0 0 0 1 k 1 1 5 5 re f"
	p, err := Interpret([]byte(in), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Fills) != 4 || len(p.Texts) != 1 {
		t.Fatalf("%d fills, %d texts", len(p.Fills), len(p.Texts))
	}
	wantWhite := []bool{true, true, false, false}
	for i, f := range p.Fills {
		if f.White() != wantWhite[i] {
			t.Errorf("fill %d (%v) white=%v", i, f.Color, f.White())
		}
	}
	if !(p.Fills[0].Seq < p.Texts[0].Seq && p.Texts[0].Seq < p.Fills[1].Seq) {
		t.Errorf("painting order: fill0 %d text %d fill1 %d", p.Fills[0].Seq, p.Texts[0].Seq, p.Fills[1].Seq)
	}
	if got, want := p.Fills[1].Box, (Rect{98, 96, 138, 110}); got != want {
		t.Errorf("box %+v, want %+v", got, want)
	}
	if got, want := p.Fills[2].Box, (Rect{10, 10, 20, 30}); got != want {
		t.Errorf("path box %+v, want %+v", got, want)
	}
}

func TestInterpretForm(t *testing.T) {
	res := fakeRes{fonts: map[string]Font{}, forms: map[string]string{"X1": "BT /F1 10 Tf 1 2 Td (a) Tj ET"}, mat: Translate(100, 0)}
	p, err := Interpret([]byte("q 1 0 0 1 0 50 cm /X1 Do Q /Img Do"), res)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Texts) != 1 {
		t.Fatalf("%d texts", len(p.Texts))
	}
	if tx := p.Texts[0]; tx.X != 101 || tx.Y != 52 || tx.Depth != 1 || tx.Op.Name != "" {
		t.Errorf("form text %+v", tx)
	}
}

func TestMatrixInvert(t *testing.T) {
	m := Matrix{2, 0, 0, -0.5, 10, 792}
	inv, ok := m.Invert()
	if !ok {
		t.Fatal("not invertible")
	}
	got := m.Mul(inv)
	for i, v := range Identity {
		if !near(got[i], v) {
			t.Fatalf("m × m⁻¹ = %v", got)
		}
	}
	if _, ok := (Matrix{0, 0, 0, 0, 1, 1}).Invert(); ok {
		t.Error("singular matrix inverted")
	}
}

// Hostile content stops at a limit, quickly and without holding the
// memory it would take to read it all, where it used to overflow the
// stack (nested arrays), take gigabytes (operand flood) or run for hours
// (a form drawing itself).
func TestInterpretHostileContent(t *testing.T) {
	for _, c := range hostile.Contents() {
		t.Run(c.Name, func(t *testing.T) {
			res := fakeRes{fonts: map[string]Font{}, forms: map[string]string{}, mat: Identity}
			for k, v := range c.Forms {
				res.forms[k] = string(v)
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			p, err := Interpret(c.Data, res)
			el := time.Since(start)
			runtime.ReadMemStats(&after)
			if !errors.Is(err, ErrLimit) {
				t.Fatalf("err = %v, want ErrLimit", err)
			}
			if p == nil || p.Items > DefaultLimits.MaxItems+1 || p.Bytes > DefaultLimits.MaxBytes+int64(len(c.Data)) {
				t.Errorf("page %+v after the limit", p)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 256<<20 {
				t.Errorf("allocated %d MB", alloc>>20)
			}
			if el > 5*time.Second {
				t.Errorf("took %s", el)
			}
			t.Logf("%v in %s, %d MB allocated", err, el.Round(time.Millisecond), (after.TotalAlloc-before.TotalAlloc)>>20)
		})
	}
}

func TestLimits(t *testing.T) {
	tests := []struct {
		name    string
		lim     Limits
		in      string
		wantErr bool
	}{
		{name: "within", lim: Limits{MaxItems: 6, MaxDepth: 2}, in: "[[1]] TJ 1 g"},
		{name: "items", lim: Limits{MaxItems: 5}, in: "[[1]] TJ 1 g", wantErr: true},
		{name: "depth", lim: Limits{MaxDepth: 1}, in: "[[1]] TJ", wantErr: true},
		{name: "bytes", lim: Limits{MaxBytes: 4}, in: "1 g 0 G", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.lim.Parse([]byte(tt.in))
			if errors.Is(err, ErrLimit) != tt.wantErr {
				t.Errorf("err = %v, want limit %v", err, tt.wantErr)
			}
		})
	}
	// Saves past the kept depth still balance their restores.
	in := strings.Repeat("q ", maxSaved+10) + "0.5 g " + strings.Repeat("Q ", maxSaved+10) + "0 0 1 1 re f"
	p, err := Interpret([]byte(in), nil)
	if err != nil || len(p.Fills) != 1 || p.Fills[0].Color[0] != 0 {
		t.Errorf("fill after balanced saves: %+v, %v", p.Fills, err)
	}
}
