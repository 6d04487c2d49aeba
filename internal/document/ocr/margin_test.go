package ocr

import (
	"image"
	"slices"
	"testing"
)

// TestDropMarginMarks: short unsure words the engine read from a
// mailing line's marks in the outer left margin (a 2-D code, a line of
// vertical text) go; the page's text, a sure word in the margin and a
// mark close to its line's words stay.
func TestDropMarginMarks(t *testing.T) {
	w := func(text string, line, x0, x1 int, conf float64) RawWord {
		return RawWord{Text: text, Line: line, Box: image.Rect(x0, 100*line, x1, 100*line+30), Conf: conf}
	}
	in := []RawWord{
		w("3", 1, 8, 20, 45), w("WORLD", 1, 125, 220, 97), w("FINANCE", 1, 232, 350, 97),
		w("bee", 2, 40, 80, 50), w("07/01", 2, 208, 280, 96), w("WORLD", 2, 300, 380, 96),
		w("ACCOUNT", 3, 125, 260, 96), w("SUMMARY", 3, 270, 400, 96),
		w("8", 4, 8, 20, 63), // alone on its line
		w("Date", 5, 125, 190, 97), w("Amount", 5, 500, 600, 97),
		w("1", 6, 60, 72, 95), w("07/02", 6, 125, 200, 96), // a sure row number
		w("fs", 7, 100, 118, 51), w("INDIANA", 7, 125, 240, 96), // close to the next word
		w("S", 8, 8, 20, 56), w("BRANCH", 8, 125, 240, 96),
		{Text: "eee", Line: 9, Box: image.Rect(20, 880, 105, 980), Conf: 19}, // a 2-D code, three lines tall
		w("LLC", 9, 125, 180, 96),
	}
	var got []string
	for _, x := range dropMarginMarks(in) {
		got = append(got, x.Text)
	}
	want := []string{"WORLD", "FINANCE", "07/01", "WORLD", "ACCOUNT", "SUMMARY", "Date", "Amount",
		"1", "07/02", "fs", "INDIANA", "BRANCH", "LLC"}
	if !slices.Equal(got, want) {
		t.Errorf("dropMarginMarks kept %q,\nwant %q", got, want)
	}
	// A column of glyphs far out in the margin goes whatever their
	// confidence; a sure word alone there, or close to the text, stays.
	col := []RawWord{
		w("WORLD", 1, 300, 400, 97), w("ACCOUNT", 2, 300, 420, 96), w("Date", 3, 300, 360, 97),
		w("r", 4, 20, 32, 75), w("2301", 4, 300, 360, 97),
		w("8", 5, 21, 33, 89), w("KANAB", 5, 300, 380, 96),
		w("2", 6, 19, 31, 71), w("06/05", 6, 300, 380, 96),
		w("A", 7, 250, 262, 92), w("06/06", 7, 300, 380, 96),
		w("Z", 8, 150, 162, 95), w("06/07", 8, 300, 380, 96),
	}
	got = nil
	for _, x := range dropMarginMarks(col) {
		got = append(got, x.Text)
	}
	want = []string{"WORLD", "ACCOUNT", "Date", "2301", "KANAB", "06/05", "A", "06/06", "Z", "06/07"}
	if !slices.Equal(got, want) {
		t.Errorf("dropMarginMarks kept %q,\nwant %q", got, want)
	}
	// Too few sure lines to know the margin: nothing goes.
	few := []RawWord{w("3", 1, 8, 20, 45), w("WORLD", 1, 125, 220, 97)}
	if got := dropMarginMarks(few); len(got) != 2 {
		t.Errorf("dropMarginMarks without a margin kept %d words, want 2", len(got))
	}
}
