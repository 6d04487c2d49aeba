package ddbstore_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/ids"
)

// newStore returns a Store over a fresh table on DynamoDB Local.
func newStore(t *testing.T) *ddbstore.Store {
	env := lstest.New(t)
	return ddbstore.New(env.Clients.DynamoDB, env.Resources.Tables["Table"])
}

func newOrg(t *testing.T, st *ddbstore.Store, credits int64) account.Org {
	t.Helper()
	o := account.Org{ID: ids.New(), Name: "Acme", Plan: account.PlanPaid, SigningSecret: "whsec_x", CreatedAt: time.Now().UTC()}
	if err := st.CreateOrg(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if credits != 0 {
		if err := st.Adjust(context.Background(), o.ID, credits, billing.KindGrant, "test", time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	o.Credits = credits
	return o
}

func TestAccounts(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	o := newOrg(t, st, 0)

	if err := st.CreateOrg(ctx, o); err == nil {
		t.Fatal("creating the same org twice succeeded")
	}
	got, err := st.GetOrg(ctx, o.ID)
	if err != nil || got.Name != "Acme" || got.Plan != account.PlanPaid || got.SigningSecret != "whsec_x" {
		t.Fatalf("GetOrg = %+v, %v", got, err)
	}
	if _, err := st.GetOrg(ctx, ids.New()); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("GetOrg(unknown) err = %v, want ErrNotFound", err)
	}
	free, on, cust := account.PlanFree, true, "cus_1"
	got, err = st.UpdateOrg(ctx, o.ID, account.OrgUpdate{Plan: &free, AutoTopUp: &on, PaymentCustomer: &cust})
	if err != nil || got.Plan != account.PlanFree || !got.AutoTopUp || got.PaymentCustomer != "cus_1" || got.Name != "Acme" {
		t.Fatalf("UpdateOrg = %+v, %v", got, err)
	}
	if _, err := st.UpdateOrg(ctx, ids.New(), account.OrgUpdate{Plan: &free}); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("UpdateOrg(unknown) err = %v", err)
	}

	u := account.User{ID: ids.New(), OrgID: o.ID, Email: "a@b.c", CreatedAt: time.Now().UTC()}
	if err := st.CreateUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	if gu, err := st.GetUser(ctx, o.ID, u.ID); err != nil || gu.Email != "a@b.c" {
		t.Fatalf("GetUser = %+v, %v", gu, err)
	}
	if _, err := st.GetUser(ctx, ids.New(), u.ID); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("GetUser in another org err = %v", err)
	}

	exp := time.Now().Add(time.Hour).UTC().Truncate(time.Second)
	c := account.Credential{ID: ids.New(), Kind: account.KindOAuth, Hash: account.Hash("oat_x"), OrgID: o.ID, UserID: u.ID,
		Scopes: []string{account.ScopeRead}, CreatedAt: time.Now().UTC(), ExpiresAt: exp}
	if err := st.PutCredential(ctx, c); err != nil {
		t.Fatal(err)
	}
	gc, err := st.CredentialByHash(ctx, c.Hash)
	if err != nil || gc.ID != c.ID || gc.Kind != account.KindOAuth || !gc.ExpiresAt.Equal(exp) || len(gc.Scopes) != 1 || gc.Revoked {
		t.Fatalf("CredentialByHash = %+v, %v", gc, err)
	}
	if err := st.RevokeCredential(ctx, account.KindAPIKey, c.ID); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("revoking a token as a key: err = %v, want ErrNotFound", err)
	}
	if err := st.RevokeCredential(ctx, account.KindOAuth, c.ID); err != nil {
		t.Fatal(err)
	}
	if gc, _ := st.CredentialByHash(ctx, c.Hash); !gc.Revoked {
		t.Fatal("credential not revoked")
	}
	if _, err := st.CredentialByHash(ctx, account.Hash("nope")); !errors.Is(err, account.ErrNotFound) {
		t.Fatalf("unknown hash err = %v", err)
	}
}

func TestCharge(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	now := time.Now().UTC()

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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := newOrg(t, st, tt.credits)
			docs := make([]string, tt.docs)
			for i := range docs {
				docs[i] = ids.New()
			}
			err := st.Charge(ctx, o.ID, docs, tt.topUp, "cus_1", now)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Charge err = %v, want %v", err, tt.wantErr)
			}
			got, _ := st.GetOrg(ctx, o.ID)
			if got.Credits != tt.wantLeft {
				t.Fatalf("balance = %d, want %d", got.Credits, tt.wantLeft)
			}
			ledger, err := st.Ledger(ctx, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			var sum int64
			for _, e := range ledger {
				sum += e.Amount
			}
			if sum != got.Credits {
				t.Fatalf("ledger sums to %d but balance is %d: %+v", sum, got.Credits, ledger)
			}
		})
	}

	t.Run("a document is charged once", func(t *testing.T) {
		o := newOrg(t, st, 5)
		doc := ids.New()
		if err := st.Charge(ctx, o.ID, []string{doc}, 0, "", now); err != nil {
			t.Fatal(err)
		}
		if err := st.Charge(ctx, o.ID, []string{doc}, 0, "", now); !errors.Is(err, billing.ErrAlreadyCharged) {
			t.Fatalf("second charge err = %v, want ErrAlreadyCharged", err)
		}
		if got, _ := st.GetOrg(ctx, o.ID); got.Credits != 4 {
			t.Fatalf("balance = %d, want 4", got.Credits)
		}
		for i := 0; i < 2; i++ {
			if err := st.Refund(ctx, o.ID, doc, now); err != nil {
				t.Fatal(err)
			}
		}
		if got, _ := st.GetOrg(ctx, o.ID); got.Credits != 5 {
			t.Fatalf("balance after two refunds = %d, want 5 (refund once)", got.Credits)
		}
		if err := st.Refund(ctx, o.ID, ids.New(), now); err != nil {
			t.Fatalf("refund of an uncharged document: %v", err)
		}
		if got, _ := st.GetOrg(ctx, o.ID); got.Credits != 5 {
			t.Fatalf("refund of an uncharged document changed the balance to %d", got.Credits)
		}
	})

	t.Run("concurrent charges never overdraw", func(t *testing.T) {
		o := newOrg(t, st, 5)
		var wg sync.WaitGroup
		var mu sync.Mutex
		ok := 0
		for i := 0; i < 12; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := st.Charge(ctx, o.ID, []string{ids.New()}, 0, "", now); err == nil {
					mu.Lock()
					ok++
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		got, _ := st.GetOrg(ctx, o.ID)
		if got.Credits < 0 || int64(ok) != 5-got.Credits {
			t.Fatalf("%d charges succeeded, balance %d", ok, got.Credits)
		}
	})
}

func TestRateCounter(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	w := time.Now().Truncate(time.Minute)
	for want := int64(1); want <= 3; want++ {
		n, err := st.Incr(ctx, "k", w, w.Add(2*time.Minute))
		if err != nil || n != want {
			t.Fatalf("Incr = %d, %v; want %d", n, err, want)
		}
	}
	if n, _ := st.Incr(ctx, "k", w.Add(time.Minute), w.Add(3*time.Minute)); n != 1 {
		t.Fatalf("a new window starts at %d, want 1", n)
	}
	if n, _ := st.Incr(ctx, "other", w, w.Add(2*time.Minute)); n != 1 {
		t.Fatalf("another key starts at %d, want 1", n)
	}
}

func TestAnalysisStore(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	now := time.Now().UTC().Truncate(time.Millisecond)
	ref := "loan-42"
	a := analysis.Analysis{
		ID: ids.New(), OrgID: ids.New(), Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
		ClientRef: &ref, Metadata: []byte(`{"a":[1,2],"b":"x"}`), CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour),
		ObjectKey: "uploads/x.pdf", Phases: analysis.Phases{Parse: "pending", MetadataFraud: "pending", AIFraud: "skipped"},
	}
	if err := st.Create(ctx, a); err != nil {
		t.Fatal(err)
	}
	if err := st.Create(ctx, a); err == nil {
		t.Fatal("second Create succeeded")
	}
	got, err := st.Get(ctx, a.ID)
	if err != nil || *got.ClientRef != ref || string(got.Metadata) != string(a.Metadata) || !got.CreatedAt.Equal(now) || got.Phases != a.Phases {
		t.Fatalf("Get = %+v, %v", got, err)
	}
	if _, err := st.Get(ctx, ids.New()); !errors.Is(err, analysis.ErrNotFound) {
		t.Fatalf("Get(unknown) err = %v", err)
	}

	key := "results/x.json"
	rows := 2
	steps := []struct {
		from    []analysis.Status
		to      analysis.Status
		patch   analysis.Patch
		wantErr error
	}{
		{[]analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{UpdatedAt: now}, nil},
		{[]analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{}, analysis.ErrConflict},
		{[]analysis.Status{analysis.StatusProcessing}, analysis.StatusParsed, analysis.Patch{ResultKey: &key, ExtractionRows: &rows}, nil},
		{[]analysis.Status{analysis.StatusProcessing}, analysis.StatusFailed, analysis.Patch{}, analysis.ErrConflict},
		{[]analysis.Status{analysis.StatusParsed}, analysis.StatusCompleted, analysis.Patch{CompletedAt: &now}, nil},
		{[]analysis.Status{analysis.StatusPending, analysis.StatusProcessing, analysis.StatusParsed}, analysis.StatusFailed,
			analysis.Patch{Error: &analysis.Failure{Code: "x", Message: "y"}}, analysis.ErrConflict},
	}
	for i, s := range steps {
		_, err := st.Transition(ctx, a.ID, s.from, s.to, s.patch)
		if !errors.Is(err, s.wantErr) {
			t.Fatalf("step %d: err = %v, want %v", i, err, s.wantErr)
		}
	}
	got, _ = st.Get(ctx, a.ID)
	if got.Status != analysis.StatusCompleted || got.ResultKey != key || got.ExtractionRows != 2 || got.CompletedAt == nil || got.Error != nil {
		t.Fatalf("after transitions: %+v", got)
	}
	if _, err := st.Transition(ctx, ids.New(), []analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{}); !errors.Is(err, analysis.ErrConflict) {
		t.Fatalf("Transition(unknown) err = %v", err)
	}
}

func TestUploadClaimOnce(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	u := analysis.Upload{ID: ids.New(), OrgID: ids.New(), Filename: "a.pdf", Size: 10, Key: "staging/a.pdf",
		CreatedAt: time.Now().UTC(), ExpiresAt: time.Now().Add(time.Hour).UTC()}
	if err := st.PutUpload(ctx, u); err != nil {
		t.Fatal(err)
	}
	if err := st.ClaimUpload(ctx, u.ID, "a1"); err != nil {
		t.Fatal(err)
	}
	if err := st.ClaimUpload(ctx, u.ID, "a2"); !errors.Is(err, analysis.ErrConflict) {
		t.Fatalf("second claim err = %v, want ErrConflict", err)
	}
	got, err := st.GetUpload(ctx, u.ID)
	if err != nil || got.ClaimedBy != "a1" || got.Key != u.Key {
		t.Fatalf("GetUpload = %+v, %v", got, err)
	}
	if err := st.ClaimUpload(ctx, ids.New(), "a3"); !errors.Is(err, analysis.ErrConflict) {
		t.Fatalf("claim of unknown upload err = %v", err)
	}
}
