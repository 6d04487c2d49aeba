package ocr

import (
	"math"
	"sort"
)

// dropMarginMarks removes what the engine read into a page's outer left
// margin: the marks a mailing line prints there (a 2-D code, an OMR
// bar, a line of text set vertically along the edge), read one to three
// characters at a time and unsure ("bee", "eee", "fs" of Centier's
// scan beside the first row and the holder's name; "3", "8", "2", "S" of
// Bank of Tennessee's vertical mailing code). The statement engine read
// them as the first word of the line they share a baseline with: the
// holder became "3 WORLD FINANCE …" and a row's date "bee 07/01".
//
// The text margin is where the page's sure text starts: the leftmost
// place at which the first sure word (two or more letters or digits,
// read at marginSureConf or more) of three lines starts. A word ending
// left of it by half the height of the page's sure words (a 2-D code's
// box is three lines tall), of at most three characters, read under
// marginMarkConf, that opens its line is such a mark. Printed text in a
// column of its own left of the others (a row number, a flag) is read
// sure and stays.
func dropMarginMarks(ws []RawWord) []RawWord {
	var starts []int
	first := map[int]int{} // engine line → index of its leftmost word
	for k, w := range ws {
		if j, ok := first[w.Line]; !ok || w.Box.Min.X < ws[j].Box.Min.X {
			first[w.Line] = k
		}
	}
	sure := map[int]int{} // engine line → left edge of its leftmost sure word
	var heights []float64 // of the sure words: the page's text size
	for _, w := range ws {
		if w.Conf < marginSureConf || alnum(w.Text) < 2 {
			continue
		}
		heights = append(heights, float64(w.Box.Dy()))
		if x, ok := sure[w.Line]; !ok || w.Box.Min.X < x {
			sure[w.Line] = w.Box.Min.X
		}
	}
	for _, x := range sure {
		starts = append(starts, x)
	}
	if len(starts) < 3 {
		return ws
	}
	sort.Ints(starts)
	margin := -1
	for i := 0; i+2 < len(starts); i++ {
		// Three sure lines start within a few pixels of one another.
		if starts[i+2]-starts[i] <= 8 {
			margin = starts[i]
			break
		}
	}
	if margin < 0 {
		return ws
	}
	h := medianFloat(heights)
	drop := make([]bool, len(ws))
	any := false
	var far []int // short words far out in the margin, whatever their confidence
	for k, w := range ws {
		if first[w.Line] != k || len([]rune(w.Text)) > 3 || float64(w.Box.Max.X) > float64(margin)-h/2 {
			continue
		}
		if w.Conf < marginMarkConf {
			drop[k], any = true, true
		}
		if float64(w.Box.Max.X) < float64(margin)-2*h {
			far = append(far, k)
		}
	}
	// A column of three or more of them two lines' height and more out
	// from the text is vertical text along the edge, read a glyph at a
	// time and some glyphs sure ("r" at 75 and "8" at 89 beside "2" at
	// 71 of State Bank of Southern Utah's scan): all of it goes.
	for _, k := range far {
		n := 0
		for _, j := range far {
			if math.Abs(float64(ws[j].Box.Min.X-ws[k].Box.Min.X)) <= h/2 {
				n++
			}
		}
		if n >= 3 {
			drop[k], any = true, true
		}
	}
	if !any {
		return ws
	}
	out := ws[:0:0]
	for k, w := range ws {
		if !drop[k] {
			out = append(out, w)
		}
	}
	return out
}

// marginSureConf is the confidence from which a line's first word sets
// the text margin; marginMarkConf the confidence under which a short
// word left of it is taken for a margin mark (the field scans: the marks
// at 19 to 65, printed text at 90 and more).
const (
	marginSureConf = 80
	marginMarkConf = 70
)
