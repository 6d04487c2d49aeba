package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleGreenBarCompactDates: a core system's print with POST DATE /
// EFF DATE as six bare digits (MMDDYY), a header on two lines ("POST EFF
// TRAN" over "DATE DATE CODE DESCRIPTION …") repeated on every page, and
// an indented second description line that falls atop the next page under
// the repeated header: the dates are read, and the second line stays with
// its row.
func TestOracleGreenBarCompactDates(t *testing.T) {
	head := func(y float64) []tl {
		return []tl{
			L(y, C(28, "POST"), C(98, "EFF"), C(168, "TRAN")),
			L(y+11, C(28, "DATE"), C(98, "DATE"), C(168, "CODE"), C(238, "DESCRIPTION"), R(450, "DEBITS"), R(520, "CREDITS"), R(590, "BALANCE")),
		}
	}
	p1 := append(stmtHeader(20), head(110)...)
	p1 = append(p1,
		L(140, C(238, "BEGINNING BALANCE"), R(590, "1,000.00")),
		L(151, C(28, "121625"), C(98, "121625"), C(168, "0150"), C(238, "ACH CREDIT CLOVER DEPOSIT"), R(520, "500.00"), R(590, "1,500.00")),
		L(162, C(250, "MID 444516548580")),
		L(173, C(28, "121725"), C(98, "121625"), C(168, "0140"), C(238, "ACH DEBIT NORTHWIND DAILY PMT"), R(450, "100.00"), R(590, "1,400.00")),
	)
	p2 := append([]tl{L(20, C(28, "First Example Bank")), L(32, R(572, "Account Number: 0000-1111-2222"))}, head(110)...)
	p2 = append(p2,
		L(140, C(250, "ID NW4001 TRACE 253964493656590")),
		L(151, C(28, "121825"), C(98, "121825"), C(168, "0470"), C(238, "CHECK 5518"), R(450, "250.00"), R(590, "1,150.00")),
		L(162, C(238, "ENDING BALANCE"), R(590, "1,150.00")),
	)
	runOracle(t, []oracleCase{{
		name:  "six-digit dates, second line over the page break",
		pages: []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...)},
		want: "2025-12-16 credit 500 ACH CREDIT CLOVER DEPOSIT MID 444516548580\n" +
			"2025-12-17 debit 100 ACH DEBIT NORTHWIND DAILY PMT ID NW4001 TRACE 253964493656590\n" +
			"2025-12-18 debit 250 CHECK #5518",
		verdict: result.Verified,
	}})
}
