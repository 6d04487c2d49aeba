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
