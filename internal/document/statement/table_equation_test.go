package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleSummaryEquation: a summary printed as an equation under the
// rows, labels over figures, is neither a row nor a row's description.
func TestOracleSummaryEquation(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "Opening balance - Total debits + Total credits = Closing balance under the rows",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(200, C(40, "Date"), C(84, "Transaction"), R(392, "Debit"), R(466, "Credit"), R(570, "Balance")),
			L(212, C(40, "16 Dec"), C(84, "OPENING BALANCE"), R(570, "$100.00CR")),
			L(224, C(40, "17 Dec"), C(84, "Direct Credit STRIPE"), R(466, "50.00"), R(570, "$150.00CR")),
			L(236, C(40, "18 Dec"), C(84, "BPAY ORIGIN ENERGY"), R(392, "20.00"), R(570, "$130.00CR")),
			L(248, C(40, "18 Dec"), C(84, "CLOSING BALANCE"), R(570, "$130.00CR")),
			L(266, C(84, "Opening balance - Total debits + Total credits = Closing balance")),
			L(276, C(84, "$100.00CR - $20.00 + $50.00 ="), C(245, "$130.00CR")),
		)...)},
		want:    "2025-12-17 credit 50 Direct Credit STRIPE\n2025-12-18 debit 20 BPAY ORIGIN ENERGY",
		verdict: result.Verified,
	}})
}

// An exchange rate in a description is no summary equation.
func TestEquationLineNotARate(t *testing.T) {
	l := mkPage(1, L(40, C(40, "Card purchase - AMAZON 1 EUR = 1.0795 USD"))).Words
	if equationLine(line{Words: l}) {
		t.Error("an exchange rate read as a summary equation")
	}
}
