package statement

import "testing"

// TestDepositGridNamedByTicket: a deposit section printed as Date | Ref
// Number | Amount has no text; its rows are named by the ticket's number
// ("DEPOSIT #055271986"), as a check grid's are by the check's, and a
// reference printed after a row's text still joins nothing.
func TestDepositGridNamedByTicket(t *testing.T) {
	r := parse(t, mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Beginning Balance"), R(400, "$1,000.00")),
		L(162, C(40, "Customer Deposits"), R(400, "150.00")),
		L(174, C(40, "Other Deposits"), R(400, "20.00")),
		L(186, C(40, "Ending Balance"), R(400, "$1,170.00")),
		L(220, C(40, "Customer Deposits")),
		L(232, C(40, "Date"), C(150, "Ref Number"), R(400, "Amount")),
		L(244, C(40, "Dec 16"), C(150, "055271986"), R(400, "100.00")),
		L(256, C(40, "Dec 17"), C(150, "816304747"), R(400, "50.00")),
		L(268, C(150, "Total Customer Deposits"), R(400, "$150.00")),
		L(300, C(40, "Other Deposits")),
		L(312, C(40, "Date"), C(100, "Description of Transaction"), C(330, "Ref Number"), R(470, "Amount")),
		L(324, C(40, "Dec 18"), C(100, "ELECTRONIC DEPOSIT SHOPIFY"), C(330, "881261327"), R(470, "20.00")),
		L(336, C(100, "Total Other Deposits"), R(470, "$20.00")),
	)...))
	want := "2025-12-16 credit 100 DEPOSIT #055271986\n2025-12-17 credit 50 DEPOSIT #816304747\n2025-12-18 credit 20 ELECTRONIC DEPOSIT SHOPIFY"
	if types(r) != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", types(r), want)
	}
}
