package statement

import (
	"fmt"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// cutLedger is a two-page ledger with a printed period a year long whose
// rows (one a day from 1 April) fill page one to its foot and then page
// two down to lastY; closing adds a closing line under the last row.
func cutLedger(lastY float64, closing bool) []pdftext.Page {
	bal := 100000 // cents
	day := 0
	row := func(y float64) tl {
		day++
		bal += 1000
		d := fmt.Sprintf("%02d-%02d-2022", (day-1)%28+1, 4+(day-1)/28)
		return L(y, C(40, d), C(110, "CASH DEPOSIT SELF"), R(470, "10.00"), R(560, fmt.Sprintf("%d.%02d", bal/100, bal%100)))
	}
	head := L(150, C(40, "Post Date"), C(110, "Description"), R(400, "Debit"), R(470, "Credit"), R(560, "Balance"))
	p1 := []tl{
		L(40, C(40, "SAMPLE BANK OF INDIA")),
		L(60, C(40, "ACME COFFEE PVT LTD")),
		L(72, C(40, "NO 4, 1ST MAIN, 1ST CROSS,")),
		L(84, C(40, "BANGALORE 560020")),
		L(110, C(40, "Account No : 38031933484"), C(300, "Statement From : 01-04-2022 To 31-03-2023")),
		head,
		L(165, C(110, "BROUGHT FORWARD"), R(560, "1000.00")),
	}
	for y := 180.0; y <= 720; y += 12 {
		p1 = append(p1, row(y))
	}
	p2 := []tl{L(60, C(40, "Post Date"), C(110, "Description"), R(400, "Debit"), R(470, "Credit"), R(560, "Balance"))}
	for y := 75.0; y <= lastY; y += 12 {
		p2 = append(p2, row(y))
	}
	if closing {
		p2 = append(p2, L(lastY+14, C(110, "CLOSING BALANCE"), R(560, fmt.Sprintf("%d.%02d", bal/100, bal%100))))
	}
	return []pdftext.Page{mkPage(1, p1...), mkPage(2, p2...)}
}

// TestCutLedger: a ledger that stops at the foot of a full last page with
// nothing after it, months before its printed period's end, is no whole
// statement (ledger_complete fails, needs_review); one that stops half way
// down its last page, or closes with a closing line, is whole.
func TestCutLedger(t *testing.T) {
	for _, c := range []struct {
		name    string
		lastY   float64
		closing bool
		cut     bool
	}{
		{"full last page, nothing after", 720, false, true},
		{"last page half full", 400, false, false},
		{"a closing line under the last row", 700, true, false},
	} {
		r := parse(t, cutLedger(c.lastY, c.closing)...)
		failed := false
		for _, ch := range r.Checks {
			failed = failed || ch.Name == "ledger_complete" && !ch.Passed
		}
		if failed != c.cut {
			t.Errorf("%s: ledger_complete failed = %v, want %v (checks %+v)", c.name, failed, c.cut, r.Checks)
		}
		if c.cut && r.ParseQuality.Verdict != "needs_review" {
			t.Errorf("%s: verdict %s, want needs_review", c.name, r.ParseQuality.Verdict)
		}
		if !c.cut && r.ParseQuality.Verdict != "verified" {
			t.Errorf("%s: verdict %s, want verified (checks %+v)", c.name, r.ParseQuality.Verdict, r.Checks)
		}
	}
}
