package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestDayFirstRowsAndSecondEnvelope holds two conventions of an
// Australian statement: a row dated day first whose words name a deposit
// ("13/09/23 Deposit-Osko Payment …", its amounts on the wrapped line
// below) is a row, not a title of deposits; and a page that starts a
// second envelope prints the statement's front block again (period,
// account name, BSB and number, a note) before its own column header:
// none of it continues the last row of the page before, and a figure of
// it under a money column is no row.
func TestDayFirstRowsAndSecondEnvelope(t *testing.T) {
	head := func(y float64) tl {
		return L(y, C(40, "DATE"), C(100, "TRANSACTION DESCRIPTION"), R(400, "DEBIT"), R(470, "CREDIT"), R(560, "BALANCE"))
	}
	p1 := mkPage(1,
		L(40, C(40, "Statement Period 12 September 2023 - 12 March 2024")),
		L(52, C(40, "Account Number 786 046")),
		head(100),
		L(112, C(40, "12/09/23"), C(100, "STATEMENT OPENING BALANCE"), R(560, "20.00")),
		L(124, C(40, "13/09/23"), C(100, "Deposit-Osko Payment 2084796 D R Minahan")),
		L(136, C(100, "S"), R(470, "20.00"), R(560, "40.00")),
		L(148, C(40, "14/09/23"), C(100, "Debit Card Purchase Coles"), R(400, "10.00"), R(560, "30.00")),
	)
	p2 := mkPage(2,
		L(30, C(300, "Statement Period")),
		L(42, C(300, "12 September 2023 - 12 March 2024")),
		L(60, C(40, "Westpac Choice Basic"), C(300, "Account Name")),
		L(72, C(300, "MISS JADE ANDREA MICHAEL")),
		L(90, C(300, "Customer ID")),
		L(102, C(40, "MISS J A MICHAEL"), C(300, "3088 5196")),
		L(114, C(40, "1/19 HOTHAM ST")),
		L(126, C(40, "MONT ALBERT VIC 3127"), C(300, "BSB"), C(380, "Account Number")),
		L(138, C(300, "733-173"), C(440, "786 046")),
		L(172, C(300, "We wish to advise you that the preceding pages of this statement")),
		L(184, C(300, "have been forwarded to you in a separate envelope.")),
		L(200, C(40, "TRANSACTIONS")),
		L(212, C(40, "Please check all entries on this statement")),
		head(226),
		L(238, C(40, "16/09/23"), C(100, "Withdrawal-Osko Payment 1621172"), R(400, "5.00"), R(560, "25.00")),
	)
	runOracle(t, []oracleCase{{
		name:  "day-first deposit rows, and a second envelope's front block",
		pages: []pdftext.Page{p1, p2},
		want: "2023-09-13 credit 20 Deposit-Osko Payment 2084796 D R Minahan S\n" +
			"2023-09-14 debit 10 Debit Card Purchase Coles\n" +
			"2023-09-16 debit 5 Withdrawal-Osko Payment 1621172",
		verdict: result.Verified,
	}})
}
