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
