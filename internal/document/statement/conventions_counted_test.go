package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestCountedSectionTitles: section titles that print their count and
// total ("Deposits / Credits  2 items totaling $30.00") set the
// direction of the rows under a plain Date | Amount | Description header,
// and check numbers carry the image flag a legend explains ("3558*i",
// "3572 i").
func TestCountedSectionTitles(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "counted titles over Date | Amount | Description, checks with image flags",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(20),
			L(100, C(40, "Beginning Balance"), R(300, "$1,000.00")),
			L(112, C(40, "Ending Balance"), R(300, "$1,022.00")),
			L(130, C(40, "Checks"), R(560, "2 checks totaling $3.00")),
			L(142, C(40, "Number"), C(110, "Date Paid"), R(220, "Amount"), C(280, "Number"), C(350, "Date Paid"), R(460, "Amount")),
			L(154, C(40, "3558*i"), C(110, "12/16"), R(220, "1.00"), C(280, "3572 i"), C(350, "12/17"), R(460, "2.00")),
			L(180, C(40, "Withdrawals / Debits"), R(560, "1 items totaling $5.00")),
			L(192, C(40, "Date"), R(200, "Amount"), C(240, "Description")),
			L(204, C(40, "12/18"), R(200, "5.00"), C(240, "CARD PURCHASE")),
			L(230, C(40, "Deposits / Credits"), R(560, "2 items totaling $30.00")),
			L(242, C(40, "Date"), R(200, "Amount"), C(240, "Description")),
			L(254, C(40, "12/19"), R(200, "10.00"), C(240, "DEPOSIT")),
			L(266, C(40, "12/20"), R(200, "20.00"), C(240, "DEPOSIT")),
		)...)},
		want:    "2025-12-16 debit 1 CHECK #3558\n2025-12-17 debit 2 CHECK #3572\n2025-12-18 debit 5 CARD PURCHASE\n2025-12-19 credit 10 DEPOSIT\n2025-12-20 credit 20 DEPOSIT",
		verdict: result.Verified,
	}})
}
