package statement

import (
	"regexp"
	"strings"
)

// fintechRe is a business neobank's disclaimer: "Corvane is a financial
// technology company, not a bank", "Novo Platform Inc. is a fintech, not a
// bank". US neobanks must print it, and the name before it is the brand
// the merchant banks with; the partner bank named after it ("Banking
// services provided by …") only holds the deposits.
var fintechRe = regexp.MustCompile(`((?:[A-Z][\w'&.-]*\s+){0,3}?[A-Z][\w'&-]*)(?:,?\s+(?:Inc|LLC|Corp)\.?)?\s+is\s+(?:a\s+)?(?:financial\s+technology|fintech)\b`)

// bankFromFintechNote reads the brand from a fintech disclaimer in the
// statement's furniture (headers, footers, page one's notes).
func bankFromFintechNote(furniture []line) string {
	for _, l := range furniture {
		m := fintechRe.FindStringSubmatch(l.text())
		if m == nil {
			continue
		}
		ws := strings.Fields(m[1])
		// The sentence may follow another on the line ("Your deposits.
		// Corvane is …"): the brand starts after the last full stop.
		for i := len(ws) - 1; i > 0; i-- {
			if strings.HasSuffix(ws[i-1], ".") && !isInitial(ws[i-1]) {
				ws = ws[i:]
				break
			}
		}
		if name := strings.Join(ws, " "); !headingRe.MatchString(name) {
			return name
		}
	}
	return ""
}

// tradingAsRe is the regulatory line of a UK e-money institution or
// payment firm: "Wise Payments Limited, trading as Wise, is an
// Authorised Electronic Money Institution …". The name after "trading
// as" is the brand the customer banks with, printed on the statement's
// last page rather than in its header (which gives only the company's
// return address).
var tradingAsRe = regexp.MustCompile(`(?:Limited|Ltd\.?|plc|PLC|LLP),?\s+(?i:trading\s+as)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3}),?\s+(?i:is\s+(?:an?\s+)?(?:authori[sz]ed|regulated|registered))`)

// bankFromTradingAs reads the brand from such a line on any page.
func bankFromTradingAs(pages [][]line) string {
	for _, p := range pages {
		for _, l := range p {
			if m := tradingAsRe.FindStringSubmatch(l.text()); m != nil && !headingRe.MatchString(m[1]) {
				return m[1]
			}
		}
	}
	return ""
}
