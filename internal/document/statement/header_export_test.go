package statement

import "testing"

// TestExportAccountLine: an internet-banking export names the account it
// lists as "Account Number 137101503209(INR) - RAHULKUMAR PANCHIWALA",
// the currency run on to the number and the holder after a dash, and
// names its bank only in a legend of its transaction codes ("INFT -
// Internal Fund Transfer (Within ICICI Bank)") under the rows.
func TestExportAccountLine(t *testing.T) {
	lines := append([]tl{
		L(40, C(300, "DETAILED STATEMENT")),
		L(60, C(40, "Account Number"), C(160, "137101503209(INR) - RAHULKUMAR PANCHIWALA")),
		L(72, C(40, "Transaction Date from"), C(160, "27/07/2019"), C(240, "to"), C(280, "27/11/2019")),
	}, ledger(200)...)
	lines = append(lines,
		L(300, C(40, "Legends Used in Account Statement")),
		L(312, C(40, "1. INFT - Internal Fund Transfer (Within ICICI Bank)")),
	)
	f := headerOf(nil, mkPage(1, lines...))
	if f.Last4 != "3209" || f.Holder != "RAHULKUMAR PANCHIWALA" || f.Bank != "ICICI Bank" {
		t.Errorf("last4 %q, holder %q, bank %q", f.Last4, f.Holder, f.Bank)
	}
	if got := withoutCurrencySuffix("1234567(XYZ)"); got != "1234567(XYZ)" {
		t.Errorf("a code that is no currency stays: %q", got)
	}
	if got := bankFromWithin([][]line{buildLines(mkPage(1, L(40, C(40, "Transfer within Axis Bank")), L(52, C(40, "Transfer within ICICI Bank"))))}); got != "" {
		t.Errorf("two banks named within: %q", got)
	}
}
