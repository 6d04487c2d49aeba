package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestDetailedExport: an Indian bank's detailed-statement export. An "S
// No." column numbers the rows, the value date comes before the
// transaction date (they differ on weekend rows: the transaction date
// dates the row), and the amounts are printed as floating-point numbers
// with one decimal ("1000.0", "0.0", "125343.5").
func TestDetailedExport(t *testing.T) {
	tests := []oracleCase{{
		name: "serial column, value date first, one-decimal amounts",
		pages: []pdftext.Page{mkPage(1,
			L(60, C(40, "Transaction Date from 27/07/2019 to 27/11/2019")),
			L(100, C(20, "S No."), C(50, "Value Date"), C(110, "Transaction Date"), C(180, "Cheque Number"), C(250, "Transaction Remarks"),
				R(450, "Withdrawal Amount"), R(520, "Deposit Amount"), R(590, "Balance")),
			L(118, C(20, "1"), C(50, "30/07/2019"), C(110, "30/07/2019"), C(180, "-"), C(250, "BIL/INFT/001763870642/Friends/"),
				R(450, "1000.0"), R(520, "0.0"), R(590, "100203.79")),
			L(136, C(20, "2"), C(50, "15/08/2019"), C(110, "16/08/2019"), C(180, "-"), C(250, "BIL/ONL/001777341977/Amazon"),
				R(450, "1243.0"), R(520, "0.0"), R(590, "98960.79")),
			L(154, C(20, "3"), C(50, "17/08/2019"), C(110, "17/08/2019"), C(180, "-"), C(250, "BIL/REV PMT ID 1775499939"),
				R(450, "0.0"), R(520, "410.5"), R(590, "99371.29")),
		)},
		want: "2019-07-30 debit 1000 BIL/INFT/001763870642/Friends/\n" +
			"2019-08-16 debit 1243 BIL/ONL/001777341977/Amazon\n" +
			"2019-08-17 credit 410.5 BIL/REV PMT ID 1775499939",
		verdict: result.Verified,
	}}
	runOracle(t, tests)
}

// TestShortBalanceBesideCodeColumn: balances right-aligned under a label
// set further left, an "Init. Br" code column after them: the closing
// ".72", too short to reach under the Balance label, is still the row's
// balance, not text.
func TestShortBalanceBesideCodeColumn(t *testing.T) {
	tests := []oracleCase{{
		name: "a short balance between its label and a code column",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Tran Date"), C(110, "Particulars"), R(380, "Debit"), R(440, "Credit"), C(470, "Balance"), C(540, "Init. Br")),
			L(164, C(40, "12/16/2025"), C(110, "OPENING BALANCE"), R(535, "2008.72")),
			L(178, C(40, "12/17/2025"), C(110, "UPI/P2A/572650548953/MAHENDRA"), R(380, "1000.00"), R(535, "1008.72"), C(540, "2978")),
		)...), mkPage(2,
			L(60, C(40, "12/18/2025"), C(110, "HRUSHI/UPI/FEDERAL BANK"), R(380, "1008.00"), R(535, ".72"), C(540, "2978")),
		)},
		want: "2025-12-17 debit 1000 UPI/P2A/572650548953/MAHENDRA\n" +
			"2025-12-18 debit 1008 HRUSHI/UPI/FEDERAL BANK",
		verdict: result.Verified,
	}}
	runOracle(t, tests)
}
