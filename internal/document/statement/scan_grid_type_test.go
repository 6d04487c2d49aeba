package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestTypeGridThreeAcross: a credit section printed as a grid three
// across, "Date Type Amount" repeated, whose Type cell holds a branch or
// batch number rather than a debit/credit word (a scanned statement of
// a small bank). Each cell group is a row, named by its Type cell as a
// deposit grid's rows are by their ticket; the title gives the
// direction.
func TestTypeGridThreeAcross(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a Date Type Amount grid three across under a credit title",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Balance Forward"), R(300, "1,000.00")),
			L(192, C(40, "Deposits"), C(150, "5"), R(300, "500.00+")),
			L(204, C(40, "Automatic Withdrawals"), C(150, "2"), R(300, "300.00")),
			L(216, C(40, "Ending Balance"), R(300, "1,200.00")),
			L(250, C(50, "ALL CREDIT ACTIVITY")),
			L(262, C(40, "Date"), C(100, "Type"), R(190, "Amount"), C(210, "Date"), C(270, "Type"), R(360, "Amount"), C(380, "Date"), C(440, "Type"), R(530, "Amount")),
			L(274, C(40, "12/16/25"), C(100, "2018"), R(190, "100.00"), C(210, "12/18/25"), C(270, "2018"), R(360, "120.00"), C(380, "12/22/25"), C(440, "2018"), R(530, "80.00")),
			L(286, C(40, "12/17/25"), C(100, "2018"), R(190, "90.00"), C(210, "12/19/25"), C(270, "2018"), R(360, "110.00")),
			L(320, C(50, "ELECTRONIC DEBITS")),
			L(332, C(40, "Date"), C(100, "Description"), R(400, "Amount")),
			L(344, C(40, "12/17/25"), C(100, "CONC DEBIT"), R(400, "100.00")),
			L(356, C(40, "12/19/25"), C(100, "CONC DEBIT"), R(400, "200.00")),
		)...)},
		want: "2025-12-16 credit 100 2018\n2025-12-17 credit 90 2018\n2025-12-18 credit 120 2018\n" +
			"2025-12-19 credit 110 2018\n2025-12-22 credit 80 2018\n2025-12-17 debit 100 CONC DEBIT\n2025-12-19 debit 200 CONC DEBIT",
		verdict: result.Verified,
	}})
}
