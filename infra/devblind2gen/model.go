package main

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
)

// Kind is what a row is, which decides the section a sectioned layout
// prints it in and the wording of its description.
type Kind int

const (
	KDeposit     Kind = iota // counter / mobile / remote deposit
	KSettle                  // card-processor settlement (Square, Stripe, ...)
	KACHCredit               // customer ACH payment, tax refund, payout
	KFunding                 // MCA funding: a large one-off credit from a funder
	KTransferIn              // transfer from the owner's other account
	KCheck                   // check paid
	KCard                    // debit-card purchase
	KATM                     // ATM withdrawal
	KACHDebit                // payroll, taxes, utilities, suppliers
	KMCA                     // MCA remittance to a funder
	KWireOut                 // outgoing wire
	KTransferOut             // transfer to the owner's other account
	KFee                     // service / wire fee
	KODFee                   // overdraft or NSF fee (counted in number_of_nsf)
	KNotice                  // $0.00 notice row (fee waived): not a transaction
	KDividend                // credit-union dividend / interest
	KWireIn                  // incoming wire
)

func (k Kind) credit() bool {
	switch k {
	case KDeposit, KSettle, KACHCredit, KFunding, KTransferIn, KDividend, KWireIn:
		return true
	}
	return false
}

// Txn is one printed row. Cents is signed (+ credit, - debit); Lines is
// the description as printed, one string a printed line; Bal is the
// balance after the row in ledger (chronological) order.
type Txn struct {
	Date  time.Time
	Kind  Kind
	Cents int64
	Lines []string
	Check int  // check number for KCheck
	Gap   bool // a gap in the check sequence before this check (marker)
	Bal   int64

	// semantic fields the describers use
	Party    string // counterparty / merchant / funder
	City     string
	CardDate time.Time
	Ref      string
	Seq      int
	Weekly   bool
}

func (t *Txn) Desc() string { return strings.Join(t.Lines, " ") }
func (t *Txn) Abs() int64 {
	if t.Cents < 0 {
		return -t.Cents
	}
	return t.Cents
}

// Account is one account of a statement.
type Account struct {
	Title  string // product name printed
	Number string
	Open   int64
	Close  int64
	Txns   []*Txn // chronological (ledger) order, with Bal set
}

// Stmt is one statement document.
type Stmt struct {
	Name       string
	Bank       string
	Aliases    []string
	BankAddr   []string
	Holder     string
	HolderAddr []string
	Start, End time.Time
	Accounts   []*Account
	Card       string
	// MixedHolder: the holder is printed as written; otherwise the
	// address block prints it in capitals, which the answer follows.
	MixedHolder bool
}

// Profile steers the activity generator.
type Profile struct {
	Seed       uint64
	Start, End time.Time
	Open       int64
	Rows       int // target number of rows (notices excluded)
	MCA        []MCA
	Funding    string // a funder paying a one-off advance, "" none
	Processors []string
	Checks     int
	CheckStart int
	Overdraft  int  // number of OD/NSF fee rows in a forced negative stretch; 0 none
	Waived     bool // add a $0.00 fee-waived notice row
	NoFee      bool // no monthly service fee row
	Card       string
	Dividend   bool
	Savings    bool    // a savings share: transfers only
	Scale      float64 // amounts scale (1 = a small business)
	WiresIn    int     // incoming wires from customers
	ODDay      int     // business-day index of the forced overdraft (0: two fifths in)
}

// MCA is a merchant-cash-advance position remitted by ACH.
type MCA struct {
	Funder string
	Cents  int64
	Weekly bool // else every business day
	ID     string
}

var holidays = map[string]bool{
	"2025-11-11": true, "2025-11-27": true, "2025-12-25": true,
	"2026-01-01": true, "2026-01-19": true, "2026-02-16": true, "2026-05-25": true,
	"2026-06-19": true, "2026-09-07": true, "2026-10-12": true, "2026-11-11": true,
	"2026-11-26": true,
}

func businessDay(d time.Time) bool {
	if d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {
		return false
	}
	return !holidays[d.Format("2006-01-02")]
}

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func businessDays(a, b time.Time) []time.Time {
	var out []time.Time
	for d := a; !d.After(b); d = d.AddDate(0, 0, 1) {
		if businessDay(d) {
			out = append(out, d)
		}
	}
	return out
}

func prevBusinessDay(d time.Time) time.Time {
	for d = d.AddDate(0, 0, -1); !businessDay(d); d = d.AddDate(0, 0, -1) {
	}
	return d
}

var (
	merchants = []struct{ name, city string }{
		{"HOME DEPOT #6512", "AUSTIN TX"}, {"SHELL OIL 57442331", "ROUND ROCK TX"},
		{"RESTAURANT DEPOT 0231", "HOUSTON TX"}, {"AMAZON MKTPL*2K4TY1RQ0", "AMZN.COM/BILL WA"},
		{"LOWES #1874", "PFLUGERVILLE TX"}, {"OFFICE DEPOT #1138", "AUSTIN TX"},
		{"COSTCO WHSE #0681", "CEDAR PARK TX"}, {"EXXONMOBIL 47718832", "GEORGETOWN TX"},
		{"SAMS CLUB #8227", "AUSTIN TX"}, {"USPS PO 4807700341", "AUSTIN TX"},
		{"GOOGLE *ADS8834210", "CC@GOOGLE.COM CA"}, {"SQ *BREW & BEAN", "AUSTIN TX"},
		{"WEBSTAURANTSTORE", "LANCASTER PA"}, {"UBER *TRIP", "HELP.UBER.COM CA"},
	}
	achDebits = []struct{ name, entry string }{
		{"ADP PAYROLL FEES", "ADP FEES"}, {"IRS", "USATAXPYMT"}, {"INTUIT", "QBOOKS ONL"},
		{"GUSTO", "NET PAY"}, {"CITY OF AUSTIN", "UTIL PMT"}, {"COMCAST BUSINESS", "PAYMENT"},
		{"STATE FARM RO 27", "SFPP"}, {"SYSCO CORPORATION", "PAYMENT"}, {"TX WORKFORCE COMM", "TAX PYMT"},
		{"AMERICAN EXPRESS", "ACH PMT"}, {"BLUE CROSS TX", "PREMIUM"}, {"WASTE CONNECTIONS", "AUTOPAY"},
	}
	achCredits = []struct{ name, entry string }{
		{"UBER EATS", "PAYOUT"}, {"DOORDASH INC", "PAYOUT"}, {"HALVORSEN CONSTR", "INVOICE"},
		{"TRAVIS CTY HOSP", "VENDOR PMT"}, {"GRUBHUB HOLDINGS", "PAYOUT"}, {"PINEDALE PROPERTY", "AP PMT"},
	}
	wirers = []string{"BRAZOS VALLEY HOLDINGS LLC", "CALLOWAY MEDICAL GROUP PA", "TRI-COUNTY SCHOOL DIST"}
	payees = []string{"MARISOL REYES", "DEVON CARTWRIGHT", "ANH NGUYEN", "TOMASZ WIERZBA", "KELSEY OKAFOR", "PRIYA RAMAN"}
)

// genActivity makes a chronological list of rows for one account.
func genActivity(p Profile) (*Account, []*Txn) {
	r := rand.New(rand.NewPCG(p.Seed, p.Seed*7919+17))
	sc := p.Scale
	if sc == 0 {
		sc = 1
	}
	amt := func(lo, hi float64) int64 { return int64((lo + r.Float64()*(hi-lo)) * 100 * sc) }
	bdays := businessDays(p.Start, p.End)
	var tx []*Txn
	add := func(t *Txn) { tx = append(tx, t) }
	seq := 0
	ref := func(n int) string {
		const digits = "0123456789"
		b := make([]byte, n)
		for i := range b {
			b[i] = digits[r.IntN(10)]
		}
		return string(b)
	}
	// fixed positions first: MCA remittances
	for _, m := range p.MCA {
		for _, d := range bdays {
			if m.Weekly && d.Weekday() != time.Tuesday && !(d.Weekday() == time.Wednesday && !businessDay(d.AddDate(0, 0, -1))) {
				continue
			}
			add(&Txn{Date: d, Kind: KMCA, Cents: -m.Cents, Party: m.Funder, City: m.ID, Ref: ref(15), Weekly: m.Weekly})
		}
	}
	if p.Funding != "" {
		d := bdays[len(bdays)/5]
		add(&Txn{Date: d, Kind: KFunding, Cents: amt(18000, 32000) / 100 * 100, Party: p.Funding, Ref: ref(8)})
	}
	// processor settlements: most business days
	others := p.Rows - len(tx)
	nSettle := others * 35 / 100
	if len(p.Processors) == 0 {
		nSettle = 0
	}
	for i := 0; i < nSettle; i++ {
		d := bdays[r.IntN(len(bdays))]
		pr := p.Processors[r.IntN(len(p.Processors))]
		add(&Txn{Date: d, Kind: KSettle, Cents: amt(380, 2900), Party: pr, Ref: ref(10)})
	}
	// checks
	cn := p.CheckStart
	for i := 0; i < p.Checks; i++ {
		gap := false
		if i > 0 && r.IntN(5) == 0 {
			cn += 1 + r.IntN(2)
			gap = true
		}
		d := bdays[r.IntN(len(bdays))]
		add(&Txn{Date: d, Kind: KCheck, Cents: -amt(85, 2400), Check: cn, Gap: gap})
		cn++
	}
	if !p.NoFee {
		add(&Txn{Date: bdays[len(bdays)-1], Kind: KFee, Cents: -int64(1500 + 500*r.IntN(4)), Party: "MONTHLY SERVICE FEE"})
	}
	if p.Waived {
		add(&Txn{Date: bdays[len(bdays)-1], Kind: KNotice, Cents: 0, Party: "PAPER STATEMENT FEE WAIVED"})
	}
	for i := 0; i < p.WiresIn; i++ {
		d := bdays[(i*7+3)%len(bdays)]
		add(&Txn{Date: d, Kind: KWireIn, Cents: amt(2500, 9800), Party: wirers[i%len(wirers)], Ref: ref(16)})
	}
	if p.Dividend {
		add(&Txn{Date: p.End, Kind: KDividend, Cents: int64(r.IntN(900) + 40), Party: "DIVIDEND"})
	}
	rest := p.Rows - len(tx)
	for i := 0; i < rest; i++ {
		d := bdays[r.IntN(len(bdays))]
		seq++
		x := r.IntN(100)
		if p.Savings {
			x = 74 + r.IntN(11)
		}
		switch {
		case x < 30:
			m := merchants[r.IntN(len(merchants))]
			cd := prevBusinessDay(d)
			if r.IntN(3) == 0 {
				cd = d.AddDate(0, 0, -1)
			}
			if cd.Before(p.Start) {
				cd = d
			}
			add(&Txn{Date: d, Kind: KCard, Cents: -amt(9, 640), Party: m.name, City: m.city, CardDate: cd, Ref: ref(15)})
		case x < 48:
			a := achDebits[r.IntN(len(achDebits))]
			add(&Txn{Date: d, Kind: KACHDebit, Cents: -amt(120, 3800), Party: a.name, City: a.entry, Ref: ref(15)})
		case x < 62:
			add(&Txn{Date: d, Kind: KDeposit, Cents: amt(250, 4200), Ref: ref(9)})
		case x < 74:
			a := achCredits[r.IntN(len(achCredits))]
			add(&Txn{Date: d, Kind: KACHCredit, Cents: amt(300, 5200), Party: a.name, City: a.entry, Ref: ref(15)})
		case x < 80:
			add(&Txn{Date: d, Kind: KTransferOut, Cents: -amt(200, 2500) / 100 * 100, Ref: "4471"})
		case x < 85:
			add(&Txn{Date: d, Kind: KTransferIn, Cents: amt(300, 3000) / 100 * 100, Ref: "4471"})
		case x < 89:
			add(&Txn{Date: d, Kind: KATM, Cents: -int64(20*(2+r.IntN(15))) * 100, City: "AUSTIN TX", Ref: ref(6)})
		case x < 93:
			add(&Txn{Date: d, Kind: KWireOut, Cents: -amt(1500, 7800), Party: "LONE STAR PRODUCE CO", Ref: ref(16)})
		default:
			add(&Txn{Date: d, Kind: KACHDebit, Cents: -amt(40, 600), Party: "ZELLE", City: payees[r.IntN(len(payees))], Ref: ref(10)})
		}
	}
	// chronological order: by date, credits before debits within a day,
	// then a stable key so the order is deterministic.
	order := func() {
		sort.SliceStable(tx, func(i, j int) bool {
			a, b := tx[i], tx[j]
			if !a.Date.Equal(b.Date) {
				return a.Date.Before(b.Date)
			}
			if a.Kind.credit() != b.Kind.credit() {
				return a.Kind.credit()
			}
			return rank(a) < rank(b)
		})
	}
	order()
	acct := &Account{Open: p.Open}
	// keep the balance positive unless a negative stretch is wanted
	bal, min := p.Open, p.Open
	for _, t := range tx {
		bal += t.Cents
		if bal < min {
			min = bal
		}
	}
	if min < 50000 {
		acct.Open += 50000 - min + int64(r.IntN(400000))
	}
	if p.Overdraft > 0 {
		// a large debit drives one day below zero; fees follow; a deposit
		// two business days later restores the balance.
		i := len(bdays) * 2 / 5
		if p.ODDay > 0 {
			i = p.ODDay
		}
		d := bdays[i]
		b := acct.Open
		for _, t := range tx {
			if !t.Date.After(d) {
				b += t.Cents
			}
		}
		big := b + amt(180, 950)
		add(&Txn{Date: d, Kind: KACHDebit, Cents: -big, Party: "IRS", City: "USATAXPYMT", Ref: ref(15), Seq: 1})
		for k := 0; k < p.Overdraft; k++ {
			add(&Txn{Date: d, Kind: KODFee, Cents: -3600, Party: "OVERDRAFT", Seq: 2 + k})
		}
		rd := bdays[min2(i+2, len(bdays)-1)]
		add(&Txn{Date: rd, Kind: KDeposit, Cents: big + amt(400, 1500), Ref: ref(9), Seq: 9})
		order()
	}
	bal = acct.Open
	for _, t := range tx {
		bal += t.Cents
		t.Bal = bal
	}
	acct.Close = bal
	acct.Txns = tx
	return acct, tx
}

func min2(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// rank orders the rows of one day: checks by number, fees last.
func rank(t *Txn) int {
	switch t.Kind {
	case KCheck:
		return 1000 + t.Check%1000
	case KODFee:
		return 5000 + t.Seq
	case KFee, KNotice:
		return 6000
	case KMCA:
		return 100
	}
	return 200 + t.Seq
}

// ---- formatting ----

func commas(c int64) string {
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

// money formats an unsigned amount: 1,234.56
func money(c int64) string { return commas(c) }

// signed: -1,234.56 for negatives
func signed(c int64) string {
	if c < 0 {
		return "-" + commas(c)
	}
	return commas(c)
}

func dollars(c int64) string {
	if c < 0 {
		return "-$" + commas(c)
	}
	return "$" + commas(c)
}

func trailing(c int64) string {
	if c < 0 {
		return commas(c) + "-"
	}
	return commas(c)
}

func parens(c int64) string {
	if c < 0 {
		return "(" + commas(c) + ")"
	}
	return commas(c)
}

func crdr(c int64) string {
	if c < 0 {
		return commas(c) + " DR"
	}
	return commas(c) + " CR"
}

// wrap breaks s into lines of at most w characters at spaces; joined by
// single spaces they give s back.
func wrap(s string, w int) []string {
	words := strings.Fields(s)
	var out []string
	cur := ""
	for _, wd := range words {
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

// withYear gives the ISO date.
func iso(d time.Time) string { return d.Format("2006-01-02") }

// rebalance re-orders an account's rows and recomputes the balances
// after rows were added by a family.
func rebalance(a *Account) {
	sort.SliceStable(a.Txns, func(i, j int) bool {
		x, y := a.Txns[i], a.Txns[j]
		if !x.Date.Equal(y.Date) {
			return x.Date.Before(y.Date)
		}
		if x.Kind.credit() != y.Kind.credit() {
			return x.Kind.credit()
		}
		return rank(x) < rank(y)
	})
	bal := a.Open
	for _, t := range a.Txns {
		bal += t.Cents
		t.Bal = bal
	}
	a.Close = bal
}

func addRow(a *Account, t *Txn) { a.Txns = append(a.Txns, t); rebalance(a) }
