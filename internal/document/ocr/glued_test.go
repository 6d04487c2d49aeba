package ocr

import (
	"image"
	"slices"
	"testing"
)

// gluedLine draws "INDN:" and a value starting gap pixels after the
// colon's ink, as blocks of ink a letter wide with 3-pixel gaps between
// letters (capitals 27 pixels tall, Times at 9 points and 300 dpi), and
// returns the image with the engine's words: the value's box starts a
// letter late, as the engine boxed "HARBOR" in s300
// longdesc_fpdf-core_decjan.
func gluedLine(gap int) (*image.Gray, []RawWord) {
	img := image.NewGray(image.Rect(0, 0, 600, 60))
	for i := range img.Pix {
		img.Pix[i] = 245
	}
	fill := func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				img.Pix[img.PixOffset(x, y)] = 30
			}
		}
	}
	x := 10
	for range 4 { // I N D N
		fill(x, 15, x+17, 42)
		x += 20
	}
	fill(x, 22, x+4, 26) // the colon
	fill(x, 36, x+4, 40)
	colonEnd := x + 4
	x = colonEnd + gap
	start := x
	for range 6 { // H A R B O R
		fill(x, 15, x+17, 42)
		x += 20
	}
	line := image.Rect(10, 15, x, 42)
	return img, []RawWord{
		{Text: "INDN:", Box: image.Rect(10, 15, colonEnd, 42), Conf: 92, Line: 1, LineBox: line},
		{Text: "HARBOR", Box: image.Rect(start+20, 15, x-3, 42), Conf: 96, Line: 1, LineBox: line},
		{Text: "FREIGHT", Box: image.Rect(x+12, 15, x+150, 42), Conf: 96, Line: 1, LineBox: line},
	}
}

func TestJoinGlued(t *testing.T) {
	for _, tc := range []struct {
		name string
		gap  int
		want []string
	}{
		{"printed against its colon", 4, []string{"INDN:HARBOR", "FREIGHT"}},
		{"a space after the colon", 11, []string{"INDN:", "HARBOR", "FREIGHT"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img, ws := gluedLine(tc.gap)
			var got []string
			for _, w := range joinGlued(img, ws, 128) {
				got = append(got, w.Text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("words %q, want %q", got, tc.want)
			}
		})
	}
	// Only a label's colon: a word ending otherwise, or a lone colon,
	// keeps its neighbour apart however close.
	img, ws := gluedLine(4)
	ws[0].Text = "INDN"
	if got := joinGlued(img, ws, 128); len(got) != 3 {
		t.Errorf("a word without a colon joined its neighbour: %d words", len(got))
	}
}
