package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// crMarkedPage is a statement whose one amount column marks the credits
// "CR" and leaves the debits plain, under a title that names deposits
// ("Deposits and Descriptive Items"), with a summary that prints the
// service charge apart from the checks and debits.
func crMarkedPage(closing string) pdftext.Page {
	return mkPage(1, append(stmtHeader(40),
		L(150, C(150, "Beginning balance on December 15, 2025"), R(420, "$1,000.00")),
		L(162, C(150, "Total Deposits and Credits:"), C(323, "2"), C(372, "+"), R(420, "300.00")),
		L(174, C(150, "Total Checks and Debits:"), C(323, "2"), R(420, "150.00")),
		L(186, C(150, "Service Charge"), R(420, "5.55")),
		L(198, C(150, "Ending balance on January 14, 2026"), R(420, closing)),
		L(220, C(90, "Deposits and Descriptive Items")),
		L(232, C(150, "Date"), C(190, "Amount"), C(260, "Description")),
		L(244, C(150, "12/16"), R(230, "100.00CR"), C(260, "REGULAR DEPOSIT")),
		L(256, C(150, "12/16"), R(230, "50.00"), C(260, "CONC DEBIT ACME")),
		L(268, C(150, "12/17"), R(230, "200.00CR"), C(260, "REGULAR DEPOSIT")),
		L(280, C(150, "12/17"), R(230, "100.00"), C(260, "CONC DEBIT ACME")),
		L(292, C(150, "12/31"), R(230, "5.55"), C(260, "SERVICE CHARGE")),
	)...)
}

// TestCRMarkedUnderDepositsTitle: a section titled for deposits whose
// amounts mark some figures "CR" and leave others plain lists both
// directions, and the plain ones are debits (field4 Evabank's scan).
func TestCRMarkedUnderDepositsTitle(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name:    "plain figures among CR ones are debits",
			pages:   []pdftext.Page{crMarkedPage("$1,144.45")},
			want:    "2025-12-16 credit 100 REGULAR DEPOSIT\n2025-12-16 debit 50 CONC DEBIT ACME\n2025-12-17 credit 200 REGULAR DEPOSIT\n2025-12-17 debit 100 CONC DEBIT ACME\n2025-12-31 debit 5.55 SERVICE CHARGE",
			verdict: result.Verified,
		},
		{
			name:    "a closing balance that does not close stays needs_review",
			pages:   []pdftext.Page{crMarkedPage("$1,150.00")},
			want:    "2025-12-16 credit 100 REGULAR DEPOSIT\n2025-12-16 debit 50 CONC DEBIT ACME\n2025-12-17 credit 200 REGULAR DEPOSIT\n2025-12-17 debit 100 CONC DEBIT ACME\n2025-12-31 debit 5.55 SERVICE CHARGE",
			verdict: result.NeedsReview,
			failed:  "reconciliation,printed_totals,printed_counts",
		},
	})
}

// trailingSignPage prints every amount with its sign after it, a word
// space apart ("296.00 +", "100.00 -"), as a mainframe statement does.
func trailingSignPage(closing string) pdftext.Page {
	return mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
		L(162, C(40, "Ending Balance"), R(300, closing)),
		L(190, C(40, "Date"), C(90, "Activity Description"), R(480, "Amount")),
		L(202, C(40, "12/16/25"), C(90, "Regular Deposit 1138"), R(470, "296.00"), C(475, "+")),
		L(214, C(40, "12/17/25"), C(90, "Automatic Debit ACME CONC DEBIT"), R(470, "100.00"), C(475, "-")),
		L(226, C(40, "12/18/25"), C(90, "Regular Deposit 1138"), R(470, "50.00"), C(475, "+")),
	)...)
}

// TestTrailingSignAWordApart: a sign that ends its line a word space
// after the figure is the figure's (field6 Mid-Missouri's scan).
func TestTrailingSignAWordApart(t *testing.T) {
	runOracle(t, []oracleCase{
		{
			name:    "trailing signs",
			pages:   []pdftext.Page{trailingSignPage("1,246.00")},
			want:    "2025-12-16 credit 296 Regular Deposit 1138\n2025-12-17 debit 100 Automatic Debit ACME CONC DEBIT\n2025-12-18 credit 50 Regular Deposit 1138",
			verdict: result.Verified,
		},
	})
}

// TestCheckCaptionsNoRows: a check image's caption under the last rows
// ("07/01/2025 1138 $296.00", a four-digit year under rows dated
// "12/16/25") is no row of the table (field6 Mid-Missouri's scan).
func TestCheckCaptionsNoRows(t *testing.T) {
	p1 := mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
		L(162, C(40, "Ending Balance"), R(300, "1,196.00")),
		L(190, C(40, "Date"), C(90, "Activity Description"), R(480, "Amount")),
		L(202, C(40, "12/16/25"), C(90, "Regular Deposit 1138"), R(480, "296.00+")),
		L(214, C(40, "12/17/25"), C(90, "Automatic Debit ACME"), R(480, "100.00-")),
		L(226, C(40, "12/18/25"), C(90, "Regular Deposit 1138"), R(480, "50.00+")),
		L(238, C(40, "12/19/25"), C(90, "Automatic Debit ACME"), R(480, "50.00-")),
	)...)
	p2 := mkPage(2,
		L(100, C(60, "DEPOSIT TICKET")),
		L(140, C(60, "12/16/2025"), C(120, "1138"), C(150, "$296.00"), C(300, "12/18/2025"), C(360, "1138"), C(390, "$50.00")),
		L(240, C(60, "12/17/2025"), C(120, "1138"), C(150, "$100.00"), C(300, "12/19/2025"), C(360, "1138"), C(390, "$50.00")),
		L(340, C(60, "12/17/2025"), C(120, "1138"), C(150, "$100.00"), C(300, "12/19/2025"), C(360, "1138"), C(390, "$50.00")),
	)
	runOracle(t, []oracleCase{{
		name:    "check captions after the rows",
		pages:   []pdftext.Page{p1, p2},
		want:    "2025-12-16 credit 296 Regular Deposit 1138\n2025-12-17 debit 100 Automatic Debit ACME\n2025-12-18 credit 50 Regular Deposit 1138\n2025-12-19 debit 50 Automatic Debit ACME",
		verdict: result.Verified,
	}})
}

// TestNothingAfterClosingBalance: an undated figure under the line that
// prints the period's closing balance (a checks-sequenced list, a check
// image's caption) is no row of the last day (field6 Palmetto's scan).
func TestNothingAfterClosingBalance(t *testing.T) {
	p := mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Previous Balance"), R(300, "1,000.00")),
		L(180, C(40, "DESCRIPTION"), R(300, "DEBITS"), R(380, "CREDITS"), C(400, "DATE"), R(520, "BALANCE")),
		L(192, C(40, "CHECK"), R(300, "100.00"), C(400, "12/16/25"), R(520, "900.00")),
		L(204, C(40, "DEPOSIT"), R(380, "50.00"), C(400, "12/17/25"), R(520, "950.00")),
		L(216, C(40, "BALANCE THIS STATEMENT"), C(400, "12/17/25"), R(520, "950.00")),
		L(240, C(40, "TOTAL CREDITS (1)"), R(300, "50.00")),
		L(252, C(40, "TOTAL DEBITS (1)"), R(300, "100.00")),
		L(276, C(200, "YOUR CHECKS SEQUENCED")),
		L(290, C(40, "12/16"), R(300, "100.00")),
		L(320, C(60, "0 - $100.00 - 12/16/2025")),
	)...)
	runOracle(t, []oracleCase{{
		name:    "a checks list under the closing balance",
		pages:   []pdftext.Page{p},
		want:    "2025-12-16 debit 100 CHECK\n2025-12-17 credit 50 DEPOSIT",
		verdict: result.Verified,
	}})
}
