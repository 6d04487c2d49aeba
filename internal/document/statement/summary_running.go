package statement

import "math"

// markRunningBlock marks the running header block of a statement that
// repeats its whole page-one header, holder's address, account details
// and all, atop every page (an Indian e-statement prints twenty lines of
// it): from the top of each page, the lines printed word for word at the
// same height on at least half the pages (two at least) are furniture,
// down to the first line that is not, or to a table header. Below the
// top band markFurniture leaves such lines alone, and a line among them
// that carries a date and a figure ("A/C Open Date : 21/07/2022 Expected
// AMB : 0.00") would otherwise be read as a row that ends the last one of
// the previous page.
func markRunningBlock(pages [][]line) {
	if len(pages) < 2 {
		return
	}
	type key struct {
		text string
		y    int
	}
	norm := func(l line) key { return key{l.text(), int(math.Round(l.Y0 / 3))} }
	count := map[key]int{}
	for _, ls := range pages {
		seen := map[key]bool{}
		for _, l := range ls {
			k := norm(l)
			if !seen[k] {
				seen[k] = true
				count[k]++
			}
		}
	}
	for pi := range pages {
		var block []int
		for li := range pages[pi] {
			l := pages[pi][li]
			if _, ok := parseHeader(l); ok {
				break
			}
			if n := count[norm(l)]; n < 2 || 2*n < len(pages) {
				if l.Furniture {
					continue
				}
				break
			}
			block = append(block, li)
		}
		if len(block) < minRunningBlock {
			// One or two lines that happen to repeat (a fee row
			// atop two pages) make no header block.
			continue
		}
		for _, li := range block {
			pages[pi][li].Furniture = true
		}
	}
}

// minRunningBlock is the fewest repeated lines that make a running header
// block: a name, an address and an account line at least.
const minRunningBlock = 3
