package billing

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
)

// UsageDay is one UTC day of an organization's ledger.
type UsageDay struct {
	Day string // YYYY-MM-DD
	// Documents is the documents charged that day, Refunded those of
	// them (or of earlier days) refunded that day.
	Documents int64
	Refunded  int64
	// Added is the credits granted, adjusted or bought that day (an
	// adjustment may be negative).
	Added int64
	// Net is the day's change of the balance.
	Net int64
}

// Usage returns an organization's ledger summed by UTC day over the last
// days days (today included), newest first; days without entries are
// left out. The ledger is the record of every change of the balance, so
// this is the same account the balance is.
func (s *Service) Usage(ctx context.Context, orgID string, days int) ([]UsageDay, error) {
	entries, err := s.Store.Ledger(ctx, orgID)
	if err != nil {
		return nil, fmt.Errorf("billing: ledger of %s: %w", orgID, err)
	}
	from := s.now().Truncate(24*time.Hour).AddDate(0, 0, 1-days)
	byDay := map[string]*UsageDay{}
	for _, e := range entries {
		if e.CreatedAt.Before(from) {
			continue
		}
		key := e.CreatedAt.UTC().Format(time.DateOnly)
		d := byDay[key]
		if d == nil {
			d = &UsageDay{Day: key}
			byDay[key] = d
		}
		switch e.Kind {
		case KindCharge:
			d.Documents -= e.Amount
		case KindRefund:
			d.Refunded += e.Amount
		default:
			d.Added += e.Amount
		}
		d.Net += e.Amount
	}
	out := make([]UsageDay, 0, len(byDay))
	for _, d := range byDay {
		out = append(out, *d)
	}
	slices.SortFunc(out, func(a, b UsageDay) int { return strings.Compare(b.Day, a.Day) })
	return out, nil
}
