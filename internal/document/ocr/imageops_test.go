package ocr

import (
	"image"
	"math"
	"testing"
)

// page draws black bars (text lines) on white, optionally slanted.
func page(w, h int, slant float64) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	for y0 := 40; y0+12 < h-40; y0 += 30 {
		for x := 40; x < w-40; x++ {
			if (x/25)%4 == 3 {
				continue // gaps between words
			}
			dy := int(math.Round(float64(x) * math.Tan(slant*math.Pi/180)))
			for y := y0; y < y0+10; y++ {
				if yy := y + dy; yy >= 0 && yy < h {
					g.Pix[yy*g.Stride+x] = 0
				}
			}
		}
	}
	return g
}

func TestWarpIdentityAndShrink(t *testing.T) {
	g := page(300, 200, 0)
	w := warp(g, Identity(), 300, 200)
	for i := range g.Pix {
		if g.Pix[i] != w.Pix[i] {
			t.Fatalf("identity warp changed pixel %d: %d → %d", i, g.Pix[i], w.Pix[i])
		}
	}
	s := shrink(g, 2)
	if s.Bounds().Dx() != 150 || s.Bounds().Dy() != 100 {
		t.Fatalf("shrink bounds %v", s.Bounds())
	}
	if v := s.GrayAt(30, 22).Y; v != 0 {
		t.Errorf("shrunk bar pixel %d, want 0", v)
	}
}

func TestOtsuAndStretch(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 100, 1))
	for x := range g.Pix {
		if x < 20 {
			g.Pix[x] = 60
		} else {
			g.Pix[x] = 200
		}
	}
	h, n := histogram(g, 1)
	if thr := otsu(h, n); thr < 60 || thr >= 200 {
		t.Errorf("otsu = %d", thr)
	}
	stretch(g, 60, 200)
	if g.Pix[0] != 0 || g.Pix[50] != 255 {
		t.Errorf("stretch: %d %d", g.Pix[0], g.Pix[50])
	}
}

func TestSkewAngle(t *testing.T) {
	for _, slant := range []float64{-3, -1, 0, 0.7, 2.5} {
		g := page(900, 600, slant)
		b := binarize(g, 1)
		pts := b.points(image.Rect(0, 0, b.w, b.h), 100000)
		span := int(math.Hypot(float64(b.w), float64(b.h))) + 2
		a, c := skewAngle(pts, span, 5)
		if math.Abs(a-slant) > 0.15 || c < 1.05 {
			t.Errorf("slant %v: found %v (contrast %v)", slant, a, c)
		}
		q, s := orientation(pts, b.h, span, false)
		if q || math.Abs(s-slant) > 0.15 {
			t.Errorf("slant %v: orientation quarter=%v skew %v", slant, q, s)
		}
	}
}

func TestQuarterTurnDetected(t *testing.T) {
	g := page(900, 600, 0.5)
	// Turn it: lines now run vertically.
	r := warp(g, Translate(600, 0).Mul(Rotate(90, 0, 0)).Inverse(), 600, 900)
	b := binarize(r, 1)
	pts := b.points(image.Rect(0, 0, b.w, b.h), 100000)
	span := int(math.Hypot(float64(b.w), float64(b.h))) + 2
	if q, _ := orientation(pts, b.h, span, false); !q {
		t.Error("vertical lines not detected")
	}
	if q, _ := orientation(pts, b.h, span, true); q {
		t.Error("NoRotate ignored")
	}
}

func TestFindPaper(t *testing.T) {
	w, h := 800, 1000
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 70 // the desk
	}
	// A sheet narrower at the top than at the bottom.
	q := quad{{150, 100}, {650, 110}, {720, 930}, {80, 920}}
	hm, _ := Homography([4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, q)
	inv := hm.Inverse()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			u, v := inv.Apply(float64(x)+0.5, float64(y)+0.5)
			if u >= 0 && u <= 1 && v >= 0 && v <= 1 {
				g.Pix[y*g.Stride+x] = 235
			}
		}
	}
	got, ok := findPaper(g)
	if !ok {
		t.Fatal("sheet not found")
	}
	for i := range q {
		if math.Hypot(got[i][0]-q[i][0], got[i][1]-q[i][1]) > 6 {
			t.Errorf("corner %d = %v, want %v", i, got[i], q[i])
		}
	}
	if k := got.keystone(); k < 0.1 {
		t.Errorf("keystone %v", k)
	}
	if _, ok := findPaper(page(800, 1000, 0)); ok {
		t.Error("a white page found as a photo")
	}
}

func TestNoiseSigma(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 400, 400))
	// Deterministic pseudo-noise of known spread: a ±4 checker has a
	// Laplacian of 32 in magnitude, far above a clean page's 0.
	for y := 0; y < 400; y++ {
		for x := 0; x < 400; x++ {
			v := 230
			if (x+y)%2 == 0 {
				v += 4
			} else {
				v -= 4
			}
			g.Pix[y*g.Stride+x] = uint8(v)
		}
	}
	if s := noiseSigma(g); s < 3 {
		t.Errorf("noisy page sigma %v", s)
	}
	if s := noiseSigma(page(400, 400, 0)); s > 0.5 {
		t.Errorf("clean page sigma %v", s)
	}
}

// TestFindBands: a heading printed white on a dark bar is found, and
// its inverted copy is dark letters on paper; text, a rule and a small
// dark box are no bands.
func TestFindBands(t *testing.T) {
	const dpi = 300
	g := image.NewGray(image.Rect(0, 0, 2400, 1200))
	for i := range g.Pix {
		g.Pix[i] = 245
	}
	fill := func(r image.Rectangle, v uint8) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				g.Pix[g.PixOffset(x, y)] = v
			}
		}
	}
	// A bar 6 inches by a seventh, with white "letters" in it.
	bar := image.Rect(300, 200, 2100, 243)
	fill(bar, 50)
	for x := 340; x < 900; x += 40 {
		fill(image.Rect(x, 210, x+6, 233), 250) // a white stroke
	}
	// Ordinary text: strokes a third of the line; a rule; a line of
	// large bold type (a bank's name: as much paper as ink).
	for x := 300; x < 2100; x += 18 {
		fill(image.Rect(x, 400, x+6, 425), 30)
	}
	fill(image.Rect(300, 500, 2100, 503), 30)
	for x := 300; x < 1000; x += 40 {
		fill(image.Rect(x, 600, x+22, 650), 30)
	}
	// A small dark box (a checkbox, a logo): under two inches wide.
	fill(image.Rect(300, 800, 700, 860), 30)
	bands := findBands(g, 140, dpi)
	if len(bands) != 1 {
		t.Fatalf("bands %v, want one", bands)
	}
	if b := bands[0]; b.Min.X > bar.Min.X+2 || b.Max.X < bar.Max.X-2 || b.Min.Y > bar.Min.Y+2 || b.Max.Y < bar.Max.Y-2 || !b.In(bar.Inset(-3)) {
		t.Errorf("band %v, want about %v", b, bar)
	}
	c := bands[0].Inset(-20)
	inv := invertedBand(g, bands[0], c, 140)
	at := func(x, y int) uint8 { return inv.Pix[inv.PixOffset(x-c.Min.X, y-c.Min.Y)] }
	if v := at(600, 205); v < 240 {
		t.Errorf("the bar's shade is %d inverted, want white", v)
	}
	if v := at(342, 220); v > 20 {
		t.Errorf("a white letter of the bar is %d inverted, want black", v)
	}
	if v := at(1000, 190); v != 255 {
		t.Errorf("paper around the bar is %d, want 255", v)
	}
}
