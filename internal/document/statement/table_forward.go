package statement

import "regexp"

// Lines that carry the balance over a page break.
//
// Australian, Indian and British ledgers close a page with "Carried
// forward 384.47 Cr" and open the next with "Brought forward 384.47 Cr"
// (no "balance" before it, often dated: "2 Jul 2022 Brought forward
// 0.00"). Such a line is a balance line like "Balance brought forward":
// no row, and no wrapped line of the row above that printed no balance.
// NAB's Classic Banking statement taught it: its "Carried forward"
// joined the last row's description, the balance taken for the row's.

// forwardLineRe is a line that opens with "Brought forward" or "Carried
// forward", or prints it right after a figure (its date).
var forwardLineRe = regexp.MustCompile(`(?i)(?:^|\d\s+)(?:balance\s+)?(?:brought|carried)\s+(?:forward|fwd)\b`)

func forwardLine(l line) bool { return forwardLineRe.MatchString(l.text()) }

// cutOpener reports the first row of a page under a repeated header
// that a row's opening lines, left at the foot of the page before in a
// bottom-aligned table (see bottomEvidence), belong to: the page broke
// between a row's description and its amount line, with only the
// carried- and brought-forward lines between them.
func (sc *scanner) cutOpener(l line) bool {
	if !sc.bottomRows || len(sc.preDesc) == 0 || sc.headerPage != l.Page {
		return false
	}
	if sc.preLine.Page != sc.prevTablePage(l.Page) {
		return false
	}
	return sc.last == nil || sc.last.Page != l.Page
}
