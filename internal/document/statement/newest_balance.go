package statement

// newestFirstByBalance reports rows listed newest first that all fall on
// one day (or whose dates never rise but fall less than twice, so
// newestFirst cannot tell): an online activity report of a single day
// lists its rows newest first too, and then only the running balance
// shows the order. Each printed balance is the balance of the row below
// it plus its own amount (the chain holds bottom-up) on at least three
// quarters of the steps, and top-down on at most a tenth of them.
func newestFirstByBalance(txns []txn) bool {
	up, down, steps := 0, 0, 0
	for i := 1; i < len(txns); i++ {
		a, b := txns[i-1], txns[i]
		if a.Printed != "" || b.Printed != "" || a.Date.IsZero() || b.Date.IsZero() {
			continue
		}
		if b.Date.After(a.Date) {
			return false
		}
		if a.Balance == nil || b.Balance == nil || a.Dir == "" || b.Dir == "" {
			continue
		}
		steps++
		if *b.Balance == *a.Balance+b.signed() {
			down++
		}
		if *a.Balance == *b.Balance+a.signed() {
			up++
		}
	}
	return steps >= 2 && 4*up >= 3*steps && 10*down <= steps
}
