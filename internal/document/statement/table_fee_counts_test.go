package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestFeeCountTable: a table under the activity that counts the period's
// transactions by kind against a free allowance (heads Free, Chargeable,
// Unit Price, Fee Charged over month columns) holds no transaction: its
// month dates and counts are no row, and its priced lines no unread row.
func TestFeeCountTable(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a transaction-count fee table after the rows",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "100.00")),
			L(192, C(40, "Ending Balance"), R(300, "130.00")),
			L(220, C(40, "Date"), C(100, "Transaction"), R(380, "Debit"), R(460, "Credit"), R(560, "Balance")),
			L(232, C(40, "12/16"), C(100, "TRANSFER FROM SAVINGS"), R(460, "50.00"), R(560, "150.00")),
			L(244, C(40, "12/18"), C(100, "UTILITY"), R(380, "20.00"), R(560, "130.00")),
			L(280, C(40, "Transaction Summary during the period")),
			L(296, C(40, "Transaction Type"), C(220, "15 Dec"), C(270, "01 Jan"), C(330, "Free"), C(370, "Chargeable"), C(440, "Unit"), C(500, "Fee")),
			L(306, C(230, "to"), C(280, "to"), C(440, "Price"), C(500, "Charged")),
			L(316, C(220, "31 Dec"), C(270, "14 Jan")),
			L(330, C(40, "Staff assisted withdrawals"), R(240, "0"), R(290, "0"), R(345, "0"), R(400, "0"), R(470, "$2.50"), R(540, "$0.00")),
			L(342, C(40, "Cheques written"), R(240, "0"), R(290, "0"), R(345, "0"), R(400, "0"), R(470, "$1.50"), R(540, "$0.00")),
		)...)},
		want:    "2025-12-16 credit 50 TRANSFER FROM SAVINGS\n2025-12-18 debit 20 UTILITY",
		verdict: result.Verified,
	}})
}
