package statement

import "strings"

// refundKind reports whether a Type column's value names the row a
// refund or a reversal ("Refund", "Reversal"): the bank's own
// word for a merchant's money coming back, which the description (the
// merchant's name, as on the purchase) does not say.
func refundKind(s string) bool {
	switch strings.ToUpper(strings.Trim(s, ".:")) {
	case "REFUND", "REFUNDS", "REVERSAL", "REVERSED":
		return true
	}
	return false
}

// feeKind reports whether a Type column's value names the row a fee
// ("Fee"): a neobank's own charge ("Corvane Plus monthly plan" under
// the brand's name) says it nowhere in its description.
func feeKind(s string) bool {
	switch strings.ToUpper(strings.Trim(s, ".:")) {
	case "FEE", "FEES":
		return true
	}
	return false
}
