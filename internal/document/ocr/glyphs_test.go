package ocr

import (
	"image"
	"image/color"
	"math"
	"slices"
	"testing"
)

// A tiny face drawn in pixels, 22 high, strokes 3 wide: its zero is a
// narrow ring and its capital O a wide one, its I a bare stem and its
// one a stem with a flag and a foot, as printed faces draw them.
var testFace = map[rune]func(img *image.Gray, x, y int) int{
	'T': func(img *image.Gray, x, y int) int {
		fill(img, x, y, 14, 3)
		fill(img, x+5, y, 3, 22)
		return 14
	},
	'E': func(img *image.Gray, x, y int) int {
		fill(img, x, y, 3, 22)
		fill(img, x, y, 12, 3)
		fill(img, x, y+10, 10, 3)
		fill(img, x, y+19, 12, 3)
		return 12
	},
	'L': func(img *image.Gray, x, y int) int {
		fill(img, x, y, 3, 22)
		fill(img, x, y+19, 12, 3)
		return 12
	},
	'I': func(img *image.Gray, x, y int) int {
		fill(img, x, y, 3, 22)
		return 3
	},
	'1': func(img *image.Gray, x, y int) int {
		fill(img, x+4, y, 3, 22)
		for i := 0; i < 5; i++ {
			fill(img, x+i, y+5-i, 3, 2)
		}
		fill(img, x, y+19, 11, 3)
		return 11
	},
	'7': func(img *image.Gray, x, y int) int {
		fill(img, x, y, 12, 3)
		for i := 3; i < 22; i++ {
			fill(img, x+9-(i-3)*7/19, y+i, 3, 1)
		}
		return 12
	},
	'O': func(img *image.Gray, x, y int) int { return ring(img, x, y, 18) },
	'0': func(img *image.Gray, x, y int) int { return ring(img, x, y, 13) },
}

func fill(img *image.Gray, x, y, w, h int) {
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			img.SetGray(i, j, color.Gray{0})
		}
	}
}

// ring draws an ellipse's outline w wide and 22 high.
func ring(img *image.Gray, x, y, w int) int {
	a, b := float64(w)/2, 11.0
	for j := 0; j < 22; j++ {
		for i := 0; i < w; i++ {
			dx, dy := (float64(i)+0.5-a)/a, (float64(j)+0.5-b)/b
			outer := dx*dx + dy*dy
			ia, ib := a-3, b-3
			ix, iy := (float64(i)+0.5-a)/ia, (float64(j)+0.5-b)/ib
			if outer <= 1 && ix*ix+iy*iy > 1 {
				img.SetGray(x+i, y+j, color.Gray{0})
			}
		}
	}
	return w
}

// testPage draws each word's glyphs (drawn) on its own line and returns
// the engine's words: read as text, at conf.
type testWord struct {
	drawn, read string
	conf        float64
}

func testPage(ws []testWord) (*image.Gray, []RawWord) {
	img := image.NewGray(image.Rect(0, 0, 400, 40*len(ws)+40))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	var out []RawWord
	for n, w := range ws {
		x, y := 20, 20+40*n
		for _, r := range w.drawn {
			x += testFace[r](img, x, y) + 4
		}
		box := image.Rect(20, y, x-4, y+22)
		out = append(out, RawWord{Text: w.read, Box: box, Conf: w.conf, Line: n, LineBox: box})
	}
	return img, out
}

// examples are the sure words of the page: capitals and figures.
var glyphTestExamples = []testWord{
	{"TOOL", "TOOL", 96}, {"LOTTO", "LOTTO", 95}, {"TOTE", "TOTE", 94},
	{"TILE", "TILE", 96}, {"LITE", "LITE", 95}, {"TIE", "TIE", 93},
	{"1007", "1007", 96}, {"7010", "7010", 95}, {"1700", "1700", 94},
}

func TestGlyphFixLookAlikes(t *testing.T) {
	cases := []struct {
		drawn, read string
		conf        float64
		want        string
	}{
		{"T70EL1", "T7OEL1", 60, "T70EL1"},  // a zero read O
		{"IT0E7", "1T0E7", 70, "IT0E7"},     // a capital I read as a one
		{"LOT7", "LOT7", 60, "LOT7"},        // a true O stays
		{"T10E7", "T10E7", 80, "T10E7"},     // read right, left right
		{"T700EL", "T7000EL", 50, "T700EL"}, // a zero read twice
		{"TOOLE", "TOOLE", 95, "TOOLE"},     // a sure word is an example, not decided
		{"LEOTL", "LE0TL", 40, "LEOTL"},     // a capital O read as a zero
		{"TE0LT", "TEOLT", 50, "TE0LT"},     // five capitals read unsure: a reference may be all letters
		{"TE0L", "TEOL", 50, "TEOL"},        // but not four
	}
	for _, c := range cases {
		words := append([]testWord(nil), glyphTestExamples...)
		words = append(words, testWord{c.drawn, c.read, c.conf})
		img, raw := testPage(words)
		got, changes := glyphFix(img, raw, 128)
		if g := got[len(got)-1].Text; g != c.want {
			t.Errorf("%s read %q: got %q, want %q", c.drawn, c.read, g, c.want)
		}
		if (c.want != c.read) != (len(changes) == 1) {
			t.Errorf("%s read %q: changes %v", c.drawn, c.read, changes)
		}
		if raw[len(raw)-1].Text != c.read {
			t.Errorf("glyphFix changed its input")
		}
	}
}

// Without the page's own examples of both members nothing is decided:
// a page whose figures are not read sure keeps its references as read.
func TestGlyphFixNeedsExamples(t *testing.T) {
	words := []testWord{{"TOOL", "TOOL", 96}, {"LOTTO", "LOTTO", 95}, {"TOTE", "TOTE", 94},
		{"1007", "1007", 60}, {"T70EL1", "T7OEL1", 60}}
	img, raw := testPage(words)
	got, changes := glyphFix(img, raw, 128)
	if got[4].Text != "T7OEL1" || len(changes) != 0 {
		t.Fatalf("got %q, %v", got[4].Text, changes)
	}
}

func TestSegmentGlyphs(t *testing.T) {
	img, raw := testPage([]testWord{{"T70EL1", "", 0}})
	gs := segment(img, raw[0].Box, 128)
	if len(gs) != 6 {
		t.Fatalf("%d glyphs", len(gs))
	}
	if d := glyphDistance(gs[1], gs[1]); d != 0 || math.IsNaN(d) {
		t.Fatalf("distance to itself %v", d)
	}
}

// A word with one glyph fewer than characters because two glyphs touch
// is no glyph read twice: nothing is taken out of it.
func TestGlyphFixTouchingIsNoDouble(t *testing.T) {
	words := append([]testWord(nil), glyphTestExamples...)
	words = append(words, testWord{"T70ELL", "T7OELL", 60})
	img, raw := testPage(words)
	last := &raw[len(raw)-1]
	// Join the last two glyphs' ink: the engine read six, the page
	// shows five blobs, the last one wide.
	fill(img, last.Box.Max.X-20, last.Box.Min.Y+19, 8, 3)
	got, _ := glyphFix(img, raw, 128)
	if g := got[len(got)-1].Text; g != "T70ELL" {
		t.Fatalf("got %q", g)
	}
}

func init() {
	testFace['.'] = func(img *image.Gray, x, y int) int { fill(img, x, y+18, 4, 4); return 4 }
	testFace['˙'] = func(img *image.Gray, x, y int) int { fill(img, x, y+20, 2, 2); return 2 } // a speck
	testFace['U'] = func(img *image.Gray, x, y int) int {
		fill(img, x, y, 3, 22)
		fill(img, x+11, y, 3, 22)
		fill(img, x, y+19, 14, 3)
		return 14
	}
	testFace['J'] = func(img *image.Gray, x, y int) int {
		fill(img, x+8, y, 3, 22)
		fill(img, x, y+19, 11, 3)
		fill(img, x, y+14, 3, 6)
		return 11
	}
}

func TestSpeckStops(t *testing.T) {
	figures := []testWord{{"100.00", "100.00", 96}, {"710.07", "710.07", 95}, {"17.10", "17.10", 94}}
	cases := []struct {
		drawn, read, want string
	}{
		{"TOTE˙", "TOTE.", "TOTE"},  // a speck read as a full stop
		{"TOTE.", "TOTE.", "TOTE."}, // a full stop the size of the figures' points stays
		{"T.O.", "T.O.", "T.O."},    // an abbreviation is left
	}
	for _, c := range cases {
		img, raw := testPage(append(append([]testWord(nil), figures...), testWord{c.drawn, c.read, 95}))
		got, changes := speckStops(img, raw, 128)
		if g := got[len(got)-1].Text; g != c.want {
			t.Errorf("%s read %q: got %q, want %q", c.drawn, c.read, g, c.want)
		}
		if (c.want != c.read) != (len(changes) == 1) {
			t.Errorf("%s: changes %v", c.drawn, changes)
		}
	}
	// Without figures of the word's size nothing is decided.
	img, raw := testPage([]testWord{{"100.00", "100.00", 96}, {"TOTE˙", "TOTE.", 95}})
	if got, _ := speckStops(img, raw, 128); got[1].Text != "TOTE." {
		t.Errorf("decided without examples: %q", got[1].Text)
	}
}

// A glyph read twice where either reading of the pair leaves the same
// glyph ("5S" for a 5): one reading, decided by the look-alike rule. And
// U and J, which the engine confuses in some faces.
func TestGlyphFixDoubledPairAndUJ(t *testing.T) {
	examples := append([]testWord(nil), glyphTestExamples...)
	examples = append(examples, testWord{"JUTE", "JUTE", 95}, testWord{"JULE", "JULE", 95}, testWord{"JOLT", "JOLT", 96}, testWord{"LUTE", "LUTE", 96})
	for _, c := range []struct{ drawn, read, want string }{
		{"T70JL", "T70UL", "T70JL"},
		{"TU70L", "TJ70L", "TU70L"},
		{"T7OE1", "T7O0E1", "T7OE1"},
	} {
		img, raw := testPage(append(append([]testWord(nil), examples...), testWord{c.drawn, c.read, 50}))
		got, _ := glyphFix(img, raw, 128)
		if g := got[len(got)-1].Text; g != c.want {
			t.Errorf("%s read %q: got %q, want %q", c.drawn, c.read, g, c.want)
		}
	}
}

func TestGlyphFixLeadingZero(t *testing.T) {
	testFace['/'] = func(img *image.Gray, x, y int) int {
		for i := 0; i < 22; i++ {
			fill(img, x+8-i*8/22, y+i, 3, 1)
		}
		return 11
	}
	for _, c := range []struct{ drawn, read, want string }{
		{"01/07", "1/07", "01/07"},  // the zero's ink is there
		{"1/07", "1/07", "1/07"},    // no glyph more: as read
		{"71/07", "1/07", "1/07"},   // a glyph more, no zero
		{"01/07", "T1/07", "T1/07"}, // not a date
	} {
		img, raw := testPage(append(append([]testWord(nil), glyphTestExamples...), testWord{c.drawn, c.read, 0}))
		got, _ := glyphFix(img, raw, 128)
		if g := got[len(got)-1].Text; g != c.want {
			t.Errorf("%s read %q: got %q, want %q", c.drawn, c.read, g, c.want)
		}
	}
}

// TestDropTinyMarks: a mark read sure whose ink is a speck's beside its
// line's capitals goes ("©", "-" on two pixels of ink after a
// reference); a printed hyphen stays though the engine boxed it two
// pixels wide, its ink being a hyphen's.
func TestDropTinyMarks(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 400, 60))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	x := 20
	var ws []RawWord
	word := func(s string) {
		x0 := x
		for _, r := range s {
			x += testFace[r](img, x, 20) + 4
		}
		ws = append(ws, RawWord{Text: s, Box: image.Rect(x0, 20, x-4, 42), Conf: 96, Line: 1})
		x += 12
	}
	word("TOTE")
	fill(img, x, 32, 2, 2) // a speck
	ws = append(ws, RawWord{Text: "-", Box: image.Rect(x, 32, x+2, 34), Conf: 90, Line: 1})
	x += 14
	word("LOT")
	fill(img, x, 30, 10, 3) // a hyphen, boxed two pixels wide by the engine
	ws = append(ws, RawWord{Text: "-", Box: image.Rect(x+4, 30, x+6, 33), Conf: 92, Line: 1})
	x += 22
	word("TOE")
	var got []string
	for _, w := range dropTinyMarks(img, ws, 128) {
		got = append(got, w.Text)
	}
	if want := []string{"TOTE", "LOT", "-", "TOE"}; !slices.Equal(got, want) {
		t.Errorf("kept %q, want %q", got, want)
	}
}
