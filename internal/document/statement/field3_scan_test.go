package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// scannedPages is a two-page scan read by OCR: the running header block
// under the page number ("Primary Account 143354", "Enclosures 19")
// lies at another height on each page, and one amount is split at its
// decimal point by a space ("284. 83-").
func scannedPages() []pdftext.Page {
	p1 := mkPage(1, append(stmtHeader(40),
		L(130, C(375, "Date 1/14/26 Page 1")),
		L(141, C(375, "Primary Account 143354")),
		L(152, C(375, "Enclosures 19")),
		L(180, C(40, "Previous Balance 1,000.00")),
		L(192, C(40, "Ending Balance 600.00")),
		L(220, C(40, "Subtractions: Debits Other Than Checks")),
		L(232, C(40, "Date"), C(100, "Description"), R(560, "Amount")),
		L(244, C(40, "12/16"), C(100, "CONC DEBIT WORLD ACCEPTANCE"), R(544, "284."), C(547, "83-")),
		L(256, C(40, "12/17"), C(100, "CONC DEBIT WORLD ACCEPTANCE"), R(560, "15.17-")),
	)...)
	p2 := mkPage(2,
		L(110, C(375, "Date 1/14/26 Page 2")),
		L(121, C(375, "Primary Account 143354")),
		L(132, C(375, "Enclosures 19")),
		L(160, C(40, "12/18"), C(100, "CONC DEBIT WORLD ACCEPTANCE"), R(560, "100.00-")),
	)
	p1.OCR, p2.OCR = true, true
	return []pdftext.Page{p1, p2}
}

// TestField3Scans holds the conventions of scanned statements read by
// OCR: an amount split at its point is one amount, and the running
// header block under the page number is furniture at any height.
func TestField3Scans(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:  "a scan's split amount and its drifting running header block",
		pages: scannedPages(),
		want: "2025-12-16 debit 284.83 CONC DEBIT WORLD ACCEPTANCE\n" +
			"2025-12-17 debit 15.17 CONC DEBIT WORLD ACCEPTANCE\n" +
			"2025-12-18 debit 100 CONC DEBIT WORLD ACCEPTANCE",
		verdict: result.Verified,
	}})
}

// TestField3ScanHeader holds the header conventions of scanned pages: a
// mailing block's routing line of town, state and office number, and a
// logo's brand completed by the bank's web address.
func TestField3ScanHeader(t *testing.T) {
	p := mkPage(1,
		L(30, Big(245, "WILSON")),
		L(70, C(40, "Date 1/14/26 Page 1")),
		L(90, C(95, "WORLD FINANCE CORPORATION OF TENNESSEE")),
		L(101, C(95, "CARTHAGE, TN #845")),
		L(112, C(95, "108 FREDRICK STREET")),
		L(123, C(95, "GREENVILLE SC 29606-6429")),
		L(160, C(40, "Account Number 143354 Statement Dates 12/15/25 thru 1/14/26")),
		L(172, C(40, "Previous Balance 1,000.00")),
		L(184, C(40, "Ending Balance 900.00")),
		L(210, C(40, "Date"), C(100, "Description"), R(560, "Amount")),
		L(222, C(40, "12/16"), C(100, "SERVICE CHARGE"), R(560, "100.00-")),
		L(760, C(76, "Member FDIC wilsonbank.com LENDER")),
	)
	r := parse(t, p)
	if r.AccountHolderName == nil || *r.AccountHolderName != "WORLD FINANCE CORPORATION OF TENNESSEE" {
		t.Errorf("holder %v, want WORLD FINANCE CORPORATION OF TENNESSEE", str(r.AccountHolderName))
	}
	if r.BankName == nil || *r.BankName != "WILSON Bank" {
		t.Errorf("bank %v, want WILSON Bank", str(r.BankName))
	}
}

// TestField3EdgeSpecks: the specks OCR reads down a scanned page's left
// edge ("8", "g", "on") begin no row's description.
func TestField3EdgeSpecks(t *testing.T) {
	p := mkPage(1, append(stmtHeader(40),
		L(180, C(40, "Previous Balance 1,000.00")),
		L(192, C(40, "Ending Balance 940.00")),
		L(220, C(60, "Date"), C(100, "Description"), R(560, "Amount")),
		L(232, C(3, "g"), C(60, "12/16"), C(100, "CONC DEBIT WORLD ACCEPTANCE"), R(560, "10.00-")),
		L(244, C(3, "8"), C(60, "12/17"), C(100, "CONC DEBIT WORLD ACCEPTANCE"), R(560, "20.00-")),
		L(256, C(3, "on"), C(60, "12/18"), C(100, "CONC DEBIT WORLD ACCEPTANCE"), R(560, "30.00-")),
	)...)
	p.OCR = true
	runOracle(t, []oracleCase{{
		name:  "edge specks of a scan",
		pages: []pdftext.Page{p},
		want: "2025-12-16 debit 10 CONC DEBIT WORLD ACCEPTANCE\n" +
			"2025-12-17 debit 20 CONC DEBIT WORLD ACCEPTANCE\n" +
			"2025-12-18 debit 30 CONC DEBIT WORLD ACCEPTANCE",
		verdict: result.Verified,
	}})
}
