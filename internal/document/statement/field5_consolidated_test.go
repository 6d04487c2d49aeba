package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// consolidatedLike is a consolidated statement: page one a summary of
// balances with a statement date, a notice that names the bank by its
// registered name and dates a change "With effect from August 2018";
// page two one ledger per account between dated "BALANCE FROM PREVIOUS
// STATEMENT" and "CLOSING BALANCE" rows, dates without a year.
func consolidatedLike() []pdftext.Page {
	p1 := mkPage(1,
		L(40, C(330, "Statement Date: 06 Dec 2025 Page: 1 of 2")),
		L(52, C(40, "Consolidated Statement")),
		L(80, C(60, "JANE CITIZEN")),
		L(90, C(60, "7/F NO. 9 NAM ON STREET")),
		L(100, C(60, "HONG KONG")),
		L(140, C(40, "Your Account Balances")),
		L(152, C(40, "Integrated Account - Savings 420-8-733919-1"), R(560, "7.06")),
		L(500, C(40, "With immediate effect, Sample Harbour Bank (Hong Kong) Limited will need customer consent to use deposit information.")),
		L(512, C(40, "With effect from August 2018, the Relationship Balance of your personal account will include other balances.")),
	)
	p2 := mkPage(2,
		L(40, C(300, "Statement Date: 06 Dec 2025 Page: 2 of 2")),
		L(70, C(40, "INTEGRATED ACCOUNT - SAVINGS: 420-8-733919-1")),
		L(90, C(50, "Date"), C(90, "Description"), R(420, "Deposit"), R(490, "Withdrawal"), R(560, "Balance")),
		L(102, C(50, "07 Nov"), C(90, "BALANCE FROM PREVIOUS STATEMENT"), R(560, "6.06")),
		L(114, C(50, "13 Nov"), C(90, "TRANSFER DEPOSIT NTRF"), R(420, "700.00"), R(560, "706.06")),
		L(126, C(50, "22 Nov"), C(90, "TRANSFER WITHDRAWAL NTRF"), R(490, "699.00"), R(560, "7.06")),
		L(138, C(50, "06 Dec"), C(90, "CLOSING BALANCE"), R(560, "7.06")),
	)
	return []pdftext.Page{p1, p2}
}

// TestField5Consolidated: the period is the ledgers' dated opening and
// closing rows (the year from page one's statement date), not the
// notice's "August 2018"; the bank is the registered name of the notice.
func TestField5Consolidated(t *testing.T) {
	r := parse(t, consolidatedLike()...)
	if got := deref(r.PeriodStart) + " " + deref(r.PeriodEnd); got != "2025-11-07 2025-12-06" {
		t.Errorf("period = %s, want 2025-11-07 2025-12-06", got)
	}
	if got := deref(r.BankName); got != "Sample Harbour Bank (Hong Kong) Limited" {
		t.Errorf("bank = %q", got)
	}
	want := "2025-11-13 credit 700 TRANSFER DEPOSIT NTRF\n2025-11-22 debit 699 TRANSFER WITHDRAWAL NTRF"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	for _, c := range []struct{ in, want string }{
		{"Payments to Example Bank Ltd and Other Bank plc are free.", ""},
		{"Issued by Harbour Bank plc.", "Harbour Bank plc"},
	} {
		if got := bankFromRegisteredName(buildLines(mkPage(1, L(40, C(40, c.in))))); got != c.want {
			t.Errorf("bankFromRegisteredName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
