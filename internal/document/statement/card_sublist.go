package statement

import "regexp"

// cardSubListRe is the heading of a card's sub-list inside a withdrawals
// table ("Card account # XXXX XXXX XXXX 7655", "Debit card ending in
// 1234"): the card's purchases follow it and a "Subtotal for card …" line
// closes them.
var cardSubListRe = regexp.MustCompile(`(?i)^(?:(?:debit|check|business|atm)\s*)?card\s+(?:account\s+)?(?:#|number|no\.|ending(?:\s+in)?)\s*[x*\d\s.-]*\d{4}$`)

// cardSubList reports a line printed from the date column that heads a
// card's sub-list: it opens a section of its own (the direction of the
// table's section stays), so the sub-list's printed subtotal is checked
// against its rows alone, not the section's rows above it.
func (sc *scanner) cardSubList(l line, descOnly bool) bool {
	if descOnly || !cardSubListRe.MatchString(l.text()) {
		return false
	}
	sc.newSection = true
	sc.last, sc.pending = nil, nil
	return true
}
