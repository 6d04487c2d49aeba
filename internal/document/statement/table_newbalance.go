package statement

import (
	"math"
	"regexp"
	"strings"
)

// newBalanceRow reports a row whose whole text, bar its date and
// figures, is "New Balance": the closing balance a credit union prints
// as the last row of each share's table ("01/31  New Balance
// 5,325.28"). Like "Ending balance" it is a balance line, not a
// transaction; a payee named so ("NEW BALANCE ATHLETICS") says more.
func newBalanceRow(l line) bool {
	var ws []string
	for _, w := range l.Words {
		if _, ok := parseAmount(w.Text); ok || strings.IndexAny(w.Text, "0123456789") == 0 {
			continue
		}
		ws = append(ws, strings.ToLower(strings.Trim(w.Text, ":")))
	}
	return len(ws) == 2 && ws[0] == "new" && ws[1] == "balance"
}

// labelDir is the one direction a total's label names ("Total Deposits
// and Credits" credit, "Total Withdrawals and Debits" debit), or "" when
// it names both or neither.
func labelDir(label string) string {
	c, d := creditTitleRe.MatchString(label), debitTitleRe.MatchString(label)
	switch {
	case c && !d:
		return "credit"
	case d && !c:
		return "debit"
	}
	return ""
}

// runsOn reports whether line li of a page continues the text right
// above it into the footer band: same left edge, no more than half a
// line's gap, and the line above is the page's body, not furniture: above
// the band, or within two lines of the page's last figures (bottom). The
// last detail lines of a row set at a page's foot ("ENTRY CLASS CODE:
// CCD ACH TRACE NUMBER: …", "OF 120") repeat there on many pages, but a
// running footer stands apart from the text above it.
func runsOn(ls []line, li int, bottom float64) bool {
	if li == 0 {
		return false
	}
	l, up := ls[li], ls[li-1]
	body := up.Y0 <= up.PageH*0.88 || up.Y0 <= bottom+2*up.height()
	return !up.Furniture && body && math.Abs(up.Words[0].X0-l.Words[0].X0) <= 2 &&
		l.Y0-up.Y1 < 0.5*l.height()
}

// labelsBelow reads a transaction header whose labels wrap onto a second
// line that alone reads as a header of no transaction table ("Post
// Eff. Description Debits Credits Balance" over "Date Date"): the two
// lines are one header, so the lower one does not close the table.
func (sc *scanner) labelsBelow(l line, h header) (header, bool) {
	next, ok := sc.next()
	if !ok || !h.Txn {
		return header{}, false
	}
	if low, ok := parseHeader(next); ok && low.Txn || !ok && !labelTail(l, next) {
		return header{}, false
	}
	two, ok := parseTwoLineHeader(l, next)
	if !ok || !two.Txn {
		return header{}, false
	}
	return two, true
}

// labelTail reports a line right under a header whose every word is a
// column label under one of the header's words: the second line of a
// label wrapped in its cell ("Transaction" over "Date"), too short to be
// a header line of its own.
func labelTail(h, l line) bool {
	if !adjacent(h, l) || len(l.Words) == 0 {
		return false
	}
	for _, w := range l.Words {
		if classifyHeaderCell(w.Text) == "" {
			return false
		}
		under := false
		for _, c := range h.Words {
			under = under || overlap(w.X0, w.X1, c.X0, c.X1) > 0
		}
		if !under {
			return false
		}
	}
	return true
}

// directionTotalRe is a total line that names one direction and, often,
// its item count: "TOTAL CREDITS (17) 38,740.76CR", "Total Debits 12".
var directionTotalRe = regexp.MustCompile(`(?i)^total\s+(credits|debits|deposits|withdrawals|deposits and (other )?credits|withdrawals and (other )?debits)\s*(\(\d{1,4}\)|\d{1,4})?$`)

// directionTotal reports a line whose label, bar its figures, is a
// direction's total (see directionTotalRe). Printed under the
// description column it is still the table's total, not a payee: no
// payee is called "Total Credits (17)".
func directionTotal(l line) bool {
	var ws []string
	for _, w := range l.Words {
		if _, ok := parseAmount(w.Text); ok {
			continue
		}
		ws = append(ws, w.Text)
	}
	return len(ws) > 0 && len(ws) < len(l.Words) && directionTotalRe.MatchString(strings.Join(ws, " "))
}

// figuresRunOn appends to the row above a line of its long description
// that prints figures of its own ("CONTRACT 69542 YELLOW CORN #2 GROSS
// 3,883.61 LESS CHECKOFF 9.52") but no amount in a money column, so no
// row: undated, starting in the description column, its figures left of
// the money columns, right under the row's last line. It reports whether
// it did.
func (sc *scanner) figuresRunOn(l line, dateCol column) bool {
	if sc.last == nil || sc.last.Page != l.Page || !adjacent(sc.lastLine, l) {
		return false
	}
	if _, _, dated := dateInColumn(l, dateCol, sc.dp); dated {
		return false
	}
	descCol, ok := sc.h.col(colDesc)
	if !ok || l.Words[0].X0 < sc.descLeftOf(descCol)-2 {
		return false
	}
	// Every figure stands in the description's text, left of the money
	// columns: a figure under one ("BALANCE THIS STATEMENT 1,400.00") is
	// not the row's text.
	for _, w := range l.Words {
		if _, isAmt := parseAmount(w.Text); !isAmt {
			continue
		}
		for _, c := range sc.h.Cols {
			if (c.Kind == colAmount || c.Kind == colCredit || c.Kind == colDebit || c.Kind == colBalance) && w.X1 > c.X0-2 && c.X0 > descCol.X0 {
				return false
			}
		}
	}
	sc.last.Desc = append(sc.last.Desc, wordTexts(l.Words)...)
	sc.lastLine = l
	sc.lastWasRow = true
	return true
}
