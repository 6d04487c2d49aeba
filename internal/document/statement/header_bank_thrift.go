package statement

// federalSavings reports whether "Savings", between prev and next (lower
// case), ends a US thrift's name: a federal savings association is
// called "Middlesex Federal Savings, F.A." or "Home Federal Savings" with
// no bank word after it. "Savings Bank" and "Savings and Loan" are
// named by their own last word, and "savings" alone is an account.
func federalSavings(prev, next string) bool {
	if prev != "federal" {
		return false
	}
	switch next {
	case "bank", "and", "&", "loan", "association", "account", "accounts":
		return false
	}
	return true
}
