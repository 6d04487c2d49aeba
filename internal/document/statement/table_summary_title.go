package statement

import (
	"regexp"
	"strings"
)

// bareSummaryRe is a section titled "Summary" and nothing else.
var bareSummaryRe = regexp.MustCompile(`(?i)^\s*summary\s*:?\s*$`)

// bareSummaryTitle reports a title that is only the word "Summary": the
// account's summary box (beginning balance, deposits, withdrawals, fees,
// ending balance), whose figures are no rows. It matters when the
// statement prints no column header: the layout inferred from the rows
// then holds from the top of the page, and the box's lines that end in
// a figure under the amount column ("Withdrawals $44,234.23 - Average
// Balance $38,288.42") would read as money lines the table left unread.
func bareSummaryTitle(txt string) bool { return bareSummaryRe.MatchString(txt) }

// summaryTitle reports a heading that is the single word "Summary" (its
// first cell; a note may stand apart to its right): the statement's
// summary box follows, whose figures ("Total debited 5 Transactions
// -22,132.00", "Closing balance") are not rows of the table above it.
func summaryTitle(l line) bool {
	segs := segments(l)
	if len(segs) == 0 {
		return false
	}
	t := strings.ToLower(strings.TrimRight(joinWords(segs[0]), ":"))
	return t == "summary"
}

// countedTailRe is the count and total a section title prints after it:
// "14 items totaling $200,678.55", "28 checks totaling $91,534.24".
var countedTailRe = regexp.MustCompile(`(?i)^\d{1,5}\s+(?:items?|checks?|deposits?|credits?|debits?|withdrawals?|transactions?)\s+total(?:ing|ling|ed|led)?\s+\$?\(?-?[\d,]+\.\d{2}\)?$`)

// countedTitle returns how many words of l come before a count-and-total
// tail (countedTailRe), 0 when l has none or nothing before it.
func countedTitle(l line) int {
	// Every line of a table passes here: only a line that ends in a
	// figure and says "total…" is worth the regular expression.
	n := len(l.Words)
	if n < 5 || !hasDigit(l.Words[n-1].Text) || !strings.HasPrefix(strings.ToLower(l.Words[n-2].Text), "total") {
		return 0
	}
	for i := 1; i+3 < len(l.Words)+1; i++ {
		if countedTailRe.MatchString(joinWords(l.Words[i:])) {
			return i
		}
	}
	return 0
}
