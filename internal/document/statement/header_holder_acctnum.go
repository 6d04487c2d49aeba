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

// acctMaskedFieldsRe is a fintech's account line: "Account" and the
// masked number with no "number" label, other facts after a field
// separator ("Account ••7763 · Routing 071926554").
var acctMaskedFieldsRe = regexp.MustCompile(`^(?i:account|acct\.?)\s+[*•xX]{2,}\d{4}(?:\s+[·•|]\s+.*)?$`)

// nameOverAccountNumber reads the account's name printed right above its
// account-number line, aligned with it at the left or at the right edge
// ("Copperleaf Mobile Coffee LLC" over "Account number 202218830457" at
// the top right of a neobank's statement), with no label and no mailing
// block. Only a company's name is taken (it carries its legal form).
func nameOverAccountNumber(segs []hseg, hdr []line) string {
	for _, s := range segs {
		t := strings.TrimSpace(s.text)
		masked := acctMaskedFieldsRe.MatchString(t)
		if !acctNumberLineRe.MatchString(t) && !masked {
			continue
		}
		if masked {
			// A logo beside the line ("Ledgerline" set large at the
			// left) stretches the line's extent: the segment's own
			// words say where it stands.
			s.y0, s.y1 = segExtent(hdr, s)
		}
		var best hseg
		found := false
		for _, p := range segs {
			if masked {
				p.y0, p.y1 = segExtent(hdr, p)
			}
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
		if found && (companyHolder(best.text) || masked && coFormRe.MatchString(strings.TrimSpace(best.text)) && holderValue(best.text) && !bankishRe.MatchString(best.text)) {
			return strings.TrimSpace(best.text)
		}
	}
	return ""
}

// coFormRe is a name ending in "Co." or "Company", a company's legal
// form that companyRe leaves out ("Co" alone may be a county).
var coFormRe = regexp.MustCompile(`(?i)\s(?:co\.|company)$`)

// segExtent is the vertical extent of a header segment's own words,
// not its line's.
func segExtent(hdr []line, s hseg) (y0, y1 float64) {
	y0, y1 = s.y0, s.y1
	if s.line < 0 || s.line >= len(hdr) {
		return y0, y1
	}
	first := true
	for _, w := range hdr[s.line].Words {
		if w.X0 < s.x0-0.5 || w.X1 > s.x1+0.5 {
			continue
		}
		if first || w.Y0 < y0 {
			y0 = w.Y0
		}
		if first || w.Y1 > y1 {
			y1 = w.Y1
		}
		first = false
	}
	return y0, y1
}
