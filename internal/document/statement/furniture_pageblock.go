package statement

import "math"

// markPageBlock marks the lines printed under a page's number in its
// running header block ("Date 6/30/25 Page 2" over "Primary Account
// 143354" over "Enclosures 19"): set at the number's left edge, right
// under it, and printed word for word on another page. On a scan each
// page lies a little higher or lower than the one before, so the block
// is not at one height on every page and markFurniture's test by height
// misses it; read as rows, its whole figures ("143354", "19") stood in
// the money column of the table above.
func markPageBlock(pages [][]line) {
	if len(pages) < 2 {
		return
	}
	onPages := map[string]map[int]bool{}
	for pi, ls := range pages {
		for _, l := range ls {
			t := l.text()
			if onPages[t] == nil {
				onPages[t] = map[int]bool{}
			}
			onPages[t][pi] = true
		}
	}
	for pi, ls := range pages {
		for li, l := range ls {
			if !l.Furniture || !pageNoRe.MatchString(l.text()) {
				continue
			}
			above := l
			for k := li + 1; k < len(ls) && k <= li+4; k++ {
				n := &pages[pi][k]
				if n.Y0-above.Y1 > 0.8*above.height() || math.Abs(n.Words[0].X0-l.Words[0].X0) > 6 || len(onPages[n.text()]) < 2 {
					break
				}
				if startsWithDate(*n) {
					break // a row of the table, dated
				}
				n.Furniture = true
				above = *n
			}
		}
	}
}
