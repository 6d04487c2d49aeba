package statement

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestOracleDayTotalInDescription: a ledger whose rows print their date
// on the first line and their amount and balance on the last, and which
// closes each day with "Total for 12/16/25" and the day's debits and
// credits in the description column. The day totals are no rows — also
// the last one, with no balance below it — and they check the day's rows.
func TestOracleDayTotalInDescription(t *testing.T) {
	page := func(lastDebits string) []pdftext.Page {
		return []pdftext.Page{mkPage(1, append(stmtHeader(40),
			L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
			L(162, C(40, "Ending Balance"), R(300, "1,365.00")),
			L(200, C(40, "Date"), C(110, "Description"), R(392, "Debits"), R(466, "Credits"), R(570, "Balance")),
			L(212, C(40, "12/16/25"), C(110, "ACH CREDIT")),
			L(222, C(110, "HARBOR SUPPLY INVOICE"), R(466, "500.00"), R(570, "1,500.00")),
			L(232, C(40, "12/16/25"), C(110, "ACH DEBIT")),
			L(242, C(110, "NORTHWIND FUNDING DAILY"), R(392, "100.00"), R(570, "1,400.00")),
			L(254, C(110, "Total for 12/16/25"), R(392, "100.00"), R(466, "500.00")),
			L(268, C(40, "12/17/25"), C(110, "ACH DEBIT")),
			L(278, C(110, "NORTHWIND FUNDING DAILY"), R(392, "25.00"), R(570, "1,375.00")),
			L(288, C(40, "12/17/25"), C(110, "SERVICE CHARGE"), R(392, "10.00"), R(570, "1,365.00")),
			L(300, C(110, "Total for 12/17/25"), R(392, lastDebits), R(466, "0.00")),
		)...)}
	}
	want := "2025-12-16 credit 500 ACH CREDIT HARBOR SUPPLY INVOICE\n2025-12-16 debit 100 ACH DEBIT NORTHWIND FUNDING DAILY\n" +
		"2025-12-17 debit 25 ACH DEBIT NORTHWIND FUNDING DAILY\n2025-12-17 debit 10 SERVICE CHARGE"
	runOracle(t, []oracleCase{{
		name:    "day totals that hold",
		pages:   page("35.00"),
		want:    want,
		verdict: result.Verified,
	}, {
		name:    "a day total that does not hold",
		pages:   page("45.00"),
		want:    want,
		verdict: result.NeedsReview,
		failed:  "section_totals",
	}})
}

// TestDayTotalLineWording: only a total word, a date and figures make a
// day total; a payee that begins "Total" stays a row.
func TestDayTotalLineWording(t *testing.T) {
	sc := &scanner{}
	for text, want := range map[string]bool{
		"Total for 03/02/26 319.00 0.00": true,
		"Daily Total 03/02 319.00":       true,
		"TOTAL WINE & MORE 03/02 41.20":  false,
		"Total for 03/02/26":             false,
		"Total for 03/02/26 see note":    false,
		"TOTAL 03/02 STORE 88 12.00":     false,
	} {
		var ws []pdftext.Word
		x := 40.0
		for _, f := range strings.Fields(text) {
			ws = append(ws, pdftext.Word{Text: f, X0: x, X1: x + 30})
			x += 40
		}
		if got := sc.dayTotalLine(line{Words: ws}); got != want {
			t.Errorf("%q: dayTotalLine = %v, want %v", text, got, want)
		}
	}
}
