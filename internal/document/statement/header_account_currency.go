package statement

import (
	"regexp"
	"strings"
)

// acctCurrencyRe is an account number with its currency in parentheses
// run on ("137101503209(INR)", as an internet-banking export prints the
// account it lists), or after a slash ("177501000004542/INR", a branch
// register's account line).
var acctCurrencyRe = regexp.MustCompile(`^([0-9Xx*•·.\-]{4,})(?:\(([A-Za-z]{3})\)|/([A-Za-z]{3}))$`)

// withoutCurrencySuffix returns the number of such a token without its
// currency, and any other token as it is: the code names the account's
// currency, no digits of its number.
func withoutCurrencySuffix(tok string) string {
	if m := acctCurrencyRe.FindStringSubmatch(tok); m != nil && isoCurrency[strings.ToUpper(m[2]+m[3])] {
		return m[1]
	}
	return tok
}
