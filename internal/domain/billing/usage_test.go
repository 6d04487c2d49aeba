package billing_test

import (
	"context"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
)

func TestUsage(t *testing.T) {
	ctx := context.Background()
	svc, st := newService(t, 0)
	now := t0
	svc.Now = func() time.Time { return now }
	org := account.Org{ID: "org"}
	if err := st.Adjust(ctx, "org", 10, billing.KindGrant, "welcome", now.AddDate(0, 0, -40)); err != nil {
		t.Fatal(err)
	}
	if err := st.Adjust(ctx, "org", 5, billing.KindGrant, "more", now.AddDate(0, 0, -2)); err != nil {
		t.Fatal(err)
	}
	now = t0.AddDate(0, 0, -1)
	if err := svc.Charge(ctx, org, recs("a", "b")); err != nil {
		t.Fatal(err)
	}
	now = t0
	if err := svc.Charge(ctx, org, recs("c")); err != nil {
		t.Fatal(err)
	}
	days, err := svc.Usage(ctx, "org", 30)
	if err != nil {
		t.Fatal(err)
	}
	day := func(d int) string { return t0.AddDate(0, 0, d).Format(time.DateOnly) }
	want := []billing.UsageDay{
		{Day: day(0), Documents: 1, Net: -1},
		{Day: day(-1), Documents: 2, Net: -2},
		{Day: day(-2), Added: 5, Net: 5},
	}
	if len(days) != len(want) {
		t.Fatalf("days = %+v, want %+v (the grant 40 days ago is outside)", days, want)
	}
	for i := range want {
		if days[i] != want[i] {
			t.Errorf("day %d = %+v, want %+v", i, days[i], want[i])
		}
	}
}
