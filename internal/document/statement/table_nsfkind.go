package statement

import "strings"

// nsfKind reports whether a Type column's value names the row an NSF
// charge ("Insufficient Funds Charge", "NSF"): a ledger that keeps the
// kind of each row in its own column (Novo's "Insufficient Funds Charge
// Returned" beside the payee of the returned payment) says it nowhere in
// the description, which names only the payee. The value may wrap over
// lines; its first word decides.
func nsfKind(s string) bool {
	switch strings.ToUpper(strings.Trim(s, ".:")) {
	case "NSF", "INSUFFICIENT":
		return true
	}
	return false
}
