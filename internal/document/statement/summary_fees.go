package statement

import "regexp"

// feeFigureRe names a summary's fee line ("Net fees and charges",
// "Service charges").
var feeFigureRe = regexp.MustCompile(`(?i)\b(fees?|charges?)\b`)

// feesApart offers, beside a printed debit total, that total plus each fee
// figure the summary prints on a line of its own. Some banks total the
// withdrawals without the fees and print the fees apart ("45 Subtractions
// -28,922.26", "Net fees and charges -15.00", the fee table closed by its
// own line): the debits of the period are then the two together. The sums
// are candidates only — trustSummary keeps one only when the summary's
// balances close with it.
func feesApart(total cand, group []cand) []printedTotal {
	if total.p.Kind != "debits" || feeFigureRe.MatchString(total.p.Label) {
		return nil
	}
	var out []printedTotal
	seen := map[int64]bool{}
	for _, c := range group {
		if c.total || c.p.Cents <= 0 || c.p.Cents == total.p.Cents || seen[c.p.Cents] || !feeFigureRe.MatchString(c.p.Label) {
			continue
		}
		seen[c.p.Cents] = true
		out = append(out, printedTotal{
			Kind:  total.p.Kind,
			Cents: total.p.Cents + c.p.Cents,
			Count: -1,
			Label: "sum:" + total.p.Label + " + " + c.p.Label,
		})
	}
	return out
}
