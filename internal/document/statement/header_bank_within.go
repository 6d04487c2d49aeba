package statement

import "regexp"

// withinBankRe is a transfer between two accounts of the same bank as a
// legend of transaction codes spells it out: "INFT - Internal Fund
// Transfer (Within ICICI Bank)". A bank that names another bank so
// ("Within Axis Bank") would be naming a transfer it does not carry.
var withinBankRe = regexp.MustCompile(`(?i)\bwithin\s+([A-Z][A-Za-z&]*(?:\s+[A-Z][A-Za-z&]*){0,3}\s+Bank)\b`)

// bankFromWithin reads the bank from such a legend, on any page: the
// last resort, after the notices of bankFromOtherATM, for an export whose
// name is only in a logo image. Only a known bank is taken, and only one.
func bankFromWithin(pages [][]line) string {
	found := ""
	for _, p := range pages {
		for _, l := range p {
			for _, m := range withinBankRe.FindAllStringSubmatch(l.text(), -1) {
				k, ok := knownBank(m[1])
				if !ok {
					continue
				}
				if found != "" && found != k {
					return ""
				}
				found = k
			}
		}
	}
	return found
}
