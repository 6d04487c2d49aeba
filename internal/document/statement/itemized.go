package statement

import (
	"math"
	"strings"
	"unicode"
)

// Itemization lines: a merchant's batch deposit ("BATCH DEPOSIT 3 ITEMS")
// may be followed by one indented line per card brand, each with its part
// of the batch inside the description column ("VISA 1,249.48",
// "MASTERCARD 243.88"), left of the money columns. They are neither rows
// nor the description of the row after them. The statement's own
// arithmetic decides: the lines are passed over only when their figures
// add up to the row above them (devblind5 batch-itemized).

// itemLine returns the figure of a line shaped as an itemization line: a
// label of words, then one figure with cents, all starting right of the
// description column's left edge and ending well left of the money
// columns.
func (sc *scanner) itemLine(l line, descX0 float64) (int64, bool) {
	n := len(l.Words)
	if n < 2 || n > 5 || l.Words[0].X0 < descX0+4 {
		return 0, false
	}
	a, ok := parseAmount(l.Words[n-1].Text)
	if !ok || !hasCents(l.Words[n-1].Text) || a.Cents <= 0 {
		return 0, false
	}
	if l.Words[n-1].X1 > sc.moneyLeft()-20 {
		return 0, false
	}
	for _, w := range l.Words[:n-1] {
		if strings.IndexFunc(w.Text, unicode.IsDigit) >= 0 || strings.IndexFunc(w.Text, unicode.IsLetter) < 0 {
			return 0, false
		}
	}
	return a.Cents, true
}

// moneyLeft is the left edge of the header's leftmost money column.
func (sc *scanner) moneyLeft() float64 {
	x := math.Inf(1)
	for _, c := range sc.h.Cols {
		switch c.Kind {
		case colAmount, colCredit, colDebit, colBalance:
			x = math.Min(x, c.X0)
		}
	}
	return x
}

// itemizedUnder reports whether the current line starts a run of
// itemization lines under the row being read whose figures sum to that
// row's amount; the run is then passed over (sc.itemSkip).
func (sc *scanner) itemizedUnder(l line, descX0 float64) bool {
	if sc.li <= sc.itemSkip {
		return true
	}
	if sc.last == nil || sc.last.Amount.Cents <= 0 || l.Page != sc.last.Page {
		return false
	}
	var sum int64
	end := -1
	for i := sc.li; i < len(sc.lines); i++ {
		m := sc.lines[i]
		if m.Page != l.Page {
			break
		}
		c, ok := sc.itemLine(m, descX0)
		if !ok {
			break
		}
		sum += c
		end = i
		if sum >= sc.last.Amount.Cents {
			break
		}
	}
	if end < sc.li+1 || sum != sc.last.Amount.Cents {
		// One line alone is no itemization (it would be the whole
		// amount again); two or more must add up to the row.
		return false
	}
	sc.itemSkip = end
	return true
}
