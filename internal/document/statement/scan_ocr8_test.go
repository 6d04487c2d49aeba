package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// crMarkedPage is a statement whose one amount column marks the credits
// "CR" and leaves the debits plain, under a title that names deposits
// ("Deposits and Descriptive Items"), with a summary that prints the
// service charge apart from the checks and debits.
func crMarkedPage(closing string) pdftext.Page {
	return mkPage(1, append(stmtHeader(40),
		L(150, C(150, "Beginning balance on December 15, 2025"), R(420, "$1,000.00")),
		L(162, C(150, "Total Deposits and Credits:"), C(323, "2"), C(372, "+"), R(420, "300.00")),
		L(174, C(150, "Total Checks and Debits:"), C(323, "2"), R(420, "150.00")),
		L(186, C(150, "Service Charge"), R(420, "5.55")),
		L(198, C(150, "Ending balance on January 14, 2026"), R(420, closing)),
		L(220, C(90, "Deposits and Descriptive Items")),
		L(232, C(150, "Date"), C(190, "Amount"), C(260, "Description")),
		L(244, C(150, "12/16"), R(230, "100.00CR"), C(260, "REGULAR DEPOSIT")),
		L(256, C(150, "12/16"), R(230, "50.00"), C(260, "CONC DEBIT ACME")),
		L(268, C(150, "12/17"), R(230, "200.00CR"), C(260, "REGULAR DEPOSIT")),
		L(280, C(150, "12/17"), R(230, "100.00"), C(260, "CONC DEBIT ACME")),
		L(292, C(150, "12/31"), R(230, "5.55"), C(260, "SERVICE CHARGE")),
	)...)
}

// TestCRMarkedUnderDepositsTitle: a section titled for deposits whose
// amounts mark some figures "CR" and leave others plain lists both
// directions, and the plain ones are debits (field4 Evabank's scan).
func TestCRMarkedUnderDepositsTitle(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name:    "plain figures among CR ones are debits",
			pages:   []pdftext.Page{crMarkedPage("$1,144.45")},
			want:    "2025-12-16 credit 100 REGULAR DEPOSIT\n2025-12-16 debit 50 CONC DEBIT ACME\n2025-12-17 credit 200 REGULAR DEPOSIT\n2025-12-17 debit 100 CONC DEBIT ACME\n2025-12-31 debit 5.55 SERVICE CHARGE",
			verdict: result.Verified,
		},
		{
			name:    "a closing balance that does not close stays needs_review",
			pages:   []pdftext.Page{crMarkedPage("$1,150.00")},
			want:    "2025-12-16 credit 100 REGULAR DEPOSIT\n2025-12-16 debit 50 CONC DEBIT ACME\n2025-12-17 credit 200 REGULAR DEPOSIT\n2025-12-17 debit 100 CONC DEBIT ACME\n2025-12-31 debit 5.55 SERVICE CHARGE",
			verdict: result.NeedsReview,
			failed:  "reconciliation,printed_totals,printed_counts",
		},
	})
}
