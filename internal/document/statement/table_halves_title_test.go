package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestHalvesThenTitle: a deposit list printed in two halves, then a
// withdrawals section's title (centred, so it falls in a half's
// description column) over a table of its own whose single Amount
// column says no direction, then a daily-balance grid whose heads a
// scan's OCR broke with a rule read as a brace. The title sets the
// direction of the rows below it, and the grid is no table of rows.
func TestHalvesThenTitle(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a title under a table in halves, a daily grid with a brace",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "975.00")),
			L(220, C(253, "DEPOSITS/CREDITS")),
			L(240, C(22, "DATE"), C(70, "TRANSACTION"), R(271, "AMOUNT"), C(308, "DATE"), C(358, "TRANSACTION"), R(560, "AMOUNT")),
			L(252, C(22, "12-16"), C(70, "DEPOSIT"), R(271, "50.00"), C(308, "12-17"), C(358, "DEPOSIT"), R(560, "25.00")),
			L(280, C(247, "OTHER WITHDRAWALS/DEBITS")),
			L(300, C(22, "DATE"), R(132, "AMOUNT"), C(156, "TRANSACTION"), C(276, "DESCRIPTION")),
			L(312, C(22, "12-18"), R(132, "100.00"), C(156, "ELECTRONIC DEBIT"), C(276, "WORLD ACCEPTANCE")),
			L(340, C(250, "DAILY BALANCE")),
			L(352, C(22, "DATE"), R(132, "BALANCE"), C(160, "DATE"), R(250, "BALANCE"), C(262, "{"), C(280, "DATE"), R(370, "BALANCE")),
			L(364, C(22, "12-16"), R(132, "1,050.00"), C(160, "12-17"), R(250, "1,075.00"), C(280, "12-18"), R(370, "975.00")),
		)...)},
		want: "2025-12-16 credit 50 DEPOSIT\n2025-12-17 credit 25 DEPOSIT\n" +
			"2025-12-18 debit 100 ELECTRONIC DEBIT WORLD ACCEPTANCE",
		verdict: result.Verified,
	}})
}

// TestHeaderRuleGlyphs: a daily-balance grid whose heads carry a column
// rule OCR read as a brace ("DATE BALANCE { DATE BALANCE"), with no
// title a reader can use: the heads still make a daily-balance table,
// so its pairs are no rows of the table above.
func TestHeaderRuleGlyphs(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a brace among a daily grid's heads",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "900.00")),
			L(220, C(40, "Withdrawals")),
			L(232, C(22, "DATE"), R(132, "AMOUNT"), C(156, "DESCRIPTION")),
			L(244, C(22, "12-16"), R(132, "40.00"), C(156, "ELECTRONIC DEBIT")),
			L(256, C(22, "12-17"), R(132, "60.00"), C(156, "ELECTRONIC DEBIT")),
			L(280, C(22, "DATE"), R(132, "BALANCE"), C(160, "DATE"), R(250, "BALANCE"), C(262, "{"), C(280, "DATE"), R(370, "BALANCE")),
			L(292, C(22, "12-15"), R(132, "1,000.00"), C(160, "12-16"), R(250, "960.00"), C(280, "12-17"), R(370, "900.00")),
		)...)},
		want:    "2025-12-16 debit 40 ELECTRONIC DEBIT\n2025-12-17 debit 60 ELECTRONIC DEBIT",
		verdict: result.Verified,
	}})
}
