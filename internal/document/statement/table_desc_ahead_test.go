package statement

import "testing"

// A description label centred over a wide column stands right of the
// text under it; the table's first rows, centred on their dated line,
// print a description line above it that starts where the rows' text
// does, left of the label: it is theirs, not lost.
func TestCentredLabelFirstRowsKeepTheirText(t *testing.T) {
	r := parse(t,
		mkPage(1, append(stmtHeader(40),
			L(200, C(40, "Transactions")),
			L(212, C(76, "Date"), C(180, "Description"), C(315, "Reference"), R(470, "Money out"), R(560, "Balance")),
			L(224, C(114, "Card transaction of 39.86 USD issued by")),
			L(229, C(58, "12-16-2025"), C(293, "TRANSFER-302967208"), R(470, "USD39.86"), R(560, "USD340.44")),
			L(234, C(114, "Amazon Mktplace Pmts DENVER CO")),
			L(250, C(58, "12-17-2025"), C(114, "Direct debit payment to CREDIBLY 70710288"), C(293, "TRANSFER-736466633"), R(470, "USD254.15"), R(560, "USD86.29")),
		)...),
	)
	want := "2025-12-16 debit 39.86 Card transaction of 39.86 USD issued by Amazon Mktplace Pmts DENVER CO\n" +
		"2025-12-17 debit 254.15 Direct debit payment to CREDIBLY 70710288"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
}
