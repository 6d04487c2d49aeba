package statement

import (
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// fields are the statement-level values read from the statement's own
// furniture: the header of page one, the running headers and footers,
// the summary box. The rules behind each field live in header_*.go and
// are described in docs/parsing.md ("Header fields").
type fields struct {
	// Bank is the bank's name as the statement brands itself; a known
	// bank's display name when KnownBank. PrintedName is the name as the
	// statement prints it ("JPMorgan Chase Bank, N.A."), "" when the name
	// comes from a web address or the metadata.
	Bank, PrintedName string
	KnownBank         bool
	Holder            string
	Last4             string
	// Currency is an ISO 4217 code, "" when the statement's dollar cannot
	// be placed (see detectCurrency).
	Currency   string
	Start, End time.Time
	HavePeriod bool
	// Anchor is any dated text on page one (a statement date), used to
	// give years to MM/DD dates when no period is printed.
	Anchor           time.Time
	Opening, Closing *int64
}

// parseFields reads the header fields. Page one's header lines (above the
// first transaction row) carry the holder, the account and the period;
// the bank's name may also come from footers, its web address or the PDF
// metadata; balances come from page one, else from the last pages (a
// closing balance printed after the table).
func parseFields(pages [][]line, doc *pdftext.Document) fields {
	var f fields
	if len(pages) == 0 {
		return f
	}
	first := pages[0]
	hdr := headerLines(first)
	var skip map[segKey]bool
	f.Holder, skip = holderName(hdr)
	furniture := furnitureLines(pages, skip)
	f.Bank, f.PrintedName, f.KnownBank = detectBank(pages, hdr, furniture, skip, doc)
	f.Last4 = last4(pages, hdr)

	dfStyle := dayFirstStyle(hdr)
	f.Currency = detectCurrency(pages, furniture, f.KnownBank, dfStyle)
	dayFirst := dfStyle || f.Currency != "" && f.Currency != "USD"
	f.Start, f.End, f.HavePeriod = statementPeriod(pages, hdr, dayFirst)

	open, close := printedBalances(first, f.Start, f.End, f.HavePeriod)
	if len(open) > 0 {
		f.Opening = &open[0].cents
	}
	if len(close) > 0 {
		f.Closing = &close[0].cents
	}
	// Some statements print the balances only around the table, on later
	// pages: the first opening and the last closing there.
	if f.Opening == nil || f.Closing == nil {
		var rest []line
		for _, p := range pages[1:] {
			rest = append(rest, p...)
		}
		o, c := printedBalances(rest, f.Start, f.End, f.HavePeriod)
		if f.Opening == nil && len(o) > 0 {
			f.Opening = &o[0].cents
		}
		if f.Closing == nil && len(c) > 0 {
			f.Closing = &c[len(c)-1].cents
		}
	}
	if !f.HavePeriod {
		f.Anchor = anchorDate(first, dayFirst)
	}
	return f
}
