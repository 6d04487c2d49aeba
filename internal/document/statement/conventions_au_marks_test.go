package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestStrayMarksAndRateSummary: a Commonwealth Bank Streamline page. A
// symbol font's tick, drawn as "(", stands between the Debit and Credit
// columns of every debit row, a legend's "#" flags a row in the margin
// left of its date, and under the ledger a "Your Debit Interest Rate
// Summary" with its own column heads ("Date Event Debit Balance Debit")
// lists rate changes, which are no rows.
func TestStrayMarksAndRateSummary(t *testing.T) {
	tests := []oracleCase{{
		name: "stray marks beside the money columns and a rate summary under the ledger",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Date"), C(100, "Transaction"), R(380, "Debit"), R(440, "Credit"), R(540, "Balance")),
			L(164, C(40, "16 Dec 2025"), C(100, "OPENING BALANCE"), R(540, "$1,477.44DR")),
			L(178, C(40, "16 Dec"), C(100, "Debit Interest"), R(380, "14.02"), C(392, "("), R(540, "$1,491.46DR")),
			L(192, C(20, "#"), C(40, "17 Dec"), C(100, "Transfer from xx4909 CommBank app"), R(440, "$1,500.00"), R(540, "$8.54CR")),
			L(206, C(40, "18 Dec"), C(100, "Overdraft Usage Fee"), R(380, "10.00"), C(392, "("), R(540, "$1.46DR")),
			L(220, C(40, "14 Jan 2026"), C(100, "CLOSING BALANCE"), R(540, "$1.46DR")),
			L(250, C(40, "Your Debit Interest Rate Summary")),
			L(264, C(40, "Date"), C(100, "Event"), R(380, "Debit"), R(470, "Balance"), R(540, "Debit")),
			L(278, C(40, "16 Dec"), C(100, "Your overdraft limit is now $2,000.00"), R(380, "$0.00-"), R(470, "$2,000.00"), R(540, "14.90%")),
		)...)},
		want: "2025-12-16 debit 14.02 Debit Interest\n" +
			"2025-12-17 credit 1500 Transfer from xx4909 CommBank app\n" +
			"2025-12-18 debit 10 Overdraft Usage Fee",
		verdict: result.Verified,
	}}
	runOracle(t, tests)
}
