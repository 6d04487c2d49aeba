package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleColumnTotalsUnderClosing: the bare Debit and Credit totals
// printed under the Closing Balance row are no undated row of the closing
// date; they total the rows above.
func TestOracleColumnTotalsUnderClosing(t *testing.T) {
	page := func(credits string) []pdftext.Page {
		return []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(200, C(40, "Date"), C(110, "Transaction Details"), R(392, "Debit"), R(466, "Credit"), R(570, "Balance")),
			L(212, C(40, "15/12/2025"), C(110, "Opening Balance"), R(570, "1,000.00CR")),
			L(224, C(40, "20/12/2025"), C(110, "Interest Paid"), R(466, "50.00"), R(570, "1,050.00CR")),
			L(236, C(40, "22/12/2025"), C(110, "Account Fee"), R(392, "10.00"), R(570, "1,040.00CR")),
			L(248, C(40, "14/01/2026"), C(110, "Closing Balance"), R(570, "1,040.00CR")),
			L(260, R(392, "10.00"), R(466, credits)),
		)...)}
	}
	runOracle(t, []oracleCase{{
		name:    "column totals that hold",
		pages:   page("50.00"),
		want:    "2025-12-20 credit 50 Interest Paid\n2025-12-22 debit 10 Account Fee",
		verdict: result.Verified,
	}, {
		name:    "column totals that do not hold",
		pages:   page("60.00"),
		want:    "2025-12-20 credit 50 Interest Paid\n2025-12-22 debit 10 Account Fee",
		verdict: result.NeedsReview,
		failed:  "section_totals",
	}})
}
