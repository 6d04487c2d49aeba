package statement

import "regexp"

// checkWordRe finds a check named in a description ("Returned check",
// "Check deposit"): then a number in the Check column is the check's.
var checkWordRe = regexp.MustCompile(`(?i)\b(check|cheque|chq|draft)s?\b`)

// numberNotCheck reports a figure in the Check Number column of a row its
// Credit column makes a deposit: a check paid is a debit, so on a credit
// the column holds the deposit's own number (a ticket, a branch: an
// activity report's "Deposit   611") and the row keeps its description
// rather than being named "CHECK #611 Deposit".
func (r row) numberNotCheck(desc string) bool {
	return r.CheckNo != "" && r.Dir == "credit" && r.DirSource == "column" && desc != "" && !checkWordRe.MatchString(desc)
}
