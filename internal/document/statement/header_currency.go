package statement

import (
	"regexp"
	"strings"
)

// isoCurrency are the ISO 4217 codes a statement is likely to print.
var isoCurrency = map[string]bool{
	"USD": true, "EUR": true, "GBP": true, "NZD": true, "AUD": true, "CAD": true, "SGD": true, "HKD": true,
	"JPY": true, "CHF": true, "INR": true, "ZAR": true, "MXN": true, "CNY": true, "SEK": true, "NOK": true,
	"DKK": true, "PLN": true, "AED": true, "PHP": true, "MYR": true, "IDR": true, "BRL": true, "COP": true,
}

var (
	currencyLabelRe = regexp.MustCompile(`(?i)\b(?:currency|mata\s+uang)\s*(?:code)?\s*[:：]?\s*([A-Z]{3})\b`)
	// currencyNameRe is a currency label followed by the currency's name
	// rather than its code ("Currency Indian Rupees").
	currencyNameRe = regexp.MustCompile(`(?i)\bcurrency\s*[:：]?\s*(indian\s+rupees?|ringgit|rupiah|euros?|pounds?\s+sterling|us\s+dollars?)\b`)
	// letterSymbols are currency signs written in letters before the
	// amount ("Rs. 2,000", "RM 1,250.00", "Rp 50.000"): they count only
	// when a figure follows, since the letters alone are common words.
	letterSymbols = []struct{ sym, code string }{
		{"RS.", "INR"}, {"RS", "INR"}, {"RM", "MYR"}, {"RP.", "IDR"}, {"RP", "IDR"},
	}
	// symbolCodes are symbols that name one currency; "$" alone does not.
	symbolCodes = []struct{ sym, code string }{
		{"NZ$", "NZD"}, {"AU$", "AUD"}, {"A$", "AUD"}, {"CA$", "CAD"}, {"C$", "CAD"}, {"US$", "USD"},
		{"S$", "SGD"}, {"HK$", "HKD"}, {"£", "GBP"}, {"€", "EUR"}, {"¥", "JPY"}, {"₹", "INR"},
	}
	// Country cues in the statement's own furniture (names, addresses,
	// web domains, account formats).
	countryCues = []struct {
		re   *regexp.Regexp
		code string
	}{
		{regexp.MustCompile(`(?i)\bnew zealand\b|\.co\.nz\b|\.nz\b|\b\d{2}-\d{4}-\d{7}-\d{2,3}\b`), "NZD"},
		{regexp.MustCompile(`(?i)\baustralia\b|\.com\.au\b|\bBSB\b|\bABN\b|\b(?:NSW|VIC|QLD|TAS|ACT)\s+\d{4}\b`), "AUD"},
		{regexp.MustCompile(`(?i)\bcanada\b|\bcanadian\b|\bCDIC\b|\.ca\b|\b(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b`), "CAD"},
		{regexp.MustCompile(`(?i)\bunited kingdom\b|\.co\.uk\b|\bsort code\b|\bFSCS\b`), "GBP"},
		{regexp.MustCompile(`(?i)\bsingapore\b|\.com\.sg\b`), "SGD"},
		{regexp.MustCompile(`(?i)\bhong kong\b|\.com\.hk\b`), "HKD"},
		// India: the country, its web domains, the IFSC branch code every
		// Indian statement prints.
		{regexp.MustCompile(`(?i)\bindia\b|\.co\.in\b|\bIFSC?\b|\bIFS\s+code\b`), "INR"},
		// Malaysia: "Berhad" / "Bhd" is the legal form of every Malaysian
		// bank ("Public Bank Berhad").
		{regexp.MustCompile(`(?i)\bmalaysia\b|\.com\.my\b|\bberhad\b|\bbhd\b`), "MYR"},
		{regexp.MustCompile(`(?i)\bindonesia\b|\.co\.id\b`), "IDR"},
		{regexp.MustCompile(`(?i)\bsouth africa\b|\.co\.za\b`), "ZAR"},
	}
	// disclosureCues name a country in words no transaction prints: a
	// deposit insurer's full name, a national account-number format.
	disclosureCues = []struct {
		re   *regexp.Regexp
		code string
	}{
		{regexp.MustCompile(`(?i)\bcanada deposit insurance corporation\b|\btransit\s+\d{5}\s+institution\s+\d{3}\b`), "CAD"},
		{regexp.MustCompile(`(?i)\bfinancial services compensation scheme\b`), "GBP"},
		{regexp.MustCompile(`(?i)\bfinancial claims scheme\b`), "AUD"},
	}
	// usCueRe are cues of a US statement: FDIC membership, a national
	// association, a toll-free number, "United States".
	usCueRe = regexp.MustCompile(`(?i)\bFD[I1]C\b|\bN\.A\.?(\s|$|,)|\bnational association\b|\b1[-.( ]*8(?:00|88|77|66|55|44|33)\b|\bunited states\b|\bUSA\b`)
	// usStates makes "CITY ST 12345" a US address.
	usStates = map[string]bool{
		"AL": true, "AK": true, "AZ": true, "AR": true, "CA": true, "CO": true, "CT": true, "DE": true, "DC": true,
		"FL": true, "GA": true, "HI": true, "ID": true, "IL": true, "IN": true, "IA": true, "KS": true, "KY": true,
		"LA": true, "ME": true, "MD": true, "MA": true, "MI": true, "MN": true, "MS": true, "MO": true, "MT": true,
		"NE": true, "NV": true, "NH": true, "NJ": true, "NM": true, "NY": true, "NC": true, "ND": true, "OH": true,
		"OK": true, "OR": true, "PA": true, "RI": true, "SC": true, "SD": true, "TN": true, "TX": true, "UT": true,
		"VT": true, "VA": true, "WA": true, "WV": true, "WI": true, "WY": true, "PR": true,
	}
	usAddrRe = regexp.MustCompile(`\b([A-Z]{2})\s+\d{5}(?:\s*-\s*\d{4})?\b`)
)

// detectCurrency gives the statement's ISO currency from what it prints:
//
//  1. a "Currency: XXX" label;
//  2. symbols that name one currency (£, €, NZ$, A$, CA$, ...) on most of
//     its amounts;
//  3. for "$" (or no symbol): a known bank gives its home currency
//     (knownHome: USD, or AUD and INR for the banks of bankHome); else the
//     country the statement's furniture names (New Zealand, Australia,
//     Canada, ...); else US cues (FDIC, N.A., a US state and ZIP, a
//     1-800 number, dates written "March 1, 2026") give USD;
//  4. with no cue at all, USD: the service's lenders are American and an
//     unmarked "$" statement is most often a US one. A "$" statement
//     that writes its dates day first ("01 March 2026") and names no
//     country is not a US one, and its dollar cannot be told: no
//     currency is reported rather than a guess.
func detectCurrency(pages [][]line, furniture []line, knownHome string, dayFirstStyle bool) string {
	if len(pages) == 0 {
		return ""
	}
	if c := printedCurrency(pages); c != "" {
		return c
	}
	if knownHome != "" {
		return knownHome
	}
	var b strings.Builder
	for _, l := range furniture {
		b.WriteString(l.text())
		b.WriteByte('\n')
	}
	text := b.String()
	for _, c := range countryCues {
		if c.re.MatchString(text) {
			return c.code
		}
	}
	if usCueRe.MatchString(text) {
		return "USD"
	}
	// A deposit-insurance disclosure or an account format printed
	// anywhere (a bank's notices often sit at the end, outside the
	// furniture) names the country when the furniture did not.
	for _, p := range pages {
		for _, l := range p {
			for _, c := range disclosureCues {
				if c.re.MatchString(l.text()) {
					return c.code
				}
			}
		}
	}
	for _, m := range usAddrRe.FindAllStringSubmatch(text, -1) {
		if usStates[m[1]] {
			return "USD"
		}
	}
	if c := railCurrency(pages); c != "" {
		return c
	}
	if dayFirstStyle {
		return ""
	}
	return "USD"
}

// symbolCurrency counts the amounts printed with a currency symbol or
// code: a currency-specific symbol wins when it marks at least as many
// amounts as a bare "$" does.
func symbolCurrency(pages [][]line) string {
	counts := map[string]int{}
	dollars := 0
	for _, ls := range pages {
		for _, l := range ls {
			for i, w := range l.Words {
				// An ISO code printed apart from its amount: "GBP 1,000.00", "1,000.00 GBP".
				if len(w.Text) == 3 && isoCurrency[strings.ToUpper(w.Text)] {
					code := strings.ToUpper(w.Text)
					near := i > 0 && isMoney(l.Words[i-1].Text) || i+1 < len(l.Words) && isMoney(l.Words[i+1].Text)
					if near {
						counts[code]++
					}
					continue
				}
				// The line builder keeps the space between a code and its
				// figure ("GBP 1,000.00" as one word): read it without.
				t := strings.TrimLeft(strings.ReplaceAll(w.Text, " ", ""), "(-+")
				if code, ok := codeAfterFigure(t); ok {
					// "66.04,AED": the code run on after its figure.
					counts[code]++
					continue
				}
				if t == "" || t[0] >= '0' && t[0] <= '9' || !strings.ContainsAny(t, "0123456789") {
					continue
				}
				t = strings.ToUpper(t)
				if len(t) > 3 && isoCurrency[t[:3]] && strings.ContainsAny(t[3:4], "0123456789-+(") {
					// The code glued to its amount ("GBP1,000.00", as the
					// line builder joins "GBP 1,000.00").
					counts[t[:3]]++
					continue
				}
				found := false
				if code := letterSymbol(t); code != "" {
					counts[code]++
					continue
				}
				for _, sc := range symbolCodes {
					if strings.HasPrefix(t, sc.sym) {
						counts[sc.code]++
						found = true
						break
					}
				}
				if !found && strings.HasPrefix(t, "$") {
					dollars++
				}
			}
		}
	}
	best, n := "", 0
	for code, c := range counts {
		if c > n || c == n && code < best {
			best, n = code, c
		}
	}
	if n > 0 && n >= dollars {
		return best
	}
	return ""
}

// letterSymbol returns the currency of an amount written with a letter
// sign ("RS.2000", "RM1,250.00", as the line builder joins "Rs. 2000"),
// "" when the word is anything else.
func letterSymbol(t string) string {
	for _, ls := range letterSymbols {
		if rest, ok := strings.CutPrefix(t, ls.sym); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			if _, ok := parseMoneyCell(rest); ok {
				return ls.code
			}
		}
	}
	return ""
}

// currencyByName maps a currency's printed name to its ISO code.
func currencyByName(name string) string {
	n := strings.ToLower(strings.Join(strings.Fields(name), " "))
	switch {
	case strings.HasPrefix(n, "indian rupee"):
		return "INR"
	case n == "ringgit":
		return "MYR"
	case n == "rupiah":
		return "IDR"
	case strings.HasPrefix(n, "euro"):
		return "EUR"
	case strings.HasPrefix(n, "pound"):
		return "GBP"
	}
	return "USD"
}

func isMoney(s string) bool {
	_, ok := headerAmount(s)
	return ok
}

// dayFirstStyle reports a statement whose header writes dates day first
// ("01 March 2026", "1 Feb 2026", "31/03/2026") more often than month
// first ("March 1, 2026", "03/31/2026").
func dayFirstStyle(hdr []line) bool {
	df, mf := 0, 0
	for _, l := range hdr {
		for _, h := range findDates(l.text()) {
			switch {
			case h.numeric && h.a > 12 && h.b <= 12:
				df++
			case h.numeric && h.b > 12 && h.a <= 12:
				mf++
			case h.numeric:
			case h.dayFirst:
				df++
			default:
				mf++
			}
		}
	}
	return df > mf
}

// columnUnitRe is a money column's unit printed in its heading: "Money
// In (R)", "(GBP) Amount", "Balance (£)", "Debit (RM)".
var columnUnitRe = regexp.MustCompile(`^\(([A-Za-z]{1,3}|[£€₹])\)$`)

// spacedUnitRe is an ISO code in brackets with a space before the closing
// one ("Balance (INR )"), which makes two words of it.
var spacedUnitRe = regexp.MustCompile(`\(([A-Z]{3})\s+\)`)

// columnUnits are the units written in letters or signs that name one
// currency; an ISO code names its own. "$" names none.
var columnUnits = map[string]string{"R": "ZAR", "RM": "MYR", "RS": "INR", "RP": "IDR", "£": "GBP", "€": "EUR", "₹": "INR"}

// columnUnitCurrency is the currency the table's money column headings
// print as their unit: a heading line (one that names a balance, an
// amount or money in and out) with "(R)", "(GBP)"... A South African
// statement prints its amounts bare under "Money In (R)".
func columnUnitCurrency(pages [][]line) string {
	for _, ls := range pages {
		for _, l := range ls {
			t := strings.ToLower(l.text())
			if !strings.Contains(t, "balance") && !strings.Contains(t, "amount") && !strings.Contains(t, "money") &&
				!strings.Contains(t, "debit") && !strings.Contains(t, "credit") {
				continue
			}
			if m := spacedUnitRe.FindStringSubmatch(l.text()); m != nil && isoCurrency[m[1]] {
				// "Balance (INR )": the code and its bracket printed
				// as two words.
				return m[1]
			}
			for _, w := range l.Words {
				m := columnUnitRe.FindStringSubmatch(w.Text)
				if m == nil {
					continue
				}
				u := strings.ToUpper(m[1])
				if c, ok := columnUnits[u]; ok {
					return c
				}
				if isoCurrency[u] {
					return u
				}
			}
		}
	}
	return ""
}

// codeAfterFigure reads an ISO code run on after its figure, with or
// without a comma between ("66.04,AED", "1,000.00GBP"), as a card's
// transaction line prints the amount in the merchant's currency inside
// the description (field2 ae_samsung_cardrows).
func codeAfterFigure(t string) (string, bool) {
	n := len(t)
	if n < 7 {
		return "", false
	}
	code := strings.ToUpper(t[n-3:])
	if prev := t[n-4]; !isoCurrency[code] || prev != ',' && (prev < '0' || prev > '9') {
		return "", false
	}
	fig := strings.TrimRight(t[:n-3], ",")
	if _, ok := parseAmount(fig); !ok || !twoDecimals(fig) {
		return "", false
	}
	return code, true
}
