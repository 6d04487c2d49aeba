package statement

import (
	"regexp"
	"strings"
)

// infoHeadingRe is the heading of a box that holds the customer's name
// and address ("Customer Info", "Customer Information", "Member
// Information"): online banks print it over the mailing block, where it
// is the first line but no name. An Australian statement's "Account
// Details" box opens with the account's name over its BSB and number
// (NAB: "Account Details" over "JADE SYMONS", the mailing block saying
// "MS JD SYMONS").
var infoHeadingRe = regexp.MustCompile(`(?i)^(?:(?:customer|client|member|account\s+holder)\s+info(?:rmation)?|account\s+details)\s*:?$`)

// infoHeadingLabel reads such a heading as a holder label whose value is
// the cell below, in the shape of holderLabelRe's submatches (label,
// no inline value), or nil.
func infoHeadingLabel(text string) []string {
	t := strings.TrimSpace(text)
	if !infoHeadingRe.MatchString(t) {
		return nil
	}
	return []string{t, strings.TrimSuffix(t, ":"), "", ""}
}
