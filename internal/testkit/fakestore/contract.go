package fakestore

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/platform/ids"
)

// The contracts below state what the domain relies on from each store.
// Each runs against the fake in this package and against the DynamoDB
// adapter in internal/aws/ddbstore, so the fakes the domain tests use
// cannot drift from the adapter.
//
// Items that carry a TTL (credentials that expire, staged uploads,
// rate-limit windows) are dated from the clock: DynamoDB Local deletes
// items whose TTL has passed, in the background, so a fixed date would
// make them vanish mid-test once it is old enough.

// AccountStoreContract checks an account.Store: organizations, users and
// credentials are created once, read back whole, found only where they
// belong, and a credential is revoked by id and kind.
func AccountStoreContract(t *testing.T, st account.Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	newOrg := func(t *testing.T) account.Org {
		t.Helper()
		o := account.Org{ID: ids.New(), Name: "Acme", Plan: account.PlanPaid, Credits: 7, SigningSecret: "whsec_x",
			RateLimit: 300, DisabledEvents: []string{"tax_return.extracted"}, CreatedAt: now}
		if err := st.CreateOrg(ctx, o); err != nil {
			t.Fatal(err)
		}
		return o
	}

	t.Run("organizations", func(t *testing.T) {
		o := newOrg(t)
		if err := st.CreateOrg(ctx, o); err == nil {
			t.Fatal("creating the same org twice succeeded")
		}
		got, err := st.GetOrg(ctx, o.ID)
		if err != nil || got.Name != "Acme" || got.Plan != account.PlanPaid || got.SigningSecret != "whsec_x" || got.Credits != 7 ||
			got.RateLimit != 300 || !slices.Equal(got.DisabledEvents, o.DisabledEvents) || !got.CreatedAt.Equal(now) {
			t.Fatalf("GetOrg = %+v, %v", got, err)
		}
		if _, err := st.GetOrg(ctx, ids.New()); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("GetOrg(unknown) err = %v, want ErrNotFound", err)
		}
	})

	t.Run("update", func(t *testing.T) {
		free, on, cust, limit, none := account.PlanFree, true, "cus_1", 600, []string{}
		tests := []struct {
			name  string
			u     account.OrgUpdate
			check func(account.Org) bool
		}{
			{"nothing", account.OrgUpdate{}, func(o account.Org) bool { return o.Plan == account.PlanPaid && o.RateLimit == 300 }},
			{"plan", account.OrgUpdate{Plan: &free}, func(o account.Org) bool { return o.Plan == account.PlanFree && o.RateLimit == 300 }},
			{"auto top-up and customer", account.OrgUpdate{AutoTopUp: &on, PaymentCustomer: &cust},
				func(o account.Org) bool {
					return o.AutoTopUp && o.PaymentCustomer == "cus_1" && o.Plan == account.PlanPaid
				}},
			{"several at once", account.OrgUpdate{Plan: &free, AutoTopUp: &on, PaymentCustomer: &cust},
				func(o account.Org) bool {
					return o.Plan == account.PlanFree && o.AutoTopUp && o.PaymentCustomer == "cus_1"
				}},
			{"rate limit", account.OrgUpdate{RateLimit: &limit}, func(o account.Org) bool { return o.RateLimit == 600 }},
			{"disabled events cleared", account.OrgUpdate{DisabledEvents: &none}, func(o account.Org) bool { return len(o.DisabledEvents) == 0 }},
		}
		for _, tc := range tests {
			t.Run(tc.name, func(t *testing.T) {
				o := newOrg(t)
				got, err := st.UpdateOrg(ctx, o.ID, tc.u)
				if err != nil || !tc.check(got) || got.Name != "Acme" || got.Credits != 7 || got.SigningSecret != "whsec_x" {
					t.Fatalf("UpdateOrg = %+v, %v", got, err)
				}
				if stored, err := st.GetOrg(ctx, o.ID); err != nil || !tc.check(stored) {
					t.Fatalf("GetOrg after the update = %+v, %v", stored, err)
				}
				if _, err := st.UpdateOrg(ctx, ids.New(), tc.u); !errors.Is(err, account.ErrNotFound) {
					t.Fatalf("UpdateOrg(unknown) err = %v, want ErrNotFound", err)
				}
			})
		}
	})

	t.Run("users", func(t *testing.T) {
		o := newOrg(t)
		u := account.User{ID: ids.New(), OrgID: o.ID, Email: "a@b.c", CreatedAt: now}
		if err := st.CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateUser(ctx, u); err == nil {
			t.Fatal("creating the same user twice succeeded")
		}
		if gu, err := st.GetUser(ctx, o.ID, u.ID); err != nil || gu.Email != "a@b.c" || gu.OrgID != o.ID || !gu.CreatedAt.Equal(now) {
			t.Fatalf("GetUser = %+v, %v", gu, err)
		}
		if _, err := st.GetUser(ctx, ids.New(), u.ID); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("GetUser in another org err = %v", err)
		}
		if _, err := st.GetUser(ctx, o.ID, ids.New()); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("GetUser(unknown) err = %v", err)
		}
	})

	t.Run("credentials", func(t *testing.T) {
		o := newOrg(t)
		exp := time.Now().Add(time.Hour).UTC().Truncate(time.Second)
		tok := account.Credential{ID: ids.New(), Kind: account.KindOAuth, Hash: account.Hash("oat_" + ids.New()), OrgID: o.ID, UserID: ids.New(),
			Scopes: []string{account.ScopeRead}, CreatedAt: now, ExpiresAt: exp, ClientID: "oac_" + ids.New(), GrantID: ids.New()}
		key := account.Credential{ID: ids.New(), Kind: account.KindAPIKey, Hash: account.Hash("cg_live_" + ids.New()), OrgID: o.ID,
			Scopes: []string{account.ScopeRead, account.ScopeWrite}, CreatedAt: now}
		for _, c := range []account.Credential{tok, key} {
			if err := st.PutCredential(ctx, c); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.PutCredential(ctx, key); err == nil {
			t.Fatal("storing the same credential twice succeeded")
		}
		gc, err := st.CredentialByHash(ctx, tok.Hash)
		if err != nil || gc.ID != tok.ID || gc.Kind != account.KindOAuth || gc.OrgID != o.ID || gc.UserID != tok.UserID ||
			!gc.ExpiresAt.Equal(exp) || !sameSet(gc.Scopes, tok.Scopes) || gc.Revoked || gc.Hash != tok.Hash ||
			gc.ClientID != tok.ClientID || gc.GrantID != tok.GrantID {
			t.Fatalf("CredentialByHash(token) = %+v, %v", gc, err)
		}
		gk, err := st.CredentialByHash(ctx, key.Hash)
		if err != nil || gk.Kind != account.KindAPIKey || !gk.ExpiresAt.IsZero() || gk.UserID != "" || !sameSet(gk.Scopes, key.Scopes) {
			t.Fatalf("CredentialByHash(key) = %+v, %v", gk, err)
		}
		if _, err := st.CredentialByHash(ctx, account.Hash("nope")); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("unknown hash err = %v", err)
		}

		if err := st.RevokeCredential(ctx, account.KindAPIKey, tok.ID); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("revoking a token as a key: err = %v, want ErrNotFound", err)
		}
		if err := st.RevokeCredential(ctx, account.KindOAuth, ids.New()); !errors.Is(err, account.ErrNotFound) {
			t.Fatalf("revoking an unknown id: err = %v, want ErrNotFound", err)
		}
		for range 2 {
			if err := st.RevokeCredential(ctx, account.KindOAuth, tok.ID); err != nil {
				t.Fatalf("revoke: %v", err)
			}
		}
		if gc, _ := st.CredentialByHash(ctx, tok.Hash); !gc.Revoked {
			t.Fatal("credential not revoked")
		}
		if gk, _ := st.CredentialByHash(ctx, key.Hash); gk.Revoked {
			t.Fatal("revoking one credential revoked another")
		}
	})

	t.Run("keys listed per organization, with revocation and last use", func(t *testing.T) {
		o, other := newOrg(t), newOrg(t)
		mk := func(org string, kind account.CredentialKind, created time.Time) account.Credential {
			c := account.Credential{ID: ids.New(), Kind: kind, Hash: account.Hash(ids.New()), OrgID: org, UserID: ids.New(),
				Scopes: []string{account.ScopeRead}, CreatedAt: created, Prefix: "cg_live_0123abcd"}
			if kind == account.KindOAuth {
				c.ExpiresAt = time.Now().Add(time.Hour).UTC().Truncate(time.Second)
			}
			if err := st.PutCredential(ctx, c); err != nil {
				t.Fatal(err)
			}
			return c
		}
		first := mk(o.ID, account.KindAPIKey, now)
		second := mk(o.ID, account.KindAPIKey, now.Add(time.Second))
		mk(o.ID, account.KindOAuth, now)
		mk(other.ID, account.KindAPIKey, now)
		if err := st.RevokeCredential(ctx, account.KindAPIKey, first.ID); err != nil {
			t.Fatal(err)
		}
		used := now.Add(time.Minute)
		if err := st.TouchCredential(ctx, second, used); err != nil {
			t.Fatal(err)
		}
		keys, err := st.Keys(ctx, o.ID)
		if err != nil || len(keys) != 2 {
			t.Fatalf("Keys = %+v, %v; want the organization's two API keys", keys, err)
		}
		if keys[0].ID != first.ID || !keys[0].Revoked || keys[0].Prefix != "cg_live_0123abcd" || !keys[0].CreatedAt.Equal(now) ||
			!sameSet(keys[0].Scopes, first.Scopes) || !keys[0].LastUsedAt.IsZero() || keys[0].Kind != account.KindAPIKey {
			t.Fatalf("first key %+v", keys[0])
		}
		if keys[1].ID != second.ID || keys[1].Revoked || !keys[1].LastUsedAt.Equal(used) {
			t.Fatalf("second key %+v", keys[1])
		}
		if c, err := st.CredentialByHash(ctx, second.Hash); err != nil || !c.LastUsedAt.Equal(used) || c.Prefix != "cg_live_0123abcd" {
			t.Fatalf("CredentialByHash after touch = %+v, %v", c, err)
		}
	})
}

// sameSet reports whether a and b hold the same strings: scopes are a
// string set on the table, which keeps no order.
func sameSet(a, b []string) bool {
	a, b = slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))
	return slices.Equal(a, b)
}

// AccountsAndBilling is a store of organizations, their ledger and the
// analysis records charged to it, as one table holds them: the balance
// billing moves is the organization's Credits, a charge creates its
// records, and a record's refunding transition returns its credit.
type AccountsAndBilling interface {
	account.Store
	billing.Store
	analysis.Store
}

// BillingStoreContract checks a billing.Store with the records it
// charges: a charge is all or nothing, records included, covered by the
// balance or the offered top-up, and once per document; a refund happens
// only with its record's transition, once per charged document;
// adjustments move the balance; the ledger lists it all, oldest first, and
// sums to the moves.
func BillingStoreContract(t *testing.T, st AccountsAndBilling) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	// newOrg starts an organization with a granted balance, so that its
	// ledger sums to its balance.
	newOrg := func(t *testing.T, credits int64) account.Org {
		t.Helper()
		o := account.Org{ID: ids.New(), Name: "Acme", Plan: account.PlanPaid, SigningSecret: "whsec_x", CreatedAt: now}
		if err := st.CreateOrg(ctx, o); err != nil {
			t.Fatal(err)
		}
		if credits != 0 {
			if err := st.Adjust(ctx, o.ID, credits, billing.KindGrant, "test", now); err != nil {
				t.Fatal(err)
			}
		}
		return o
	}
	// records returns n new pending records of org.
	records := func(org string, n int) []analysis.Analysis {
		out := make([]analysis.Analysis, n)
		for i := range out {
			id := ids.New()
			out[i] = analysis.Analysis{ID: id, OrgID: org, Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
				ObjectKey: analysis.UploadKey(id), Filename: "s.pdf", Size: 10, CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour),
				Phases: analysis.Phases{Parse: analysis.PhasePending, MetadataFraud: analysis.PhasePending, AIFraud: analysis.PhaseSkipped}}
		}
		return out
	}
	recorded := func(t *testing.T, id string) bool {
		t.Helper()
		_, err := st.Get(ctx, id)
		if err != nil && !errors.Is(err, analysis.ErrNotFound) {
			t.Fatal(err)
		}
		return err == nil
	}
	balance := func(t *testing.T, orgID string) int64 {
		t.Helper()
		o, err := st.GetOrg(ctx, orgID)
		if err != nil {
			t.Fatal(err)
		}
		return o.Credits
	}
	ledger := func(t *testing.T, orgID string) []billing.Entry {
		t.Helper()
		es, err := st.Ledger(ctx, orgID)
		if err != nil {
			t.Fatal(err)
		}
		return es
	}
	count := func(es []billing.Entry, kind billing.EntryKind) int {
		n := 0
		for _, e := range es {
			if e.Kind == kind {
				n++
			}
		}
		return n
	}
	// refundFail fails a pending record with a refund, as the API does
	// with a document it could not store.
	refundFail := func(a analysis.Analysis, org string, at time.Time) (analysis.Analysis, error) {
		return st.Transition(ctx, a.ID, []analysis.Status{analysis.StatusPending}, analysis.StatusFailed,
			analysis.Patch{UpdatedAt: at, CompletedAt: &at, Error: analysis.ErrQueueFailed, RefundOrg: org})
	}

	t.Run("charge", func(t *testing.T) {
		tests := []struct {
			name     string
			credits  int64
			docs     int
			topUp    int64
			wantErr  error
			wantLeft int64
		}{
			{"enough credits", 3, 2, 0, nil, 1},
			{"exactly enough", 2, 2, 0, nil, 0},
			{"not enough", 1, 2, 0, billing.ErrInsufficientBalance, 1},
			{"none", 0, 1, 0, billing.ErrInsufficientBalance, 0},
			{"top-up covers it", 0, 3, 100, nil, 97},
			{"top-up and balance together", 1, 3, 2, nil, 0},
			{"top-up short", 0, 3, 2, billing.ErrInsufficientBalance, 0},
			{"top-up not needed", 3, 2, 100, billing.ErrTopUpNotNeeded, 3},
			{"top-up not needed, exactly", 2, 2, 100, billing.ErrTopUpNotNeeded, 2},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				o := newOrg(t, tt.credits)
				recs := records(o.ID, tt.docs)
				err := st.Charge(ctx, o.ID, recs, tt.topUp, "cus_1", now)
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("Charge err = %v, want %v", err, tt.wantErr)
				}
				if got := balance(t, o.ID); got != tt.wantLeft {
					t.Fatalf("balance = %d, want %d", got, tt.wantLeft)
				}
				// The records are written with their charges, or not at all.
				for _, r := range recs {
					if recorded(t, r.ID) != (tt.wantErr == nil) {
						t.Fatalf("record %s written = %v with charge err %v", r.ID, !(tt.wantErr == nil), err)
					}
				}
				if tt.wantErr == nil {
					got, err := st.Get(ctx, recs[0].ID)
					if err != nil || got.Status != analysis.StatusPending || got.OrgID != o.ID || got.ObjectKey != recs[0].ObjectKey ||
						!got.Deadline.Equal(recs[0].Deadline) || got.Phases != recs[0].Phases {
						t.Fatalf("charged record = %+v, %v", got, err)
					}
				}
				es := ledger(t, o.ID)
				var sum int64
				for _, e := range es {
					sum += e.Amount
					if !e.CreatedAt.Equal(now) || e.OrgID != o.ID || e.ID == "" {
						t.Fatalf("entry %+v", e)
					}
					switch e.Kind {
					case billing.KindCharge:
						if e.Amount != -1 || !slices.ContainsFunc(recs, func(r analysis.Analysis) bool { return r.ID == e.DocumentID }) {
							t.Fatalf("charge entry %+v", e)
						}
					case billing.KindTopUp:
						if e.Amount != tt.topUp || e.PaymentCustomer != "cus_1" {
							t.Fatalf("top-up entry %+v", e)
						}
					}
				}
				if sum != tt.wantLeft {
					t.Fatalf("ledger sums to %d but balance is %d: %+v", sum, tt.wantLeft, es)
				}
				charges, topUps := 0, 0
				if tt.wantErr == nil {
					charges = tt.docs
					if tt.topUp > 0 {
						topUps = 1
					}
				}
				if count(es, billing.KindCharge) != charges || count(es, billing.KindTopUp) != topUps {
					t.Fatalf("ledger = %+v, want %d charges and %d top-ups", es, charges, topUps)
				}
			})
		}
		t.Run("unknown organization", func(t *testing.T) {
			org := ids.New()
			recs := records(org, 1)
			if err := st.Charge(ctx, org, recs, 0, "", now); !errors.Is(err, billing.ErrInsufficientBalance) {
				t.Fatalf("err = %v, want ErrInsufficientBalance", err)
			}
			if recorded(t, recs[0].ID) {
				t.Fatal("a refused charge wrote its record")
			}
		})
	})

	// Issue 16, defect 2: ten parallel submissions at 0 credits with auto
	// top-up bought four packs (a repeat: five). One shortfall, one top-up.
	t.Run("parallel submissions at the top-up edge buy one top-up", func(t *testing.T) {
		o := newOrg(t, 0)
		o.AutoTopUp, o.PaymentCustomer = true, "cus_1"
		svc := &billing.Service{Store: st, TopUp: 100}
		const n = 10
		errs := make(chan error, n)
		var wg sync.WaitGroup
		for range n {
			wg.Go(func() { errs <- svc.Charge(ctx, o, records(o.ID, 1)) })
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("Charge: %v", err)
			}
		}
		es := ledger(t, o.ID)
		if got := count(es, billing.KindTopUp); got != 1 {
			t.Fatalf("%d top-ups, want 1: %+v", got, es)
		}
		if count(es, billing.KindCharge) != n || balance(t, o.ID) != 100-n {
			t.Fatalf("balance %d, ledger %+v", balance(t, o.ID), es)
		}
		for _, e := range es {
			if e.Kind == billing.KindCharge && !recorded(t, e.DocumentID) {
				t.Fatalf("charge of %s without its record", e.DocumentID)
			}
		}
	})

	t.Run("a document is charged once", func(t *testing.T) {
		o := newOrg(t, 2)
		doc := records(o.ID, 1)
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); err != nil {
			t.Fatal(err)
		}
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); !errors.Is(err, billing.ErrAlreadyCharged) {
			t.Fatalf("second charge err = %v, want ErrAlreadyCharged", err)
		}
		// A batch with a charged document writes nothing, top-up and
		// the other record included.
		batch := append(records(o.ID, 1), doc[0])
		if err := st.Charge(ctx, o.ID, batch, 10, "cus_1", now); !errors.Is(err, billing.ErrAlreadyCharged) {
			t.Fatalf("batch with a charged document: err = %v, want ErrAlreadyCharged", err)
		}
		if recorded(t, batch[0].ID) {
			t.Fatal("a refused batch wrote a record")
		}
		if got := balance(t, o.ID); got != 1 {
			t.Fatalf("balance = %d, want 1", got)
		}
		if es := ledger(t, o.ID); count(es, billing.KindCharge) != 1 || count(es, billing.KindTopUp) != 0 {
			t.Fatalf("ledger = %+v", es)
		}
		// A record written on its own (never charged) is not charged
		// either: its id is taken.
		lone := records(o.ID, 1)
		if err := st.Create(ctx, lone[0]); err != nil {
			t.Fatal(err)
		}
		if err := st.Charge(ctx, o.ID, lone, 0, "", now); !errors.Is(err, billing.ErrAlreadyCharged) {
			t.Fatalf("charge of an existing record: err = %v, want ErrAlreadyCharged", err)
		}
		// When both conditions fail, the balance is reported.
		poor := newOrg(t, 0)
		if err := st.Charge(ctx, poor.ID, doc, 0, "", now); !errors.Is(err, billing.ErrInsufficientBalance) {
			t.Fatalf("charged document and no balance: err = %v, want ErrInsufficientBalance", err)
		}
	})

	t.Run("refund once, with the record's failure", func(t *testing.T) {
		o := newOrg(t, 5)
		doc := records(o.ID, 1)
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); err != nil {
			t.Fatal(err)
		}
		later := now.Add(time.Second)
		got, err := refundFail(doc[0], o.ID, later)
		if err != nil || got.Status != analysis.StatusFailed || got.Error == nil || *got.Error != *analysis.ErrQueueFailed ||
			got.ID != doc[0].ID || !got.UpdatedAt.Equal(later) {
			t.Fatalf("refunding transition = %+v, %v", got, err)
		}
		if b := balance(t, o.ID); b != 5 {
			t.Fatalf("balance after the refund = %d, want 5", b)
		}
		// Again: the record is failed already, so nothing moves.
		if _, err := refundFail(doc[0], o.ID, later); !errors.Is(err, analysis.ErrConflict) {
			t.Fatalf("second refunding transition: err = %v, want ErrConflict", err)
		}
		if b := balance(t, o.ID); b != 5 {
			t.Fatalf("balance after a repeated refund = %d, want 5 (refund once)", b)
		}
		es := ledger(t, o.ID)
		if count(es, billing.KindRefund) != 1 {
			t.Fatalf("ledger = %+v, want one refund", es)
		}
		for _, e := range es {
			if e.Kind == billing.KindRefund && (e.Amount != 1 || e.DocumentID != doc[0].ID || !e.CreatedAt.Equal(later)) {
				t.Fatalf("refund entry %+v", e)
			}
		}
		// A refunded document stays charged: it is not charged again.
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); !errors.Is(err, billing.ErrAlreadyCharged) {
			t.Fatalf("charge after refund: err = %v, want ErrAlreadyCharged", err)
		}
	})

	t.Run("a refunding transition that loses its race refunds nothing", func(t *testing.T) {
		o := newOrg(t, 5)
		doc := records(o.ID, 1)
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); err != nil {
			t.Fatal(err)
		}
		// The parser started it: the upload did arrive.
		if _, err := st.Transition(ctx, doc[0].ID, []analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{}); err != nil {
			t.Fatal(err)
		}
		if _, err := refundFail(doc[0], o.ID, now); !errors.Is(err, analysis.ErrConflict) {
			t.Fatalf("err = %v, want ErrConflict", err)
		}
		if b := balance(t, o.ID); b != 4 || count(ledger(t, o.ID), billing.KindRefund) != 0 {
			t.Fatalf("balance %d after a lost race, want 4 and no refund", b)
		}
		if got, _ := st.Get(ctx, doc[0].ID); got.Status != analysis.StatusProcessing || got.Error != nil {
			t.Fatalf("record after a lost race = %+v", got)
		}
	})

	t.Run("a refunding transition without a charge is a transition", func(t *testing.T) {
		o := newOrg(t, 5)
		lone := records(o.ID, 1)[0]
		if err := st.Create(ctx, lone); err != nil {
			t.Fatal(err)
		}
		got, err := refundFail(lone, o.ID, now)
		if err != nil || got.Status != analysis.StatusFailed || got.Error == nil || got.Error.Code != "queue_failed" {
			t.Fatalf("transition = %+v, %v", got, err)
		}
		if b := balance(t, o.ID); b != 5 || count(ledger(t, o.ID), billing.KindRefund) != 0 {
			t.Fatalf("balance %d: a document never charged was refunded", b)
		}
		// Charged in one organization, named with another: nothing is
		// refunded anywhere, and the transition still happens.
		other := newOrg(t, 0)
		doc := records(o.ID, 1)
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); err != nil {
			t.Fatal(err)
		}
		if got, err := refundFail(doc[0], other.ID, now); err != nil || got.Status != analysis.StatusFailed {
			t.Fatalf("transition naming another organization = %+v, %v", got, err)
		}
		if balance(t, o.ID) != 4 || balance(t, other.ID) != 0 {
			t.Fatalf("balances %d and %d, want 4 and 0", balance(t, o.ID), balance(t, other.ID))
		}
	})

	t.Run("a transition without RefundOrg refunds nothing", func(t *testing.T) {
		o := newOrg(t, 5)
		doc := records(o.ID, 1)
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); err != nil {
			t.Fatal(err)
		}
		fail := &analysis.Failure{Code: "pdf_corrupt", Message: "bad"}
		if _, err := st.Transition(ctx, doc[0].ID, []analysis.Status{analysis.StatusPending}, analysis.StatusFailed, analysis.Patch{Error: fail}); err != nil {
			t.Fatal(err)
		}
		if b := balance(t, o.ID); b != 4 {
			t.Fatalf("balance = %d, want 4 (charged)", b)
		}
	})

	t.Run("concurrent refunding transitions refund once", func(t *testing.T) {
		o := newOrg(t, 5)
		doc := records(o.ID, 1)
		if err := st.Charge(ctx, o.ID, doc, 0, "", now); err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var wg sync.WaitGroup
		won := 0
		for range 6 {
			wg.Go(func() {
				_, err := refundFail(doc[0], o.ID, now)
				mu.Lock()
				defer mu.Unlock()
				if err == nil {
					won++
				}
			})
		}
		wg.Wait()
		if b := balance(t, o.ID); won > 1 || b != 4+int64(won) || count(ledger(t, o.ID), billing.KindRefund) != won {
			t.Fatalf("%d won, balance %d", won, b)
		}
		// DynamoDB may cancel every one of them: the next attempt
		// finishes the job.
		if won == 0 {
			if _, err := refundFail(doc[0], o.ID, now); err != nil {
				t.Fatal(err)
			}
		}
		if b := balance(t, o.ID); b != 5 {
			t.Fatalf("balance %d, want 5", b)
		}
	})

	t.Run("adjust", func(t *testing.T) {
		o := newOrg(t, 10)
		if err := st.Adjust(ctx, o.ID, -3, billing.KindAdjustment, "correction", now); err != nil {
			t.Fatal(err)
		}
		if got := balance(t, o.ID); got != 7 {
			t.Fatalf("balance = %d, want 7", got)
		}
		es := ledger(t, o.ID)
		if len(es) != 2 || count(es, billing.KindGrant) != 1 || count(es, billing.KindAdjustment) != 1 {
			t.Fatalf("ledger = %+v", es)
		}
		for _, e := range es {
			if e.Kind == billing.KindAdjustment && (e.Amount != -3 || e.Note != "correction") {
				t.Fatalf("adjustment entry %+v", e)
			}
		}
		if err := st.Adjust(ctx, ids.New(), 5, billing.KindGrant, "", now); err == nil {
			t.Fatal("adjusted an unknown organization")
		}
	})

	t.Run("ledger is oldest first and per organization", func(t *testing.T) {
		o, other := newOrg(t, 0), newOrg(t, 3)
		doc := records(o.ID, 1)
		steps := []func() error{
			func() error { return st.Adjust(ctx, o.ID, 2, billing.KindGrant, "", now.Add(2*time.Second)) },
			func() error { return st.Charge(ctx, o.ID, doc, 0, "", now.Add(3*time.Second)) },
			func() error { _, err := refundFail(doc[0], o.ID, now.Add(time.Second)); return err },
			func() error { return st.Charge(ctx, other.ID, records(other.ID, 1), 0, "", now) },
		}
		for i, step := range steps {
			if err := step(); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
		}
		es := ledger(t, o.ID)
		var kinds []billing.EntryKind
		for _, e := range es {
			kinds = append(kinds, e.Kind)
		}
		if want := []billing.EntryKind{billing.KindRefund, billing.KindGrant, billing.KindCharge}; !slices.Equal(kinds, want) {
			t.Fatalf("ledger kinds = %v, want %v", kinds, want)
		}
		if got := ledger(t, ids.New()); len(got) != 0 {
			t.Fatalf("ledger of an unknown organization = %+v", got)
		}
	})

	t.Run("concurrent charges never overdraw", func(t *testing.T) {
		o := newOrg(t, 5)
		var mu sync.Mutex
		var wg sync.WaitGroup
		ok := 0
		for range 12 {
			wg.Go(func() {
				if err := st.Charge(ctx, o.ID, records(o.ID, 1), 0, "", now); err == nil {
					mu.Lock()
					ok++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		got := balance(t, o.ID)
		if got < 0 || int64(ok) != 5-got {
			t.Fatalf("%d charges succeeded, balance %d", ok, got)
		}
	})

	// DynamoDB may cancel all but one of concurrent transactions on an
	// item, or all of them: at most one charge goes through.
	t.Run("concurrent charges of one document charge it at most once", func(t *testing.T) {
		o := newOrg(t, 100)
		doc := records(o.ID, 1)
		var mu sync.Mutex
		var wg sync.WaitGroup
		ok := 0
		for range 8 {
			wg.Go(func() {
				if err := st.Charge(ctx, o.ID, doc, 0, "", now); err == nil {
					mu.Lock()
					ok++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if got := balance(t, o.ID); ok > 1 || got != 100-int64(ok) || count(ledger(t, o.ID), billing.KindCharge) != ok {
			t.Fatalf("%d charges succeeded, balance %d", ok, got)
		}
	})
}

// AnalysisStoreContract checks an analysis.Store: a record is created
// once and read back whole, and Transition moves it only from one of the
// given states, applying the patch; any other state, or no record, is
// ErrConflict.
func AnalysisStoreContract(t *testing.T, st analysis.Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	ref := "loan-42"
	newAnalysis := func() analysis.Analysis {
		return analysis.Analysis{
			ID: ids.New(), OrgID: ids.New(), UserID: ids.New(), CredentialID: ids.New(), Kind: analysis.KindBankStatement,
			Status: analysis.StatusPending, ClientRef: &ref, Metadata: []byte(`{"a":[1,2],"b":"x"}`),
			CallbackURL: "https://hooks.example.com/cb", CallbackID: "cb-1", AIEnabled: true, Filename: "s.pdf", Size: 1234,
			ObjectKey: "uploads/x.pdf", ClientID: "c1", BatchID: "b1", CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour),
			Phases: analysis.Phases{Parse: "pending", MetadataFraud: "pending", AIFraud: "skipped"},
		}
	}

	t.Run("create and get", func(t *testing.T) {
		a := newAnalysis()
		if err := st.Create(ctx, a); err != nil {
			t.Fatal(err)
		}
		if err := st.Create(ctx, a); err == nil {
			t.Fatal("second Create succeeded")
		}
		got, err := st.Get(ctx, a.ID)
		if err != nil || got.ClientRef == nil || *got.ClientRef != ref || string(got.Metadata) != string(a.Metadata) ||
			!got.CreatedAt.Equal(now) || !got.Deadline.Equal(a.Deadline) || got.Phases != a.Phases || got.OrgID != a.OrgID ||
			got.UserID != a.UserID || got.CredentialID != a.CredentialID || got.Kind != a.Kind || got.Status != a.Status ||
			got.CallbackURL != a.CallbackURL || got.CallbackID != a.CallbackID || !got.AIEnabled || got.Filename != a.Filename ||
			got.Size != a.Size || got.ObjectKey != a.ObjectKey || got.ClientID != "c1" || got.BatchID != "b1" ||
			got.CompletedAt != nil || got.Error != nil {
			t.Fatalf("Get = %+v, %v", got, err)
		}
		bare := newAnalysis()
		bare.ClientRef, bare.Metadata = nil, nil
		if err := st.Create(ctx, bare); err != nil {
			t.Fatal(err)
		}
		if got, err := st.Get(ctx, bare.ID); err != nil || got.ClientRef != nil || got.Metadata != nil {
			t.Fatalf("Get without reference or metadata = %+v, %v", got, err)
		}
		if _, err := st.Get(ctx, ids.New()); !errors.Is(err, analysis.ErrNotFound) {
			t.Fatalf("Get(unknown) err = %v", err)
		}
	})

	t.Run("transitions", func(t *testing.T) {
		a := newAnalysis()
		if err := st.Create(ctx, a); err != nil {
			t.Fatal(err)
		}
		key, rows := "results/x.json", 2
		later := now.Add(time.Minute)
		done := analysis.Phases{Parse: "completed", MetadataFraud: "completed", AIFraud: "skipped"}
		steps := []struct {
			from    []analysis.Status
			to      analysis.Status
			patch   analysis.Patch
			wantErr error
		}{
			{[]analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{UpdatedAt: later}, nil},
			{[]analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{}, analysis.ErrConflict},
			{nil, analysis.StatusFailed, analysis.Patch{}, analysis.ErrConflict},
			{[]analysis.Status{analysis.StatusProcessing}, analysis.StatusParsed, analysis.Patch{ResultKey: &key, ExtractionRows: &rows}, nil},
			{[]analysis.Status{analysis.StatusProcessing}, analysis.StatusFailed, analysis.Patch{}, analysis.ErrConflict},
			{[]analysis.Status{analysis.StatusParsed}, analysis.StatusCompleted, analysis.Patch{CompletedAt: &later, Phases: &done}, nil},
			{[]analysis.Status{analysis.StatusPending, analysis.StatusProcessing, analysis.StatusParsed}, analysis.StatusFailed,
				analysis.Patch{Error: &analysis.Failure{Code: "x", Message: "y"}}, analysis.ErrConflict},
		}
		for i, s := range steps {
			got, err := st.Transition(ctx, a.ID, s.from, s.to, s.patch)
			if !errors.Is(err, s.wantErr) {
				t.Fatalf("step %d: err = %v, want %v", i, err, s.wantErr)
			}
			if err == nil && (got.Status != s.to || got.ID != a.ID || got.ObjectKey != a.ObjectKey) {
				t.Fatalf("step %d returned %+v", i, got)
			}
		}
		got, err := st.Get(ctx, a.ID)
		if err != nil || got.Status != analysis.StatusCompleted || got.ResultKey != key || got.ExtractionRows != 2 ||
			got.CompletedAt == nil || !got.CompletedAt.Equal(later) || !got.UpdatedAt.Equal(later) || got.Phases != done ||
			got.Error != nil || *got.ClientRef != ref || string(got.Metadata) != string(a.Metadata) || !got.CreatedAt.Equal(now) {
			t.Fatalf("after transitions: %+v, %v", got, err)
		}

		b := newAnalysis()
		if err := st.Create(ctx, b); err != nil {
			t.Fatal(err)
		}
		fail := &analysis.Failure{Code: "pdf_corrupt", Message: "bad"}
		got, err = st.Transition(ctx, b.ID, []analysis.Status{analysis.StatusPending, analysis.StatusProcessing}, analysis.StatusFailed,
			analysis.Patch{Error: fail, CompletedAt: &later})
		if err != nil || got.Error == nil || *got.Error != *fail || got.CompletedAt == nil || !got.UpdatedAt.Equal(now) {
			t.Fatalf("failing = %+v, %v", got, err)
		}
		if _, err := st.Transition(ctx, ids.New(), []analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{}); !errors.Is(err, analysis.ErrConflict) {
			t.Fatalf("Transition(unknown) err = %v, want ErrConflict", err)
		}
	})

	t.Run("one of concurrent transitions wins", func(t *testing.T) {
		a := newAnalysis()
		if err := st.Create(ctx, a); err != nil {
			t.Fatal(err)
		}
		var mu sync.Mutex
		var wg sync.WaitGroup
		won, conflicts := 0, 0
		for range 6 {
			wg.Go(func() {
				_, err := st.Transition(ctx, a.ID, []analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{})
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					won++
				case errors.Is(err, analysis.ErrConflict):
					conflicts++
				default:
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if won != 1 || conflicts != 5 {
			t.Fatalf("%d won, %d conflicts", won, conflicts)
		}
	})
}

// OpenListerContract checks an analysis.OpenLister over the records of
// its analysis.Store: every pending, processing or parsed analysis is
// listed, oldest first, and one that became completed or failed is not;
// limit bounds the answer. st must start empty.
func OpenListerContract(t *testing.T, st interface {
	analysis.Store
	analysis.OpenLister
}) {
	ctx := context.Background()
	base := time.Now().UTC().Truncate(time.Millisecond).Add(-time.Hour)
	byStatus := map[analysis.Status]string{}
	// Created one second apart, in this order.
	order := []analysis.Status{analysis.StatusCompleted, analysis.StatusPending, analysis.StatusFailed, analysis.StatusProcessing, analysis.StatusParsed}
	for i, want := range order {
		at := base.Add(time.Duration(i) * time.Second)
		a := analysis.Analysis{ID: ids.New(), OrgID: ids.New(), Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
			ObjectKey: "uploads/x.pdf", CreatedAt: at, UpdatedAt: at, Deadline: at.Add(time.Hour)}
		if err := st.Create(ctx, a); err != nil {
			t.Fatal(err)
		}
		byStatus[want] = a.ID
		path := map[analysis.Status][]analysis.Status{
			analysis.StatusPending:    nil,
			analysis.StatusProcessing: {analysis.StatusProcessing},
			analysis.StatusParsed:     {analysis.StatusProcessing, analysis.StatusParsed},
			analysis.StatusCompleted:  {analysis.StatusProcessing, analysis.StatusParsed, analysis.StatusCompleted},
			analysis.StatusFailed:     {analysis.StatusFailed},
		}[want]
		from := analysis.StatusPending
		for _, to := range path {
			if _, err := st.Transition(ctx, a.ID, []analysis.Status{from}, to, analysis.Patch{UpdatedAt: at.Add(time.Minute)}); err != nil {
				t.Fatalf("%s -> %s: %v", from, to, err)
			}
			from = to
		}
	}
	got, err := st.ListOpen(ctx, 100)
	if err != nil {
		t.Fatal(err)
	}
	var gotIDs []string
	for _, a := range got {
		gotIDs = append(gotIDs, a.ID)
	}
	want := []string{byStatus[analysis.StatusPending], byStatus[analysis.StatusProcessing], byStatus[analysis.StatusParsed]}
	if !slices.Equal(gotIDs, want) {
		t.Fatalf("ListOpen = %v, want %v (pending, processing, parsed, oldest first)", gotIDs, want)
	}
	for i, s := range []analysis.Status{analysis.StatusPending, analysis.StatusProcessing, analysis.StatusParsed} {
		if got[i].Status != s || got[i].ObjectKey != "uploads/x.pdf" || got[i].Deadline.IsZero() || got[i].UpdatedAt.IsZero() {
			t.Errorf("listed record %d = %+v, want a whole %s record", i, got[i], s)
		}
	}
	if two, err := st.ListOpen(ctx, 2); err != nil || len(two) != 2 || two[0].ID != want[0] || two[1].ID != want[1] {
		t.Fatalf("ListOpen(limit 2) = %d records, %v", len(two), err)
	}
	// Completing the last open one removes it from the listing.
	if _, err := st.Transition(ctx, byStatus[analysis.StatusParsed], []analysis.Status{analysis.StatusParsed}, analysis.StatusCompleted, analysis.Patch{}); err != nil {
		t.Fatal(err)
	}
	if got, err := st.ListOpen(ctx, 100); err != nil || len(got) != 2 {
		t.Fatalf("after completing one: %d open, %v; want 2", len(got), err)
	}
}

// UploadStoreContract checks an analysis.UploadStore: an upload is stored
// once, read back whole, and claimed by one analysis only.
func UploadStoreContract(t *testing.T, st analysis.UploadStore) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	newUpload := func(t *testing.T) analysis.Upload {
		t.Helper()
		u := analysis.Upload{ID: ids.New(), OrgID: ids.New(), Filename: "a.pdf", Size: 10, Key: "staging/a.pdf",
			CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
		if err := st.PutUpload(ctx, u); err != nil {
			t.Fatal(err)
		}
		return u
	}

	t.Run("put and get", func(t *testing.T) {
		u := newUpload(t)
		if err := st.PutUpload(ctx, u); err == nil {
			t.Fatal("storing the same upload twice succeeded")
		}
		got, err := st.GetUpload(ctx, u.ID)
		if err != nil || got.OrgID != u.OrgID || got.Filename != "a.pdf" || got.Size != 10 || got.Key != u.Key ||
			!got.CreatedAt.Equal(now) || !got.ExpiresAt.Equal(u.ExpiresAt) || got.ClaimedBy != "" {
			t.Fatalf("GetUpload = %+v, %v", got, err)
		}
		if _, err := st.GetUpload(ctx, ids.New()); !errors.Is(err, analysis.ErrNotFound) {
			t.Fatalf("GetUpload(unknown) err = %v", err)
		}
	})

	t.Run("claimed once", func(t *testing.T) {
		u := newUpload(t)
		if err := st.ClaimUpload(ctx, u.ID, "a1"); err != nil {
			t.Fatal(err)
		}
		if err := st.ClaimUpload(ctx, u.ID, "a2"); !errors.Is(err, analysis.ErrConflict) {
			t.Fatalf("second claim err = %v, want ErrConflict", err)
		}
		if err := st.ClaimUpload(ctx, u.ID, "a1"); !errors.Is(err, analysis.ErrConflict) {
			t.Fatalf("second claim by the same analysis err = %v, want ErrConflict", err)
		}
		got, err := st.GetUpload(ctx, u.ID)
		if err != nil || got.ClaimedBy != "a1" || got.Key != u.Key {
			t.Fatalf("GetUpload = %+v, %v", got, err)
		}
		if err := st.ClaimUpload(ctx, ids.New(), "a3"); !errors.Is(err, analysis.ErrConflict) {
			t.Fatalf("claim of unknown upload err = %v", err)
		}
	})

	t.Run("one of concurrent claims wins", func(t *testing.T) {
		u := newUpload(t)
		var mu sync.Mutex
		var wg sync.WaitGroup
		var winners []string
		for i := range 6 {
			wg.Go(func() {
				id := string(rune('a' + i))
				if err := st.ClaimUpload(ctx, u.ID, id); err == nil {
					mu.Lock()
					winners = append(winners, id)
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if got, _ := st.GetUpload(ctx, u.ID); len(winners) != 1 || got.ClaimedBy != winners[0] {
			t.Fatalf("winners %v, claimed by %q", winners, got.ClaimedBy)
		}
	})
}

// CounterContract checks a ratelimit.Counter: each key counts from one in
// each window, atomically.
func CounterContract(t *testing.T, c ratelimit.Counter) {
	ctx := context.Background()
	w := time.Now().Truncate(time.Minute)
	k := ids.New()
	for want := int64(1); want <= 3; want++ {
		n, err := c.Incr(ctx, k, w, w.Add(2*time.Minute))
		if err != nil || n != want {
			t.Fatalf("Incr = %d, %v; want %d", n, err, want)
		}
	}
	if n, _ := c.Incr(ctx, k, w.Add(time.Minute), w.Add(3*time.Minute)); n != 1 {
		t.Fatalf("a new window starts at %d, want 1", n)
	}
	if n, _ := c.Incr(ctx, ids.New(), w, w.Add(2*time.Minute)); n != 1 {
		t.Fatalf("another key starts at %d, want 1", n)
	}

	hot := ids.New()
	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() {
			if _, err := c.Incr(ctx, hot, w, w.Add(2*time.Minute)); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n, _ := c.Incr(ctx, hot, w, w.Add(2*time.Minute)); n != 11 {
		t.Fatalf("after 10 concurrent increments the next one counts %d, want 11", n)
	}
}

// OrgListerContract checks an analysis.OrgLister over the records of its
// analysis.Store: an organization's analyses and no other's, newest
// first, paged from a ListKey, filtered by status, bounded by the limit.
// It may share a store with other tests (its organizations are new).
func OrgListerContract(t *testing.T, st interface {
	analysis.Store
	analysis.OrgLister
}) {
	ctx := context.Background()
	org, other := ids.New(), ids.New()
	base := time.Now().UTC().Truncate(time.Second).Add(-time.Hour)
	var all []analysis.Analysis // oldest first
	for i := range 7 {
		at := base.Add(time.Duration(i) * time.Second)
		a := analysis.Analysis{ID: ids.New(), OrgID: org, Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
			ObjectKey: "uploads/x.pdf", CreatedAt: at, UpdatedAt: at, Deadline: at.Add(time.Hour)}
		if i%3 == 0 {
			ref := "loan-" + strconv.Itoa(i)
			a.ClientRef = &ref
		}
		if err := st.Create(ctx, a); err != nil {
			t.Fatal(err)
		}
		if i%2 == 1 {
			done := at.Add(time.Minute)
			b, err := st.Transition(ctx, a.ID, []analysis.Status{analysis.StatusPending}, analysis.StatusCompleted,
				analysis.Patch{UpdatedAt: done, CompletedAt: &done})
			if err != nil {
				t.Fatal(err)
			}
			a = b
		}
		all = append(all, a)
		// Another organization's record at the same time is never listed.
		o := a
		o.ID, o.OrgID, o.Status = ids.New(), other, analysis.StatusPending
		if err := st.Create(ctx, o); err != nil {
			t.Fatal(err)
		}
	}
	idsOf := func(as []analysis.Analysis) []string {
		var out []string
		for _, a := range as {
			out = append(out, a.ID)
		}
		return out
	}
	newest := slices.Clone(all)
	slices.Reverse(newest)
	// DynamoDB's index is eventually consistent: wait for the last write.
	var got []analysis.Analysis
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var err error
		if got, err = st.ListOrg(ctx, org, analysis.ListQuery{Limit: 100}); err != nil {
			t.Fatal(err)
		}
		if slices.Equal(idsOf(got), idsOf(newest)) || time.Now().After(deadline) {
			break
		}
	}
	if !slices.Equal(idsOf(got), idsOf(newest)) {
		t.Fatalf("ListOrg = %v, want %v (newest first, this organization only)", idsOf(got), idsOf(newest))
	}
	for i, a := range got {
		w := newest[i]
		if a.Status != w.Status || a.CreatedAt.Compare(w.CreatedAt) != 0 || (a.ClientRef == nil) != (w.ClientRef == nil) ||
			(a.ClientRef != nil && *a.ClientRef != *w.ClientRef) || (a.CompletedAt == nil) != (w.CompletedAt == nil) {
			t.Errorf("listed %d = %+v, want %+v", i, a, w)
		}
	}
	// Pages of three, each after the last of the one before.
	var paged []analysis.Analysis
	q := analysis.ListQuery{Limit: 3}
	for range 4 {
		page, err := st.ListOrg(ctx, org, q)
		if err != nil {
			t.Fatal(err)
		}
		if len(page) > 3 {
			t.Fatalf("page of %d, limit 3", len(page))
		}
		paged = append(paged, page...)
		if len(page) < 3 {
			break
		}
		last := page[len(page)-1]
		q.After = &analysis.ListKey{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	if !slices.Equal(idsOf(paged), idsOf(newest)) {
		t.Fatalf("paged = %v, want %v", idsOf(paged), idsOf(newest))
	}
	// A status filter, also across pages.
	var completed []analysis.Analysis
	for _, a := range newest {
		if a.Status == analysis.StatusCompleted {
			completed = append(completed, a)
		}
	}
	got, err := st.ListOrg(ctx, org, analysis.ListQuery{Statuses: []analysis.Status{analysis.StatusCompleted}, Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(idsOf(got), idsOf(completed[:2])) {
		t.Fatalf("completed, limit 2 = %v, want %v", idsOf(got), idsOf(completed[:2]))
	}
	after := &analysis.ListKey{CreatedAt: got[1].CreatedAt, ID: got[1].ID}
	got, err = st.ListOrg(ctx, org, analysis.ListQuery{Statuses: []analysis.Status{analysis.StatusCompleted}, After: after, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(idsOf(got), idsOf(completed[2:])) {
		t.Fatalf("completed after the second = %v, want %v", idsOf(got), idsOf(completed[2:]))
	}
	if got, err := st.ListOrg(ctx, ids.New(), analysis.ListQuery{Limit: 10}); err != nil || len(got) != 0 {
		t.Fatalf("unknown organization: %d records, %v", len(got), err)
	}
}
