package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestInternationalConventions holds conventions of statements from
// outside the US, UK and Oceania (Indian, Malaysian, Indonesian, Dutch
// banks), each read from a few synthetic lines.
func TestInternationalConventions(t *testing.T) {
	tests := []oracleCase{
		{
			name: "whole amounts signed 'Rs.' and a Status column that says DEPOSIT or WITHDRAWAL",
			pages: []pdftext.Page{mkPage(1,
				L(40, C(200, "Example MC Bank")),
				L(60, C(40, "Name: RAM KUMAR")),
				L(72, C(40, "Account number: 1234567890")),
				L(100, C(40, "Date"), C(110, "Particulars"), C(250, "Amount"), C(330, "Status"), C(420, "Balance")),
				L(112, C(40, "20/08/2025"), C(110, "BY CASH"), C(250, "Rs. 2000"), C(330, "DEPOSIT"), C(420, "Rs. 5000")),
				L(124, C(40, "21/08/2025"), C(110, "ATM Withdrawal"), C(250, "Rs. 1000"), C(330, "WITHDRAWAL"), C(385, "Rs. 4000")),
				L(136, C(40, "22/08/2025"), C(110, "TO SHYAM"), C(250, "Rs. 1500"), C(330, "WITHDRAWAL"), C(420, "Rs. 2500")),
			)},
			want:    "2025-08-20 credit 2000 BY CASH\n2025-08-21 debit 1000 ATM Withdrawal\n2025-08-22 debit 1500 TO SHYAM",
			verdict: result.Verified,
		},
	}
	runOracle(t, tests)
}

// TestHeaderCurrencyIntl reads the currency of statements that print no
// ISO code beside their amounts: a letter sign, a label in another
// language or with the currency's name, the country's legal forms and
// bank codes.
func TestHeaderCurrencyIntl(t *testing.T) {
	tests := []struct {
		name  string
		lines []tl
		want  string
	}{
		{"Malaysian bank's legal form", []tl{L(40, C(200, "PUBLIC BANK BERHAD")), L(52, C(40, "Account Number: 1234567890"))}, "MYR"},
		{"Indian IFSC branch code", []tl{L(40, C(40, "IFSC Code SBIN0016215")), L(52, C(40, "Available Balance 1366575.54"))}, "INR"},
		{"currency label with the currency's name", []tl{L(40, C(40, "Currency Indian Rupees"))}, "INR"},
		{"Indonesian currency label", []tl{L(40, C(40, "Mata Uang: IDR")), L(52, C(40, "Saldo Awal: Rp. 1.000,00"))}, "IDR"},
		{"rupee amounts in letters", []tl{L(40, C(40, "Opening balance Rs. 2,000.00"))}, "INR"},
		{"ringgit amounts", []tl{L(40, C(40, "Opening balance RM 2,000.00"))}, "MYR"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := headerOf(nil, mkPage(1, append(tc.lines, ledger(200)...)...))
			if f.Currency != tc.want {
				t.Errorf("currency %q, want %q", f.Currency, tc.want)
			}
		})
	}
}
