package statement

import (
	"regexp"
	"strings"
)

// equationTermRe names a term of a summary equation that is not a figure.
var equationTermRe = regexp.MustCompile(`(?i)\b(balance|total|debits?|credits?|deposits?|withdrawals?|money (in|out)|fees?)\b`)

// equationLine reports a summary printed as the statement's own
// arithmetic, under or above the rows: "Opening balance - Total debits +
// Total credits = Closing balance" over "$24,202.90CR - $16,119.79 +
// $45,262.48 = $53,345.59CR". Either line has one lone "=" and a "+" or
// "-" between its terms; the labels' terms name balances and totals, the
// figures' line prints nothing but figures. A transaction prints neither
// (an exchange rate in a description, "1 EUR = 1.0795 USD", has words
// and a bare number), so neither line is a row nor a row's description.
func equationLine(l line) bool {
	eq, ops, figs, labels := 0, 0, 0, 0
	for _, w := range l.Words {
		t := w.Text
		switch {
		case t == "=":
			eq++
		case t == "+" || t == "-":
			ops++
		case t == "CR" || t == "DR" || t == "Cr" || t == "Dr":
		default:
			core := strings.TrimRight(strings.TrimLeft(t, "+-"), "-")
			if core != t {
				ops++ // an operator glued to its figure ("+$50.00")
			}
			if _, ok := parseAmount(core); ok {
				figs++
			} else if labelWord(core) {
				labels++
			} else {
				return false
			}
		}
	}
	if eq != 1 || ops == 0 {
		return false
	}
	if labels == 0 {
		return figs >= 3
	}
	return figs == 0 && len(equationTermRe.FindAllString(l.text(), -1)) >= 3
}
