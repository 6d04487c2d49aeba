package billing

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/apperr"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func newService(balance int64) (*Service, *memStore) {
	st := newMemStore()
	st.balance["org"] = balance
	return &Service{Store: st, TopUp: 10, Now: func() time.Time { return t0 }}, st
}

func kinds(es []Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, fmt.Sprintf("%s:%d", e.Kind, e.Amount))
	}
	return out
}

func TestCharge(t *testing.T) {
	tests := []struct {
		name        string
		balance     int64
		pack        int64
		org         account.Org
		docs        []string
		wantCode    string
		wantBalance int64
		wantLedger  []string
		wantTopUp   int64
	}{
		{name: "enough credits", balance: 3, pack: 10, org: account.Org{ID: "org"}, docs: []string{"d1"},
			wantBalance: 2, wantLedger: []string{"charge:-1"}},
		{name: "exactly enough for several", balance: 2, pack: 10, org: account.Org{ID: "org"}, docs: []string{"d1", "d2"},
			wantBalance: 0, wantLedger: []string{"charge:-1", "charge:-1"}},
		{name: "none and auto top-up off", balance: 0, pack: 10, org: account.Org{ID: "org", PaymentCustomer: "cus_1"}, docs: []string{"d1"},
			wantCode: "insufficient_credits", wantBalance: 0},
		{name: "auto top-up without customer", balance: 0, pack: 10, org: account.Org{ID: "org", AutoTopUp: true}, docs: []string{"d1"},
			wantCode: "no_payment_customer", wantBalance: 0},
		{name: "auto top-up one pack", balance: 0, pack: 10, org: account.Org{ID: "org", AutoTopUp: true, PaymentCustomer: "cus_1"}, docs: []string{"d1"},
			wantBalance: 9, wantLedger: []string{"top_up:10", "charge:-1"}, wantTopUp: 10},
		{name: "auto top-up whole packs when cost exceeds a pack", balance: 0, pack: 2, org: account.Org{ID: "org", AutoTopUp: true, PaymentCustomer: "cus_1"},
			docs: []string{"d1", "d2", "d3", "d4", "d5"}, wantBalance: 1,
			wantLedger: []string{"top_up:6", "charge:-1", "charge:-1", "charge:-1", "charge:-1", "charge:-1"}, wantTopUp: 6},
		{name: "partial balance plus top-up", balance: 1, pack: 10, org: account.Org{ID: "org", AutoTopUp: true, PaymentCustomer: "cus_1"}, docs: []string{"d1", "d2"},
			wantBalance: 9, wantLedger: []string{"top_up:10", "charge:-1", "charge:-1"}, wantTopUp: 10},
		{name: "zero pack size treated as one", balance: 0, pack: 0, org: account.Org{ID: "org", AutoTopUp: true, PaymentCustomer: "cus_1"}, docs: []string{"d1", "d2"},
			wantBalance: 0, wantLedger: []string{"top_up:2", "charge:-1", "charge:-1"}, wantTopUp: 2},
		{name: "no documents is free", balance: 0, pack: 10, org: account.Org{ID: "org"}, docs: nil, wantBalance: 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			svc, st := newService(tc.balance)
			svc.TopUp = tc.pack
			err := svc.Charge(context.Background(), tc.org, tc.docs)
			if tc.wantCode != "" {
				e, ok := apperr.As(err)
				if !ok || e.Code != tc.wantCode || e.Kind != apperr.PaymentRequired {
					t.Fatalf("err = %v, want %s (402)", err, tc.wantCode)
				}
			} else if err != nil {
				t.Fatalf("Charge: %v", err)
			}
			if st.balance["org"] != tc.wantBalance {
				t.Fatalf("balance = %d, want %d", st.balance["org"], tc.wantBalance)
			}
			got := kinds(st.ledger)
			if fmt.Sprint(got) != fmt.Sprint(tc.wantLedger) {
				t.Fatalf("ledger = %v, want %v", got, tc.wantLedger)
			}
			for _, e := range st.ledger {
				if e.Kind == KindTopUp && (e.PaymentCustomer != "cus_1" || e.Amount != tc.wantTopUp) {
					t.Fatalf("top-up entry = %+v", e)
				}
				if !e.CreatedAt.Equal(t0) {
					t.Fatalf("entry time %v, want injected clock", e.CreatedAt)
				}
			}
		})
	}
}

func TestChargeSameDocumentTwice(t *testing.T) {
	for _, autoTopUp := range []bool{false, true} {
		t.Run(fmt.Sprint("autoTopUp=", autoTopUp), func(t *testing.T) {
			svc, st := newService(1)
			org := account.Org{ID: "org", AutoTopUp: autoTopUp, PaymentCustomer: "cus_1"}
			ctx := context.Background()
			if err := svc.Charge(ctx, org, []string{"doc"}); err != nil {
				t.Fatal(err)
			}
			err := svc.Charge(ctx, org, []string{"doc"})
			if err == nil {
				t.Fatal("second charge of the same document succeeded")
			}
			if autoTopUp {
				// The balance is 0 so the top-up path runs; it must
				// still refuse the duplicate, writing nothing.
				if !errors.Is(err, ErrAlreadyCharged) {
					t.Fatalf("err = %v, want ErrAlreadyCharged", err)
				}
			}
			charges := 0
			for _, e := range st.ledger {
				if e.DocumentID == "doc" && e.Kind == KindCharge {
					charges++
				}
				if e.Kind == KindTopUp {
					t.Fatalf("top-up written for a refused duplicate: %v", kinds(st.ledger))
				}
			}
			if charges != 1 || st.balance["org"] != 0 {
				t.Fatalf("charges = %d, balance = %d", charges, st.balance["org"])
			}
		})
	}
}

func TestChargeDuplicateWithCreditsLeft(t *testing.T) {
	svc, st := newService(5)
	org := account.Org{ID: "org"}
	ctx := context.Background()
	if err := svc.Charge(ctx, org, []string{"doc"}); err != nil {
		t.Fatal(err)
	}
	err := svc.Charge(ctx, org, []string{"doc", "other"})
	if !errors.Is(err, ErrAlreadyCharged) {
		t.Fatalf("err = %v", err)
	}
	if st.balance["org"] != 4 || len(st.ledger) != 1 {
		t.Fatalf("a batch containing a charged document moved the balance: %d %v", st.balance["org"], kinds(st.ledger))
	}
}

func TestChargeConcurrentDuplicates(t *testing.T) {
	svc, st := newService(100)
	org := account.Org{ID: "org"}
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok := 0
	for range 20 {
		wg.Go(func() {
			if svc.Charge(context.Background(), org, []string{"doc"}) == nil {
				mu.Lock()
				ok++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if ok != 1 || st.balance["org"] != 99 {
		t.Fatalf("successful charges = %d, balance = %d", ok, st.balance["org"])
	}
}

func TestChargeStoreErrorIsWrapped(t *testing.T) {
	svc, st := newService(5)
	st.Err = errors.New("boom")
	err := svc.Charge(context.Background(), account.Org{ID: "org"}, []string{"d"})
	if err == nil || !errors.Is(err, st.Err) {
		t.Fatalf("err = %v", err)
	}
	if _, ok := apperr.As(err); ok {
		t.Fatal("store failure must not be a client error")
	}
}

func TestRefundOnce(t *testing.T) {
	svc, st := newService(2)
	ctx := context.Background()
	if err := svc.Charge(ctx, account.Org{ID: "org"}, []string{"doc"}); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if err := svc.Refund(ctx, "org", "doc"); err != nil {
			t.Fatalf("refund %d: %v", i, err)
		}
	}
	if err := svc.Refund(ctx, "org", "never-charged"); err != nil {
		t.Fatal(err)
	}
	if st.balance["org"] != 2 {
		t.Fatalf("balance = %d, want 2 (one refund)", st.balance["org"])
	}
	want := []string{"charge:-1", "refund:1"}
	if fmt.Sprint(kinds(st.ledger)) != fmt.Sprint(want) {
		t.Fatalf("ledger = %v, want %v", kinds(st.ledger), want)
	}
}
