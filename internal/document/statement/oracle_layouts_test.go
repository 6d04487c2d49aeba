package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleLayouts holds layout conventions of whole families of
// statements, each read so that the statement's own arithmetic closes.
func TestOracleLayouts(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name: "ledger and collected balances side by side: the ledger one is the running balance",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Opening Ledger Balance"), R(300, "1,000.00")),
				L(192, C(40, "Closing Ledger Balance"), R(300, "1,250.00")),
				L(220, C(40, "Date"), C(100, "Description"), C(230, "Bank"), R(380, "Debits"), R(440, "Credits"), R(500, "Ledger"), R(570, "Collected")),
				L(229, C(230, "Reference"), R(500, "Balance"), R(570, "Balance")),
				L(244, C(40, "12/16/25"), C(100, "DEPOSIT"), C(230, "FM0001"), R(440, "300.00"), R(500, "1,300.00"), R(570, "1,000.00")),
				L(256, C(40, "12/17/25"), C(100, "UTILITY"), C(230, "FM0002"), R(380, "50.00"), R(500, "1,250.00"), R(570, "1,250.00")),
			)...)},
			want:    "2025-12-16 credit 300 DEPOSIT\n2025-12-17 debit 50 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "two-line blocks: description and signed amount over date, kind and balance; a $0.00 block is a notice",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning balance on Dec 15, 2025"), R(560, "$100.00")),
				L(192, C(40, "Ending balance on Jan 14, 2026"), R(560, "−$10.00")),
				L(220, C(40, "Activity")),
				L(240, C(40, "STRIPE TRANSFER ST-1"), R(560, "+$50.00")),
				L(250, C(40, "Dec 16 · ACH credit"), R(560, "$150.00")),
				L(270, C(40, "Outgoing wire to ACME SUPPLY LLC WIRE TYPE:FED OUT"), R(560, "−$170.00")),
				L(279, C(40, "BNF:ACME SUPPLY LLC")),
				L(288, C(40, "Dec 17 · Wire"), R(560, "−$20.00")),
				L(308, C(40, "Out-of-network ATM fee waived"), R(560, "$0.00")),
				L(318, C(40, "Dec 18 · Fee"), R(560, "−$20.00")),
				L(338, C(40, "Card refund"), R(560, "+$10.00")),
				L(348, C(40, "Dec 19 · Debit card"), R(560, "−$10.00")),
			)...)},
			want: "2025-12-16 credit 50 STRIPE TRANSFER ST-1\n" +
				"2025-12-17 debit 170 Outgoing wire to ACME SUPPLY LLC WIRE TYPE:FED OUT BNF:ACME SUPPLY LLC\n" +
				"2025-12-19 credit 10 Card refund",
			verdict: result.Verified,
		},
		{
			name: "an overdrawn closing balance printed with the minus sign U+2212 reconciles",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning balance"), R(300, "$20.00")),
				L(192, C(40, "Ending balance"), R(300, "−$30.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(232, C(40, "12/16"), C(100, "RENT"), R(470, "−$50.00")),
			)...)},
			want:    "2025-12-16 debit 50 RENT",
			verdict: result.Verified,
		},
		{
			name: "a page in two halves, each with its own heads, reads the left half then the right; a summary strip's values go to their labels in order",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "PREVIOUS BALANCE"), C(150, "2 DEPOSITS/CREDITS"), C(260, "2 CHECKS/DEBITS"), C(370, "SERVICE CHARGES"), C(480, "ENDING BALANCE")),
				L(182, R(145, "1,000.00"), R(255, "300.00"), R(365, "150.00"), R(474, "15.00"), R(572, "1,135.00")),
				L(210, C(40, "DATE"), C(80, "DESCRIPTION"), R(290, "AMOUNT"), C(310, "DATE"), C(350, "DESCRIPTION"), R(570, "AMOUNT")),
				L(222, C(40, "12/16"), C(80, "DEBIT CARD PURCHASE"), R(290, "-50.00"), C(310, "12/22"), C(350, "ACH DEPOSIT STRIPE"), R(570, "200.00")),
				L(231, C(80, "STAPLES TAMPA FL"), C(350, "TRANSFER ST-1")),
				L(242, C(40, "12/17"), C(80, "ZELLE FROM ANGELA"), R(290, "100.00"), C(310, "12/23"), C(350, "CHECK 1391"), R(570, "-100.00")),
				L(254, C(40, "12/18"), C(80, "SERVICE CHARGE"), R(290, "-15.00")),
			)...)},
			want: "2025-12-16 debit 50 DEBIT CARD PURCHASE STAPLES TAMPA FL\n2025-12-17 credit 100 ZELLE FROM ANGELA\n" +
				"2025-12-18 debit 15 SERVICE CHARGE\n2025-12-22 credit 200 ACH DEPOSIT STRIPE TRANSFER ST-1\n2025-12-23 debit 100 CHECK #1391",
			verdict: result.Verified,
		},
	})
}

// activityPrint is a browser print of an account-activity page: balance
// tiles over their captions, newest row first, no opening balance.
func activityPrint(present string) pdftext.Page {
	return mkPage(1,
		L(40, C(40, "First Example Bank")),
		L(60, C(40, "BUSINESS CHECKING (...1652)")),
		L(72, C(40, "ACME WIDGETS LLC")),
		L(96, C(40, present), C(200, "$90.00")),
		L(106, C(40, "Present balance"), C(200, "Available balance")),
		L(130, C(40, "Showing: 12/15/2025 - 01/14/2026")),
		L(150, C(40, "Date"), C(110, "Description"), C(330, "Type"), R(470, "Amount"), R(560, "Balance")),
		L(162, C(40, "Dec 18, 2025"), C(110, "AMAZON MKTPLACE PMTS"), C(330, "Refund"), R(470, "$40.00"), R(560, "$140.00")),
		L(174, C(40, "Dec 17, 2025"), C(110, "AMAZON MKTPLACE PMTS"), C(330, "Debit card"), R(470, "-$60.00"), R(560, "$100.00")),
		L(186, C(40, "Dec 16, 2025"), C(110, "STRIPE TRANSFER"), C(330, "ACH credit"), R(470, "$50.00"), R(560, "$160.00")),
	)
}

// The present-balance tile of an activity print closes the activity:
// a print that stops short of it (rows cut off at the newest end) does
// not reconcile. The bank's Type column calling a credit a refund makes
// it one.
func TestActivityPrintTiles(t *testing.T) {
	r := parse(t, activityPrint("$140.00"))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	rec := false
	for _, c := range r.Checks {
		rec = rec || c.Name == "reconciliation" && c.Passed
	}
	if !rec || r.EndingBalance == nil || *r.EndingBalance != 140 || r.StartingBalance == nil || *r.StartingBalance != 110 {
		t.Errorf("reconciliation %v, balances %v %v; checks %+v", rec, r.StartingBalance, r.EndingBalance, r.Checks)
	}
	if len(r.Transactions) != 3 || *r.Transactions[0].Category != result.CatRefundReversal || *r.Transactions[2].Category == result.CatRefundReversal {
		t.Errorf("categories: %s", types(r))
	}
	r = parse(t, activityPrint("$175.00"))
	if v, failed := verdict(r); v != result.NeedsReview || len(failed) != 1 || failed[0] != "reconciliation" {
		t.Errorf("parse_quality %s %v, want needs_review [reconciliation]; checks %+v", v, failed, r.Checks)
	}
}
