// Package statement reconstructs bank-statement transactions from
// positioned words and computes the figures underwriters use.
//
// The engine is generic: it finds table headers, section titles and rows
// from geometry and vocabulary, not from per-bank templates. Known banks
// only change the reported bank name.
package statement

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// Error is the parser's error type; Code is stable. It is the same type
// pdftext returns so callers need one errors.As.
type Error = pdftext.Error

// Error codes added by this package (pdftext adds pdf_* and limits).
const (
	CodeNoTextLayer = "no_text_layer"
	// CodeNotBankStatement is a prefix: the full code is
	// "not_a_bank_statement:<type>" with type invoice, tax_return,
	// application_form, credit_card_statement, pay_stub or other.
	CodeNotBankStatement = "not_a_bank_statement"
	// ReasonMissingPages is reported in Detection.FailureReason, not as
	// an error: the pages that are present are still parsed.
	ReasonMissingPages = "missing_pages"
)

// CodeOf returns the stable code of an error from this package or pdftext.
func CodeOf(err error) string { return pdftext.CodeOf(err) }

// Options tunes parsing. The zero value is ready to use.
type Options struct {
	// Extractor defaults to pdftext.PDFium with default limits.
	Extractor pdftext.Extractor
	// Timeout bounds ParsePDF when the context has no earlier deadline.
	// Zero means 60 seconds.
	Timeout time.Duration
}

// ParsePDF extracts the text of pdf and parses it. On a document that is
// not a bank statement it returns a *Result with Detection filled in AND
// an *Error with code "not_a_bank_statement:<type>".
func ParsePDF(ctx context.Context, pdf []byte, opt Options) (*result.Statement, error) {
	x := opt.Extractor
	if x == nil {
		x = pdftext.PDFium{}
	}
	t := opt.Timeout
	if t == 0 {
		t = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, t)
	defer cancel()
	doc, err := x.Extract(ctx, pdf)
	if err != nil {
		return nil, fmt.Errorf("extract text: %w", err)
	}
	res, err := ParseDocument(ctx, doc, opt)
	if opt.Extractor == nil {
		return RetryFormText(ctx, pdf, doc, res, err, opt)
	}
	return res, err
}

// RetryFormText reads pdf again with its form fields' text when doc, read
// without them, gave res and err with no rows (Unread), and keeps that
// reading when ParseFormText does. Rows typed into a fill-in template's
// fields are not in the page's text; only a document read with no rows
// pays for the second extraction.
func RetryFormText(ctx context.Context, pdf []byte, doc *pdftext.Document, res *result.Statement, err error, opt Options) (*result.Statement, error) {
	if !Unread(res, err) {
		return res, err
	}
	fd, ferr := (pdftext.PDFium{FormText: true}).Extract(ctx, pdf)
	if ferr != nil {
		return res, err
	}
	return ParseFormText(ctx, doc, fd, res, err, opt)
}

// Unread reports a parse that found no rows: refused as another kind of
// document, or a statement read with none.
func Unread(res *result.Statement, err error) bool {
	var e *Error
	if errors.As(err, &e) && strings.HasPrefix(e.Code, "not_a_bank_statement") {
		return true
	}
	return err == nil && res != nil && len(res.Transactions) == 0
}

// ParseFormText parses fd, the words of a document read with its form
// fields' text (pdftext.PDFium.FormText), when doc, read without them,
// gave res and err with no rows: a statement typed into a fill-in
// template carries its rows only in its fields. fd's reading is kept
// when it has more words and finds rows; else res and err stand.
func ParseFormText(ctx context.Context, doc, fd *pdftext.Document, res *result.Statement, err error, opt Options) (*result.Statement, error) {
	if words(fd) <= words(doc) {
		return res, err
	}
	fres, ferr := ParseDocument(ctx, fd, opt)
	if ferr != nil || fres == nil || len(fres.Transactions) == 0 {
		return res, err
	}
	return fres, nil
}

func words(d *pdftext.Document) int {
	n := 0
	for _, p := range d.Pages {
		n += len(p.Words)
	}
	return n
}

// Parse parses already-extracted pages (no PDF metadata).
func Parse(ctx context.Context, pages []pdftext.Page, opt Options) (*result.Statement, error) {
	return ParseDocument(ctx, &pdftext.Document{Pages: pages}, opt)
}

// ParseDocument parses an extracted document.
//
// It reads the rows with the layout engine, then lets the statement's own
// arithmetic decide what the layout leaves open (the direction of an
// unsigned amount, whether a line is a total or a transaction), and
// reports in Checks and ParseQuality whether every invariant the statement
// prints holds for the reading it returns.
func ParseDocument(ctx context.Context, doc *pdftext.Document, opt Options) (*result.Statement, error) {
	words := 0
	for _, p := range doc.Pages {
		words += len(p.Words)
	}
	if len(doc.Pages) == 0 {
		return nil, &Error{Code: pdftext.CodeEmpty, Msg: "document has no pages"}
	}
	if words < 5 {
		return nil, &Error{Code: CodeNoTextLayer, Msg: "no readable text: no text layer, and OCR (when it ran) read none"}
	}
	doc, continental := continentalFigures(doc)
	pages := make([][]line, len(doc.Pages))
	var all []line
	for i, p := range doc.Pages {
		if err := ctx.Err(); err != nil {
			return nil, &Error{Code: pdftext.CodeTimeout, Msg: "deadline exceeded while parsing", Err: err}
		}
		pages[i] = buildLines(p)
	}
	markFurniture(pages)
	for _, p := range pages {
		all = append(all, p...)
	}
	f := parseFieldsDayFirst(pages, doc, continental)
	f, bundle := bundled(f, pages, doc)
	dp := dateParser{DayFirst: f.DayFirst || continental || dayFirst(all, f.Currency), Loose: true, ShortYear: shortYearDates(all)}
	dp.Compact = compactDates(all, f, dp.DayFirst)
	rd := readRows(all, nil, dp)
	if len(rd.rows) == 0 {
		// Rows dated by a heading line over each day's rows, the table
		// printing no date column (see dateHeadedLines).
		if dl, ok := dateHeadedLines(all, dp); ok {
			if r := readRows(dl, nil, dp); len(r.rows) > 0 {
				rd = r
			}
		}
	}
	if len(rd.rows) == 0 {
		// No header row anywhere: infer the columns from the rows.
		best := -1
		for _, h := range inferHeaders(all, dp) {
			r := readRows(all, &h, dp)
			if fit := chainFit(r.rows); fit > best {
				rd, best = r, fit
			}
		}
		if len(rd.rows) == 0 {
			rd = readFlowed(all, rd, dp)
		}
	}
	rd = readOrphans(all, rd, dp)
	rd = preferBlocks(all, rd, dp)
	var accountsCheck *result.Check
	docLast4 := f.Last4 // the document's own number, before an account's
	if key := chooseAccount(rd.accounts, rd.rows); key != "" {
		// Several accounts: the result is one of them, with its own
		// number, balances and totals.
		var c result.Check
		rd, c = oneAccount(rd, key)
		accountsCheck = &c
		a := rd.accounts[key]
		f.Last4, f.Opening, f.Closing = accountNumber(all, key, f.Last4), a.Opening, a.Closing
	}
	rows := rd.rows
	allTotals := rd.totals
	rd.totals = trustSummary(allTotals, f.Opening, f.Closing)

	res := &result.Statement{MonthlySummary: []result.MonthSummary{}, DebtOutflows: []result.DebtOutflow{}, Transactions: []result.Transaction{}, Checks: []result.Check{}}
	res.Detection.PagesPresent = len(doc.Pages)
	if f.KnownBank {
		res.Detection.DetectedBank = ptr(f.Bank)
	}
	typ := classify(pages[0], all, rows, f.Opening != nil || f.Closing != nil)
	res.Detection.DocumentType = typ
	if typ != "bank_statement" {
		code := CodeNotBankStatement + ":" + typ
		res.Detection.FailureReason = ptr(code)
		return res, &Error{Code: code, Msg: "document is not a bank statement (" + typ + ")"}
	}
	if exp, missing := missingPages(pages); exp > 0 {
		res.Detection.PagesExpected = ptr(exp)
		if missing {
			res.Detection.FailureReason = ptr(ReasonMissingPages)
		}
	}

	// Period: from the header, else from the transactions.
	start, end, havePeriod := f.Start, f.End, f.HavePeriod
	printedEnd := f.HavePeriod
	yStart, yEnd, yOK := start, end, havePeriod
	if !havePeriod && !f.Anchor.IsZero() {
		// No period printed: a statement date closes the period, so
		// undated-year rows fall in the ~two months before it.
		yStart, yEnd, yOK = f.Anchor.AddDate(0, -2, 0), f.Anchor, true
	}
	if !yOK {
		// Neither: the rows that print a year date the others.
		if s, e, ok := yearsFromRows(rows); ok {
			yStart, yEnd, yOK = s, e, true
		}
	}
	yearInferred := !yOK && len(rows) > 0
	var anchor time.Time
	if yearInferred {
		// No year anywhere: see noYearAnchor.
		anchor = noYearAnchor(doc.Created, time.Now())
		yStart, yEnd, yOK = anchor.AddDate(-1, 0, 1), anchor, true
	}
	txns := make([]txn, 0, len(rows))
	var prevDate time.Time
	legend := legendMarks(all)
	for _, r := range rows {
		t := txn{Desc: dropLegendMark(r.description(), legend), Cents: r.Amount.Cents, Dir: r.Dir, Balance: r.Balance, CheckNo: r.CheckNo, Page: r.Page, Refund: r.refundKind, Fee: r.feeKind, NSF: r.nsfKind}
		d, ok := resolveYear(r.Date, yStart, yEnd, yOK)
		if ok {
			t.Date = d
			prevDate = d
		} else {
			// Not a real calendar day: kept with its printed date, never
			// shifted into the next month, and dated like its neighbour
			// for the balance arithmetic.
			t.Printed, t.Date, t.Flagged = r.Date.Printed, prevDate, true
		}
		txns = append(txns, t)
	}
	if !havePeriod && len(txns) > 0 {
		first := true
		for _, t := range txns {
			if t.Printed != "" || t.Date.IsZero() {
				continue
			}
			if first || t.Date.Before(start) {
				start = t.Date
			}
			if first || t.Date.After(end) {
				end = t.Date
			}
			first = false
		}
		havePeriod = !first
		if havePeriod {
			rowsEnd := end
			start, end = widenToLongPeriod(headerLines(pages[0]), dp.DayFirst, start, end)
			// A printed period the rows fall short of is still the
			// statement's (see checkCut).
			printedEnd = !end.Equal(rowsEnd)
		}
	}
	for i := range txns {
		if txns[i].Date.IsZero() && havePeriod {
			txns[i].Date = start
		}
	}
	reversed := len(rows) == len(txns) && (newestFirst(txns) || newestFirstByBalance(txns))
	if reversed {
		reverseRows(rows, txns)
	}
	opening, closing := f.Opening, f.Closing
	// Several accounts' balances printed, and the header's (or the
	// account reader's) are not the rows' account: see
	// balancesByArithmetic.
	pairs, sums := accountPairs(pages, start, end, havePeriod)
	if len(sums) > 0 && accountsCheck == nil {
		allTotals = dropAccountSums(allTotals, sums)
		rd.totals = trustSummary(allTotals, opening, closing)
	}
	for key, a := range rd.accounts {
		if a.Opening != nil && a.Closing != nil && key != f.Last4 {
			pairs = append(pairs, acctPair{open: *a.Opening, close: *a.Closing, last4: key})
		}
	}
	if p, ok := balancesByArithmetic(rows, txns, opening, closing, rd.totals, pairs); ok {
		opening, closing, f.Last4 = &p.open, &p.close, accountNumber(all, p.last4, docLast4)
		if accountsCheck == nil {
			rd.totals = trustSummary(allTotals, opening, closing)
		}
	}
	st := settle(rows, txns, opening, closing, rd.totals)
	if opening == nil {
		opening = st.opening
	}
	txns, st.chainRows = kept(txns, st)
	for i := range txns {
		txns[i].Category = categorize(txns[i].Desc, txns[i].Dir)
		if txns[i].Refund && txns[i].Dir == "credit" {
			txns[i].Category = result.CatRefundReversal
		}
		if txns[i].Fee && txns[i].Dir == "debit" && txns[i].Category == result.CatOther {
			txns[i].Category = result.CatFee
		}
		if txns[i].NSF && txns[i].Dir == "debit" && (txns[i].Category == result.CatOther || txns[i].Category == result.CatFee) {
			txns[i].Category = result.CatNSFFee
		}
	}
	rd.totals = append(rd.totals, st.totals...)
	res.Checks = validate(txns, opening, closing, start, end, havePeriod, st, rd.totals, sectionChecks(rows, st, rd.totals))
	if accountsCheck != nil {
		res.Checks = append(res.Checks, *accountsCheck)
	} else if c, ok := checkSingleAccount(all); ok && !bundle {
		// A bundle's statements print one opening each, chained (see
		// bundled): not several accounts.
		res.Checks = append(res.Checks, c)
	}
	if len(rd.daily) > 0 && opening != nil {
		res.Checks = append(res.Checks, checkDaily(rd.daily, txns, *opening, start, end, havePeriod))
	}
	if len(txns) == 0 {
		res.Checks = append(res.Checks, checkActivity(all, opening, closing, rd.totals))
	} else if c, ok := checkUnread(rd.unread, rows); ok {
		res.Checks = append(res.Checks, c)
	}
	if c, ok := checkFigures(rows); ok {
		res.Checks = append(res.Checks, c)
	}
	if c, ok := checkCut(pages, rows, latestDate(txns), end, printedEnd, closing != nil); ok {
		res.Checks = append(res.Checks, c)
	}
	ocrPages := map[int]bool{}
	for _, p := range doc.Pages {
		if p.OCR {
			ocrPages[p.Number] = true
		}
	}
	c, ok := datesRead(rows, ocrPages)
	if far := ocrDatesAstray(res.Checks, txns, ocrPages); len(far) > 0 {
		c = result.Check{Name: "dates_read", Passed: false, Checked: len(txns), Failed: c.Failed + len(far), Rows: far,
			Detail: "a row read by OCR is dated more than a week outside the statement period: its date was misread"}
		ok = true
	}
	if ok {
		res.Checks = append(res.Checks, c)
	}
	if yearInferred {
		res.Checks = append(res.Checks, yearNotPrinted(len(txns), anchor, !doc.Created.IsZero()))
	}
	res.ParseQuality = quality(res.Checks)

	// Header fields.
	setStr := func(dst **string, v string) {
		if v = strings.TrimSpace(v); v != "" {
			*dst = ptr(v)
		}
	}
	setStr(&res.BankName, f.Bank)
	setStr(&res.AccountHolderName, f.Holder)
	setStr(&res.AccountNumberLast4, f.Last4)
	setStr(&res.Currency, f.Currency)
	if havePeriod {
		res.PeriodStart = ptr(start.Format("2006-01-02"))
		res.PeriodEnd = ptr(end.Format("2006-01-02"))
	}
	if opening != nil {
		res.StartingBalance = money(*opening)
	}
	if closing != nil {
		res.EndingBalance = money(*closing)
	} else if c, ok := lastBalance(txns, opening); ok {
		res.EndingBalance = money(c)
	}
	analyze(res, txns, orImplied(opening, closing, txns), start, end, havePeriod, chainBroken(res.Checks))
	for _, t := range txns {
		tt := result.Transaction{Description: ptr(t.Desc), Amount: money(t.Cents),
			Type: ptr(t.Dir), Category: ptr(t.Category), Flagged: ptr(t.Flagged), Page: t.Page}
		if t.Printed != "" {
			tt.PrintedDate = ptr(t.Printed)
		} else {
			tt.Date = ptr(t.Date.Format("2006-01-02"))
		}
		if t.Balance != nil {
			tt.RunningBalance = money(*t.Balance)
		}
		if t.CheckNo != "" {
			tt.CheckNumber = ptr(t.CheckNo)
		}
		res.Transactions = append(res.Transactions, tt)
	}
	if reversed {
		reverseTransactions(res.Transactions)
	}
	return res, nil
}

// lastBalance is the closing balance of a statement that prints none: the
// last printed running balance and the rows after it, or the opening
// balance and every row when no balance is printed.
func lastBalance(txns []txn, opening *int64) (int64, bool) {
	for i := len(txns) - 1; i >= 0; i-- {
		if txns[i].Balance != nil {
			b := *txns[i].Balance
			for _, t := range txns[i+1:] {
				b += t.signed()
			}
			return b, true
		}
	}
	if opening == nil {
		return 0, false
	}
	b := *opening
	for _, t := range txns {
		b += t.signed()
	}
	return b, true
}

// yearsFromRows is the span of the rows that print a full date, for
// statements that print no period: the rows without a year take theirs
// from it.
func yearsFromRows(rows []row) (time.Time, time.Time, bool) {
	var s, e time.Time
	for _, r := range rows {
		if r.Date.Year == 0 {
			continue
		}
		t, ok := resolveYear(r.Date, time.Time{}, time.Time{}, false)
		if !ok {
			continue
		}
		if s.IsZero() || t.Before(s) {
			s = t
		}
		if e.IsZero() || t.After(e) {
			e = t
		}
	}
	return s, e, !s.IsZero()
}

// analyze fills totals, counts, revenue and the per-period figures.
func analyze(res *result.Statement, txns []txn, opening *int64, start, end time.Time, havePeriod, broken bool) {
	var dep, wd, rev int64
	var nd, nw, nsf int
	for _, t := range txns {
		if t.Dir == "credit" {
			dep += t.Cents
			nd++
			if isRevenue(t.Category) {
				rev += t.Cents
			}
		} else {
			wd += t.Cents
			nw++
		}
		if t.Category == result.CatNSFFee {
			nsf++
		}
	}
	res.TotalDeposits, res.TotalWithdrawals, res.TrueRevenue = money(dep), money(wd), money(rev)
	res.NumberOfDeposits, res.NumberOfWithdrawals, res.NumberOfNSF = ptr(nd), ptr(nw), ptr(nsf)
	if d := debtOutflows(txns); d != nil {
		res.DebtOutflows = d
	}
	if !havePeriod {
		return
	}
	days := int(end.Sub(start).Hours()/24) + 1
	if days > 0 {
		res.EstimatedMonthlyRevenue = ptr(round2(float64(rev) / 100 * 30.4375 / float64(days)))
	}
	if opening == nil || days <= 0 || days > maxBalanceDays {
		return
	}
	daily := dailyBalances(*opening, txns, start, end)
	if p, ok := printedDays(*opening, txns, start, end); ok && broken {
		daily = p
	}
	var sum float64
	neg := 0
	for _, b := range daily {
		sum += float64(b)
		if b < 0 {
			neg++
		}
	}
	res.AverageBalance = ptr(round2(sum / float64(len(daily)) / 100))
	res.NumberOfNegativeDays = ptr(neg)
	res.MonthlySummary = monthlySummary(daily, txns, start, end)
}

// FailureReason is the value for ClientDocument.failure_reason after a
// parse: the error code when parsing failed ("pdf_encrypted",
// "no_text_layer", "not_a_bank_statement:invoice", ...), "missing_pages"
// when pages are missing, nil when the statement is usable.
func FailureReason(res *result.Statement, err error) *string {
	if err != nil {
		code := CodeOf(err)
		if code == "" {
			code = pdftext.CodeInternal
		}
		return &code
	}
	if res != nil && res.Detection.FailureReason != nil {
		r := *res.Detection.FailureReason
		return &r
	}
	return nil
}

// checkSingleAccount looks for several different opening balances in the
// document: the sign of a PDF holding more than one account (checking and
// savings), which the engine reads as one account. It reports false when
// no opening balance is printed at all.
func checkSingleAccount(all []line) (result.Check, bool) {
	seen := map[int64]bool{}
	// A loan's Previous Balance is its principal's, no second deposit
	// account's opening (see withoutLoanBlocks).
	for _, l := range withoutLoanBlocks(all) {
		if !openingRe.MatchString(l.text()) {
			continue
		}
		for _, w := range l.Words {
			if a, ok := parseAmount(w.Text); ok {
				seen[a.Cents] = true // "($5,000.00)" in prose is the same balance
				break
			}
		}
	}
	if len(seen) == 0 {
		return result.Check{}, false
	}
	if len(seen) > 1 {
		// A linked product left empty ("Sweep TD Opening balance 0.00"
		// under the account's own summary) holds no money to misread.
		delete(seen, 0)
	}
	c := result.Check{Name: "single_account", Passed: len(seen) == 1, Checked: len(seen)}
	if !c.Passed {
		c.Detail = fmt.Sprintf("%d different opening balances: the document may hold several accounts", len(seen))
	}
	return c, true
}

func ptr[T any](v T) *T { return &v }

func money(c int64) *float64 { return ptr(float64(c) / 100) }
