package statement

import (
	"fmt"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
)

// plain is a line typeset as plain text: one space (a little wider than
// 0.6 em, as a fixed-width face spaces its words) between every word,
// between labels as well as inside them, so no gap marks a column.
func plain(y, x float64, text string) tl {
	var cs []cell
	for _, w := range strings.Fields(text) {
		cs = append(cs, C(x, w))
		x += float64(len(w))*cw + 5.8
	}
	return tl{y, cs}
}

// TestPlainTextSummary: a summary box typeset as plain text prints its
// labels as one run; the figures' own equation says which is the opening
// and which the closing balance, and only when it holds.
func TestPlainTextSummary(t *testing.T) {
	money := func(c *int64) string {
		if c == nil {
			return "null"
		}
		return fmt.Sprintf("%.2f", float64(*c)/100)
	}
	tests := []struct {
		name            string
		lines           []tl
		opening, ending string
	}{
		{"the equation under one run of labels", []tl{
			plain(40, 40, "BEGINNING DEPOSITS AND WITHDRAWALS AND ENDING"),
			plain(52, 40, "BALANCE OTHER CREDITS OTHER DEBITS BALANCE"),
			plain(64, 40, "413.54 + 18,175.73 - 37,658.27 = -19,069.00"),
		}, "413.54", "-19069.00"},
		{"debits before credits, operators glued to the figures", []tl{
			plain(40, 40, "OPENING BALANCE DEBITS CREDITS CLOSING BALANCE"),
			plain(52, 40, "1,000.00 -250.00 +100.00 = 850.00"),
		}, "1000.00", "850.00"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := headerOf(nil, mkPage(1, tc.lines...))
			if money(f.Opening) != tc.opening || money(f.Closing) != tc.ending {
				t.Errorf("opening %s closing %s, want %s %s", money(f.Opening), money(f.Closing), tc.opening, tc.ending)
			}
		})
	}
	// An equation that does not hold says nothing about which figure is
	// which, and a net-change line is no pair of balances.
	for _, tc := range [][]tl{
		{plain(40, 40, "BEGINNING BALANCE CREDITS DEBITS ENDING BALANCE"), plain(52, 40, "413.54 + 18,175.73 - 37,658.27 = -19,000.00")},
		{plain(40, 40, "TOTAL DEPOSITS TOTAL WITHDRAWALS NET CHANGE"), plain(52, 40, "500.00 - 200.00 = 300.00")},
	} {
		ls := buildLines(mkPage(1, tc...))
		if _, _, ok := equationBalances(ls, len(ls)-1); ok {
			t.Errorf("%q read as balances", ls[len(ls)-1].text())
		}
	}
}

// TestPlainTextChecksTable: "CHECK NO DATE AMOUNT" repeated side by side
// with one space between every word is read as checks groups, the words
// of "CHECK NO" one label.
func TestPlainTextChecksTable(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
		L(192, C(40, "Ending Balance"), R(300, "830.00")),
		L(210, C(40, "OTHER DEBITS")),
		L(222, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
		L(234, C(40, "12/16"), C(100, "UTILITY"), R(470, "20.00")),
		L(260, C(40, "CHECKS")),
		plain(272, 40, "CHECK NO DATE AMOUNT CHECK NO DATE AMOUNT"),
		// CHECK 40, NO 68.3, DATE 83.1, AMOUNT 106.9-133.9; CHECK 139.7,
		// NO 168, DATE 182.8, AMOUNT 206.6-233.6.
		L(284, C(40, "1232"), C(83.1, "12/17"), R(133.9, "100.00"), C(139.7, "1233"), C(182.8, "12/18"), R(233.6, "50.00")),
	)...))
	want := "2025-12-16 debit 20 UTILITY\n2025-12-17 debit 100 CHECK #1232\n2025-12-18 debit 50 CHECK #1233"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("verdict %s %v, want verified", v, failed)
	}
}

// TestPlainTextHolder: the period printed one space after the holder's
// name on the first line of the mailing block is not part of the name.
func TestPlainTextHolder(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		plain(40, 40, "STATEMENT PERIOD"),
		plain(50, 40, "HARBOR FREIGHT LOGISTICS INC 02/01/2026 TO 02/28/2026"),
		plain(60, 40, "310 W 5TH ST"),
		plain(70, 40, "COLUMBUS OH 43215 ACCOUNT NUMBER"),
	}, ledger(200)...)...))
	if f.Holder != "HARBOR FREIGHT LOGISTICS INC" {
		t.Errorf("holder %q", f.Holder)
	}
	for in, want := range map[string]string{
		"ACME LLC 02/01/2026 TO 02/28/2026":   "ACME LLC",
		"ACME LLC Feb 1, 2026 - Feb 28, 2026": "ACME LLC",
		"02/01/2026 TO 02/28/2026":            "02/01/2026 TO 02/28/2026",
		"ACME LLC 02/01/2026":                 "ACME LLC 02/01/2026",
	} {
		if got := withoutPeriodTail(in); got != want {
			t.Errorf("withoutPeriodTail(%q) = %q, want %q", in, got, want)
		}
	}
}
