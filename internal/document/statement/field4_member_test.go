package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
)

// A credit union's core print (TruChoice FCU in field4): the rows' text
// is printed under "Transaction Type" beside Deposit and Withdrawal
// columns, a "#/ID" column holds a card's mask and merchant class or a
// deposit ticket's number, a "Transfer Acct" column the share a transfer
// went to, and the wrapped second line of a row runs on across the #/ID
// column with word spaces. An overdraft program's "PRIVILEGE PAY FEE" is
// an NSF fee.
func TestField4MemberLedgerColumns(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(360, "Statement of Account")),
		L(52, C(360, "From: 12/01/25 to 12/31/25")),
		L(90, C(40, "PAT Q MEMBER")),
		L(100, C(40, "12 ELM ST")),
		L(110, C(40, "PORTLAND, ME 04101")),
		L(150, C(40, "Transaction Detail")),
		L(162, C(40, "Date"), C(90, "Transaction Type"), C(250, "#/ID"), C(350, "Transfer Acct"), R(440, "Deposit"), R(510, "Withdrawal"), R(570, "Balance")),
		L(174, C(40, "12/01/25"), C(90, "* Beginning Balance *"), R(570, "$150.50")),
		L(186, C(40, "12/01/25"), C(90, "DBT/WDR*4336"), C(250, "**8532 :"), C(296, "Merch / Supp"), R(510, "$16.00-"), R(570, "$134.50")),
		L(196, C(96, "DIGITALOCEAN.COM DIGITALOCEAN. SOUTH PORTLAND ME")),
		L(208, C(40, "12/02/25"), C(90, "ACH/APPLECARD GSBANK"), R(510, "$145.00-"), R(570, "$-10.50")),
		L(218, C(96, "PAYMENT")),
		L(230, C(40, "12/02/25"), C(90, "PRIVILEGE PAY FEE"), R(510, "$30.00-"), R(570, "$-40.50")),
		L(240, C(96, "AVAIL BALANCE WAS $134.50 BEFORE ACH/APPLECARD GSBANK")),
		L(252, C(40, "12/03/25"), C(90, "CHECKING DEPOSIT"), C(250, "19"), R(440, "$90.00"), R(570, "$49.50")),
		L(264, C(40, "12/31/25"), C(90, "** Ending Balance **"), R(570, "$49.50")),
	))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	want := "2025-12-01 debit 16 DBT/WDR*4336 DIGITALOCEAN.COM DIGITALOCEAN. SOUTH PORTLAND ME\n" +
		"2025-12-02 debit 145 ACH/APPLECARD GSBANK PAYMENT\n" +
		"2025-12-02 debit 30 PRIVILEGE PAY FEE AVAIL BALANCE WAS $134.50 BEFORE ACH/APPLECARD GSBANK\n" +
		"2025-12-03 credit 90 CHECKING DEPOSIT"
	if got := types(r); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
	if r.NumberOfNSF == nil || *r.NumberOfNSF != 1 {
		t.Errorf("number_of_nsf %v, want 1", r.NumberOfNSF)
	}
}

// A membership summary lists every share with its balances, the savings
// share first ("000 PRIMARY SAVINGS … 25.00" over "100 CHECKING …
// 99.21"): the first figure under "Ending Balance" is one share's among
// several, and the ledger's own "* Beginning Balance *" and "** Ending
// Balance **" open and close the period.
func TestField4SharesTableClosing(t *testing.T) {
	r := parse(t,
		mkPage(1,
			L(40, C(360, "Statement of Account")),
			L(52, C(360, "From: 12/01/25 to 12/31/25")),
			L(90, C(40, "PAT Q MEMBER")),
			L(100, C(40, "12 ELM ST")),
			L(110, C(40, "PORTLAND, ME 04101")),
			L(140, C(40, "Suffix"), C(80, "Account Description"), R(400, "Beginning Balance"), R(500, "Ending Balance"), R(570, "Last Tran")),
			L(152, C(40, "000"), C(80, "PRIMARY SAVINGS"), R(400, "25.00"), R(500, "25.00"), R(570, "2/10/23")),
			L(164, C(40, "100"), C(80, "CHECKING"), R(400, "150.50"), R(500, "224.50"), R(570, "12/31/25")),
			L(200, C(40, "Date"), C(90, "Description"), R(440, "Deposit"), R(510, "Withdrawal"), R(570, "Balance")),
			L(212, C(40, "12/01/25"), C(90, "* Beginning Balance *"), R(570, "$150.50")),
			L(224, C(40, "12/01/25"), C(90, "DIGITALOCEAN.COM"), R(510, "$16.00-"), R(570, "$134.50")),
		),
		mkPage(2,
			L(60, C(40, "Date"), C(90, "Description"), R(440, "Deposit"), R(510, "Withdrawal"), R(570, "Balance")),
			L(72, C(40, "12/03/25"), C(90, "DIRECT DEPOSIT PAYROLL"), R(440, "$90.00"), R(570, "$224.50")),
			L(84, C(40, "12/31/25"), C(90, "** Ending Balance **"), R(570, "$224.50")),
		),
	)
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	if r.EndingBalance == nil || *r.EndingBalance != 224.50 || r.StartingBalance == nil || *r.StartingBalance != 150.50 {
		t.Errorf("balances %v %v, want 150.50 224.50", r.StartingBalance, r.EndingBalance)
	}
}

// A ledger that dates only a day's first row prints a payroll batch's
// row on two lines, its first line a row's pitch below the row above
// and its second, which carries the amount, a wrapped line's pitch under
// it and set in ("Direct Deposits (PDS) service total" over "PAY
// EMP-VENDOR 3,334.23"; RBC in field4). The first line opens that row;
// it is no wrap of the deposit above. Words that would title a section
// ("Deposits") do not stop it.
func TestField4CellFirstLineOverUndatedRow(t *testing.T) {
	r := parse(t, mkPage(1, stmtHeader(40,
		L(120, C(40, "Opening balance"), R(300, "100.00")),
		L(132, C(40, "Closing balance"), R(300, "55.00")),
		L(170, C(40, "Date"), C(90, "Description"), R(380, "Debits"), R(460, "Credits"), R(560, "Balance")),
		L(184, C(40, "08 Jan"), C(90, "MC DEP 0578"), R(460, "10.00")),
		L(198, C(90, "EF0106 0578"), R(460, "5.00"), R(560, "115.00")),
		L(212, C(90, "Direct Deposits (PDS) service total")),
		L(223.5, C(94, "PAY EMP-VENDOR"), R(380, "60.00"), R(560, "55.00")),
	)...))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	want := "2026-01-08 credit 10 MC DEP 0578\n2026-01-08 credit 5 EF0106 0578\n2026-01-08 debit 60 Direct Deposits (PDS) service total PAY EMP-VENDOR"
	if got := types(r); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}

// A value date is a cell of its own left of the description: a narrative
// centred under its label starts left of it, a column's gap after the
// value date, and is the description whole (ReportLab narrative in
// field2; the #/ID rule above must not take "ONLINE" into the date's
// cell).
func TestOtherCellLeftOfDescription(t *testing.T) {
	r := parse(t, mkPage(1, stmtHeader(40,
		L(120, C(40, "Opening balance"), R(300, "100.00")),
		L(132, C(40, "Closing balance"), R(300, "600.00")),
		L(170, C(20, "Posting Date"), C(100, "Value Date"), C(240, "Narrative"), R(440, "Debit Amount"), R(530, "Credit Amount"), R(594, "Balance")),
		L(184, C(20, "12/20/2025"), C(100, "12/20/2025"), C(190, "ONLINE TRANSFER FROM SAVINGS"), R(530, "500.00"), R(594, "600.00")),
	)...))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	if got, want := types(r), "2025-12-20 credit 500 ONLINE TRANSFER FROM SAVINGS"; got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
}
