package reader

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/ocr"
	"github.com/docanalysis/service/internal/document/pdftext"
)

// scanPage builds an OCR'd page from lines of cells (x, text; a cell
// ending "|r" is right-aligned at x), every word read at confidence 95.
func scanPage(n int, lines map[float64][][2]string) (pdftext.Page, ocr.Page) {
	p := pdftext.Page{Number: n, Width: 612, Height: 792}
	for y, cells := range lines {
		for _, c := range cells {
			var x float64
			for _, r := range c[0] {
				x = x*10 + float64(r-'0')
			}
			text, right := strings.CutSuffix(c[1], "|r")
			ws := strings.Fields(text)
			width := float64(len(text)) * 4.4
			if right {
				x -= width
			}
			for _, w := range ws {
				x1 := x + float64(len(w))*4.4
				p.Words = append(p.Words, pdftext.Word{Text: w, X0: x, X1: x1, Y0: y - 8, Y1: y + 2, FontSize: 8, FontName: "Helvetica"})
				x = x1 + 4.4
			}
		}
	}
	// Reading order: by line, then left to right.
	ws := p.Words
	for i := 1; i < len(ws); i++ {
		for j := i; j > 0 && (ws[j].Y0 < ws[j-1].Y0 || ws[j].Y0 == ws[j-1].Y0 && ws[j].X0 < ws[j-1].X0); j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
	conf := make([]float64, len(p.Words))
	for i := range conf {
		conf[i] = 95
	}
	return p, ocr.Page{Number: n, Width: 612, Height: 792, Words: p.Words, Conf: conf, MeanConf: 95}
}

// TestLostLeadingDigits: the engine lost the leading "3," of the ending
// balance ("438.00" for 3,438.00, read sure). The reconciliation fails;
// the figure it expects ends with the digits read and is printed
// elsewhere (the daily balances), so the correction is tried, and kept
// because the reading then verifies. With the figure printed nowhere
// else, or not ending with the digits read, the reading stays
// needs_review.
func TestLostLeadingDigits(t *testing.T) {
	build := func(ending, lastDaily string) *ocr.Result {
		page, op := scanPage(1, map[float64][][2]string{
			40:  {{"40", "First Example Bank"}},
			52:  {{"572", "Statement Period: 12/01/2025 - 12/31/2025|r"}},
			64:  {{"572", "Account Number: 0000-1111-2222|r"}},
			80:  {{"40", "ACME WIDGETS LLC"}},
			91:  {{"40", "45 OAK AVE"}},
			102: {{"40", "AUSTIN TX 78701"}},
			150: {{"40", "BEGINNING BALANCE ON 12/01/25"}, {"300", "4,874.00|r"}},
			162: {{"40", "DEPOSITS AND OTHER CREDITS"}, {"300", "1,500.00|r"}},
			174: {{"40", "CHECKS AND OTHER DEBITS"}, {"300", "2,936.00|r"}},
			186: {{"40", "ENDING BALANCE ON 12/31/25"}, {"300", ending + "|r"}},
			220: {{"40", "Date"}, {"100", "Description"}, {"400", "Debits|r"}, {"480", "Credits|r"}},
			232: {{"40", "12/05"}, {"100", "DEPOSIT"}, {"480", "1,500.00|r"}},
			244: {{"40", "12/10"}, {"100", "CONC DEBIT"}, {"400", "2,000.00|r"}},
			256: {{"40", "12/20"}, {"100", "CONC DEBIT"}, {"400", "936.00|r"}},
			290: {{"40", "DAILY BALANCE SUMMARY"}},
			302: {{"40", "Date"}, {"100", "Balance"}},
			314: {{"40", "12/05"}, {"140", "6,374.00|r"}},
			326: {{"40", "12/10"}, {"140", "4,374.00|r"}},
			338: {{"40", "12/20"}, {"140", lastDaily + "|r"}},
		})
		return &ocr.Result{Doc: &pdftext.Document{Pages: []pdftext.Page{page}}, Pages: []ocr.Page{op},
			Choices: []ocr.Choice{{Page: 1, OCR: true, Reason: ocr.ReasonNoText}}}
	}
	tests := []struct {
		name, ending, daily, want, closing string
	}{
		{"lost leading digits, printed elsewhere", "438.00", "3,438.00", "verified", "3438"},
		{"as printed", "3,438.00", "3,438.00", "verified", "3438"},
		{"the expected figure printed nowhere else", "438.00", "3,438.0O", "needs_review", "438"},
		{"the digits read are not its end", "483.00", "3,438.00", "needs_review", "483"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := ParseOCR(context.Background(), "test", build(tt.ending, tt.daily))
			if err != nil {
				t.Fatal(err)
			}
			if got := string(st.ParseQuality.Verdict); got != tt.want {
				t.Errorf("verdict %s, want %s; checks %+v", got, tt.want, st.Checks)
			}
			if st.EndingBalance == nil || strconv.FormatFloat(*st.EndingBalance, 'f', -1, 64) != tt.closing {
				t.Errorf("ending balance %v, want %s", st.EndingBalance, tt.closing)
			}
			fixed := false
			for _, c := range st.OCR.Corrections {
				fixed = fixed || strings.Contains(c.Reason, "leading digits lost")
			}
			if fixed != (tt.ending != "3,438.00" && tt.want == "verified") {
				t.Errorf("corrections %+v", st.OCR.Corrections)
			}
		})
	}
}
