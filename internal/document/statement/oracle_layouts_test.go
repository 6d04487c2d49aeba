package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleLayouts holds layout conventions of whole families of
// statements, each read so that the statement's own arithmetic closes.
func TestOracleLayouts(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name: "ledger and collected balances side by side: the ledger one is the running balance",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Opening Ledger Balance"), R(300, "1,000.00")),
				L(192, C(40, "Closing Ledger Balance"), R(300, "1,250.00")),
				L(220, C(40, "Date"), C(100, "Description"), C(230, "Bank"), R(380, "Debits"), R(440, "Credits"), R(500, "Ledger"), R(570, "Collected")),
				L(229, C(230, "Reference"), R(500, "Balance"), R(570, "Balance")),
				L(244, C(40, "12/16/25"), C(100, "DEPOSIT"), C(230, "FM0001"), R(440, "300.00"), R(500, "1,300.00"), R(570, "1,000.00")),
				L(256, C(40, "12/17/25"), C(100, "UTILITY"), C(230, "FM0002"), R(380, "50.00"), R(500, "1,250.00"), R(570, "1,250.00")),
			)...)},
			want:    "2025-12-16 credit 300 DEPOSIT\n2025-12-17 debit 50 UTILITY",
			verdict: result.Verified,
		},
	})
}
