package statement

import (
	"context"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func TestNoYearAnchor(t *testing.T) {
	now := time.Date(2027, 1, 10, 15, 4, 5, 0, time.UTC)
	day := func(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		name    string
		created time.Time
		want    time.Time
	}{
		{"the file's creation date", day(2009, 2, 6), day(2009, 2, 6)},
		{"no creation date: the day of reading", time.Time{}, day(2027, 1, 10)},
		{"a creation date in the future is not believed", day(2031, 5, 1), day(2027, 1, 10)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := noYearAnchor(tc.created, now); !got.Equal(tc.want) {
				t.Errorf("anchor %v, want %v", got, tc.want)
			}
		})
	}
}

// TestNoYearPrinted: a statement that prints no year anywhere dates its
// rows in the twelve months up to the file's creation date, in order
// across the December–January turn, and says so in year_printed.
func TestNoYearPrinted(t *testing.T) {
	doc := &pdftext.Document{Created: time.Date(2009, 1, 20, 0, 0, 0, 0, time.UTC), Pages: []pdftext.Page{mkPage(1,
		L(40, C(40, "First Example Bank")),
		L(52, C(40, "Account Number: 0000-1111-2222")),
		L(100, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(565, "Balance")),
		L(112, C(40, "12/30"), C(100, "CARD SETTLEMENT"), R(470, "100.00"), R(565, "1,100.00")),
		L(124, C(40, "01/02"), C(100, "RENT"), R(470, "-50.00"), R(565, "1,050.00")),
	)}}
	r, err := ParseDocument(context.Background(), doc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var dates []string
	for _, tx := range r.Transactions {
		if tx.Date != nil {
			dates = append(dates, *tx.Date)
		}
	}
	if len(dates) != 2 || dates[0] != "2008-12-30" || dates[1] != "2009-01-02" {
		t.Errorf("dates %v, want [2008-12-30 2009-01-02]", dates)
	}
	found := false
	for _, c := range r.Checks {
		if c.Name == "year_printed" {
			found = !c.Passed
		}
	}
	if !found {
		t.Errorf("no failing year_printed check in %+v", r.Checks)
	}
}
