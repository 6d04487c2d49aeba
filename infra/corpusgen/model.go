package main

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
)

// txn is one simulated transaction. Amounts are integer cents so the
// generator's balances are exact.
type txn struct {
	Date     time.Time
	Desc     string
	Cents    int64 // always positive
	Credit   bool
	Category string
	CheckNo  int
	Balance  int64 // running balance after this row
	// Client scenarios only (clients.go): Pair is non-zero on both legs
	// of a transfer between two of the client's submitted accounts;
	// Funder names the MCA funder or lender of a payment or funding.
	Pair       int
	Funder     string
	FunderKind string
}

// stmt is one simulated statement, independent of how it is drawn.
type stmt struct {
	Bank       string
	Holder     string
	Street     string
	City       string
	AccountNo  string
	Start, End time.Time
	Opening    int64
	Closing    int64
	Txns       []txn
	NSF        int
	NegDays    int
	LowBalance bool
	LongDescs  bool
	MCA        string
	Loan       string
	Reversals  bool
	Transfers  bool
	TxnsPerDay int
}

var holders = []string{"ACME WIDGETS LLC", "BLUE RIVER CAFE INC", "SUMMIT AUTO REPAIR LLC", "MARIA LOPEZ DBA LOPEZ CLEANING",
	"NORTHSIDE DENTAL GROUP PC", "GREEN LEAF LANDSCAPING LLC", "HARBOR FREIGHT LOGISTICS INC", "PINE STREET BAKERY LLC"}
var streets = []string{"1200 MAIN ST STE 4", "45 OAK AVE", "9 INDUSTRIAL PKWY", "310 W 5TH ST", "77 HARBOR RD APT 2B", "5500 COMMERCE BLVD"}
var cities = []string{"AUSTIN TX 78701", "COLUMBUS OH 43215", "TAMPA FL 33602", "DENVER CO 80202", "NEWARK NJ 07102", "PHOENIX AZ 85004"}

var merchants = []string{"HOME DEPOT #4521", "AMAZON MKTPLACE PMTS", "SHELL OIL 57442", "COSTCO WHSE #1123", "STAPLES 00123",
	"UBER TRIP", "COMCAST CABLE", "VERIZON WIRELESS", "SYSCO FOODS", "GRAINGER 889"}
var customers = []string{"JOHNSON PROPERTIES", "CITY OF SPRINGFIELD", "BAKER & SONS", "LAKESIDE HOA", "MERIDIAN HEALTH", "ORION TECH"}

// simulate builds a statement deterministically from seed.
func simulate(seed uint64, bank string, start, end time.Time, opts stmt) stmt {
	r, s, out := generate(seed, bank, start, end, opts)
	return finalize(r, s, out)
}

// generate draws the statement's holder, account, opening balance and
// random transactions; finalize then posts them. Client scenarios (see
// clients.go) replace the identity and opening balance and add their own
// transactions in between.
func generate(seed uint64, bank string, start, end time.Time, opts stmt) (*rand.Rand, stmt, []txn) {
	r := rand.New(rand.NewPCG(seed, seed*7919+1))
	s := opts
	s.Bank = bank
	s.Start, s.End = start, end
	s.Holder = holders[r.IntN(len(holders))]
	s.Street = streets[r.IntN(len(streets))]
	s.City = cities[r.IntN(len(cities))]
	s.AccountNo = fmt.Sprintf("%04d%04d%04d", r.IntN(10000), r.IntN(10000), 1000+r.IntN(9000))
	if s.LowBalance {
		s.Opening = int64(20000 + r.IntN(60000))
	} else {
		s.Opening = int64(500000 + r.IntN(2500000))
	}
	if s.TxnsPerDay == 0 {
		s.TxnsPerDay = 2
	}
	var out []txn
	add := func(d time.Time, desc string, cents int64, credit bool, cat string) {
		out = append(out, txn{Date: d, Desc: desc, Cents: cents, Credit: credit, Category: cat})
	}
	checkNo := 1001 + r.IntN(500)
	mcaAmt := int64(15000 + r.IntN(40000))
	loanAmt := int64(80000 + r.IntN(100000))
	day := 0
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		wd := d.Weekday()
		if wd == time.Saturday || wd == time.Sunday {
			continue
		}
		day++
		if day == 2 && s.MCA != "" && r.IntN(2) == 0 {
			add(d, s.MCA+" FUNDING WIRE REF "+fmt.Sprint(100000+r.IntN(899999)), int64(2000000+r.IntN(3000000)), true, "loan_proceeds")
		}
		n := 1 + r.IntN(s.TxnsPerDay+1)
		for i := 0; i < n; i++ {
			switch k := r.IntN(20); {
			case k < 4:
				desc := "SQUARE INC DEPOSIT SQ" + fmt.Sprint(200000+r.IntN(99999))
				if r.IntN(2) == 0 {
					desc = "STRIPE TRANSFER ST-" + fmt.Sprintf("%X", r.Uint32())
				}
				add(d, desc, int64(30000+r.IntN(400000)), true, "card_settlement")
			case k < 7:
				desc := "ACH CREDIT " + customers[r.IntN(len(customers))] + " INV " + fmt.Sprint(1000+r.IntN(9000))
				if s.LongDescs && r.IntN(2) == 0 {
					desc = "ORIG CO NAME:" + customers[r.IntN(len(customers))] + " ORIG ID:" + fmt.Sprint(1000000000+r.IntN(899999999)) +
						" DESC DATE:" + d.Format("060102") + " CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:0210000" + fmt.Sprint(10000000+r.IntN(89999999)) +
						" IND NAME:" + s.Holder
				}
				add(d, desc, int64(50000+r.IntN(600000)), true, "revenue")
			case k < 8:
				add(d, "MOBILE DEPOSIT REF "+fmt.Sprint(10000+r.IntN(89999)), int64(10000+r.IntN(200000)), true, "revenue")
			case k < 13:
				desc := "CARD PURCHASE " + d.Format("01/02") + " " + merchants[r.IntN(len(merchants))]
				if s.LongDescs && r.IntN(3) == 0 {
					desc += " CARD 4821 PURCHASE AUTHORIZED ON " + d.Format("01/02") + " REF " + fmt.Sprint(100000000+r.IntN(899999999))
				}
				add(d, desc, int64(1000+r.IntN(60000)), false, "other")
			case k < 14:
				add(d, "CHECK", int64(5000+r.IntN(150000)), false, "other")
				out[len(out)-1].CheckNo = checkNo
				out[len(out)-1].Desc = fmt.Sprintf("CHECK #%d", checkNo)
				checkNo++
			case k < 15:
				add(d, "ADP PAYROLL WAGE PAY "+fmt.Sprint(100000+r.IntN(899999)), int64(150000+r.IntN(500000)), false, "payroll")
			case k < 16 && s.Transfers:
				if r.IntN(2) == 0 {
					add(d, "ONLINE TRANSFER FROM SAV XXXXXX"+fmt.Sprint(1000+r.IntN(9000)), int64(50000+r.IntN(300000)), true, "own_transfer")
				} else {
					add(d, "ONLINE TRANSFER TO SAV XXXXXX"+fmt.Sprint(1000+r.IntN(9000)), int64(20000+r.IntN(200000)), false, "own_transfer")
				}
			case k < 17 && s.Reversals:
				if r.IntN(2) == 0 {
					add(d, "REFUND "+merchants[r.IntN(len(merchants))], int64(1000+r.IntN(20000)), true, "refund_reversal")
				} else {
					add(d, "REVERSAL OF SERVICE FEE", 1500, true, "refund_reversal")
				}
			default:
				add(d, "UTILITY PMT "+[]string{"DUKE ENERGY", "CITY WATER DEPT", "ATT BUSINESS"}[r.IntN(3)], int64(5000+r.IntN(60000)), false, "other")
			}
		}
		if s.MCA != "" {
			add(d, s.MCA+" ACH DEBIT PMT", mcaAmt, false, "mca_payment")
		}
		if s.Loan != "" && day == 10 {
			add(d, s.Loan+" LOAN PAYMENT ACH", loanAmt, false, "loan_payment")
		}
		if s.LowBalance && day%6 == 3 {
			add(d, "VENDOR PAYMENT WIRE OUT "+customers[r.IntN(len(customers))], int64(150000+r.IntN(250000)), false, "other")
		}
	}
	return r, s, out
}

// finalize orders the transactions, inserts NSF fees and the monthly
// service fee, and computes running balances, the closing balance and the
// negative days.
func finalize(r *rand.Rand, s stmt, out []txn) stmt {
	start, end := s.Start, s.End
	// Stable order within a day: credits first like most banks post them.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.Before(out[j].Date) })
	// Balance pass; insert NSF fees after a debit that leaves the account
	// negative (at most one per day) and a monthly service fee at the end.
	var final []txn
	bal := s.Opening
	nsfDay := time.Time{}
	for _, t := range out {
		if t.Credit {
			bal += t.Cents
		} else {
			bal -= t.Cents
		}
		t.Balance = bal
		final = append(final, t)
		if !t.Credit && bal < 0 && !t.Date.Equal(nsfDay) {
			nsfDay = t.Date
			fee := txn{Date: t.Date, Desc: "NSF FEE RETURNED ITEM CHARGE", Cents: 3500, Category: "nsf_fee"}
			if r.IntN(2) == 0 {
				fee.Desc = "OVERDRAFT ITEM FEE"
			}
			bal -= fee.Cents
			fee.Balance = bal
			final = append(final, fee)
			s.NSF++
		}
	}
	fee := txn{Date: end, Desc: "MONTHLY SERVICE FEE", Cents: 1500, Category: "fee"}
	bal -= fee.Cents
	fee.Balance = bal
	final = append(final, fee)
	s.Txns = final
	s.Closing = bal
	// Negative days: calendar days in the period whose end-of-day balance is < 0.
	eod := s.Opening
	i := 0
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		for i < len(final) && !final[i].Date.After(d) {
			eod = final[i].Balance
			i++
		}
		if eod < 0 {
			s.NegDays++
		}
	}
	return s
}

// wrapWords splits s into lines of at most n characters at spaces.
func wrapWords(s string, n int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if cur == "" {
			cur = w
		} else if len(cur)+1+len(w) <= n {
			cur += " " + w
		} else {
			lines = append(lines, cur)
			cur = w
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// money formats cents as 1,234.56 (absolute value).
func money(c int64) string {
	if c < 0 {
		c = -c
	}
	whole := fmt.Sprint(c / 100)
	var b strings.Builder
	for i, ch := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return fmt.Sprintf("%s.%02d", b.String(), c%100)
}

// signed formats a balance: -1,234.56 when negative.
func signed(c int64) string {
	if c < 0 {
		return "-" + money(c)
	}
	return money(c)
}
