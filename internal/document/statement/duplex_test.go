package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestDuplexAndVerticalText: a control number set down the margin one
// glyph to a line begins no row, and the back of a sheet printed with
// another margin (no header of its own) is read with the header moved
// by its offset.
func TestDuplexAndVerticalText(t *testing.T) {
	front := mkPage(1, append(stmtHeader(20),
		L(100, C(74, "Beginning Balance"), R(300, "100.00")),
		L(112, C(74, "Ending Balance"), R(300, "180.00")),
		L(130, C(79, "Date"), R(150, "Deposits"), R(220, "Withdrawals"), C(276, "Activity Description")),
		L(142, C(74, "12/01"), R(150, "10.00"), C(276, "DEPOSIT")),
		L(154, C(74, "12/02"), R(150, "20.00"), C(276, "DEPOSIT")),
		L(166, C(74, "12/03"), R(150, "30.00"), C(276, "DEPOSIT")),
	)...)
	// "8001" down the left margin: each glyph wider than tall, touching.
	for i, g := range []string{"8", "0", "0", "1"} {
		y := 140 + 4.4*float64(i)
		front.Words = append(front.Words, pdftext.Word{Text: g, X0: 32, Y0: y, X1: 41.4, Y1: y + 4.4})
	}
	back := mkPage(2,
		L(40, C(240, "ACCOUNT NUMBER 4452334719"), C(500, "PAGE 2")),
		L(100, C(37, "12/04"), R(113, "15.00"), C(239, "DEPOSIT")),
		L(112, C(37, "12/05"), R(183, "5.00"), C(239, "FEE")),
		L(124, C(37, "12/06"), R(113, "10.00"), C(239, "DEPOSIT")),
	)
	runOracle(t, []oracleCase{{
		name:    "a margin control number and the back of a duplex sheet",
		pages:   []pdftext.Page{front, back},
		want:    "2025-12-01 credit 10 DEPOSIT\n2025-12-02 credit 20 DEPOSIT\n2025-12-03 credit 30 DEPOSIT\n2025-12-04 credit 15 DEPOSIT\n2025-12-05 debit 5 FEE\n2025-12-06 credit 10 DEPOSIT",
		verdict: result.Verified,
	}})
}

// TestDuplexRowsAboveOwnHeader: a front page whose first rows carry on
// the section begun on the back of the sheet before, printed with the
// front's margin, above the next section's header: the two rows are
// read with the header moved by the page's offset.
func TestDuplexRowsAboveOwnHeader(t *testing.T) {
	front := mkPage(1, append(stmtHeader(20),
		L(100, C(74, "Beginning Balance"), R(300, "100.00")),
		L(112, C(74, "Ending Balance"), R(300, "171.00")),
		L(130, C(79, "Date"), R(150, "Deposits"), R(220, "Withdrawals"), C(276, "Activity Description")),
		L(142, C(74, "12/01"), R(150, "10.00"), C(276, "DEPOSIT")),
		L(154, C(74, "12/02"), R(150, "20.00"), C(276, "DEPOSIT")),
		L(166, C(74, "12/03"), R(150, "30.00"), C(276, "DEPOSIT")),
	)...)
	back := mkPage(2,
		L(40, C(240, "ACCOUNT NUMBER 4452334719"), C(500, "PAGE 2")),
		L(100, C(37, "12/04"), R(113, "15.00"), C(239, "DEPOSIT")),
		L(112, C(37, "12/05"), R(183, "5.00"), C(239, "FEE")),
		L(124, C(37, "12/06"), R(113, "10.00"), C(239, "DEPOSIT")),
		L(150, C(37, "- - - - CARD ACTIVITY - - - -")),
		L(162, C(42, "Date"), R(113, "Deposits"), R(183, "Withdrawals"), C(239, "Location")),
		L(174, C(37, "12/07"), R(183, "1.00"), C(239, "CARD PURCHASE A")),
		L(186, C(37, "12/08"), R(183, "2.00"), C(239, "CARD PURCHASE B")),
		L(198, C(37, "12/09"), R(183, "3.00"), C(239, "CARD PURCHASE C")),
	)
	front2 := mkPage(3,
		L(40, C(276, "ACCOUNT NUMBER 4452334719"), C(500, "PAGE 3")),
		L(100, C(74, "12/10"), R(220, "4.00"), C(276, "CARD PURCHASE D")),
		L(112, C(74, "12/11"), R(220, "6.00"), C(276, "CARD PURCHASE E")),
		L(124, C(74, "- - - - OTHER DEBITS - - - -")),
		L(136, C(79, "Date"), R(150, "Deposits"), R(220, "Withdrawals"), C(276, "Activity Description")),
		L(148, C(74, "12/12"), R(150, "7.00"), C(276, "DEPOSIT")),
	)
	runOracle(t, []oracleCase{{
		name:  "a front page's carried rows above its own header",
		pages: []pdftext.Page{front, back, front2},
		want: "2025-12-01 credit 10 DEPOSIT\n2025-12-02 credit 20 DEPOSIT\n2025-12-03 credit 30 DEPOSIT\n2025-12-04 credit 15 DEPOSIT\n2025-12-05 debit 5 FEE\n2025-12-06 credit 10 DEPOSIT\n" +
			"2025-12-07 debit 1 CARD PURCHASE A\n2025-12-08 debit 2 CARD PURCHASE B\n2025-12-09 debit 3 CARD PURCHASE C\n2025-12-10 debit 4 CARD PURCHASE D\n2025-12-11 debit 6 CARD PURCHASE E\n2025-12-12 credit 7 DEPOSIT",
		verdict: result.Verified,
	}})
}
