package ocr

import (
	"image"
	"math"
	"slices"
	"strings"
	"testing"
)

// tiltedPage lays out rows of words on a page tilted by deg (clockwise),
// each row one engine line; split cuts each row into two engine lines,
// the description and, two inches to the right, the amounts, as the
// engine reads a tilted row.
func tiltedPage(deg float64, rows int, split bool) []RawWord {
	t := math.Tan(deg * math.Pi / 180)
	var ws []RawWord
	line := 0
	for r := 0; r < rows; r++ {
		base := 300 + 50*r
		line++
		for k, x := range []int{150, 400, 600, 800, 1700, 2050} {
			if split && k == 4 {
				line++
			}
			y := base + int(math.Round(float64(x)*t))
			text := []string{"01/05", "DEPOSIT", "STRIPE", "TRANSFER", "1234.56", "9876.54"}[k]
			ws = append(ws, RawWord{Text: text, Box: image.Rect(x, y-25, x+150, y), Conf: 95, Line: line})
		}
	}
	return ws
}

func TestResidualTilt(t *testing.T) {
	for _, tc := range []struct {
		name   string
		ws     []RawWord
		want   float64
		wantOK bool
	}{
		{"level", tiltedPage(0, 6, false), 0, true},
		{"0.7 degrees clockwise", tiltedPage(0.7, 6, false), 0.7, true},
		{"0.5 counter-clockwise, rows cut in two", tiltedPage(-0.5, 6, true), -0.5, true},
		{"two rows", tiltedPage(0.7, 2, false), 0.7, true},
		{"one row: not measured", tiltedPage(0.7, 1, false), 0, false},
		{"beyond the bound", tiltedPage(3, 6, false), 3, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := residualTilt(tc.ws)
			// A pixel of rounding over a 400-pixel run is 0.14°.
			if ok != tc.wantOK || math.Abs(got-tc.want) > 0.1 {
				t.Errorf("residualTilt = %.2f, %v; want %.2f, %v", got, ok, tc.want, tc.wantOK)
			}
		})
	}
}

// TestStraightenRows: a row the engine cut in two on a tilted page is
// one line again once its words are straightened (the amounts lay a
// third of a line lower than the description: s300
// creditunion_fpdf-ttf_month page 2).
func TestStraightenRows(t *testing.T) {
	ws := tiltedPage(0.7, 3, true)
	deg, ok := residualTilt(ws)
	if !ok {
		t.Fatal("tilt not measured")
	}
	straighten(ws, deg, 1275, 1650)
	words, _ := toWords(ws, 300.0/72, 2)
	lines := map[float64]int{}
	for _, w := range words {
		lines[math.Round(w.Y0*10)]++
	}
	if len(lines) != 3 {
		t.Errorf("%d distinct lines after straightening, want 3: %v", len(lines), lines)
	}
}

// TestSplitRunsDash: a line whose words differ in height is cut at its
// wide gaps, judged by the letters beside each gap: a dash's box, two
// pixels tall, makes no gap beside it wide (s300
// reportlab_wfledger_decjan read "2025", "-" and "January" of its
// period as three lines).
func TestSplitRunsDash(t *testing.T) {
	w := func(text string, x0, x1, h int) RawWord {
		return RawWord{Text: text, Box: image.Rect(x0, 300-h, x1, 300), Line: 1}
	}
	ws := []RawWord{
		w("BANK", 100, 300, 60),
		w("December", 900, 1050, 30), w("15,", 1062, 1100, 30), w("2025", 1112, 1180, 30),
		w("-", 1195, 1210, 2),
		w("January", 1225, 1350, 30), w("14,", 1362, 1400, 30), w("2026", 1412, 1480, 30),
	}
	var got []string
	for _, run := range splitRuns(ws) {
		var texts []string
		for _, x := range run {
			texts = append(texts, x.Text)
		}
		got = append(got, strings.Join(texts, " "))
	}
	want := []string{"BANK", "December 15, 2025 - January 14, 2026"}
	if !slices.Equal(got, want) {
		t.Errorf("runs %q, want %q", got, want)
	}
}

// TestSplitRunsInflatedWithinAPixel: words the engine stretched to
// within a pixel of their line's box (a row's date and amounts 42 pixels
// tall beside a description 26 tall, the line box a pixel taller) are
// not a larger type, and the row stays one run (s300
// wpledger_fpdf-core_month).
func TestSplitRunsInflatedWithinAPixel(t *testing.T) {
	line := image.Rect(199, 2534, 1726, 2577)
	w := func(text string, x0, y0, x1, y1 int) RawWord {
		return RawWord{Text: text, Box: image.Rect(x0, y0, x1, y1), Line: 44, LineBox: line}
	}
	ws := []RawWord{
		w("09-Jan-26", 199, 2534, 347, 2576), w("461.40", 995, 2535, 1097, 2576),
		w("21,857.44", 1300, 2535, 1447, 2577), w("CHECK", 1516, 2539, 1641, 2565), w("1139", 1657, 2539, 1726, 2565),
	}
	if runs := splitRuns(ws); len(runs) != 1 {
		t.Errorf("%d runs, want 1", len(runs))
	}
	// A word of a larger type two pixels short of the line's box is
	// measured as it is.
	ws[0].Box.Max.Y -= 2
	ws[1].Box.Max.Y -= 2
	ws[2].Box.Max.Y -= 3
	if runs := splitRuns(ws); len(runs) == 1 {
		t.Errorf("one run, want the large type apart")
	}
}

// TestStretchedBesideSpeck: a speck read as a letter on a two-pixel box
// does not make the other words of its line stretched (s300
// ghostscript_symshare_month).
func TestStretchedBesideSpeck(t *testing.T) {
	w := func(text string, x0, y0, x1, y1 int, lb image.Rectangle) RawWord {
		return RawWord{Text: text, Box: image.Rect(x0, y0, x1, y1), Conf: 96, Line: 1, LineBox: lb}
	}
	lb := image.Rect(100, 2695, 900, 2719)
	speck := []RawWord{
		w("TYPE:", 100, 2695, 200, 2718, lb), w("TRANSFER", 210, 2695, 400, 2718, lb),
		w("CO:", 410, 2695, 470, 2719, lb), w("STRIPE", 480, 2695, 600, 2719, lb),
		w("2", 700, 2706, 702, 2708, lb),
	}
	for _, x := range speck[:4] {
		if stretched(x, speck, 1) {
			t.Errorf("%s stretched beside a speck", x.Text)
		}
	}
}
