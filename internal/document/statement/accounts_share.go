package statement

import "strings"

// shareNumber finds the account number of a credit union's share keyed by
// its suffix ("S10"): the share's row in the summary of accounts names
// the suffix and prints the number ("S10 Business Share Draft
// XXXXXX3373"). The share's own title often prints only the suffix
// ("BUSINESS SHARE DRAFT   Account S10"), which is no account number.
// It returns the number's last four digits, or false when no line pairs
// the suffix with a number.
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
