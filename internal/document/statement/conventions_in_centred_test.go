package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestCentredNarrations: an Indian e-statement's layout. The whole page-one
// header (holder's address, branch, account details) is repeated atop
// every page at the same height, the table header only on page one; the
// "Narration" column is the description; each narration is centred on
// its dated line (one line above it, maybe one below); a long word runs
// on past the Chq./Ref No. label's left edge; a statement summary,
// aligned with the narrations, follows the last row.
func TestCentredNarrations(t *testing.T) {
	block := func(extra ...tl) []tl {
		return append([]tl{
			L(40, C(20, "Mr Ravi Kumar"), C(330, "Account Branch : Madhapur")),
			L(52, C(20, "12-5 Main Road"), C(330, "City : Hyderabad 500081")),
			L(64, C(20, "Hyderabad 500081"), C(330, "Currency : INR")),
			L(76, C(100, "A/C Open Date : 21/07/2022"), C(330, "Expected AMB : 0.00")),
			L(88, C(20, "Statement From : 05/12/22 TO : 04/01/23")),
		}, extra...)
	}
	tests := []oracleCase{{
		name: "centred narrations, a repeated header block, no repeated column header, a summary under the rows",
		pages: []pdftext.Page{
			mkPage(1, block(
				L(110, C(20, "Date"), C(80, "Narration"), C(250, "Chq./Ref.No."), C(320, "Value Dt"),
					R(440, "Withdrawal Amt."), R(510, "Deposit Amt."), R(590, "Closing Balance")),
				L(128, C(80, "UPI-ALPHA TRADERS-ALPHA@YBL")),
				L(137, C(20, "05/12/22"), C(80, "PAYMENT FROM PHONE"), C(250, "270551973613"), C(320, "05/12/22"),
					R(440, "750.00"), R(510, "0.00"), R(590, "3,250.00")),
				L(146, C(80, "ONE")),
				L(170, C(80, "UPI-BETA STORES-BETA@OKAXIS")),
				L(179, C(20, "07/12/22"), C(80, "PAY TO BETA"), C(250, "234150657788"), C(320, "07/12/22"),
					R(440, "250.00"), R(510, "0.00"), R(590, "3,000.00")),
			)...),
			mkPage(2, block(
				L(110, C(80, "UPI-GAMMA"), C(150, "KHAN-KHANNAWAZ786HD@YB")),
				L(119, C(20, "09/12/22"), C(80, "SALARY CREDIT"), C(250, "336890850871"), C(320, "09/12/22"),
					R(440, "0.00"), R(510, "500.00"), R(590, "3,500.00")),
				L(138, C(80, "STATEMENT SUMMARY :-")),
				L(150, C(80, "Opening Balance"), C(160, "Dr Count"), C(210, "Cr Count"), R(440, "Debits"), R(510, "Credits"), R(590, "Closing Balance")),
				L(159, C(80, "4,000.00"), C(160, "2"), C(210, "1"), R(440, "1,000.00"), R(510, "500.00"), R(590, "3,500.00")),
			)...),
		},
		want: "2022-12-05 debit 750 UPI-ALPHA TRADERS-ALPHA@YBL PAYMENT FROM PHONE ONE\n" +
			"2022-12-07 debit 250 UPI-BETA STORES-BETA@OKAXIS PAY TO BETA\n" +
			"2022-12-09 credit 500 UPI-GAMMA KHAN-KHANNAWAZ786HD@YB SALARY CREDIT",
		verdict: result.Verified,
	}}
	runOracle(t, tests)
}

// TestStatementSummaryTitle: "STATEMENT SUMMARY" heads a summary's labels
// and figures, a table to skip like an account summary.
func TestStatementSummaryTitle(t *testing.T) {
	for _, s := range []string{"STATEMENT SUMMARY :-", "Statement Summary"} {
		l := buildLines(mkPage(1, L(150, C(80, s))))[0]
		if sec, ok := parseTitle(l); !ok || !sec.Skip {
			t.Errorf("%q: title %v skip %v, want a skipped summary", s, ok, sec.Skip)
		}
	}
}

// TestDateOnLastLine: an Axis-style ledger whose Particulars end on the
// dated line (the cell is bottom-aligned): a description line set close on
// top of a dated line opens that row, also before a one-line row, and at
// the foot of a page.
func TestDateOnLastLine(t *testing.T) {
	tests := []oracleCase{{
		name: "descriptions that end on their dated line",
		pages: []pdftext.Page{
			mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Tran Date"), C(130, "Particulars"), R(400, "Debit"), R(470, "Credit"), R(560, "Balance")),
				L(164, C(130, "ACH-DR-HDFC BANK LTD-431933083-")),
				L(173, C(40, "20-12-2025"), C(130, "UTIB00000000033411"), R(400, "290.00"), R(560, "710.00")),
				L(186, C(40, "21-12-2025"), C(130, "ACH-CR-CBSE-NACH-60016"), R(470, "50.00"), R(560, "760.00")),
				L(199, C(130, "Dr Card Charges GST ANNUAL")),
				L(208, C(40, "22-12-2025"), C(130, "4153XXXXXXXX3274"), R(400, "59.00"), R(560, "701.00")),
				L(221, C(40, "22-12-2025"), C(130, "ECS Txn Chrgs Incl GST"), R(400, "1.00"), R(560, "700.00")),
				L(234, C(130, "UPI/P2A/110770464116/L SRIDHAR/HDFC")),
				L(243, C(40, "23-12-2025"), C(130, "BANK/UPI/"), R(470, "100.00"), R(560, "800.00")),
				L(256, C(130, "UPI/P2M/691017005314/APEPDCL /Sent")),
				L(265, C(40, "24-12-2025"), C(130, "u/HDFC BANK LTD"), R(400, "1.00"), R(560, "799.00")),
			)...),
			mkPage(2,
				L(40, C(130, "UPI/P2M/692336776914/APEPDCL /Sent")),
				L(49, C(40, "26-12-2025"), C(130, "u/YES BANK LIMITED"), R(400, "5.00"), R(560, "794.00")),
				L(62, C(40, "27-12-2025"), C(130, "ECS Txn Chrgs Incl GST"), R(400, "5.00"), R(560, "789.00")),
			),
		},
		want: "2025-12-20 debit 290 ACH-DR-HDFC BANK LTD-431933083- UTIB00000000033411\n" +
			"2025-12-21 credit 50 ACH-CR-CBSE-NACH-60016\n" +
			"2025-12-22 debit 59 Dr Card Charges GST ANNUAL 4153XXXXXXXX3274\n" +
			"2025-12-22 debit 1 ECS Txn Chrgs Incl GST\n" +
			"2025-12-23 credit 100 UPI/P2A/110770464116/L SRIDHAR/HDFC BANK/UPI/\n" +
			"2025-12-24 debit 1 UPI/P2M/691017005314/APEPDCL /Sent u/HDFC BANK LTD\n" +
			"2025-12-26 debit 5 UPI/P2M/692336776914/APEPDCL /Sent u/YES BANK LIMITED\n" +
			"2025-12-27 debit 5 ECS Txn Chrgs Incl GST",
		verdict: result.Verified,
	}}
	runOracle(t, tests)
}
