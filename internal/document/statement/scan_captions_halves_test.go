package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestTicketCaptionsAfterHalves: deposit tickets imaged on the pages
// after a statement whose deposits are printed in halves ("DATE
// TRANSACTION AMOUNT" twice) and dated "06-02": each ticket's caption
// ("06/02/25 # 430 $1,077.13", two a line) prints a year the table's
// dates do not, on a page with no row of the table's shape and no
// header, so it is no row (Frost's scan, field3).
func TestTicketCaptionsAfterHalves(t *testing.T) {
	p1 := mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
		L(162, C(40, "Ending Balance"), R(300, "1,400.00")),
		L(200, C(250, "DEPOSITS/CREDITS")),
		L(212, C(22, "DATE"), C(70, "TRANSACTION"), R(271, "AMOUNT"), C(308, "DATE"), C(358, "TRANSACTION"), R(560, "AMOUNT")),
		L(224, C(22, "12-16"), C(70, "DEPOSIT"), R(271, "300.00"), C(308, "12-17"), C(358, "DEPOSIT"), R(560, "200.00")),
		L(236, C(22, "12-18"), C(70, "DEPOSIT"), R(271, "100.00"), C(308, "12-19"), C(358, "DEPOSIT"), R(560, "400.00")),
		L(260, C(247, "OTHER WITHDRAWALS/DEBITS")),
		L(272, C(22, "DATE"), R(132, "AMOUNT"), C(156, "TRANSACTION DESCRIPTION")),
		L(284, C(22, "12-17"), R(132, "300.00"), C(156, "ELECTRONIC DEBIT CONC DEBIT")),
		L(296, C(22, "12-18"), R(132, "200.00"), C(156, "ELECTRONIC DEBIT CONC DEBIT")),
		L(308, C(22, "12-19"), R(132, "100.00"), C(156, "ELECTRONIC DEBIT CONC DEBIT")),
		L(330, C(250, "DAILY BALANCE")),
		L(342, C(22, "DATE"), R(132, "BALANCE"), C(160, "DATE"), R(250, "BALANCE")),
		L(354, C(22, "12-16"), R(132, "1,300.00"), C(160, "12-18"), R(250, "1,100.00")),
		L(366, C(22, "12-17"), R(132, "1,200.00"), C(160, "12-19"), R(250, "1,400.00")),
	)...)
	p2 := mkPage(2,
		L(60, R(560, "Page 2 of 2")),
		L(100, C(110, "DEPOSIT TICKET")),
		L(140, C(22, "12/16/25"), C(70, "#"), C(80, "430"), C(100, "$300.00"), C(300, "12/17/25"), C(350, "#0"), C(380, "$200.00")),
		L(240, C(22, "12/18/25"), C(70, "#"), C(80, "430"), C(100, "$100.00"), C(300, "12/19/25"), C(350, "#430"), C(380, "$400.00")),
		L(300, C(110, "DEPOSIT TICKET")),
		L(340, C(22, "12/19/25"), C(70, "#"), C(80, "430"), C(100, "$400.00"), C(300, "12/19/25"), C(350, "#430"), C(380, "$400.00")),
		L(440, C(22, "12/16/25"), C(70, "#"), C(80, "430"), C(100, "$300.00"), C(300, "12/17/25"), C(350, "#0"), C(380, "$200.00")),
	)
	runOracle(t, []oracleCase{{
		name:  "deposit ticket captions after a table in halves",
		pages: []pdftext.Page{p1, p2},
		want: "2025-12-16 credit 300 DEPOSIT\n2025-12-18 credit 100 DEPOSIT\n2025-12-17 credit 200 DEPOSIT\n2025-12-19 credit 400 DEPOSIT\n" +
			"2025-12-17 debit 300 ELECTRONIC DEBIT CONC DEBIT\n2025-12-18 debit 200 ELECTRONIC DEBIT CONC DEBIT\n2025-12-19 debit 100 ELECTRONIC DEBIT CONC DEBIT",
		verdict: result.Verified,
	}})
}
