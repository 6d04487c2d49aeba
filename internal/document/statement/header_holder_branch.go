package statement

import (
	"regexp"
	"strings"
)

// branchLineRe is a line of a branch's address block that labels the
// branch's own particulars: "Branch Code :2314", "Branch E-mail :…",
// "IFSC Code", "MICR".
var branchLineRe = regexp.MustCompile(`(?i)^(?:branch\s*(?:code|e-?mail|phone|tel|address|name|manager)|ifsc|micr)\b`)

// branchBlock reports whether the address block at segs[i] goes on, in
// the same column and single-spaced, to a line labelling a branch's
// particulars: the block is the bank's branch address, printed under the
// bank's name, not the holder's mailing block. Indian statements print
// both ("MILEXT_MILLER ROAD EXTN.BANGALORE" / "71,MILLER ROAD," / …
// "Branch Code :2314" under "CENTRAL BANK OF INDIA", the holder's block
// at the left margin below it; Central Bank of India, field5).
func branchBlock(segs []hseg, i int) bool {
	cur := segs[i]
	for k := 0; k < 6; k++ {
		next, ok := segBelow(segs, cur)
		if !ok || next.y0-cur.y1 > 1.2*cur.height() {
			return false
		}
		if branchLineRe.MatchString(strings.TrimSpace(next.text)) {
			return true
		}
		cur = next
	}
	return false
}

// segBelow is the nearest segment below s that starts at the same left
// edge.
func segBelow(segs []hseg, s hseg) (hseg, bool) {
	var best hseg
	found := false
	for _, p := range segs {
		if p.line <= s.line || absf(p.x0-s.x0) > 3.5 || p.y0 < s.y1-0.5*s.height() {
			continue
		}
		if !found || p.y0 < best.y0 {
			best, found = p, true
		}
	}
	return best, found
}
