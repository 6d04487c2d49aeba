package statement

import "regexp"

// productTitleNumberRe is an account's title ending in its full number:
// the product's name, words of its tier or package without figures, and a
// number of eight to seventeen digits ("TRUIST DYNAMIC BUSINESS CHECKING -
// PLUS TIER 1100024044767"). A routing, customer or member number is
// labelled as such and is not the account's.
var productTitleNumberRe = regexp.MustCompile(`(?i)\b(?:checking|chequing|savings|money\s+market|share\s+draft|current\s+account)\b[^0-9]*?\s(\d{8,17})$`)

// notAccountLabelRe names the numbers a title line may end in that are not
// the account's.
var notAccountLabelRe = regexp.MustCompile(`(?i)\b(?:routing|aba|rtn|transit|customer|member|client|phone|tel|fax|loan|card)\b`)

// productTitleAcct is the last four digits of an account title that ends
// in the account's full number, in the upper half of page one outside the
// tables (a title under the mailing block, above the summary).
func productTitleAcct(ls []line) string {
	for _, l := range ls {
		if l.Y1 > l.PageH*0.5 || isRowLine(l) {
			continue
		}
		for _, s := range headerSegments(l) {
			t := joinWords(s)
			m := productTitleNumberRe.FindStringSubmatch(t)
			if m == nil || notAccountLabelRe.MatchString(t) {
				continue
			}
			return m[1][len(m[1])-4:]
		}
	}
	return ""
}
