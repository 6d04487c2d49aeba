package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestHiddenMarkup: section markers printed in 1 pt type between the
// summary and the transaction table ("*end*checking summary*start*
// transaction history") are no title: the table under them is read, and
// a four-dot account mask in a row stays in its description.
func TestHiddenMarkup(t *testing.T) {
	tiny := func(x float64, s string) cell { return cell{x: x, text: s, size: 1} }
	runOracle(t, []oracleCase{{
		name: "1 pt section markers between the summary and the rows",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(150, tiny(32, "*start*checking summary")),
			L(160, C(40, "Checking Summary")),
			L(172, C(40, "Beginning Balance"), R(470, "$1,000.00")),
			L(184, C(40, "Ending Balance"), R(470, "$1,150.00")),
			L(200, tiny(32, "*end*checking summary*start*transaction history")),
			L(214, C(40, "Date"), C(100, "Description"), R(400, "Credits"), R(470, "Debits"), R(560, "Balance")),
			L(226, C(40, "12/16"), C(100, "Online Transfer From Sav ....5123"), R(400, "200.00"), R(560, "1,200.00")),
			L(238, C(40, "12/17"), C(100, "UTILITY"), R(470, "50.00"), R(560, "1,150.00")),
		)...)},
		want:    "2025-12-16 credit 200 Online Transfer From Sav ....5123\n2025-12-17 debit 50 UTILITY",
		verdict: result.Verified,
	}})
}
