package statement

import (
	"regexp"
	"slices"
	"time"
)

// Balances of the account the rows belong to.
//
// A relationship or combined statement opens with every account's
// balances: a summary table of accounts (savings, money market,
// checking), or one section per account with its own beginning and
// ending balance, some with no activity at all. The header's first
// balances are then another account's whenever that account is printed
// first, and the reading fails its reconciliation although every row is
// right. The arithmetic says which account the rows are: the one whose
// printed opening plus the rows' net is its printed closing, to the cent.
// That account's number is the result's too.

// acctPair is one account's opening and closing balance as the document
// prints them, with the last four digits of the account they are printed
// for.
type acctPair struct {
	open, close int64
	last4       string
	// table: read from a summary table's row, the account's number and
	// both balances on one line.
	table bool
}

// accountPairs lists the opening and closing balances the document prints
// for a numbered account: the rows of a summary table of accounts
// (number, opening and closing on one line), and the balances of a
// section under a title that names an account and its number. Balances
// with no account number near them are the header's, not listed here.
// sums are the column sums of each summary table of two accounts or more:
// what its "Total deposit accounts" line prints, which is no total of the
// rows.
func accountPairs(pages [][]line, start, end time.Time, havePeriod bool) (out []acctPair, sums []int64) {
	for _, ls := range pages {
		ps, ss := summaryTablePairs(ls)
		out = append(out, ps...)
		sums = append(sums, ss...)
		o, c := printedBalances(ls, start, end, havePeriod)
		opens, closes := map[string]int64{}, map[string]int64{}
		var order []string
		for _, h := range o {
			n := accountNear(ls, h.line)
			if _, seen := opens[n]; n != "" && !seen {
				opens[n] = h.cents
				order = append(order, n)
			}
		}
		for _, h := range c {
			if n := accountNear(ls, h.line); n != "" && !h.carried {
				closes[n] = h.cents // the last one printed closes the account
			}
		}
		for _, n := range order {
			if cl, ok := closes[n]; ok {
				out = append(out, acctPair{opens[n], cl, n, false})
			}
		}
	}
	return out, sums
}

// accountNear is the last four digits of the account a balance on line i
// is printed for: a number on the line itself (a summary table's row), else
// the nearest account title above it on the page.
func accountNear(ls []line, i int) string {
	if n, ok := lineAccountNumber(ls[i]); ok {
		return n
	}
	for k := i - 1; k >= 0 && k >= i-15; k-- {
		if _, ok := accountTitle(ls[k]); ok {
			// A title's number, masked or long: a ZIP code beside
			// "Account number" is none.
			n, _ := lineAccountNumber(ls[k])
			return n
		}
	}
	return ""
}

// lineAccountNumber finds a masked or whole account number among a line's
// words ("XXXXXX1234", "••1234", "000123456789").
func lineAccountNumber(l line) (string, bool) {
	for _, w := range l.Words {
		if !acctNumberRe.MatchString(w.Text) || wrapYearRe.MatchString(w.Text) {
			continue
		}
		d := onlyDigits(w.Text)
		if len(d) >= 4 && (len(d) >= 6 || len(d) < len(w.Text)) {
			return d[len(d)-4:], true
		}
	}
	return "", false
}

// bareOpenRe and bareCloseRe are a summary table's column heads without
// the word balance ("Opening", "Closing"): read only over rows that print
// an account number.
var (
	bareOpenRe  = regexp.MustCompile(`(?i)^(beginning|opening|starting)$`)
	bareCloseRe = regexp.MustCompile(`(?i)^(ending|closing)$`)
)

// summaryTablePairs reads a summary table of accounts: a line of column
// labels naming an opening and a closing balance, then one line per
// account with its number and both figures under their labels. sums are
// the opening and closing columns' sums of each table of two accounts or
// more.
func summaryTablePairs(ls []line) (out []acctPair, sums []int64) {
	for i, l := range ls {
		if lineHasMoney(l) {
			continue
		}
		var openSeg, closeSeg []int // word spans of the two labels
		for _, ws := range segmentIndexes(l) {
			t := fuzzyText(joinWords(l.Words[ws[0]:ws[1]]), balanceVocab)
			switch {
			case openLabelRe.MatchString(t) && !closeLabelRe.MatchString(t) || bareOpenRe.MatchString(t):
				openSeg = ws
			case closeLabelRe.MatchString(t) && !openLabelRe.MatchString(t) || bareCloseRe.MatchString(t):
				closeSeg = ws
			}
		}
		if openSeg == nil || closeSeg == nil {
			continue
		}
		ox0, ox1 := l.Words[openSeg[0]].X0, l.Words[openSeg[1]-1].X1
		cx0, cx1 := l.Words[closeSeg[0]].X0, l.Words[closeSeg[1]-1].X1
		var table []acctPair
		for k := i + 1; k < len(ls) && k <= i+12 && ls[k].Page == l.Page; k++ {
			r := ls[k]
			if !lineHasMoney(r) {
				break
			}
			n, ok := lineAccountNumber(r)
			if !ok {
				continue
			}
			o, oOK := figureUnder(r, ox0, ox1)
			c, cOK := figureUnder(r, cx0, cx1)
			if oOK && cOK {
				table = append(table, acctPair{o, c, n, true})
			}
		}
		out = append(out, table...)
		if len(table) >= 2 {
			var so, sc int64
			for _, p := range table {
				so, sc = so+p.open, sc+p.close
			}
			sums = append(sums, so, sc)
		}
	}
	return out, sums
}

// dropAccountSums leaves out the summary totals that are a summary table's
// column sums (the balances of all accounts together), not the rows'.
func dropAccountSums(totals []printedTotal, sums []int64) []printedTotal {
	if len(sums) == 0 {
		return totals
	}
	return slices.DeleteFunc(slices.Clone(totals), func(p printedTotal) bool {
		return (p.Kind == "credits" || p.Kind == "debits") && slices.Contains(sums, p.Cents)
	})
}

// segmentIndexes returns the [from, to) word indexes of l's segments (runs
// of words a column gap apart).
func segmentIndexes(l line) [][]int {
	var out [][]int
	from := 0
	for _, ws := range segments(l) {
		out = append(out, []int{from, from + len(ws)})
		from += len(ws)
	}
	return out
}

// figureUnder is the amount on line r whose span overlaps [x0, x1], the
// nearest to it when several do.
func figureUnder(r line, x0, x1 float64) (int64, bool) {
	best, found, bestOv := int64(0), false, 0.0
	for wi, w := range r.Words {
		v, ok := headerAmount(w.Text)
		if !ok {
			continue
		}
		ov := min(w.X1, x1) - max(w.X0, x0)
		if ov <= 0 || found && ov <= bestOv {
			continue
		}
		if wi+1 < len(r.Words) && r.Words[wi+1].Text == "DR" && v > 0 {
			v = -v
		}
		best, found, bestOv = v, true, ov
	}
	return best, found
}

// balancesByArithmetic picks the one printed account whose balances
// reconcile with the rows: its opening plus the rows' net is its closing,
// to the cent. When the header's balances do not reconcile, that
// account's balances and number replace them; when they do, an account
// printed with exactly those balances gives its number. Two accounts that
// both would (or none) leave the header as it is: a reading that does not
// reconcile is then reported as it is, needs_review.
func balancesByArithmetic(rows []row, txns []txn, opening, closing *int64, totals []printedTotal, pairs []acctPair) (acctPair, bool) {
	if len(pairs) < 1 || len(txns) == 0 {
		return acctPair{}, false
	}
	// settle changes rows and txns in place (directions, their sources):
	// the trial works on copies.
	trial := slices.Clone(txns)
	st := settle(slices.Clone(rows), trial, opening, closing, totals)
	var net int64
	for i := range trial {
		if st.keep[i] {
			net += trial[i].signed()
		}
	}
	// When the header's balances reconcile, the account printed with
	// exactly those balances (a summary table's row) names the rows'
	// account; the header's first number may be another's.
	same := opening != nil && closing != nil && *opening+net == *closing
	var found []acctPair
	for _, p := range pairs {
		if p.open+net != p.close || same != (opening != nil && closing != nil && p.open == *opening && p.close == *closing) {
			continue
		}
		if same && !p.table {
			// A section's balances equal to the header's are the
			// header's account; only a summary table's row numbers
			// another.
			continue
		}
		if !slices.ContainsFunc(found, func(q acctPair) bool { return q == p }) {
			found = append(found, p)
		}
	}
	if len(found) != 1 {
		return acctPair{}, false
	}
	return found[0], true
}
