package rollup

import (
	"maps"
	"slices"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// monthly computes each account-month from the statement used for it, the
// business months, revenue and its trend, and debt service.
//
// Deposits, withdrawals, balances, NSF and negative days are the used
// statement's monthly_summary; revenue is recomputed from its rows,
// without transfers between the client's accounts.
func (c *computer) monthly(positions []*position) {
	r := c.res
	p := &r.Profile
	type amKey struct {
		acct  *acct
		month string
	}
	rev, own, debt := map[amKey]int64{}, map[amKey]int64{}, map[amKey]int64{}
	for _, w := range c.works {
		k := amKey{w.acct, w.month}
		switch {
		case w.credit && w.own:
			own[k] += w.cents
		case w.credit && result.IsRevenue(w.cat):
			rev[k] += w.cents
		case !w.credit && w.position != nil:
			debt[k] += w.cents
		}
	}
	business := map[string]*BusinessMonth{}
	bRev, bDebt := map[string]int64{}, map[string]int64{}
	var covered []span
	var totalRev int64
	for _, a := range c.accts {
		for _, m := range slices.Sorted(maps.Keys(a.winners)) {
			w := a.winners[m]
			ms := w.months[m]
			k := amKey{a, m}
			am := AccountMonth{
				AccountID: a.out.ID, Month: m, DocumentID: w.doc.ID, Days: ms.Days,
				Revenue: money(rev[k]), Deposits: ms.Deposits, Withdrawals: ms.Withdrawals,
				AverageDailyBalance: ms.AverageBalance, EndingBalance: ms.EndingBalance,
				NSFCount: ms.NumberOfNSF, NegativeDays: ms.NegativeDays, DebtPayments: money(debt[k]), OwnTransfersIn: money(own[k]),
			}
			r.Monthly = append(r.Monthly, am)
			totalRev += rev[k]
			b, ok := business[m]
			if !ok {
				b = &BusinessMonth{Month: m}
				business[m] = b
			}
			b.Accounts++
			b.Days = max(b.Days, ms.Days)
			bRev[m] += rev[k]
			bDebt[m] += debt[k]
			b.Deposits += ms.Deposits
			b.Withdrawals += ms.Withdrawals
			b.AverageDailyBalance += ms.AverageBalance
			b.EndingBalance += ms.EndingBalance
			b.NSFCount += ms.NumberOfNSF
			b.NegativeDays += ms.NegativeDays
			p.NSFCount += ms.NumberOfNSF
			p.NegativeDays += ms.NegativeDays
			if w.hasPeriod {
				first, _ := time.Parse("2006-01", m)
				last := first.AddDate(0, 1, -1)
				covered = append(covered, span{maxTime(first, w.start), minTime(last, w.end)})
			}
		}
	}
	p.Monthly = []BusinessMonth{}
	for _, m := range slices.Sorted(maps.Keys(business)) {
		b := business[m]
		b.Revenue, b.DebtPayments = money(bRev[m]), money(bDebt[m])
		b.Deposits, b.Withdrawals = round2(b.Deposits), round2(b.Withdrawals)
		b.AverageDailyBalance, b.EndingBalance = round2(b.AverageDailyBalance), round2(b.EndingBalance)
		b.DebtShare = ratio(bDebt[m], bRev[m])
		p.Monthly = append(p.Monthly, *b)
		p.Months = append(p.Months, m)
	}
	p.Months = nonNil(p.Months)
	p.CoveredDays = unionDays(covered)
	if len(c.used) > 0 {
		v := money(totalRev)
		p.TrueRevenue = &v
		if p.CoveredDays > 0 {
			e := round2(v * 30.4375 / float64(p.CoveredDays))
			p.EstimatedMonthly = &e
		}
	}
	p.RevenueTrend = trend(p.Monthly)

	p.MCAPositions = []Position{}
	var totalDebt int64
	var activeMonthly float64
	for _, ps := range positions {
		p.MCAPositions = append(p.MCAPositions, ps.out)
		totalDebt += cents(ps.out.TotalPaid)
		if ps.out.Active {
			activeMonthly += ps.out.EstimatedMonthlyPayment
		}
	}
	p.Stacking = stacking(positions)
	p.DebtService = DebtService{TotalPayments: money(totalDebt), ShareOfRevenue: ratio(totalDebt, totalRev), ActiveMonthlyPayments: round2(activeMonthly)}
	if p.EstimatedMonthly != nil && *p.EstimatedMonthly > 0 {
		v := float64(int64(activeMonthly / *p.EstimatedMonthly * 10000 + 0.5)) / 10000
		p.DebtService.ActiveShare = &v
	}
}

// ratio is a/b with four decimals, nil when b is not positive.
func ratio(a, b int64) *float64 {
	if b <= 0 {
		return nil
	}
	v := float64(int64(float64(a)/float64(b)*10000+0.5)) / 10000
	return &v
}

type span struct{ from, to time.Time }

// unionDays counts the calendar days covered by at least one span.
func unionDays(spans []span) int {
	slices.SortFunc(spans, func(a, b span) int { return a.from.Compare(b.from) })
	n := 0
	var cur *span
	for i := range spans {
		s := spans[i]
		if s.to.Before(s.from) {
			continue
		}
		if cur != nil && !s.from.After(cur.to.AddDate(0, 0, 1)) {
			if s.to.After(cur.to) {
				cur.to = s.to
			}
			continue
		}
		if cur != nil {
			n += days(*cur)
		}
		cur = &span{s.from, s.to}
	}
	if cur != nil {
		n += days(*cur)
	}
	return n
}

func days(s span) int { return int(s.to.Sub(s.from).Hours()/24) + 1 }

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// Trend thresholds: a change of more than 5 % of the mean per month is a
// direction, anything smaller is stable.
const trendThreshold = 0.05

// trend fits a least-squares line through monthly revenue normalized to
// whole months (a month the statements cover for 17 days counts
// revenue × days in month / 17), over the months' calendar positions.
func trend(months []BusinessMonth) Trend {
	t := Trend{Direction: "insufficient_data"}
	var xs, ys []float64
	var base time.Time
	for i, m := range months {
		mt, err := time.Parse("2006-01", m.Month)
		if err != nil || m.Days == 0 {
			continue
		}
		if i == 0 || base.IsZero() {
			base = mt
		}
		full := mt.AddDate(0, 1, -1).Day()
		xs = append(xs, float64((mt.Year()-base.Year())*12+int(mt.Month())-int(base.Month())))
		ys = append(ys, m.Revenue*float64(full)/float64(m.Days))
	}
	if len(xs) < 2 {
		return t
	}
	var sx, sy float64
	for i := range xs {
		sx += xs[i]
		sy += ys[i]
	}
	n := float64(len(xs))
	mx, my := sx/n, sy/n
	var num, den float64
	for i := range xs {
		num += (xs[i] - mx) * (ys[i] - my)
		den += (xs[i] - mx) * (xs[i] - mx)
	}
	if den == 0 {
		return t
	}
	slope := round2(num / den)
	t.SlopePerMonth = &slope
	t.Direction = "stable"
	if my > 0 {
		rate := float64(int64(num/den/my*10000+0.5*sign(num))) / 10000
		t.ChangeRate = &rate
		switch {
		case rate > trendThreshold:
			t.Direction = "growing"
		case rate < -trendThreshold:
			t.Direction = "declining"
		}
	}
	return t
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}
