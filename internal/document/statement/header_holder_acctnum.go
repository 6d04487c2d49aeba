package statement

import (
	"regexp"
	"strings"
)

// fieldSepRe is a separator between fields printed on one line: a middle
// dot, a bullet or a bar with spaces around it ("Account owner: Granite &
// Oak Landscaping LLC · Account number ******6402 · Routing number …"), as
// online banking pages run the account's facts together.
var fieldSepRe = regexp.MustCompile(`\s+[·•|]\s+`)

// beforeFieldSeparator is a labelled value up to the next field on its
// line.
func beforeFieldSeparator(v string) string {
	if loc := fieldSepRe.FindStringIndex(v); loc != nil {
		return strings.TrimSpace(v[:loc[0]])
	}
	return v
}

// acctNumberLineRe is an account-number line of its own: "Account number
// 202218830457", "Account No. ****0457".
var acctNumberLineRe = regexp.MustCompile(`(?i)^(?:account|acct\.?)\s*(?:number|no\.?|#)\s*:?\s*[0-9Xx*•·\-]{4,}$`)

// nameOverAccountNumber reads the account's name printed right above its
// account-number line, aligned with it at the left or at the right edge
// ("Copperleaf Mobile Coffee LLC" over "Account number 202218830457" at
// the top right of a neobank's statement), with no label and no mailing
// block. Only a company's name is taken (it carries its legal form).
func nameOverAccountNumber(segs []hseg) string {
	for _, s := range segs {
		if !acctNumberLineRe.MatchString(strings.TrimSpace(s.text)) {
			continue
		}
		var best hseg
		found := false
		for _, p := range segs {
			if p.line >= s.line || p.y1 > s.y0+1 || s.y0-p.y1 > 1.5*s.height() {
				continue
			}
			if absf(p.x0-s.x0) > 3.5 && absf(p.x1-s.x1) > 3.5 {
				continue
			}
			if !found || p.y1 > best.y1 {
				best, found = p, true
			}
		}
		if found && companyHolder(best.text) {
			return strings.TrimSpace(best.text)
		}
	}
	return ""
}
