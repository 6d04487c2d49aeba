package statement

import "regexp"

// phoneTokenRe is a US telephone number written as one word
// ("606-248-4663", "800.354.0182").
var phoneTokenRe = regexp.MustCompile(`^\(?\d{3}\)?[-.]\d{3}[-.]\d{4}$`)

// phoneAfterNumber reports a telephone number that follows the digits of
// an account number already read: a scan's OCR joins a mailing block's
// "ACCOUNT #851" to the phone number printed beside it in the bank's
// contact column, which is no part of the account's number.
func phoneAfterNumber(tok string, n int) bool {
	return n > 0 && phoneTokenRe.MatchString(tok)
}
