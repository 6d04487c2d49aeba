package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestUKFurniture holds UK statement lines that are not part of a row: a
// dated "Balance brought forward" line above an undated row, and a
// running header that prints "Page number: 3 of 3".
func TestUKFurniture(t *testing.T) {
	head := func(y float64) []tl {
		return []tl{
			L(y, C(40, "Date"), C(100, "Description"), R(430, "Money in"), R(500, "Money out"), R(570, "£ Balance")),
		}
	}
	tests := []oracleCase{
		{
			name: "a dated balance brought forward does not start the next row's description",
			pages: []pdftext.Page{mkPage(1, append(append([]tl{
				L(40, C(40, "Your transactions 12th Feb 2022 to 11th Mar 2022")),
				L(52, C(40, "Account number: 123456789")),
			}, head(100)...),
				L(112, C(40, "12th Feb"), C(100, "Balance brought forward from previous statement"), R(570, "2,937.11")),
				L(124, C(100, "DIRECT DEBIT PAYMENT TO PAYPAL"), R(500, "32.56"), R(570, "2,904.55")),
				L(136, C(40, "16th Feb"), C(100, "BANK GIRO CREDIT"), R(430, "375.90"), R(570, "3,280.45")),
			)...)},
			want:    "2022-02-12 debit 32.56 DIRECT DEBIT PAYMENT TO PAYPAL\n2022-02-16 credit 375.9 BANK GIRO CREDIT",
			verdict: result.Verified,
		},
		{
			name: "a running header with 'Page number: 2 of 2' does not run on the last row of the page before",
			pages: []pdftext.Page{
				mkPage(1, append(append([]tl{
					L(30, C(330, "Account name: MR JOHN CITIZEN")),
					L(60, C(40, "Your transactions 12th Feb 2022 to 11th Mar 2022")),
					L(72, C(40, "Account number: 123456789")),
				}, head(100)...),
					L(112, C(40, "12th Feb"), C(100, "Balance brought forward from previous statement"), R(570, "2,937.11")),
					L(124, C(40, "13th Feb"), C(100, "DIRECT DEBIT PAYMENT TO PAYPAL"), R(500, "32.56"), R(570, "2,904.55")),
				)...),
				mkPage(2, append([]tl{
					L(30, C(330, "Account name: MR JOHN CITIZEN")),
					L(42, C(330, "Statement number: 03/2022 Page number: 2 of 2")),
				}, append(head(80),
					L(92, C(40, "16th Feb"), C(100, "BANK GIRO CREDIT"), R(430, "375.90"), R(570, "3,280.45")),
				)...)...),
			},
			want:    "2022-02-13 debit 32.56 DIRECT DEBIT PAYMENT TO PAYPAL\n2022-02-16 credit 375.9 BANK GIRO CREDIT",
			verdict: result.Verified,
		},
	}
	runOracle(t, tests)
}

// TestStampOverRows: the words of a stamp set at an angle over the rows
// (pdftext.Word.Slanted) join no description; one drifting word alone on
// a page is still read.
func TestStampOverRows(t *testing.T) {
	page := func(stampWords int) pdftext.Page {
		p := mkPage(1,
			L(40, C(40, "Account Number: 1561889316")),
			L(52, C(40, "From Date: 03/06/2023 To Date: 30/06/2023")),
			L(100, C(40, "Date"), C(100, "Description"), R(500, "Money Out (R)"), R(570, "Balance (R)")),
			L(112, C(40, "03/06/2023"), C(100, "Gautrain Gauteng"), R(500, "-65.00"), R(570, "2 795.35")),
			L(124, C(40, "04/06/2023"), C(100, "Payment Fee"), R(500, "-1.00"), R(570, "2 794.35")),
		)
		for i := 0; i < stampWords; i++ {
			p.Words = append(p.Words, pdftext.Word{Text: []string{"Branch:", "470010"}[i], X0: 200 + 40*float64(i), Y0: 110, X1: 235 + 40*float64(i), Y1: 124, Slanted: true})
		}
		return p
	}
	r := parse(t, page(2))
	if got := types(r); got != "2023-06-03 debit 65 Gautrain Gauteng\n2023-06-04 debit 1 Payment Fee" {
		t.Errorf("with a stamp over the rows:\n%s", got)
	}
	r = parse(t, page(1))
	if got := types(r); got == "2023-06-03 debit 65 Gautrain Gauteng\n2023-06-04 debit 1 Payment Fee" {
		t.Errorf("one drifting word alone was dropped:\n%s", got)
	}
}
