package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestCarriedCentredWrap: in a table of rows centred on their dated line,
// the last row of a page cut by the page break ends on the next page,
// first under the repeated header and set apart from the next row's block
// by the row padding; it is that row's, not the next row's.
func TestCarriedCentredWrap(t *testing.T) {
	hdr := func(y float64) tl {
		return L(y, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance"))
	}
	runOracle(t, []oracleCase{{
		name: "a cut row's last line atop the next page",
		pages: []pdftext.Page{
			mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(182, C(40, "Ending Balance"), R(300, "725.00")),
				hdr(210),
				L(230, C(100, "Direct debit payment to")),
				L(236, C(40, "12/16"), R(470, "-100.00"), R(560, "900.00")),
				L(242, C(100, "FUNDER CAPITAL 111")),
				L(264, C(100, "Card purchase at")),
				L(270, C(40, "12/17"), R(470, "-50.00"), R(560, "850.00")),
				L(276, C(100, "HOME DEPOT 4521")),
				L(298, C(40, "12/18"), C(100, "Direct debit payment to FUNDER CAPITAL"), R(470, "-100.00"), R(560, "750.00")),
			)...),
			mkPage(2,
				hdr(40),
				L(60, C(100, "54479509")),
				L(76, C(100, "Card purchase at")),
				L(82, C(40, "12/19"), R(470, "-25.00"), R(560, "725.00")),
				L(88, C(100, "STAPLES 00123")),
			),
		},
		want: "2025-12-16 debit 100 Direct debit payment to FUNDER CAPITAL 111\n2025-12-17 debit 50 Card purchase at HOME DEPOT 4521\n" +
			"2025-12-18 debit 100 Direct debit payment to FUNDER CAPITAL 54479509\n2025-12-19 debit 25 Card purchase at STAPLES 00123",
		verdict: result.Verified,
	}})
}
