package statement

import "strings"

// bankHome is the currency of a known bank that is not a US one: its "$"
// is the Australian dollar, its unmarked amounts rupees. A known bank
// without an entry is taken for a US bank (see detectCurrency).
var bankHome = map[string]string{
	"Bankwest":                       "AUD",
	"Commonwealth Bank of Australia": "AUD",
	"Westpac":                        "AUD",
	"Macquarie Bank":                 "AUD",
	"ANZ":                            "AUD",
	"National Australia Bank":        "AUD",
	"ICICI Bank":                     "INR",
	"HDFC Bank":                      "INR",
	"Axis Bank":                      "INR",
}

// homeCurrency is the currency a known bank's plain "$" or unmarked
// figures are in: its bankHome entry, else USD; "" for a bank that is
// not known.
func homeCurrency(bank string, known bool) string {
	if !known {
		return ""
	}
	if c := bankHome[bank]; c != "" {
		return c
	}
	return "USD"
}

// printedCurrency is the currency the statement prints itself — a
// "Currency:" label or a currency's name on page one, a column's unit, or
// a symbol that names one currency — else "". A known bank's home
// currency gives way to it (see detectCurrency).
func printedCurrency(pages [][]line) string {
	if len(pages) == 0 {
		return ""
	}
	for _, l := range pages[0] {
		if m := currencyLabelRe.FindStringSubmatch(l.text()); m != nil && isoCurrency[strings.ToUpper(m[1])] {
			return strings.ToUpper(m[1])
		}
		if m := currencyNameRe.FindStringSubmatch(l.text()); m != nil {
			return currencyByName(m[1])
		}
		if c := ibanCurrency(l); c != "" {
			return c
		}
	}
	if c := columnUnitCurrency(pages); c != "" {
		return c
	}
	return symbolCurrency(pages)
}
