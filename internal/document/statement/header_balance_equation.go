package statement

import (
	"strings"
)

// equationBalances reads the opening and closing balances from a summary
// printed as the statement's own equation, figures only: "413.54 +
// 18,175.73 - 37,658.27 = -19,069.00" under labels that name the
// balances ("BEGINNING BALANCE", "DEPOSITS AND OTHER CREDITS", ...,
// "ENDING BALANCE"). The first term is the balance the period opens with
// and the one after "=" the balance it closes with, whatever the order
// of the credits and debits between them.
//
// The column labels above usually say which figure is which, but a page
// typeset as plain text (one space between every word, no column gaps)
// prints the labels as one run the figures cannot be matched to. The
// equation needs no label: it is read only when it holds — the signed
// terms add up to the figure after "=" — with at least two terms between
// the balances, and when a line just above names a balance, so a
// "Deposits - Withdrawals = Net change" line is never taken for one.
func equationBalances(ls []line, i int) (open, close int64, ok bool) {
	l := ls[i]
	if !equationLine(l) || !balanceLabelAbove(ls, i) {
		return 0, 0, false
	}
	var terms []int64
	var rhs int64
	sign, afterEq, haveRHS := int64(1), false, false
	expectFigure := true // at the start, after an operator or after "="
	for wi, w := range l.Words {
		t := strings.ReplaceAll(w.Text, "−", "-")
		switch {
		case t == "=":
			if afterEq || len(terms) == 0 {
				return 0, 0, false
			}
			afterEq, expectFigure, sign = true, true, 1
			continue
		case t == "+" || t == "-":
			if expectFigure {
				return 0, 0, false
			}
			sign, expectFigure = 1, true
			if t == "-" {
				sign = -1
			}
			continue
		case t == "CR" || t == "Cr":
			continue
		case t == "DR" || t == "Dr":
			// The figure before is overdrawn; it was added with its sign.
			continue
		}
		if !expectFigure {
			// An operator glued to its figure ("+$50.00", "-37,658.27").
			switch t[0] {
			case '+':
				sign, t = 1, t[1:]
			case '-':
				sign, t = -1, t[1:]
			default:
				return 0, 0, false
			}
		}
		v, vok := headerAmount(t)
		if !vok {
			return 0, 0, false
		}
		if wi+1 < len(l.Words) && strings.EqualFold(l.Words[wi+1].Text, "DR") && v > 0 {
			v = -v
		}
		expectFigure = false
		if afterEq {
			if haveRHS {
				return 0, 0, false
			}
			rhs, haveRHS = v, true
			continue
		}
		if len(terms) == 0 {
			terms = append(terms, v)
		} else {
			terms = append(terms, sign*v)
		}
	}
	if !haveRHS || len(terms) < 3 {
		return 0, 0, false
	}
	var sum int64
	for _, v := range terms {
		sum += v
	}
	if sum != rhs {
		return 0, 0, false
	}
	return terms[0], rhs, true
}

// balanceLabelAbove reports whether one of the two lines just above line
// i, on its page, has the word "balance" (read through slips): the labels
// of a summary box.
func balanceLabelAbove(ls []line, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if ls[k].Page != ls[i].Page {
			return false
		}
		nw, _, _ := fuzzyWords(ls[k])
		for _, w := range nw {
			if strings.EqualFold(strings.Trim(w, ":"), "balance") {
				return true
			}
		}
	}
	return false
}
