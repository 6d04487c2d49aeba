package statement

import (
	"regexp"
	"strings"
)

// registeredBankRe is a bank's registered name in a sentence: capitalised
// words, the bank word, the place it is incorporated for in brackets,
// and its legal form ("Standard Chartered Bank (Hong Kong) Limited",
// "DBS Bank Ltd", "HSBC Bank plc").
var registeredBankRe = regexp.MustCompile(`\b((?:[A-Z][A-Za-z&'.-]*\s+){1,4}Bank(?:\s+\([A-Z][A-Za-z .]+\))?\s+(?:Limited|Ltd\.?|plc|PLC|Berhad|Bhd\.?))(?:[\s,.;:]|$)`)

// bankFromRegisteredName reads the bank from its registered name in a
// notice on page one, when nothing else names it: a statement that prints
// its name only in a logo image still names its issuer in full where it
// tells the customer what it will do (Standard Chartered's consolidated
// statement, field5: "With immediate effect, Standard Chartered Bank
// (Hong Kong) Limited will need customer consent …"). One name only: two
// different banks so named (a transfer's counterparty) give none.
func bankFromRegisteredName(first []line) string {
	found := ""
	for _, l := range first {
		if isRowLine(l) {
			continue
		}
		for _, m := range registeredBankRe.FindAllStringSubmatch(l.text(), -1) {
			n := strings.TrimSpace(m[1])
			if found != "" && !strings.EqualFold(found, n) {
				return ""
			}
			found = n
		}
	}
	return found
}
