package account_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

type clock struct{ t time.Time }

func (c *clock) Now() time.Time { return c.t }

func TestParseBearer(t *testing.T) {
	tests := []struct {
		header string
		want   string
		ok     bool
	}{
		{"Bearer cg_live_abc", "cg_live_abc", true},
		{"bearer cg_live_abc", "cg_live_abc", true},
		{"BEARER oat_x", "oat_x", true},
		{"  Bearer   cg_live_abc  ", "cg_live_abc", true},
		{"Bearer", "", false},
		{"Bearer ", "", false},
		{"Bearer    ", "", false},
		{"", "", false},
		{"Basic dXNlcjpwYXNz", "", false},
		{"cg_live_abc", "", false},
		{"Token cg_live_abc", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.header, func(t *testing.T) {
			got, ok := account.ParseBearer(tc.header)
			if got != tc.want || ok != tc.ok {
				t.Fatalf("ParseBearer(%q) = %q, %v; want %q, %v", tc.header, got, ok, tc.want, tc.ok)
			}
		})
	}
}

type fixture struct {
	store *fakestore.Accounts
	svc   *account.Service
	clk   *clock
	paid  account.Org
	free  account.Org
	user  account.User
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	st := fakestore.NewAccounts()
	clk := &clock{t: t0}
	f := &fixture{store: st, clk: clk, svc: &account.Service{Store: st, Now: clk.Now}}
	ctx := context.Background()
	var err error
	if f.paid, err = f.svc.CreateOrg(ctx, account.NewOrg{Name: "Paid", Plan: account.PlanPaid}); err != nil {
		t.Fatal(err)
	}
	if f.free, err = f.svc.CreateOrg(ctx, account.NewOrg{Name: "Free", Plan: account.PlanFree}); err != nil {
		t.Fatal(err)
	}
	if f.user, err = f.svc.CreateUser(ctx, f.paid.ID, "a@example.com"); err != nil {
		t.Fatal(err)
	}
	return f
}

// putCred stores a credential for secret directly (bypassing the plan check).
func (f *fixture) putCred(t *testing.T, secret string, c account.Credential) {
	t.Helper()
	c.Hash = account.Hash(secret)
	if c.ID == "" {
		c.ID = "cred-" + secret
	}
	if err := f.store.PutCredential(context.Background(), c); err != nil {
		t.Fatal(err)
	}
}

func TestAuthenticate(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	scopes := []string{account.ScopeRead, account.ScopeWrite}

	_, liveKey, err := f.svc.CreateAPIKey(ctx, f.paid.ID, "", scopes)
	if err != nil {
		t.Fatal(err)
	}
	_, liveTok, err := f.svc.CreateToken(ctx, f.paid.ID, f.user.ID, []string{account.ScopeRead}, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	revoked, revokedKey, err := f.svc.CreateAPIKey(ctx, f.paid.ID, "", scopes)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.store.RevokeCredential(ctx, account.KindAPIKey, revoked.ID); err != nil {
		t.Fatal(err)
	}
	_, expTok, err := f.svc.CreateToken(ctx, f.paid.ID, f.user.ID, scopes, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	// Mismatch: an oat_ secret stored as an API key, and a cg_live_ secret stored as a token.
	f.putCred(t, "oat_storedaskey", account.Credential{Kind: account.KindAPIKey, OrgID: f.paid.ID, Scopes: scopes})
	f.putCred(t, "cg_live_storedastoken", account.Credential{Kind: account.KindOAuth, OrgID: f.paid.ID, Scopes: scopes})
	f.putCred(t, "cg_live_freeorg", account.Credential{Kind: account.KindAPIKey, OrgID: f.free.ID, Scopes: scopes})
	f.putCred(t, "cg_live_orphan", account.Credential{Kind: account.KindAPIKey, OrgID: "no-such-org", Scopes: scopes})

	tests := []struct {
		name       string
		token      string
		advance    time.Duration
		wantCode   string
		wantScopes []string
		wantKind   account.CredentialKind
	}{
		{name: "unknown prefix", token: "sk_live_abc", wantCode: "unauthorized"},
		{name: "empty", token: "", wantCode: "unauthorized"},
		{name: "unknown key", token: "cg_live_doesnotexist", wantCode: "unauthorized"},
		{name: "unknown token", token: "oat_doesnotexist", wantCode: "unauthorized"},
		{name: "revoked key", token: revokedKey, wantCode: "unauthorized"},
		{name: "token before expiry", token: expTok, advance: 59 * time.Second, wantScopes: scopes, wantKind: account.KindOAuth},
		{name: "token at expiry", token: expTok, advance: time.Minute, wantCode: "unauthorized"},
		{name: "token after expiry", token: expTok, advance: 2 * time.Minute, wantCode: "unauthorized"},
		{name: "oat_ secret stored as api key", token: "oat_storedaskey", wantCode: "unauthorized"},
		{name: "cg_live_ secret stored as token", token: "cg_live_storedastoken", wantCode: "unauthorized"},
		{name: "org missing", token: "cg_live_orphan", wantCode: "unauthorized"},
		{name: "free plan", token: "cg_live_freeorg", wantCode: "plan_excluded"},
		{name: "happy key", token: liveKey, wantScopes: scopes, wantKind: account.KindAPIKey},
		{name: "happy token", token: liveTok, wantScopes: []string{account.ScopeRead}, wantKind: account.KindOAuth},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f.clk.t = t0.Add(tc.advance)
			p, err := f.svc.Authenticate(ctx, tc.token)
			if tc.wantCode != "" {
				e, ok := apperr.As(err)
				if !ok || e.Code != tc.wantCode {
					t.Fatalf("err = %v, want code %s", err, tc.wantCode)
				}
				wantKind := apperr.Unauthorized
				if tc.wantCode == "plan_excluded" {
					wantKind = apperr.PaymentRequired
				}
				if e.Kind != wantKind {
					t.Fatalf("kind = %v, want %v", e.Kind, wantKind)
				}
				return
			}
			if err != nil {
				t.Fatalf("Authenticate: %v", err)
			}
			if !slices.Equal(p.Scopes, tc.wantScopes) || p.Kind != tc.wantKind || p.Org.ID != f.paid.ID {
				t.Fatalf("principal = %+v", p)
			}
			if p.TokenHash != account.Hash(tc.token) {
				t.Fatalf("TokenHash = %q, want hash of token", p.TokenHash)
			}
			if !p.Has(tc.wantScopes[0]) || p.Has("analyses:admin") {
				t.Fatalf("Has is wrong for %v", p.Scopes)
			}
		})
	}
}

func TestAuthenticatePlanExcludedStillIdentifiesCaller(t *testing.T) {
	f := newFixture(t)
	f.putCred(t, "cg_live_freeorg", account.Credential{Kind: account.KindAPIKey, OrgID: f.free.ID, Scopes: []string{account.ScopeRead}})
	p, err := f.svc.Authenticate(context.Background(), "cg_live_freeorg")
	if !errors.Is(err, account.ErrPlanExcluded) {
		t.Fatalf("err = %v", err)
	}
	// The HTTP layer rate-limits plan_excluded callers by their token.
	if p.TokenHash != account.Hash("cg_live_freeorg") || p.Org.ID != f.free.ID {
		t.Fatalf("principal = %+v", p)
	}
}

func TestAuthenticateStoreErrorIsNotUnauthorized(t *testing.T) {
	f := newFixture(t)
	f.store.Err = errors.New("table down")
	_, err := f.svc.Authenticate(context.Background(), "cg_live_x")
	if err == nil {
		t.Fatal("want error")
	}
	if _, ok := apperr.As(err); ok {
		t.Fatalf("a store failure must not look like a client error: %v", err)
	}
}

func TestCreateAPIKey(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	tests := []struct {
		name    string
		org     string
		user    string
		scopes  []string
		wantErr error
		errSub  string
	}{
		{name: "free plan refused", org: f.free.ID, scopes: []string{account.ScopeRead}, wantErr: account.ErrFreePlanKey},
		{name: "missing org", org: "nope", scopes: []string{account.ScopeRead}, wantErr: account.ErrNotFound},
		{name: "no scopes", org: f.paid.ID, errSub: "scope"},
		{name: "unknown user", org: f.paid.ID, user: "ghost", scopes: []string{account.ScopeRead}, wantErr: account.ErrNotFound},
		{name: "ok without user", org: f.paid.ID, scopes: []string{account.ScopeRead, account.ScopeWrite}},
		{name: "ok with user", org: f.paid.ID, user: f.user.ID, scopes: []string{account.ScopeWrite}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := len(f.store.Credentials())
			c, secret, err := f.svc.CreateAPIKey(ctx, tc.org, tc.user, tc.scopes)
			if tc.wantErr != nil || tc.errSub != "" {
				if err == nil || (tc.wantErr != nil && !errors.Is(err, tc.wantErr)) || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("err = %v, want %v / %q", err, tc.wantErr, tc.errSub)
				}
				if len(f.store.Credentials()) != before {
					t.Fatal("a credential was stored despite the error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(secret, account.APIKeyPrefix) || len(secret) != len(account.APIKeyPrefix)+64 {
				t.Fatalf("secret = %q", secret)
			}
			stored, err := f.store.CredentialByHash(ctx, account.Hash(secret))
			if err != nil || stored.ID != c.ID || stored.Kind != account.KindAPIKey || !stored.ExpiresAt.IsZero() || stored.UserID != tc.user {
				t.Fatalf("stored = %+v", stored)
			}
			if strings.Contains(stored.Hash, secret) || stored.Hash == secret {
				t.Fatal("plain secret stored")
			}
		})
	}
}

func TestCreateToken(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	tests := []struct {
		name   string
		user   string
		ttl    time.Duration
		errSub string
	}{
		{name: "no user", ttl: time.Hour, errSub: "user"},
		{name: "zero ttl", user: f.user.ID, errSub: "ttl"},
		{name: "negative ttl", user: f.user.ID, ttl: -time.Second, errSub: "ttl"},
		{name: "user of another org", user: "ghost", ttl: time.Hour, errSub: "ghost"},
		{name: "ok", user: f.user.ID, ttl: 90 * time.Minute},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, secret, err := f.svc.CreateToken(ctx, f.paid.ID, tc.user, []string{account.ScopeRead}, tc.ttl)
			if tc.errSub != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("err = %v, want containing %q", err, tc.errSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(secret, account.OAuthTokenPrefix) || c.Kind != account.KindOAuth {
				t.Fatalf("secret %q kind %v", secret, c.Kind)
			}
			if !c.ExpiresAt.Equal(t0.Add(tc.ttl)) {
				t.Fatalf("ExpiresAt = %v, want %v", c.ExpiresAt, t0.Add(tc.ttl))
			}
		})
	}
}

func TestNormalizeScopes(t *testing.T) {
	tests := []struct {
		in   string
		want []string
		err  bool
	}{
		{in: "analyses:read", want: []string{account.ScopeRead}},
		{in: "analyses:write,analyses:read", want: []string{account.ScopeRead, account.ScopeWrite}},
		{in: " analyses:write , analyses:read ,analyses:write", want: []string{account.ScopeRead, account.ScopeWrite}},
		{in: "", err: true},
		{in: "analyses:read,", err: true},
		{in: "analyses:admin", err: true},
		{in: "Analyses:Read", err: true},
		{in: "analyses:read,bogus", err: true},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := account.NormalizeScopes(tc.in)
			if tc.err {
				if err == nil {
					t.Fatalf("NormalizeScopes(%q) = %v, want error", tc.in, got)
				}
				return
			}
			if err != nil || !slices.Equal(got, tc.want) {
				t.Fatalf("NormalizeScopes(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestCreateOrgAndUserValidation(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if _, err := f.svc.CreateOrg(ctx, account.NewOrg{Name: " ", Plan: account.PlanPaid}); err == nil {
		t.Error("blank name accepted")
	}
	if _, err := f.svc.CreateOrg(ctx, account.NewOrg{Name: "x", Plan: "gold"}); err == nil {
		t.Error("unknown plan accepted")
	}
	o, err := f.svc.CreateOrg(ctx, account.NewOrg{Name: "x", Plan: account.PlanPaid})
	if err != nil || !strings.HasPrefix(o.SigningSecret, account.SecretPrefix) || o.Credits != 0 || !o.CreatedAt.Equal(t0) {
		t.Errorf("org = %+v, %v", o, err)
	}
	if _, err := f.svc.CreateUser(ctx, o.ID, "not-an-email"); err == nil {
		t.Error("bad email accepted")
	}
	if _, err := f.svc.CreateUser(ctx, "missing", "a@b.c"); !errors.Is(err, account.ErrNotFound) {
		t.Errorf("user in missing org: %v", err)
	}
}
