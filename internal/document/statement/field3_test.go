package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestField3Conventions holds the conventions the field3 set (real US
// statements: online activity reports, BAI2 reports, scans) taught.
func TestField3Conventions(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name: "a one-day activity report listed newest first: the balance chain holds bottom-up",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Posted Date"), C(110, "Description"), R(400, "Credit"), R(480, "Debit"), R(560, "Balance")),
				L(232, C(40, "12/16/2025"), C(110, "ACH PAYMENT"), R(480, "$40.00"), R(560, "$160.00")),
				L(244, C(40, "12/16/2025"), C(110, "DEPOSIT"), R(400, "$50.00"), R(560, "$200.00")),
				L(256, C(40, "12/16/2025"), C(110, "ACH PAYMENT"), R(480, "$10.00"), R(560, "$150.00")),
				L(268, C(40, "12/16/2025"), C(110, "DEPOSIT"), R(400, "$60.00"), R(560, "$160.00")),
			)...)},
			want: "2025-12-16 debit 40 ACH PAYMENT\n2025-12-16 credit 50 DEPOSIT\n" +
				"2025-12-16 debit 10 ACH PAYMENT\n2025-12-16 credit 60 DEPOSIT",
			verdict: result.Verified,
		},
		{
			name: "a page's running title above its repeated column header is not the last row's wrap",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(180, C(40, "Beginning Balance"), R(300, "100.00")),
					L(192, C(40, "Ending Balance"), R(300, "60.00")),
					L(220, C(40, "Withdrawals and other debits")),
					L(232, C(40, "Date"), C(100, "Description"), R(560, "Amount")),
					L(244, C(40, "12/16/25"), C(100, "ACH PAYMENT UTILITY CO"), R(560, "-10.00")),
					L(256, C(40, "12/17/25"), C(100, "ACH PAYMENT PHONE CO"), R(560, "-20.00")),
				)...),
				mkPage(2,
					L(40, C(400, "Your checking account")),
					L(70, C(40, "Withdrawals and other debits - continued")),
					L(82, C(40, "Date"), C(100, "Description"), R(560, "Amount")),
					L(94, C(40, "12/18/25"), C(100, "ACH PAYMENT INSURER"), R(560, "-10.00")),
				),
			},
			want: "2025-12-16 debit 10 ACH PAYMENT UTILITY CO\n2025-12-17 debit 20 ACH PAYMENT PHONE CO\n" +
				"2025-12-18 debit 10 ACH PAYMENT INSURER",
			verdict: result.Verified,
		},
		{
			name: "a card's sub-list heading opens a section its subtotal closes",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "50.00")),
				L(220, C(40, "Withdrawals and other debits")),
				L(232, C(40, "Date"), C(100, "Description"), R(560, "Amount")),
				L(244, C(40, "12/16/25"), C(100, "ZELLE PAYMENT TO A FRIEND"), R(560, "-20.00")),
				L(256, C(40, "Card account # XXXX XXXX XXXX 7655")),
				L(268, C(40, "12/17/25"), C(100, "CHECKCARD GROCER"), R(560, "-10.00")),
				L(280, C(40, "12/18/25"), C(100, "CHECKCARD FUEL"), R(560, "-20.00")),
				L(292, C(40, "Subtotal for card account # XXXX XXXX XXXX 7655"), R(560, "-$30.00")),
				L(304, C(40, "Total withdrawals and other debits"), R(560, "-$50.00")),
			)...)},
			want: "2025-12-16 debit 20 ZELLE PAYMENT TO A FRIEND\n2025-12-17 debit 10 CHECKCARD GROCER\n" +
				"2025-12-18 debit 20 CHECKCARD FUEL",
			verdict: result.Verified,
		},
	})
}

// A portal's activity report names its customer on the line under the
// report's title, and a deposit's figure in the Check Number column is
// the deposit's own number, not a check.
func TestField3ActivityReport(t *testing.T) {
	page := mkPage(1,
		L(40, C(250, "Account Information Report")),
		L(54, C(280, "WFC Limited Partnership")),
		L(80, C(40, "December 16, 2025")),
		L(92, C(40, "Account: *6452 (Sm Bus Ckg)")),
		L(120, C(40, "Posted Date"), C(110, "Description"), C(250, "Check Number"), R(400, "Credit"), R(480, "Debit"), R(560, "Balance")),
		L(132, C(40, "12/16/2025"), C(110, "Deposit"), C(250, "611"), R(400, "$50.00"), R(560, "$150.00")),
		L(144, C(40, "12/16/2025"), C(110, "Check"), C(250, "1044"), R(480, "$20.00"), R(560, "$130.00")),
	)
	r := parse(t, page)
	if got, want := types(r), "2025-12-16 credit 50 Deposit\n2025-12-16 debit 20 CHECK #1044"; got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if r.AccountHolderName == nil || *r.AccountHolderName != "WFC Limited Partnership" {
		t.Errorf("holder %v, want the company under the report's title", str(r.AccountHolderName))
	}
}

// A business's mailing block may route its mail with a line between the
// name and the street (a branch's account, an attention line): the name
// above it is still the holder.
func TestField3MailingRoutingLine(t *testing.T) {
	page := mkPage(1,
		L(40, C(40, "First Example Bank")),
		L(52, R(572, "Statement Period: 12/15/2025 - 01/14/2026")),
		L(64, R(572, "Account Number: 0000-1111-2222")),
		L(100, C(40, "WORLD WIDGETS CORPORATION OF TN")),
		L(111, C(40, "NEW TAZEWELL ACCOUNT #851")),
		L(122, C(40, "PO BOX 6429")),
		L(133, C(40, "GREENVILLE SC 29606-6429")),
		L(180, C(40, "Beginning Balance"), R(300, "100.00")),
		L(192, C(40, "Ending Balance"), R(300, "130.00")),
		L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
		L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "30.00")),
	)
	r := parse(t, page)
	if r.AccountHolderName == nil || *r.AccountHolderName != "WORLD WIDGETS CORPORATION OF TN" {
		t.Errorf("holder %v, want the name above the routing line", str(r.AccountHolderName))
	}
}

// A scan's OCR joins a mailing block's "ACCOUNT #851" to the phone number
// printed beside it: the phone is no part of the account's number.
func TestField3PhoneAfterAccountNumber(t *testing.T) {
	page := mkPage(1,
		L(40, C(40, "First Example Bank")),
		L(52, R(572, "Statement Period: 12/15/2025 - 01/14/2026")),
		L(100, C(40, "WORLD WIDGETS CORPORATION OF TN"), C(200, "800-354-0182")),
		L(111, C(40, "NEW TAZEWELL ACCOUNT #851"), C(200, "606-248-4663")),
		L(122, C(40, "PO BOX 6429")),
		L(133, C(40, "GREENVILLE SC 29606-6429")),
		L(160, C(40, "Business Checking XXXXX5792"), R(300, "$130.00")),
		L(180, C(40, "Beginning Balance"), R(300, "100.00")),
		L(192, C(40, "Ending Balance"), R(300, "130.00")),
		L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
		L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "30.00")),
	)
	r := parse(t, page)
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "5792" {
		t.Errorf("last4 %v, want 5792 (not the phone's 4663)", str(r.AccountNumberLast4))
	}
}
