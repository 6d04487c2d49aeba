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

// TestGroupWordsSetGap: letters set at their advance widths, touching,
// part at one gap of more than a tenth of an em ('LLC' and 'CUSTOMER'
// 1.36 pt apart on an 11.76 pt line, Truist's AFP print stream); a gap
// of 0.6 pt stays inside the word, as poppler keeps it, and letter-spaced
// capitals ('D AT E', every pair apart) stay one word.
func TestGroupWordsSetGap(t *testing.T) {
	run := func(s string, x float64, gapAt int, gap, track float64) []char {
		var cs []char
		for i, r := range s {
			if i == gapAt {
				x += gap
			} else if i > 0 {
				x += track
			}
			cs = append(cs, char{r: r, x0: x, x1: x + 5, y0: 100, y1: 111.76})
			x += 5
		}
		return cs
	}
	text := func(cs []char) string {
		ws, first := groupWords(cs)
		var got []string
		for i, w := range ws {
			if cs[first[i]].x0 != w.X0 {
				t.Errorf("word %q starts at char %d, x %.2f, box at %.2f", w.Text, first[i], cs[first[i]].x0, w.X0)
			}
			got = append(got, w.Text)
		}
		return strings.Join(got, "|")
	}
	for _, tc := range []struct {
		cs   []char
		want string
	}{
		{run("LLCCUSTOMER", 100, 3, 1.36, 0), "LLC|CUSTOMER"},
		{run("LLCCUSTOMER", 100, 3, 0.6, 0), "LLCCUSTOMER"},
		{run("DATE", 100, -1, 0, 1.2), "DATE"},
		// One pair opened among letter-spaced ones: still tracking.
		{run("DATE", 100, 2, 1.6, 0.4), "DATE"},
		// A single letter is no word of its own.
		{run("ACHX", 100, 3, 1.36, 0), "ACHX"},
	} {
		if got := text(tc.cs); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}
