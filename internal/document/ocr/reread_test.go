package ocr

import (
	"context"
	"image"
	"slices"
	"testing"
)

func TestLineFor(t *testing.T) {
	const H = 30 // a typical word's height, pixels
	lines := map[int]image.Rectangle{
		1: image.Rect(100, 100, 1500, 148), // a table row (ascenders to descenders)
		2: image.Rect(100, 200, 900, 275),  // two stacked header lines read as one
		3: image.Rect(100, 300, 400, 335),  // a short line at the left
	}
	for _, tc := range []struct {
		name string
		crop image.Rectangle
		want int
		ok   bool
	}{
		{"a word skipped inside a row", image.Rect(600, 100, 760, 145), 1, true},
		{"a word just past the row's end", image.Rect(1510, 100, 1600, 145), 1, true},
		{"far right of a short line: its own line", image.Rect(1000, 295, 1100, 340), 0, false},
		{"between two rows: its own line", image.Rect(600, 160, 700, 195), 0, false},
		{"half a header of two stacked lines: its own line", image.Rect(300, 200, 400, 232), 0, false},
		{"taller than the row: its own line", image.Rect(600, 60, 700, 140), 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := lineFor(tc.crop, lines, H)
			if ok != tc.ok || ok && got != tc.want {
				t.Fatalf("lineFor = %d, %v; want %d, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}

// stripEngine answers the second pass's strip with fixed words.
type stripEngine struct{ words []RawWord }

func (s stripEngine) Name() string { return "strip" }

func (s stripEngine) Recognize(context.Context, *image.Gray, RecognizeOptions) ([]RawWord, error) {
	return s.words, nil
}

// TestRereadBandKeep: a heading read from an inverted dark band is kept
// whatever the engine's confidence ("ID" and "0010" of s300
// ghostscript_symshare_month's "ID 0010 BUSINESS SHARE DRAFT" at 44, a
// number at 0); a box a pixel or two tall read into the bar's edge is
// dropped.
func TestRereadBandKeep(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 2000, 1000))
	for i := range img.Pix {
		img.Pix[i] = 250
	}
	band := image.Rect(100, 400, 1900, 460)
	for y := band.Min.Y; y < band.Max.Y; y++ {
		for x := band.Min.X; x < band.Max.X; x++ {
			img.Pix[img.PixOffset(x, y)] = 60
		}
	}
	var first []RawWord
	for k := range 6 {
		first = append(first, RawWord{Text: "DEPOSIT", Conf: 96, Line: 1 + k,
			Box: image.Rect(100, 100+40*k, 300, 130+40*k), LineBox: image.Rect(100, 95+40*k, 1900, 135+40*k)})
	}
	// The band's crop sits a line's height (30) from the strip's top
	// and left, and is the band and half a line around it.
	strip := []RawWord{
		{Text: "ID", Conf: 44, Box: image.Rect(50, 60, 85, 90), Line: 1},
		{Text: "0010", Conf: 44, Box: image.Rect(97, 60, 178, 90), Line: 1},
		{Text: "BUSINESS", Conf: 97, Box: image.Rect(214, 60, 400, 90), Line: 1},
		{Text: "XXXXXX6297", Conf: 0, Box: image.Rect(420, 60, 600, 90), Line: 1},
		{Text: "oe", Conf: 10, Box: image.Rect(700, 89, 760, 90), Line: 1},
	}
	got, err := reread(context.Background(), stripEngine{strip}, img, uint8(otsu(histogram(img, 2))), first, 300, []image.Rectangle{band})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, w := range got[len(first):] {
		texts = append(texts, w.Text)
		if !w.Box.Overlaps(band) {
			t.Errorf("%q at %v, outside the band %v", w.Text, w.Box, band)
		}
	}
	if want := []string{"ID", "0010", "BUSINESS", "XXXXXX6297"}; !slices.Equal(texts, want) {
		t.Errorf("band words %q, want %q", texts, want)
	}
}

// TestRereadBandDarkType: dark bold type on a grey bar passes for a
// band; the first pass read it whole and the inverted reading is
// garbage, so the first pass's words stay (s150 reportlab_cutwo_month's
// "BUSINESS SHARE DRAFT (SUFFIX 10)" had become "0").
func TestRereadBandDarkType(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 2000, 1000))
	for i := range img.Pix {
		img.Pix[i] = 250
	}
	band := image.Rect(100, 400, 1900, 460)
	var first []RawWord
	for k := range 6 {
		first = append(first, RawWord{Text: "DEPOSIT", Conf: 96, Line: 1 + k,
			Box: image.Rect(100, 100+40*k, 300, 130+40*k), LineBox: image.Rect(100, 95+40*k, 1900, 135+40*k)})
	}
	title := image.Rect(100, 405, 1900, 455)
	first = append(first,
		RawWord{Text: "BUSINESS", Conf: 95, Line: 20, Box: image.Rect(120, 415, 300, 445), LineBox: title},
		RawWord{Text: "SHARE", Conf: 96, Line: 20, Box: image.Rect(320, 415, 430, 445), LineBox: title})
	strip := []RawWord{
		{Text: "AIMS", Conf: 62, Box: image.Rect(50, 60, 300, 90), Line: 1},
		{Text: "0", Conf: 40, Box: image.Rect(320, 60, 340, 90), Line: 1},
	}
	got, err := reread(context.Background(), stripEngine{strip}, img, uint8(otsu(histogram(img, 2))), first, 300, []image.Rectangle{band})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, w := range got[6:] {
		texts = append(texts, w.Text)
	}
	if want := []string{"BUSINESS", "SHARE"}; !slices.Equal(texts, want) {
		t.Errorf("band words %q, want %q", texts, want)
	}
}
