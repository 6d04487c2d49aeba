package statement

// orImplied is the balance the day-by-day analytics (average balance,
// negative days, the monthly summary) start from: the opening balance,
// or, when only the closing balance is printed (a treasury report whose
// opening ledger is missing), the closing balance less the rows read.
// The implied opening is no printed figure, so starting_balance stays
// null; but the days' balances follow from the closing one as surely as
// from an opening, and leaving them unknown dropped the negative days of
// a report whose rows its printed totals prove.
func orImplied(opening, closing *int64, txns []txn) *int64 {
	if opening != nil || closing == nil || len(txns) == 0 {
		return opening
	}
	b := *closing
	for _, t := range txns {
		b -= t.signed()
	}
	return &b
}
