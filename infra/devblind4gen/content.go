package main

import (
	"fmt"
	"hash/fnv"
	"strings"
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

type merchant struct{ name, city, state string }
type party struct{ name, entry string }

// Region holds the counterparties of one country's businesses.
type Region struct {
	Merchants []merchant
	Debits    []party // payroll, utilities, insurance, suppliers
	Credits   []party // customer payments, payouts
	Payees    []string
	Tax       party
	Payroll   party
	WireTo    string
	Holidays  []string
}

var usRegion = Region{
	Merchants: []merchant{{"HOME DEPOT #6512", "AUSTIN", "TX"}, {"SHELL OIL 57442331", "ROUND ROCK", "TX"},
		{"RESTAURANT DEPOT 0231", "HOUSTON", "TX"}, {"AMAZON MKTPL*2K4TY1RQ0", "SEATTLE", "WA"},
		{"LOWES #01874", "PFLUGERVILLE", "TX"}, {"OFFICE DEPOT #1138", "AUSTIN", "TX"},
		{"COSTCO WHSE #0681", "CEDAR PARK", "TX"}, {"SAMS CLUB #8227", "SAN MARCOS", "TX"},
		{"USPS PO 4807700341", "AUSTIN", "TX"}, {"GOOGLE *ADS8834210", "MOUNTAIN VIEW", "CA"},
		{"WEBSTAURANTSTORE", "LANCASTER", "PA"}, {"UBER *TRIP", "SAN FRANCISCO", "CA"},
		{"NAPA AUTO PARTS 0442", "GEORGETOWN", "TX"}, {"SHERWIN WILLIAMS 7731", "KYLE", "TX"}},
	Debits: []party{{"INTUIT", "QBOOKS ONL"}, {"CITY OF AUSTIN", "UTIL PMT"}, {"SPECTRUM BUSINESS", "PAYMENT"},
		{"STATE FARM RO 27", "SFPP"}, {"SYSCO CORPORATION", "PAYMENT"}, {"TX WORKFORCE COMM", "TAX PYMT"},
		{"AMERICAN EXPRESS", "ACH PMT"}, {"BLUE CROSS TX", "PREMIUM"}, {"WASTE CONNECTIONS", "AUTOPAY"},
		{"ATMOS ENERGY", "UTILITY"}, {"NEXTLINK PROPERTIES", "RENT"}},
	Credits: []party{{"UBER EATS", "PAYOUT"}, {"DOORDASH INC", "PAYOUT"}, {"HALVORSEN CONSTR", "INVOICE"},
		{"TRAVIS CTY HOSP", "VENDOR PMT"}, {"PINEDALE PROPERTY", "AP PMT"}},
	Payees:   []string{"MARISOL REYES", "DEVON CARTWRIGHT", "ANH NGUYEN", "TOMASZ WIERZBA", "KELSEY OKAFOR"},
	Tax:      party{"IRS", "USATAXPYMT"},
	Payroll:  party{"GUSTO", "NET PAY"},
	WireTo:   "LONE STAR PRODUCE CO",
	Holidays: usHolidays,
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

var defWeights = [10]int{26, 16, 12, 12, 5, 4, 8, 3, 8, 3}

func origID(s string) string {
	h := fnv.New32a()
	h.Write([]byte(s))
	return fmt.Sprintf("%010d", uint64(h.Sum32())%9000000000+1000000000)
}

// activity adds a business's rows for the period: MCA remittances,
// a funding credit, processor settlements, checks with gaps, card
// purchases, ACH debits and credits, transfers, Zelle, wires, payroll,
// taxes, a monthly fee and a notice. Every row is worded by desc.
func activity(b *B, reg Region, a Act, holder string, desc Desc) {
	sc := a.Scale
	if sc == 0 {
		sc = 1
	}
	amt := func(lo, hi float64) int64 { return b.amt(lo*sc, hi*sc) }
	put := func(d time.Time, c int64, k Kind, r Raw) *Txn {
		r.Date, r.Holder, r.Amount = d, holder, c
		code, lines := desc(r)
		t := b.add(d, c, k, lines...)
		t.Code, t.Ref, t.Check = code, r.Ref, r.Check
		return t
	}
	for _, m := range a.MCA {
		m := m
		b.each(m.Weekly, time.Tuesday, func(d time.Time) {
			put(d, -m.Cents, KDebit, Raw{K: "mca", Party: m.Funder, ID: m.ID, Weekly: m.Weekly, Ref: b.digits(15)})
		})
	}
	ds := b.bdays()
	if a.Funding != "" {
		put(ds[len(ds)/4], b.round(15000, 40000, 500)*int64(sc), KCredit, Raw{K: "funding", Party: a.Funding, ID: a.FundID, Ref: b.digits(15)})
	}
	nSettle := a.N * 3 / 10
	if len(a.Processors) == 0 {
		nSettle = 0
	}
	for i := 0; i < nSettle; i++ {
		pr := a.Processors[b.r.IntN(len(a.Processors))]
		put(b.day(), amt(420, 3100), KCredit, Raw{K: "settle", Party: pr, Ref: b.digits(15)})
	}
	cn := a.CheckStart
	for i := 0; i < a.Checks; i++ {
		if i > 0 && b.r.IntN(4) == 0 {
			cn += 1 + b.r.IntN(2)
		}
		put(b.day(), -amt(95, 2600), KCheck, Raw{K: "check", Check: cn, Ref: fmt.Sprint(cn)})
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
		w = defWeights
	}
	tot := 0
	for _, x := range w {
		tot += x
	}
	rest := a.N - nSettle - a.Checks
	for i := 0; i < rest; i++ {
		d := b.day()
		x := b.r.IntN(tot)
		k := 0
		for x >= w[k] {
			x -= w[k]
			k++
		}
		switch k {
		case 0:
			m := reg.Merchants[b.r.IntN(len(reg.Merchants))]
			cd := d.AddDate(0, 0, -1-b.r.IntN(2))
			if cd.Before(b.start) {
				cd = d
			}
			put(d, -amt(9, 620), KDebit, Raw{K: "card", Party: m.name, City: m.city, State: m.state, Card: cd, Ref: b.digits(15)})
		case 1:
			p := reg.Debits[b.r.IntN(len(reg.Debits))]
			put(d, -amt(110, 3200), KDebit, Raw{K: "achdebit", Party: p.name, Entry: p.entry, Ref: b.digits(15)})
		case 2:
			put(d, amt(240, 4100), KDeposit, Raw{K: "deposit", Ref: b.digits(9)})
		case 3:
			p := reg.Credits[b.r.IntN(len(reg.Credits))]
			put(d, amt(300, 5200), KCredit, Raw{K: "achcredit", Party: p.name, Entry: p.entry, Ref: b.digits(15)})
		case 4:
			put(d, -b.round(300, 4000, 100)*int64(sc), KDebit, Raw{K: "xferout", Ref: b.digits(10)})
		case 5:
			put(d, b.round(300, 4000, 100)*int64(sc), KCredit, Raw{K: "xferin", Ref: b.digits(10)})
		case 6:
			if b.r.IntN(3) == 0 {
				put(d, amt(60, 900), KCredit, Raw{K: "zellein", Party: reg.Payees[b.r.IntN(len(reg.Payees))], Ref: b.digits(11)})
			} else {
				put(d, -amt(40, 700), KDebit, Raw{K: "zelleout", Party: reg.Payees[b.r.IntN(len(reg.Payees))], Ref: b.digits(11)})
			}
		case 7:
			put(d, -amt(1800, 7600), KDebit, Raw{K: "wireout", Party: reg.WireTo, Ref: b.digits(16)})
		case 8:
			put(d, -amt(2200, 6800), KDebit, Raw{K: "payroll", Party: reg.Payroll.name, Entry: reg.Payroll.entry, Ref: b.digits(15)})
		case 9:
			put(d, -amt(400, 2900), KDebit, Raw{K: "tax", Party: reg.Tax.name, Entry: reg.Tax.entry, Ref: b.digits(15)})
		}
	}
}

// overdraft makes the forced negative stretch worded by desc: a tax
// payment that overdraws, nfee fee rows, a deposit that restores.
func overdraft(at float64, nfee int, fee int64, holder string, desc Desc, reg Region) *Overdraft {
	put := func(b *B, d time.Time, c int64, k Kind, r Raw) *Txn {
		r.Date, r.Holder, r.Amount = d, holder, c
		code, lines := desc(r)
		t := b.add(d, c, k, lines...)
		t.Code, t.Ref = code, r.Ref
		return t
	}
	od := &Overdraft{At: at}
	od.Big = func(b *B, d time.Time, c int64) *Txn {
		return put(b, d, c, KDebit, Raw{K: "tax", Party: reg.Tax.name, Entry: reg.Tax.entry, Ref: b.digits(15)})
	}
	for i := 0; i < nfee; i++ {
		od.Fees = append(od.Fees, func(b *B, d time.Time) *Txn { return put(b, d, -fee, KNSF, Raw{K: "nsf", Ref: b.digits(6)}) })
	}
	od.Recover = func(b *B, d time.Time, c int64) *Txn {
		return put(b, d, c, KDeposit, Raw{K: "deposit", Ref: b.digits(9)})
	}
	return od
}

func titleCase(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		switch w {
		case "llc", "irs", "usps", "tx", "ca", "wa", "pa", "co", "atm", "inc":
			if w == "inc" {
				ws[i] = "Inc"
				continue
			}
			ws[i] = strings.ToUpper(w)
			continue
		}
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}
