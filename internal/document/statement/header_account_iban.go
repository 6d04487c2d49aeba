package statement

import (
	"math/big"
	"regexp"
	"strings"
)

// ibanRe is an IBAN as printed, in groups of four or run together
// ("NL13 RABO 0122 1186 50", "GB29NWBK60161331926819").
var ibanRe = regexp.MustCompile(`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b`)

// ibanLast4 reads the account number's last four digits from an IBAN
// printed in the header (field nl_rabobank_inspire: "IBAN /
// Rekeningnummer" over "NL13 RABO 0122 1186 50 EUR", no other number).
// The IBAN must pass its own check (ISO 13616, mod 97), and its last four
// characters must be digits: a domestic account number ends the IBAN in
// the countries that print one. Counter-accounts printed in the rows are
// not header lines.
func ibanLast4(hdr []line) string {
	for _, l := range hdr {
		if isRowLine(l) {
			continue
		}
		for _, m := range ibanRe.FindAllString(l.text(), -1) {
			s := strings.ReplaceAll(m, " ", "")
			if len(s) < 15 || len(s) > 34 || !ibanValid(s) {
				continue
			}
			if d := s[len(s)-4:]; onlyDigits(d) == d {
				return d
			}
		}
	}
	return ""
}

// ibanValid checks an IBAN's check digits: the country and check digits
// moved to the end, letters as numbers (A = 10 … Z = 35), mod 97 is 1.
func ibanValid(s string) bool {
	r := s[4:] + s[:4]
	var b strings.Builder
	for _, c := range r {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune(c)
		case c >= 'A' && c <= 'Z':
			b.WriteString(big.NewInt(int64(c - 'A' + 10)).String())
		default:
			return false
		}
	}
	n, ok := new(big.Int).SetString(b.String(), 10)
	return ok && new(big.Int).Mod(n, big.NewInt(97)).Int64() == 1
}

// ibanCurrency reads the account's currency printed right after its IBAN
// ("NL13 RABO 0122 1186 50 EUR", field nl_rabobank_inspire): an ISO code
// as the next word after a valid IBAN names the account's currency.
func ibanCurrency(l line) string {
	t := l.text()
	for _, m := range ibanRe.FindAllStringIndex(t, -1) {
		s := strings.ReplaceAll(t[m[0]:m[1]], " ", "")
		if len(s) < 15 || len(s) > 34 || !ibanValid(s) {
			continue
		}
		if f := strings.Fields(t[m[1]:]); len(f) > 0 && len(f[0]) == 3 && isoCurrency[f[0]] {
			return f[0]
		}
	}
	return ""
}
