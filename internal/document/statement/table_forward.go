package statement

import (
	"regexp"
	"strings"
)

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

// aboveForward is the index of the line above line i, passing over the
// "Brought forward" lines right above it on i's page and a rule drawn
// in glyphs ("_____") above them (-1 at the top). A
// page that opens with the balance brought forward and then the rest of
// the last row's description, cut by the page break, continues that row
// (carriedWrap): Central Bank of India's Word print (field5) put "TRF
// FROM 59116232661" under the next page's header and "BROUGHT FORWARD",
// and it opened the next row.
func (sc *scanner) aboveForward(i int) int {
	k := i - 1
	for k >= 0 && sc.lines[k].Page == sc.lines[i].Page && (forwardLine(sc.lines[k]) || k < i-1 && drawnRule(sc.lines[k])) {
		k--
	}
	return k
}

// drawnRule reports a line that is only a rule typed in glyphs
// ("_____", "-----", "=====").
func drawnRule(l line) bool {
	for _, w := range l.Words {
		if len(w.Text) < 3 || strings.Trim(w.Text, "_-=") != "" {
			return false
		}
	}
	return len(l.Words) > 0
}

// forwardOver notes the row open when a "Carried forward" line closes
// its page: a header repeated atop the next page carries that row on
// (carriedWrap, with aboveForward for the lines between), so that the
// rest of its description, printed there, is still the row's.
func (sc *scanner) forwardOver(l line) {
	if forwardLine(l) && sc.last != nil && sc.last.Page == l.Page {
		sc.contLast = sc.last
	}
}
