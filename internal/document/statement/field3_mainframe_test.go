package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// mainframeRows is a mainframe print's ledger ("DESCRIPTION DEBITS
// CREDITS DATE BALANCE"), its description text starting left of the
// centred label, shifted by dx (a scanned page lies a little left or
// right of the one before): a sweep's description fills its line, so its
// amount, date and balance print on the line under it.
func mainframeRows(y, dx float64, rows ...tl) []tl {
	head := L(y, C(120+dx, "DESCRIPTION"), R(300+dx, "DEBITS"), R(380+dx, "CREDITS"), C(400+dx, "DATE"), R(540+dx, "BALANCE"))
	return append([]tl{head}, rows...)
}

// TestField3Mainframe holds the conventions of a mainframe ledger whose
// date column follows the amounts.
func TestField3Mainframe(t *testing.T) {
	p1 := mkPage(1, append(stmtHeader(40), mainframeRows(150, 0,
		L(162, C(60, "BALANCE LAST STATEMENT"), C(400, "12/14/25"), R(540, "2,149.63")),
		L(174, C(60, "DEPOSIT # 2027"), R(380, "757.17"), C(400, "12/16/25"), R(540, "2,906.80")),
		L(186, C(60, "WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT")),
		L(198, R(300, "210.00"), C(400, "12/16/25"), R(540, "2,696.80")),
		L(210, C(60, "WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT")),
		L(222, R(300, "10.00"), C(400, "12/16/25"), R(540, "2,686.80"), C(545, "|")),
		L(234, C(60, "DEPOSIT # 2027"), R(380, "100.00"), C(400, "12/17/25"), R(540, "2,786.80")),
	)...)...)
	p2 := mkPage(2, mainframeRows(60, -2.5,
		L(72, C(57.5, "WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT")),
		L(84, R(297.5, "86.80"), C(397.5, "12/18/25"), R(537.5, "2,700.00")),
		L(96, C(57.5, "BALANCE THIS STATEMENT"), C(397.5, "01/14/26"), R(537.5, "2,700.00")),
	)...)
	runOracle(t, []oracleCase{{
		name:  "a row's figures on the line under its description; '#' left of a date column that follows the text",
		pages: []pdftext.Page{p1, p2},
		want: "2025-12-16 credit 757.17 DEPOSIT # 2027\n" +
			"2025-12-16 debit 210 WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT\n" +
			"2025-12-16 debit 10 WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT\n" +
			"2025-12-17 credit 100 DEPOSIT # 2027\n" +
			"2025-12-18 debit 86.8 WORLD ACCEPTANCE CONC DEBIT 2027 LOGANSPORT",
		verdict: result.Verified,
	}})
}
