package statement

// rowsDayFirst reports a statement whose own dates prove they are
// written day first ("20/05/2024": a first number above 12 and never a
// second one) though its header prints no date to say so. Such a
// statement is no more a US one than one whose header writes "01 March
// 2026": with no country named and no currency printed, its currency
// cannot be told and is not guessed (detectCurrency's last rule).
func rowsDayFirst(pages [][]line) bool {
	var all []line
	for _, p := range pages {
		all = append(all, p...)
	}
	return dayFirst(all, "")
}
