package fakestore

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/platform/ids"
)

// ConsoleStoreContract checks a console.Store: an e-mail has one login,
// logins are listed per organization, and sessions are read back whole by
// hash and deleted idempotently.
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
}
