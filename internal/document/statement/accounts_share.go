package statement

import (
	"regexp"
	"strings"
)

// shareNumber finds the account number of a credit union's share keyed by
// its suffix ("S10"): the share's row in the summary of accounts names
// the suffix and prints the number ("S10 Business Share Draft
// XXXXXX3373"). The share's own title often prints only the suffix
// ("BUSINESS SHARE DRAFT   Account S10"), which is no account number.
// It returns the number's last four digits, or false when no line pairs
// the suffix with a number.
// accountNumber is the number the result gives for the account keyed key:
// the key itself when it is an account number's last digits; for a share
// ID or suffix, the number printed beside it (shareNumber), else the
// document's own (docLast4), else the member number: a credit union's
// shares are suffixes of the member's account number ("Member Number:
// 0000882144" over shares S00 and S10), so when the statement prints no
// other number that one is the account's. A suffix or share ID is never
// returned: it is no account number's last four digits.
func accountNumber(all []line, key, docLast4 string) string {
	if !shareKey(key) {
		return key
	}
	if n, ok := shareNumber(all, key); ok {
		return n
	}
	if docLast4 != "" {
		return docLast4
	}
	return memberNumber(all)
}

// memberNumberRe labels a credit union's member number: "Member Number:",
// "Member #", "Member No.", "Membership Number".
var memberNumberRe = regexp.MustCompile(`(?i)\bmember(?:ship)?\s*(?:number|num|no\.?|nbr|#)\s*[:#]?\s*`)

// memberNumber is the last four digits of the member number the statement
// prints outside its rows, or "" when it prints none (or two that differ).
func memberNumber(all []line) string {
	found := ""
	for _, l := range all {
		if isRowLine(l) {
			continue
		}
		t := l.text()
		for _, m := range memberNumberRe.FindAllStringIndex(t, -1) {
			d := acctDigits(t[m[1]:])
			if len(d) < 4 {
				continue
			}
			if found != "" && found != d[len(d)-4:] {
				return ""
			}
			found = d[len(d)-4:]
		}
	}
	return found
}

func shareNumber(all []line, key string) (string, bool) {
	if !acctSuffixRe.MatchString(key) {
		return "", false
	}
	for _, l := range all {
		named, number := false, ""
		for _, w := range l.Words {
			t := strings.TrimRight(w.Text, "),.:")
			switch {
			case strings.EqualFold(t, key):
				named = true
			case number == "" && acctNumberRe.MatchString(w.Text) && !wrapYearRe.MatchString(w.Text):
				d := strings.Map(func(r rune) rune {
					if r >= '0' && r <= '9' {
						return r
					}
					return -1
				}, w.Text)
				number = d[len(d)-4:]
			}
		}
		if named && number != "" {
			return number, true
		}
	}
	return "", false
}
