package statement

import (
	"math"
	"regexp"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// digitGroupRe is one group of an account number printed in groups of
// digits ("3340 2220 5516").
var digitGroupRe = regexp.MustCompile(`^\d{2,6}[),.:]*$`)

// groupedNumber returns the account number that starts at word i: the
// word itself, or, when the number is printed in groups of digits a
// word's space apart ("Account number: 3340 2220 5516"), the groups run
// together. Its last four digits are the last group's, not the first
// group's: two accounts of one relationship statement share their
// leading groups (…5516 and …5532 both start 3340 2220) and would read
// as one account.
func groupedNumber(ws []pdftext.Word, i int) string {
	s := ws[i].Text
	if !digitGroupRe.MatchString(s) {
		return s
	}
	for j := i + 1; j < len(ws); j++ {
		prev, w := ws[j-1], ws[j]
		if !digitGroupRe.MatchString(w.Text) || w.X0-prev.X1 > math.Max(1.2*em(prev), 3) {
			break
		}
		s += w.Text
	}
	return s
}

// genericKindRe is an account title's kind that names no product:
// "Account number: 3340 2220 5516".
var genericKindRe = regexp.MustCompile(`(?i)^(account|acct)$`)

// kindAbove returns the product named on the line right above an account
// title whose own kind is only "Account" ("Business Fundamentals
// Checking" over "Account number: 3340 2220 5516"), followed by a space,
// or "" when there is none: the title's kind decides which account is
// the transaction account.
func (sc *scanner) kindAbove(l line) string {
	for _, m := range acctTypeRe.FindAllString(l.text(), -1) {
		if !genericKindRe.MatchString(m) {
			return ""
		}
	}
	if sc.li == 0 || sc.li >= len(sc.lines) {
		return ""
	}
	a := sc.lines[sc.li-1]
	if a.Furniture || a.Page != l.Page || !adjacent(a, l) || lineHasAmount(a) || len(a.Words) > 6 {
		return ""
	}
	for _, m := range acctTypeRe.FindAllString(a.text(), -1) {
		if !genericKindRe.MatchString(m) {
			return a.text() + " "
		}
	}
	return ""
}
