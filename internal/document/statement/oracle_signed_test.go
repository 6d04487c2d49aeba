package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleSignedTypeset holds typeset statements (a web page printed to
// PDF) with one signed Amount column and no running balance: the summary's
// opening, closing and money in/out totals are the oracle.
func TestOracleSignedTypeset(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name: "an en dash before the figure is the minus; a Method column is a label, not the description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning balance on 2025-12-15"), C(200, "Money in · 3 transactions"), C(330, "Money out · 1 transactions"), C(460, "Ending balance on 2026-01-14")),
				L(192, C(40, "$100.00"), C(200, "+$90.00"), C(330, "–$20.00"), C(460, "$170.00")),
				L(210, C(40, "Posted transactions")),
				L(222, C(40, "Date (UTC)"), C(100, "Description"), C(300, "Method"), R(560, "Amount")),
				L(234, C(40, "2025-12-16"), C(100, "Lakeside HOA"), C(300, "ACH in"), R(560, "+$20.00")),
				L(243, C(100, "Invoice 12")),
				L(256, C(40, "2025-12-17"), C(100, "Square Inc"), C(300, "Zelle"), R(560, "+$30.00")),
				L(265, C(100, "Deposit 44")),
				L(278, C(40, "2025-12-18"), C(100, "Uber Trip"), C(300, "Card"), R(560, "–$20.00")),
				L(287, C(100, "Card x5864")),
				L(300, C(40, "2025-12-19"), C(100, "Stripe"), C(300, "ACH in"), R(560, "+$40.00")),
				L(309, C(100, "Transfer 9")),
			)...)},
			want: "2025-12-16 credit 20 Lakeside HOA Invoice 12\n2025-12-17 credit 30 Square Inc Deposit 44\n" +
				"2025-12-18 debit 20 Uber Trip Card x5864\n2025-12-19 credit 40 Stripe Transfer 9",
			verdict: result.Verified,
		},
	})
}
