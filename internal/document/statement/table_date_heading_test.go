package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// dateHeadedReport is a treasury "transaction detail report": no date
// column; each day's rows sit under an "As of Date:" heading that prints
// the day's opening ledger, and a Closing Ledger line follows them. The
// type code and the two reference columns are not description.
func dateHeadedReport(debits string) []tl {
	return []tl{
		L(30, C(40, "Example Commerce Bank"), C(300, "Transaction Detail Report")),
		L(42, C(40, "Date Range: 02/01/2026 - 02/28/2026")),
		L(58, C(40, "Account: Commercial Checking ****3381 Acme Widgets LLC Currency: USD")),
		L(80, C(50, "Opening Ledger 02/01/2026 $1,000.00")),
		L(90, C(50, "Total Credits (1) $500.00")),
		L(100, C(50, "Total Debits (2) "+debits)),
		L(110, C(50, "Closing Ledger 02/28/2026 $1,200.00")),
		L(140, C(40, "Type"), C(80, "Description"), C(300, "Bank Reference"), C(380, "Customer Reference"), C(470, "Credit Amount"), C(540, "Debit Amount")),
		L(152, C(40, "As of Date: 02/02/2026 (Monday)"), C(480, "Opening Ledger 1,000.00")),
		L(164, C(40, "455"), C(80, "ACME FUNDING DAILY PMT"), C(300, "260202044199843"), C(380, "9974023868"), R(580, "100.00")),
		L(172, C(80, "CO ID:1094229414 SEC:CCD")),
		L(184, C(40, "165"), C(80, "CLOVER MERCHANT SETTLEMENT"), C(300, "260202032818953"), C(380, "0237033478"), R(510, "500.00")),
		L(196, C(380, "Closing Ledger 1,400.00"), C(480, "Closing Collected 1,400.00")),
		L(212, C(40, "As of Date: 02/05/2026 (Thursday)"), C(480, "Opening Ledger 1,400.00")),
		L(224, C(40, "475"), C(80, "CHECK #40121"), C(300, "260205015857243"), C(380, "40121"), R(580, "200.00")),
		L(236, C(380, "Closing Ledger 1,200.00"), C(480, "Closing Collected 1,200.00")),
	}
}

// TestDateHeadedReport: rows dated by a heading line over each day's
// rows (devblind2's bai-report) are read, dated by their heading, and
// the report is a statement, not refused as some other document.
func TestDateHeadedReport(t *testing.T) {
	want := "2026-02-02 debit 100 ACME FUNDING DAILY PMT CO ID:1094229414 SEC:CCD\n" +
		"2026-02-02 credit 500 CLOVER MERCHANT SETTLEMENT\n" +
		"2026-02-05 debit 200 CHECK #40121"
	runOracle(t, []oracleCase{{
		name:    "rows under date headings, proved by the summary",
		pages:   []pdftext.Page{mkPage(1, dateHeadedReport("$300.00")...)},
		want:    want,
		verdict: result.Verified,
	}, {
		name:    "a printed total that disagrees leaves it for review",
		pages:   []pdftext.Page{mkPage(1, dateHeadedReport("$310.00")...)},
		want:    want,
		verdict: result.NeedsReview,
		failed:  "printed_totals",
	}})
	st, err := Parse(t.Context(), []pdftext.Page{mkPage(1, dateHeadedReport("$300.00")...)}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if st.AccountNumberLast4 == nil || *st.AccountNumberLast4 != "3381" {
		t.Errorf("last 4 = %v, want 3381 (the Account line above the table, not a row's ACCT)", st.AccountNumberLast4)
	}
	if st.AccountHolderName == nil || *st.AccountHolderName != "Acme Widgets LLC" {
		t.Errorf("holder = %v, want the company named after the account's masked number", st.AccountHolderName)
	}
}

// TestProductInlineHolder: a company named after the product's masked
// number on its line is the holder; other words there are not.
func TestProductInlineHolder(t *testing.T) {
	for text, want := range map[string]string{
		"Account: Commercial Checking ****3381 Acme Widgets LLC Currency: USD": "Acme Widgets LLC",
		"Account: Commercial Checking ****3381 Acme Widgets Inc.":              "Acme Widgets Inc.",
		"Business Checking ****3381 Statement Period: 02/01/2026":              "",
		"Business Checking ****3381 Acme Widgets LLC Trust Account":            "",
		"Member FDIC ****3381 Acme Widgets LLC":                                "",
	} {
		if got := productInlineHolder([]hseg{{text: text}}); got != want {
			t.Errorf("%q: holder %q, want %q", text, got, want)
		}
	}
}
