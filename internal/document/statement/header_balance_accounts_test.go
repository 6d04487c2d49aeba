package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// TestBalancesOfTheRowsAccount: a statement that prints several accounts'
// balances before the one account with activity takes that account's
// balances and number, chosen by the arithmetic (its opening plus the
// rows is its closing), not the first printed.
func TestBalancesOfTheRowsAccount(t *testing.T) {
	hdr := []tl{
		L(40, C(40, "Prairie Valley Bank")),
		L(52, R(572, "Statement Period: 03/01/2026 - 03/31/2026")),
		L(80, C(40, "ACME WIDGETS LLC")),
		L(91, C(40, "45 OAK AVE")),
		L(102, C(40, "AUSTIN TX 78701")),
	}
	rows := func(y float64) []tl {
		return []tl{
			L(y, C(40, "Date"), C(100, "Description"), R(400, "Credits"), R(480, "Debits"), R(560, "Balance")),
			L(y+12, C(40, "03/02"), C(100, "STRIPE TRANSFER"), R(400, "500.00"), R(560, "2,500.00")),
			L(y+24, C(40, "03/05"), C(100, "RENT PAYMENT"), R(480, "300.00"), R(560, "2,200.00")),
			L(y+36, C(40, "03/09"), C(100, "SQUARE DEPOSIT"), R(400, "100.00"), R(560, "2,300.00")),
		}
	}
	page := func(ls ...[]tl) pdftext.Page {
		var all []tl
		for _, l := range ls {
			all = append(all, l...)
		}
		return mkPage(1, all...)
	}
	tests := []struct {
		name      string
		page      pdftext.Page
		wantLast4 string
	}{
		{"a summary table of accounts, savings first", page(hdr, []tl{
			L(130, C(40, "SUMMARY OF ACCOUNTS")),
			L(142, C(40, "Account"), C(200, "Number"), R(400, "Beginning Balance"), R(560, "Ending Balance")),
			L(154, C(40, "Business Savings"), C(200, "XXXXXX5678"), R(400, "10,000.00"), R(560, "10,012.50")),
			L(166, C(40, "Business Checking"), C(200, "XXXXXX1234"), R(400, "2,000.00"), R(560, "2,300.00")),
			L(200, C(40, "BUSINESS CHECKING XXXXXX1234")),
		}, rows(250)), "1234"},
		{"a savings section without activity first", page(hdr, []tl{
			L(60, R(572, "Primary Account: XXXXXX1234")),
			L(130, C(40, "Business Savings"), R(572, "Account Number XXXXXX5678")),
			L(142, C(40, "Beginning Balance"), R(560, "10,000.00")),
			L(154, C(40, "Ending Balance"), R(560, "10,000.00")),
			L(166, C(40, "No activity this period")),
			L(200, C(40, "Business Checking"), R(572, "Account Number XXXXXX1234")),
			L(212, C(40, "Beginning Balance"), R(560, "2,000.00")),
			L(224, C(40, "Ending Balance"), R(560, "2,300.00")),
		}, rows(250)), "1234"},
		{"a relationship summary with bare heads and a total of the accounts", page(hdr, []tl{
			L(60, R(572, "Relationship Number: 99887766")),
			L(130, C(40, "RELATIONSHIP SUMMARY")),
			L(142, C(40, "Deposit Accounts"), R(400, "Opening"), R(560, "Closing")),
			L(154, C(40, "Money Market XXXX5678"), R(400, "10,000.00"), R(560, "10,012.50")),
			L(166, C(40, "Business Checking XXXX1234"), R(400, "2,000.00"), R(560, "2,300.00")),
			L(178, C(40, "Total Deposit Accounts"), R(400, "12,000.00"), R(560, "12,312.50")),
			L(200, C(40, "Business Checking - XXXX1234")),
		}, rows(220)), "1234"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := parse(t, tt.page)
			if want := "2026-03-02 credit 500 STRIPE TRANSFER\n2026-03-05 debit 300 RENT PAYMENT\n2026-03-09 credit 100 SQUARE DEPOSIT"; types(r) != want {
				t.Fatalf("transactions:\n%s\nwant:\n%s", types(r), want)
			}
			if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != tt.wantLast4 {
				t.Errorf("last4 %v, want %s", r.AccountNumberLast4, tt.wantLast4)
			}
			if r.StartingBalance == nil || *r.StartingBalance != 2000 || r.EndingBalance == nil || *r.EndingBalance != 2300 {
				t.Errorf("balances %v %v, want 2000 2300", r.StartingBalance, r.EndingBalance)
			}
			if r.ParseQuality.Verdict != "verified" {
				t.Errorf("verdict %s, want verified (checks %+v)", r.ParseQuality.Verdict, r.Checks)
			}
		})
	}
}

// TestBalancesOfTheRowsAccountAmbiguous: two accounts whose balances would
// both close with the rows leave the header's, and a reading that does
// not reconcile stays needs_review.
func TestBalancesOfTheRowsAccountAmbiguous(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(40, "Prairie Valley Bank")),
		L(52, R(572, "Statement Period: 03/01/2026 - 03/31/2026")),
		L(80, C(40, "ACME WIDGETS LLC")),
		L(130, C(40, "Account"), C(200, "Number"), R(400, "Beginning Balance"), R(560, "Ending Balance")),
		L(142, C(40, "Business Savings"), C(200, "XXXXXX5678"), R(400, "9,000.00"), R(560, "9,050.00")),
		L(154, C(40, "Business Checking"), C(200, "XXXXXX1234"), R(400, "8,000.00"), R(560, "8,100.00")),
		L(166, C(40, "Reserve"), C(200, "XXXXXX9999"), R(400, "7,000.00"), R(560, "7,100.00")),
		L(200, C(40, "Date"), C(100, "Description"), R(400, "Credits"), R(480, "Debits")),
		L(212, C(40, "03/02"), C(100, "STRIPE TRANSFER"), R(400, "500.00")),
		L(224, C(40, "03/05"), C(100, "RENT PAYMENT"), R(480, "400.00")),
	))
	if r.StartingBalance == nil || *r.StartingBalance != 9000 {
		t.Errorf("starting balance %v, want the header's 9000 (no unique account)", r.StartingBalance)
	}
	if r.ParseQuality.Verdict != "needs_review" {
		t.Errorf("verdict %s, want needs_review", r.ParseQuality.Verdict)
	}
}
