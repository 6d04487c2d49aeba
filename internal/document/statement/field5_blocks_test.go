package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// sbiLike is an Indian core-banking statement whose header is set on
// three staggered lines ("Value Date" and "Cheque" raised, "No/Reference"
// lowered) and whose rows are blocks: the post date and the first
// description line, half a line lower the value date, the rest of the
// text, the cheque number and the amounts, then reference lines; a large
// balance prints its figure on the block's first line and its "CR" on
// the next, and a block may print its post date alone.
func sbiLike() pdftext.Page {
	return mkPage(1,
		L(40, C(20, "STATEMENT OF ACCOUNT")),
		L(362, C(78, "Value Date"), C(302, "Cheque")),
		L(368, C(25, "Post Date"), C(180, "Description"), C(383, "Debit"), C(452, "Credit"), C(520, "Balance")),
		L(374, C(288, "No/Reference")),
		L(395, C(138, "BROUGHT FORWARD"), R(570, "6,672.25CR")),
		L(418, C(27, "11-04-2022"), C(138, "CAS CASH CHEQUE")),
		L(423, C(82, "11-04-2022"), C(138, "CASH WITHDRAWAL BY CHQ"), C(306, "058046"), R(425, "6,000.00"), R(570, "672.25CR")),
		L(448, C(27, "13-04-2022"), C(138, "DEP TFR")),
		L(453, C(82, "13-04-2022"), C(138, "RTGS UTR NO:"), R(495, "2,00,000.00"), R(570, "2,00,672.25CR")),
		L(463, C(138, "CNRBR5202204138")),
		L(472, C(138, "AT 08577 SME BR")),
		L(500, C(27, "16-04-2022"), C(138, "DEP TFR"), R(570, "11,00,672.25")),
		L(505, C(82, "16-04-2022"), C(138, "RTGS UTR NO:"), R(495, "9,00,000.00"), C(560, "CR")),
		L(515, C(138, "FDRLR5202204160")),
		L(540, C(27, "07-05-2022")),
		L(545, C(82, "07-05-2022"), C(138, "CASH DEPOSIT SELF"), R(495, "10,000.00"), R(570, "11,10,672.25CR")),
		L(555, C(138, "AT 08577 SME BR")),
	)
}

// TestField5RowBlocks: the staggered header reads whole (the value date
// and the cheque number are no part of the text); a block's first line
// above its amounts, its reference lines below them, a post date printed
// alone and a balance's "CR" on the line under its figure all go to the
// block's row.
func TestField5RowBlocks(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:  "row blocks under a staggered header",
		pages: []pdftext.Page{sbiLike()},
		want: "2022-04-11 debit 6000 CAS CASH CHEQUE CASH WITHDRAWAL BY CHQ\n" +
			"2022-04-13 credit 200000 DEP TFR RTGS UTR NO: CNRBR5202204138 AT 08577 SME BR\n" +
			"2022-04-16 credit 900000 DEP TFR RTGS UTR NO: FDRLR5202204160\n" +
			"2022-05-07 credit 10000 CASH DEPOSIT SELF AT 08577 SME BR",
		verdict: result.Verified,
	}})
}

// TestField5IndianDoorNumber: an Indian address opens with its door
// number after "No." ("NO 4, 1ST MAIN, 1ST CROSS,"): the name above it
// is the holder's, beside the branch's labelled fields.
func TestField5IndianDoorNumber(t *testing.T) {
	got, _ := holderName(buildLines(mkPage(1,
		L(30, C(374, "STATE EXAMPLE BANK")),
		L(100, C(20, "HIGH OCTANE WORLD WIDE COFFEE PVT"), C(307, "Branch Code"), C(397, ": 8577")),
		L(118, C(20, "NO 4, 1ST MAIN, 1ST CROSS,"), C(307, "Branch Phone"), C(397, ": 25943273")),
		L(133, C(20, "NEHRUNAGAR, SHESHADRIPURAM")),
		L(150, C(20, "BANGALORE")),
	)))
	if got != "HIGH OCTANE WORLD WIDE COFFEE PVT" {
		t.Errorf("holder = %q, want HIGH OCTANE WORLD WIDE COFFEE PVT", got)
	}
	for s, want := range map[string]bool{"NO 4, 1ST MAIN, 1ST CROSS,": true, "No.20,Badaganadu Sangha Building": true, "No 4 items": false, "NO CHARGES, WAIVED": false} {
		if got := addressLine(s); got != want {
			t.Errorf("addressLine(%q) = %v, want %v", s, got, want)
		}
	}
}
