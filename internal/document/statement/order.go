package statement

import (
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// pendingWordRe is what online banking prints in the date column of an
// item it has not posted yet ("Processing", "Pending"): such a line has
// an amount but no running balance and is no transaction of the period.
var pendingWordRe = regexp.MustCompile(`(?i)^(processing|pending|pend\.?|authori[sz]ed|on hold)$`)

// pendingItem reports a table line whose date cell says the item is not
// posted yet.
func pendingItem(l line, dateCol column) bool {
	if len(l.Words) == 0 {
		return false
	}
	w := l.Words[0]
	return overlap(w.X0, w.X1, dateCol.X0-4, dateCol.X1+4) > 0 && pendingWordRe.MatchString(w.Text)
}

// newestFirst reports rows listed newest first, as online banking's
// activity pages and exports print them: the dates never rise from one
// row to the next and fall at least twice. The arithmetic runs in the
// order the money moved, so such rows are read oldest first and given
// back in the printed order.
func newestFirst(txns []txn) bool {
	falls := 0
	for i := 1; i < len(txns); i++ {
		a, b := txns[i-1], txns[i]
		if a.Printed != "" || b.Printed != "" || a.Date.IsZero() || b.Date.IsZero() {
			continue
		}
		switch {
		case b.Date.After(a.Date):
			return false
		case b.Date.Before(a.Date):
			falls++
		}
	}
	return falls >= 2
}

// reverseRows turns rows and their transactions around, together.
func reverseRows(rows []row, txns []txn) {
	for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
		rows[i], rows[j] = rows[j], rows[i]
	}
	for i, j := 0, len(txns)-1; i < j; i, j = i+1, j-1 {
		txns[i], txns[j] = txns[j], txns[i]
	}
}

// reverseTransactions gives rows read oldest first back in the order the
// statement printed them.
func reverseTransactions(ts []result.Transaction) {
	for i, j := 0, len(ts)-1; i < j; i, j = i+1, j-1 {
		ts[i], ts[j] = ts[j], ts[i]
	}
}

// inLabelColumn reports a word of a wrapped line that continues a Type,
// Category or reference cell ("Check" over "Deposit", a memo's second
// line), not the description: those columns stay out of the description
// on the row's own line too.
func (sc *scanner) inLabelColumn(w pdftext.Word) bool {
	if descCol, ok := sc.h.col(colDesc); ok && overlap(w.X0, w.X1, descCol.X0, descCol.X1) > 0 {
		return false
	}
	c, ok := nearestCol(sc.h, w)
	if ok && w.X0 < c.X0 && overlap(w.X0, w.X1, c.X0-4, c.X1+4) < 0.25*(w.X1-w.X0) {
		// A long word of the description that runs on into the next
		// column ("KHAN-KHANNAWAZ786HD@Y" over the Chq./Ref No. label's
		// left edge) is still the description's.
		return false
	}
	return ok && (c.Kind == colType || c.Kind == colCategory || c.Kind == colOther) && overlap(w.X0, w.X1, c.X0-4, c.X1+4) > 0
}

var (
	// pendingTitleRe heads the items an activity page lists before they
	// post ("Pending", "Pending transactions"): not the period's rows.
	// A note in parentheses may follow it ("Pending transactions (not
	// included in balances)").
	pendingTitleRe = regexp.MustCompile(`(?i)^\s*(pending|processing)(\s+(transactions|activity|items))?(\s*\([^()]*\))?\s*$`)
	// postedTitleRe heads the posted rows that follow them.
	postedTitleRe = regexp.MustCompile(`(?i)^\s*posted(\s+(transactions|activity|items))?(\s*\([^()]*\))?\s*$`)
)

// postingTitle reads the Pending and Posted titles of an activity page:
// the pending items are skipped like a summary, the posted rows read.
func postingTitle(txt string) (section, bool) {
	switch {
	case pendingTitleRe.MatchString(txt):
		return section{Skip: true}, true
	case postedTitleRe.MatchString(txt):
		return section{}, true
	}
	return section{}, false
}

// carriedWrap reports a description line right under a header repeated
// atop a new page that continues the last row of the page before: the
// table's rows wrap downwards (their wrapped lines so far followed their
// dated lines, none opened a row below), and nothing on this page came
// before it but more of that row.
func (sc *scanner) carriedWrap(l line) bool {
	c := sc.carried
	if c == nil || c.Page != sc.prevTablePage(l.Page) || sc.headerPage != l.Page || sc.topWraps == 0 || sc.preOpens > 0 || len(sc.preDesc) > 0 {
		return false
	}
	if sc.last == nil {
		// Only the first line under the header: nothing of this page
		// read before it.
		// A "Brought forward" line between them carries the balance
		// over the break and is no row (see aboveForward); the header's
		// last line may be the lower half of wrapped labels ("Value" /
		// "Date"), no header on its own.
		k := sc.aboveForward(sc.li)
		if k < 0 || sc.lines[k].Page != l.Page {
			return false
		}
		h, ok := parseHeader(sc.lines[k])
		if ok && (h.Txn || k < sc.li-1) {
			return true
		}
		// The lower half of a head wrapped over two lines ("Rente" over
		// "datum", field nl_rabobank_inspire) under the header line
		// itself: no header on its own, nor any text of the page.
		if k > 0 && sc.lines[k-1].Page == l.Page && !lineHasMoney(sc.lines[k]) && len(sc.lines[k].Words) <= 2 {
			up, ok := parseHeader(sc.lines[k-1])
			if !ok || !up.Txn {
				// Neither half a header alone ("Booking" over "date"
				// beside "Value date"): the two read as one.
				up, ok = parseTwoLineHeader(sc.lines[k-1], sc.lines[k])
			}
			return ok && up.Txn
		}
		return false
	}
	return sc.last == c && adjacent(sc.lastLine, l)
}

// periodLine reports a line that is only a range of two full dates: a
// statement period printed as a page's running header.
func periodLine(l line, dp dateParser) bool {
	for _, w := range l.Words {
		if _, ok := parseAmount(w.Text); ok && strings.Contains(w.Text, ".") {
			return false // a figure with cents is a row's
		}
	}
	rs := findRanges(l.text(), dp.DayFirst)
	return len(rs) == 1
}

// bottomEvidence looks for a table whose rows print their amounts on
// the last line of a wrapped description (a cell aligned to the bottom):
// in the table below its header a dated line without an amount followed
// by an undated line that carries one (counted in bottom), and no line
// without date and figures followed by a dated line (a wrap below a
// row's amount line, as top-aligned rows print: top). Then a description
// line after a complete row opens the next row (scanner.bottomRows).
func (sc *scanner) bottomEvidence(from, page int) (bottom int, top bool) {
	dateCol, ok := sc.h.col(colDate)
	if !ok {
		return 0, false
	}
	for k := from; k+1 < len(sc.lines) && k < from+400; k++ {
		l, n := sc.lines[k], sc.lines[k+1]
		if l.Furniture || n.Furniture || !adjacent(l, n) {
			continue
		}
		if l.Page != page && !lineHasAmount(l) {
			if h, ok := parseHeader(l); ok && h.Txn && !sameColumns(h, sc.h) {
				break // another table
			}
		}
		_, _, lDated := dateInColumn(l, dateCol, sc.dp)
		_, _, nDated := dateInColumn(n, dateCol, sc.dp)
		lAmt, nAmt := sc.lineHasTxnAmount(l), sc.lineHasTxnAmount(n)
		switch {
		case lDated && !lAmt && !nDated && nAmt:
			bottom++
		case !lDated && !lAmt && !sc.lineHasBalance(l) && nDated:
			// A wrap below a row's amount line. A line that prints a
			// balance (a notice's, "Brought forward 0.00") is no
			// wrap.
			return bottom, true
		case !nDated && lAmt && !sc.lineHasMoney(n) && (k+2 >= len(sc.lines) || !adjacent(n, sc.lines[k+2])):
			// A line right under a row's amount line, set apart from
			// what follows it (a row's padding): that row's last line,
			// wrapped downwards (SBI's reference lines under each
			// block).
			return bottom, true
		}
	}
	return bottom, false
}

// lineHasBalance reports a figure under the Balance column.
func (sc *scanner) lineHasBalance(l line) bool {
	for i, w := range l.Words {
		if _, ok := moneyWord(sc.h, l.Words, i); ok {
			if c, ok := nearestCol(sc.h, w, colAmount, colCredit, colDebit, colBalance); ok && c.Kind == colBalance {
				return true
			}
		}
	}
	return false
}
