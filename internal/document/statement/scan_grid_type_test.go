package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestTypeGridThreeAcross: a credit section printed as a grid three
// across, "Date Type Amount" repeated, whose Type cell holds a branch or
// batch number rather than a debit/credit word (a scanned statement of
// a small bank). Each cell group is a row, named by its Type cell as a
// deposit grid's rows are by their ticket; the title gives the
// direction.
func TestTypeGridThreeAcross(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a Date Type Amount grid three across under a credit title",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Balance Forward"), R(300, "1,000.00")),
			L(192, C(40, "Deposits"), C(150, "5"), R(300, "500.00+")),
			L(204, C(40, "Automatic Withdrawals"), C(150, "2"), R(300, "300.00")),
			L(216, C(40, "Ending Balance"), R(300, "1,200.00")),
			L(250, C(50, "ALL CREDIT ACTIVITY")),
			L(262, C(40, "Date"), C(100, "Type"), R(190, "Amount"), C(210, "Date"), C(270, "Type"), R(360, "Amount"), C(380, "Date"), C(440, "Type"), R(530, "Amount")),
			L(274, C(40, "12/16/25"), C(100, "2018"), R(190, "100.00"), C(210, "12/18/25"), C(270, "2018"), R(360, "120.00"), C(380, "12/22/25"), C(440, "2018"), R(530, "80.00")),
			L(286, C(40, "12/17/25"), C(100, "2018"), R(190, "90.00"), C(210, "12/19/25"), C(270, "2018"), R(360, "110.00")),
			L(320, C(50, "ELECTRONIC DEBITS")),
			L(332, C(40, "Date"), C(100, "Description"), R(400, "Amount")),
			L(344, C(40, "12/17/25"), C(100, "CONC DEBIT"), R(400, "100.00")),
			L(356, C(40, "12/19/25"), C(100, "CONC DEBIT"), R(400, "200.00")),
		)...)},
		want: "2025-12-16 credit 100 2018\n2025-12-17 credit 90 2018\n2025-12-18 credit 120 2018\n" +
			"2025-12-19 credit 110 2018\n2025-12-22 credit 80 2018\n2025-12-17 debit 100 CONC DEBIT\n2025-12-19 debit 200 CONC DEBIT",
		verdict: result.Verified,
	}})
}

// TestDatedFeeTotalRow: "6/30 TOTAL SERVICE CHARGES $10.50" closing a
// debits section of larger rows is the month's fee, a row: a section's
// total is at least each row it adds up. A "Total Checks" line closing
// its section at more than any row and not matching their sum stays a
// failing section total, never a row.
func TestDatedFeeTotalRow(t *testing.T) {
	page := func(total string, ending string) []pdftext.Page {
		return []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Statement Previous Balance"), R(300, "$1,000.00")),
			L(192, C(40, "Deposits/Credits (1)"), R(300, "$500.00")),
			L(204, C(40, "Checks/Debits (3)"), R(300, "$610.50")),
			L(216, C(40, "Statement Ending Balance"), R(300, ending)),
			L(250, C(40, "DEPOSITS/CREDITS")),
			L(262, C(40, "Date"), C(100, "Description"), R(500, "Amount")),
			L(274, C(40, "12/16"), C(100, "DDA DEPOSIT"), R(500, "$500.00")),
			L(300, C(40, "CHECKS/DEBITS")),
			L(312, C(40, "Date"), C(100, "Description"), R(500, "Amount")),
			L(324, C(40, "12/17"), C(100, "CONC DEBIT WORLD"), R(500, "$200.00")),
			L(336, C(40, "12/18"), C(100, "CONC DEBIT WORLD"), R(500, "$400.00")),
			L(348, C(40, "12/31"), C(100, total), R(500, "$10.50")),
		)...)}
	}
	runOracle(t, []oracleCase{{
		name:  "a dated fee row worded as a total",
		pages: page("TOTAL SERVICE CHARGES", "$889.50"),
		want: "2025-12-16 credit 500 DDA DEPOSIT\n2025-12-17 debit 200 CONC DEBIT WORLD\n2025-12-18 debit 400 CONC DEBIT WORLD\n" +
			"2025-12-31 debit 10.5 TOTAL SERVICE CHARGES",
		verdict: result.Verified,
	}})
	// The same line at more than any row: a section total that does not
	// match, as before.
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(180, C(40, "Statement Previous Balance"), R(300, "$1,000.00")),
		L(192, C(40, "Statement Ending Balance"), R(300, "$400.00")),
		L(300, C(40, "CHECKS/DEBITS")),
		L(312, C(40, "Date"), C(100, "Description"), R(500, "Amount")),
		L(324, C(40, "12/17"), C(100, "CONC DEBIT WORLD"), R(500, "$200.00")),
		L(336, C(40, "12/18"), C(100, "CONC DEBIT WORLD"), R(500, "$400.00")),
		L(348, C(100, "TOTAL CHECKS"), R(500, "$650.00")),
	)...))
	if got := types(r); got != "2025-12-17 debit 200 CONC DEBIT WORLD\n2025-12-18 debit 400 CONC DEBIT WORLD" {
		t.Errorf("a total larger than its rows: transactions\n%s", got)
	}
	if r.ParseQuality.Verdict == result.Verified {
		t.Error("a section total that does not match verified")
	}
}

// TestCardNumberColumn: "DATE DESCRIPTION DEPOSIT WITHDRAWAL CARD#", the
// last column the debit card a row was paid with (empty on most rows):
// the header is a header, and a withdrawal's amount under WITHDRAWAL is
// a debit (First Horizon's copier scan, field3; unnamed, the CARD# cell
// made the line no header and every withdrawal was lost).
func TestCardNumberColumn(t *testing.T) {
	for _, card := range []string{"CARD#", "CARD #", "CARD"} {
		runOracle(t, []oracleCase{{
			name: card,
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "PREVIOUS BALANCE"), R(300, "$1,000.00")),
				L(162, C(40, "NEW BALANCE"), R(300, "$1,200.00")),
				L(200, C(240, "ACCOUNT HISTORY")),
				L(212, C(28, "DATE"), C(78, "DESCRIPTION"), C(386, "DEPOSIT"), C(434, "WITHDRAWAL"), C(490, card)),
				L(224, C(26, "12/16"), C(78, "WITHDRAWAL -WORLD ACCEPTANCE"), R(479, "$223.00")),
				L(234, C(92, "CONC DEBIT 0896 KNOXVILLE,")),
				L(246, C(26, "12/16"), C(78, "DEPOSIT 0000000822"), R(417, "$523.00")),
				L(258, C(26, "12/17"), C(78, "WITHDRAWAL -WORLD ACCEPTANCE"), R(479, "$100.00")),
				L(268, C(92, "CONC DEBIT 0822 GREENEVILL")),
			)...)},
			want: "2025-12-16 debit 223 WITHDRAWAL -WORLD ACCEPTANCE CONC DEBIT 0896 KNOXVILLE,\n2025-12-16 credit 523 DEPOSIT 0000000822\n" +
				"2025-12-17 debit 100 WITHDRAWAL -WORLD ACCEPTANCE CONC DEBIT 0822 GREENEVILL",
			verdict: result.Verified,
		}})
	}
}

// TestContinuedWithCode: "Continued 5/853/3" under a page's last row
// (a form code after the word) only says the table goes on: it is no
// part of the row (Community First's scan, field3).
func TestContinuedWithCode(t *testing.T) {
	for _, s := range []string{"Continued 5/853/3", "Continued 2/3", "CONTINUED", "Continued on next page"} {
		if !pageTurnRe.MatchString(s) {
			t.Errorf("%q: want a page turn", s)
		}
	}
	for _, s := range []string{"Continued 12/05 deposit", "CONTINUED CARE LLC", "Continued 853"} {
		if pageTurnRe.MatchString(s) {
			t.Errorf("%q: no page turn", s)
		}
	}
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Balance Forward"), R(300, "1,000.00")),
			L(162, C(40, "Ending Balance"), R(300, "700.00")),
			L(200, C(40, "ELECTRONIC DEBITS")),
			L(212, C(40, "Date"), C(100, "Description"), R(400, "Amount")),
			L(224, C(40, "12/16/25"), C(100, "WORLD ACCEPTANCE CONC DEBIT"), R(400, "100.00")),
			L(236, C(40, "12/17/25"), C(100, "WORLD ACCEPTANCE CONC DEBIT"), R(400, "100.00")),
			L(262, C(380, "Continued 5/853/3")),
		)...),
		mkPage(2,
			L(60, C(40, "ELECTRONIC DEBITS (cont.)")),
			L(72, C(40, "Date"), C(100, "Description"), R(400, "Amount")),
			L(84, C(40, "12/18/25"), C(100, "WORLD ACCEPTANCE CONC DEBIT"), R(400, "100.00")),
		))
	want := "2025-12-16 debit 100 WORLD ACCEPTANCE CONC DEBIT\n2025-12-17 debit 100 WORLD ACCEPTANCE CONC DEBIT\n2025-12-18 debit 100 WORLD ACCEPTANCE CONC DEBIT"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
}
