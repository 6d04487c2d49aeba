package statement

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// verdict returns the parse_quality verdict and the names of the failed
// invariants.
func verdict(r *result.Statement) (string, []string) {
	if r.ParseQuality == nil {
		return "", nil
	}
	var failed []string
	for _, is := range r.ParseQuality.Issues {
		failed = append(failed, is.Check)
	}
	return r.ParseQuality.Verdict, failed
}

// oracleCase is a page of synthetic lines and how the statement's own
// arithmetic must decide its reading.
type oracleCase struct {
	name    string
	pages   []pdftext.Page
	want    string // transactions as types() prints them
	verdict string
	failed  string // comma-separated failing invariants
}

// runOracle parses each case and checks its transactions and verdict.
func runOracle(t *testing.T, tests []oracleCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := parse(t, tc.pages...)
			if got := types(r); got != tc.want {
				t.Errorf("transactions:\n%s\nwant:\n%s", got, tc.want)
			}
			v, failed := verdict(r)
			if v != tc.verdict || strings.Join(failed, ",") != tc.failed {
				t.Errorf("parse_quality %s %v, want %s %q; checks %+v", v, failed, tc.verdict, tc.failed, r.Checks)
			}
		})
	}
}

// TestOracle holds the readings the statement's own arithmetic decides:
// what the layout leaves open is settled by the printed invariants, and a
// reading that does not reconcile is needs_review with the failing
// invariant named.
func TestOracle(t *testing.T) {
	tests := []oracleCase{
		{
			name: "subtotal indented under the description is the section's total, not a row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(210, C(40, "Deposits and Additions")),
				L(222, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(470, "20.00")),
				L(246, C(40, "12/17"), C(100, "CUSTOMER B"), R(470, "30.00")),
				L(258, C(100, "Total Deposits and Additions"), R(470, "$50.00")),
				L(276, C(40, "Electronic Withdrawals")),
				L(288, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(300, C(40, "12/18"), C(100, "UTILITY"), R(470, "20.00")),
				L(312, C(100, "Total Electronic Withdrawals"), R(470, "$20.00")),
			)...)},
			want:    "2025-12-16 credit 20 CUSTOMER A\n2025-12-17 credit 30 CUSTOMER B\n2025-12-18 debit 20 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "a signed amount column beside a balance: minus is a debit",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "1,000.00"), R(560, "1,500.00")),
				L(244, C(40, "12/17"), C(100, "RENT"), R(470, "-512.75"), R(560, "987.25")),
				L(256, C(40, "12/18"), C(100, "FEE"), R(470, "(12.25)"), R(560, "975.00")),
				L(268, C(40, "12/19"), C(100, "CARD"), R(470, "10.00-"), R(560, "965.00")),
				L(280, C(40, "12/20"), C(100, "OVERDRAWN"), R(470, "$-1,000.00"), R(560, "$-35.00")),
			)...)},
			want: "2025-12-16 credit 1000 DEPOSIT\n2025-12-17 debit 512.75 RENT\n2025-12-18 debit 12.25 FEE\n" +
				"2025-12-19 debit 10 CARD\n2025-12-20 debit 1000 OVERDRAWN",
			verdict: result.Verified,
		},
		{
			name: "JUL 01 dates under POSTING DATE | DESCRIPTION | DEBIT | CREDIT | BALANCE",
			pages: []pdftext.Page{mkPage(1,
				L(40, C(40, "Harborline National Bank")),
				L(52, R(572, "Statement Period: July 1, 2026 through July 31, 2026")),
				L(120, C(40, "POSTING DATE"), C(110, "DESCRIPTION"), R(400, "DEBIT"), R(480, "CREDIT"), R(560, "BALANCE")),
				L(132, C(40, "JUL 01"), C(110, "OPENING DEPOSIT"), R(480, "500.00"), R(560, "700.00")),
				L(144, C(40, "JUL 02"), C(110, "ACH PAYMENT"), R(400, "100.00"), R(560, "600.00")),
			)},
			want:    "2026-07-01 credit 500 OPENING DEPOSIT\n2026-07-02 debit 100 ACH PAYMENT",
			verdict: result.Verified,
		},
		{
			name: "a Type column gives the direction and stays out of the description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Starting Balance:"), R(300, "$50.00")),
				L(192, C(40, "Ending Balance:"), R(300, "$380.80")),
				L(220, C(40, "Date"), C(100, "Description"), C(330, "Type"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "2025-12-16"), C(100, "Utility Withdrawal"), C(330, "DEBIT"), R(470, "$134.20"), R(560, "$-84.20")),
				L(244, C(40, "2025-12-17"), C(100, "Deposit Recovery Funds"), C(330, "CREDIT"), R(470, "$465.00"), R(560, "$380.80")),
			)...)},
			want:    "2025-12-16 debit 134.2 Utility Withdrawal\n2025-12-17 credit 465 Deposit Recovery Funds",
			verdict: result.Verified,
		},
		{
			name: "a $0.00 waived-fee notice is not a transaction",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "100.00"), R(560, "600.00")),
				L(244, C(40, "12/31"), C(100, "MONTHLY FEE - WAIVED"), R(470, "$0.00"), R(560, "600.00")),
			)...)},
			want:    "2025-12-16 credit 100 DEPOSIT",
			verdict: result.Verified,
		},
		{
			name: "an impossible date keeps its row, printed, and the reading is needs_review",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "100.00"), R(560, "600.00")),
				L(244, C(40, "12/32"), C(100, "WIRE IN"), R(470, "50.00"), R(560, "650.00")),
			)...)},
			want:    "2025-12-16 credit 100 DEPOSIT\nprinted:12/32 credit 50 WIRE IN",
			verdict: result.NeedsReview,
			failed:  "dates_valid",
		},
		{
			name: "a printed running balance that does not follow is needs_review, and the printed direction is kept",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Date"), C(100, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(480, "100.00"), R(560, "600.00")),
				L(244, C(40, "12/17"), C(100, "ATM DEPOSIT"), R(400, "200.00"), R(560, "800.00")),
			)...)},
			want:    "2025-12-16 credit 100 DEPOSIT\n2025-12-17 debit 200 ATM DEPOSIT",
			verdict: result.NeedsReview,
			failed:  "running_balance",
		},
		{
			name: "the summary's totals and counts are control figures for the rows",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Deposits and Additions"), R(250, "2"), R(300, "50.00")),
				L(204, C(40, "Electronic Withdrawals"), R(250, "1"), R(300, "-20.00")),
				L(216, C(40, "Ending Balance"), R(300, "130.00")),
				L(240, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(252, C(40, "12/16"), C(100, "CUSTOMER A"), R(470, "20.00")),
				L(264, C(40, "12/17"), C(100, "CUSTOMER B"), R(470, "30.00")),
				L(276, C(40, "12/18"), C(100, "UTILITY"), R(470, "-20.00")),
			)...)},
			want:    "2025-12-16 credit 20 CUSTOMER A\n2025-12-17 credit 30 CUSTOMER B\n2025-12-18 debit 20 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "a row printed in the summary but not read shows in the totals",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Total Deposits"), R(300, "80.00")),
				L(204, C(40, "Total Withdrawals"), R(300, "20.00")),
				L(216, C(40, "Ending Balance"), R(300, "160.00")),
				L(240, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(252, C(40, "12/16"), C(100, "CUSTOMER A"), R(470, "20.00")),
				L(264, C(40, "12/17"), C(100, "CUSTOMER B"), R(470, "30.00")),
				L(276, C(40, "12/18"), C(100, "UTILITY"), R(470, "-20.00")),
			)...)},
			want:    "2025-12-16 credit 20 CUSTOMER A\n2025-12-17 credit 30 CUSTOMER B\n2025-12-18 debit 20 UTILITY",
			verdict: result.NeedsReview,
			failed:  "reconciliation,printed_totals",
		},
		{
			name: "an unrecognised section title: the totals decide its direction",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "70.00")),
				L(210, C(40, "Outgoing Items")),
				L(222, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(234, C(40, "12/16"), C(100, "VENDOR"), R(470, "30.00")),
			)...)},
			want:    "2025-12-16 debit 30 VENDOR",
			verdict: result.Verified,
		},
		{
			name: "the balance is printed only on a day's last row, and the day runs across a page break",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(180, C(40, "Beginning Balance"), R(300, "100.00")),
					L(220, C(40, "Date"), C(100, "Description"), R(400, "Deposits"), R(480, "Withdrawals"), R(570, "Daily balance")),
					L(232, C(40, "12/16"), C(100, "CUSTOMER A"), R(400, "20.00")),
					L(244, C(40, "12/16"), C(100, "CUSTOMER B"), R(400, "30.00")),
					L(770, R(572, "Page 1 of 2")))...),
				mkPage(2,
					L(40, C(40, "Date"), C(100, "Description"), R(400, "Deposits"), R(480, "Withdrawals"), R(570, "Daily balance")),
					L(52, C(40, "12/16"), C(100, "UTILITY"), R(480, "10.00"), R(570, "140.00")),
					L(64, C(40, "12/17"), C(100, "RENT"), R(480, "40.00"), R(570, "100.00")),
					L(770, R(572, "Page 2 of 2"))),
			},
			want:    "2025-12-16 credit 20 CUSTOMER A\n2025-12-16 credit 30 CUSTOMER B\n2025-12-16 debit 10 UTILITY\n2025-12-17 debit 40 RENT",
			verdict: result.Verified,
		},
		{
			name: "misspelt, look-alike headings still read (a forgery must reach the fraud stage)",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "DAТЕ"), C(100, "DESCRIPTI0N"), R(470, "AM0UNT"), R(560, "BALENCE")),
				L(232, C(40, "12/16"), C(100, "Direct Deposite"), R(470, "+$3,200.00"), R(560, "$3,700.00")),
				L(244, C(40, "12/17"), C(100, "ATM Withdrawl"), R(470, "-$200.00"), R(560, "$3,500.00")),
			)...)},
			want:    "2025-12-16 credit 3200 Direct Deposite\n2025-12-17 debit 200 ATM Withdrawl",
			verdict: result.Verified,
		},
		{
			name: "nothing printed to check against is unverified",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "100.00")),
				L(244, C(40, "12/17"), C(100, "SHOP"), R(470, "-20.00")),
			)...)},
			want:    "2025-12-16 credit 100 DEPOSIT\n2025-12-17 debit 20 SHOP",
			verdict: result.Unverified,
		},
		{
			name: "dot leaders join a fixed-width line's cells",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "112.50")),
				L(220, C(40, "DATE..........AMOUNT.TRANSACTION DESCRIPTION")),
				L(232, C(40, "12/16.........20.00"), C(140, "DEPOSIT")),
				L(244, C(40, "12/17..........7.50-"), C(140, "FEE")),
			)...)},
			want:    "2025-12-16 credit 20 DEPOSIT\n2025-12-17 debit 7.5 FEE",
			verdict: result.Verified,
		},
		{
			name: "dates wrapped in a narrow column: the year under the day, the description beside it",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "70.00")),
				L(220, C(40, "Post"), C(80, "Eff."), C(130, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
				L(230, C(40, "Date"), C(80, "Date")),
				L(244, C(40, "12/31/"), C(80, "12/30/"), C(130, "ORIG CO NAME:ACME"), R(400, "30.00"), R(560, "70.00")),
				L(254, C(40, "2025"), C(80, "2025"), C(130, "ID:12345")),
				L(268, C(40, "01/02/"), C(80, "01/02/"), C(130, "DEPOSIT"), R(480, "10.00"), R(560, "80.00")),
				L(278, C(40, "2026"), C(80, "2026")),
				L(292, C(40, "01/03/"), C(80, "01/03/"), C(130, "CARD"), R(400, "10.00"), R(560, "70.00")),
				L(302, C(40, "2026"), C(80, "2026")),
			)...)},
			want:    "2025-12-31 debit 30 ORIG CO NAME:ACME ID:12345\n2026-01-02 credit 10 DEPOSIT\n2026-01-03 debit 10 CARD",
			verdict: result.Verified,
		},
		{
			name: "a continuation page without a header, its columns elsewhere; a description run into its amount",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(180, C(40, "Beginning Balance"), R(300, "100.00")),
					L(192, C(40, "Ending Balance"), R(300, "95.00")),
					L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
					L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "+$10.00"), R(560, "$110.00")),
					L(244, C(40, "12/17"), C(100, "RENT"), R(470, "-$20.00"), R(560, "$90.00")),
				)...),
				mkPage(2,
					L(40, C(30, "12/18"), C(80, "CARD"), R(300, "-$5.00"), R(380, "$85.00")),
					L(52, C(30, "12/19"), C(80, "REFUND"), R(300, "+$15.00"), R(380, "$100.00")),
					L(64, C(30, "12/20"), C(80, "VENDOR PAYMENT WIRE OUT"), R(300, "MERIDIAN HEALTH-$5.00"), R(380, "$95.00")),
				),
			},
			want: "2025-12-16 credit 10 DEPOSIT\n2025-12-17 debit 20 RENT\n2025-12-18 debit 5 CARD\n" +
				"2025-12-19 credit 15 REFUND\n2025-12-20 debit 5 VENDOR PAYMENT WIRE OUT MERIDIAN HEALTH",
			verdict: result.Verified,
		},
		{
			name: "double-spaced rows: a wrapped description a blank line below its row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "95.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(240, C(40, "12/16"), C(100, "ORIG CO NAME:ACME"), R(470, "-$20.00"), R(560, "$80.00")),
				L(258, C(100, "DESCR:PAYMENT SEC:CCD")),
				L(276, C(100, "IND NAME:ACME")),
				L(304, C(40, "12/17"), C(100, "DEPOSIT"), R(470, "+$15.00"), R(560, "$95.00")),
			)...)},
			want:    "2025-12-16 debit 20 ORIG CO NAME:ACME DESCR:PAYMENT SEC:CCD IND NAME:ACME\n2025-12-17 credit 15 DEPOSIT",
			verdict: result.Verified,
		},
	}
	tests = append(tests, []oracleCase{
		{
			name: "a section title followed by a note keeps its direction",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(210, C(40, "Deposits")),
				L(222, C(40, "POSTING DATE"), C(100, "DESCRIPTION"), R(470, "AMOUNT")),
				L(234, C(40, "12/16"), C(100, "MOBILE DEPOSIT"), R(470, "50.00")),
				L(246, C(330, "Subtotal:"), R(470, "50.00")),
				L(264, C(40, "Checks Paid"), C(120, "No. Checks: 1"), C(260, "*Indicates break in serial sequence or check processed electronically")),
				L(276, C(40, "POSTING DATE"), C(100, "DESCRIPTION"), R(470, "AMOUNT")),
				L(288, C(40, "12/18"), C(100, "CHECK #1233"), R(470, "20.00")),
				L(300, C(330, "Subtotal:"), R(470, "20.00")),
			)...)},
			want:    "2025-12-16 credit 50 MOBILE DEPOSIT\n2025-12-18 debit 20 CHECK #1233",
			verdict: result.Verified,
		},
		{
			name: "a misspelt 'Totel' line whose amount is its section's sum is the section's total",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Begining Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(210, C(40, "DEPOSITES AND OTHER CREDTS")),
				L(222, C(40, "DATE"), C(100, "DESCRIPTI0N"), R(470, "AM0UNT")),
				L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(470, "+$20.00")),
				L(246, C(40, "12/17"), C(100, "CUSTOMER B"), R(470, "+$30.00")),
				L(258, C(100, "Totel Deposites"), R(470, "+$50.00")),
				L(276, C(40, "WITHDRAWLS AND OTHER DEBITS")),
				L(288, C(40, "DATE"), C(100, "DESCRIPTI0N"), R(470, "AM0UNT")),
				L(300, C(40, "12/18"), C(100, "UTILITY"), R(470, "-$20.00")),
				L(312, C(100, "Totel Withdrawls"), R(470, "-$20.00")),
			)...)},
			want:    "2025-12-16 credit 20 CUSTOMER A\n2025-12-17 credit 30 CUSTOMER B\n2025-12-18 debit 20 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "'continued on the next page' and a running header at the right edge are no row's description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "50.00"), R(560, "150.00")),
				L(244, C(40, "12/17"), C(100, "CARD PURCHASE SHELL OIL"), R(470, "-20.00"), R(560, "130.00")),
				L(256, C(300, "continued on the next page")),
			)...), mkPage(2,
				L(40, C(40, "Example Bank"), C(480, "Sort code 54-91-76")),
				L(52, C(480, "Statement period 15/12/2025 to 14/01/2026")),
				L(70, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(82, C(40, "12/20"), C(100, "FEE"), R(470, "-1.00"), R(560, "129.00")),
				L(94, C(40, "12/21"), C(100, "REFUND"), R(470, "1.00"), R(560, "130.00")),
			)},
			want:    "2025-12-16 credit 50 DEPOSIT\n2025-12-17 debit 20 CARD PURCHASE SHELL OIL\n2025-12-20 debit 1 FEE\n2025-12-21 credit 1 REFUND",
			verdict: result.Verified,
		},
		{
			name: "a total over two subsections, after a card subtotal whose label ends in the card's last digits",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "70.00")),
				L(210, C(40, "Withdrawals and other subtractions")),
				L(222, C(40, "Card account # XXXX XXXX XXXX 4821")),
				L(234, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(246, C(40, "12/16"), C(100, "CARD PURCHASE GRAINGER"), R(470, "-10.00")),
				L(258, C(100, "Subtotal for card account # XXXX XXXX XXXX 4821"), R(470, "-$10.00")),
				L(276, C(40, "Other subtractions")),
				L(288, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(300, C(40, "12/18"), C(100, "UTILITY"), R(470, "-20.00")),
				L(312, C(100, "Total other subtractions"), R(470, "-$20.00")),
				L(324, C(100, "Total withdrawals and other subtractions"), R(470, "-$30.00")),
			)...)},
			want:    "2025-12-16 debit 10 CARD PURCHASE GRAINGER\n2025-12-18 debit 20 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "a credit union's share and share-draft sub-accounts, named by suffix: the draft is read",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "PRIMARY SHARE S0000")),
				L(192, C(40, "Trans Date"), C(100, "Description"), R(400, "Withdrawals"), R(470, "Deposits"), R(560, "Balance")),
				L(204, C(40, "Dec 01"), C(100, "Previous Balance"), R(560, "500.00")),
				L(216, C(40, "Dec 31"), C(100, "DIVIDEND EARNED"), R(470, "1.00"), R(560, "501.00")),
				L(228, C(40, "Dec 31"), C(100, "New Balance"), R(560, "501.00")),
				L(240, C(100, "Total 1 Deposits"), R(470, "1.00")),
				L(260, C(40, "BUSINESS CHECKING S0010 ACCOUNT XXXXXX4677")),
				L(272, C(40, "Trans Date"), C(100, "Description"), R(400, "Withdrawals"), R(470, "Deposits"), R(560, "Balance")),
				L(284, C(40, "Dec 01"), C(100, "Previous Balance"), R(560, "100.00")),
				L(296, C(40, "Dec 16"), C(100, "SQUARE INC DEPOSIT"), R(470, "50.00"), R(560, "150.00")),
				L(308, C(40, "Dec 17"), C(100, "TRANSFER TO SHARE S0000"), R(400, "20.00"), R(560, "130.00")),
				L(320, C(40, "Dec 31"), C(100, "New Balance"), R(560, "130.00")),
				L(332, C(100, "Total 1 Withdrawals"), R(400, "20.00")),
				L(344, C(100, "Total 1 Deposits"), R(470, "50.00")),
			)...)},
			want:    "2025-12-16 credit 50 SQUARE INC DEPOSIT\n2025-12-17 debit 20 TRANSFER TO SHARE S0000",
			verdict: result.Verified,
		},
		{
			name: "labels and their values atop the next page are not the last row's description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "50.00"), R(560, "150.00")),
				L(244, C(40, "12/17"), C(100, "CARD PURCHASE 12/17 SHELL OIL"), R(470, "-20.00"), R(560, "130.00")),
			)...), mkPage(2,
				L(40, C(40, "ACME WIDGETS LLC"), C(300, "Page 2 of 2"), C(450, "Business Statement")),
				L(52, C(460, "Account Number:")),
				L(63, C(460, "0-571-3398-5107")),
				L(74, C(460, "Statement Period:")),
				L(85, C(420, "Dec 15, 2025 through Jan 14, 2026")),
				L(110, C(40, "12/20"), C(100, "FEE"), R(470, "-1.00"), R(560, "129.00")),
				L(122, C(40, "12/21"), C(100, "REFUND"), R(470, "1.00"), R(560, "130.00")),
			)},
			want:    "2025-12-16 credit 50 DEPOSIT\n2025-12-17 debit 20 CARD PURCHASE 12/17 SHELL OIL\n2025-12-20 debit 1 FEE\n2025-12-21 credit 1 REFUND",
			verdict: result.Verified,
		},
		{
			name: "a description run on into the Type column keeps its word",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "70.00")),
				L(220, C(40, "Date"), C(100, "Description"), C(270, "Txn Type"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "CARD PURCHASE SYSCO FOODS CARD 4821 PURCHASE"), C(292, "DEBIT"), R(470, "30.00"), R(560, "70.00")),
				L(244, C(100, "AUTHORIZED ON 12/16")),
			)...)},
			want:    "2025-12-16 debit 30 CARD PURCHASE SYSCO FOODS CARD 4821 PURCHASE AUTHORIZED ON 12/16",
			verdict: result.Verified,
		},
		{
			name: "a currency code printed apart before each amount belongs to the amount",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(220, C(40, "Date"), C(110, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(110, "DEPOSIT"), R(470, "USD 50.00"), R(560, "USD 150.00")),
				L(244, C(40, "12/18"), C(110, "CARD"), R(470, "USD -20.00"), R(560, "USD 130.00")),
			)...)},
			want:    "2025-12-16 credit 50 DEPOSIT\n2025-12-18 debit 20 CARD",
			verdict: result.Verified,
		},
		{
			name: "a section's total that does not match its rows is a failing total, not a row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(210, C(40, "Deposits and Additions")),
				L(222, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(470, "20.00")),
				L(246, C(40, "12/17"), C(100, "CUSTOMER B"), R(470, "30.00")),
				L(258, C(100, "Total Deposits and Additions"), R(470, "$55.00")),
				L(276, C(40, "Electronic Withdrawals")),
				L(288, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(300, C(40, "12/18"), C(100, "UTILITY"), R(470, "20.00")),
			)...)},
			want:    "2025-12-16 credit 20 CUSTOMER A\n2025-12-17 credit 30 CUSTOMER B\n2025-12-18 debit 20 UTILITY",
			verdict: result.NeedsReview,
			failed:  "printed_totals,section_totals",
		},
		{
			name: "a balance marked OD is overdrawn",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(220, C(40, "Date"), C(100, "Description"), R(400, "Money out"), R(470, "Money in"), R(560, "Balance")),
				L(232, C(40, "12/16"), C(100, "Balance brought forward"), R(560, "100.00")),
				L(244, C(40, "12/17"), C(100, "CHEQUE 001376"), R(400, "300.00"), R(540, "200.00"), C(545, "OD")),
				L(256, C(40, "12/18"), C(100, "DEPOSIT"), R(470, "250.00"), R(560, "50.00")),
			)...)},
			want:    "2025-12-17 debit 300 CHECK #001376\n2025-12-18 credit 250 DEPOSIT",
			verdict: result.Verified,
		},
		{
			name: "a date wrapped over two lines in a narrow column ('Dec' over '17')",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(100, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
				L(192, C(40, "Dec 16"), C(100, "Opening balance"), R(560, "1,000.00")),
				L(204, C(40, "Dec"), C(100, "STRIPE TRANSFER"), R(480, "250.00"), R(560, "1,250.00")),
				L(214, C(40, "17"), C(100, "ST-A8812QX")),
				L(226, C(40, "Dec"), C(100, "ACH DEBIT FUNDBOX"), R(400, "100.00")),
				L(236, C(40, "18"), C(100, "DAILY PMT")),
				L(246, C(100, "ZELLE TO J SMITH"), R(400, "50.00"), R(560, "1,100.00")),
			)...)},
			want: "2025-12-17 credit 250 STRIPE TRANSFER ST-A8812QX\n2025-12-18 debit 100 ACH DEBIT FUNDBOX DAILY PMT\n" +
				"2025-12-18 debit 50 ZELLE TO J SMITH",
			verdict: result.Verified,
		},
		{
			name: "a CR/DR mark wrapped under its amount is the direction, not the description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,125.00")),
				L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(192, C(40, "12/16"), C(100, "MOBILE DEPOSIT"), R(470, "250.00"), R(560, "1,250.00")),
				L(202, R(470, "CR")),
				L(214, C(40, "12/17"), C(100, "ACH DEBIT FUNDBOX DAILY"), R(470, "100.00"), R(560, "1,150.00")),
				L(224, C(100, "PMT ID:1234567890"), R(470, "DR")),
				L(236, C(40, "12/18"), C(100, "ZELLE TO J SMITH"), R(470, "25.00"), R(560, "1,125.00")),
				L(246, C(100, "CONF 88A7712"), R(470, "DR")),
			)...)},
			want: "2025-12-16 credit 250 MOBILE DEPOSIT\n2025-12-17 debit 100 ACH DEBIT FUNDBOX DAILY PMT ID:1234567890\n" +
				"2025-12-18 debit 25 ZELLE TO J SMITH CONF 88A7712",
			verdict: result.Verified,
		},
		{
			name: "dates wrapped over three lines ('16-' 'Dec-' '25'), a check number left of the description on an undated row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(80, "Check"), C(120, "Description"), R(400, "Credits"), R(480, "Debits"), R(560, "Balance")),
				L(192, C(40, "16-"), C(120, "Opening balance"), R(560, "1,000.00")),
				L(202, C(40, "Dec-")),
				L(212, C(40, "25")),
				L(224, C(40, "17-"), C(120, "STRIPE TRANSFER"), R(400, "250.00"), R(560, "1,250.00")),
				L(234, C(40, "Dec-"), C(120, "ST A8812QX")),
				L(244, C(40, "25")),
				L(256, C(80, "1044"), C(120, "Check"), R(480, "50.00"), R(560, "1,200.00")),
			)...)},
			want:    "2025-12-17 credit 250 STRIPE TRANSFER ST A8812QX\n2025-12-17 debit 50 CHECK #1044",
			verdict: result.Verified,
		},
		{
			name: "an ISO date wrapped after its year ('2025-' over '12-17') is one date, not a day-month line",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,150.00")),
				L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(192, C(40, "2025-"), C(100, "Beginning"), R(560, "1,000.00")),
				L(202, C(40, "12-16"), C(100, "Balance")),
				L(214, C(40, "2025-"), C(100, "MOBILE DEPOSIT"), R(470, "200.00"), R(560, "1,200.00")),
				L(224, C(40, "12-17")),
				L(236, C(40, "2025-"), C(100, "CARD PURCHASE"), R(470, "-50.00"), R(560, "1,150.00")),
				L(246, C(40, "12-18")),
			)...)},
			want:    "2025-12-17 credit 200 MOBILE DEPOSIT\n2025-12-18 debit 50 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "column labels wrapped over three lines ('Ending' 'Daily' 'Balance')",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,150.00")),
				L(180, C(40, "Date"), C(100, "Description"), R(400, "Credits"), R(480, "Debits"), R(560, "Ending")),
				L(190, R(560, "Daily")),
				L(200, R(560, "Balance")),
				L(212, C(40, "12/17"), C(100, "MOBILE DEPOSIT"), R(400, "200.00"), R(560, "1,200.00")),
				L(224, C(40, "12/18"), C(100, "CARD PURCHASE"), R(480, "50.00"), R(560, "1,150.00")),
			)...)},
			want:    "2025-12-17 credit 200 MOBILE DEPOSIT\n2025-12-18 debit 50 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "a '-' left on the dated line when a narrow column wrapped '-$50.00'; the balance stays with its row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,150.00")),
				L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(192, C(40, "12/17"), C(100, "MOBILE DEPOSIT"), R(470, "$200.00"), R(560, "1,200.00")),
				L(204, C(40, "12/18"), C(100, "CARD PURCHASE"), R(440, "-"), R(560, "1,150.00")),
				L(214, R(470, "$50.00")),
			)...)},
			want:    "2025-12-17 credit 200 MOBILE DEPOSIT\n2025-12-18 debit 50 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "a day alone at a page's foot whose month wrapped onto the next page; a check number is no year",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,125.00")),
				L(180, C(40, "Date"), C(80, "Check"), C(120, "Description"), R(400, "Credits"), R(480, "Debits"), R(560, "Balance")),
				L(192, C(40, "17 Dec"), C(120, "MOBILE DEPOSIT"), R(400, "200.00"), R(560, "1,200.00")),
				L(204, C(40, "18 Dec"), C(80, "1091"), C(120, "Check"), R(480, "50.00"), R(560, "1,150.00")),
				L(760, C(40, "19"), C(120, "CARD PURCHASE"), R(480, "25.00"), R(560, "1,125.00")),
			)...), mkPage(2,
				L(30, C(40, "Dec")),
				L(60, C(40, "Member FDIC")),
			)},
			want:    "2025-12-17 credit 200 MOBILE DEPOSIT\n2025-12-18 debit 50 CHECK #1091\n2025-12-19 debit 25 CARD PURCHASE",
			verdict: result.Verified,
		},
		{
			name: "a money line of the table that cannot be dated is not silently dropped: rows_read fails",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(100, "Description"), R(400, "Credits"), R(480, "Debits"), R(560, "Balance")),
				L(192, C(100, "MOBILE DEPOSIT"), R(400, "200.00"), R(560, "1,200.00")),
				L(204, C(40, "12/17"), C(100, "CARD PURCHASE"), R(480, "50.00"), R(560, "1,150.00")),
				L(216, C(40, "12/18"), C(100, "ZELLE FROM J DOE"), R(400, "25.00"), R(560, "1,175.00")),
			)...)},
			want:    "2025-12-17 debit 50 CARD PURCHASE\n2025-12-18 credit 25 ZELLE FROM J DOE",
			verdict: result.NeedsReview,
			failed:  "rows_read",
		},
		{
			name: "figures inside a long description are its text; the figure set apart in its column is the row's; a check label is the check's",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,520.00")),
				L(180, C(40, "Date"), C(100, "Transaction Detail"), R(470, "Amount"), R(560, "Balance")),
				L(192, C(40, "12/16"), C(100, "MOBILE DEPOSIT 2 ITEMS 144.00 256.00"), R(470, "400.00")),
				L(204, C(40, "12/17"), C(100, "PURCHASE AUTHORIZED ON 12/16 DINER"), R(470, "(80.00)"), R(560, "1,320.00")),
				L(214, C(100, "S1919 CARD 7051 ORIG AMT 70.00 TIP 10.00")),
				L(226, C(40, "12/18"), C(100, "Check 1073"), R(470, "200.00"), R(560, "1,520.00")),
				L(250, C(100, "Ending balance"), R(560, "1,520.00")),
				L(262, C(100, "Total credits 600.00 Total debits (80.00)")),
			)...)},
			want: "2025-12-16 credit 400 MOBILE DEPOSIT 2 ITEMS 144.00 256.00\n" +
				"2025-12-17 debit 80 PURCHASE AUTHORIZED ON 12/16 DINER S1919 CARD 7051 ORIG AMT 70.00 TIP 10.00\n" +
				"2025-12-18 credit 200 CHECK #1073",
			verdict: result.Verified,
		},
		{
			name: "an account's balance line that prints another label and figure beside it keeps its own figure",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "BUSINESS CHECKING"), R(572, "Account number XXXXXX6172")),
				L(162, C(40, "Beginning balance on December 15"), R(300, "$1,000.00"), C(330, "Average ledger balance"), R(560, "$2,222.22")),
				L(174, C(40, "Ending balance on January 14"), R(300, "$1,370.00"), C(330, "Interest earned this period"), R(560, "$0.10")),
				L(190, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(202, C(40, "Deposits and other credits")),
				L(214, C(40, "12/16"), C(100, "STRIPE TRANSFER"), R(470, "400.00")),
				L(226, C(40, "Withdrawals and other debits")),
				L(238, C(40, "12/18"), C(100, "UTILITY"), R(470, "30.00")),
				L(260, C(40, "BUSINESS SAVINGS"), R(572, "Account number XXXXXX4192")),
				L(272, C(40, "Beginning balance on December 15"), R(300, "$500.00"), C(330, "Average ledger balance"), R(560, "$500.00")),
				L(284, C(40, "Ending balance on January 14"), R(300, "$500.10"), C(330, "Interest earned this period"), R(560, "$0.10")),
				L(300, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(312, C(40, "Deposits and other credits")),
				L(324, C(40, "01/14"), C(100, "INTEREST PAYMENT"), R(470, "0.10")),
			)...)},
			want:    "2025-12-16 credit 400 STRIPE TRANSFER\n2025-12-18 debit 30 UTILITY",
			verdict: result.Verified,
		},
		{
			name: "an account's averages and its period and year-to-date fee table under the rows are not rows",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(100, "Transaction Detail"), R(470, "Amount($)"), R(560, "Balance($)")),
				L(192, C(40, "12-15"), C(100, "Beginning Balance"), R(560, "1,000.00")),
				L(204, C(40, "12-16"), C(100, "Deposit ACH STRIPE"), R(470, "400.00"), R(560, "1,400.00")),
				L(216, C(40, "12-17"), C(100, "Courtesy Pay Fee Item 96.00"), R(470, "30.00-"), R(560, "1,370.00")),
				L(228, C(40, "01-14"), C(100, "Ending Balance"), R(560, "1,370.00")),
				L(242, C(100, "Average Daily Balance $1,200.00 Dividends this period $1.17 YTD Dividends $5.27 Dividend Rate 0.05%")),
				L(256, R(420, "Total This Period"), R(560, "Total Year-to-Date")),
				L(268, C(100, "Total Courtesy Pay Fees"), R(420, "$30.00"), R(560, "$105.00")),
				L(280, C(100, "Total Returned Item (NSF) Fees"), R(420, "$0.00"), R(560, "$35.00")),
			)...)},
			want:    "2025-12-16 credit 400 Deposit ACH STRIPE\n2025-12-17 debit 30 Courtesy Pay Fee Item 96.00",
			verdict: result.Verified,
		},
		{
			name: "fee table labels over two lines atop the next page do not run into the last row's description",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
					L(162, C(40, "Ending Balance"), R(300, "985.00")),
					L(180, C(40, "Date"), R(200, "Credits"), R(280, "Debits"), R(360, "Balance"), C(380, "Description")),
					L(192, C(40, "16-Dec-25"), R(280, "15.00"), R(360, "985.00"), C(380, "MAINTENANCE FEE SVC CH*")),
				)...),
				mkPage(2,
					L(60, C(380, "Total for"), C(480, "Total for")),
					L(72, C(380, "This Statement"), C(480, "This Year")),
					L(84, C(40, "Total Overdraft Fees"), R(420, "$0.00"), R(520, "$35.00")),
				),
			},
			want:    "2025-12-16 debit 15 MAINTENANCE FEE SVC CH*",
			verdict: result.Verified,
		},
		{
			name: "a day's first row dated 'Jan 2,' over '2026' in a narrow column; neither the year nor a ZIP beside a product names an account",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(120, C(40, "DENVER CO 80202"), C(330, "Product"), R(572, "Community Business Checking")),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,250.00")),
				L(180, C(40, "Date"), C(80, "Description"), R(400, "Additions"), R(480, "Subtractions"), R(560, "Balance")),
				L(192, C(40, "Jan 2,"), C(80, "ACH CREDIT"), R(400, "400.00"), R(560, "1,400.00")),
				L(202, C(40, "2026"), C(80, "STRIPE TRANSFER ST-12F0290B")),
				L(212, C(80, "POS PURCHASE"), R(480, "50.00"), R(560, "1,350.00")),
				L(222, C(80, "UBER TRIP HELP.UBER.COM")),
				L(232, C(40, "Jan 9,"), C(80, "ONLINE BANKING TRANSFER"), R(480, "100.00"), R(560, "1,250.00")),
				L(242, C(40, "2026"), C(80, "TO SAVINGS XXX1327")),
			)...)},
			want: "2026-01-02 credit 400 ACH CREDIT STRIPE TRANSFER ST-12F0290B\n2026-01-02 debit 50 POS PURCHASE UBER TRIP HELP.UBER.COM\n" +
				"2026-01-09 debit 100 ONLINE BANKING TRANSFER TO SAVINGS XXX1327",
			verdict: result.Verified,
		},
		{
			name: "credit union shares titled by ID with the number below, Post | Eff dates, New Balance rows, totals naming one direction",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "SHARE SAVINGS ID 00")),
				L(162, C(40, "Post"), C(80, "Eff"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
				L(174, C(40, "12/15"), C(120, "Previous Balance"), R(560, "500.00")),
				L(186, C(40, "12/31"), C(80, "12/31"), C(120, "Deposit Dividend"), R(470, "1.00"), R(560, "501.00")),
				L(198, C(40, "01/14"), C(120, "New Balance"), R(560, "501.00")),
				L(220, C(40, "SHARE DRAFT - BUSINESS CHECKING ID 10")),
				L(232, C(40, "MICR Account Number 891195239476 • Dividend rate 0.050%")),
				L(244, C(40, "Post"), C(80, "Eff"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
				L(256, C(40, "12/15"), C(120, "Previous Balance"), R(560, "100.00")),
				L(268, C(40, "12/16"), C(80, "12/16"), C(120, "Deposit ACH STRIPE"), R(470, "50.00"), R(560, "150.00")),
				L(280, C(40, "12/17"), C(80, "12/16"), C(120, "Withdrawal POS HOME DEPOT"), R(470, "-20.00"), R(560, "130.00")),
				L(292, C(40, "12/18"), C(80, "12/18"), C(120, "Deposit Transfer From Share 00"), R(470, "30.00"), R(560, "160.00")),
				L(304, C(40, "01/14"), C(120, "New Balance"), R(560, "160.00")),
				L(316, C(40, "Total Deposits and Credits (2)"), R(470, "80.00")),
				L(328, C(40, "Total Withdrawals and Debits (1)"), R(470, "-20.00")),
			)...)},
			want: "2025-12-16 credit 50 Deposit ACH STRIPE\n2025-12-17 debit 20 Withdrawal POS HOME DEPOT\n" +
				"2025-12-18 credit 30 Deposit Transfer From Share 00",
			verdict: result.Verified,
		},
		{
			name: "date and description labels set as close as one label's words ('Posting Date Description') head two columns",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,350.00")),
				L(180, C(40, "Posting Date Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Daily Balance")),
				L(192, C(40, "01/02/26"), C(94, "Preauthorized Debit ADP Wage Pay"), R(400, "50.00")),
				L(202, C(94, "Wage Pay 119447")),
				L(212, C(40, "01/02/26"), C(94, "Preauthorized Credit Square Inc"), R(480, "400.00"), R(560, "1,350.00")),
				L(222, C(94, "SQ260102 L2EECK7MMAKYK")),
			)...)},
			want:    "2026-01-02 debit 50 Preauthorized Debit ADP Wage Pay Wage Pay 119447\n2026-01-02 credit 400 Preauthorized Credit Square Inc SQ260102 L2EECK7MMAKYK",
			verdict: result.Verified,
		},
		{
			name: "a direction's total with its count under the description column ('TOTAL CREDITS (2) 450.00CR') is the table's total, not a payee",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "DATE"), C(100, "DESCRIPTION"), R(470, "AMOUNT"), R(560, "BALANCE")),
				L(192, C(100, "BALANCE LAST STATEMENT"), R(560, "1,000.00")),
				L(204, C(40, "12-16"), C(100, "DEPOSIT"), R(470, "400.00CR"), R(560, "1,400.00")),
				L(216, C(40, "12-17"), C(100, "CHECK 1001"), R(470, "50.00DR"), R(560, "1,350.00")),
				L(228, C(40, "12-31"), C(100, "INTEREST PAID"), R(470, "50.00CR"), R(560, "1,400.00")),
				L(240, C(100, "BALANCE THIS STATEMENT"), R(560, "1,400.00")),
				L(256, C(100, "TOTAL CREDITS (2)"), R(470, "450.00CR")),
				L(268, C(100, "TOTAL DEBITS (1)"), R(470, "50.00DR")),
			)...)},
			want:    "2025-12-16 credit 400 DEPOSIT\n2025-12-17 debit 50 CHECK #1001\n2025-12-31 credit 50 INTEREST PAID",
			verdict: result.Verified,
		},
		{
			name: "a dated 'New Balance' row closes the share's table; the figures printed under it are no row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(162, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
				L(174, C(40, "12/15"), C(120, "Previous Balance"), R(560, "500.00")),
				L(186, C(40, "12/31"), C(120, "Deposit Dividend"), R(470, "1.00"), R(560, "501.00")),
				L(198, C(40, "01/14"), C(120, "New Balance"), R(560, "501.00")),
				L(210, C(40, "Dividends Paid Year-to-Date $0.33"), C(300, "Minimum balance (par value) $5.00")),
			)...)},
			want:    "2025-12-31 credit 1 Deposit Dividend",
			verdict: result.Verified,
		},
		{
			name: "a fee table titled on its labels' line holds a dividends line; a share titled 'SHARE 01' without a number is another account",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "BUSINESS CHECKING — SHARE 70 — ACCOUNT XXXXXXXX6808")),
				L(162, C(40, "Trans Date"), C(90, "Post Date"), C(140, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
				L(174, C(90, "12/15"), C(140, "Beginning Balance"), R(560, "1,000.00")),
				L(186, C(40, "12/16"), C(90, "12/16"), C(140, "ACH Deposit SQUARE INC"), R(480, "400.00"), R(560, "1,400.00")),
				L(198, C(40, "12/31"), C(90, "12/31"), C(140, "Dividend Deposit"), R(480, "5.23"), R(560, "1,405.23")),
				L(210, C(90, "12/31"), C(140, "Ending Balance"), R(560, "1,405.23")),
				L(226, C(44, "Fees and Dividends"), R(420, "Total This Period"), R(560, "Total Year-to-Date")),
				L(238, C(48, "Total Overdraft Fees"), R(420, "$0.00"), R(560, "$0.00")),
				L(250, C(48, "Dividends Paid"), R(420, "$5.23"), R(560, "$5.23")),
				L(270, C(40, "REGULAR SAVINGS — SHARE 01")),
				L(282, C(40, "Trans Date"), C(90, "Post Date"), C(140, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
				L(294, C(90, "12/15"), C(140, "Beginning Balance"), R(560, "500.00")),
				L(306, C(40, "12/31"), C(90, "12/31"), C(140, "Dividend Deposit"), R(480, "0.16"), R(560, "500.16")),
				L(318, C(90, "12/31"), C(140, "Ending Balance"), R(560, "500.16")),
			)...)},
			want:    "2025-12-16 credit 400 ACH Deposit SQUARE INC\n2025-12-31 credit 5.23 Dividend Deposit",
			verdict: result.Verified,
		},
		{
			name: "a check listed again in the checks table with a sequence-break asterisk ('1415*') is the same check",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "768.41")),
				L(180, C(40, "DATE"), C(90, "CHECK"), R(200, "AMOUNT"), C(220, "DESCRIPTION")),
				L(192, C(40, "12/27"), C(90, "1415"), R(200, "581.59-"), C(220, "CHECK")),
				L(204, C(40, "12/28"), C(90, "1416"), R(200, "650.00-"), C(220, "CHECK")),
				L(216, C(40, "12/29"), R(200, "1,000.00"), C(220, "DEPOSIT")),
				L(234, C(40, "CHECKS IN SERIAL ORDER")),
				L(246, C(56, "NUMBER"), C(110, "DATE"), R(200, "AMOUNT"), C(256, "NUMBER"), C(310, "DATE"), R(400, "AMOUNT")),
				L(258, C(56, "1415*"), C(110, "12/27"), R(200, "581.59"), C(256, "1416"), C(310, "12/28"), R(400, "650.00")),
			)...)},
			want:    "2025-12-27 debit 581.59 CHECK #1415\n2025-12-28 debit 650 CHECK #1416\n2025-12-29 credit 1000 DEPOSIT",
			verdict: result.Verified,
		},
		{
			name: "a declined debit order printed with its amount and a zero balance moved no money: the chain passes over it",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(90, "Description"), R(400, "Amount"), R(560, "Balance")),
				L(192, C(40, "12/15"), C(90, "Payment Received"), R(400, "200.00"), R(560, "307.21")),
				L(204, C(40, "12/15"), C(90, "Payment Fee"), R(400, "-1.00"), R(560, "306.21")),
				L(216, C(40, "12/15"), C(90, "Debit Order Insufficient Funds (992.75): Vodacom"), R(400, "992.75"), R(560, "0.00")),
				L(228, C(40, "12/15"), C(90, "Debit Order Insufficient Funds Fee"), R(400, "-7.00"), R(560, "299.21")),
				L(240, C(40, "12/16"), C(90, "KFC Sunnyside"), R(400, "-82.80"), R(560, "216.41")),
			)...)},
			want:    "2025-12-15 credit 200 Payment Received\n2025-12-15 debit 1 Payment Fee\n2025-12-15 debit 7 Debit Order Insufficient Funds Fee\n2025-12-16 debit 82.8 KFC Sunnyside",
			verdict: result.Verified,
		},
		{
			name: "a ledger's check row printed number first ('1130 Check') is the same check as the Check Summary's",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,718.41")),
				L(180, C(40, "Date"), C(90, "Description"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
				L(192, C(40, "12/27"), C(90, "1130 Check"), R(400, "-281.59"), R(560, "718.41")),
				L(204, C(40, "12/28"), C(90, "Deposit"), R(480, "1,000.00"), R(560, "1,718.41")),
				L(234, C(240, "Check Summary")),
				L(246, C(56, "Check No."), C(110, "Date"), R(200, "Amount"), C(256, "Check No."), C(310, "Date"), R(400, "Amount")),
				L(258, C(56, "1130*"), C(110, "12/27 o"), R(200, "281.59")),
			)...)},
			want:    "2025-12-27 debit 281.59 1130 Check\n2025-12-28 credit 1000 Deposit",
			verdict: result.Verified,
		},
		{
			name: "a long description's line printing figures of its own inside the description column runs on the row above",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "4,810.59")),
				L(180, C(40, "Date"), C(74, "Description"), R(430, "Debits"), R(496, "Credits"), R(560, "Balance")),
				L(192, C(40, "1/2"), C(74, "086500009690406 ACH CREDIT MIDLAND CO-OP ELEVATOR SETTLEMENT"), R(496, "3,810.59"), R(560, "4,810.59")),
				L(201, C(74, "CONTRACT 69542 YELLOW CORN #2 GROSS 3,883.61 LESS CHECKOFF 9.52")),
				L(210, C(74, "LESS DRYING 63.50 NET 3,810.59 PAID TO SUMMIT AUTO REPAIR LLC CCD")),
			)...)},
			want: "2026-01-02 credit 3810.59 086500009690406 ACH CREDIT MIDLAND CO-OP ELEVATOR SETTLEMENT " +
				"CONTRACT 69542 YELLOW CORN #2 GROSS 3,883.61 LESS CHECKOFF 9.52 LESS DRYING 63.50 NET 3,810.59 PAID TO SUMMIT AUTO REPAIR LLC CCD",
			verdict: result.Verified,
		},
	}...)
	runOracle(t, tests)
}

// A statement whose rows cannot be read is never reported right: it
// completes with no rows and a needs_review verdict that says so.
func TestNoSilentZeros(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(180, C(40, "Beginning Balance"), R(300, "100.00")),
		L(192, C(40, "Ending Balance"), R(300, "250.00")),
		L(220, C(40, "Activity"), C(100, "is shown in the attached image"), R(470, "Balance")),
	)...))
	if len(r.Transactions) != 0 {
		t.Fatalf("transactions %s", types(r))
	}
	v, failed := verdict(r)
	if v != result.NeedsReview || strings.Join(failed, ",") != "reconciliation,transactions_found" {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
}

// A credit union prints share savings and share draft in one document,
// each with its own balances and totals: the result is the transaction
// account, proven by its own arithmetic, and a check names the other.
func TestSeveralAccounts(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(180, C(40, "SHARE SAVINGS (SUFFIX 00)"), R(572, "Account XXXXXXXX5059")),
		L(192, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
		L(204, C(40, "12/15"), C(100, "Previous Balance"), R(560, "2,968.52")),
		L(216, C(40, "12/20"), C(100, "TRANSFER FROM SHARE DRAFT"), R(470, "100.00 CR"), R(560, "3,068.52")),
		L(228, C(40, "01/14"), C(100, "New Balance"), R(560, "3,068.52")),
		L(250, C(40, "BUSINESS SHARE DRAFT (SUFFIX 10)"), R(572, "Account XXXXXXXX4094")),
		L(262, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
		L(274, C(40, "12/15"), C(100, "Previous Balance"), R(560, "468.52")),
		L(286, C(40, "12/18"), C(100, "STRIPE TRANSFER"), R(470, "1,000.00 CR"), R(560, "1,468.52")),
		L(298, C(40, "12/20"), C(100, "TRANSFER TO SHARE SAVINGS"), R(470, "100.00 DR"), R(560, "1,368.52")),
		L(310, C(40, "01/14"), C(100, "New Balance"), R(560, "1,368.52")),
		L(322, C(100, "Deposits: 1 totaling 1,000.00   Withdrawals: 1 totaling 100.00")),
	)...))
	want := "2025-12-18 credit 1000 STRIPE TRANSFER\n2025-12-20 debit 100 TRANSFER TO SHARE SAVINGS"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	var names []string
	for _, c := range r.Checks {
		names = append(names, c.Name)
		if c.Name == "single_account" && !strings.Contains(c.Detail, "…5059") {
			t.Errorf("single_account detail %q does not name the account left out", c.Detail)
		}
	}
	for _, n := range []string{"reconciliation", "printed_totals", "single_account"} {
		if !strings.Contains(strings.Join(names, ","), n) {
			t.Errorf("no %s check in %v", n, names)
		}
	}
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "4094" {
		t.Errorf("account last4 %v, want 4094", r.AccountNumberLast4)
	}
}

func TestDayFirst(t *testing.T) {
	page := func(dates ...string) []line {
		var ls []tl
		for i, d := range dates {
			ls = append(ls, L(100+float64(12*i), C(40, d), C(100, "ROW"), R(470, "1.00")))
		}
		return buildLines(mkPage(1, ls...))
	}
	tests := []struct {
		name     string
		dates    []string
		currency string
		want     bool
	}{
		{"US", []string{"01/05", "01/13"}, "USD", false},
		{"a day above 12 first", []string{"05/01/2026", "25/01/2026"}, "USD", true},
		{"ambiguous US", []string{"01/05/2026", "02/05/2026"}, "USD", false},
		{"ambiguous, pounds", []string{"01/05/2026", "02/05/2026"}, "GBP", true},
		{"amounts are not dates", []string{"30.00", "12.05"}, "USD", false},
	}
	for _, tc := range tests {
		if got := dayFirst(page(tc.dates...), tc.currency); got != tc.want {
			t.Errorf("%s: dayFirst = %v", tc.name, got)
		}
	}
}

// TestColumnLabels reads one ledger under the column labels banks print
// for the same five columns.
func TestColumnLabels(t *testing.T) {
	for _, h := range [][5]string{
		{"Transaction Date", "Details", "Debit Amount", "Credit Amount", "Running Balance"},
		{"Post Date", "Transaction Description", "Withdrawals ($)", "Deposits ($)", "Balance ($)"},
		{"Eff. Date", "Narrative", "Paid Out", "Paid In", "Balance"},
		{"DATE", "TRANSACTION DETAIL", "DEBITS", "CREDITS", "DAILY BALANCE"},
		{"Date Posted", "Memo", "Payments", "Receipts", "Ledger Balance"},
		{"Value Date", "Particulars", "Dr", "Cr", "Balance"},
		{"Date", "Payee / Description", "Charges", "Credits", "Available Balance"},
		{"Trans Date", "Description", "Subtractions", "Additions", "Ending Balance"},
		{"Date", "Activity", "Money Out", "Money In", "Balance"},
		{"Date", "Description", "Outflow", "Inflow", "Balance"},
		{"Date", "Description", "Out", "In", "Balance"},
	} {
		t.Run(strings.Join(h[:], "|"), func(t *testing.T) {
			r := parse(t, mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(220, C(40, h[0]), C(110, h[1]), R(400, h[2]), R(480, h[3]), R(560, h[4])),
				L(232, C(40, "12/16"), C(110, "DEPOSIT"), R(480, "50.00"), R(560, "150.00")),
				L(244, C(40, "12/18"), C(110, "CARD"), R(400, "20.00"), R(560, "130.00")),
			)...))
			want := "2025-12-16 credit 50 DEPOSIT\n2025-12-18 debit 20 CARD"
			if got := types(r); got != want {
				t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
			}
			if v, failed := verdict(r); v != result.Verified {
				t.Errorf("parse_quality %s %v", v, failed)
			}
		})
	}
}

// Section totals prove only the sections read: a statement whose only
// arithmetic is its sections' totals is unverified, never verified, since
// a section the reading missed altogether would break none of them.
func TestSectionTotalsAloneDoNotVerify(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(210, C(40, "Deposits")),
		L(222, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
		L(234, C(40, "12/16"), C(100, "CUSTOMER A"), R(470, "20.00")),
		L(246, C(40, "12/17"), C(100, "CUSTOMER B"), R(470, "30.00")),
		L(258, C(100, "Total Deposits"), R(470, "$50.00")),
	)...))
	if v, failed := verdict(r); v != result.Unverified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
}

// A bank may print a day's rows in another order than it computed their
// balances in: the day holds when its end balance is among the day's
// printed balances, and the check passes.
func TestSameDayRowsInAnyOrder(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(180, C(40, "Beginning Balance"), R(300, "100.00")),
		L(192, C(40, "Ending Balance"), R(300, "140.00")),
		L(220, C(40, "Date"), C(100, "Description"), R(400, "Withdrawals"), R(480, "Deposits"), R(560, "Balance")),
		// Computed debit first (80.00), then credit (130.00); printed
		// credit first.
		L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(480, "50.00"), R(560, "130.00")),
		L(244, C(40, "12/16"), C(100, "RENT"), R(400, "20.00"), R(560, "80.00")),
		L(256, C(40, "12/17"), C(100, "DEPOSIT"), R(480, "10.00"), R(560, "140.00")),
	)...))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	for _, tx := range r.Transactions {
		if tx.Flagged != nil && *tx.Flagged {
			t.Errorf("row %s flagged", *tx.Description)
		}
	}
}

// A credit union titles each share by its ID ("SHARE SAVINGS ID 00",
// "SHARE DRAFT - BUSINESS CHECKING ID 10") and prints the draft's account
// number on the line below: the savings rows are another account's, and
// the result is the draft under its number.
func TestShareIDTitleNumberBelow(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(150, C(40, "SHARE SAVINGS ID 00")),
			L(162, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
			L(174, C(40, "12/15"), C(120, "Previous Balance"), R(560, "500.00")),
			L(186, C(40, "12/31"), C(120, "Deposit Dividend"), R(470, "1.00"), R(560, "501.00")),
			L(220, C(40, "SHARE DRAFT - BUSINESS CHECKING ID 10")),
			L(232, C(40, "MICR Account Number 891195239476 • Dividend rate 0.050%")),
			L(244, C(40, "Date"), C(120, "Transaction Description"), R(470, "Amount"), R(560, "Balance")),
			L(256, C(40, "12/15"), C(120, "Previous Balance"), R(560, "100.00")),
			L(268, C(40, "12/16"), C(120, "Deposit ACH STRIPE"), R(470, "50.00"), R(560, "150.00")),
		)...),
	)
	if want := "2025-12-16 credit 50 Deposit ACH STRIPE"; types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
	if r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "9476" {
		t.Errorf("account last4 %v, want 9476", r.AccountNumberLast4)
	}
}
