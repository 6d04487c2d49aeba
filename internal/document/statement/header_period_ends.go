package statement

import (
	"regexp"
	"time"
)

// openBareRe and closeBareRe are balance labels printed with a numeric
// date right after them, without "on" or "as of" ("Beginning balance
// 12-31-25", "Ending balance 1-31-26", a core print's "BALANCE FORWARD
// 12/31/25": the previous statement's balance, dated that statement's
// date).
var (
	openBareRe  = regexp.MustCompile(`(?i)\b(?:(?:beginning|opening|starting|previous)\s+balance|balance\s+forward)\s+(\d{1,2}[-/]\d{1,2}[-/]\d{2,4})\b`)
	closeBareRe = regexp.MustCompile(`(?i)\b(?:ending|closing|new)\s+balance\s+(\d{1,2}[-/]\d{1,2}[-/]\d{2,4})\b`)
)

// bareLabel is the span of a bare-dated balance label, up to its date.
func bareLabel(re *regexp.Regexp, t string) []int {
	m := re.FindStringSubmatchIndex(t)
	return []int{m[0], m[2] - 1}
}

// monthEnds reports whether the opening balance is dated the last day of
// a month and the closing one the last day of a later month: the opening
// balance is then the previous statement's closing one, at the end of the
// day before the period, and the period starts the day after it
// ("Beginning balance 12-31-25", "Ending balance 1-31-26": January).
func monthEnds(s, e time.Time) bool {
	return e.After(s) && s.AddDate(0, 0, 1).Day() == 1 && e.AddDate(0, 0, 1).Day() == 1
}

// cycleEnds reports whether the opening and closing balances are dated
// the same day of consecutive months ("Beginning balance 12-14-25",
// "Ending balance 1-14-26"): a cycle closes on the same day each month,
// so the opening balance is the previous statement's closing one and the
// period starts the day after it, as with month ends.
func cycleEnds(s, e time.Time) bool {
	return s.Day() == e.Day() && s.AddDate(0, 1, 0).Equal(e)
}
