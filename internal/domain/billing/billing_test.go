package billing_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// newService returns a Service over a store holding the organization
// "org" with balance credits.
func newService(t *testing.T, balance int64) (*billing.Service, *fakestore.Accounts) {
	t.Helper()
	st := fakestore.NewAccounts()
	if err := st.CreateOrg(context.Background(), account.Org{ID: "org", Credits: balance}); err != nil {
		t.Fatal(err)
	}
	return &billing.Service{Store: st, TopUp: 10, Now: func() time.Time { return t0 }}, st
}

// balance and ledger read back the organization "org".
func balance(t *testing.T, st *fakestore.Accounts) int64 {
	t.Helper()
	o, err := st.GetOrg(context.Background(), "org")
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

func ledger(t *testing.T, st *fakestore.Accounts) []billing.Entry {
	t.Helper()
	es, err := st.Ledger(context.Background(), "org")
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// recs returns pending records of "org" with the given ids.
func recs(ids ...string) []analysis.Analysis {
	var out []analysis.Analysis
	for _, id := range ids {
		out = append(out, analysis.Analysis{ID: id, OrgID: "org", Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
			ObjectKey: analysis.UploadKey(id), CreatedAt: t0, UpdatedAt: t0, Deadline: t0.Add(time.Hour)})
	}
	return out
}

func kinds(es []billing.Entry) []string {
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
			svc, st := newService(t, tc.balance)
			svc.TopUp = tc.pack
			err := svc.Charge(context.Background(), tc.org, recs(tc.docs...))
			if tc.wantCode != "" {
				e, ok := apperr.As(err)
				if !ok || e.Code != tc.wantCode || e.Kind != apperr.PaymentRequired {
					t.Fatalf("err = %v, want %s (402)", err, tc.wantCode)
				}
			} else if err != nil {
				t.Fatalf("Charge: %v", err)
			}
			if balance(t, st) != tc.wantBalance {
				t.Fatalf("balance = %d, want %d", balance(t, st), tc.wantBalance)
			}
			// The records are written with their charges, or not at all.
			charges := 0
			for _, k := range tc.wantLedger {
				if k == "charge:-1" {
					charges++
				}
			}
			if got := len(st.Analyses().All()); got != charges {
				t.Fatalf("%d records written, want %d (one per charge)", got, charges)
			}
			got := kinds(ledger(t, st))
			if fmt.Sprint(got) != fmt.Sprint(tc.wantLedger) {
				t.Fatalf("ledger = %v, want %v", got, tc.wantLedger)
			}
			for _, e := range ledger(t, st) {
				if e.Kind == billing.KindTopUp && (e.PaymentCustomer != "cus_1" || e.Amount != tc.wantTopUp) {
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
			svc, st := newService(t, 1)
			org := account.Org{ID: "org", AutoTopUp: autoTopUp, PaymentCustomer: "cus_1"}
			ctx := context.Background()
			if err := svc.Charge(ctx, org, recs("doc")); err != nil {
				t.Fatal(err)
			}
			err := svc.Charge(ctx, org, recs("doc"))
			if err == nil {
				t.Fatal("second charge of the same document succeeded")
			}
			if autoTopUp {
				// The balance is 0 so the top-up path runs; it must
				// still refuse the duplicate, writing nothing.
				if !errors.Is(err, billing.ErrAlreadyCharged) {
					t.Fatalf("err = %v, want ErrAlreadyCharged", err)
				}
			}
			charges := 0
			for _, e := range ledger(t, st) {
				if e.DocumentID == "doc" && e.Kind == billing.KindCharge {
					charges++
				}
				if e.Kind == billing.KindTopUp {
					t.Fatalf("top-up written for a refused duplicate: %v", kinds(ledger(t, st)))
				}
			}
			if charges != 1 || balance(t, st) != 0 {
				t.Fatalf("charges = %d, balance = %d", charges, balance(t, st))
			}
		})
	}
}

func TestChargeDuplicateWithCreditsLeft(t *testing.T) {
	svc, st := newService(t, 5)
	org := account.Org{ID: "org"}
	ctx := context.Background()
	if err := svc.Charge(ctx, org, recs("doc")); err != nil {
		t.Fatal(err)
	}
	err := svc.Charge(ctx, org, recs("doc", "other"))
	if !errors.Is(err, billing.ErrAlreadyCharged) {
		t.Fatalf("err = %v", err)
	}
	if balance(t, st) != 4 || len(ledger(t, st)) != 1 {
		t.Fatalf("a batch containing a charged document moved the balance: %d %v", balance(t, st), kinds(ledger(t, st)))
	}
}

func TestChargeConcurrentDuplicates(t *testing.T) {
	svc, st := newService(t, 100)
	org := account.Org{ID: "org"}
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok := 0
	for range 20 {
		wg.Go(func() {
			if svc.Charge(context.Background(), org, recs("doc")) == nil {
				mu.Lock()
				ok++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if ok != 1 || balance(t, st) != 99 {
		t.Fatalf("successful charges = %d, balance = %d", ok, balance(t, st))
	}
}

func TestChargeStoreErrorIsWrapped(t *testing.T) {
	svc, st := newService(t, 5)
	st.Err = errors.New("boom")
	err := svc.Charge(context.Background(), account.Org{ID: "org"}, recs("d"))
	if err == nil || !errors.Is(err, st.Err) {
		t.Fatalf("err = %v", err)
	}
	if _, ok := apperr.As(err); ok {
		t.Fatal("store failure must not be a client error")
	}
}

// A failed charge leaves no record behind, and a charged document's
// record is there, pending: the charge and the record are one write.
func TestChargeWritesRecordsWithTheCharge(t *testing.T) {
	svc, st := newService(t, 1)
	ctx := context.Background()
	if err := svc.Charge(ctx, account.Org{ID: "org"}, recs("a", "b")); err == nil {
		t.Fatal("charged two documents with one credit")
	}
	if n := len(st.Analyses().All()); n != 0 {
		t.Fatalf("a refused charge wrote %d records", n)
	}
	if err := svc.Charge(ctx, account.Org{ID: "org"}, recs("a")); err != nil {
		t.Fatal(err)
	}
	a, err := st.Analyses().Get(ctx, "a")
	if err != nil || a.Status != analysis.StatusPending || a.OrgID != "org" {
		t.Fatalf("charged record = %+v, %v", a, err)
	}
}

// scriptedStore answers Charge from a script and records each call's top-up.
type scriptedStore struct {
	billing.Store
	answers []error
	topUps  []int64
}

func (s *scriptedStore) Charge(_ context.Context, _ string, _ []analysis.Analysis, topUp int64, _ string, _ time.Time) error {
	s.topUps = append(s.topUps, topUp)
	if len(s.answers) == 0 {
		return nil
	}
	err := s.answers[0]
	s.answers = s.answers[1:]
	return err
}

// Charge starts over when another submission moved the balance between
// its two attempts, instead of buying a second top-up or failing.
func TestChargeStartsOverWhenTheBalanceMoved(t *testing.T) {
	short, covered, contended := billing.ErrInsufficientBalance, billing.ErrTopUpNotNeeded, billing.ErrContended
	tests := []struct {
		name       string
		answers    []error
		wantTopUps []int64
		wantErr    bool
	}{
		{"plain charge", nil, []int64{0}, false},
		{"top-up", []error{short}, []int64{0, 100}, false},
		{"another submission topped up", []error{short, covered}, []int64{0, 100, 0}, false},
		{"contended plain charge", []error{contended}, []int64{0, 0}, false},
		{"contended top-up", []error{short, contended, short}, []int64{0, 100, 0, 100}, false},
		{"the balance keeps moving", []error{short, covered, short, covered, short, covered, short, covered, short, covered}, []int64{0, 100, 0, 100, 0, 100, 0, 100, 0, 100}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := &scriptedStore{answers: tc.answers}
			svc := &billing.Service{Store: st, TopUp: 100}
			org := account.Org{ID: "o", AutoTopUp: true, PaymentCustomer: "cus_1"}
			err := svc.Charge(context.Background(), org, recs("d"))
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v", err, tc.wantErr)
			}
			if !slices.Equal(st.topUps, tc.wantTopUps) {
				t.Fatalf("attempts with top-ups %v, want %v", st.topUps, tc.wantTopUps)
			}
		})
	}
}
