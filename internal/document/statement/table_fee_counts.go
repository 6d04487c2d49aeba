package statement

import "regexp"

// feeCountHeadRe finds the heads of a table that counts the period's
// transactions by kind against a free allowance ("Transaction Type | 01
// Feb to 28 Feb | … | Free | Chargeable | Unit Price | Fee Charged"), as
// Australian banks print under the activity: each line is a kind of
// transaction, its counts per month and its price, none a transaction.
var feeCountHeadRe = regexp.MustCompile(`(?i)\bfree\b.*\bchargeable\b`)

// feeCountHeads reports whether a title-like line heads such a table:
// it names both the free and the chargeable count. Read as a title of
// transactions ("Transaction Type …"), it would reopen the rows' table
// for its lines, and their month dates and counts would read as a row.
func feeCountHeads(txt string) bool { return feeCountHeadRe.MatchString(txt) }
