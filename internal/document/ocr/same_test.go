package ocr

import (
	"bytes"
	"context"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// samePages returns the page images the reference comparison runs on:
// synthetic pages (straight, slanted, noisy, a photo of a sheet on a
// desk, rules, dots, a dark band) and, unless -short, the first page of
// each kind of committed scan sample as the reader decodes it.
func samePages(t *testing.T) map[string]*image.Gray {
	t.Helper()
	pages := map[string]*image.Gray{
		"straight": page(900, 600, 0),
		"slanted":  page(900, 600, 1.3),
		"steep":    page(700, 900, -2.2),
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	noisy := page(800, 700, 0.6)
	for i := range noisy.Pix {
		v := int(noisy.Pix[i]) + int(rnd.NormFloat64()*25)
		noisy.Pix[i] = uint8(max(0, min(255, v)))
	}
	pages["noisy"] = noisy
	// Rules, a box, dotted leaders and a dark band with white letters.
	ruled := page(1200, 900, 0.4)
	for x := 30; x < 1170; x++ {
		for y := 300; y < 303; y++ {
			ruled.Pix[y*ruled.Stride+x] = 20
		}
	}
	for y := 100; y < 800; y++ {
		ruled.Pix[y*ruled.Stride+60] = 10
		ruled.Pix[y*ruled.Stride+61] = 10
	}
	for x := 100; x < 900; x += 14 {
		for dy := 0; dy < 3; dy++ {
			for dx := 0; dx < 3; dx++ {
				ruled.Pix[(620+dy)*ruled.Stride+x+dx] = 0
			}
		}
	}
	for y := 700; y < 760; y++ {
		for x := 50; x < 1150; x++ {
			v := uint8(40)
			if (x/9)%3 == 0 && y > 715 && y < 745 {
				v = 250
			}
			ruled.Pix[y*ruled.Stride+x] = v
		}
	}
	pages["ruled"] = ruled
	// A sheet photographed on a dark desk, a little turned.
	photo := image.NewGray(image.Rect(0, 0, 1000, 1300))
	for i := range photo.Pix {
		photo.Pix[i] = 50
	}
	sheet := page(800, 1100, 0)
	for y := 0; y < 1100; y++ {
		for x := 0; x < 800; x++ {
			px := 100 + x + y/40
			py := 90 + y - x/50
			photo.Pix[py*photo.Stride+px] = uint8(int(sheet.Pix[y*sheet.Stride+x]) * (200 + x/20) / 255)
		}
	}
	pages["photo"] = photo
	if testing.Short() {
		return pages
	}
	// The first page of each kind of committed scan: 300 and 150 dpi,
	// turned, photographed (the others are the same scan).
	r := NewReader(Options{Engine: Tesseract{}})
	for _, name := range []string{"s300_bofa_fpdf-core_month", "s150_bofa_fpdf-core_month", "rot_pnc_fpdf-core_month", "photo_chromium_html-running_month"} {
		pdf, err := os.ReadFile(filepath.Join(scansDir, name+".pdf"))
		if err != nil {
			t.Fatal(err)
		}
		src, _, err := r.pageSource(context.Background(), pdf, 1)
		if err != nil {
			t.Fatal(err)
		}
		pages[name] = pdftext.GrayOf(src.Image)
	}
	return pages
}

func cloneGray(g *image.Gray) *image.Gray {
	c := *g
	c.Pix = bytes.Clone(g.Pix)
	return &c
}

func sameGray(t *testing.T, what string, got, want *image.Gray) {
	t.Helper()
	if got.Bounds() != want.Bounds() || !bytes.Equal(got.Pix, want.Pix) {
		t.Errorf("%s: the image differs from the reference (%v against %v)", what, got.Bounds(), want.Bounds())
	}
}

// TestSameAsReference: the pre-processing and the forensic measures give
// the same pixels and figures, byte for byte, as the implementations
// they replaced (ref_test.go), so the engine reads the same words.
func TestSameAsReference(t *testing.T) {
	for name, g := range samePages(t) {
		t.Run(name, func(t *testing.T) {
			orig := cloneGray(g)
			b := g.Bounds()
			// A scan page (millions of pixels) takes the common cases
			// only: the references are slow.
			big := b.Dx()*b.Dy() > 2_000_000
			few := func(n int) int {
				if big {
					return 1
				}
				return n
			}
			// The whole chain, each quarter-turn decision, at the
			// resolutions the reader uses (300 dpi from 300, 150 and 72).
			for _, sc := range [][2]float64{{300.0 / 72, 300.0 / 72}, {150.0 / 72, 300.0 / 72}, {300.0 / 72, 200.0 / 72}}[:few(3)] {
				for _, turn := range []int{turnAuto, turnQuarter, turnNone}[:few(3)] {
					got := prepare(g, sc[0], sc[1], Options{}, turn)
					want := refPrepare(g, sc[0], sc[1], Options{}, turn)
					sameGray(t, "prepare", got.img, want.img)
					got.img, want.img = nil, nil
					if !reflect.DeepEqual(got, want) {
						t.Errorf("prepare %v turn %d:\n got %+v\nwant %+v", sc, turn, got, want)
					}
				}
			}
			if !bytes.Equal(g.Pix, orig.Pix) {
				t.Fatal("prepare changed its input")
			}
			// The steps one by one.
			for _, step := range []int{2, 3, 4, 1}[:few(4)] {
				h1, n1 := histogram(g, step)
				h2, n2 := refHistogram(g, step)
				if h1 != h2 || n1 != n2 {
					t.Errorf("histogram step %d differs", step)
				}
			}
			if a, c := noiseSigma(g), refNoiseSigma(g); a != c {
				t.Errorf("noiseSigma %v, reference %v", a, c)
			}
			for _, k := range []int{3, 2, 4, 1}[:few(4)] {
				sameGray(t, "shrink", shrink(g, k), refShrink(g, k))
			}
			sameGray(t, "median3", median3(g), refMedian3(g))
			w, h := float64(b.Dx()), float64(b.Dy())
			for _, inv := range ([]Transform{
				Rotate(1.37, w/2, h/2),
				Identity(),
				Rotate(-0.45, w/2, h/2).Mul(Translate(3.3, -2.1)),
				Translate(h, 0).Mul(Rotate(90, 0, 0)).Inverse(),
				Scale(0.5, 0.5).Mul(Rotate(0.8, w/2, h/2)),
				{1.01, 0.02, -4, -0.01, 0.99, 6, 1e-5, -2e-5, 1},
			})[:few(6)] {
				for _, size := range [][2]int{{b.Dx() + 37, b.Dy() + 11}, {b.Dx(), b.Dy()}}[:few(2)] {
					sameGray(t, "warp", warp(g, inv, size[0], size[1]), refWarp(g, inv, size[0], size[1]))
				}
			}
			hist, n := histogram(g, 2)
			otsuThr := otsu(hist, n)
			for _, thr := range []int{otsuThr, 100, 160, 254, 255}[:few(5)] {
				for _, rule := range [][2]int{{75, 8}, {20, 2}, {6, 1}}[:few(3)] {
					a, c := cloneGray(g), cloneGray(g)
					na, nc := removeRules(a, uint8(thr), rule[0], rule[1]), refRemoveRules(c, uint8(thr), rule[0], rule[1])
					sameGray(t, "removeRules", a, c)
					if na != nc {
						t.Errorf("removeRules thr %d %v: %d pixels, reference %d", thr, rule, na, nc)
					}
				}
				a, c := cloneGray(g), cloneGray(g)
				if na, nc := removeDottedRules(a, uint8(thr), 6, 33), refRemoveDottedRules(c, uint8(thr), 6, 33); na != nc {
					t.Errorf("removeDottedRules thr %d: %d dots, reference %d", thr, na, nc)
				}
				sameGray(t, "removeDottedRules", a, c)
				for _, dpi := range []float64{300, 100}[:few(2)] {
					if a, c := findBands(g, uint8(thr), dpi), refFindBands(g, uint8(thr), dpi); !reflect.DeepEqual(a, c) {
						t.Errorf("findBands thr %d dpi %v: %v, reference %v", thr, dpi, a, c)
					}
				}
			}
			for _, lohi := range [][2]int{{30, 220}, {0, 200}, {60, 255}}[:few(3)] {
				a, c := cloneGray(g), cloneGray(g)
				stretch(a, lohi[0], lohi[1])
				refStretch(c, lohi[0], lohi[1])
				sameGray(t, "stretch", a, c)
			}
			a, c := cloneGray(g), cloneGray(g)
			if fa, fc := flatten(a), refFlatten(c); fa != fc {
				t.Errorf("flatten %v, reference %v", fa, fc)
			}
			sameGray(t, "flatten", a, c)
			if ba, bc := binarize(g, 3), refBinarize(g, 3); !reflect.DeepEqual(ba, bc) {
				t.Error("binarize differs")
			}
			// Forensic measures of words tiled over the page, at
			// fractional positions through a slight rotation.
			var words []pdftext.Word
			for y := 5.0; y+14 < h/4; y += 17.3 {
				for x := 3.0; x+50 < w/4; x += 61.7 {
					words = append(words, pdftext.Word{Text: "w", X0: x, Y0: y, X1: x + 47, Y1: y + 12})
				}
			}
			toSrc := Rotate(0.3, w/2, h/2).Mul(Scale(4, 4))
			if a, c := measureWords(g, words, toSrc), refMeasureWords(g, words, toSrc); !reflect.DeepEqual(a, c) {
				t.Error("measureWords differs")
			}
		})
	}
}
