package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Kind is what a transaction is, independent of how a bank words it.
type Kind int

const (
	KCardSettle      Kind = iota // card-processor settlement (credit)
	KDeposit                     // branch or mobile check deposit (credit)
	KCashDeposit                 // cash deposit (credit)
	KZelleIn                     // Zelle / e-transfer received (credit)
	KZelleOut                    // Zelle / e-transfer sent (debit)
	KWireIn                      // incoming wire from a customer (credit)
	KWireOut                     // outgoing wire to a supplier (debit)
	KLoanProceeds                // funder's wire or ACH of loan / MCA proceeds (credit)
	KMCA                         // merchant-cash-advance debit, same amount each business day
	KLoanPmt                     // weekly term-loan payment (debit)
	KPayroll                     // payroll net pay (debit)
	KPayrollTax                  // payroll taxes (debit)
	KVendorACH                   // supplier ACH debit
	KUtility                     // utility / phone / internet ACH debit
	KInsurance                   // insurance premium ACH debit
	KCardPurchase                // debit-card purchase
	KATM                         // ATM cash withdrawal
	KCheck                       // check paid
	KXferOut                     // transfer to the owner's own savings (debit)
	KXferIn                      // transfer from the owner's own savings (credit)
	KTaxRefund                   // IRS / HMRC / CRA refund (credit)
	KTaxPayment                  // tax payment (debit)
	KServiceFee                  // monthly maintenance fee (debit)
	KODFee                       // overdraft item fee (debit; counts as NSF)
	KNSFFee                      // NSF returned-item fee (debit; counts as NSF)
	KReturnedDeposit             // a deposited item came back unpaid (debit)
	KReturnedItemFee             // fee for a returned deposited item (debit; counts as NSF)
	KReversal                    // reversal of an earlier debit (credit)
	KProcessorFee                // card-processor monthly fees (debit)
	KFeeRefund                   // courtesy refund of a fee (credit)
	KWireFee                     // outgoing wire fee (debit)
	KNotice                      // $0.00 notice row (fee waived); not a transaction
)

// Section is the statement section a row belongs to in layouts that group
// activity by kind.
type Section int

const (
	SecDeposit Section = iota
	SecCheck
	SecCard
	SecElectronic
	SecOther
	SecFee
)

// Txn is one posting. Amounts are in cents and always positive; Credit
// gives the sign.
type Txn struct {
	Date     time.Time
	Kind     Kind
	Credit   bool
	Cents    int64
	Party    string    // counterparty as the bank's feed names it
	PartyID  string    // originator / company id
	Entry    string    // ACH company entry description
	Ref      string    // trace, confirmation or reference number
	Ref2     string    // a second reference (IMAD, sequence)
	CheckNo  int       // check number for KCheck
	Gap      bool      // a gap in the check sequence precedes this check
	Card     string    // last four of the debit card
	AuthDate time.Time // card authorisation date (may differ from Date)
	City     string
	State    string
	Item     *Txn // the item an NSF / overdraft fee or reversal refers to
	Bal      int64
	Seq      int
}

// Notice reports a $0.00 informational row.
func (t *Txn) Notice() bool { return t.Kind == KNotice }

// Signed is the effect on the balance.
func (t *Txn) Signed() int64 {
	if t.Credit {
		return t.Cents
	}
	return -t.Cents
}

// IsNSF reports a fee row that lenders count as NSF / overdraft /
// returned-item distress.
func (t *Txn) IsNSF() bool {
	return t.Kind == KODFee || t.Kind == KNSFFee || t.Kind == KReturnedItemFee
}

// Section places the row for sectioned layouts.
func (t *Txn) Section() Section {
	if t.Credit {
		return SecDeposit
	}
	switch t.Kind {
	case KCheck:
		return SecCheck
	case KCardPurchase, KATM:
		return SecCard
	case KServiceFee, KODFee, KNSFFee, KReturnedItemFee, KWireFee, KNotice:
		return SecFee
	case KReturnedDeposit, KWireOut, KXferOut:
		return SecOther
	}
	return SecElectronic
}

// Business is the account holder and the shape of its cash flows.
type Business struct {
	Name       string // legal name as printed
	DBA        string
	Owner      string
	Street     string
	City       string
	State      string
	Zip        string
	Industry   string
	Processors []string // e.g. "SQUARE", "STRIPE", "CLOVER"
	Revenue    int64    // typical daily card revenue in cents
	Payroll    string   // "GUSTO", "ADP", "PAYCHEX"
	Funders    []Funder // MCA funders (daily debits)
	Lender     *Funder  // weekly term loan
	Vendors    []string
	Utilities  []string
	Insurer    string
	Landlord   string
	Savings    string // last four of the owner's savings account
	Card       string // last four of the debit card
	Customers  []string
	Payees     []string // Zelle / check payees
}

// Funder is an MCA funder or lender with its fixed payment.
type Funder struct {
	Name  string
	ID    string
	Cents int64
}

// Statement is one generated document before layout.
type Statement struct {
	Name     string
	Scenario string // ordinary, decjan, negative, busy, export
	Fam      *Family
	Producer string
	Biz      *Business
	AcctNo   string
	Start    time.Time
	End      time.Time
	Opening  int64
	Txns     []*Txn // posting order, notices included
	Created  time.Time
	Seed     int64
	// Unverified statements print no balance and no total.
	Unverified bool
}

// Posted returns the real transactions in posting order.
func (s *Statement) Posted() []*Txn {
	var out []*Txn
	for _, t := range s.Txns {
		if !t.Notice() {
			out = append(out, t)
		}
	}
	return out
}

// Recompute sorts rows stably by date and sets the running balances.
func (s *Statement) Recompute() {
	sort.SliceStable(s.Txns, func(i, j int) bool { return s.Txns[i].Date.Before(s.Txns[j].Date) })
	bal := s.Opening
	for i, t := range s.Txns {
		t.Seq = i
		bal += t.Signed()
		t.Bal = bal
	}
}

// Closing is the ending balance.
func (s *Statement) Closing() int64 {
	bal := s.Opening
	for _, t := range s.Txns {
		bal += t.Signed()
	}
	return bal
}

// Totals returns credit and debit totals and counts of real rows.
func (s *Statement) Totals() (cr, dr int64, ncr, ndr int) {
	for _, t := range s.Posted() {
		if t.Credit {
			cr += t.Cents
			ncr++
		} else {
			dr += t.Cents
			ndr++
		}
	}
	return
}

// SectionTotal sums and counts the rows of one section.
func (s *Statement) SectionTotal(sec Section) (int64, int) {
	var sum int64
	n := 0
	for _, t := range s.Posted() {
		if t.Section() == sec {
			sum += t.Cents
			n++
		}
	}
	return sum, n
}

// DayEnd is one day's closing balance.
type DayEnd struct {
	Date time.Time
	Bal  int64
}

// ActivityDays returns the end-of-day balance for each day with postings.
func (s *Statement) ActivityDays() []DayEnd {
	var out []DayEnd
	for _, t := range s.Posted() {
		if n := len(out); n > 0 && out[n-1].Date.Equal(t.Date) {
			out[n-1].Bal = t.Bal
			continue
		}
		out = append(out, DayEnd{t.Date, t.Bal})
	}
	return out
}

// NegativeDays counts calendar days of the period ending below zero.
func (s *Statement) NegativeDays() int {
	eod := map[time.Time]int64{}
	for _, d := range s.ActivityDays() {
		eod[d.Date] = d.Bal
	}
	bal := s.Opening
	n := 0
	for _, d := range days(s.Start, s.End) {
		if b, ok := eod[d]; ok {
			bal = b
		}
		if bal < 0 {
			n++
		}
	}
	return n
}

// NSFCount counts NSF / overdraft / returned-item fee rows.
func (s *Statement) NSFCount() int {
	n := 0
	for _, t := range s.Posted() {
		if t.IsNSF() {
			n++
		}
	}
	return n
}

// LastOfDay reports whether rows[i] is the last row of its date in rows.
func LastOfDay(rows []*Txn, i int) bool {
	return i == len(rows)-1 || !rows[i+1].Date.Equal(rows[i].Date)
}

// FirstOfDay reports whether rows[i] is the first row of its date in rows.
func FirstOfDay(rows []*Txn, i int) bool {
	return i == 0 || !rows[i-1].Date.Equal(rows[i].Date)
}

// Check verifies the statement's own arithmetic; a generator bug must
// never reach a committed answer.
func (s *Statement) Check() error {
	bal := s.Opening
	for _, t := range s.Txns {
		if t.Notice() && t.Cents != 0 {
			return fmt.Errorf("%s: notice row with amount", s.Name)
		}
		if !t.Notice() && t.Cents <= 0 {
			return fmt.Errorf("%s: row %q has amount %d", s.Name, t.Party, t.Cents)
		}
		if t.Date.Before(s.Start) || t.Date.After(s.End) {
			return fmt.Errorf("%s: row dated %s outside the period", s.Name, t.Date.Format("2006-01-02"))
		}
		bal += t.Signed()
		if bal != t.Bal {
			return fmt.Errorf("%s: running balance drift at %d", s.Name, t.Seq)
		}
	}
	cr, dr, _, _ := s.Totals()
	if s.Opening+cr-dr != s.Closing() {
		return fmt.Errorf("%s: totals do not reconcile", s.Name)
	}
	return nil
}

// Last4 is the last four digits of the account number.
func (s *Statement) Last4() string {
	d := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s.AcctNo)
	return d[len(d)-4:]
}
