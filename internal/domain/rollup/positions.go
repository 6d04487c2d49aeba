package rollup

import (
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// position is one funder or lender paid from one account.
type position struct {
	out      Position
	acct     *acct
	payments []*work
	fundings []*work
}

// Grace after a position's last payment, by cadence, within which it is
// still active at the end of the account's coverage: a week of business
// days for daily payments, two missed weeks for weekly, a month and a few
// days for monthly.
var activeGrace = map[string]int{"daily": 5, "weekly": 10, "monthly": 35}

// Payments per month of each cadence (260 business days, 52 weeks a year).
var perMonth = map[string]float64{"daily": 260.0 / 12, "weekly": 52.0 / 12, "monthly": 1}

// positions attributes the debits of the used account-months to the
// funders and lenders each statement's debt_outflows name: a payment goes
// to the outflow whose name its description contains, else to the one
// whose dates and amount it fits; a payment to an unknown lender (found by
// its rhythm) to the outflow of the same payee. Payments are counted from
// the transactions, so a payment in two overlapping statements counts
// once.
func (c *computer) positions() []*position {
	byKey := map[string]*position{}
	var out []*position
	for _, w := range c.works {
		if w.credit || w.own {
			continue
		}
		name, kind, source := matchOutflow(w)
		if name == "" {
			continue
		}
		k := name + "\x00" + kind + "\x00" + w.acct.out.ID
		p, ok := byKey[k]
		if !ok {
			p = &position{acct: w.acct, out: Position{ID: c.id("pos_", 16, name, kind, w.acct.out.ID), Funder: name, Kind: kind,
				AccountID: w.acct.out.ID, Source: source}}
			byKey[k] = p
			out = append(out, p)
		}
		p.payments = append(p.payments, w)
		w.position = p
	}
	for _, w := range c.works {
		if !w.credit || w.cat != result.CatLoanProceeds {
			continue
		}
		u := strings.ToUpper(w.desc)
		for _, p := range out {
			if p.acct == w.acct && strings.Contains(u, strings.ToUpper(p.out.Funder)) {
				p.fundings = append(p.fundings, w)
				break
			}
		}
	}
	for _, p := range out {
		p.summarize()
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].out.FirstSeen != out[j].out.FirstSeen {
			return out[i].out.FirstSeen < out[j].out.FirstSeen
		}
		return out[i].out.Funder < out[j].out.Funder
	})
	return out
}

func (p *position) summarize() {
	amts := make([]int64, 0, len(p.payments))
	var dates []time.Time
	var total int64
	for _, w := range p.payments {
		amts = append(amts, w.cents)
		total += w.cents
		if w.hasDate {
			dates = append(dates, w.date)
		}
	}
	sort.Slice(amts, func(i, j int) bool { return amts[i] < amts[j] })
	sort.Slice(dates, func(i, j int) bool { return dates[i].Before(dates[j]) })
	o := &p.out
	o.PaymentsCount = len(p.payments)
	o.TotalPaid = money(total)
	o.Payment = money(amts[len(amts)/2])
	o.Cadence = result.Cadence(dates)
	o.EstimatedMonthlyPayment = round2(o.Payment * perMonth[o.Cadence])
	if len(dates) > 0 {
		o.FirstSeen, o.LastSeen = dates[0].Format(day), dates[len(dates)-1].Format(day)
		o.Active = !p.acct.end.IsZero() && !dates[len(dates)-1].Before(p.acct.end.AddDate(0, 0, -activeGrace[o.Cadence]))
	}
	if len(p.fundings) > 0 {
		var sum int64
		latest := p.fundings[0]
		for _, f := range p.fundings {
			sum += f.cents
			if f.date.After(latest.date) {
				latest = f
			}
		}
		v := money(sum)
		o.FundedAmount = &v
		o.FundedDate = latest.row.Date
	}
}

var digitsRe = regexp.MustCompile(`[0-9#*]+`)

// rhythmKey is the payee key the statement engine names unknown lenders
// by: the description without digits, in title case.
func rhythmKey(desc string) string {
	ws := strings.Fields(strings.ToLower(digitsRe.ReplaceAllString(strings.ToUpper(desc), "")))
	for i, w := range ws {
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}

// matchOutflow names the funder or lender a debit pays, or "" when it is
// not a debt payment.
func matchOutflow(w *work) (name, kind, source string) {
	outs := w.ref.st.DebtOutflows
	switch w.cat {
	case result.CatMCAPayment, result.CatLoanPayment:
		u := strings.ToUpper(w.desc)
		var fits []*result.DebtOutflow
		for i := range outs {
			o := &outs[i]
			if o.Source == "payment_rhythm" {
				continue
			}
			if strings.Contains(u, strings.ToUpper(o.Name)) {
				return o.Name, o.Kind, o.Source
			}
			if w.hasDate && o.FirstDate <= w.date.Format(day) && w.date.Format(day) <= o.LastDate {
				fits = append(fits, o)
			}
		}
		for _, o := range fits {
			if cents(o.TypicalAmount) == w.cents {
				return o.Name, o.Kind, o.Source
			}
		}
		if len(fits) > 0 {
			return fits[0].Name, fits[0].Kind, fits[0].Source
		}
		kind = "mca"
		if w.cat == result.CatLoanPayment {
			kind = "loan"
		}
		return rhythmKey(w.desc), kind, "category"
	case result.CatOther:
		key := rhythmKey(w.desc)
		for i := range outs {
			if o := &outs[i]; o.Source == "payment_rhythm" && o.Name == key {
				return o.Name, o.Kind, o.Source
			}
		}
	}
	return "", "", ""
}

// stacking describes concurrent MCA positions (loans do not stack).
func stacking(ps []*position) Stacking {
	s := Stacking{Overlaps: []Overlap{}}
	var mca []*position
	for _, p := range ps {
		if p.out.Kind == "mca" && p.out.FirstSeen != "" {
			mca = append(mca, p)
			if p.out.Active {
				s.ActivePositions++
			}
		}
	}
	for _, p := range mca {
		n := 0
		for _, o := range mca {
			if o.out.FirstSeen <= p.out.FirstSeen && o.out.LastSeen >= p.out.FirstSeen {
				n++
			}
		}
		s.MaxConcurrent = max(s.MaxConcurrent, n)
	}
	for i, a := range mca {
		for _, b := range mca[i+1:] {
			from, to := max(a.out.FirstSeen, b.out.FirstSeen), min(a.out.LastSeen, b.out.LastSeen)
			if from <= to {
				s.Overlaps = append(s.Overlaps, Overlap{Positions: []string{a.out.ID, b.out.ID}, From: from, To: to})
			}
		}
	}
	s.Stacked = s.MaxConcurrent >= 2
	s.CurrentlyStacked = s.ActivePositions >= 2
	return s
}
