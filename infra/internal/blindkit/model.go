package blindkit

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
)

// Kind says what a row is where it matters to the answer or a layout.
type Kind int

const (
	KCredit Kind = iota
	KDebit
	KCheck  // check / cheque paid
	KNSF    // overdraft, NSF, courtesy-pay or unarranged-overdraft fee: number_of_nsf
	KNotice // $0.00 notice row: not a transaction
	KFee    // service fee
	KDeposit
)

// Txn is one printed row. Cents is signed (+ credit, - debit); Lines is
// the description as printed, one string a printed line; Bal is the
// balance after the row in chronological order.
type Txn struct {
	Date  time.Time
	Post  time.Time // a second date column (credit union): the transaction date
	Cents int64
	Kind  Kind
	Lines []string
	Code  string // a type-code column (UK) or section key
	Ref   string // a reference-number column
	Check int
	Bal   int64
	Sec   string // section of a sectioned layout
	Say   string // the answer's description when it is not the printed lines (check-label rule)
	Seq   int
}

func (t *Txn) Desc() string {
	if t.Say != "" {
		return t.Say
	}
	return strings.Join(t.Lines, " ")
}
func (t *Txn) Abs() int64 {
	if t.Cents < 0 {
		return -t.Cents
	}
	return t.Cents
}

// Stmt is one statement document (one account answered).
type Stmt struct {
	Bank       string
	Aliases    []string
	Holder     string // as the answer gives it (as printed)
	Number     string // full account number as printed digits
	Currency   string
	Start, End time.Time
	Open       int64
	Close      int64
	Txns       []*Txn // chronological
}

// B builds one account's activity.
type B struct {
	r     *rand.Rand
	start time.Time
	end   time.Time
	hol   map[string]bool
	tx    []*Txn
	Seq   int
}

var USHolidays = []string{"2025-11-27", "2025-12-25", "2026-01-01", "2026-01-19", "2026-02-16", "2026-05-25",
	"2026-06-19", "2026-07-03", "2026-09-07", "2026-10-12", "2026-11-11", "2026-11-26", "2026-12-25"}
var CAHolidays = []string{"2025-12-25", "2025-12-26", "2026-01-01", "2026-02-16", "2026-04-03", "2026-05-18",
	"2026-07-01", "2026-08-03", "2026-09-07", "2026-10-12", "2026-11-11", "2026-12-25"}
var UKHolidays = []string{"2025-12-25", "2025-12-26", "2026-01-01", "2026-04-03", "2026-04-06", "2026-05-04",
	"2026-05-25", "2026-08-31", "2026-12-25", "2026-12-28"}

func NewB(seed uint64, start, end time.Time, holidays []string) *B {
	b := &B{r: rand.New(rand.NewPCG(seed, seed*6151+29)), start: start, end: end, hol: map[string]bool{}}
	for _, h := range holidays {
		b.hol[h] = true
	}
	return b
}

func Day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
func ISO(d time.Time) string                   { return d.Format("2006-01-02") }

func (b *B) BizDay(d time.Time) bool {
	return d.Weekday() != time.Saturday && d.Weekday() != time.Sunday && !b.hol[ISO(d)]
}

func (b *B) BDays() []time.Time {
	var out []time.Time
	for d := b.start; !d.After(b.end); d = d.AddDate(0, 0, 1) {
		if b.BizDay(d) {
			out = append(out, d)
		}
	}
	return out
}

// Day picks a random business day of the period.
func (b *B) Day() time.Time { ds := b.BDays(); return ds[b.r.IntN(len(ds))] }

// Amt is a random amount in [lo, hi) units, in cents.
func (b *B) Amt(lo, hi float64) int64 { return int64((lo + b.r.Float64()*(hi-lo)) * 100) }

// Round is a random amount in whole units of step.
func (b *B) Round(lo, hi, step int) int64 {
	n := (hi - lo) / step
	return int64(lo+step*b.r.IntN(n+1)) * 100
}

func (b *B) Digits(n int) string {
	x := make([]byte, n)
	for i := range x {
		x[i] = byte('0' + b.r.IntN(10))
	}
	return string(x)
}

// Start is the first day of the period.
func (b *B) Start() time.Time { return b.start }

// IntN is a random int in [0, n) from the statement's own stream.
func (b *B) IntN(n int) int { return b.r.IntN(n) }

func (b *B) PickS(xs ...string) string { return xs[b.r.IntN(len(xs))] }

// Add appends a row; lines are the description as printed.
func (b *B) Add(d time.Time, cents int64, k Kind, lines ...string) *Txn {
	b.Seq++
	t := &Txn{Date: d, Post: d, Cents: cents, Kind: k, Lines: lines, Seq: b.Seq}
	b.tx = append(b.tx, t)
	return t
}

// Each calls f on every business day (daily) or on the first business
// Day of each week on or after weekday (weekly).
func (b *B) Each(weekly bool, wd time.Weekday, f func(d time.Time)) {
	lastWeek := -1
	for _, d := range b.BDays() {
		if !weekly {
			f(d)
			continue
		}
		_, w := d.AddDate(0, 0, -int(wd)).ISOWeek()
		if d.Weekday() >= wd && w != lastWeek {
			lastWeek = w
			f(d)
		}
	}
}

func kindRank(t *Txn) int {
	switch {
	case t.Kind == KNSF:
		return 3
	case t.Kind == KFee || t.Kind == KNotice:
		return 4
	case t.Cents > 0:
		return 0
	case t.Kind == KCheck:
		return 1
	}
	return 2
}

func (b *B) SortTx() {
	sort.SliceStable(b.tx, func(i, j int) bool {
		x, y := b.tx[i], b.tx[j]
		if !x.Date.Equal(y.Date) {
			return x.Date.Before(y.Date)
		}
		if kindRank(x) != kindRank(y) {
			return kindRank(x) < kindRank(y)
		}
		if x.Kind == KCheck && y.Kind == KCheck {
			return x.Check < y.Check
		}
		return x.Seq < y.Seq
	})
}

// Overdraft describes a forced negative stretch: a large debit at the
// given fraction of the period drives the balance below zero, fee rows
// follow on that day, and a deposit some business days later restores it.
type Overdraft struct {
	At      float64
	Big     func(b *B, d time.Time, c int64) *Txn // adds the large debit of c cents (c < 0)
	Fees    []func(b *B, d time.Time) *Txn
	Recover func(b *B, d time.Time, c int64) *Txn
	Days    int // business days until the recovering deposit
	Under   float64
}

// Finish orders the rows, picks an opening balance that keeps the account
// above floor (before any forced overdraft), adds the overdraft, and sets
// the running balance.
func (b *B) Finish(s *Stmt, open int64, floor int64, od *Overdraft) {
	b.SortTx()
	bal, min := open, open
	for _, t := range b.tx {
		bal += t.Cents
		if bal < min {
			min = bal
		}
	}
	if min < floor {
		open += floor - min + b.Round(0, 3000, 1)
	}
	if od != nil {
		ds := b.BDays()
		i := int(float64(len(ds)) * od.At)
		d := ds[i]
		bal := open
		for _, t := range b.tx {
			if !t.Date.After(d) {
				bal += t.Cents
			}
		}
		under := int64(od.Under * 100)
		if under == 0 {
			under = b.Amt(150, 900)
		}
		big := bal + under
		od.Big(b, d, -big)
		var fees int64
		for _, f := range od.Fees {
			fees -= f(b, d).Cents
		}
		days := od.Days
		if days == 0 {
			days = 2
		}
		j := i + days
		if j >= len(ds) {
			j = len(ds) - 1
		}
		od.Recover(b, ds[j], big+fees+b.Round(300, 1500, 50))
		b.SortTx()
	}
	bal = open
	for _, t := range b.tx {
		bal += t.Cents
		t.Bal = bal
	}
	s.Open, s.Close, s.Txns = open, bal, b.tx
}

// ---- formatting ----

func Commas(c int64) string {
	if c < 0 {
		c = -c
	}
	s := fmt.Sprintf("%d", c/100)
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return fmt.Sprintf("%s.%02d", b.String(), c%100)
}

func Signed(c int64) string {
	if c < 0 {
		return "-" + Commas(c)
	}
	return Commas(c)
}

// Cur prefixes a currency sign: $1,234.56, -$1,234.56.
func Cur(sym string, c int64) string {
	if c < 0 {
		return "-" + sym + Commas(c)
	}
	return sym + Commas(c)
}

// Wrap breaks s at spaces into lines of at most w characters.
func Wrap(s string, w int) []string {
	var out []string
	cur := ""
	for _, wd := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = wd
		case len(cur)+1+len(wd) <= w:
			cur += " " + wd
		default:
			out = append(out, cur)
			cur = wd
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

func Moving(ts []*Txn) []*Txn {
	var out []*Txn
	for _, t := range ts {
		if t.Cents != 0 {
			out = append(out, t)
		}
	}
	return out
}

func Sums(ts []*Txn) (cr int64, ncr int, db int64, ndb int) {
	for _, t := range ts {
		switch {
		case t.Cents > 0:
			cr += t.Cents
			ncr++
		case t.Cents < 0:
			db -= t.Cents
			ndb++
		}
	}
	return
}

// DayEnds gives each day's closing balance, in order.
func DayEnds(ts []*Txn) []DayBal {
	var out []DayBal
	for i, t := range ts {
		if i == len(ts)-1 || !ts[i+1].Date.Equal(t.Date) {
			out = append(out, DayBal{t.Date, t.Bal})
		}
	}
	return out
}

// LastOfDay tells whether row i ends its day.
func LastOfDay(ts []*Txn, i int) bool { return i == len(ts)-1 || !ts[i+1].Date.Equal(ts[i].Date) }

func FirstOfDay(ts []*Txn, i int) bool { return i == 0 || !ts[i-1].Date.Equal(ts[i].Date) }

func Reversed(ts []*Txn) []*Txn {
	out := make([]*Txn, len(ts))
	for i, t := range ts {
		out[len(ts)-1-i] = t
	}
	return out
}
