package statement

import "regexp"

// A loan's section is no part of the deposit account's ledger.
//
// A credit union (or a bank's combined statement) prints the member's
// loan after the share draft: a title naming the loan ("0040 BUSINESS
// VEHICLE LOAN"), then its figures — Previous Balance, Payment Amount,
// Principal Paid, New Balance, Payoff Amount, Interest Rate — and its own
// payment table. Its Previous and New Balance are the loan's principal,
// not the deposit account's opening and closing: read as the
// statement's, the last New Balance printed (the loan's) closes the
// reading and it cannot reconcile, and the single-account check counts
// the loan's Previous Balance as a second account's opening. The lines
// from a loan's title to the next account title or transaction table are
// set aside when the period's balances are read (devblind3 cu-dividends
// taught it).

// loanTitleRe is a title line that names a loan: words ending in LOAN
// (or LOANS), an optional share ID or number before them, and the loan's
// number after ("COMMERCIAL REAL ESTATE LOAN   Loan Number 880075648559").
var loanTitleRe = regexp.MustCompile(`(?i)^(?:[\dXx*•#-]{2,}\s+)?(?:[a-z&/-]+\s+){0,5}loans?(?:\s+(?:loan\s+|account\s+|acct\.?\s+)?(?:number|no\.?|#)?\s*:?\s*[\dXx*•-]{4,})?$`)

// loanTitle reports whether l is a loan's title.
func loanTitle(l line) bool {
	if l.Furniture || len(l.Words) == 0 || len(l.Words) > 10 || lineHasMoney(l) || isRowLine(l) {
		return false
	}
	return loanTitleRe.MatchString(l.text())
}

// withoutLoanBlocks returns ls with the lines of each loan's section
// emptied (kept in place, so that line indexes still hold): from the
// loan's title to the next account title, deposit-account heading or
// transaction table's header.
func withoutLoanBlocks(ls []line) []line {
	var out []line
	in := false
	for i, l := range ls {
		switch {
		case loanTitle(l):
			in = true
		case !in || l.Furniture:
		case loanBlockEnds(l):
			in = false
		}
		if !in {
			continue
		}
		if out == nil {
			out = make([]line, len(ls))
			copy(out, ls)
		}
		out[i].Words = nil
	}
	if out == nil {
		return ls
	}
	return out
}

// loanBlockEnds reports a line that starts what follows a loan's
// section: another account's title, a deposit product's heading
// ("BUSINESS CHECKING"), a transaction table's header.
func loanBlockEnds(l line) bool {
	if _, ok := accountTitle(l); ok {
		return true
	}
	if !lineHasMoney(l) && len(l.Words) <= 6 && transactionAcctRe.MatchString(l.text()) && !isRowLine(l) {
		return true
	}
	h, ok := parseHeader(l)
	return ok && h.Txn
}
