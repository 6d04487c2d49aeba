package blindkit

import (
	"fmt"
	"hash/fnv"
	"time"
)

// Raw is what a row is before a family words it: the describer of each
// family turns it into a type code and printed lines.
type Raw struct {
	K      string // kind key, see usActivity
	Party  string
	Entry  string // ACH company entry description / detail
	ID     string // funder / originator id
	Ref    string
	City   string
	State  string
	Card   time.Time // card transaction date
	Check  int
	Weekly bool
	Date   time.Time
	Holder string
	Amount int64
}

// Desc words a row: a type code (for layouts with a code column) and the
// printed description lines.
type Desc func(r Raw) (code string, lines []string)

type Merchant struct{ Name, City, State string }
type Party struct{ Name, Entry string }

// Region holds the counterparties of one country's businesses.
type Region struct {
	Merchants []Merchant
	Debits    []Party // payroll, utilities, insurance, suppliers
	Credits   []Party // customer payments, payouts
	Payees    []string
	Tax       Party
	Payroll   Party
	WireTo    string
	Holidays  []string
}

var USRegion = Region{
	Merchants: []Merchant{{"HOME DEPOT #6512", "AUSTIN", "TX"}, {"SHELL OIL 57442331", "ROUND ROCK", "TX"},
		{"RESTAURANT DEPOT 0231", "HOUSTON", "TX"}, {"AMAZON MKTPL*2K4TY1RQ0", "SEATTLE", "WA"},
		{"LOWES #01874", "PFLUGERVILLE", "TX"}, {"OFFICE DEPOT #1138", "AUSTIN", "TX"},
		{"COSTCO WHSE #0681", "CEDAR PARK", "TX"}, {"SAMS CLUB #8227", "SAN MARCOS", "TX"},
		{"USPS PO 4807700341", "AUSTIN", "TX"}, {"GOOGLE *ADS8834210", "MOUNTAIN VIEW", "CA"},
		{"WEBSTAURANTSTORE", "LANCASTER", "PA"}, {"UBER *TRIP", "SAN FRANCISCO", "CA"},
		{"NAPA AUTO PARTS 0442", "GEORGETOWN", "TX"}, {"SHERWIN WILLIAMS 7731", "KYLE", "TX"}},
	Debits: []Party{{"INTUIT", "QBOOKS ONL"}, {"CITY OF AUSTIN", "UTIL PMT"}, {"SPECTRUM BUSINESS", "PAYMENT"},
		{"STATE FARM RO 27", "SFPP"}, {"SYSCO CORPORATION", "PAYMENT"}, {"TX WORKFORCE COMM", "TAX PYMT"},
		{"AMERICAN EXPRESS", "ACH PMT"}, {"BLUE CROSS TX", "PREMIUM"}, {"WASTE CONNECTIONS", "AUTOPAY"},
		{"ATMOS ENERGY", "UTILITY"}, {"NEXTLINK PROPERTIES", "RENT"}},
	Credits: []Party{{"UBER EATS", "PAYOUT"}, {"DOORDASH INC", "PAYOUT"}, {"HALVORSEN CONSTR", "INVOICE"},
		{"TRAVIS CTY HOSP", "VENDOR PMT"}, {"PINEDALE PROPERTY", "AP PMT"}},
	Payees:   []string{"MARISOL REYES", "DEVON CARTWRIGHT", "ANH NGUYEN", "TOMASZ WIERZBA", "KELSEY OKAFOR"},
	Tax:      Party{"IRS", "USATAXPYMT"},
	Payroll:  Party{"GUSTO", "NET PAY"},
	WireTo:   "LONE STAR PRODUCE CO",
	Holidays: USHolidays,
}

// MCA is a merchant-cash-advance position remitted by debit.
type MCA struct {
	Funder string
	Cents  int64
	Weekly bool
	ID     string
}

// Act steers usActivity.
type Act struct {
	N          int // rows besides the MCA debits (notices excluded)
	MCA        []MCA
	Funding    string // funder paying a one-off advance
	FundID     string
	Processors []string
	Checks     int
	CheckStart int
	Fee        int64 // monthly fee, 0 none
	Notice     string
	Scale      float64
	Weights    [10]int // card, achdebit, deposit, achcredit, xferout, xferin, zelle, wire, payroll, tax
}

var DefWeights = [10]int{26, 16, 12, 12, 5, 4, 8, 3, 8, 3}

func OrigID(s string) string {
	h := fnv.New32a()
	h.Write([]byte(s))
	return fmt.Sprintf("%010d", uint64(h.Sum32())%9000000000+1000000000)
}

// activity adds a business's rows for the period: MCA remittances,
// a funding credit, processor settlements, checks with gaps, card
// purchases, ACH debits and credits, transfers, Zelle, wires, payroll,
// taxes, a monthly fee and a notice. Every row is worded by desc.
func Activity(b *B, reg Region, a Act, holder string, desc Desc) {
	sc := a.Scale
	if sc == 0 {
		sc = 1
	}
	amt := func(lo, hi float64) int64 { return b.Amt(lo*sc, hi*sc) }
	put := func(d time.Time, c int64, k Kind, r Raw) *Txn {
		r.Date, r.Holder, r.Amount = d, holder, c
		code, lines := desc(r)
		t := b.Add(d, c, k, lines...)
		t.Code, t.Ref, t.Check = code, r.Ref, r.Check
		return t
	}
	for _, m := range a.MCA {
		m := m
		b.Each(m.Weekly, time.Tuesday, func(d time.Time) {
			put(d, -m.Cents, KDebit, Raw{K: "mca", Party: m.Funder, ID: m.ID, Weekly: m.Weekly, Ref: b.Digits(15)})
		})
	}
	ds := b.BDays()
	if a.Funding != "" {
		put(ds[len(ds)/4], b.Round(15000, 40000, 500)*int64(sc), KCredit, Raw{K: "funding", Party: a.Funding, ID: a.FundID, Ref: b.Digits(15)})
	}
	nSettle := a.N * 3 / 10
	if len(a.Processors) == 0 {
		nSettle = 0
	}
	for i := 0; i < nSettle; i++ {
		pr := a.Processors[b.IntN(len(a.Processors))]
		put(b.Day(), amt(420, 3100), KCredit, Raw{K: "settle", Party: pr, Ref: b.Digits(15)})
	}
	cn := a.CheckStart
	for i := 0; i < a.Checks; i++ {
		if i > 0 && b.IntN(4) == 0 {
			cn += 1 + b.IntN(2)
		}
		put(b.Day(), -amt(95, 2600), KCheck, Raw{K: "check", Check: cn, Ref: fmt.Sprint(cn)})
		cn++
	}
	if a.Fee > 0 {
		put(ds[len(ds)-1], -a.Fee, KFee, Raw{K: "fee"})
	}
	if a.Notice != "" {
		put(ds[len(ds)-1], 0, KNotice, Raw{K: "notice", Entry: a.Notice})
	}
	w := a.Weights
	if w == [10]int{} {
		w = DefWeights
	}
	tot := 0
	for _, x := range w {
		tot += x
	}
	rest := a.N - nSettle - a.Checks
	for i := 0; i < rest; i++ {
		d := b.Day()
		x := b.IntN(tot)
		k := 0
		for x >= w[k] {
			x -= w[k]
			k++
		}
		switch k {
		case 0:
			m := reg.Merchants[b.IntN(len(reg.Merchants))]
			cd := d.AddDate(0, 0, -1-b.IntN(2))
			if cd.Before(b.Start()) {
				cd = d
			}
			put(d, -amt(9, 620), KDebit, Raw{K: "card", Party: m.Name, City: m.City, State: m.State, Card: cd, Ref: b.Digits(15)})
		case 1:
			p := reg.Debits[b.IntN(len(reg.Debits))]
			put(d, -amt(110, 3200), KDebit, Raw{K: "achdebit", Party: p.Name, Entry: p.Entry, Ref: b.Digits(15)})
		case 2:
			put(d, amt(240, 4100), KDeposit, Raw{K: "deposit", Ref: b.Digits(9)})
		case 3:
			p := reg.Credits[b.IntN(len(reg.Credits))]
			put(d, amt(300, 5200), KCredit, Raw{K: "achcredit", Party: p.Name, Entry: p.Entry, Ref: b.Digits(15)})
		case 4:
			put(d, -b.Round(300, 4000, 100)*int64(sc), KDebit, Raw{K: "xferout", Ref: b.Digits(10)})
		case 5:
			put(d, b.Round(300, 4000, 100)*int64(sc), KCredit, Raw{K: "xferin", Ref: b.Digits(10)})
		case 6:
			if b.IntN(3) == 0 {
				put(d, amt(60, 900), KCredit, Raw{K: "zellein", Party: reg.Payees[b.IntN(len(reg.Payees))], Ref: b.Digits(11)})
			} else {
				put(d, -amt(40, 700), KDebit, Raw{K: "zelleout", Party: reg.Payees[b.IntN(len(reg.Payees))], Ref: b.Digits(11)})
			}
		case 7:
			put(d, -amt(1800, 7600), KDebit, Raw{K: "wireout", Party: reg.WireTo, Ref: b.Digits(16)})
		case 8:
			put(d, -amt(2200, 6800), KDebit, Raw{K: "payroll", Party: reg.Payroll.Name, Entry: reg.Payroll.Entry, Ref: b.Digits(15)})
		case 9:
			put(d, -amt(400, 2900), KDebit, Raw{K: "tax", Party: reg.Tax.Name, Entry: reg.Tax.Entry, Ref: b.Digits(15)})
		}
	}
}

// overdraft makes the forced negative stretch worded by desc: a tax
// payment that overdraws, nfee fee rows, a deposit that restores.
func NewOverdraft(at float64, nfee int, fee int64, holder string, desc Desc, reg Region) *Overdraft {
	put := func(b *B, d time.Time, c int64, k Kind, r Raw) *Txn {
		r.Date, r.Holder, r.Amount = d, holder, c
		code, lines := desc(r)
		t := b.Add(d, c, k, lines...)
		t.Code, t.Ref = code, r.Ref
		return t
	}
	od := &Overdraft{At: at}
	od.Big = func(b *B, d time.Time, c int64) *Txn {
		return put(b, d, c, KDebit, Raw{K: "tax", Party: reg.Tax.Name, Entry: reg.Tax.Entry, Ref: b.Digits(15)})
	}
	for i := 0; i < nfee; i++ {
		od.Fees = append(od.Fees, func(b *B, d time.Time) *Txn {
			return put(b, d, -fee, KNSF, Raw{K: "nsf", Ref: b.Digits(6)})
		})
	}
	od.Recover = func(b *B, d time.Time, c int64) *Txn {
		return put(b, d, c, KDeposit, Raw{K: "deposit", Ref: b.Digits(9)})
	}
	return od
}
