package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleChqNoInitBranch: an Indian statement's header names a
// cheque-number column "Chq No" and ends with the initiating branch
// ("Init. Br", its code printed after the balance). Both are columns of
// the table, so the line is its header and the branch code is no amount.
func TestOracleChqNoInitBranch(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "Tran Date | Chq No | Particulars | Debit | Credit | Balance | Init. Br",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(200, C(40, "Tran Date"), C(92, "Chq No"), C(203, "Particulars"), C(339, "Debit"), C(400, "Credit"), C(473, "Balance"), C(538, "Init.")),
			L(209, C(541, "Br")),
			L(228, C(132, "OPENING BALANCE"), R(531, "109429.47")),
			L(242, C(38, "20-12-2025"), C(132, "ACH-DR-HDFC BANK LTD-431933083"), R(379, "29055.00"), R(531, "80374.47"), R(555, "2978")),
			L(256, C(38, "04-01-2026"), C(132, "UPI/P2A/110770464116/L SRIDHAR"), R(425, "100.00"), R(531, "80474.47"), R(555, "2978")),
			L(270, C(38, "05-01-2026"), C(132, "ECS Txn Chrgs Incl GST"), R(379, "29.50"), R(531, "80444.97"), R(555, "248")),
		)...)},
		want:    "2025-12-20 debit 29055 ACH-DR-HDFC BANK LTD-431933083\n2026-01-04 credit 100 UPI/P2A/110770464116/L SRIDHAR\n2026-01-05 debit 29.5 ECS Txn Chrgs Incl GST",
		verdict: result.Verified,
	}})
}
