package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestUKPaymentTypeSubColumn: a UK business account's "Payment type and
// details" column prints the payment type code (DD, VIS, CR, DR) in a
// sub-column of its own before the details: the code is the row's type,
// not description; "CHQ 100231" stays a check; a lone "D" after a balance
// marks it overdrawn; the account number in a running header followed by
// the period's first day ("71834526   1 January 2026") keeps its own
// digits. (devblind3 uk-business.)
func TestUKPaymentTypeSubColumn(t *testing.T) {
	page := func(label string) pdftext.Page {
		return mkPage(1,
			L(30, C(40, "Your Business Current Account details"), C(230, "Sort Code 40-19-27"), C(330, "Account Number 71834526"), C(450, "1 January 2026 to 31 January 2026")),
			L(60, C(40, "CORNER CAFE LTD")),
			L(100, C(40, "Date"), C(100, label), R(400, "Paid out"), R(480, "Paid in"), R(560, "Balance")),
			L(112, C(40, "01 Jan 26"), C(100, "BALANCE BROUGHT FORWARD"), R(560, "150.00")),
			L(124, C(40, "02 Jan 26"), C(100, "DD"), C(130, "HARBOUR CAPITAL"), R(400, "145.00")),
			L(133, C(130, "BCA REPAY HC4471")),
			L(144, C(100, "VIS"), C(130, "SHELL HORNSEY RD"), R(400, "378.13"), R(560, "373.13 D")),
			L(153, C(130, "LONDON")),
			L(164, C(40, "05 Jan 26"), C(100, "CR"), C(130, "DOJO"), R(480, "843.14")),
			L(173, C(130, "SETTLEMENT 17105954")),
			L(184, C(100, "CHQ"), C(130, "100231"), R(400, "100.00")),
			L(196, C(100, "DR"), C(130, "UNPAID ITEM CHARGE"), R(400, "25.00"), R(560, "345.01")),
			L(208, C(40, "05 Jan 26"), C(100, "BALANCE CARRIED FORWARD"), R(560, "345.01")),
		)
	}
	r := parse(t, page("Payment type and details"))
	want := "2026-01-02 debit 145 HARBOUR CAPITAL BCA REPAY HC4471\n" +
		"2026-01-02 debit 378.13 SHELL HORNSEY RD LONDON\n" +
		"2026-01-05 credit 843.14 DOJO SETTLEMENT 17105954\n" +
		"2026-01-05 debit 100 CHECK #100231\n" +
		"2026-01-05 debit 25 UNPAID ITEM CHARGE"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("verdict %s %v, want verified", v, failed)
	}
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "4526" {
		t.Errorf("account_number_last4 = %v, want 4526", fmtPtr(r.AccountNumberLast4))
	}
	// The code is only a type in its own sub-column under a label that
	// names it: under a plain "Description" the word stays.
	got := types(parse(t, page("Description")))
	if want := "2026-01-02 debit 145 DD HARBOUR CAPITAL BCA REPAY HC4471"; len(got) < len(want) || got[:len(want)] != want {
		t.Errorf("under a plain Description:\n%s", got)
	}
}

// TestLoanSectionSetAside: a credit union prints the member's loan after
// the share draft — a title naming the loan, its Previous Balance, New
// Balance, payoff and interest, and its payment table. The loan's
// balances are not the share draft's: the result closes at the share
// draft's New Balance, reconciles, and the loan's Previous Balance is no
// second account's opening. (devblind3 cu-dividends.)
func TestLoanSectionSetAside(t *testing.T) {
	pages := []pdftext.Page{
		mkPage(1,
			L(30, C(40, "Example Federal Credit Union")),
			L(42, C(40, "Member Number 448210"), C(200, "Statement Period 06/01/2026 - 06/30/2026"), C(450, "Account 4482100012")),
			L(70, C(40, "DELGADO TAQUERIA LLC")),
			L(110, C(40, "0012 BUSINESS SHARE DRAFT")),
			L(124, C(40, "Trans Date"), C(90, "Post Date"), C(140, "Description"), R(420, "Withdrawals"), R(490, "Deposits"), R(560, "Balance")),
			L(136, C(40, "06/01"), C(90, "06/01"), C(140, "Previous Balance"), R(560, "1,000.00")),
			L(148, C(40, "06/01"), C(90, "06/02"), C(140, "ACH Deposit CLOVER SETTLEMENT"), R(490, "500.00"), R(560, "1,500.00")),
			L(160, C(40, "06/03"), C(90, "06/03"), C(140, "ACH Debit GUSTO NET PAY"), R(420, "-200.00"), R(560, "1,300.00")),
			L(172, C(40, "06/16"), C(90, "06/16"), C(140, "Transfer To Loan 0040 Business Vehicle Loan"), R(420, "-612.44"), R(560, "687.56")),
		),
		mkPage(2,
			L(42, C(40, "Member Number 448210"), C(200, "Statement Period 06/01/2026 - 06/30/2026"), C(450, "Account 4482100012")),
			L(124, C(40, "Trans Date"), C(90, "Post Date"), C(140, "Description"), R(420, "Withdrawals"), R(490, "Deposits"), R(560, "Balance")),
			L(136, C(40, "06/30"), C(90, "06/30"), C(140, "Business Account Service Fee"), R(420, "-10.00"), R(560, "677.56")),
			L(184, C(40, "06/30"), C(90, "06/30"), C(140, "New Balance"), R(560, "677.56")),
			L(210, C(40, "0040 BUSINESS VEHICLE LOAN")),
			L(222, C(40, "Previous Balance"), R(250, "18,402.17"), C(300, "Interest Rate"), R(560, "7.490%")),
			L(234, C(40, "Payment Amount"), R(250, "612.44"), C(300, "Next Payment Due"), R(560, "07/16/2026")),
			L(246, C(40, "New Balance"), R(250, "17,888.27"), C(300, "Payoff Amount as of 06/30/2026"), R(560, "17,921.40")),
			L(270, C(40, "Date"), C(100, "Description"), R(380, "Payment"), R(440, "Principal"), R(500, "Interest"), R(560, "Balance")),
			L(282, C(40, "06/16"), C(100, "Payment From Share 0012"), R(380, "612.44"), R(440, "513.90"), R(500, "98.54"), R(560, "17,888.27")),
		),
	}
	r := parse(t, pages...)
	if r.EndingBalance == nil || *r.EndingBalance != 677.56 {
		t.Errorf("ending_balance = %v, want 677.56", fmtPtr(r.EndingBalance))
	}
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("verdict %s %v, want verified; checks %+v", v, failed, r.Checks)
	}
	for _, c := range r.Checks {
		if c.Name == "single_account" && !c.Passed {
			t.Errorf("single_account failed: %s", c.Detail)
		}
	}
	if len(r.Transactions) != 4 {
		t.Errorf("%d transactions, want the share draft's 4:\n%s", len(r.Transactions), types(r))
	}
	if !loanTitle(line{Words: []pdftext.Word{{Text: "COMMERCIAL"}, {Text: "REAL"}, {Text: "ESTATE"}, {Text: "LOAN"}, {Text: "Loan"}, {Text: "Number"}, {Text: "880075648559"}}}) {
		t.Error("a loan's title with its number is no loan title")
	}
	for _, s := range [][]string{{"Transfer", "To", "Loan", "0040", "612.44"}, {"Loan", "payments", "are", "due", "on", "the", "1st"}} {
		var ws []pdftext.Word
		for _, x := range s {
			ws = append(ws, pdftext.Word{Text: x})
		}
		if loanTitle(line{Words: ws}) {
			t.Errorf("%v read as a loan's title", s)
		}
	}
}

// fmtPtr prints what a pointer holds, or nil.
func fmtPtr[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}
