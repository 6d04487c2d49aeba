package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestFiguresInRunningText holds descriptions that quote a foreign amount
// or a fee in their text, as UK card rows do ("Sweden EUR 13.96 On 30 Dec
// at VISA Exchange Rate 1.15", "Non-Sterling Transaction Fee of £ 0.01"):
// the currency and its figure are words of the description, kept apart as
// printed, and the line that ends on them is more of the row.
func TestFiguresInRunningText(t *testing.T) {
	head := []tl{
		L(40, C(40, "Your transactions 12th Dec 2023 to 11th Jan 2024")),
		L(52, C(40, "Account number: 93986756")),
		L(100, C(40, "Date"), C(100, "Description"), R(430, "Money out"), R(500, "Money in"), R(570, "Balance")),
		L(112, C(40, "12th Dec"), C(100, "Balance brought forward from previous statement"), R(570, "100.00")),
	}
	tests := []oracleCase{
		{
			name: "a currency code and its figure inside a description stay two words",
			pages: []pdftext.Page{mkPage(1, append(head,
				L(124, C(40, "22 Dec"), C(100, "Card Payment to Xln Audio AB"), R(430, "12.51"), R(570, "87.49")),
				L(136, C(100, "Sweden EUR 13.96 On 30 Dec at")),
				L(148, C(100, "VISA Exchange Rate 1.15")),
				L(164, C(40, "23 Dec"), C(100, "Card Purchase Chess.Com Chess.Co"), R(430, "0.47"), R(570, "87.02")),
				L(176, C(100, "USA TRY 16.80 On 21 Dec at VISA")),
				L(188, C(100, "Transaction Fee of £ 0.01")),
				L(204, C(40, "24 Dec"), C(100, "Payment received"), R(500, "£ 2.98"), R(570, "90.00")),
			)...)},
			want: "2023-12-22 debit 12.51 Card Payment to Xln Audio AB Sweden EUR 13.96 On 30 Dec at VISA Exchange Rate 1.15\n" +
				"2023-12-23 debit 0.47 Card Purchase Chess.Com Chess.Co USA TRY 16.80 On 21 Dec at VISA Transaction Fee of £ 0.01\n" +
				"2023-12-24 credit 2.98 Payment received",
			verdict: result.Verified,
		},
	}
	runOracle(t, tests)
}

// TestWrapLinesOfEvenPitch: lines of one wrapped description printed at
// one pitch stay the row's, although the boxes of a line without
// descenders leave a wider gap under it than the next line's do (the
// engine's boxes are as tall as the glyphs).
func TestWrapLinesOfEvenPitch(t *testing.T) {
	p := mkPage(1,
		L(40, C(40, "Your transactions 12th Dec 2023 to 11th Jan 2024")),
		L(52, C(40, "Account number: 93986756")),
		L(100, C(40, "Date"), C(100, "Description"), R(430, "Money out"), R(500, "Money in"), R(570, "Balance")),
		L(112, C(40, "12th Dec"), C(100, "Balance brought forward from previous statement"), R(570, "100.00")),
		L(124, C(40, "22 Dec"), C(100, "Card Payment to Xln Audio AB"), R(430, "12.51"), R(570, "87.49")),
		L(136, C(100, "GBP AMOUNT INCLUDES A")),
		L(148, C(100, "Non-Sterling Transaction Fee of")),
		L(160, C(100, "0.36 charged")),
		L(176, C(40, "24 Dec"), C(100, "Payment received"), R(500, "2.51"), R(570, "90.00")),
	)
	for i, w := range p.Words {
		if w.Y0 == 136-8 {
			p.Words[i].Y1 = 136 // capitals only: no descender below the baseline
		}
	}
	runOracle(t, []oracleCase{{
		name:  "a line under one without descenders",
		pages: []pdftext.Page{p},
		want: "2023-12-22 debit 12.51 Card Payment to Xln Audio AB GBP AMOUNT INCLUDES A Non-Sterling Transaction Fee of 0.36 charged\n" +
			"2023-12-24 credit 2.51 Payment received",
		verdict: result.Verified,
	}})
}
