package statement

import "regexp"

// routingLineRe is a line a business's mailing block prints between its
// name and its street to route the mail inside the business: an
// attention or care-of line, or the branch or office the account belongs
// to ("NEW TAZEWELL ACCOUNT #851", "HIXSON ACCOUNT"), or its town,
// state and office number ("CARTHAGE, TN #845": no ZIP, so no address),
// or its town and office number alone ("BOLIVAR #1138", field6
// us_midmissouri_business_scan).
var routingLineRe = regexp.MustCompile(`(?i)^(?:(?:attn|attention)\.?:?|c/o|care\s+of)\s+\S.*$|^[a-z][a-z .'-]*\s+account(?:\s*#\s*\d+)?$|^[a-z][a-z .'-]*(?:,\s*[a-z]{2})?\s+#\s*\d+$`)

// routingLine reports such a line: it is neither the holder nor an
// address line, and the holder's name is the line above it.
func routingLine(s string) bool {
	return routingLineRe.MatchString(s) && len(findDates(s)) == 0
}
