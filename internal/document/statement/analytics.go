package statement

import (
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// funder is one lender on the maintained list. Aliases shorter than five
// letters (e.g. "CAN", "EBF") only match as a whole word AND next to a
// payment marker, so "AMERICAN" or "CAN OPENER SUPPLY" never match.
type funder struct {
	Name    string
	Kind    string // "mca" or "loan"
	Aliases []string
}

var funders = withACHNames([]funder{
	{"Forward Financing", "mca", []string{"FORWARD FINANCING", "FORWARD FIN"}},
	{"OnDeck", "loan", []string{"ONDECK", "ON DECK CAPITAL", "ONDECK CAPITAL"}},
	{"Credibly", "mca", []string{"CREDIBLY", "RETAIL CAPITAL"}},
	{"Libertas Funding", "mca", []string{"LIBERTAS"}},
	{"Rapid Finance", "mca", []string{"RAPID FINANCE", "RAPID ADVANCE"}},
	{"Pearl Capital", "mca", []string{"PEARL CAPITAL", "PEARL CAP"}},
	{"Yellowstone Capital", "mca", []string{"YELLOWSTONE CAP"}},
	{"Everest Business Funding", "mca", []string{"EVEREST BUSINESS", "EBF"}},
	{"CAN Capital", "mca", []string{"CAN CAPITAL", "CAN"}},
	{"Fora Financial", "mca", []string{"FORA FINANCIAL", "FORA"}},
	{"Fundbox", "loan", []string{"FUNDBOX"}},
	{"Kabbage", "loan", []string{"KABBAGE"}},
	{"BlueVine", "loan", []string{"BLUEVINE"}},
	{"National Funding", "loan", []string{"NATIONAL FUNDING"}},
	{"SBA", "loan", []string{"SBA EIDL", "SBA LOAN"}},
	{"Square Capital", "mca", []string{"SQ CAPITAL", "SQUARE CAPITAL"}},
	{"PayPal Working Capital", "loan", []string{"PAYPAL WC", "PAYPAL WORKING CAPITAL", "LOANBUILDER"}},
})

var paymentMarker = regexp.MustCompile(`\b(ACH|DEBIT|PMT|PAYMENT|PYMT|WEB|CCD|FUNDING)\b`)

// achNameLen is the width of an ACH entry's company-name field: banks
// print the originator's name cut to it ("FORWARD FINANCIN").
const achNameLen = 16

// withACHNames adds to each funder its names as an ACH entry prints
// them, cut to the company-name field.
func withACHNames(fs []funder) []funder {
	for i, f := range fs {
		for _, a := range append([]string{strings.ToUpper(f.Name)}, f.Aliases...) {
			if len(a) > achNameLen && !strings.HasSuffix(a[:achNameLen], " ") {
				fs[i].Aliases = append(fs[i].Aliases, a[:achNameLen])
			}
		}
	}
	return fs
}

var aliasRes = func() map[string]*regexp.Regexp {
	m := map[string]*regexp.Regexp{}
	for _, f := range funders {
		for _, a := range f.Aliases {
			m[a] = regexp.MustCompile(`\b` + regexp.QuoteMeta(a) + `\b`)
		}
	}
	return m
}()

func matchFunder(desc string) (funder, bool) {
	u := strings.ToUpper(desc)
	for _, f := range funders {
		for _, a := range f.Aliases {
			// The substring test is cheap and rules out almost every
			// alias; the word-boundary pattern only confirms a hit.
			if !strings.Contains(u, a) || !aliasRes[a].MatchString(u) {
				continue
			}
			if len(a) < 5 && !paymentMarker.MatchString(u) {
				continue
			}
			return f, true
		}
	}
	return funder{}, false
}

var (
	// A payment the bank returned unpaid costs the same fee under other
	// names: "Returned payment fee", a UK "Returned direct debit fee" or
	// "Unpaid item charge", an Australian "Dishonour fee" and "Overdrawn
	// fee", a US core system's "Insufficient charge for 2 item/s", a
	// "Non-Sufficient Funds Fee" spelt out. UK
	// banks charge their monthly fee as "Commission for period", Square
	// settles abroad as Square Europe, Australia and Canada, and
	// PAYE is UK payroll tax.
	reNSF      = regexp.MustCompile(`\b(NSF|OVERDRAFT|INSUFFICIENT FUNDS|NON[- ]?SUFFICIENT FUNDS|INSUFFICIENT (ITEM )?(CHARGE|FEE)|OD FEE|OD ITEM|RETURNED ITEM FEE|RETURN ITEM FEE|RETURNED PAYMENT FEE|RETURNED DIRECT DEBIT FEE|UNPAID ITEMS? (CHARGE|FEE)|UNPAID DIRECT DEBIT (CHARGE|FEE)|DISHONOU?R(ED)? (ITEM )?FEE|OVERDRAWN FEE|COURTESY PAY|PRIVILEGE PAY)\b`)
	reReturned = regexp.MustCompile(`\b(RETURNED (DEPOSITED |DEPOSIT )?ITEMS?|RETURN ITEM|RETURNED CHECK|DEPOSIT(ED)? ITEM RETURNED|RETURN OF DEPOSITED|RETURNED DEPOSIT|RETURN(ED)? DEPOSIT(ED)? ITEMS?|(DEPOSITED )?CHECK RETURNED|RETURNED UNPAID|CHARGEBACK)\b`)
	// reChargeWord marks the bank's fee for an item, not the item.
	reChargeWord = regexp.MustCompile(`\b(FEE|CHARGE|CHG)\b`)
	reRefund     = regexp.MustCompile(`\b(REFUND|REVERSAL|REVERSED|REVERSE|REBATE|RETURN OF PURCHASE|PURCHASE RETURN|MERCHANDISE RETURN|POS RETURN|POS CR|POS CREDIT|CARD CREDIT|CARD RETURN|CRD RETURN)\b`)
	// A conversion between the account's own currency balances.
	reConvert  = regexp.MustCompile(`^CONVERTED [0-9,.]+ [A-Z]{3} TO [0-9,.]+ [A-Z]{3}\b`)
	reOwnXfer  = regexp.MustCompile(`\b(TRANSFER|XFER|TRNSFR|TRF)\b.*\b(FROM|FR|TO)\b.*(\b(SAV|SAVINGS|SV|CHK|CHECKING|ACCT|ACCOUNT|MMA|SHARE|SHARES|SHARE DRAFT)\b|\bX{2,}\d|\*{2,}\d|\.\.\.\d|[•·]{2,}\d)`)
	reCard     = regexp.MustCompile(`\b(SQUARE (INC|EUROPE|AUSTRALIA|CANADA|UK)|SQ \*|STRIPE|SHOPIFY|PAYPAL TRANSFER|CLOVER|TOAST|HEARTLAND|WORLDPAY|FIRST DATA|MERCHANT (SERVICE|BNKCD|BANKCARD|SETTLE)|BANKCARD|BNKCD|AMEX SETTLE|SETTLEMENT|(CARD|BALANCE) SALES)`)
	rePayroll  = regexp.MustCompile(`\b(PAYROLL|ADP|GUSTO|PAYCHEX|WAGE|WAGES|USATAXPYMT|EFTPS|PAYROLL TAX|941 TAX|PAYE)\b`)
	reFee      = regexp.MustCompile(`\b(COMMISSION FOR (THE )?PERIOD|ACCOUNT COMMISSION|SERVICE FEE|MONTHLY FEE|MAINTENANCE FEE|SERVICE CHARGES?|WIRE FEE|ACCOUNT FEE|FEE)\b`)
	reLoanPay  = regexp.MustCompile(`\b(LOAN PAYMENT|LOAN PMT|LOAN PYMT)\b`)
	reProceeds = regexp.MustCompile(`\b(LOAN PROCEEDS|LOAN DISBURSEMENT|ADVANCE FUNDING)\b`)
	// A credit union's "dividend" is a share account's interest.
	// A credit named "Interest payment" is the bank paying interest in.
	reNonOperate = regexp.MustCompile(`\b(INTEREST PAID|INTEREST EARNED|INTEREST CREDIT|INTEREST PAYMENT|DIVIDENDS?)\b`)
	// A credit on a card purchase line is the merchant's refund.
	reCardBuy = regexp.MustCompile(`\b(CHECKCARD|CHECK CARD|DEBIT CARD PURCHASE|POS PURCHASE)\b`)
	// A card network's name before CREDIT or RETURN ("VISA CREDIT STAPLES
	// ... CARD 3762") is how banks print a merchant's refund to the debit
	// card; a processor's settlement of card sales names the processor or
	// says settlement, never the network then credit.
	reNetworkCredit = regexp.MustCompile(`\b(VISA|MASTERCARD|MASTER CARD|MC) (CREDIT|RETURN)\b`)
	// A tax authority paying back is a refund, not revenue.
	reTaxRefund = regexp.MustCompile(`\b(TAX REF|TAX REFUND|IRS TREAS|US TREASURY TAX|GST/HST REFUND|HMRC REFUND|ATO REFUND)\b`)
)

// categorize assigns one category from the description and direction.
// Rules are ordered from the most specific to the most general.
func categorize(desc, dir string) string {
	u := strings.ToUpper(desc)
	f, isFunder := matchFunder(u)
	if dir == "credit" {
		switch {
		case isFunder || reProceeds.MatchString(u):
			return result.CatLoanProceeds
		case reOwnXfer.MatchString(u) || reConvert.MatchString(u):
			return result.CatOwnTransfer
		case reReturned.MatchString(u):
			return result.CatReturnedItem
		case reRefund.MatchString(u) || reTaxRefund.MatchString(u) || reCardBuy.MatchString(u) || reNetworkCredit.MatchString(u):
			return result.CatRefundReversal
		case reNonOperate.MatchString(u):
			return result.CatOther
		case reCard.MatchString(u) && !reGoodsSettle.MatchString(u):
			return result.CatCardSettlement
		}
		return result.CatRevenue
	}
	switch {
	case reReturned.MatchString(u) && !reChargeWord.MatchString(u):
		// The returned deposit itself ("DEPOSITED ITEM RETURNED NSF"),
		// not the bank's fee for it.
		return result.CatReturnedItem
	case reODFacility.MatchString(u):
		return result.CatFee
	case reNSF.MatchString(u) || reReturned.MatchString(u) || reNSFNames.MatchString(u):
		return result.CatNSFFee
	case isFunder && f.Kind == "mca":
		return result.CatMCAPayment
	case isFunder || reLoanPay.MatchString(u) || reLoanPayNames.MatchString(u):
		return result.CatLoanPayment
	case reOwnXfer.MatchString(u) || reConvert.MatchString(u):
		return result.CatOwnTransfer
	case reReturned.MatchString(u):
		return result.CatReturnedItem
	case rePayroll.MatchString(u):
		return result.CatPayroll
	case reFee.MatchString(u) || reFeeNames.MatchString(u):
		return result.CatFee
	}
	return result.CatOther
}

func isRevenue(cat string) bool { return cat == result.CatRevenue || cat == result.CatCardSettlement }

// txn is the resolved internal form of a transaction.
type txn struct {
	Date     time.Time
	Desc     string
	Cents    int64
	Dir      string
	Category string
	Balance  *int64
	Flagged  bool
	CheckNo  string
	Page     int
	// Printed is the printed date of a row whose date is not a real
	// calendar day; Date is then only its neighbour's, for the arithmetic.
	Printed string
	// Refund says the bank's own Type column calls the row a refund or
	// a reversal.
	Refund bool
	// Fee says the bank's own Type column calls the row a fee.
	Fee bool
	// NSF says the bank's own Type column calls the row an NSF charge.
	NSF bool
}

func (t txn) signed() int64 {
	if t.Dir == "debit" {
		return -t.Cents
	}
	return t.Cents
}

// dailyBalances returns the end-of-day balance for every calendar day of
// the period, carrying the last balance over days without activity.
func dailyBalances(opening int64, txns []txn, start, end time.Time) []int64 {
	sorted := append([]txn(nil), txns...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Date.Before(sorted[j].Date) })
	var out []int64
	bal := opening
	i := 0
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		for i < len(sorted) && !sorted[i].Date.After(d) {
			bal += sorted[i].signed()
			i++
		}
		out = append(out, bal)
	}
	return out
}

func monthlySummary(daily []int64, txns []txn, start, end time.Time) []result.MonthSummary {
	var out []result.MonthSummary
	idx := map[string]int{}
	for i, d := 0, start; !d.After(end); i, d = i+1, d.AddDate(0, 0, 1) {
		k := d.Format("2006-01")
		j, ok := idx[k]
		if !ok {
			out = append(out, result.MonthSummary{Month: k})
			j = len(out) - 1
			idx[k] = j
		}
		m := &out[j]
		m.Days++
		m.AverageBalance += float64(daily[i])
		m.EndingBalance = float64(daily[i]) / 100
		if daily[i] < 0 {
			m.NegativeDays++
		}
	}
	for _, t := range txns {
		j, ok := idx[t.Date.Format("2006-01")]
		if !ok {
			continue
		}
		m := &out[j]
		if t.Dir == "credit" {
			m.Deposits += float64(t.Cents)
			m.NumberOfDeposits++
			if isRevenue(t.Category) {
				m.Revenue += float64(t.Cents)
			}
		} else {
			m.Withdrawals += float64(t.Cents)
			m.NumberOfWithdrawals++
		}
		if t.Category == result.CatNSFFee {
			m.NumberOfNSF++
		}
	}
	for i := range out {
		m := &out[i]
		m.AverageBalance = round2(m.AverageBalance / float64(m.Days) / 100)
		m.Deposits = round2(m.Deposits / 100)
		m.Withdrawals = round2(m.Withdrawals / 100)
		m.Revenue = round2(m.Revenue / 100)
	}
	return out
}

func round2(v float64) float64 {
	if v < 0 {
		return -float64(int64(-v*100+0.5)) / 100
	}
	return float64(int64(v*100+0.5)) / 100
}

var digitsRe = regexp.MustCompile(`[0-9#*]+`)

// debtOutflows groups lender payments: first by the funder list, then by
// rhythm for lenders not on it (the same amount debited at least four
// times on a daily or weekly cadence from the same payee).
func debtOutflows(txns []txn) []result.DebtOutflow {
	type group struct {
		name, kind, source string
		ts                 []txn
	}
	groups := map[string]*group{}
	var order []string
	add := func(key, name, kind, source string, t txn) {
		g, ok := groups[key]
		if !ok {
			g = &group{name: name, kind: kind, source: source}
			groups[key] = g
			order = append(order, key)
		}
		g.ts = append(g.ts, t)
	}
	unknown := map[string][]txn{}
	var unknownOrder []string
	for _, t := range txns {
		if t.Dir != "debit" {
			continue
		}
		if f, ok := matchFunder(t.Desc); ok && t.Category != result.CatNSFFee {
			add("f:"+f.Name, f.Name, f.Kind, "funder_list", t)
			continue
		}
		if t.Category != result.CatOther && t.Category != result.CatLoanPayment {
			continue
		}
		key := strings.Join(strings.Fields(digitsRe.ReplaceAllString(strings.ToUpper(t.Desc), "")), " ")
		if _, ok := unknown[key]; !ok {
			unknownOrder = append(unknownOrder, key)
		}
		unknown[key] = append(unknown[key], t)
	}
	for _, key := range unknownOrder {
		ts := unknown[key]
		if len(ts) < 4 {
			continue
		}
		same := true
		for _, t := range ts {
			if t.Cents != ts[0].Cents {
				same = false
			}
		}
		if !same {
			continue
		}
		freq := frequency(ts)
		if freq != "daily" && freq != "weekly" {
			continue
		}
		for _, t := range ts {
			add("u:"+key, titleCase(key), "mca", "payment_rhythm", t)
		}
	}
	var out []result.DebtOutflow
	for _, k := range order {
		g := groups[k]
		var total int64
		amts := make([]int64, len(g.ts))
		for i, t := range g.ts {
			total += t.Cents
			amts[i] = t.Cents
		}
		sort.Slice(amts, func(i, j int) bool { return amts[i] < amts[j] })
		first, last := g.ts[0].Date, g.ts[0].Date
		for _, t := range g.ts {
			if t.Date.Before(first) {
				first = t.Date
			}
			if t.Date.After(last) {
				last = t.Date
			}
		}
		out = append(out, result.DebtOutflow{Name: g.name, Kind: g.kind, Frequency: frequency(g.ts),
			TypicalAmount: float64(amts[len(amts)/2]) / 100, Count: len(g.ts), Total: float64(total) / 100,
			FirstDate: first.Format("2006-01-02"), LastDate: last.Format("2006-01-02"), Source: g.source})
	}
	return out
}

// frequency is the payment cadence of a payee's rows (result.Cadence).
func frequency(ts []txn) string {
	ds := make([]time.Time, len(ts))
	for i, t := range ts {
		ds[i] = t.Date
	}
	return result.Cadence(ds)
}

func titleCase(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}
