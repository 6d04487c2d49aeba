package statement

import "regexp"

// indiaRailRe names a payment system only India runs: UPI, NEFT, IMPS
// and NACH references open most rows of an Indian account
// ("UPI/DR/508874407289/...", "NEFT-HDFC...", "IMPS/P2A/...").
var indiaRailRe = regexp.MustCompile(`(?:^|[\s/:-])(?:UPI|NEFT|IMPS|NACH)(?:$|[\s/:-])`)

// railCurrency places a statement that prints no currency and no
// country by the payment systems its rows name: INR when at least three
// lines name India's. It is the last resort of detectCurrency, before
// the unmarked statement's USD: a page cut from an Indian statement (no
// header, no footer) is still in rupees.
func railCurrency(pages [][]line) string {
	n := 0
	for _, p := range pages {
		for _, l := range p {
			if indiaRailRe.MatchString(l.text()) {
				if n++; n >= 3 {
					return "INR"
				}
			}
		}
	}
	return ""
}
