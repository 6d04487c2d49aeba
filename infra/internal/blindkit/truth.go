package blindkit

import (
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Section is a printed table whose rows all move money one way, closed
// by a printed total (and maybe a count).
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

// Figs is what a renderer printed besides the rows.
type Figs struct {
	Rows         []*Txn // answered rows in printed order ($0.00 notices left out)
	NewestFirst  bool   // rows printed newest first
	TotalCredits *int64
	TotalDebits  *int64
	CountCredits *int
	CountDebits  *int
	Running      string // "", "every_row", "day_end"
	RowBal       map[*Txn]int64
	Daily        []DayBal
	Sections     []Section
	Notes        string
}

func I64(v int64) *int64  { return &v }
func IPtr(v int) *int     { return &v }
func F64(c int64) float64 { return float64(c) / 100 }
func FPtr(c int64) *float64 {
	v := F64(c)
	return &v
}
func Cents(v float64) int64 { return int64(math.Round(v * 100)) }

// NegativeDays counts calendar days of the period ending below zero, a
// Day without rows carrying the previous balance.
func NegativeDays(open int64, rows []*Txn, start, end time.Time) int {
	byDay := map[string]int64{}
	for _, t := range rows {
		byDay[ISO(t.Date)] += t.Cents
	}
	n, bal := 0, open
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		bal += byDay[ISO(d)]
		if bal < 0 {
			n++
		}
	}
	return n
}

func BuildTruth(name, family string, s *Stmt, f *Figs, pages int, producer string) *groundtruth.Truth {
	tr := &groundtruth.Truth{
		File: name + ".pdf", Layout: family, Producer: producer,
		PagesPresent: pages, PagesExpected: pages, ParseQuality: "verified",
		BankName: s.Bank, BankNameAliases: s.Aliases, AccountHolderName: s.Holder,
		AccountLast4: s.Number[len(s.Number)-4:], Currency: s.Currency,
		PeriodStart: ISO(s.Start), PeriodEnd: ISO(s.End),
		StartingBalance: FPtr(s.Open), EndingBalance: FPtr(s.Close), Notes: f.Notes,
	}
	p := &groundtruth.Printed{RunningBalance: f.Running, DailyBalanceTable: len(f.Daily) > 0}
	if f.TotalCredits != nil {
		p.TotalCredits = FPtr(*f.TotalCredits)
	}
	if f.TotalDebits != nil {
		p.TotalDebits = FPtr(*f.TotalDebits)
	}
	p.CountCredits, p.CountDebits = f.CountCredits, f.CountDebits
	tr.Printed = p
	for _, t := range f.Rows {
		if t.Kind == KNSF {
			tr.NumberOfNSF++
		}
		typ := "debit"
		if t.Cents > 0 {
			typ = "credit"
		}
		tr.Transactions = append(tr.Transactions, groundtruth.Transaction{
			Date: ISO(t.Date), Description: t.Desc(), Amount: F64(t.Abs()), Type: typ,
		})
	}
	tr.NegativeDays = NegativeDays(s.Open, f.Rows, s.Start, s.End)
	return tr
}

// CheckTruth refuses an answer whose printed figures do not hold: every
// sum is re-done from the answer's own rows.
func CheckTruth(tr *groundtruth.Truth, s *Stmt, f *Figs) error {
	if n := len(tr.Transactions); n < 15 || n > 80 {
		return fmt.Errorf("%d transactions, want 15-80", n)
	}
	if tr.PagesPresent < 1 || tr.PagesPresent > 4 {
		return fmt.Errorf("%d pages, want 1-4", tr.PagesPresent)
	}
	var cr, db int64
	var ncr, ndb int
	signedRows := make([]int64, len(tr.Transactions))
	for i, x := range tr.Transactions {
		c := Cents(x.Amount)
		if c <= 0 {
			return fmt.Errorf("row %d amount %v", i, x.Amount)
		}
		if x.Date < tr.PeriodStart || x.Date > tr.PeriodEnd {
			return fmt.Errorf("row %d dated %s outside the period", i, x.Date)
		}
		if x.Type == "credit" {
			cr += c
			ncr++
			signedRows[i] = c
		} else {
			db += c
			ndb++
			signedRows[i] = -c
		}
	}
	open, closing := Cents(*tr.StartingBalance), Cents(*tr.EndingBalance)
	if open+cr-db != closing {
		return fmt.Errorf("opening %d + credits %d - debits %d != closing %d", open, cr, db, closing)
	}
	if open != s.Open || closing != s.Close {
		return fmt.Errorf("opening/closing %d/%d, account %d/%d", open, closing, s.Open, s.Close)
	}
	p := tr.Printed
	if p.TotalCredits != nil && Cents(*p.TotalCredits) != cr {
		return fmt.Errorf("printed credits %v, rows %d", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && Cents(*p.TotalDebits) != db {
		return fmt.Errorf("printed debits %v, rows %d", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		return fmt.Errorf("printed credit count %d, rows %d", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		return fmt.Errorf("printed debit count %d, rows %d", *p.CountDebits, ndb)
	}
	seen := map[*Txn]bool{}
	for _, t := range f.Rows {
		if seen[t] {
			return fmt.Errorf("row printed twice: %s", t.Desc())
		}
		seen[t] = true
	}
	for _, t := range s.Txns {
		if t.Cents != 0 && !seen[t] {
			return fmt.Errorf("row not answered: %s %s", ISO(t.Date), t.Desc())
		}
		if t.Kind == KNSF && t.Cents >= 0 {
			return fmt.Errorf("fee row that is not a debit: %s", t.Desc())
		}
	}
	for _, sec := range f.Sections {
		var sum int64
		n := 0
		for _, t := range sec.Rows {
			if t.Cents == 0 {
				continue
			}
			if (t.Cents > 0) != sec.Credit {
				return fmt.Errorf("section %s holds a row of the other direction", sec.Name)
			}
			sum += t.Abs()
			n++
		}
		if sum != sec.Total {
			return fmt.Errorf("section %s prints %d, rows %d", sec.Name, sec.Total, sum)
		}
		if sec.Count >= 0 && sec.Count != n {
			return fmt.Errorf("section %s prints count %d, rows %d", sec.Name, sec.Count, n)
		}
	}
	// running / day-end balances: re-done from the answer rows in
	// chronological order (printed order, reversed when newest first)
	idx := make([]int, len(f.Rows))
	for i := range idx {
		idx[i] = i
		if f.NewestFirst {
			idx[i] = len(f.Rows) - 1 - i
		}
	}
	if len(f.RowBal) > 0 {
		bal := open
		for k, i := range idx {
			bal += signedRows[i]
			t := f.Rows[i]
			if pb, ok := f.RowBal[t]; ok && pb != bal {
				return fmt.Errorf("row %d prints balance %d, rows give %d", i, pb, bal)
			}
			if f.Running == "day_end" {
				last := k == len(idx)-1 || tr.Transactions[idx[k+1]].Date != tr.Transactions[i].Date
				if _, ok := f.RowBal[t]; ok != last {
					return fmt.Errorf("row %d: day-end balance on a row that does not end its day", i)
				}
			}
		}
		if f.Running == "every_row" && len(f.RowBal) != len(f.Rows) {
			return fmt.Errorf("every-row balance on %d of %d rows", len(f.RowBal), len(f.Rows))
		}
	}
	if len(f.Daily) > 0 {
		type dc struct {
			d string
			c int64
		}
		var all []dc
		for i, x := range tr.Transactions {
			all = append(all, dc{x.Date, signedRows[i]})
		}
		sort.SliceStable(all, func(i, j int) bool { return all[i].d < all[j].d })
		for _, e := range f.Daily {
			bal := open
			for _, x := range all {
				if x.d <= ISO(e.Date) {
					bal += x.c
				}
			}
			if bal != e.Bal {
				return fmt.Errorf("daily balance %s prints %d, rows give %d", ISO(e.Date), e.Bal, bal)
			}
		}
	}
	return nil
}
