package statement

import (
	"regexp"
	"strings"
)

// productDashRe is an online banking page's account title: the product
// and the number's last four digits after a dash ("Business Advantage
// Fundamentals Banking - 6654").
var productDashRe = regexp.MustCompile(`\s[-–]\s*(\d{4})$`)

// productEndingRe is an account title that names the number's last four
// digits in words ("Business Checking - Account ending 8624", "Checking
// account ending in 4410"), as a statement rebuilt in a workbook or a
// portal's export titles the account.
var productEndingRe = regexp.MustCompile(`(?i)\baccount\s+ending\s+(?:in\s+)?\d{4}$`)

// productGroupedRe is an account title that ends in the whole number
// after a dash, printed in groups of four ("Harrow Point Bank - Business
// Advantage Checking - 0047 3319 5521"), as a CSV download's account
// line names the account it lists.
var productGroupedRe = regexp.MustCompile(`\s[-–]\s*\d{4}(?:\s\d{4}){1,3}$`)

// productTitle reports an account title of online banking: a product
// with its number masked ("Business Checking ••5426") or after a dash.
func productTitle(s string) bool {
	return productRe.MatchString(s) && (maskedRe.MatchString(s) || productDashRe.MatchString(s) || productEndingRe.MatchString(s) || productGroupedRe.MatchString(s))
}

// productLineHolder reads the account's name printed right above or right
// below its product and number ("NORTHSIDE DENTAL GROUP PC" over
// "Business Checking ••5426"), as online banking's activity pages and
// exports title the account they list, with no mailing block and no
// label. Only a company's name is taken (it carries its legal form), so a
// page title or a greeting next to the product line is never read as one.
func productLineHolder(segs []hseg) string {
	for _, s := range segs {
		if !productTitle(s.text) {
			continue
		}
		if above, gap, ok := segAbove(segs, s); ok && gap <= 1.5*s.height() && companyHolder(above.text) {
			return above.text
		}
		for _, b := range segs {
			if b.line > s.line && absf(b.x0-s.x0) <= 3.5 && b.y0 > s.y0 && b.y0-s.y1 <= 1.5*s.height() && companyHolder(b.text) {
				return b.text
			}
		}
	}
	return ""
}

func companyHolder(s string) bool {
	return companyRe.MatchString(s) && holderValue(s) && !bankishRe.MatchString(s)
}

// productDashAcct is the last four digits of an account title printed
// near the top of page one ("… Banking - 6654").
func productDashAcct(ls []line) string {
	for _, l := range ls {
		if l.Y1 > l.PageH*0.3 {
			continue
		}
		for _, s := range segments(l) {
			t := joinWords(s)
			if productRe.MatchString(t) {
				if m := productDashRe.FindStringSubmatch(t); m != nil {
					return m[1]
				}
			}
		}
	}
	return ""
}

// productInlineHolder reads the account's name printed on the product's
// own line, after its masked number ("Account: Commercial Analyzed
// Checking ****3381 Cascade Ridge Mechanical Inc.  Currency: USD"), as a
// treasury report's account line names the account it details. The name
// runs from the number to the next label (a word ending in a colon) or
// the line's end, and only a company's name is taken (it carries its
// legal form), never other words after a number.
func productInlineHolder(segs []hseg) string {
	for _, s := range segs {
		loc := maskedRe.FindStringIndex(s.text)
		if loc == nil || !productRe.MatchString(s.text[:loc[0]]) {
			continue
		}
		var name []string
		for _, w := range strings.Fields(s.text[loc[1]:]) {
			if strings.HasSuffix(w, ":") {
				break
			}
			name = append(name, w)
		}
		if v := strings.Join(name, " "); companyHolder(v) && companyRe.MatchString(name[len(name)-1]) {
			return v
		}
	}
	return ""
}
