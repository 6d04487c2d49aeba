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
