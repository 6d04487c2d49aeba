package statement

import (
	"fmt"
	"sort"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// A file cut from a longer statement.
//
// A statement's pages saved on their own (the first 11 of a 222-page
// ledger, SBI's business current account, field5) still chain: every
// running balance holds, and nothing on the pages kept says more were
// printed. What gives the cut away is where the ledger stops: on a full
// last page, at its foot, with nothing after the last row — no closing
// balance, total, carried-forward or end-of-statement line, which every
// statement prints when it ends — and long before the end of the period
// the statement prints. A ledger that simply had no later rows ends with
// its closing lines on a page with room left.

// cutShort is how long before the printed period's end the rows must
// stop: a month, more than a quiet account's last weeks.
const cutShort = 31 * 24 * time.Hour

// checkCut reports a ledger that stops at the foot of a full last page,
// nothing after its last row, more than a month before the printed
// period's end, in a statement of two pages or more that prints no
// closing balance (a printed closing is reconciled anyway).
func checkCut(pages [][]line, rows []row, latest, end time.Time, printedPeriod, closing bool) (result.Check, bool) {
	if !printedPeriod || closing || len(pages) < 2 || len(rows) == 0 || latest.IsZero() || end.Sub(latest) <= cutShort {
		return result.Check{}, false
	}
	last := rows[0]
	for _, r := range rows[1:] {
		if r.Page > last.Page || r.Page == last.Page && r.Y1 > last.Y1 {
			last = r
		}
	}
	lastPage := pages[len(pages)-1]
	if len(lastPage) == 0 || lastPage[0].Page != last.Page {
		return result.Check{}, false
	}
	// Below the last row only its own wrapped lines (no figure, no
	// date), a few, and the running furniture.
	foot, after := last.Y1, 0
	for _, l := range lastPage {
		if l.Furniture || l.Y0 < last.Y1-0.5 {
			continue
		}
		if lineHasAmount(l) || len(findDates(l.text())) > 0 {
			return result.Check{}, false
		}
		if after++; after > 4 {
			return result.Check{}, false
		}
		foot = l.Y1
	}
	// The page is full: its text reaches as low as the earlier pages'
	// text does (their median lowest line), less two lines (a row's
	// block that did not fit went over to the next page), and both reach
	// the lowest part of the page.
	var bottoms []float64
	for _, p := range pages[:len(pages)-1] {
		deepest := 0.0
		for _, l := range p {
			if !l.Furniture && l.Y1 > deepest {
				deepest = l.Y1
			}
		}
		if deepest > 0 {
			bottoms = append(bottoms, deepest)
		}
	}
	if len(bottoms) == 0 {
		return result.Check{}, false
	}
	sort.Float64s(bottoms)
	low := 0.7 * lastPage[0].PageH // the lowest part of a page
	if mid := bottoms[len(bottoms)/2]; mid < low || foot < low || foot < mid-2*(last.Y1-lastLineTop(lastPage, last)) {
		return result.Check{}, false
	}
	return result.Check{Name: "ledger_complete", Passed: false, Checked: 1, Failed: 1,
		Detail: fmt.Sprintf("the rows stop at the foot of the last page on %s, %d days before the printed period's end, and no closing line follows them: the file looks cut from a longer statement",
			latest.Format("2006-01-02"), int(end.Sub(latest).Hours()/24))}, true
}

// lastLineTop is the top of the line of lastPage that ends at r's
// bottom: the height of one of the page's lines.
func lastLineTop(lastPage []line, r row) float64 {
	for _, l := range lastPage {
		if l.Y1 == r.Y1 {
			return l.Y0
		}
	}
	return r.Y1 - 10
}

// latestDate is the latest date of the rows (zero when none is dated).
func latestDate(txns []txn) time.Time {
	var t time.Time
	for _, x := range txns {
		if x.Printed == "" && x.Date.After(t) {
			t = x.Date
		}
	}
	return t
}
