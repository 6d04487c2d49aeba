package statement

import (
	"math"
	"regexp"
	"strconv"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// oneDecimalRe is a figure printed with one decimal ("1000.0", "125343.5",
// "-0.5"): how an export that writes the amount as a floating-point
// number (a Jasper report's double) drops a trailing zero.
var oneDecimalRe = regexp.MustCompile(`^(-?)(\d{1,12})\.(\d)$`)

// oneDecimalCell reads a one-decimal figure set in a money column (see
// parseMoneyCell): "1000.0" is 1,000.00 and "125343.5" is 125,343.50.
// Outside a money column such a figure is text ("VER 2.1").
func oneDecimalCell(s string) (amount, bool) {
	m := oneDecimalRe.FindStringSubmatch(s)
	if m == nil {
		return amount{}, false
	}
	whole, err := strconv.ParseInt(m[2], 10, 64)
	if err != nil {
		return amount{}, false
	}
	tenth, _ := strconv.ParseInt(m[3], 10, 64)
	return amount{Cents: whole*100 + tenth*10, Neg: m[1] == "-"}, true
}

// valueDateRe labels a value date: the day a row counts from for
// interest, which a statement prints beside the day it was transacted.
var valueDateRe = regexp.MustCompile(`(?i)\bvalue\b`)

// notValueDate is the date column that dates the rows when the first of
// two is a value date ("Value Date | Transaction Date"): the ledger's own
// date, not the interest day (they differ on weekend rows). keep is the
// first date column; it stays when it is no value date.
func notValueDate(h header, segs [][]pdftext.Word, keep int) int {
	if keep < 0 || !valueDateRe.MatchString(joinWords(segs[keep])) {
		return keep
	}
	for i, c := range h.Cols {
		if c.Kind == colDate && i != keep && !valueDateRe.MatchString(joinWords(segs[i])) {
			return i
		}
	}
	return keep
}

// otherGap reports an amount with cents set in the gap between a money
// column and a code column right of it (an Indian statement's "Init. Br"
// after its Balance), under neither label: a short figure right-aligned
// with the balances (".72" under "Balance", its label further left) is
// the money column's, since a code column prints no cents.
func otherGap(w pdftext.Word, other, money column) bool {
	return overlap(w.X0, w.X1, other.X0, other.X1) <= 0 && money.X1 < w.X0 && w.X1 < other.X0 && w.X0-money.X1 < 4*math.Max(em(w), 4)
}
