package statement

import "testing"

// A description column printed last, its label set right against the
// balance's ("Balance Description"), is a column of its own: the rows'
// descriptions wrapped onto small-print lines under it are read whole.
func TestBalanceDescriptionLabelsTouching(t *testing.T) {
	small := func(x float64, s string) cell { return cell{x: x, text: s, size: 6.5} }
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(200, C(40, "Transactions")),
			L(212, C(40, "Date"), R(180, "Credits"), R(230, "Debits"), R(300, "Balance"), C(304, "Description")),
			L(224, C(40, "16-Dec-25"), R(230, "123.11"), R(300, "876.89"), C(304, "DBT CRD 9759 12/15/25 68254039 SYSCO FOODS COLUMBUS OH")),
			L(233, small(304, "C#1368")),
			L(244, C(40, "17-Dec-25"), R(180, "50.00"), R(300, "926.89"), C(304, "ACH DEPOSIT STRIPE TRANSFER ST3796A5E5 HARBOR")),
			L(253, small(304, "FREIGHT LOGISTICS INC")),
		)...),
	)
	want := "2025-12-16 debit 123.11 DBT CRD 9759 12/15/25 68254039 SYSCO FOODS COLUMBUS OH C#1368\n" +
		"2025-12-17 credit 50 ACH DEPOSIT STRIPE TRANSFER ST3796A5E5 HARBOR FREIGHT LOGISTICS INC"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
}
