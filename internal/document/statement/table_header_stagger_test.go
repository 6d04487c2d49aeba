package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestStaggeredCheckHeader: a checks table whose two-line labels are
// printed in two staggered pairs ("Check / number" and "Amount" over
// "Date / paid" and "Reference / number", half a line lower), with the
// Date and Reference labels set closer than the usual column gap. The
// reference number is a column of its own, not the check's description.
func TestStaggeredCheckHeader(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "four staggered header lines over a checks table",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "669.00")),
			L(220, C(40, "Checks and Substitute Checks")),
			L(240, C(40, "Check"), R(130, "Amount")),
			L(246, C(190, "Date"), C(212, "Reference")),
			L(250, C(40, "number")),
			L(256, C(192, "paid"), C(212, "number")),
			L(272, C(40, "9643"), R(130, "63.97"), C(190, "12/27"), C(212, "90639420")),
			L(286, C(40, "9644"), R(130, "267.03"), C(190, "12/28"), C(212, "90426812")),
		)...)},
		want:    "2025-12-27 debit 63.97 CHECK #9643\n2025-12-28 debit 267.03 CHECK #9644",
		verdict: result.Verified,
	}})
}

// TestCheckListSideNote: a checks table without a description column
// with a note printed far right of its last row: the note is no part of
// the check's description.
func TestCheckListSideNote(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a note beside a checks list",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "669.00")),
			L(220, C(40, "Checks and Substitute Checks")),
			L(240, C(40, "Check"), R(130, "Amount"), C(190, "Date")),
			L(272, C(40, "9643"), R(130, "63.97"), C(190, "12/27")),
			L(286, C(40, "9644"), R(130, "267.03"), C(190, "12/28"), C(360, "There are 2 checks listed totaling")),
			L(298, R(500, "331.00")),
		)...)},
		want:    "2025-12-27 debit 63.97 CHECK #9643\n2025-12-28 debit 267.03 CHECK #9644",
		verdict: result.Verified,
	}})
}

// TestBottomAlignedWrap: a spreadsheet's rows are aligned to their
// bottom, so a description wrapped over two lines starts on the line
// above the row's date and amount, touching it, with the row padding
// above it: that line opens the row below, not the row above.
func TestBottomAlignedWrap(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a bottom-aligned wrapped description",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "1,600.00")),
			L(220, C(40, "Deposits and Other Additions")),
			L(240, C(40, "Date"), R(130, "Amount"), C(140, "Description")),
			L(254, C(40, "12/23"), R(130, "100.00"), C(140, "Deposit Ref. No. 062493572")),
			L(266, C(40, "12/26"), R(130, "200.00"), C(140, "Deposit Ref. No. 041784629")),
			L(280, C(140, "Corp. ACH * Cash APP")),
			L(290, C(40, "12/29"), R(130, "300.00"), C(140, "SQuave Inc. T200168439562")),
		)...)},
		want: "2025-12-23 credit 100 Deposit Ref. No. 062493572\n2025-12-26 credit 200 Deposit Ref. No. 041784629\n" +
			"2025-12-29 credit 300 Corp. ACH * Cash APP SQuave Inc. T200168439562",
		verdict: result.Verified,
	}, {
		name: "a wrapped line at a page's foot stays with the row above it",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "1,300.00")),
			L(220, C(40, "Deposits and Other Additions")),
			L(240, C(40, "Date"), R(130, "Amount"), C(140, "Description")),
			L(758, C(40, "12/26"), R(130, "200.00"), C(140, "Square Inc")),
			L(772, C(140, "ACH In SQ260114")),
		)...), mkPage(2,
			L(30, C(40, "12/29"), R(130, "100.00"), C(140, "Deposit")),
		)},
		want:    "2025-12-26 credit 200 Square Inc ACH In SQ260114\n2025-12-29 credit 100 Deposit",
		verdict: result.Verified,
	}})
}

// TestWholeAmountBeforeDescription: a spreadsheet's whole amount ("2")
// right-aligned with the column's other figures, past the Amount label
// and just before the description's cell, is the row's amount.
func TestWholeAmountBeforeDescription(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a whole amount set right before the description cell",
		pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(180, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(192, C(40, "Ending Balance"), R(300, "1,102.00")),
			L(220, C(40, "Deposits and Other Additions")),
			L(240, C(40, "Date"), R(130, "Amount"), C(145, "Description")),
			L(254, C(40, "12/23"), R(140, "100.00"), C(145, "Deposit Ref. No. 062493572")),
			L(268, C(40, "12/26"), R(140, "2"), C(145, "Interest Payment")),
		)...)},
		want:    "2025-12-23 credit 100 Deposit Ref. No. 062493572\n2025-12-26 credit 2 Interest Payment",
		verdict: result.Verified,
	}})
}
