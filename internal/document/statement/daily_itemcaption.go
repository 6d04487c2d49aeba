package statement

import "strings"

// itemNumber reports a word that numbers a paid item ("#1318", "#0000"):
// the captions of check images ("#1318 02/06/2023 $761.92") print a
// number, a date and an amount, like two columns of a daily-balance
// table, on the image pages after it; a daily-balance table never
// numbers its days.
func itemNumber(w string) bool {
	d, ok := strings.CutPrefix(w, "#")
	return ok && isDigits(d)
}
