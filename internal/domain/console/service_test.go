package console_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

type fixture struct {
	svc   *console.Service
	store *fakestore.Console
	now   *time.Time
	org   string
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	accounts := &account.Service{Store: fakestore.NewAccounts(), Now: clock}
	org, err := accounts.CreateOrg(context.Background(), account.NewOrg{Name: "Acme", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	st := fakestore.NewConsole()
	svc := &console.Service{Store: st, Accounts: accounts, Limiter: &ratelimit.Limiter{Counter: fakestore.NewCounter(), Now: clock},
		Cost: bcrypt.MinCost, Now: clock}
	return fixture{svc: svc, store: st, now: &now, org: org.ID}
}

const pw = "correct horse battery"

func TestCreateUser(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	l, err := f.svc.CreateUser(ctx, f.org, " Ops@Acme.example ", pw, console.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	if l.Email != "ops@acme.example" || l.PasswordHash == pw || bcrypt.CompareHashAndPassword([]byte(l.PasswordHash), []byte(pw)) != nil {
		t.Fatalf("login %+v: e-mail not normalized or password not hashed", l)
	}
	if _, err := f.svc.Accounts.Store.GetUser(ctx, f.org, l.UserID); err != nil {
		t.Fatalf("no account user behind the login: %v", err)
	}
	tests := []struct {
		name, org, email, pw string
		role                 console.Role
		want                 error
	}{
		{"taken e-mail", f.org, "OPS@acme.example", pw, console.RoleMember, console.ErrExists},
		{"short password", f.org, "b@acme.example", "short", console.RoleMember, nil},
		{"long password", f.org, "b@acme.example", string(make([]byte, 73)), console.RoleMember, nil},
		{"unknown role", f.org, "b@acme.example", pw, "owner", nil},
		{"unknown org", "nope", "b@acme.example", pw, console.RoleMember, account.ErrNotFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := f.svc.CreateUser(ctx, tc.org, tc.email, tc.pw, tc.role)
			if err == nil || (tc.want != nil && !errors.Is(err, tc.want)) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestSignIn(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	if _, err := f.svc.CreateUser(ctx, f.org, "ops@acme.example", pw, console.RoleMember); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, email, pw string
		want            error
	}{
		{"right password, e-mail in another case", "OPS@acme.example", pw, nil},
		{"wrong password", "ops@acme.example", pw + "x", console.ErrBadCredentials},
		// The same error as a wrong password: no way to learn which
		// addresses exist.
		{"unknown e-mail", "ghost@acme.example", pw, console.ErrBadCredentials},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sess, token, err := f.svc.SignIn(ctx, tc.email, tc.pw, "addr:192.0.2."+tc.name)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if tc.want != nil {
				return
			}
			if sess.Hash == token || sess.Hash != account.Hash(token) || sess.CSRF == "" || sess.Role != console.RoleMember {
				t.Fatalf("session %+v for token %q", sess, token)
			}
			got, err := f.svc.Session(ctx, token)
			if err != nil || got.UserID != sess.UserID {
				t.Fatalf("Session = %+v, %v", got, err)
			}
			p, err := f.svc.Principal(ctx, got)
			if err != nil || p.Org.ID != f.org || p.Has(account.ScopeWrite) || !p.Has(account.ScopeRead) {
				t.Fatalf("member's principal %+v, %v: want read only", p, err)
			}
			*f.now = f.now.Add(console.DefaultSessionTTL)
			if _, err := f.svc.Session(ctx, token); !errors.Is(err, console.ErrNoSession) {
				t.Fatalf("expired session: err = %v, want ErrNoSession", err)
			}
			*f.now = f.now.Add(-console.DefaultSessionTTL)
			if err := f.svc.SignOut(ctx, token); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.Session(ctx, token); !errors.Is(err, console.ErrNoSession) {
				t.Fatalf("signed-out session: err = %v, want ErrNoSession", err)
			}
		})
	}
}

func TestSignInRateLimit(t *testing.T) {
	tests := []struct {
		name  string
		email func(i int) string
		addr  func(i int) string
		limit int
	}{
		{"one e-mail from many addresses", func(int) string { return "ops@acme.example" },
			func(i int) string { return "addr:192.0.2." + string(rune('a'+i)) }, console.AttemptsPerEmail},
		{"many e-mails from one address", func(i int) string { return string(rune('a'+i)) + "@acme.example" },
			func(int) string { return "addr:192.0.2.1" }, console.AttemptsPerAddr},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ctx := context.Background()
			for i := range tc.limit {
				if _, _, err := f.svc.SignIn(ctx, tc.email(i), "wrong password!", tc.addr(i)); !errors.Is(err, console.ErrBadCredentials) {
					t.Fatalf("attempt %d: err = %v", i+1, err)
				}
			}
			if _, _, err := f.svc.SignIn(ctx, tc.email(tc.limit), pw, tc.addr(tc.limit)); !errors.Is(err, console.ErrTooManyAttempts) {
				t.Fatalf("attempt over the limit: err = %v, want ErrTooManyAttempts", err)
			}
			*f.now = f.now.Add(ratelimit.Window)
			if _, _, err := f.svc.SignIn(ctx, tc.email(0), "wrong password!", tc.addr(0)); !errors.Is(err, console.ErrBadCredentials) {
				t.Fatalf("next window: err = %v, want ErrBadCredentials", err)
			}
		})
	}
}

func TestValidCSRF(t *testing.T) {
	s := console.Session{CSRF: "abc"}
	for tok, want := range map[string]bool{"abc": true, "": false, "abd": false, "abcd": false} {
		if got := s.ValidCSRF(tok); got != want {
			t.Errorf("ValidCSRF(%q) = %v", tok, got)
		}
	}
}
