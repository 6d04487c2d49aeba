package main

import (
	"fmt"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Family is one layout family: a kind of bank and how its statements look.
type Family struct {
	Key     string   // layout name in answers
	Bank    string   // bank name as printed
	Aliases []string // other printed names of the bank
	Models  string   // the real-world convention it models (README)
	Country Country
	// Currency is the ISO code.
	Currency   string
	CardAnyDay bool
	ODFee      int64
	ReturnFee  int64
	WireFee    int64
	ServiceFee int64
	Waives     bool // prints a $0.00 "fee waived" notice instead of charging
	WeeklyMCA  bool // the first funder debits weekly outside bad months
	BusyScale  float64
	Biz        *Business
	AcctNo     string
	Specs      []Spec
	// Draw lays a statement out as a drawing list (positioned-text
	// producers); HTML and ODF families set Print instead.
	Draw  func(st *Statement) (*Doc, *Result)
	Print func(st *Statement, out string) (*Result, error)
}

// Spec is one statement of a family.
type Spec struct {
	Scenario string
	Start    time.Time
	End      time.Time
	Producer string
}

// Row is one printed transaction with its description as printed.
type Row struct {
	T    *Txn
	Desc string
}

// Result is what a layout printed, for the answer file.
type Result struct {
	Rows        []Row
	Printed     groundtruth.Printed
	PageNumbers bool // prints "Page x of N"
	Holder      string
	Notes       string
	Doc         *Doc // the drawing list, when the family draws one
}

// Add records a printed transaction.
func (r *Result) Add(t *Txn, lines ...string) {
	if t.Notice() {
		return
	}
	r.Rows = append(r.Rows, Row{T: t, Desc: joinDesc(lines)})
}

// AddCheck records a check row: "CHECK #n" and any printed description.
func (r *Result) AddCheck(t *Txn, desc ...string) {
	lines := append([]string{fmt.Sprintf("CHECK #%d", t.CheckNo)}, desc...)
	r.Rows = append(r.Rows, Row{T: t, Desc: joinDesc(lines)})
}

func ptrF(c int64) *float64 {
	f := float64(c) / 100
	return &f
}

func ptrI(n int) *int { return &n }

var families []*Family

func register(f *Family) { families = append(families, f) }

// specName names a statement file.
func specName(f *Family, s Spec) string {
	return fmt.Sprintf("%s_%s_%s", f.Key, s.Start.Format("2006-01"), s.Scenario)
}

// printedOf assembles the printed control figures.
func printedOf(cr, dr *float64, ncr, ndr *int, running string, daily bool) groundtruth.Printed {
	return groundtruth.Printed{TotalCredits: cr, TotalDebits: dr, CountCredits: ncr, CountDebits: ndr, RunningBalance: running, DailyBalanceTable: daily}
}
