package statement

import (
	"regexp"
	"strings"
	"unicode"
)

// labelWord reports a word of a label: one that starts with a letter and
// is not an amount's mark (CR, DR) or a currency code standing beside a
// figure.
func labelWord(s string) bool {
	r := []rune(s)
	if len(r) == 0 || !unicode.IsLetter(r[0]) {
		return false
	}
	switch s {
	case "CR", "DR", "Cr", "Dr", "USD", "CAD", "EUR", "GBP", "AUD", "NZD":
		return false
	}
	return true
}

// kindNamesNumber reports whether the account number at word index i of
// l is the one an account's kind names: the kind is printed in the
// number's own cell ("Business Checking 5570417243", "Account
// XXXXXX6172") or in the cell right before it ("Checking   XXXXXX1234").
// A number in another cell of the line is something else: a mailing
// address's ZIP code beside "Product  Community Business Checking".
func kindNamesNumber(l line, i int) bool {
	segs := segments(l)
	n := 0
	for si, s := range segs {
		if i < n+len(s) {
			if acctTypeRe.MatchString(joinWords(s)) {
				return true
			}
			return si > 0 && acctTypeRe.MatchString(joinWords(segs[si-1]))
		}
		n += len(s)
	}
	return false
}

// shareIDRe is a credit union's share ID ending a title: "SHARE DRAFT -
// BUSINESS CHECKING ID 10", "SHARE SAVINGS (SUFFIX 00)", "REGULAR SAVINGS —
// SHARE 01".
var shareIDRe = regexp.MustCompile(`(?i)\b(?:ID|suffix|sfx|share)\s*:?\s*(\d{1,4})\b\)?\s*$`)

// shareLabelRe and shareDigitsRe are a share ID's label and number as
// words ("ID" "0010", "Suffix:" "10").
var (
	shareLabelRe  = regexp.MustCompile(`(?i)^(ID|suffix|sfx):?$`)
	shareDigitsRe = regexp.MustCompile(`^\d{1,4}[),.:]?$`)
)

// shareKey reports whether an account's key is a share ID or suffix
// (see accountTitle), not the last digits of an account number.
func shareKey(key string) bool {
	return strings.HasPrefix(key, "ID") || acctSuffixRe.MatchString(key)
}

// shareID keys an account whose title prints no number but its share ID
// ("ID 10"); "" when it prints none.
func shareID(t string) string {
	if m := shareIDRe.FindStringSubmatch(t); m != nil {
		return "ID" + m[1]
	}
	return ""
}
