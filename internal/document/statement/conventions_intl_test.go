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
		{
			name: "lakh digit grouping, a Cheque/Reference column of transfer references, and the Summary box under the table",
			pages: []pdftext.Page{mkPage(1,
				L(40, C(40, "Account # 0212034022")),
				L(52, C(40, "Currency Indian Rupees")),
				L(64, C(40, "01 Jan, 2025 - 31 Jan, 2025")),
				L(100, C(40, "DATE"), C(100, "TRANSACTION DETAILS"), C(260, "CHEQUE/REFERENCE#"), C(390, "DEBIT"), C(460, "CREDIT"), C(540, "BALANCE")),
				L(112, C(40, "01 Jan, 2025"), C(100, "OPENING BALANCE"), R(490, "+8,65,352.79"), R(590, "8,65,352.79")),
				L(124, C(40, "06 Jan, 2025"), C(100, "Recd:IMPS/500613383128/PARBATI"), C(260, "IMPS-500613477699"), R(490, "+10,000.00"), R(590, "8,75,352.79")),
				L(136, C(40, "07 Jan, 2025"), C(100, "PCD/4688/AUTO SERVICE"), C(260, "500705320540"), R(420, "-1,000.00"), R(590, "8,74,352.79")),
				L(160, C(40, "SUMMARY")),
				L(172, C(40, "Saving Account(s)"), C(200, "Opening balance"), R(420, "8,65,352.79")),
				L(184, C(200, "Total debited 1 Transactions"), R(420, "-1,000.00")),
				L(196, C(200, "Total credited 1 Transactions"), R(420, "+10,000.00")),
				L(208, C(200, "Closing balance"), R(420, "8,74,352.79")),
			)},
			want:    "2025-01-06 credit 10000 Recd:IMPS/500613383128/PARBATI\n2025-01-07 debit 1000 PCD/4688/AUTO SERVICE",
			verdict: result.Verified,
		},
		{
			name: "a 'Transaction Reference' text column, '-' in empty cells and 'null' placeholders",
			pages: []pdftext.Page{mkPage(1,
				L(40, C(40, "Account Number 44231621439")),
				L(52, C(40, "IFS Code SBIN0012771")),
				L(100, C(40, "Date"), C(100, "Transaction Reference"), C(300, "Ref.No./Chq.No."), C(400, "Credit"), C(460, "Debit"), C(530, "Balance")),
				L(112, C(20, "Your"), C(44, "null"), C(60, "Opening"), C(96, "Balance on 01-01-25:"), R(250, "1381430.80"), C(380, "null")),
				L(124, C(40, "02-01-25"), C(100, "UPI/DR/500284213383/Vodafone/UPI"), R(370, "-"), R(440, "-"), R(490, "695.00"), R(570, "1380735.80")),
				L(136, C(40, "06-01-25"), C(100, "ATM CASH SEAWOODS"), R(370, "-"), R(440, "-"), R(490, "5000.00"), R(570, "1375735.80")),
				L(150, C(20, "Your Closing Balance on 31-01-25: 1375735.80")),
			)},
			want:    "2025-01-02 debit 695 UPI/DR/500284213383/Vodafone/UPI\n2025-01-06 debit 5000 ATM CASH SEAWOODS",
			verdict: result.Verified,
		},
	}
	runOracle(t, tests)
}

// TestBankFromCode names the bank from the IFSC or BIC code its header
// prints when its name is only in a logo image.
func TestBankFromCode(t *testing.T) {
	tests := []struct {
		name  string
		lines []tl
		want  string
	}{
		{"IFSC", []tl{L(40, C(40, "Nominee VIVEK KUMAR")), L(52, C(300, "IFSC KKBK0001421")), L(64, C(40, "Currency Indian Rupees"))}, "Kotak Mahindra Bank"},
		{"IFS Code", []tl{L(40, C(40, "IFS Code SBIN0012771"))}, "State Bank of India"},
		{"BIC", []tl{L(40, C(40, "IBAN / Rekeningnummer")), L(52, C(40, "NL13 RABO 0122 1186 50 EUR"), C(300, "BIC RABONL2U"))}, "Rabobank"},
		{"an unknown code names nothing", []tl{L(40, C(40, "IFSC ZZZZ0001421"))}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := headerOf(nil, mkPage(1, append(tc.lines, ledger(200)...)...))
			if f.Bank != tc.want {
				t.Errorf("bank %q, want %q", f.Bank, tc.want)
			}
		})
	}
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

// TestEmptyLinkedProductIsOneAccount: a linked product printed empty
// under the account's summary ("Sweep TD Opening balance 0.00") is not a
// second account.
func TestEmptyLinkedProductIsOneAccount(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Opening Balance"), R(300, "100.00")),
		L(162, C(40, "Closing Balance"), R(300, "80.00")),
		L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
		L(192, C(40, "12/16"), C(100, "UTILITY"), R(470, "-20.00"), R(560, "80.00")),
		L(220, C(40, "Sweep TD"), C(200, "Opening balance"), R(420, "0.00")),
		L(232, C(200, "Closing balance"), R(420, "0.00")),
	)...))
	for _, c := range r.Checks {
		if c.Name == "single_account" && !c.Passed {
			t.Errorf("single_account failed: %+v", c)
		}
	}
}
