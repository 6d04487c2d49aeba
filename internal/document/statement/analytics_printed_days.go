package statement

import (
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// chainBroken reports a running-balance check that failed: the printed
// balances and the rows do not agree.
func chainBroken(checks []result.Check) bool {
	for _, c := range checks {
		if c.Name == "running_balance" && !c.Passed {
			return true
		}
	}
	return false
}

// printedDays gives each calendar day of the period the balance the
// statement prints at the end of it: the balance of the day's last row
// in the printed order, the day before the first row the opening, a day
// without rows the day before's. It is used instead of rebuilding the
// days from the opening and the rows when the printed running balances
// do not chain (the running_balance check failed): the rows or their
// balances are then wrong somewhere and the reading is needs_review,
// but the balance the account showed each day is what the bank printed,
// while the rebuilt one carries every break forward (a Word look-alike
// listing its balances newest first, uk_monzo_word, never below zero as
// printed, was rebuilt negative for days; a card-rows table with two
// rows inserted, ae_samsung_cardrows, negative from its 25th as printed,
// rebuilt negative 14 days). It needs a printed balance on every day's
// last row; else ok is false.
func printedDays(opening int64, txns []txn, start, end time.Time) ([]int64, bool) {
	last := map[string]*int64{}
	for i := range txns {
		last[txns[i].Date.Format("2006-01-02")] = txns[i].Balance
	}
	if len(last) == 0 {
		return nil, false
	}
	for _, b := range last {
		if b == nil {
			return nil, false
		}
	}
	var out []int64
	bal := opening
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		if b, ok := last[d.Format("2006-01-02")]; ok {
			bal = *b
		}
		out = append(out, bal)
	}
	return out, true
}
