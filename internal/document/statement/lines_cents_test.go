package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestJoinCents: an amount placed as two touching pieces, its cents drawn
// first ("430" and ".97"), is one figure; a figure a space apart from a
// number is not glued to it.
func TestJoinCents(t *testing.T) {
	// "1,618" is 5 glyphs of 4.5 pt: its cents start where it ends.
	runOracle(t, []oracleCase{{
		name: "whole part and cents placed apart, touching",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(170, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(182, C(40, "Ending Balance"), R(300, "2,048.97")),
			L(210, C(40, "Deposits")),
			L(222, C(40, "Date posted"), R(140, "Amount"), C(160, "Transaction description")),
			L(234, C(40, "01/09"), C(117.5, "1,618"), C(140, ".97"), C(160, "Mobile Deposit 483536001")),
			L(246, C(40, "Checks and Other Deductions")),
			L(258, C(40, "Date posted"), R(140, "Amount"), C(160, "Transaction description")),
			L(270, C(40, "01/12"), C(126.5, "570"), C(140, ".00"), C(160, "Card Purchase Uber 12")),
		)...)},
		want:    "2026-01-09 credit 1618.97 Mobile Deposit 483536001\n2026-01-12 debit 570 Card Purchase Uber 12",
		verdict: result.Verified,
	}})
	ws := joinCents([]pdftext.Word{{Text: "1232", X0: 10, X1: 28, Y0: 0, Y1: 10}, {Text: ".97", X0: 32, X1: 45, Y0: 0, Y1: 10}})
	if len(ws) != 2 {
		t.Errorf("pieces a space apart were joined: %+v", ws)
	}
}
