package ocr

import (
	"image"
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
