package statement

import "strings"

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
// document's own (docLast4): a credit union's member account number, of
// which the share is a part.
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
	return key
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
