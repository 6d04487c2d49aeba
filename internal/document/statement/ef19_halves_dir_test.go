package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestHalvesEachWithItsTitle: deposits in the left half of the page and
// withdrawals in the right half, each under its own title on one line,
// both starting at the same height and running different lengths, a
// wrapped description inside the narrow right column, then a daily
// balance grid. Each row takes its direction from its half's title.
func TestHalvesEachWithItsTitle(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "deposits left, withdrawals right",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Previous Balance"), R(300, "1,000.00")),
			L(162, C(40, "New Balance"), R(300, "1,115.00")),
			L(190, C(36, "DEPOSITS AND CREDITS"), C(312, "WITHDRAWALS AND DEBITS")),
			L(202, C(36, "Date"), C(68, "Description"), R(290, "Amount"), C(312, "Date"), C(344, "Description"), R(572, "Amount")),
			L(214, C(36, "12/16"), C(68, "ACH DEPOSIT SQUARE"), R(290, "200.00"), C(312, "12/16"), C(344, "ACH WITHDRAWAL NORTHWIND"), R(572, "40.00")),
			L(225, C(36, "12/18"), C(68, "ZELLE FROM A CLIENT"), R(290, "100.00"), C(344, "FUNDING DAILY")),
			L(236, C(68, "Total Deposits and Credits"), R(290, "300.00"), C(312, "12/17"), C(344, "CHECK 1101"), R(572, "125.00")),
			L(247, C(312, "12/18"), C(344, "ACH WITHDRAWAL NORTHWIND"), R(572, "20.00")),
			L(258, C(344, "Total Withdrawals and Debits"), R(572, "185.00")),
			L(290, C(36, "DAILY BALANCES")),
			L(302, C(36, "Date"), R(150, "Balance"), C(200, "Date"), R(300, "Balance"), C(350, "Date"), R(450, "Balance")),
			L(314, C(36, "12/16"), R(150, "1,160.00"), C(200, "12/17"), R(300, "1,035.00"), C(350, "12/18"), R(450, "1,115.00")),
		)...)},
		want: "2025-12-16 credit 200 ACH DEPOSIT SQUARE\n2025-12-18 credit 100 ZELLE FROM A CLIENT\n" +
			"2025-12-16 debit 40 ACH WITHDRAWAL NORTHWIND FUNDING DAILY\n2025-12-17 debit 125 CHECK #1101\n" +
			"2025-12-18 debit 20 ACH WITHDRAWAL NORTHWIND",
		verdict: result.Verified,
	}})
}
