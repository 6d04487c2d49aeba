package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestBareSummaryTitle: a statement without any column header, its rows
// under section titles alone, whose summary box (titled "SUMMARY") prints
// a second column of figures ending at the rows' amount column: the box's
// lines are no money lines of the table.
func TestBareSummaryTitle(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a box titled SUMMARY above rows printed without a header",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(160, C(40, "SUMMARY")),
			L(172, C(44, "Beginning Balance"), R(300, "$500.00"), C(370, "Minimum Balance"), R(572, "$480.00")),
			L(184, C(44, "Deposits & Credits"), R(300, "$300.00"), C(310, "+")),
			L(196, C(44, "Withdrawals"), R(300, "$70.00"), C(310, "-"), C(370, "Average Balance"), R(572, "$612.50")),
			L(208, C(44, "Ending Balance"), R(300, "$730.00")),
			L(240, C(40, "DEPOSITS & CREDITS")),
			L(252, C(40, "12/16"), C(80, "CUSTOMER A PAYMENT"), R(572, "100.00")),
			L(264, C(40, "12/18"), C(80, "CUSTOMER B PAYMENT"), R(572, "200.00")),
			L(284, C(40, "WITHDRAWALS")),
			L(296, C(40, "12/17"), C(80, "UTILITY PAYMENT"), R(572, "20.00")),
			L(308, C(40, "12/19"), C(80, "CARD PURCHASE"), R(572, "50.00")),
		)...)},
		want: "2025-12-16 credit 100 CUSTOMER A PAYMENT\n2025-12-18 credit 200 CUSTOMER B PAYMENT\n" +
			"2025-12-17 debit 20 UTILITY PAYMENT\n2025-12-19 debit 50 CARD PURCHASE",
		verdict: result.Verified,
	}})
}
