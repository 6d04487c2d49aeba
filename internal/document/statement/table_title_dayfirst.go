package statement

// dayFirstLead reports a line that opens with a date written day first
// ("13/09/23 Deposit-Osko Payment 2084796 D R Minahan"): a row whose
// amounts sit on its wrapped line, never a section's title, although its
// words name a deposit. parseDateWords reads month first, and a day past
// the twelfth is no month.
func dayFirstLead(l line) bool {
	_, _, ok := dateParser{DayFirst: true}.parse(wordTexts(l.Words))
	return ok
}
