package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// feesApartPage is a statement whose summary totals the withdrawals
// without the fees and prints the fees on a line of their own, and whose
// fee table prices each fee (Quantity | Unit Charge) with its amount under
// no label.
func feesApartPage(closing string) pdftext.Page {
	return mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning balance"), R(400, "$100.00")),
		L(162, C(56, "1 Additions"), R(400, "+50.00")),
		L(174, C(56, "1 Subtractions"), R(400, "-20.00")),
		L(186, C(56, "Net fees and charges"), R(400, "-15.00")),
		L(198, C(40, "Ending balance"), R(400, closing)),
		L(214, C(40, "Deposits")),
		L(226, C(40, "Date"), C(130, "Description"), R(572, "Amount")),
		L(238, C(40, "12/16"), C(130, "CUSTOMER A"), R(572, "$50.00")),
		L(250, C(40, "Total additions"), R(572, "$50.00")),
		L(256, C(40, "Withdrawals")),
		L(268, C(40, "Date"), C(130, "Description"), R(572, "Amount")),
		L(280, C(40, "12/17"), C(130, "UTILITY"), R(572, "$20.00")),
		L(292, C(40, "Total subtractions"), R(572, "$20.00")),
		L(304, C(40, "Fees and charges")),
		L(316, C(40, "Date"), C(111, "Quantity"), C(160, "Unit Charge"), C(220, "Description")),
		L(328, C(40, "12/31"), R(140, "1"), R(200, "15.00"), C(220, "Maintenance Fee"), R(572, "-$15.00")),
		L(340, C(40, "Fees and charges assessed this period"), R(572, "-$15.00")),
	)...)
}

// TestOracleFeesApart: a fee's quantity and unit charge are neither its
// amount nor its description, and a debit total printed without the fees
// is, with the fee line, the period's debits only when the balances close
// with the two together.
func TestOracleFeesApart(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name:    "priced fee table and withdrawals totalled without the fees",
			pages:   []pdftext.Page{feesApartPage("$115.00")},
			want:    "2025-12-16 credit 50 CUSTOMER A\n2025-12-17 debit 20 UTILITY\n2025-12-31 debit 15 Maintenance Fee",
			verdict: result.Verified,
		},
		{
			name:    "a closing balance that does not close stays needs_review",
			pages:   []pdftext.Page{feesApartPage("$130.00")},
			want:    "2025-12-16 credit 50 CUSTOMER A\n2025-12-17 debit 20 UTILITY\n2025-12-31 debit 15 Maintenance Fee",
			verdict: result.NeedsReview,
			failed:  "reconciliation,printed_totals",
		},
	})
}
