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
//
// Nigeria's NIBSS Instant Payment (NIP) names its transfers the same way
// ("NIP INWARD TRANSFER FROM FCMB", "SALARY PAYMENT VIA NIP"): NGN when
// three lines name it (field2 ng_accessbank_reportlab, which prints no
// currency and no country).
func railCurrency(pages [][]line) string {
	in, ng := 0, 0
	for _, p := range pages {
		for _, l := range p {
			t := l.text()
			if indiaRailRe.MatchString(t) {
				if in++; in >= 3 {
					return "INR"
				}
			}
			if nigeriaRailRe.MatchString(t) {
				if ng++; ng >= 3 {
					return "NGN"
				}
			}
		}
	}
	return ""
}

// nigeriaRailRe names NIBSS's instant payments, which only Nigeria runs.
var nigeriaRailRe = regexp.MustCompile(`(?:^|[\s/:-])(?:NIP|NIBSS)(?:$|[\s/:-])`)
