package ocr

import (
	"image"
	"image/color"
	"testing"
)

// TestRemoveDottedRules: a dotted rule (dots 3 pixels across, 17 apart,
// as First Century Bank's scan prints between rows) is whitened; a
// letter's stroke, a full stop and dots set unevenly or too few stay.
func TestRemoveDottedRules(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 800, 200))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	box := func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				g.SetGray(x, y, color.Gray{})
			}
		}
	}
	for k := 0; k < 30; k++ { // the dotted rule, its line a pixel off midway
		y := 40
		if k > 15 {
			y = 41
		}
		box(20+17*k, y, 23+17*k, y+3)
	}
	box(20, 80, 24, 120)     // a letter's stem
	box(30, 117, 33, 120)    // a full stop
	for k := 0; k < 5; k++ { // five dots: an ellipsis, not a rule
		box(100+17*k, 150, 103+17*k, 153)
	}
	for _, x := range []int{300, 310, 335, 340, 380, 395, 440, 447, 500} { // uneven
		box(x, 180, x+3, 183)
	}
	n := removeDottedRules(g, 128, 6, 33)
	if n != 30 {
		t.Errorf("removed %d dots, want 30", n)
	}
	ink := func(x0, y0, x1, y1 int) int {
		c := 0
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				if g.GrayAt(x, y).Y < 128 {
					c++
				}
			}
		}
		return c
	}
	if c := ink(0, 30, 800, 50); c != 0 {
		t.Errorf("%d pixels of the dotted rule left", c)
	}
	if ink(20, 80, 24, 120) != 160 || ink(30, 117, 33, 120) != 9 {
		t.Error("a letter's stem or a full stop was whitened")
	}
	if c := ink(0, 145, 800, 190); c != 14*9 {
		t.Errorf("the ellipsis and the uneven dots kept %d pixels, want %d", c, 14*9)
	}
}

// TestInkIn8: the word-at-a-time ink test agrees with the byte test on
// every threshold and on words mixing the levels around it.
func TestInkIn8(t *testing.T) {
	levels := []uint8{0, 1, 60, 126, 127, 128, 129, 130, 200, 253, 254, 255}
	for thr := 0; thr < 255; thr++ {
		for _, a := range levels {
			for _, b := range levels {
				for pos := 0; pos < 8; pos++ {
					var x uint64
					want := false
					for i := 0; i < 8; i++ {
						v := b
						if i == pos {
							v = a
						}
						x |= uint64(v) << (8 * i)
						want = want || v <= uint8(thr)
					}
					if got := inkIn8(x, uint8(thr)); got != want {
						t.Fatalf("thr %d, %016x: %v, want %v", thr, x, got, want)
					}
				}
			}
		}
	}
}
