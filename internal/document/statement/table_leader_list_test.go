package statement

import "testing"

// dotLeaderStatement is a statement whose credits and debits are lists
// "DATE....AMOUNT DESCRIPTION" with dot leaders, under a dotted header
// line wider than its rows (the AMOUNT label reaches past the rows'
// amounts, over the descriptions' left edge), an ACH description wrapped
// onto a line that starts with its entry date and trace number, and the
// day's closing balances two across under a title that names no daily
// balances.
func dotLeaderStatement() []tl {
	return append(stmtHeader(40),
		L(112, C(40, "BEGINNING BALANCE"), R(300, "1,000.00")),
		L(124, C(40, "ENDING BALANCE"), R(300, "1,750.39")),
		L(150, C(40, "DEPOSITS AND OTHER CREDITS")),
		L(162, C(40, "DATE..............AMOUNT"), C(154, "TRANSACTION DESCRIPTION")),
		L(174, C(40, "12/16.........895.39 ELECTRONIC DEPOSIT SQUARE INC SQ251216")),
		L(184, C(132.2, "251216 9078107788")),
		L(196, C(40, "12/18.........100.00 DEPOSIT")),
		L(220, C(40, "OTHER DEBITS")),
		L(232, C(40, "DATE..............AMOUNT"), C(154, "TRANSACTION DESCRIPTION")),
		L(244, C(40, "12/17.........175.00 ELECTRONIC WITHDRAWAL NORTHSTAR FDG")),
		L(254, C(132.2, "DAILY PMT 251217 2438665969")),
		L(266, C(40, "12/18..........20.00 ZELLE PAYMENT TO J DOE")),
		L(278, C(40, "12/19..........50.00 ATM WITHDRAWAL 2301 S LAMAR BLVD")),
		L(300, C(40, "ACCOUNT BALANCE THIS STATEMENT")),
		L(312, C(40, "12/16.......1,895.39"), C(240, "12/18.......1,800.39")),
		L(322, C(40, "12/17.......1,720.39"), C(240, "12/19.......1,750.39")),
		L(344, C(40, "IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS call us")),
	)
}

// The wrapped line's whole figures ("251216 9078107788") start at the
// description's left edge: more of the description, not a row whose
// amount is 251,216.
func TestLeaderListWrappedFiguresAreDescription(t *testing.T) {
	r := parse(t, mkPage(1, dotLeaderStatement()...))
	want := "2025-12-16 credit 895.39 ELECTRONIC DEPOSIT SQUARE INC SQ251216 251216 9078107788\n" +
		"2025-12-18 credit 100 DEPOSIT\n" +
		"2025-12-17 debit 175 ELECTRONIC WITHDRAWAL NORTHSTAR FDG DAILY PMT 251217 2438665969\n" +
		"2025-12-18 debit 20 ZELLE PAYMENT TO J DOE\n" +
		"2025-12-19 debit 50 ATM WITHDRAWAL 2301 S LAMAR BLVD"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
}

// Lines of date-balance pairs two across, under a title the engine does
// not know, are the daily balances: no row of the debits above them, and
// checked against the rows.
func TestPairsRunIsDailyBalanceTable(t *testing.T) {
	r := parse(t, mkPage(1, dotLeaderStatement()...))
	daily := false
	for _, c := range r.Checks {
		if c.Name == "daily_balance_table" {
			daily = c.Passed && c.Checked == 4
		}
		if !c.Passed {
			t.Errorf("check %s failed: %s", c.Name, c.Detail)
		}
	}
	if !daily {
		t.Errorf("daily balances not checked: %+v", r.Checks)
	}
	if r.ParseQuality.Verdict != "verified" {
		t.Errorf("verdict %s, want verified", r.ParseQuality.Verdict)
	}
}
