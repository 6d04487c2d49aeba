package pdftext

import (
	"math"
	"testing"
)

// TestSlanted tells a word set at an angle (a stamp) from upright words
// whose tight glyph boxes differ (a capital, a descender, a comma).
func TestSlanted(t *testing.T) {
	// word lays out text one glyph per 5 points along a baseline rising
	// by angle degrees; tops and bottoms per glyph come from tall.
	word := func(text string, angle float64, tall func(r rune) (float64, float64)) []char {
		var cs []char
		for i, r := range text {
			x := 100 + 5*float64(i)
			base := 200 - 5*float64(i)*math.Tan(angle*math.Pi/180)
			top, bottom := tall(r)
			cs = append(cs, char{r: r, x0: x, x1: x + 4.5, y0: base - top, y1: base + bottom})
		}
		return cs
	}
	loose := func(rune) (float64, float64) { return 8, 2 }
	tight := func(r rune) (float64, float64) {
		switch r {
		case 'C', 'D', 't', 'i', 'l':
			return 8, 0
		case 'y':
			return 5, 2
		case ',', '.':
			return 1, 1.5
		}
		return 5, 0
	}
	tests := []struct {
		name  string
		chars []char
		want  bool
	}{
		{"upright", word("470010", 0, loose), false},
		{"a stamp at five degrees", word("470010", 5, loose), true},
		{"a stamp falling at five degrees", word("Branch", -5, loose), true},
		{"a scan's text layer two degrees off", word("Withdrawal", 2, loose), false},
		{"a capital and a descender among tight boxes", word("City,", 0, tight), false},
		{"a comma after digits", word("28,", 0, tight), false},
		{"three glyphs are too few to tell", word("BAN", 8, loose), false},
	}
	for _, tc := range tests {
		if got := slanted(tc.chars); got != tc.want {
			t.Errorf("%s: slanted = %v, want %v", tc.name, got, tc.want)
		}
	}
}
