// Package statement reconstructs bank-statement transactions from
// positioned words and computes the figures underwriters use.
//
// The engine is generic: it finds table headers, section titles and rows
// from geometry and vocabulary, not from per-bank templates. Known banks
// only change the reported bank name.
package statement

import (
	"context"
	"fmt"
	"sort"
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
	return ParseDocument(ctx, doc, opt)
}

// Parse parses already-extracted pages (no PDF metadata).
func Parse(ctx context.Context, pages []pdftext.Page, opt Options) (*result.Statement, error) {
	return ParseDocument(ctx, &pdftext.Document{Pages: pages}, opt)
}

// ParseDocument parses an extracted document.
func ParseDocument(ctx context.Context, doc *pdftext.Document, opt Options) (*result.Statement, error) {
	words := 0
	for _, p := range doc.Pages {
		words += len(p.Words)
	}
	if len(doc.Pages) == 0 {
		return nil, &Error{Code: pdftext.CodeEmpty, Msg: "document has no pages"}
	}
	if words < 5 {
		return nil, &Error{Code: CodeNoTextLayer, Msg: "no text layer (scanned or image-only PDF); OCR is not supported yet"}
	}
	pages := make([][]line, len(doc.Pages))
	var all []line
	for i, p := range doc.Pages {
		if err := ctx.Err(); err != nil {
			return nil, &Error{Code: pdftext.CodeTimeout, Msg: "deadline exceeded while parsing", Err: err}
		}
		pages[i] = buildLines(p)
		all = append(all, pages[i]...)
	}
	f := parseFields(pages, doc)
	rows, daily := extractRows(all)
	if len(rows) == 0 {
		// No header row anywhere: infer the columns from the rows.
		best := -1
		for _, h := range inferHeaders(all) {
			r, d := extractRowsWith(all, &h)
			if fit := chainFit(r); fit > best {
				rows, daily, best = r, d, fit
			}
		}
	}

	res := &result.Statement{MonthlySummary: []result.MonthSummary{}, DebtOutflows: []result.DebtOutflow{}, Transactions: []result.Transaction{}, Checks: []result.Check{}}
	res.Detection.PagesPresent = len(doc.Pages)
	if f.KnownBank {
		res.Detection.DetectedBank = ptr(f.Bank)
	}
	typ := classify(pages[0], len(rows), f.Opening != nil || f.Closing != nil)
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
	txns := make([]txn, 0, len(rows))
	yStart, yEnd, yOK := start, end, havePeriod
	if !havePeriod && !f.Anchor.IsZero() {
		// No period printed: a statement date closes the period, so
		// undated-year rows fall in the ~two months before it.
		yStart, yEnd, yOK = f.Anchor.AddDate(0, -2, 0), f.Anchor, true
	}
	for _, r := range rows {
		d := resolveYear(r.Date, yStart, yEnd, yOK)
		txns = append(txns, txn{Date: d, Desc: r.description(), Cents: r.Amount.Cents, Dir: r.Dir,
			Balance: r.Balance, CheckNo: r.CheckNo, Page: r.Page})
	}
	if !havePeriod && len(txns) > 0 {
		start, end = txns[0].Date, txns[0].Date
		for _, t := range txns {
			if t.Date.Before(start) {
				start = t.Date
			}
			if t.Date.After(end) {
				end = t.Date
			}
		}
		havePeriod = true
	}
	opening, closing := f.Opening, f.Closing
	settleByMarks(rows, txns)
	settleByBalance(rows, txns, opening)
	if opening == nil {
		// Derive from the first running balance.
		for i, t := range txns {
			if t.Balance != nil {
				var net int64
				for _, u := range txns[:i+1] {
					net += u.signed()
				}
				opening = ptr(*t.Balance - net)
				break
			}
		}
	}
	for i := range txns {
		txns[i].Category = categorize(txns[i].Desc, txns[i].Dir)
	}
	res.Checks = validate(txns, opening, closing, start, end, havePeriod)
	if c, ok := checkSingleAccount(all); ok {
		res.Checks = append(res.Checks, c)
	}
	if len(daily) > 0 && opening != nil {
		res.Checks = append(res.Checks, checkDaily(daily, txns, *opening, start, end, havePeriod))
	}

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
	} else if opening != nil {
		var net int64
		for _, t := range txns {
			net += t.signed()
		}
		res.EndingBalance = money(*opening + net)
	}
	analyze(res, txns, opening, start, end, havePeriod)
	for _, t := range txns {
		tt := result.Transaction{Date: ptr(t.Date.Format("2006-01-02")), Description: ptr(t.Desc), Amount: money(t.Cents),
			Type: ptr(t.Dir), Category: ptr(t.Category), Flagged: ptr(t.Flagged), Page: t.Page}
		if t.Balance != nil {
			tt.RunningBalance = money(*t.Balance)
		}
		if t.CheckNo != "" {
			tt.CheckNumber = ptr(t.CheckNo)
		}
		res.Transactions = append(res.Transactions, tt)
	}
	return res, nil
}

// analyze fills totals, counts, revenue and the per-period figures.
func analyze(res *result.Statement, txns []txn, opening *int64, start, end time.Time, havePeriod bool) {
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
	if opening == nil || days <= 0 || days > 400 {
		return
	}
	daily := dailyBalances(*opening, txns, start, end)
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
	res.MonthlySummary = monthlySummary(*opening, txns, start, end)
}

// settleByBalance uses printed running balances to settle rows whose
// direction the layout left open (an unsigned amount with no section or
// column telling the direction), and flags rows where the chain breaks.
func settleByBalance(rows []row, txns []txn, opening *int64) {
	// Work table by table, in printed order.
	byTable := map[int][]int{}
	var tables []int
	for i, r := range rows {
		if _, ok := byTable[r.Table]; !ok {
			tables = append(tables, r.Table)
		}
		byTable[r.Table] = append(byTable[r.Table], i)
	}
	sort.Ints(tables)
	var prev *int64
	if opening != nil {
		prev = ptr(*opening)
	}
	for _, tb := range tables {
		idx := byTable[tb]
		group := []int{}
		for _, i := range idx {
			group = append(group, i)
			if txns[i].Balance == nil {
				continue
			}
			bal := *txns[i].Balance
			if prev == nil {
				// First balance with no opening: assume the chain holds.
				prev = ptr(bal)
				for _, g := range group {
					*prev -= txns[g].signed()
				}
			}
			var net int64
			for _, g := range group {
				net += txns[g].signed()
			}
			if *prev+net != bal {
				if !flipToFit(rows, txns, group, bal-(*prev+net)) {
					for _, g := range group {
						txns[g].Flagged = true
					}
				}
			}
			prev = ptr(bal)
			group = group[:0]
		}
	}
}

// settleByMarks handles tables that mark only one direction: when a
// table's amounts carry "CR" and none carry "DR" or a minus, its plain
// amounts are debits (and the other way round for "DR").
func settleByMarks(rows []row, txns []txn) {
	type marks struct{ cr, dr, neg int }
	byTable := map[int]*marks{}
	for _, r := range rows {
		m := byTable[r.Table]
		if m == nil {
			m = &marks{}
			byTable[r.Table] = m
		}
		switch {
		case r.Amount.Mark == "CR":
			m.cr++
		case r.Amount.Mark == "DR":
			m.dr++
		case r.Amount.Neg:
			m.neg++
		}
	}
	for i, r := range rows {
		if r.DirSource != "default" {
			continue
		}
		m := byTable[r.Table]
		if m.cr > 0 && m.dr == 0 && m.neg == 0 {
			txns[i].Dir = "debit"
			rows[i].DirSource = "marks"
		}
	}
}

// flipToFit tries flipping the direction of one or two ambiguous rows of
// a balance group so the group sums to the printed balance.
func flipToFit(rows []row, txns []txn, group []int, diff int64) bool {
	var amb []int
	for _, g := range group {
		if rows[g].DirSource == "default" {
			amb = append(amb, g)
		}
	}
	flip := func(g int) {
		if txns[g].Dir == "credit" {
			txns[g].Dir = "debit"
		} else {
			txns[g].Dir = "credit"
		}
		rows[g].DirSource = "balance_chain"
	}
	for _, a := range amb {
		if -2*txns[a].signed() == diff {
			flip(a)
			return true
		}
	}
	for i, a := range amb {
		for _, b := range amb[i+1:] {
			if -2*txns[a].signed()-2*txns[b].signed() == diff {
				flip(a)
				flip(b)
				return true
			}
		}
	}
	return false
}

// validate records the reconciliation and running-balance checks.
func validate(txns []txn, opening, closing *int64, start, end time.Time, havePeriod bool) []result.Check {
	var out []result.Check
	var net int64
	for _, t := range txns {
		net += t.signed()
	}
	if opening != nil && closing != nil {
		exp := *opening + net
		out = append(out, result.Check{Name: "reconciliation", Passed: exp == *closing, Expected: money(*closing), Actual: money(exp),
			Detail: "starting balance + credits - debits = ending balance"})
	} else {
		out = append(out, result.Check{Name: "reconciliation", Passed: false, Detail: "starting or ending balance not found"})
	}
	checked, failed := 0, 0
	for _, t := range txns {
		if t.Balance != nil {
			checked++
			if t.Flagged {
				failed++
			}
		}
	}
	if checked > 0 {
		out = append(out, result.Check{Name: "running_balance", Passed: failed == 0, Checked: checked, Failed: failed,
			Detail: "each printed balance = previous balance + rows since"})
	}
	if havePeriod {
		outside := 0
		for _, t := range txns {
			if t.Date.Before(start.AddDate(0, 0, -7)) || t.Date.After(end.AddDate(0, 0, 7)) {
				outside++
			}
		}
		out = append(out, result.Check{Name: "dates_in_period", Passed: outside == 0, Checked: len(txns), Failed: outside})
	}
	return out
}

// checkDaily compares a printed daily-balance table with the end-of-day
// balances rebuilt from the opening balance and the transactions. On
// sectioned layouts (credits and debits in separate tables) it is the
// only row-level check available.
func checkDaily(daily []dailyBal, txns []txn, opening int64, start, end time.Time, havePeriod bool) result.Check {
	c := result.Check{Name: "daily_balance_table", Detail: "printed end-of-day balances = rebuilt balances"}
	for _, d := range daily {
		day := resolveYear(d.Date, start, end, havePeriod)
		bal := opening
		for _, t := range txns {
			if !t.Date.After(day) {
				bal += t.signed()
			}
		}
		c.Checked++
		if bal != d.Cents {
			c.Failed++
		}
	}
	c.Passed = c.Failed == 0
	return c
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
	for _, l := range all {
		if !openingRe.MatchString(l.text()) {
			continue
		}
		for _, w := range l.Words {
			if a, ok := parseAmount(w.Text); ok {
				seen[*signedCents(a)] = true
				break
			}
		}
	}
	if len(seen) == 0 {
		return result.Check{}, false
	}
	c := result.Check{Name: "single_account", Passed: len(seen) == 1, Checked: len(seen)}
	if !c.Passed {
		c.Detail = fmt.Sprintf("%d different opening balances: the document may hold several accounts", len(seen))
	}
	return c, true
}

func ptr[T any](v T) *T { return &v }

func money(c int64) *float64 { return ptr(float64(c) / 100) }
