package statement

import "strings"

// balanceLabelled says page one labels a balance with a figure: a line
// that names a balance — balance, or saldo / solde / kontostand, the word
// in most other languages — and prints a figure, or stands over a line
// that does (a box of labels over values: 'Beginsaldo' over
// '36.699,95 CR').
func balanceLabelled(first []line) bool {
	for i, l := range first {
		t := strings.ToLower(l.text())
		if !strings.Contains(t, "balance") && !foreignBalanceWord(t) {
			continue
		}
		if lineHasFigure(l, 0) || i+1 < len(first) && lineHasFigure(first[i+1], 0) {
			return true
		}
	}
	return false
}

// figureLines counts the lines that open with a date and print a figure
// with two decimals, in either number format ('02-06 … 17,26'): the
// dated money rows of a statement whose rows the engine could not read.
func figureLines(all []line) int {
	dp := dateParser{}
	n := 0
	for _, l := range all {
		if _, k, ok := dp.parse(wordTexts(l.Words)); ok && k < len(l.Words) && lineHasFigure(l, k) {
			n++
		}
	}
	return n
}

// lineHasFigure says a word of l from the from-th on is an amount with
// two decimals, whether its decimal mark is a point or a comma.
func lineHasFigure(l line, from int) bool {
	for _, w := range l.Words[from:] {
		if _, ok := headerAmount(w.Text); ok && twoDecimals(w.Text) {
			return true
		}
	}
	return false
}

// twoDecimals says s ends, before any CR/DR mark or closing bracket, in a
// decimal mark and two digits.
func twoDecimals(s string) bool {
	s = strings.TrimRight(strings.ToUpper(s), "CRD)-+ ")
	n := len(s)
	return n >= 4 && (s[n-3] == '.' || s[n-3] == ',') && isDigits(s[n-2:]) && s[n-4] >= '0' && s[n-4] <= '9'
}
