package statement

import "testing"

// TestShareNumberFromSummary: shares titled by their suffix alone
// ("Account S10") take the account number the summary of accounts prints
// beside the same suffix, not the suffix.
func TestShareNumberFromSummary(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(120, C(40, "SUMMARY OF ACCOUNTS")),
			L(132, C(40, "S01 Share Savings"), C(200, "XXXXXX5331"), R(400, "500.00"), R(560, "501.00")),
			L(144, C(40, "S10 Business Share Draft"), C(200, "XXXXXX3373"), R(400, "100.00"), R(560, "150.00")),
			L(170, C(40, "SHARE SAVINGS"), R(572, "Account S01")),
			L(182, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
			L(194, C(40, "12/15"), C(120, "PREVIOUS BALANCE"), R(560, "500.00")),
			L(206, C(40, "12/31"), C(120, "DIVIDEND"), R(470, "1.00 CR"), R(560, "501.00")),
			L(240, C(40, "BUSINESS SHARE DRAFT"), R(572, "Account S10")),
			L(252, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
			L(264, C(40, "12/15"), C(120, "PREVIOUS BALANCE"), R(560, "100.00")),
			L(276, C(40, "12/16"), C(120, "ACH DEPOSIT STRIPE"), R(470, "70.00 CR"), R(560, "170.00")),
			L(288, C(40, "12/17"), C(120, "DRAFT 1285"), R(470, "20.00 DR"), R(560, "150.00")),
		)...),
	)
	if want := "2025-12-16 credit 70 ACH DEPOSIT STRIPE\n2025-12-17 debit 20 CHECK #1285"; types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "3373" {
		t.Errorf("account last4 %v, want 3373", r.AccountNumberLast4)
	}
}

// TestShareIDBeforeTitle: a share ID printed before its title ("ID 0010
// BUSINESS SHARE DRAFT") names the sub-account, not an account number:
// the result's number is the member account number the header prints.
func TestShareIDBeforeTitle(t *testing.T) {
	r := parse(t,
		mkPage(1,
			L(40, C(40, "Kettle Example Credit Union")),
			L(52, R(572, "Statement Period 12/15/25 - 01/14/26")),
			L(64, R(572, "Account Number ********1063")),
			L(80, C(40, "ACME WIDGETS LLC")),
			L(91, C(40, "45 OAK AVE")),
			L(102, C(40, "AUSTIN TX 78701")),
			L(170, C(40, "ID 0000 SHARE SAVINGS")),
			L(182, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
			L(194, C(40, "12/15"), C(120, "Beginning Balance"), R(560, "500.00")),
			L(206, C(40, "12/31"), C(120, "Deposit Dividend"), R(470, "1.00"), R(560, "501.00")),
			L(218, C(40, "01/14"), C(120, "Ending Balance"), R(560, "501.00")),
			L(240, C(40, "ID 0010 BUSINESS SHARE DRAFT")),
			L(252, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
			L(264, C(40, "12/15"), C(120, "Beginning Balance"), R(560, "100.00")),
			L(276, C(40, "12/16"), C(120, "Deposit ACH STRIPE"), R(470, "70.00"), R(560, "170.00")),
			L(288, C(40, "12/17"), C(120, "Withdrawal POS"), R(470, "-20.00"), R(560, "150.00")),
			L(300, C(40, "01/14"), C(120, "Ending Balance"), R(560, "150.00")),
		),
	)
	if want := "2025-12-16 credit 70 Deposit ACH STRIPE\n2025-12-17 debit 20 Withdrawal POS"; types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "1063" {
		t.Errorf("account last4 %v, want 1063", r.AccountNumberLast4)
	}
}

// TestShareAccountNumber: a credit union share keyed by its suffix takes
// the number printed beside the suffix, else the member number (shares
// are suffixes of it); the suffix itself is never the last four.
func TestShareAccountNumber(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []tl
		want  string
	}{
		{"number beside the suffix", []tl{L(40, C(40, "S10 Business Share Draft XXXXXX3373"))}, "3373"},
		{"the member number", []tl{L(40, R(572, "Member Number: 0000882144")), L(60, C(40, "SHARE DRAFT CHECKING - S10"))}, "2144"},
		{"nothing printed: no last four, not the suffix", []tl{L(60, C(40, "SHARE DRAFT CHECKING - S10"))}, ""},
	} {
		all := buildLines(mkPage(1, c.lines...))
		if got := accountNumber(all, "S10", ""); got != c.want {
			t.Errorf("%s: accountNumber = %q, want %q", c.name, got, c.want)
		}
	}
}
