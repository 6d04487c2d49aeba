package statement

import (
	"regexp"
	"strings"
)

// trustTitleRe is what a trust account's title adds after its trustee's
// name: "… TRUST ACCOUNT FOR SP 67987", "… ATF The Smith Family Trust",
// "… AS TRUSTEE FOR …", "… ITF …".
var trustTitleRe = regexp.MustCompile(`(?i)^\s*(?:trust\s+account\s+for|atf|a/t/f|as\s+trustees?\s+for|itf|in\s+trust\s+for)\s+\S`)

// trustAccountTitle is the account's own title when page one prints the
// holder's name (read from the mailing block) followed by the trust it
// holds the account for: "ALL SUBURBS STRATA MANAGEMENT PTY LTD TRUST
// ACCOUNT FOR SP 67987" above the account number names the account, of
// which the company in the address block is the trustee.
func trustAccountTitle(hdr []line, holder string) string {
	if holder == "" {
		return holder
	}
	for _, l := range hdr {
		for _, seg := range segments(l) {
			t := joinWords(seg)
			if len(t) <= len(holder) || !strings.EqualFold(t[:len(holder)], holder) {
				continue
			}
			if trustTitleRe.MatchString(t[len(holder):]) {
				return t
			}
		}
	}
	return holder
}

// customerIDRe is a customer number printed under the customer's name
// ("CRN 202263116", "Cust ID : 201552750", "Customer ID 865145756").
var customerIDRe = regexp.MustCompile(`(?i)^(?:crn|cif|cust(?:omer)?\.?\s*(?:id|no\.?|number))\s*[:.]?\s*\d{5,}$`)

// nameOverCustomerID is the holder named right above the customer number
// that identifies them, at the same left edge, when no label or mailing
// block names one: an Indian statement's summary prints "Jiya Bhagat"
// over "CRN 202263116" with no address.
func nameOverCustomerID(hdr []line) string {
	segs := headerSegs(hdr)
	for _, s := range segs {
		if !customerIDRe.MatchString(strings.TrimSpace(s.text)) {
			continue
		}
		p, gap, ok := segAbove(segs, s)
		if ok && gap < 1.2*s.height() && nameish(p.text) && !bankishRe.MatchString(p.text) && !productRe.MatchString(p.text) && holderValue(p.text) {
			return p.text
		}
	}
	return ""
}
