package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleTotalLabelUnderAnotherColumn: a section closed by a card's
// subtotal and then "Total Card Withdrawals", whose last word stands under
// the Ref Number column (U.S. Bank, field6), is closed by totals, not by a
// row "Total Card": the label is read from the whole line.
func TestOracleTotalLabelUnderAnotherColumn(t *testing.T) {
	pages := []pdftext.Page{mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning Balance on Dec 15"), R(300, "$1,000.00")),
		L(162, C(40, "Card Withdrawals 2"), R(300, "$100.00-")),
		L(174, C(40, "Ending Balance on Jan 14, 2026"), R(300, "$900.00")),
		L(200, C(40, "Card Withdrawals")),
		L(212, C(40, "Date"), C(80, "Description of Transaction"), C(330, "Ref Number"), R(570, "Amount")),
		L(224, C(40, "Dec 20"), C(80, "Debit Purchase - VISA PANERA BREAD"), C(330, "9900014900"), R(570, "60.00-")),
		L(236, C(40, "Dec 22"), C(80, "Debit Purchase - VISA PLUMBING PRO"), C(330, "9900014901"), R(570, "40.00-")),
		L(250, C(250, "Card 8781 Withdrawals Subtotal"), R(570, "$100.00-")),
		L(264, C(290, "Total Card Withdrawals"), R(570, "$100.00-")),
	)...)}
	runOracle(t, []oracleCase{{
		name:    "card subtotal then the total of card withdrawals",
		pages:   pages,
		want:    "2025-12-20 debit 60 Debit Purchase - VISA PANERA BREAD\n2025-12-22 debit 40 Debit Purchase - VISA PLUMBING PRO",
		verdict: result.Verified,
	}})
}
