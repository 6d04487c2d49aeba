package statement

import "regexp"

// unpaidTitleRe titles a list of items the bank returned unpaid ("Items
// returned unpaid", "Unpaid items", "Checks returned unpaid"): debits
// presented against the account and refused, which never moved its
// balance. Their rows repeat the payee and amount of a payment that did
// not happen (the fee it drew is a row of the ledger), so the list is
// read as no transaction table, like a summary.
var unpaidTitleRe = regexp.MustCompile(`(?i)^\s*(?:(?:items?|checks?|payments?|debits?)\s+returned\s+unpaid|unpaid\s+items?|returned\s+unpaid\s+items?)\b`)
