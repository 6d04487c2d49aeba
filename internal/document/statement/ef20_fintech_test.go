package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// fintechPage is a fintech's posted ledger: the brand set large at the
// left with the holder top right over "Account ••7763 · Routing …" on
// the logo's line, U+2212 minus signs, a grey detail line under each
// row (a foreign amount and rate, an invoice amount that is not the
// row's), then a Pending table whose title carries a note.
func fintechPage(holder string) pdftext.Page {
	return mkPage(1,
		L(17, C(43, "Examplebank · "+holder+" · Checking ••7763"), R(569, "Apr 1 – Apr 30, 2026")),
		L(44, Big(44, "Examplebank"), R(569, holder)),
		L(56, R(569, "Account ••7763 · Routing 071926554")),
		L(66, C(44, "Business checking statement"), R(569, "April 1, 2026 – April 30, 2026")),
		L(90, C(50, "Starting balance"), C(182, "Deposits"), C(313, "Withdrawals"), C(444, "Ending balance")),
		L(100, C(50, "$1,000.00"), C(182, "$2,500.00"), C(313, "−$952.00"), C(444, "$2,548.00")),
		L(133, C(43, "Posted transactions")),
		L(153, C(47, "Date"), C(90, "Description"), R(470, "Amount"), R(560, "Balance")),
		L(170, C(47, "Apr 1"), C(90, "Example Capital"), R(470, "−$540.00"), R(560, "$460.00")),
		L(180, C(90, "ACH · WEEKLY DEBIT EC88210")),
		L(196, C(47, "Apr 2"), C(90, "Example Constr"), R(470, "$2,500.00"), R(560, "$2,960.00")),
		L(206, C(90, "ACH · INVOICE 5,000.00 PARTIAL")),
		L(222, C(47, "Apr 3"), C(90, "Example Hotel Paris"), R(470, "−$412.00"), R(560, "$2,548.00")),
		L(232, C(90, "Card ••5092 · Paris, FR · EUR 380.50 @ 1.0828")),
		L(270, C(43, "Pending transactions (not included in balances)")),
		L(290, C(47, "Date"), C(130, "Description"), R(560, "Amount")),
		L(306, C(47, "Apr 30"), C(130, "Example Airlines 0162"), R(560, "−$543.19")),
		L(316, C(130, "Card ••5092 · Authorization")),
		L(332, C(47, "Apr 29"), C(130, "Example Eats"), R(560, "−$137.72")),
		L(342, C(130, "Card ••5092 · Authorization")),
	)
}

// TestFintechPendingAndHolder: the Pending table titled with a note in
// parentheses is not the statement's rows; a detail line's figures are
// description; the holder is the company name right above the masked
// "Account ••7763 · Routing …" line, though the brand's large logo
// shares that line. (devblind4 pending-and-fx.)
func TestFintechPendingAndHolder(t *testing.T) {
	r := parse(t, fintechPage("Example Harbor Design Co."))
	want := "2026-04-01 debit 540 Example Capital ACH · WEEKLY DEBIT EC88210\n" +
		"2026-04-02 credit 2500 Example Constr ACH · INVOICE 5,000.00 PARTIAL\n" +
		"2026-04-03 debit 412 Example Hotel Paris Card ••5092 · Paris, FR · EUR 380.50 @ 1.0828"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("verdict %s %v, want verified", v, failed)
	}
	if got := fmtPtr(r.AccountHolderName); got != "Example Harbor Design Co." {
		t.Errorf("holder %v, want Example Harbor Design Co.", got)
	}
	if got := fmtPtr(parse(t, fintechPage("Example Robotics Inc.")).AccountHolderName); got != "Example Robotics Inc." {
		t.Errorf("holder %v, want Example Robotics Inc.", got)
	}
}
