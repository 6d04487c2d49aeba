package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Section is a printed table of one kind whose rows all move money one
// way, closed by a printed total (and maybe a count).
type Section struct {
	Name   string
	Credit bool
	Rows   []*Txn
	Total  int64 // as printed
	Count  int   // as printed, -1 when not printed
}

// DayBal is one entry of a printed daily-balance table.
type DayBal struct {
	Date time.Time
	Bal  int64
}

// Figs is what a renderer printed besides the rows: the answer's
// `printed` block and what the consistency check re-does.
type Figs struct {
	Rows         []*Txn // the answered rows in printed order (no $0.00 notices)
	TotalCredits *int64
	TotalDebits  *int64
	CountCredits *int
	CountDebits  *int
	Running      string // "", "every_row", "day_end"
	RowBal       map[*Txn]int64
	Daily        []DayBal
	Sections     []Section
	PagesPrinted int // the Y of "Page X of Y", 0 when not printed
	Notes        string
	// Reverse: the ledger is printed newest first; Rows are in printed
	// order and the running balance is checked bottom-up.
	Reverse bool
	// Forward are balances printed between rows (brought / carried
	// forward at page breaks): After rows of Rows (printed order) give Bal.
	Forward []Fwd
	// MinBal is a printed minimum (daily) balance, nil when not printed.
	MinBal *int64
	// Collected are printed closing collected balances, each at most the
	// day's ledger balance (they are not checked further).
	Extra []string // other checks done, named in the README
	// DebitParts / CreditParts: a summary printing the debits (credits)
	// in parts; their sum must be the rows' total.
	DebitParts  []int64
	CreditParts []int64
}

// Fwd is a balance printed after a number of rows.
type Fwd struct {
	After int
	Bal   int64
}

func i64(v int64) *int64 { return &v }
func iptr(v int) *int    { return &v }
func f64(c int64) float64 {
	return float64(c) / 100
}
func fptr(c int64) *float64 { v := f64(c); return &v }

func cents(v float64) int64 { return int64(math.Round(v * 100)) }

// negativeDays counts calendar days of the period whose end-of-day
// balance is below zero, a day without rows carrying the previous one.
func negativeDays(open int64, rows []*Txn, start, end time.Time) int {
	byDay := map[string]int64{}
	for _, t := range rows {
		byDay[iso(t.Date)] += t.Cents
	}
	n, bal := 0, open
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		bal += byDay[iso(d)]
		if bal < 0 {
			n++
		}
	}
	return n
}

// buildTruth writes the answer of one account of a statement.
func buildTruth(d *Doc, a *Account, f *Figs, pages int, producer string) *groundtruth.Truth {
	s := d.Stmt
	tr := &groundtruth.Truth{
		File:              d.Name + ".pdf",
		Layout:            d.Family,
		Producer:          producer,
		PagesPresent:      pages,
		ParseQuality:      "verified",
		BankName:          s.Bank,
		BankNameAliases:   s.Aliases,
		AccountHolderName: holderAsPrinted(s),
		AccountLast4:      lastFourDigits(a.Number),
		Currency:          "USD",
		PeriodStart:       iso(s.Start),
		PeriodEnd:         iso(s.End),
		StartingBalance:   fptr(a.Open),
		EndingBalance:     fptr(a.Close),
		Notes:             f.Notes,
	}
	// complete statements: the printed page count is the file's
	tr.PagesExpected = pages
	p := &groundtruth.Printed{RunningBalance: f.Running, DailyBalanceTable: len(f.Daily) > 0}
	if f.TotalCredits != nil {
		p.TotalCredits = fptr(*f.TotalCredits)
	}
	if f.TotalDebits != nil {
		p.TotalDebits = fptr(*f.TotalDebits)
	}
	p.CountCredits, p.CountDebits = f.CountCredits, f.CountDebits
	tr.Printed = p
	for _, t := range f.Rows {
		if t.Kind == KODFee {
			tr.NumberOfNSF++
		}
		typ := "debit"
		if t.Cents > 0 {
			typ = "credit"
		}
		tr.Transactions = append(tr.Transactions, groundtruth.Transaction{
			Date: iso(t.Date), Description: t.Desc(), Amount: f64(t.Abs()), Type: typ,
		})
	}
	tr.NegativeDays = negativeDays(a.Open, f.Rows, s.Start, s.End)
	return tr
}

// checkTruth refuses an answer whose printed figures do not hold with its
// rows: it re-does every sum from the answer's own rows.
func checkTruth(tr *groundtruth.Truth, a *Account, f *Figs, pages int) error {
	if len(tr.Transactions) < 15 || len(tr.Transactions) > 80 {
		return fmt.Errorf("%d transactions, want 15-80", len(tr.Transactions))
	}
	if pages < 1 || pages > 4 {
		return fmt.Errorf("%d pages, want 1-4", pages)
	}
	if f.PagesPrinted != 0 && f.PagesPrinted != pages {
		return fmt.Errorf("prints %d pages, file has %d", f.PagesPrinted, pages)
	}
	var cr, db int64
	var ncr, ndb int
	for i, x := range tr.Transactions {
		c := cents(x.Amount)
		if c <= 0 {
			return fmt.Errorf("row %d amount %v", i, x.Amount)
		}
		if x.Date < tr.PeriodStart || x.Date > tr.PeriodEnd {
			return fmt.Errorf("row %d dated %s outside the period", i, x.Date)
		}
		if x.Type == "credit" {
			cr += c
			ncr++
		} else {
			db += c
			ndb++
		}
	}
	open, closing := cents(*tr.StartingBalance), cents(*tr.EndingBalance)
	if open+cr-db != closing {
		return fmt.Errorf("opening %d + credits %d - debits %d != closing %d", open, cr, db, closing)
	}
	if open != a.Open || closing != a.Close {
		return fmt.Errorf("printed opening/closing %d/%d, account %d/%d", open, closing, a.Open, a.Close)
	}
	p := tr.Printed
	if p.TotalCredits != nil && cents(*p.TotalCredits) != cr {
		return fmt.Errorf("printed credits %v, rows %d", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && cents(*p.TotalDebits) != db {
		return fmt.Errorf("printed debits %v, rows %d", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		return fmt.Errorf("printed credit count %d, rows %d", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		return fmt.Errorf("printed debit count %d, rows %d", *p.CountDebits, ndb)
	}
	// every answered row is a row of the account, and every moving row of
	// the account is answered once
	seen := map[*Txn]bool{}
	for _, t := range f.Rows {
		if seen[t] {
			return fmt.Errorf("row printed twice: %s", t.Desc())
		}
		seen[t] = true
	}
	for _, t := range a.Txns {
		if t.Cents != 0 && !seen[t] {
			return fmt.Errorf("row not printed: %s %s", iso(t.Date), t.Desc())
		}
	}
	// sections: direction, total and count as printed
	for _, sec := range f.Sections {
		var sum int64
		for _, t := range sec.Rows {
			if t.Cents == 0 {
				continue
			}
			if (t.Cents > 0) != sec.Credit {
				return fmt.Errorf("section %s holds a row of the other direction", sec.Name)
			}
			sum += t.Abs()
		}
		if sum != sec.Total {
			return fmt.Errorf("section %s prints %d, rows %d", sec.Name, sec.Total, sum)
		}
		if sec.Count >= 0 && sec.Count != len(sec.Rows) {
			return fmt.Errorf("section %s prints count %d, rows %d", sec.Name, sec.Count, len(sec.Rows))
		}
	}
	// running or day-end balances printed next to rows, re-done from the
	// answer's rows in printed order
	if len(f.RowBal) > 0 && f.Reverse {
		if f.Running != "every_row" {
			return fmt.Errorf("a newest-first ledger is checked with a balance on every row")
		}
		bal := open
		for i := len(f.Rows) - 1; i >= 0; i-- {
			t, x := f.Rows[i], tr.Transactions[i]
			if i < len(f.Rows)-1 && t.Date.Before(f.Rows[i+1].Date) {
				return fmt.Errorf("row %d: newest-first ledger out of order", i)
			}
			if x.Type == "credit" {
				bal += cents(x.Amount)
			} else {
				bal -= cents(x.Amount)
			}
			pb, ok := f.RowBal[t]
			if !ok || pb != bal {
				return fmt.Errorf("row %d prints balance %d, rows bottom-up give %d", i, pb, bal)
			}
		}
	}
	for _, fw := range f.Forward {
		bal := open
		for i := 0; i < fw.After; i++ {
			x := tr.Transactions[i]
			if x.Type == "credit" {
				bal += cents(x.Amount)
			} else {
				bal -= cents(x.Amount)
			}
		}
		if bal != fw.Bal {
			return fmt.Errorf("forward balance after %d rows prints %d, rows give %d", fw.After, fw.Bal, bal)
		}
	}
	if len(f.DebitParts) > 0 {
		var s int64
		for _, x := range f.DebitParts {
			s += x
		}
		if s != db {
			return fmt.Errorf("printed debit parts sum to %d, rows %d", s, db)
		}
	}
	if len(f.CreditParts) > 0 {
		var s int64
		for _, x := range f.CreditParts {
			s += x
		}
		if s != cr {
			return fmt.Errorf("printed credit parts sum to %d, rows %d", s, cr)
		}
	}
	if f.MinBal != nil {
		if m := minDaily(open, tr); m != *f.MinBal {
			return fmt.Errorf("minimum balance prints %d, rows give %d", *f.MinBal, m)
		}
	}
	if len(f.RowBal) > 0 && !f.Reverse {
		bal := open
		for i, t := range f.Rows {
			x := tr.Transactions[i]
			if x.Type == "credit" {
				bal += cents(x.Amount)
			} else {
				bal -= cents(x.Amount)
			}
			if pb, ok := f.RowBal[t]; ok && pb != bal {
				return fmt.Errorf("row %d prints balance %d, rows give %d", i, pb, bal)
			}
			if f.Running == "day_end" {
				last := i == len(f.Rows)-1 || !f.Rows[i+1].Date.Equal(t.Date)
				if _, ok := f.RowBal[t]; ok != last {
					return fmt.Errorf("row %d: day-end balance on a row that does not end its day", i)
				}
			}
		}
	}
	// daily balance table against the rows' day-end balances
	if len(f.Daily) > 0 {
		type dc struct {
			d string
			c int64
		}
		var all []dc
		for _, x := range tr.Transactions {
			c := cents(x.Amount)
			if x.Type == "debit" {
				c = -c
			}
			all = append(all, dc{x.Date, c})
		}
		sort.SliceStable(all, func(i, j int) bool { return all[i].d < all[j].d })
		for _, e := range f.Daily {
			bal := open
			for _, x := range all {
				if x.d <= iso(e.Date) {
					bal += x.c
				}
			}
			if bal != e.Bal {
				return fmt.Errorf("daily balance %s prints %d, rows give %d", iso(e.Date), e.Bal, bal)
			}
		}
	}
	return nil
}

// lastFourDigits is the answer's account_number_last4: the last four
// digits of the number as printed, group separators dropped
// (0071-558302-11 -> 0211; docs/parsing.md "Last 4").
func lastFourDigits(num string) string {
	var d []byte
	for i := 0; i < len(num); i++ {
		if num[i] >= '0' && num[i] <= '9' {
			d = append(d, num[i])
		}
	}
	if len(d) > 4 {
		d = d[len(d)-4:]
	}
	return string(d)
}

func holderAsPrinted(s *Stmt) string {
	if s.MixedHolder {
		return s.Holder
	}
	return strings.ToUpper(s.Holder)
}

// minDaily is the lowest end-of-day balance of the period's calendar days
// (a day without rows carries the previous balance).
func minDaily(open int64, tr *groundtruth.Truth) int64 {
	byDay := map[string]int64{}
	for _, x := range tr.Transactions {
		c := cents(x.Amount)
		if x.Type == "debit" {
			c = -c
		}
		byDay[x.Date] += c
	}
	s, _ := time.Parse("2006-01-02", tr.PeriodStart)
	e, _ := time.Parse("2006-01-02", tr.PeriodEnd)
	bal, m := open, int64(1)<<62
	for d := s; !d.After(e); d = d.AddDate(0, 0, 1) {
		bal += byDay[iso(d)]
		if bal < m {
			m = bal
		}
	}
	return m
}

// minDay gives the same figure from an account, for the renderers.
func minDay(a *Account, start, end time.Time) int64 {
	byDay := map[string]int64{}
	for _, t := range a.Txns {
		byDay[iso(t.Date)] += t.Cents
	}
	bal, m := a.Open, int64(1)<<62
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		bal += byDay[iso(d)]
		if bal < m {
			m = bal
		}
	}
	return m
}

// avgDay is the average of the calendar days' ending balances.
func avgDay(a *Account, start, end time.Time) int64 {
	byDay := map[string]int64{}
	for _, t := range a.Txns {
		byDay[iso(t.Date)] += t.Cents
	}
	bal, sum, n := a.Open, int64(0), int64(0)
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		bal += byDay[iso(d)]
		sum += bal
		n++
	}
	return (sum + n/2) / n
}
