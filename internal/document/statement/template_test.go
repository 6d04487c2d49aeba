package statement

import (
	"context"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// templateRows is a fill-in statement template's table whose every date
// is the form's placeholder, with a Payment Type column of its own.
func templateRows() pdftext.Page {
	return mkPage(1,
		L(40, C(40, "Your Account Statement")),
		L(52, C(40, "111-234-567-890")),
		L(100, C(40, "Date"), C(100, "Payment Type"), C(200, "Detail"), R(430, "Paid In"), R(500, "Paid Out"), R(570, "Balance")),
		L(112, C(200, "Balance Brought Forward"), R(570, "8,313.30")),
		L(124, C(40, "mm/dd/yyyy"), C(100, "Fast Payment"), C(200, "Amazon"), R(500, "132.30"), R(570, "8,181.00")),
		L(136, C(40, "mm/dd/yyyy"), C(100, "BACS"), C(200, "Business Loan"), R(430, "20,000.00"), R(570, "28,181.00")),
	)
}

// TestPlaceholderDates: rows dated with a template's placeholder are
// read, kept with what they print, and make the reading needs_review.
func TestPlaceholderDates(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:    "every date the placeholder mm/dd/yyyy",
		pages:   []pdftext.Page{templateRows()},
		want:    "printed:mm/dd/yyyy debit 132.3 Amazon\nprinted:mm/dd/yyyy credit 20000 Business Loan",
		verdict: result.NeedsReview,
		failed:  "dates_valid",
	}})
}

// TestParseFormText: the reading of a document's form-field text is
// kept only when it has more words and finds rows.
func TestParseFormText(t *testing.T) {
	ctx := context.Background()
	plain := &pdftext.Document{Pages: []pdftext.Page{mkPage(1,
		L(40, C(40, "Your Account Statement")),
		L(100, C(40, "Date"), C(100, "Detail"), R(430, "Paid In"), R(500, "Paid Out"), R(570, "Balance")),
	)}}
	res, err := ParseDocument(ctx, plain, Options{})
	if !Unread(res, err) {
		t.Fatalf("the template without its fields was read: %v, %+v", err, res)
	}
	fields := &pdftext.Document{Pages: []pdftext.Page{templateRows()}}
	got, gerr := ParseFormText(ctx, plain, fields, res, err, Options{})
	if gerr != nil || got == nil || len(got.Transactions) != 2 {
		t.Fatalf("with the fields' text: %v, %+v", gerr, got)
	}
	// Fewer words with the fields than without: the first reading stands.
	got, gerr = ParseFormText(ctx, fields, plain, nil, err, Options{})
	if got != nil || gerr != err {
		t.Errorf("a reading with fewer words replaced the first: %v, %+v", gerr, got)
	}
}
