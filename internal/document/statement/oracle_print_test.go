package statement

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOraclePrintConventions holds conventions of browser-printed
// activity pages, business neobanks, non-US and commercial statements:
// each case is a convention a statement of another bank printing the
// same way would need, with the verdict the arithmetic gives it.
func TestOraclePrintConventions(t *testing.T) {
	tests := []struct {
		name    string
		pages   []pdftext.Page
		want    string // transactions as types() prints them
		verdict string
		failed  string // comma-separated failing invariants
	}{
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
	}
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
