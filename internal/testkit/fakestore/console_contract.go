package fakestore

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/platform/ids"
)

// ConsoleStoreContract checks a console.Store: an e-mail has one login,
// logins are listed per organization, sessions are read back whole by
// hash and deleted idempotently, and an invitation is listed per
// organization and accepted once, with its login, or not at all.
func ConsoleStoreContract(t *testing.T, st console.Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)

	t.Run("logins", func(t *testing.T) {
		org, other := ids.New(), ids.New()
		a := console.Login{Email: "a-" + ids.New() + "@example.com", OrgID: org, UserID: ids.New(), Role: console.RoleAdmin, PasswordHash: "$2a$x", CreatedAt: now}
		b := console.Login{Email: "b-" + ids.New() + "@example.com", OrgID: org, UserID: ids.New(), Role: console.RoleMember, PasswordHash: "$2a$y", CreatedAt: now}
		c := console.Login{Email: "c-" + ids.New() + "@example.com", OrgID: other, UserID: ids.New(), Role: console.RoleMember, PasswordHash: "$2a$z", CreatedAt: now}
		for _, l := range []console.Login{a, b, c} {
			if err := st.CreateLogin(ctx, l); err != nil {
				t.Fatal(err)
			}
		}
		dup := a
		dup.OrgID, dup.UserID = other, ids.New()
		if err := st.CreateLogin(ctx, dup); !errors.Is(err, console.ErrExists) {
			t.Fatalf("CreateLogin(taken e-mail) err = %v, want ErrExists", err)
		}
		got, err := st.LoginByEmail(ctx, a.Email)
		if err != nil || got.OrgID != org || got.UserID != a.UserID || got.Role != console.RoleAdmin ||
			got.PasswordHash != a.PasswordHash || !got.CreatedAt.Equal(now) {
			t.Fatalf("LoginByEmail = %+v, %v", got, err)
		}
		if _, err := st.LoginByEmail(ctx, "nobody@nowhere.example"); !errors.Is(err, console.ErrNotFound) {
			t.Fatalf("LoginByEmail(unknown) err = %v, want ErrNotFound", err)
		}
		list, err := st.Logins(ctx, org)
		if err != nil || len(list) != 2 || list[0].Email != a.Email || list[1].Email != b.Email || list[1].Role != console.RoleMember {
			t.Fatalf("Logins = %+v, %v", list, err)
		}
	})

	t.Run("sessions", func(t *testing.T) {
		s := console.Session{Hash: account.Hash(ids.New()), OrgID: ids.New(), UserID: ids.New(), Email: "a@a.example",
			Role: console.RoleAdmin, CSRF: "tok", CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
		if err := st.PutSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		got, err := st.GetSession(ctx, s.Hash)
		if err != nil || got.OrgID != s.OrgID || got.UserID != s.UserID || got.Email != s.Email || got.Role != s.Role ||
			got.CSRF != "tok" || !got.CreatedAt.Equal(now) || !got.ExpiresAt.Equal(s.ExpiresAt) {
			t.Fatalf("GetSession = %+v, %v", got, err)
		}
		for range 2 {
			if err := st.DeleteSession(ctx, s.Hash); err != nil {
				t.Fatalf("DeleteSession: %v", err)
			}
		}
		if _, err := st.GetSession(ctx, s.Hash); !errors.Is(err, console.ErrNotFound) {
			t.Fatalf("GetSession(deleted) err = %v, want ErrNotFound", err)
		}
	})

	t.Run("invitations", func(t *testing.T) {
		org := ids.New()
		inv := func(email string, at time.Time) console.Invitation {
			return console.Invitation{Hash: account.Hash(ids.New()), OrgID: org, Email: email, Role: console.RoleMember,
				InvitedBy: ids.New(), CreatedAt: at, ExpiresAt: at.Add(time.Hour)}
		}
		a, b := inv("a-"+ids.New()+"@example.com", now), inv("b-"+ids.New()+"@example.com", now.Add(time.Second))
		for _, i := range []console.Invitation{b, a} {
			if err := st.PutInvitation(ctx, i); err != nil {
				t.Fatal(err)
			}
		}
		got, err := st.Invitation(ctx, a.Hash)
		if err != nil || got.OrgID != org || got.Email != a.Email || got.Role != a.Role || got.InvitedBy != a.InvitedBy ||
			!got.CreatedAt.Equal(a.CreatedAt) || !got.ExpiresAt.Equal(a.ExpiresAt) {
			t.Fatalf("Invitation = %+v, %v", got, err)
		}
		if _, err := st.Invitation(ctx, account.Hash("nope")); !errors.Is(err, console.ErrNotFound) {
			t.Fatalf("Invitation(unknown) err = %v, want ErrNotFound", err)
		}
		list, err := st.Invitations(ctx, org)
		if err != nil || len(list) != 2 || list[0].Hash != a.Hash || list[1].Hash != b.Hash {
			t.Fatalf("Invitations = %+v, %v", list, err)
		}
		l := console.Login{Email: a.Email, OrgID: org, UserID: ids.New(), Role: a.Role, PasswordHash: "$2a$i", CreatedAt: now}
		if err := st.AcceptInvitation(ctx, a.Hash, l); err != nil {
			t.Fatalf("AcceptInvitation: %v", err)
		}
		if got, err := st.LoginByEmail(ctx, a.Email); err != nil || got.UserID != l.UserID {
			t.Fatalf("the accepted invitation's login: %+v, %v", got, err)
		}
		if _, err := st.Invitation(ctx, a.Hash); !errors.Is(err, console.ErrNotFound) {
			t.Fatalf("Invitation(accepted) err = %v, want ErrNotFound", err)
		}
		again := l
		again.Email, again.UserID = "c-"+ids.New()+"@example.com", ids.New()
		if err := st.AcceptInvitation(ctx, a.Hash, again); !errors.Is(err, console.ErrNotFound) {
			t.Fatalf("AcceptInvitation twice err = %v, want ErrNotFound", err)
		}
		if _, err := st.LoginByEmail(ctx, again.Email); !errors.Is(err, console.ErrNotFound) {
			t.Fatal("a spent invitation made a login")
		}
		// The e-mail taken meanwhile: nothing is written, the link stays.
		taken := l
		taken.UserID = ids.New()
		if err := st.AcceptInvitation(ctx, b.Hash, taken); !errors.Is(err, console.ErrExists) {
			t.Fatalf("AcceptInvitation(taken e-mail) err = %v, want ErrExists", err)
		}
		if _, err := st.Invitation(ctx, b.Hash); err != nil {
			t.Fatalf("a refused acceptance spent the invitation: %v", err)
		}
		for range 2 {
			if err := st.DeleteInvitation(ctx, b.Hash); err != nil {
				t.Fatalf("DeleteInvitation: %v", err)
			}
		}
		if _, err := st.Invitation(ctx, b.Hash); !errors.Is(err, console.ErrNotFound) {
			t.Fatalf("Invitation(deleted) err = %v, want ErrNotFound", err)
		}
	})

	t.Run("one acceptance of concurrent ones", func(t *testing.T) {
		i := console.Invitation{Hash: account.Hash(ids.New()), OrgID: ids.New(), Email: "race-" + ids.New() + "@example.com",
			Role: console.RoleAdmin, CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
		if err := st.PutInvitation(ctx, i); err != nil {
			t.Fatal(err)
		}
		const n = 8
		errs := make(chan error, n)
		for k := range n {
			go func() {
				errs <- st.AcceptInvitation(ctx, i.Hash, console.Login{Email: fmt.Sprintf("race-%d-%s@example.com", k, ids.New()),
					OrgID: i.OrgID, UserID: ids.New(), Role: i.Role, PasswordHash: "$2a$r", CreatedAt: now})
			}()
		}
		ok := 0
		for range n {
			switch err := <-errs; {
			case err == nil:
				ok++
			case !errors.Is(err, console.ErrNotFound):
				t.Errorf("AcceptInvitation: %v", err)
			}
		}
		if ok != 1 {
			t.Fatalf("%d of %d concurrent acceptances succeeded, want 1", ok, n)
		}
	})
}
