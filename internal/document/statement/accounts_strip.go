package statement

import "math"

// accountStrip reads an account's opening and closing balances from a
// summary strip under its title: a row of labels ("Beginning balance",
// "Money in (18)", "Money out (27)", "Ending balance") over a row of
// values, each value under its label. It reports whether l was such a
// labels row and gave a balance.
func (sc *scanner) accountStrip(l line, a *account) bool {
	t := l.text()
	if lineHasAmount(l) || !openingRe.MatchString(t) || !closingLineRe.MatchString(t) {
		return false
	}
	next, ok := sc.next()
	if !ok || next.Page != l.Page || !lineHasAmount(next) || next.Y0-l.Y1 > 1.5*l.height() {
		return false
	}
	under := func(x0, x1 float64) *int64 {
		var best *int64
		bestGap := math.Inf(1)
		for _, w := range next.Words {
			am, ok := parseAmount(w.Text)
			if !ok {
				continue
			}
			gap := -overlap(w.X0, w.X1, x0, x1)
			if gap < bestGap && gap < 20 {
				v := am.Cents
				if am.Neg || am.Mark == "DR" {
					v = -v
				}
				best, bestGap = &v, gap
			}
		}
		return best
	}
	got := false
	for _, s := range segments(l) {
		label := joinWords(s)
		v := under(s[0].X0, s[len(s)-1].X1)
		switch {
		case v == nil:
		case openingRe.MatchString(label) && !closingLineRe.MatchString(label):
			if a.Opening == nil {
				a.Opening, got = v, true
			}
		case closingLineRe.MatchString(label) && !openingRe.MatchString(label):
			a.Closing, got = v, true
		}
	}
	return got
}
