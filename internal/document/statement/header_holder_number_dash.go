package statement

import (
	"regexp"
	"strings"
)

// numberDashHolderRe is the account an internet-banking export lists,
// printed as its number then its holder after a dash: "Account Number
// 137101503209(INR) - RAHULKUMAR PANCHIWALA". A core-banking register
// prints the number with its currency and the holder after a space, no
// dash: "Account Number :177501000004542/INR G ANITHA" (Indian Overseas
// Bank's REP27 register, field5); the currency code closing the number
// sets the name apart. The name is letters only, two to five words.
var numberDashHolderRe = regexp.MustCompile(`(?i)^(?:account|acct|a/c)\.?\s*(?:number|no\.?|#)?\s*:?\s*[0-9Xx*•·\-]{4,}(?:(?:\([A-Za-z]{3}\))?\s+[-–]|(?:\([A-Z]{3}\)|/[A-Z]{3}))\s+((?:[A-Za-z][A-Za-z.'&]*\s*){2,5})$`)

// numberDashHolder reads the holder of such a line of the header: a late
// resort, when no label, mailing block or account title names one.
func numberDashHolder(hdr []line) string {
	for _, l := range hdr {
		if isRowLine(l) {
			continue
		}
		if m := numberDashHolderRe.FindStringSubmatch(l.text()); m != nil {
			if v := strings.TrimSpace(m[1]); holderValue(v) && !bankishRe.MatchString(v) {
				return v
			}
		}
	}
	return ""
}
