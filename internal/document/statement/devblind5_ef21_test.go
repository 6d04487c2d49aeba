package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestPageSubtotalLines: a table whose column header is printed on the
// first page only closes each page's part with "Page subtotal: debits X
// credits Y"; the next page goes on under "Transactions (continued)" with
// rows and no header. The subtotal lines are neither rows nor the
// section's total (devblind5 headerless continuation).
func TestPageSubtotalLines(t *testing.T) {
	p1 := append(stmtHeader(40),
		L(170, C(40, "Beginning Balance"), R(300, "1,000.00")),
		L(182, C(40, "Ending Balance"), R(300, "1,140.00")),
		L(205, C(40, "TRANSACTIONS")),
		L(220, C(40, "DATE"), C(90, "DESCRIPTION"), R(420, "DEBITS"), R(490, "CREDITS"), R(570, "BALANCE")),
		L(232, C(40, "12/16"), C(90, "ACH DEBIT FUNDER CAPITAL"), R(420, "100.00"), R(570, "900.00")),
		L(241, C(90, "CO ENTRY DESCR:WKLY REMIT")),
		L(253, C(40, "12/17"), C(90, "ACH CREDIT SQUARE INC"), R(490, "300.00"), R(570, "1,200.00")),
		L(275, C(200, "Page subtotal: debits 100.00"), C(380, "credits 300.00")),
	)
	p2 := []tl{
		L(40, C(40, "First Example Bank")),
		L(60, C(40, "Transactions (continued)")),
		L(72, C(40, "12/18"), C(90, "CHECK #5409"), R(410, "80.00"), R(560, "1,120.00")),
		L(84, C(40, "12/19"), C(90, "DEPOSIT"), R(480, "20.00"), R(560, "1,140.00")),
		L(106, C(200, "Page subtotal: debits 80.00"), C(380, "credits 20.00")),
	}
	runOracle(t, []oracleCase{{
		name:  "page subtotals on both pages",
		pages: []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...)},
		want: "2025-12-16 debit 100 ACH DEBIT FUNDER CAPITAL CO ENTRY DESCR:WKLY REMIT\n" +
			"2025-12-17 credit 300 ACH CREDIT SQUARE INC\n2025-12-18 debit 80 CHECK #5409\n2025-12-19 credit 20 DEPOSIT",
		verdict: result.Verified,
	}})
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Page subtotal: debits 100.00 credits 300.00", true},
		{"Page total 400.00", true},
		{"Subtotal this page 400.00", true},
		{"PAGE BROTHERS LANDSCAPING 400.00", false},
		{"Total deposits 400.00", false},
	} {
		if got := pageTotalLine(buildLines(mkPage(1, L(100, C(40, c.text))))[0]); got != c.want {
			t.Errorf("pageTotalLine(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestContinuedOnPageN: "Transaction history continued on page 3" at the
// foot of page 1 passes over page 2 (a page of disclosures whose text
// prints dates and dollar figures under the money columns): its lines are
// neither rows nor the last row's description (devblind5
// legal-interleaved).
func TestContinuedOnPageN(t *testing.T) {
	hdr := func(y float64) tl {
		return L(y, C(40, "Date"), C(90, "Description"), R(420, "Credits"), R(490, "Debits"), R(570, "Daily balance"))
	}
	p1 := append(stmtHeader(40),
		L(170, C(40, "Beginning balance"), R(300, "1,000.00")),
		L(182, C(40, "Ending balance"), R(300, "1,170.00")),
		L(205, C(40, "Transaction history")),
		hdr(220),
		L(232, C(40, "12/16"), C(90, "ACH CREDIT SQUARE INC"), R(420, "300.00")),
		L(244, C(40, "12/16"), C(90, "CHECK #1188"), R(490, "100.00"), R(570, "1,200.00")),
		L(256, C(40, "12/17"), C(90, "POS PURCHASE AUTHORIZED ON 12/16"), R(490, "10.00"), R(570, "1,190.00")),
		L(265, C(90, "WEBSTAURANTSTORE LANCASTER PA")),
		L(290, C(40, "Transaction history continued on page 3")),
	)
	p2 := []tl{
		L(40, C(40, "IMPORTANT INFORMATION ABOUT YOUR ACCOUNT")),
		L(60, C(40, "Telephone us as soon as you can."), C(330, "after we receive your claim. Contact us")),
		L(72, C(40, "mailed the substitute check or 01/31/2026.")),
		L(84, C(40, "Saturday, Sunday or federal holiday")),
		L(96, C(315, "is charged"), R(397, "$12.00"), C(402, "fee; a second return costs $0.00.")),
		L(108, C(40, "Overdraft Item Fee $35.00 per item.")),
	}
	p3 := []tl{
		L(40, C(40, "Transaction history (continued)")),
		hdr(55),
		L(67, C(40, "12/18"), C(90, "DEPOSIT"), R(420, "50.00")),
		L(79, C(40, "12/18"), C(90, "OVERDRAFT FEE FOR ITEM 1234"), R(490, "70.00"), R(570, "1,170.00")),
	}
	runOracle(t, []oracleCase{{
		name:  "a disclosure page between the transaction pages",
		pages: []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...), mkPage(3, p3...)},
		want: "2025-12-16 credit 300 ACH CREDIT SQUARE INC\n2025-12-16 debit 100 CHECK #1188\n" +
			"2025-12-17 debit 10 POS PURCHASE AUTHORIZED ON 12/16 WEBSTAURANTSTORE LANCASTER PA\n" +
			"2025-12-18 credit 50 DEPOSIT\n2025-12-18 debit 70 OVERDRAFT FEE FOR ITEM 1234",
		verdict: result.Verified,
	}})
}

// TestBatchItemizationLines: indented card-brand lines under a batch
// deposit ("VISA 1,249.48", "MASTERCARD 243.88"), figures inside the
// description column that add up to the batch, are neither rows nor the
// next row's description; lines whose figures do not add up are left to
// the other rules (devblind5 batch-itemized).
func TestBatchItemizationLines(t *testing.T) {
	p1 := append(stmtHeader(40),
		L(170, C(40, "Beginning balance"), R(300, "1,000.00")),
		L(182, C(40, "Ending balance"), R(300, "2,228.08")),
		L(205, C(40, "ACCOUNT ACTIVITY")),
		L(220, C(40, "Date"), C(90, "Description"), R(420, "Withdrawals"), R(490, "Deposits"), R(570, "Balance")),
		L(232, C(40, "12/16/25"), C(90, "BATCH DEPOSIT 2 ITEMS"), R(490, "1,493.36"), R(570, "2,493.36")),
		L(241, C(90, "PAYRAIL MERCHANT SVCS MID 8841207733")),
		L(250, C(110, "VISA 1,249.48")),
		L(259, C(110, "MASTERCARD 243.88")),
		L(271, C(40, "12/16/25"), C(90, "ACH DEBIT FUNDER CAPITAL"), R(420, "265.00"), R(570, "2,228.36")),
		L(280, C(90, "CO ENTRY DESCR:DAILY ACH")),
	)
	p1[len(stmtHeader(40))+1] = L(182, C(40, "Ending balance"), R(300, "2,228.36"))
	runOracle(t, []oracleCase{{
		name:  "two brand lines under a batch of two items",
		pages: []pdftext.Page{mkPage(1, p1...)},
		want: "2025-12-16 credit 1493.36 BATCH DEPOSIT 2 ITEMS PAYRAIL MERCHANT SVCS MID 8841207733\n" +
			"2025-12-16 debit 265 ACH DEBIT FUNDER CAPITAL CO ENTRY DESCR:DAILY ACH",
		verdict: result.Verified,
	}})
}

// TestTimeAfterDateInCell: an export's "Date & time" cell prints the time
// of day right after the date ("Jan 5, 2026, 6:55 AM"); the time is the
// date cell's, not the description's first words (devblind5
// fintech-timestamps).
func TestTimeAfterDateInCell(t *testing.T) {
	p1 := append(stmtHeader(40),
		L(170, C(40, "Starting balance"), R(300, "$1,000.00")),
		L(182, C(40, "Ending balance"), R(300, "$1,987.50")),
		L(205, C(40, "Date & time"), C(150, "Description"), R(480, "Amount"), R(560, "Balance")),
		L(220, C(40, "Dec 16, 2025, 5:45 AM"), C(150, "Stripe payout"), R(480, "$1,300.00"), R(560, "$2,300.00")),
		L(234, C(40, "Dec 17, 2025, 10:02PM"), C(150, "Funder Advance · ACH pull"), R(480, "-$312.50"), R(560, "$1,987.50")),
	)
	runOracle(t, []oracleCase{{
		name:    "time with AM apart and PM joined",
		pages:   []pdftext.Page{mkPage(1, p1...)},
		want:    "2025-12-16 credit 1300 Stripe payout\n2025-12-17 debit 312.5 Funder Advance · ACH pull",
		verdict: result.Verified,
	}})
}

// TestSpanishOverdraftFee: a bilingual Puerto Rico statement charges the
// overdraft item fee as "CARGO POR SOBREGIRO" (devblind5 bilingual-pr).
func TestSpanishOverdraftFee(t *testing.T) {
	for _, c := range []struct{ desc, want string }{
		{"CARGO POR SOBREGIRO", result.CatNSFFee},
		{"CARGO POR FONDOS INSUFICIENTES", result.CatNSFFee},
	} {
		if got := categorize(c.desc, "debit"); got != c.want {
			t.Errorf("categorize(%q) = %q, want %q", c.desc, got, c.want)
		}
	}
}
