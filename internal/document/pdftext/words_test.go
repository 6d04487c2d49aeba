package pdftext

import (
	"strings"
	"testing"
)

// TestGroupWordsTightBoxes: with the glyphs' own boxes (a font that gives
// no ascent or descent), a comma or full stop low beside its digits stays
// in the word, and so does a minus sign at mid height; a digit of the
// line below, touching the last one, does not join it.
func TestGroupWordsTightBoxes(t *testing.T) {
	digit := func(r rune, x float64) char { return char{r: r, x0: x, x1: x + 4.45, y0: 100.6, y1: 106.2} }
	// The tight box of "-$24,253.65".
	chars := []char{
		{r: '-', x0: 193.0, x1: 195.7, y0: 103.6, y1: 106.2},
		{r: '$', x0: 195.6, x1: 200.1, y0: 100.3, y1: 106.7},
		digit('2', 200.1), digit('4', 204.6),
		{r: ',', x0: 209.0, x1: 211.2, y0: 103.6, y1: 107.2},
		digit('2', 211.2), digit('5', 215.7), digit('3', 220.1),
		{r: '.', x0: 224.6, x1: 226.8, y0: 103.6, y1: 106.2},
		digit('6', 226.8), digit('5', 231.3),
		// The line below starts right where this one ends.
		{r: '7', x0: 235.8, x1: 240.2, y0: 109.8, y1: 115.4},
		{r: '.', x0: 240.2, x1: 242.4, y0: 112.8, y1: 115.4},
	}
	ws, _ := groupWords(chars)
	var got []string
	for _, w := range ws {
		got = append(got, w.Text)
	}
	if want := "-$24,253.65|7."; strings.Join(got, "|") != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
