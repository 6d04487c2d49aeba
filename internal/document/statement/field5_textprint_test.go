package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// textPrintLike is a bank's character-column print laid into a word
// processor: the labels "Value / Date", "Post / Date", "Chq.No." (run
// together with full stops), each row's balance wrapped to the left
// margin of the next line, continuation lines marking their empty date
// and cheque fields with lone "." placeholders, a credit printed right
// of its label and touching the Balance label, the branch's address
// under the bank's name and the holder's block at the left margin, and
// a row whose last line is carried under the next page's header and
// "BROUGHT FORWARD" line.
func textPrintLike() []pdftext.Page { return textPrint("Details") }

// textPrint is textPrintLike with page two's text column labelled desc2:
// the same label as page one's makes that page's header running
// furniture (no header read there), another label a header read anew.
func textPrint(desc2 string) []pdftext.Page {
	head := func(y float64, desc string) []tl {
		return []tl{
			L(y, C(45, "Value"), C(95, "Post"), C(171, desc), C(261, "Chq.No."), C(351, "Debit"), C(417, "Credit"), C(489, "Balance")),
			L(y+10, C(45, "Date"), C(95, "Date")),
			L(y+19, C(36, "________________________________________________________________________________")),
		}
	}
	p1 := append([]tl{
		L(40, C(40, "STATEMENT OF ACCOUNT"), C(255, "SAMPLE BANK OF INDIA")),
		L(51, C(263, "MAIN ROAD EXTN.BANGALORE")),
		L(62, C(266, "71,MAIN ROAD,")),
		L(73, C(266, "SONA TOWERS,")),
		L(84, C(266, "Branch Code :2314")),
		L(110, C(40, "ACME TECHNOLOGIES PRIVATE LIMITED")),
		L(121, C(40, "UNITNO.106,FIRSTFLOOR"), C(400, "Account No. : 3861381675")),
		L(132, C(40, "NO.70/1,MAIN ROAD"), C(400, "Currency : INR")),
		L(143, C(40, "BANGALORE 560002")),
		L(165, C(40, "Statement From 01/04/2022 to 31/12/2022"), C(480, "Page No. : 1")),
	}, head(190, "Details")...)
	p1 = append(p1,
		L(220, C(144, "BROUGHT FORWARD :"), R(538, "1,000.00Cr")),
		L(230, C(36, "06/04/22"), C(90, "06/04/22"), C(144, "RTGS ACME S"), C(235, "."), C(268, "-"), R(392, "500.00")),
		L(239, C(36, "500.00Cr")),
		L(248, C(69, "."), C(123, "."), C(144, "CBINR52023010610"), C(235, ".")),
		L(257, C(69, "."), C(123, "."), C(144, "TRF TO 59020232667AB"), C(235, ".")),
		L(266, C(36, "07/04/22"), C(90, "07/04/22"), C(144, "BY TRF."), C(235, "."), C(268, "-"), R(491, "1.00")),
		L(275, C(36, "501.00Cr")),
		L(284, C(69, "."), C(123, "."), C(144, "UPI RRN 303253247996")),
		L(293, C(36, "08/04/22"), C(90, "08/04/22"), C(144, "CSH(CHQ)"), C(235, "."), C(245, "113165"), R(392, "100.00")),
		L(302, C(36, "401.00Cr")),
		L(330, C(36, "CARRIED FORWARD :"), R(420, "401.00Cr")),
	)
	p2 := append([]tl{
		L(52, C(40, "ACME TECHNOLOGIES PRIVATE LIMITED"), C(400, "Page No. : 2")),
	}, head(70, desc2)...)
	p2 = append(p2,
		L(100, C(144, "BROUGHT FORWARD :"), R(538, "401.00Cr")),
		L(110, C(69, "."), C(123, "."), C(144, "Paid to SELF"), C(235, ".")),
		L(119, C(36, "09/04/22"), C(90, "09/04/22"), C(144, "NEFT JIWANJOT"), C(235, "."), C(268, "-"), R(392, "50.00")),
		L(128, C(36, "351.00Cr")),
		L(137, C(69, "."), C(123, "."), C(144, "CBINI23086221846"), C(235, ".")),
		L(170, C(36, "CARRIED FORWARD :"), R(420, "351.00Cr")),
	)
	return []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...)}
}

// TestField5TextPrint: the text print reads whole and reconciles: the
// dotted label is the cheque-number column, every wrapped balance is its
// row's, the credit right of its label is a credit, the placeholders are
// no text, the row cut by the page break keeps its last line, and the
// holder is the block at the margin, not the branch under the bank.
func TestField5TextPrint(t *testing.T) {
	for _, desc2 := range []string{"Details", "Particulars"} {
		testTextPrint(t, desc2)
	}
}

func testTextPrint(t *testing.T, desc2 string) {
	r := parse(t, textPrint(desc2)...)
	want := "2022-04-06 debit 500 RTGS ACME S CBINR52023010610 TRF TO 59020232667AB\n" +
		"2022-04-07 credit 1 BY TRF. UPI RRN 303253247996\n" +
		"2022-04-08 debit 100 CHECK #113165 CSH(CHQ) Paid to SELF\n" +
		"2022-04-09 debit 50 NEFT JIWANJOT CBINI23086221846"
	if got := types(r); got != want {
		t.Errorf("page two's text labelled %s: transactions:\n%s\nwant:\n%s", desc2, got, want)
	}
	if r.ParseQuality.Verdict != "verified" || !checkPassed(r, "running_balance") {
		t.Errorf("quality %s, checks %+v", r.ParseQuality.Verdict, r.Checks)
	}
	if got := deref(r.AccountHolderName); got != "ACME TECHNOLOGIES PRIVATE LIMITED" {
		t.Errorf("holder = %q", got)
	}
	if got := classifyHeaderCell("Chq.No."); got != colCheck {
		t.Errorf("Chq.No. = %q, want %q", got, colCheck)
	}
}

// TestPlaceholderDots: a lone "." is dropped only in a column of lone
// dots (three or more at one left edge, one set apart); a full stop typed
// a space after a word elsewhere stays.
func TestPlaceholderDots(t *testing.T) {
	p := mkPage(1,
		L(100, C(40, "A ROW"), C(120, "."), C(200, "TEXT")),
		L(110, C(60, "."), C(120, "."), C(200, "MORE")),
		L(120, C(60, "."), C(120, "."), C(200, "END")),
		L(130, C(40, "12:11 . Pas: 5xxxx9220")),
	)
	var got []string
	for _, l := range buildLines(p) {
		got = append(got, l.text())
	}
	want := []string{"A ROW TEXT", "MORE", "END", "12:11 . Pas: 5xxxx9220"}
	if len(got) != len(want) {
		t.Fatalf("lines %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, got[i], want[i])
		}
	}
}
