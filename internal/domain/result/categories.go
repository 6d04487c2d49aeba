package result

import (
	"sort"
	"time"
)

// Categories of a transaction. true_revenue counts only CatRevenue and
// CatCardSettlement credits (docs/parsing.md); the rollup reads the same
// values.
const (
	CatRevenue        = "revenue"
	CatCardSettlement = "card_settlement"
	CatOwnTransfer    = "own_transfer"
	CatLoanProceeds   = "loan_proceeds" // loan and MCA funding
	CatMCAPayment     = "mca_payment"
	CatLoanPayment    = "loan_payment"
	CatNSFFee         = "nsf_fee" // NSF and overdraft fees
	CatReturnedItem   = "returned_item"
	CatRefundReversal = "refund_reversal"
	CatPayroll        = "payroll"
	CatFee            = "fee"
	CatOther          = "other"
)

// IsRevenue reports whether a credit of category cat is revenue.
func IsRevenue(cat string) bool { return cat == CatRevenue || cat == CatCardSettlement }

// Payment cadences of a debt outflow (DebtOutflow.Frequency).
const (
	Daily   = "daily"
	Weekly  = "weekly"
	Monthly = "monthly"
)

// Cadence is the rhythm of a series of payment dates: the median gap
// between distinct dates, up to 3 days daily (business days with
// weekends between), up to 10 days weekly, else monthly. One date, or
// none, is monthly. The statement engine names a payee's rhythm and the
// rollup judges whether a position is still active by the same rule.
func Cadence(dates []time.Time) string {
	ds := append([]time.Time(nil), dates...)
	sort.Slice(ds, func(i, j int) bool { return ds[i].Before(ds[j]) })
	var gaps []float64
	for i := 1; i < len(ds); i++ {
		if g := ds[i].Sub(ds[i-1]).Hours() / 24; g > 0 {
			gaps = append(gaps, g)
		}
	}
	if len(gaps) == 0 {
		return Monthly
	}
	sort.Float64s(gaps)
	switch med := gaps[len(gaps)/2]; {
	case med <= 3:
		return Daily
	case med <= 10:
		return Weekly
	}
	return Monthly
}
