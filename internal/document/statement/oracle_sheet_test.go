package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// sheetStatement is a statement rebuilt as a workbook and printed sheet by
// sheet: the account titled by its product and "Account ending NNNN" over
// the holder, the period in two cells, accounting-format figures (the "$"
// at the cell's left edge, the figure at its right) and, with headings,
// the sheet's column letters and row numbers.
func sheetStatement(headings bool) []pdftext.Page {
	num := func(n string, cs ...cell) []cell {
		if !headings {
			return cs
		}
		return append([]cell{R(60, n)}, cs...)
	}
	ls := []tl{}
	if headings {
		ls = append(ls, L(40, C(150, "A"), C(300, "B"), C(450, "C")))
	}
	ls = append(ls,
		L(52, num("1", C(70, "Hollowell Savings Bank"))...),
		L(64, num("2", C(70, "Business Checking - Account ending 8624"))...),
		L(76, num("3", C(70, "GREEN LEAF LANDSCAPING LLC"))...),
		L(88, num("4", C(70, "Statement period"), R(330, "1/1/2026"), R(450, "1/31/2026"))...),
		L(100, num("5")...),
		L(112, num("6", C(70, "Beginning balance"), C(380, "$"), R(560, "100.00"))...),
		L(124, num("7", C(70, "Deposits and credits"), C(380, "$"), R(560, "50.00"))...),
		L(136, num("8", C(70, "Withdrawals and debits"), C(380, "$"), R(560, "20.00"))...),
		L(148, num("9", C(70, "Ending balance"), C(380, "$"), R(560, "130.00"))...),
		L(170, num("10", C(70, "Date"), C(130, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance"))...),
		L(182, num("11", C(70, "1/1/2026"), C(130, "Beginning Balance"), C(490, "$"), R(560, "100.00"))...),
		L(194, num("12", C(70, "1/2/2026"), C(130, "UTILITY PMT DUKE ENERGY"), C(340, "$"), R(400, "20.00"), C(490, "$"), R(560, "80.00"))...),
		L(206, num("13", C(70, "1/5/2026"), C(130, "STRIPE TRANSFER ST-7223"), C(420, "$"), R(480, "50.00"), C(490, "$"), R(560, "130.00"))...),
	)
	if headings {
		ls = append(ls, L(218, R(60, "14")))
	}
	return []pdftext.Page{mkPage(1, ls...)}
}

// TestOracleWorkbook reads a statement printed from a workbook, with and
// without the sheet's headings.
func TestOracleWorkbook(t *testing.T) {
	want := "2026-01-02 debit 20 UTILITY PMT DUKE ENERGY\n2026-01-05 credit 50 STRIPE TRANSFER ST-7223"
	runOracle(t, []oracleCase{
		{name: "accounting-format figures: the $ apart at the cell's left", pages: sheetStatement(false), want: want, verdict: result.Verified},
		{name: "printed with headings: column letters and row numbers are no text", pages: sheetStatement(true), want: want, verdict: result.Verified},
		{
			name: "accounting-format zero: '$ -' in the column a row does not use is an empty cell",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(70, "Beginning balance"), C(380, "$"), R(560, "100.00")),
				L(192, C(70, "Ending balance"), C(380, "$"), R(560, "130.00")),
				L(210, C(70, "Date"), C(130, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
				L(222, C(70, "12/16/2025"), C(130, "UTILITY PMT DUKE ENERGY"), C(340, "$"), R(400, "20.00"), C(420, "$"), R(480, "-"), C(490, "$"), R(560, "80.00")),
				L(234, C(70, "12/17/2025"), C(130, "STRIPE TRANSFER ST-7223"), C(340, "$"), R(400, "-"), C(420, "$"), R(480, "50.00"), C(490, "$"), R(560, "130.00")),
			)...)},
			want:    "2025-12-16 debit 20 UTILITY PMT DUKE ENERGY\n2025-12-17 credit 50 STRIPE TRANSFER ST-7223",
			verdict: result.Verified,
		},
	})
	for _, headings := range []bool{false, true} {
		r := parse(t, sheetStatement(headings)...)
		if r.PeriodStart == nil || *r.PeriodStart != "2026-01-01" || r.PeriodEnd == nil || *r.PeriodEnd != "2026-01-31" {
			t.Errorf("headings %v: period %v..%v, want the two cells of the Statement period row", headings, r.PeriodStart, r.PeriodEnd)
		}
		if r.AccountHolderName == nil || *r.AccountHolderName != "GREEN LEAF LANDSCAPING LLC" {
			t.Errorf("headings %v: holder %v, want the company under the account's title", headings, r.AccountHolderName)
		}
	}
}
