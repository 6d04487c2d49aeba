package console_test

import (
	"context"
	"errors"
	"strings"
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

func TestInvitation(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	admin, err := f.svc.CreateUser(ctx, f.org, "admin@acme.example", pw, console.RoleAdmin)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, email string
		role        console.Role
		want        error
	}{
		{"not an address", "bob", console.RoleMember, console.ErrInvalidEmail},
		{"a name with the address", "Bob <bob@acme.example>", console.RoleMember, console.ErrInvalidEmail},
		{"unknown role", "bob@acme.example", "owner", console.ErrInvalidRole},
		{"already a user here", "ADMIN@acme.example", console.RoleMember, console.ErrAlreadyMember},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, _, err := f.svc.Invite(ctx, f.org, admin.UserID, tc.email, tc.role); !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
	inv, token, err := f.svc.Invite(ctx, f.org, admin.UserID, " Bob@Acme.example ", console.RoleMember)
	if err != nil {
		t.Fatal(err)
	}
	if inv.Email != "bob@acme.example" || inv.Hash != account.Hash(token) || !strings.HasPrefix(token, console.InvitationPrefix) ||
		!inv.ExpiresAt.Equal(f.now.Add(console.InvitationTTL)) {
		t.Fatalf("invitation %+v, token %q", inv, token)
	}
	if got, err := f.svc.InvitationByToken(ctx, token); err != nil || got.Email != inv.Email {
		t.Fatalf("InvitationByToken = %+v, %v", got, err)
	}
	if _, _, err := f.svc.AcceptInvitation(ctx, token, "short"); !errors.Is(err, console.ErrWeakPassword) {
		t.Fatalf("short password: err = %v", err)
	}
	sess, cookie, err := f.svc.AcceptInvitation(ctx, token, pw)
	if err != nil || sess.Role != console.RoleMember || sess.OrgID != f.org || sess.Hash != account.Hash(cookie) {
		t.Fatalf("AcceptInvitation = %+v, %v (a refused password must not spend the link)", sess, err)
	}
	if _, _, err := f.svc.SignIn(ctx, "bob@acme.example", pw, "addr:192.0.2.9"); err != nil {
		t.Fatalf("the invited user cannot sign in: %v", err)
	}
	if _, _, err := f.svc.AcceptInvitation(ctx, token, pw); !errors.Is(err, console.ErrInvalidInvitation) {
		t.Fatalf("second acceptance: err = %v, want ErrInvalidInvitation", err)
	}
	users, _ := f.svc.Users(ctx, f.org)
	if len(users) != 2 {
		t.Fatalf("%d users, want 2", len(users))
	}

	t.Run("expired", func(t *testing.T) {
		_, token, err := f.svc.Invite(ctx, f.org, admin.UserID, "late@acme.example", console.RoleAdmin)
		if err != nil {
			t.Fatal(err)
		}
		if p, _ := f.svc.PendingInvitations(ctx, f.org); len(p) != 1 || p[0].Email != "late@acme.example" {
			t.Fatalf("pending %+v", p)
		}
		*f.now = f.now.Add(console.InvitationTTL)
		defer func() { *f.now = f.now.Add(-console.InvitationTTL) }()
		if _, _, err := f.svc.AcceptInvitation(ctx, token, pw); !errors.Is(err, console.ErrInvalidInvitation) {
			t.Fatalf("expired: err = %v", err)
		}
		if p, _ := f.svc.PendingInvitations(ctx, f.org); len(p) != 0 {
			t.Fatalf("an expired invitation is pending: %+v", p)
		}
	})
	t.Run("e-mail with a login elsewhere", func(t *testing.T) {
		other, err := f.svc.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Other", Plan: account.PlanPaid})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.CreateUser(ctx, other.ID, "carol@other.example", pw, console.RoleAdmin); err != nil {
			t.Fatal(err)
		}
		// The admin is not told that the address has a login elsewhere.
		_, token, err := f.svc.Invite(ctx, f.org, admin.UserID, "carol@other.example", console.RoleMember)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.AcceptInvitation(ctx, token, pw); !errors.Is(err, console.ErrLoginExists) {
			t.Fatalf("err = %v, want ErrLoginExists", err)
		}
	})
	t.Run("unknown token", func(t *testing.T) {
		if _, _, err := f.svc.AcceptInvitation(ctx, console.InvitationPrefix+"00", pw); !errors.Is(err, console.ErrInvalidInvitation) {
			t.Fatalf("err = %v", err)
		}
	})
}
