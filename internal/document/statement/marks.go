package statement

import (
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// gapMarks are the marks a bank prints beside a check number to say the
// sequence breaks there or an image is available ("*1265", "1143*",
// "1344^").
const gapMarks = "*^"

// checkNumberOf reads the check number of a word in the check-number
// column: the digits without the one gap mark glued to them, or a masked
// number ("XXXX1234", "***1234") as printed.
func checkNumberOf(s string) (string, bool) {
	if m := checkFlagRe.FindStringSubmatch(s); m != nil {
		// "3558*i", "3572i": the number, its gap mark and the image
		// flag a legend explains ("i = Electronic Image", "s =
		// Substitute Check").
		return m[1], true
	}
	n := s
	if len(n) > 1 && strings.ContainsRune(gapMarks, rune(n[0])) {
		n = n[1:]
	}
	if len(n) > 1 && strings.ContainsRune(gapMarks, rune(n[len(n)-1])) {
		n = n[:len(n)-1]
	}
	if n != s && len(n) >= 3 && isDigits(n) {
		return n, true
	}
	if isDigits(s) || maskedNumberRe.MatchString(s) {
		return s, true
	}
	return "", false
}

// checkFlagRe is a check number with an image or substitute-check flag
// glued to it, after an optional gap mark.
var checkFlagRe = regexp.MustCompile(`^(\d{3,})[*^]?[iIsS]$`)

// checkFlag reports a check image or substitute-check flag printed as a
// word of its own after the number ("3572 i").
func checkFlag(s string) bool { return s == "i" || s == "s" || s == "I" || s == "S" }

// trimMarks drops the lone gap marks ("*", "^") at either end of a
// description: marks beside a check number. Inside the text ("TAMPA *
// FL") a mark is the payee's own and stays. So is a lone "|" at either
// end: a scanned table's column rule read by OCR.
func trimMarks(desc []string) []string {
	isMark := func(p string) bool { return p != "" && strings.Trim(p, gapMarks) == "" || p == "|" }
	for len(desc) > 0 && isMark(desc[0]) {
		desc = desc[1:]
	}
	for len(desc) > 0 && isMark(desc[len(desc)-1]) {
		desc = desc[:len(desc)-1]
	}
	return desc
}

// secondDate reports whether w is a second date printed inside the date
// column, after the row's own: a column labelled for two dates side by
// side ("Posted Trans.", the posting and the transaction day) dates the
// row by the first; the second is neither the row's date nor its
// description.
func secondDate(w pdftext.Word, dateCol column, dp dateParser) bool {
	if overlap(w.X0, w.X1, dateCol.X0, dateCol.X1) < 0.5*(w.X1-w.X0) {
		return false
	}
	_, n, ok := dp.parse([]string{w.Text})
	return ok && n == 1
}

// cardTitleRe names a card's subsection ("Card account # XXXX XXXX XXXX
// 5717", "Card Number: xxxx-xxxx-xxxx-9536"): the purchases of one card
// drawn on the account, not another account.
var cardTitleRe = regexp.MustCompile(`(?i)\bcard\s+(?:account|number|no\.?|ending)\b`)
