package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestWordRunIntoFigure: a word of the text layer that runs a lower-case
// word into the figure after it ("of2.90", the space drawn as a narrow
// advance and no glyph) is read as the two words printed.
func TestWordRunIntoFigure(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a fee quoted in a wrapped description",
		pages: []pdftext.Page{mkPage(1,
			L(40, C(40, "Statement period 01/06/2025 - 30/06/2025")),
			L(52, C(40, "Account number: 316899736")),
			L(100, C(40, "Date"), C(100, "Details"), R(430, "Money out $"), R(500, "Money in $"), R(570, "Balance $")),
			L(112, C(40, "01/06/2025"), C(100, "Opening balance"), R(570, "1,112.58")),
			L(124, C(40, "07/06/2025"), C(100, "ATM Withdrawal - Cash"), R(430, "-402.90"), R(570, "709.68")),
			L(136, C(100, "ATM owner fee of2.90 charge by ONE")),
			L(152, C(40, "08/06/2025"), C(100, "Salary"), R(500, "90.32"), R(570, "800.00")),
		)},
		want:    "2025-06-07 debit 402.9 ATM Withdrawal - Cash ATM owner fee of 2.90 charge by ONE\n2025-06-08 credit 90.32 Salary",
		verdict: result.Verified,
	}})
}
