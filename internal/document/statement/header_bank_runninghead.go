package statement

import "strings"

// bankFromRunningHead reads the institution that a later page's running
// header or footer names in a cell of its own, beside the page number
// ("TRUCHOICE FEDERAL CREDIT UNION  Member #: 35170  …  Page 2 of 3"):
// credit unions and small banks whose page one carries the name only in
// a logo image print it so on every following page, with no legal cue
// ("Member FDIC") that bankFromFooter needs. The line must be running
// furniture that numbers its page; a sentence that names a bank is not
// read here.
func bankFromRunningHead(furniture []line) string {
	for _, l := range furniture {
		if !l.Furniture || l.Page < 2 || !pageOfRe.MatchString(l.text()) {
			continue
		}
		for _, seg := range segments(l) {
			text := strings.TrimSpace(joinWords(seg))
			ps := bankPhrases(text)
			if len(ps) > 0 && strings.EqualFold(ps[0], text) {
				return ps[0]
			}
		}
	}
	return ""
}
