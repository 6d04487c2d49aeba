package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOraclePrintConventions holds conventions of browser-printed
// activity pages, business neobanks, non-US and commercial statements:
// each case is a convention a statement of another bank printing the
// same way would need, with the verdict the arithmetic gives it.
func TestOraclePrintConventions(t *testing.T) {
	tests := []oracleCase{
		{
			name: "a relationship summary's Total Deposit Balances is a sum of balances, not of deposits",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Type of Account"), C(200, "Beginning Balance"), C(400, "Ending Balance")),
				L(182, C(40, "Checking"), R(300, "$100.00"), R(500, "$130.00")),
				L(194, C(40, "Savings"), R(300, "$1,000.00"), R(500, "$1,000.00")),
				L(206, C(40, "Total Deposit Balances"), R(300, "$1,100.00"), R(500, "$1,130.00")),
				L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
				L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(480, "50.00"), R(560, "150.00")),
				L(246, C(40, "12/17"), C(100, "UTILITY"), R(400, "20.00"), R(560, "130.00")),
			)...)},
			want:    "2025-12-16 credit 50 CUSTOMER A\n2025-12-17 debit 20 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "a bank's transaction history export, with no balance, is a statement: its rows unverified",
			pages: []pdftext.Page{mkPage(1,
				L(40, Big(40, "kestrel")),
				L(70, C(40, "Transaction history")),
				L(90, C(40, "ACME WIDGETS LLC")),
				L(102, C(40, "Business Checking ••5426")),
				L(114, C(40, "Date range: 12/15/2025 to 01/14/2026")),
				L(140, C(40, "Date"), C(100, "Description"), C(380, "Category"), C(430, "Debit/Credit"), R(530, "Amount"), C(540, "Status")),
				L(152, C(40, "12/17/2025"), C(100, "UTILITY"), C(380, "Other"), C(430, "Debit"), R(530, "20.00"), C(540, "Posted")),
				L(164, C(40, "12/16/2025"), C(100, "CUSTOMER A"), C(380, "Income"), C(430, "Credit"), R(530, "50.00"), C(540, "Posted")),
			)},
			want:    "2025-12-17 debit 20 UTILITY\n2025-12-16 credit 50 CUSTOMER A",
			verdict: result.Unverified,
		},
		{
			name: "a label wrapped above and below a centred header line is one column (Debit/ over Credit)",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(134, C(430, "Debit/")),
				L(140, C(40, "Date"), C(100, "Description"), C(380, "Category"), R(530, "Amount"), C(540, "Status")),
				L(146, C(430, "Credit")),
				L(160, C(40, "12/17/2025"), C(100, "UTILITY"), C(380, "Other"), C(430, "Debit"), R(530, "20.00"), C(540, "Posted")),
				L(172, C(40, "12/16/2025"), C(100, "CUSTOMER A"), C(380, "Income"), C(430, "Credit"), R(530, "50.00"), C(540, "Posted")),
			)...)},
			want:    "2025-12-17 debit 20 UTILITY\n2025-12-16 credit 50 CUSTOMER A",
			verdict: result.Unverified,
		},
		{
			name: "an activity page lists rows newest first under a running balance, pending items on top",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning balance as of 12/14/2025"), R(300, "$100.00")),
				L(182, C(40, "Ending balance as of 01/14/2026"), R(300, "$115.00")),
				L(222, C(40, "Date"), C(120, "Transaction description"), R(470, "Amount"), R(560, "Running balance")),
				L(234, C(40, "Processing"), C(120, "CHECKCARD 0113 GRAINGER"), R(470, "-361.23")),
				L(246, C(120, "24438588764664385887646")),
				L(262, C(40, "01/05/2026"), C(120, "FEE"), R(470, "-15.00"), R(560, "115.00")),
				L(274, C(40, "12/20/2025"), C(120, "UTILITY"), R(470, "-20.00"), R(560, "130.00")),
				L(286, C(40, "12/16/2025"), C(120, "CUSTOMER A"), R(470, "50.00"), R(560, "150.00")),
			)...)},
			want:    "2026-01-05 debit 15 FEE\n2025-12-20 debit 20 UTILITY\n2025-12-16 credit 50 CUSTOMER A",
			verdict: result.Verified,
		},
		{
			name: "a Type cell of two words, or wrapped onto the next line, stays out of the description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Opening balance"), R(300, "$100.00")),
				L(182, C(40, "Closing balance"), R(300, "$125.00")),
				L(222, C(40, "Date"), C(100, "Description"), C(360, "Type"), R(470, "Amount"), R(560, "Balance")),
				L(234, C(40, "12/16"), C(100, "Mobile check deposit"), C(360, "Check Deposit"), R(470, "+$50.00"), R(560, "$150.00")),
				L(244, C(100, "Deposit ID 59142")),
				L(258, C(40, "12/17"), C(100, "Mobile check deposit"), C(360, "Check"), R(470, "+$5.00"), R(560, "$155.00")),
				L(268, C(100, "Deposit ID 59143"), C(360, "Deposit")),
				L(282, C(40, "12/18"), C(100, "UTILITY"), C(360, "ACH"), R(470, "-$30.00"), R(560, "$125.00")),
			)...)},
			want: "2025-12-16 credit 50 Mobile check deposit Deposit ID 59142\n2025-12-17 credit 5 Mobile check deposit Deposit ID 59143\n" +
				"2025-12-18 debit 30 UTILITY",
			verdict: result.Verified,
		},
		{
			// A fixed-width face spaces "Daily Balance" about as far apart
			// as the narrow cell gap (0.6 em): read at that gap "Daily" is
			// a cell naming no column, and the line must still be the
			// table's header at a wider gap, or the Type cells join the
			// descriptions.
			name: "a fixed-width header whose two-word label splits at the narrow gap is still the header",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Opening balance"), R(300, "$100.00")),
				L(182, C(40, "Closing balance"), R(300, "$125.00")),
				L(222, C(40, "Date"), C(100, "Description"), C(348, "Type"), R(488, "Amount"), C(513, "Daily"), C(541.3, "Balance")),
				L(234, C(40, "12/16/2025"), C(100, "ACH CREDIT STRIPE"), C(348, "ACH CR"), R(488, "50.00"), R(572, "150.00")),
				L(244, C(100, "TRANSFER ST-RYBUQ4T2XP")),
				L(258, C(40, "12/17/2025"), C(100, "ACH DEBIT FORWARD FINANCING"), C(348, "ACH DR"), R(488, "25.00-"), R(572, "125.00")),
			)...)},
			want:    "2025-12-16 credit 50 ACH CREDIT STRIPE TRANSFER ST-RYBUQ4T2XP\n2025-12-17 debit 25 ACH DEBIT FORWARD FINANCING",
			verdict: result.Verified,
		},
		{
			name: "Pending items above the Posted rows are not the period's, and a ...7139 mask is no dot leader",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning balance"), R(300, "$100.00")),
				L(182, C(40, "Ending balance"), R(300, "$115.00")),
				L(222, C(40, "Date"), C(120, "Description"), C(380, "Type"), R(470, "Amount"), R(560, "Balance")),
				L(240, C(40, "Pending")),
				L(256, C(40, "Jan 15, 2026"), C(120, "SHELL OIL 57442"), C(380, "Debit card"), R(470, "-$60.84")),
				L(268, C(40, "Jan 14, 2026"), C(120, "STRIPE TRANSFER"), C(380, "ACH credit"), R(470, "$1,045.88")),
				L(284, C(40, "Posted")),
				L(300, C(40, "Jan 5, 2026"), C(120, "Online Transfer to SAV ...7139"), C(380, "Transfer"), R(470, "-$15.00"), R(560, "$115.00")),
				L(312, C(40, "Dec 20, 2025"), C(120, "UTILITY"), C(380, "ACH debit"), R(470, "-$20.00"), R(560, "$130.00")),
				L(324, C(40, "Dec 16, 2025"), C(120, "CUSTOMER A"), C(380, "ACH credit"), R(470, "$50.00"), R(560, "$150.00")),
			)...)},
			want:    "2026-01-05 debit 15 Online Transfer to SAV ...7139\n2025-12-20 debit 20 UTILITY\n2025-12-16 credit 50 CUSTOMER A",
			verdict: result.Verified,
		},
		{
			name: "money labels flush left over figures flush right: a figure is its column's, not the next label's",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning balance"), R(250, "$100.00")),
				L(182, C(40, "Ending balance"), R(250, "$125.00")),
				L(222, C(40, "Date"), C(100, "Description"), C(300, "Debits"), C(380, "Credits"), C(460, "Balance")),
				L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(450, "50.00"), R(560, "150.00")),
				L(246, C(40, "12/17"), C(100, "UTILITY"), R(370, "20.00"), R(560, "130.00")),
				L(258, C(40, "12/18"), C(100, "CARD PURCHASE"), R(370, "5.00"), R(560, "125.00")),
			)...)},
			want:    "2025-12-16 credit 50 CUSTOMER A\n2025-12-17 debit 20 UTILITY\n2025-12-18 debit 5 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "a row cut by the page break goes on under the repeated header when the table's rows wrap downwards",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(170, C(40, "Beginning balance"), R(250, "$100.00")),
					L(182, C(40, "Ending balance"), R(250, "$125.00")),
					L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
					L(234, C(40, "12/16"), C(100, "SQUARE INC; DES:SQ251216;"), R(480, "50.00"), R(560, "150.00")),
					L(244, C(100, "INDN:ACME WIDGETS LLC")),
					L(258, C(40, "12/17"), C(100, "BLUEVINE; DES:LOAN PMT; INDN:ACME"), R(400, "20.00"), R(560, "130.00")),
				)...),
				mkPage(2,
					L(40, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
					L(52, C(100, "WIDGETS LLC; CO ID:1302900421")),
					L(66, C(40, "12/18"), C(100, "CARD PURCHASE"), R(400, "5.00"), R(560, "125.00")),
				),
			},
			want: "2025-12-16 credit 50 SQUARE INC; DES:SQ251216; INDN:ACME WIDGETS LLC\n" +
				"2025-12-17 debit 20 BLUEVINE; DES:LOAN PMT; INDN:ACME WIDGETS LLC; CO ID:1302900421\n2025-12-18 debit 5 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name:    "the blank back of a sheet (its footer only) between two activity pages: the cut row goes on after it",
			pages:   cutRowAround(mkPage(2, L(780, C(60, "29507A9DAEB56F43 20251130 Harbor Bank")))),
			want:    cutRowWant,
			verdict: result.Verified,
		},
		{
			name:    "a page with no text at all between two activity pages: the cut row goes on after it",
			pages:   cutRowAround(mkPage(2)),
			want:    cutRowWant,
			verdict: result.Verified,
		},
		{
			name: "a notice page between the activity pages is no part of the table, and the row it cut goes on after it under a title marked continued",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(170, C(40, "Beginning balance"), R(250, "$100.00")),
					L(182, C(40, "Ending balance"), R(250, "$125.00")),
					L(210, C(40, "Account Activity")),
					L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
					L(234, C(40, "12/16"), C(100, "SQUARE INC; DES:SQ251216;"), R(480, "50.00"), R(560, "150.00")),
					L(244, C(100, "INDN:ACME WIDGETS LLC")),
					L(258, C(40, "12/17"), C(100, "BLUEVINE; DES:LOAN PMT; INDN:ACME"), R(400, "20.00"), R(560, "130.00")),
				)...),
				mkPage(2,
					L(60, C(200, "BILLING RIGHTS SUMMARY")),
					L(76, C(40, "In case of errors or questions about your electronic transfers call us.")),
					L(300, C(120, "CHECKS OUTSTANDING"), C(360, "11. SUBTRACT")),
					L(312, C(360, "12."), C(380, "CHECKBOOK")),
				),
				mkPage(3,
					L(30, C(40, "Account Activity (continued)")),
					L(40, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
					L(52, C(100, "WIDGETS LLC; CO ID:1302900421")),
					L(66, C(40, "12/18"), C(100, "CARD PURCHASE"), R(400, "5.00"), R(560, "125.00")),
				),
			},
			want: "2025-12-16 credit 50 SQUARE INC; DES:SQ251216; INDN:ACME WIDGETS LLC\n" +
				"2025-12-17 debit 20 BLUEVINE; DES:LOAN PMT; INDN:ACME WIDGETS LLC; CO ID:1302900421\n2025-12-18 debit 5 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "a running balance typed wrong (2,540.BB) is a figure no reading can check: needs_review, and not description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning balance"), R(250, "$100.00")),
				L(182, C(40, "Ending balance"), R(250, "$125.00")),
				L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
				L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(480, "50.00"), R(560, "150.00")),
				L(246, C(40, "12/17"), C(100, "UTILITY"), R(400, "20.00"), R(560, "1,30.BB")),
				L(258, C(40, "12/18"), C(100, "CARD PURCHASE"), R(400, "5.00"), R(560, "125.00")),
			)...)},
			want:    "2025-12-16 credit 50 CUSTOMER A\n2025-12-17 debit 20 UTILITY\n2025-12-18 debit 5 CARD PURCHASE",
			verdict: result.NeedsReview,
			failed:  "figures_read",
		},
		{
			name: "thousands set apart by a space (2 795.35), and a label wrapped under its cell (Transaction / Date) is a second date column",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(222, C(40, "Posting Date"), C(100, "Transaction"), C(170, "Description"), R(400, "Money In"), R(480, "Money Out"), R(560, "Balance")),
				L(231, C(100, "Date")),
				L(246, C(40, "12/16/2025"), C(100, "12/14/2025"), C(170, "CUSTOMER A"), R(400, "1 050.00"), R(560, "2 150.00")),
				L(258, C(40, "12/17/2025"), C(100, "12/17/2025"), C(170, "UTILITY UNIT 4"), R(480, "-20.00"), R(560, "2 130.00")),
				L(270, C(40, "12/18/2025"), C(100, "12/16/2025"), C(170, "CARD PURCHASE"), R(480, "-1 005.00"), R(560, "1 125.00")),
			)...)},
			want:    "2025-12-16 credit 1050 CUSTOMER A\n2025-12-17 debit 20 UTILITY UNIT 4\n2025-12-18 debit 1005 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "two monthly statements of one account in one file, chained, are one statement of both months",
			pages: []pdftext.Page{
				mkPage(1,
					L(40, C(40, "Kauri Bank")),
					L(60, C(40, "Account number"), C(200, "01-2345-0678901-00")),
					L(72, C(40, "Statement period"), C(200, "from 1 Feb 2026 to 28 Feb 2026")),
					L(84, C(40, "Opening balance"), C(200, "$100.00")),
					L(96, C(40, "Closing balance"), C(200, "$150.00")),
					L(130, C(40, "Date"), C(100, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
					L(142, C(40, "05 Feb"), C(100, "SALARY"), R(480, "70.00"), R(560, "170.00")),
					L(154, C(40, "09 Feb"), C(100, "RATES"), R(400, "20.00"), R(560, "150.00")),
				),
				mkPage(2,
					L(40, C(40, "Kauri Bank")),
					L(60, C(40, "Account number"), C(200, "01-2345-0678901-00")),
					L(72, C(40, "Statement period"), C(200, "from 1 Mar 2026 to 31 Mar 2026")),
					L(84, C(40, "Opening balance"), C(200, "$150.00")),
					L(96, C(40, "Closing balance"), C(200, "$140.00")),
					L(130, C(40, "Date"), C(100, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
					L(142, C(40, "04 Mar"), C(100, "GROCER"), R(400, "10.00"), R(560, "140.00")),
				),
			},
			want:    "2026-02-05 credit 70 SALARY\n2026-02-09 debit 20 RATES\n2026-03-04 debit 10 GROCER",
			verdict: result.Verified,
		},
		{
			name: "a later page's running header with the period, printed where page one has none, is no row of the open table",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(170, C(40, "Balance on 15 December"), R(250, "£100.00")),
					L(182, C(40, "Balance on 14 January"), R(250, "£125.00")),
					L(222, C(40, "Date"), C(100, "Description"), R(400, "Money out"), R(480, "Money in"), R(560, "Balance")),
					L(234, C(40, "16 December"), C(100, "CUSTOMER A"), R(480, "50.00"), R(560, "150.00")),
				)...),
				mkPage(2,
					L(40, C(40, "Thistlebrook"), R(560, "Sort code 22-98-88")),
					L(52, R(560, "15 December 2025 - 14 January 2026")),
					L(70, C(40, "17 December"), C(100, "UTILITY"), R(400, "25.00"), R(560, "125.00")),
				),
			},
			want:    "2025-12-16 credit 50 CUSTOMER A\n2025-12-17 debit 25 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "Cheques & Debits is the debits' money column; amounts on a wrapped description's last line open no row of their own",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Opening balance"), R(250, "$100.00")),
				L(182, C(40, "Closing balance"), R(250, "$125.00")),
				L(222, C(40, "Date"), C(100, "Description"), R(330, "Cheques & Debits ($)"), R(450, "Deposits & Credits ($)"), R(560, "Balance ($)")),
				L(234, C(40, "16 Dec"), C(100, "Interac purchase - 2683 SHELL OIL"), R(330, "20.00")),
				L(244, C(100, "e-Transfer - Autodeposit CITY OF SPRINGFIELD")),
				L(254, C(100, "INV 8622"), R(450, "50.00"), R(560, "130.00")),
				L(266, C(40, "17 Dec"), C(100, "e-Transfer - Autodeposit ORION TECH")),
				L(276, C(100, "INV 6946"), R(450, "25.00")),
				L(288, C(100, "Cheque - 1442"), R(330, "30.00"), R(560, "125.00")),
			)...)},
			want: "2025-12-16 debit 20 Interac purchase - 2683 SHELL OIL\n2025-12-16 credit 50 e-Transfer - Autodeposit CITY OF SPRINGFIELD INV 8622\n" +
				"2025-12-17 credit 25 e-Transfer - Autodeposit ORION TECH INV 6946\n2025-12-17 debit 30 CHECK #1442",
			verdict: result.Verified,
		},
		{
			name: "a commercial ledger's code, bank reference and memo columns are no description; CHECK PAID takes the reference's number",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Opening Ledger Balance"), R(250, "$100.00")),
				L(182, C(40, "Closing Ledger Balance"), R(250, "$125.00")),
				L(212, C(40, "Post"), C(80, "Tran"), C(250, "Bank"), C(330, "Customer Reference /"), R(560, "Ledger")),
				L(222, C(40, "Date"), C(80, "Code"), C(110, "Description"), C(250, "Reference"), C(330, "Memo"), R(450, "Debits"), R(500, "Credits"), R(560, "Balance")),
				L(234, C(40, "12/16"), C(80, "165"), C(110, "ACH CREDIT SQUARE INC"), C(250, "8835852934"), C(330, "SQ251216 REMIT"), R(500, "50.00"), R(560, "150.00")),
				L(244, C(110, "CO ID:9424300002"), C(330, "DAILY")),
				L(258, C(40, "12/17"), C(80, "475"), C(110, "CHECK PAID"), C(250, "1441"), R(450, "25.00"), R(560, "125.00")),
			)...)},
			want:    "2025-12-16 credit 50 ACH CREDIT SQUARE INC CO ID:9424300002\n2025-12-17 debit 25 CHECK #1441",
			verdict: result.Verified,
		},
	}
	runOracle(t, tests)
}

// TestPrintConventionFields holds header and category conventions of
// online banking's pages and exports.
func TestPrintConventionFields(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, Big(40, "kestrel")),
		L(70, C(40, "Transaction history")),
		L(90, C(40, "NORTHSIDE DENTAL GROUP PC")),
		L(101, C(40, "Business Checking ••5426")),
		L(112, C(40, "Date range: 11/01/2025 to 11/30/2025")),
	}, ledger(200)...)...))
	if f.Holder != "NORTHSIDE DENTAL GROUP PC" {
		t.Errorf("holder over the product line: %q", f.Holder)
	}
	f = headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "BANK OF AMERIGO Online Banking"), C(400, "Locations Contact Us")),
		L(70, C(40, "Business Advantage Fundamentals Banking - 6654")),
		L(81, C(40, "BLUE RIVER CAFE INC")),
		L(92, C(40, "Transactions: Statement period 01/01/2026 - 01/31/2026")),
	}, ledger(200)...)...))
	if f.Holder != "BLUE RIVER CAFE INC" || f.Last4 != "6654" || f.Bank != "BANK OF AMERIGO" {
		t.Errorf("account title of an activity page: holder %q, last4 %q, bank %q", f.Holder, f.Last4, f.Bank)
	}
	if got := unspaceLetters("M E R C AT O R"); got != "MERCATOR" {
		t.Errorf("letter-spaced logo: %q", got)
	}
	if ps := bankPhrases("Bank of Amerigo Online Banking"); len(ps) == 0 || ps[0] != "Bank of Amerigo" {
		t.Errorf("bankPhrases: %q", ps)
	}
	f = headerOf(nil, mkPage(1, append(stmtHeader(40,
		L(170, C(40, "Opening Ledger Balance 12/15/25"), R(300, "$8,768.88")),
		L(182, C(40, "Closing Ledger Balance 01/14/26"), R(300, "$46,046.11")),
	), ledger(220)...)...))
	if f.Opening == nil || *f.Opening != 876888 || f.Closing == nil || *f.Closing != 4604611 {
		t.Errorf("ledger balances of a commercial summary: %v %v", f.Opening, f.Closing)
	}
	cats := []struct{ desc, dir, want string }{
		{"Interest payment", "credit", result.CatOther},
		{"Returned payment fee", "debit", result.CatNSFFee},
		{"RETURNED DIRECT DEBIT FEE", "debit", result.CatNSFFee},
		{"Dishonour Fee", "debit", result.CatNSFFee},
		{"Overdrawn Fee", "debit", result.CatNSFFee},
		{"Unpaid Payment Fee Value Date: 13/03/2018", "debit", result.CatNSFFee},
		{"Overdraft Usage Fee", "debit", result.CatFee},
		{"Overdraft Fee", "debit", result.CatNSFFee},
		{"Transfer to Mercator Treasury ••5517", "debit", result.CatOwnTransfer},
		{"Unpaid Item Charge", "debit", result.CatNSFFee},
		{"Commission for period 01JAN-31JAN", "debit", result.CatFee},
		{"Bill Payment to HMRC PAYE Ref: 475PA10642398", "debit", result.CatPayroll},
		{"Faster Payment received from SQUARE EUROPE LTD Ref: SQ201408", "credit", result.CatCardSettlement},
		{"Direct Credit 515180 SQUARE AUSTRALIA SQ298536", "credit", result.CatCardSettlement},
		{"Misc Payment SQUARE CANADA SQ245733", "credit", result.CatCardSettlement},
		{"Transfer from Fernway Reserve ••2553", "credit", result.CatOwnTransfer},
		{"CHECKCARD 0222 GRAINGER 889 AUSTIN TX 24782036876457293234325", "credit", result.CatRefundReversal},
	}
	for _, c := range cats {
		if got := categorize(c.desc, c.dir); got != c.want {
			t.Errorf("categorize(%q, %s) = %s, want %s", c.desc, c.dir, got, c.want)
		}
	}
}

// TestDailyTableTitle: a daily-balance table's title set close over its
// Date | Balance heads is its title, not the top of a wrapped header, and
// a sentence after its pairs (the next account's "Beginning balance on
// December 1 $15,309.09") is none of its pairs.
func TestDailyTableTitle(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(170, C(40, "Beginning balance"), R(250, "$100.00")),
			L(182, C(40, "Ending balance"), R(250, "$125.00")),
			L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
			L(234, C(40, "12/16"), C(100, "SQUARE INC"), R(480, "50.00"), R(560, "150.00")),
			L(246, C(40, "12/17"), C(100, "BLUEVINE LOAN PMT"), R(400, "25.00"), R(560, "125.00")),
			L(300, C(40, "Daily balance summary")),
			L(313, C(40, "Date"), R(190, "Balance"), C(217, "Date"), R(367, "Balance"), C(394, "Date"), R(544, "Balance")),
			L(324, C(40, "12/16"), R(190, "150.00"), C(217, "12/17"), R(367, "125.00")),
		)...),
		mkPage(2,
			L(60, C(45, "BUSINESS SAVINGS Account number XXXXXX4192")),
			L(72, C(40, "Beginning balance on December 1 $15,309.09 Interest rate 0.35%")),
		),
	)
	wantCheck(t, r, "daily_balance_table", 2)
}

// TestCountFirstSummary: a summary that prints each kind's count before
// its label ("2 deposits and other credits +$75.00") gives printed totals
// and counts, beside a table of categories whose lines are no totals.
func TestCountFirstSummary(t *testing.T) {
	page := func(rows ...tl) pdftext.Page {
		return mkPage(1, append(append(stmtHeader(40),
			L(150, C(40, "Beginning balance 12/01/2025"), R(300, "$100.00")),
			L(162, C(40, "2 deposits and other credits"), R(300, "+$75.00")),
			L(174, C(40, "1 withdrawals and other debits"), R(300, "-$20.00")),
			L(186, C(40, "Ending balance 12/31/2025"), R(300, "$155.00")),
			L(210, C(40, "Date"), C(100, "Description"), R(480, "Amount"), R(560, "Balance")),
		), append(rows,
			L(300, C(40, "Totals by category")),
			L(312, C(40, "Sales deposits"), R(300, "$50.00")),
			L(324, C(40, "Total overdraft fees"), R(300, "$0.00")),
		)...)...)
	}
	r := parse(t, page(
		L(222, C(40, "12/16"), C(100, "SQUARE INC"), R(480, "+$50.00"), R(560, "$150.00")),
		L(234, C(40, "12/17"), C(100, "UTILITY"), R(480, "-$20.00")),
		L(246, C(40, "12/18"), C(100, "CUSTOMER B"), R(480, "+$25.00"), R(560, "$155.00")),
	))
	wantCheck(t, r, "printed_totals", 2)
	wantCheck(t, r, "printed_counts", 2)
}

// TestCountedPartsAreNoTotal: a summary of parts each with its count
// ("Deposits 1 25.00", "ACH Additions 1 50.00", "Total 2 75.00") does
// not make its first part the kind's total.
func TestCountedPartsAreNoTotal(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning balance"), R(300, "$100.00")),
		L(162, C(40, "Ending balance"), R(300, "$155.00")),
		L(180, C(40, "Deposits and Other Additions"), C(200, "Items"), R(300, "Amount")),
		L(192, C(40, "Deposits"), R(220, "1"), R(300, "25.00")),
		L(204, C(40, "ACH Additions"), R(220, "1"), R(300, "50.00")),
		L(216, C(40, "Total"), R(220, "2"), R(300, "75.00")),
		L(240, C(40, "Date"), C(100, "Description"), R(480, "Amount"), R(560, "Balance")),
		L(252, C(40, "12/16"), C(100, "DEPOSIT"), R(480, "25.00"), R(560, "$125.00")),
		L(264, C(40, "12/17"), C(100, "ACH CREDIT SQUARE INC"), R(480, "50.00"), R(560, "$175.00")),
		L(276, C(40, "12/18"), C(100, "UTILITY"), R(480, "-20.00"), R(560, "$155.00")),
	)...))
	if r.ParseQuality == nil || r.ParseQuality.Verdict != result.Verified {
		t.Errorf("verdict %+v, want verified (checks %+v)", r.ParseQuality, r.Checks)
	}
}

// TestDailyTableByHeads: a table whose heads name only dates and
// balances is a daily-balance table whatever its title ("Balance
// Summary", "BALANCE ACTIVITY HISTORY"), and its pairs are checked.
func TestDailyTableByHeads(t *testing.T) {
	for _, title := range []string{"Balance Summary", "BALANCE ACTIVITY HISTORY"} {
		t.Run(title, func(t *testing.T) {
			r := parse(t, mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning balance"), R(250, "$100.00")),
				L(182, C(40, "Ending balance"), R(250, "$125.00")),
				L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
				L(234, C(40, "12/16"), C(100, "SQUARE INC"), R(480, "50.00"), R(560, "150.00")),
				L(246, C(40, "12/17"), C(100, "BLUEVINE LOAN PMT"), R(400, "25.00"), R(560, "125.00")),
				L(290, C(40, title)),
				L(304, C(40, "Date"), R(190, "Ending Balance"), C(217, "Date"), R(367, "Ending Balance")),
				L(316, C(40, "Dec 16"), R(190, "150.00"), C(217, "Dec 17"), R(367, "125.00")),
			)...))
			wantCheck(t, r, "daily_balance_table", 2)
		})
	}
}

// TestSummaryUnderWrappedHeads: a summary of accounts whose heads wrap
// over two lines ("BALANCE / FORWARD", "TOTAL / DEBITS", "TOTAL /
// CREDITS", "CLOSING / BALANCE") over a row of values gives the printed
// totals: "TOTAL" makes them totals, not parts to add to other credit
// figures of the page ("Credits held").
func TestSummaryUnderWrappedHeads(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Summary of Accounts")),
		L(162, R(300, "BALANCE"), R(380, "TOTAL"), R(460, "TOTAL"), R(560, "CLOSING")),
		L(171, C(40, "ACCOUNT TYPE AND NUMBER"), R(300, "FORWARD"), R(380, "DEBITS"), R(460, "CREDITS"), R(560, "BALANCE")),
		L(183, C(40, "Business Checking 170444274"), R(300, "100.00"), R(380, "20.00"), R(460, "75.00"), R(560, "155.00")),
		L(197, C(40, "Credits held"), R(300, "30.00")),
		L(210, C(40, "Date"), R(150, "Credits"), R(230, "Debits"), R(320, "Balance"), C(340, "Description")),
		L(222, C(40, "12/16"), R(150, "50.00"), R(320, "150.00"), C(340, "SQUARE INC DEPOSIT")),
		L(234, C(40, "12/17"), R(230, "20.00"), R(320, "130.00"), C(340, "ACH DB DUKE ENERGY")),
		L(246, C(40, "12/18"), R(150, "25.00"), R(320, "155.00"), C(340, "STRIPE TRANSFER")),
	)...))
	wantCheck(t, r, "printed_totals", 2)
}

// TestSummaryPartsAndSectionTotals: a summary that prints the debits in
// parts ("Checks Paid 1 -5.00", "Electronic Withdrawals 1 -15.00"),
// each repeated as its section's "Total …" line, and an empty
// subsection's "Total … 0.00": the parts' sum is the debits (not the
// parts plus their section totals), and the zero total is no rival.
func TestSummaryPartsAndSectionTotals(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning Balance"), R(300, "$100.00")),
		L(162, C(40, "Deposits and Additions"), R(220, "1"), R(300, "75.00")),
		L(174, C(40, "Checks Paid"), R(220, "1"), R(300, "-5.00")),
		L(186, C(40, "Electronic Withdrawals"), R(220, "1"), R(300, "-15.00")),
		L(198, C(40, "Ending Balance"), R(300, "$155.00")),
		L(220, C(40, "DEPOSITS AND ADDITIONS")),
		L(232, C(40, "DATE"), C(100, "DESCRIPTION"), R(480, "AMOUNT")),
		L(244, C(40, "12/16"), C(100, "SQUARE INC DEPOSIT"), R(480, "75.00")),
		L(256, C(40, "Total Deposits and Additions"), R(480, "$75.00")),
		L(268, C(40, "Total Card Deposits & Credits"), R(480, "$0.00")),
		L(290, C(40, "CHECKS PAID")),
		L(302, C(40, "DATE"), C(100, "DESCRIPTION"), R(480, "AMOUNT")),
		L(314, C(40, "12/17"), C(100, "CHECK 1001"), R(480, "5.00")),
		L(326, C(40, "Total Checks Paid"), R(480, "$5.00")),
		L(348, C(40, "ELECTRONIC WITHDRAWALS")),
		L(360, C(40, "DATE"), C(100, "DESCRIPTION"), R(480, "AMOUNT")),
		L(372, C(40, "12/18"), C(100, "ACH DEBIT DUKE ENERGY"), R(480, "15.00")),
		L(384, C(40, "Total Electronic Withdrawals"), R(480, "$15.00")),
	)...))
	wantCheck(t, r, "printed_totals", 2)
}

// cutRowAround is a statement whose second row is cut at the foot of
// page 1 and goes on under the repeated header of page 3, with between
// them the page given.
func cutRowAround(between pdftext.Page) []pdftext.Page {
	footer := L(780, C(60, "29507A9DAEB56F43 20251130 Harbor Bank"))
	return []pdftext.Page{
		mkPage(1, append(stmtHeader(40),
			L(170, C(40, "Beginning balance"), R(250, "$100.00")),
			L(182, C(40, "Ending balance"), R(250, "$125.00")),
			L(222, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
			L(234, C(40, "12/16"), C(100, "SQUARE INC; DES:SQ251216;"), R(480, "50.00"), R(560, "150.00")),
			L(244, C(100, "INDN:ACME WIDGETS LLC")),
			L(258, C(40, "12/17"), C(100, "BLUEVINE; DES:LOAN PMT; INDN:ACME"), R(400, "20.00"), R(560, "130.00")),
			footer,
		)...),
		between,
		mkPage(3,
			L(30, C(40, "Account Activity (continued)")),
			L(40, C(40, "Date"), C(100, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
			L(52, C(100, "WIDGETS LLC; CO ID:1302900421")),
			L(66, C(40, "12/18"), C(100, "CARD PURCHASE"), R(400, "5.00"), R(560, "125.00")),
			footer,
		),
	}
}

// cutRowWant is the reading of cutRowAround's statement.
const cutRowWant = "2025-12-16 credit 50 SQUARE INC; DES:SQ251216; INDN:ACME WIDGETS LLC\n" +
	"2025-12-17 debit 20 BLUEVINE; DES:LOAN PMT; INDN:ACME WIDGETS LLC; CO ID:1302900421\n2025-12-18 debit 5 CARD PURCHASE"

// wantCheck fails t unless r holds the check name, passed, over checked
// items.
func wantCheck(t *testing.T, r *result.Statement, name string, checked int) {
	t.Helper()
	for _, c := range r.Checks {
		if c.Name == name {
			if !c.Passed || c.Checked != checked {
				t.Errorf("%s %+v, want %d checked and passed", name, c, checked)
			}
			return
		}
	}
	t.Errorf("no %s check in %+v", name, r.Checks)
}

// TestSameCellGap: the words of one Type cell in a fixed-width face are a
// glyph's advance apart, which its tight boxes make more than three
// quarters of the em estimated from their height (Ghostscript's Courier:
// "BILL PAY"); a word a column's gap away stays apart in any face.
func TestSameCellGap(t *testing.T) {
	w := func(text string, x0, x1 float64) pdftext.Word {
		return pdftext.Word{Text: text, X0: x0, X1: x1, Y0: 170.2, Y1: 176.9}
	}
	tests := []struct {
		name      string
		prev, cur pdftext.Word
		want      bool
	}{
		{"Courier, one glyph apart", w("BILL", 348, 366.72), w("PAY", 371.4, 385.44), true},
		{"Helvetica, a space apart", w("ACH", 348, 364), w("CR", 366.2, 376), true},
		{"a column apart", w("BILL", 348, 366.72), w("572.48-", 455, 488), false},
		{"two glyphs apart", w("BILL", 348, 366.72), w("PAY", 376.1, 390.1), false},
	}
	for _, tc := range tests {
		if got := sameCellGap(tc.prev, tc.cur); got != tc.want {
			t.Errorf("%s: sameCellGap = %v, want %v", tc.name, got, tc.want)
		}
	}
}
