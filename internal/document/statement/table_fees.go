package statement

import (
	"regexp"
	"strings"
	"unicode"
)

// US statements print the fees of overdrafts and returned items for the
// period and for the year to date (Regulation DD), as a small table of
// its own under the account's rows or atop the next page:
//
//	                                Total for        Total for
//	                             This Period     Year-to-Date
//	Total Overdraft Fees               $0.00           $35.00
//	Total Returned Item Fees          $35.00           $35.00
//
// Neither its column labels nor its lines are transactions: the labels
// would otherwise run into the last row's description, and a fee line
// indented under the description column would read as a row.
var (
	feeHeadWordRe = regexp.MustCompile(`(?i)^(total|totals|for|this|current|period|statement|cycle|month|year|year-to-date|ytd|to|date|-|amount)$`)
	feePeriodRe   = regexp.MustCompile(`(?i)\b(this|current)\s+(period|statement|cycle|month)\b`)
	feeYearRe     = regexp.MustCompile(`(?i)\byear[\s-]*to[\s-]*date\b|\bthis\s+year\b|\bytd\b`)
	feeLineRe     = regexp.MustCompile(`(?i)^\s*total\b.*\bfees?\b`)
)

// feeHeadLines reports how many lines, from l, label a period and
// year-to-date fee table (0 when l does not): one line ("Total This
// Period  Total Year-to-Date") or two ("Total for  Total for" over "This
// Statement  This Year"). The lines print no figure and no other word.
func feeHeadLines(l line, next *line) int {
	only := func(ls ...line) bool {
		for _, x := range ls {
			if lineHasAmount(x) {
				return false
			}
			for _, w := range x.Words {
				if !feeHeadWordRe.MatchString(w.Text) {
					return false
				}
			}
		}
		return true
	}
	cued := func(t string) bool { return feePeriodRe.MatchString(t) && feeYearRe.MatchString(t) }
	if cued(l.text()) && !lineHasAmount(l) && len(l.Words) <= 12 {
		// The labels may follow the table's title on its line ("Fees
		// and Dividends   Total This Period   Total Year-to-Date").
		return 1
	}
	if !only(l) {
		return 0
	}
	if next != nil && next.Page == l.Page && only(*next) && cued(l.text()+" "+next.text()) {
		return 2
	}
	return 0
}

// periodAndYear reports a line of the fee table that is not a fee
// ("Dividends Paid  $5.23  $5.23"): a short label and the two figures,
// this period's and the year's.
func periodAndYear(l line) bool {
	var label, figures int
	for _, w := range l.Words {
		if _, ok := parseAmount(w.Text); ok {
			figures++
		} else if figures > 0 {
			return false // a label after the figures
		} else {
			label++
		}
	}
	return figures == 2 && label > 0 && label <= 6 && labelWord(l.Words[0].Text)
}

// feeSummary consumes the lines of a period and year-to-date fee table
// (see feeHeadLines) and reports whether l was one: its column labels,
// then the undated "Total … Fees" lines below them.
func (sc *scanner) feeSummary(l line) bool {
	if sc.inFees {
		if _, _, dated := dateInColumn(l, sc.dateColumn(), sc.dp); !dated && (feeLineRe.MatchString(l.text()) || periodAndYear(l)) {
			return true
		}
		sc.inFees = false
	}
	var next *line
	if n, ok := sc.next(); ok {
		next = &n
	}
	n := feeHeadLines(l, next)
	if n == 0 {
		return false
	}
	sc.li += n - 1
	sc.inFees = true
	// The labels end the row above: they are not its description.
	sc.last, sc.pending, sc.preDesc = nil, nil, nil
	sc.lastWasRow = false
	return true
}

func (sc *scanner) dateColumn() column {
	c, _ := sc.h.col(colDate)
	return c
}

// labelledFigureLine reports an undated line that prints two figures or
// more, each after its own label ("Average Daily Balance $28,546.54
// Dividends this period $1.17 YTD Dividends $5.27"): an account's
// summary set under its rows, not a transaction, which prints one label
// (its description) before its amount and balance.
func labelledFigureLine(l line) bool {
	n := 0
	for i, w := range l.Words {
		if i == 0 {
			continue
		}
		if _, ok := parseAmount(w.Text); !ok || !strings.Contains(w.Text, ".") {
			continue
		}
		if p := l.Words[i-1].Text; strings.IndexFunc(p, unicode.IsLetter) >= 0 {
			if _, isAmt := parseAmount(p); !isAmt {
				n++
			}
		}
	}
	return n >= 2
}
