package statement

import (
	"slices"
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
	// DayFirst: the header writes its dates day first ("01 March 2026",
	// "31/03/2026"), as non-US statements do; rows are likely to as well.
	DayFirst bool
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
	return parseFieldsDayFirst(pages, doc, false)
}

// parseFieldsDayFirst is parseFields told that the document writes its
// dates day first whatever its header shows (its figures carry a decimal
// comma; see continentalFigures).
func parseFieldsDayFirst(pages [][]line, doc *pdftext.Document, dayFirstHint bool) fields {
	var f fields
	if len(pages) == 0 {
		return f
	}
	first := pages[0]
	hdr := headerLines(first)
	var skip map[segKey]bool
	f.Holder, skip = holderName(hdr)
	f.Holder = trustAccountTitle(hdr, f.Holder)
	if f.Holder == "" {
		f.Holder = nameOverCustomerID(hdr)
	}
	furniture := furnitureLines(pages, skip)
	f.Bank, f.PrintedName, f.KnownBank = detectBank(pages, hdr, furniture, skip, doc)
	f.Last4 = last4(pages, hdr)

	dfStyle := dayFirstHint || dayFirstStyle(hdr)
	f.DayFirst = dfStyle
	f.Currency = detectCurrency(pages, furniture, homeCurrency(f.Bank, f.KnownBank), dfStyle || rowsDayFirst(pages))
	dayFirst := dfStyle || f.Currency != "" && f.Currency != "USD"
	f.Start, f.End, f.HavePeriod = statementPeriod(pages, hdr, dayFirst)

	f.Opening, f.Closing = pickBalances(pages, f.Start, f.End, f.HavePeriod)
	if f.Opening != nil && f.Closing == nil {
		f.Closing = currentAfterPrevious(pages)
	}
	if !f.HavePeriod {
		f.Anchor = anchorDate(first, dayFirst)
	}
	return f
}

// pickBalances chooses the opening and closing balances: page one's
// (the summary box) first; else, as some statements print them only
// around the table, the first opening and the last closing of the later
// pages. A "Balance carried forward" closes the period only when nothing
// else does, and then the last one printed (every page of a UK statement
// ends with one).
func pickBalances(pages [][]line, start, end time.Time, havePeriod bool) (opening, closing *int64) {
	o1, c1 := printedBalances(pages[0], start, end, havePeriod)
	var rest []line
	for _, p := range pages[1:] {
		rest = append(rest, p...)
	}
	o2, c2 := printedBalances(rest, start, end, havePeriod)
	// A balance listed in a table of accounts (see listedUnder) gives
	// way to one printed for the statement alone, on any page.
	for _, h := range append(slices.Clone(o1), o2...) {
		if !h.listed {
			opening = &h.cents
			break
		}
	}
	switch {
	case opening != nil:
	case len(o1) > 0:
		opening = &o1[0].cents
	case len(o2) > 0:
		opening = &o2[0].cents
	}
	var carried *int64
	var listed *int64
	for _, h := range c1 {
		if !h.carried && !h.listed {
			return opening, &h.cents
		}
		if h.carried {
			carried = &h.cents
		} else if listed == nil {
			listed = &h.cents
		}
	}
	for i := len(c2) - 1; i >= 0; i-- {
		if !c2[i].carried && !c2[i].listed {
			return opening, &c2[i].cents
		}
	}
	if listed != nil {
		return opening, listed
	}
	for i := len(c2) - 1; i >= 0; i-- {
		if !c2[i].carried {
			return opening, &c2[i].cents
		}
	}
	for _, h := range c2 {
		if h.carried {
			carried = &h.cents
		}
	}
	return opening, carried
}
