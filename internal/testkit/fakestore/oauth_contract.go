package fakestore

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/platform/ids"
)

// OAuthStoreContract checks an oauth.Store: clients are read back whole,
// listed per organization and revoked; codes and refresh tokens are used
// exactly once (a second use returns the item with ErrUsed, and of
// concurrent uses one wins); grants collect their tokens until revoked,
// after which AddToGrant is refused.
func OAuthStoreContract(t *testing.T, st oauth.Store) {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)

	t.Run("clients", func(t *testing.T) {
		org, other := ids.New(), ids.New()
		a := oauth.Client{ID: "oac_" + ids.New(), OrgID: org, Name: "CRM", SecretHash: account.Hash("s1"), SecretPrefix: "ocs_1234",
			RedirectURIs: []string{"https://crm.example/cb", "http://127.0.0.1/cb"}, Scopes: []string{account.ScopeRead, account.ScopeWrite},
			CreatedBy: ids.New(), CreatedAt: now}
		b := oauth.Client{ID: "oac_" + ids.New(), OrgID: org, Name: "LOS", SecretHash: account.Hash("s2"), SecretPrefix: "ocs_5678",
			RedirectURIs: []string{"https://los.example/cb"}, Scopes: []string{account.ScopeRead}, CreatedBy: ids.New(), CreatedAt: now.Add(time.Second)}
		c := oauth.Client{ID: "oac_" + ids.New(), OrgID: other, Name: "X", Public: true, RedirectURIs: []string{"http://127.0.0.1/cb"},
			Scopes: []string{account.ScopeRead}, CreatedAt: now}
		for _, cl := range []oauth.Client{a, b, c} {
			if err := st.CreateOAuthClient(ctx, cl); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.CreateOAuthClient(ctx, a); err == nil {
			t.Fatal("CreateOAuthClient(same id) succeeded")
		}
		got, err := st.OAuthClient(ctx, a.ID)
		if err != nil || got.OrgID != org || got.Name != "CRM" || got.SecretHash != a.SecretHash || got.SecretPrefix != a.SecretPrefix ||
			!slices.Equal(got.RedirectURIs, a.RedirectURIs) || !sameSet(got.Scopes, a.Scopes) || got.CreatedBy != a.CreatedBy ||
			!got.CreatedAt.Equal(now) || got.Revoked || got.Public {
			t.Fatalf("OAuthClient = %+v, %v", got, err)
		}
		if got, err := st.OAuthClient(ctx, c.ID); err != nil || !got.Public || got.SecretHash != "" {
			t.Fatalf("public client read back as %+v, %v", got, err)
		}
		if _, err := st.OAuthClient(ctx, "oac_nope"); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("OAuthClient(unknown) err = %v, want ErrNotFound", err)
		}
		if err := st.RevokeOAuthClient(ctx, a.ID); err != nil {
			t.Fatal(err)
		}
		if err := st.RevokeOAuthClient(ctx, "oac_nope"); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("RevokeOAuthClient(unknown) err = %v, want ErrNotFound", err)
		}
		// Listing may lag behind a write (a GSI on the table): wait for it.
		var list []oauth.Client
		for range 50 {
			if list, err = st.OAuthClients(ctx, org); err == nil && len(list) == 2 && list[0].Revoked {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if err != nil || len(list) != 2 || list[0].ID != a.ID || list[1].ID != b.ID || !list[0].Revoked || list[1].Revoked {
			t.Fatalf("OAuthClients = %+v, %v; want a (revoked) then b", list, err)
		}
	})

	t.Run("codes are used once", func(t *testing.T) {
		c := oauth.Code{Hash: account.Hash(ids.New()), ClientID: "oac_" + ids.New(), OrgID: ids.New(), UserID: ids.New(), GrantID: ids.New(),
			RedirectURI: "https://crm.example/cb", Scopes: []string{account.ScopeRead}, Challenge: "abc", CreatedAt: now, ExpiresAt: now.Add(time.Minute)}
		if err := st.PutCode(ctx, c); err != nil {
			t.Fatal(err)
		}
		if err := st.PutCode(ctx, c); err == nil {
			t.Fatal("PutCode(same hash) succeeded")
		}
		var wg sync.WaitGroup
		results := make([]error, 4)
		codes := make([]oauth.Code, 4)
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i], results[i] = st.UseCode(ctx, c.Hash)
			}()
		}
		wg.Wait()
		won := 0
		for i, err := range results {
			switch {
			case err == nil:
				won++
			case !errors.Is(err, oauth.ErrUsed):
				t.Fatalf("UseCode err = %v", err)
			}
			got := codes[i]
			if got.GrantID != c.GrantID || got.ClientID != c.ClientID || got.RedirectURI != c.RedirectURI || got.Challenge != "abc" ||
				got.UserID != c.UserID || got.OrgID != c.OrgID || !sameSet(got.Scopes, c.Scopes) || !got.ExpiresAt.Equal(c.ExpiresAt) || !got.Used {
				t.Fatalf("UseCode returned %+v (err %v)", got, err)
			}
		}
		if won != 1 {
			t.Fatalf("%d concurrent uses of one code succeeded, want 1", won)
		}
		if _, err := st.UseCode(ctx, account.Hash("nope")); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("UseCode(unknown) err = %v, want ErrNotFound", err)
		}
	})

	t.Run("refresh tokens are used once", func(t *testing.T) {
		r := oauth.RefreshToken{Hash: account.Hash(ids.New()), ClientID: "oac_" + ids.New(), GrantID: ids.New(), OrgID: ids.New(), UserID: ids.New(),
			Scopes: []string{account.ScopeRead, account.ScopeWrite}, CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
		if err := st.PutRefresh(ctx, r); err != nil {
			t.Fatal(err)
		}
		got, err := st.Refresh(ctx, r.Hash)
		if err != nil || got.GrantID != r.GrantID || got.ClientID != r.ClientID || got.UserID != r.UserID || !sameSet(got.Scopes, r.Scopes) ||
			!got.ExpiresAt.Equal(r.ExpiresAt) || got.Used {
			t.Fatalf("Refresh = %+v, %v", got, err)
		}
		if got, err := st.UseRefresh(ctx, r.Hash); err != nil || !got.Used || got.GrantID != r.GrantID {
			t.Fatalf("UseRefresh = %+v, %v", got, err)
		}
		if got, err := st.UseRefresh(ctx, r.Hash); !errors.Is(err, oauth.ErrUsed) || got.GrantID != r.GrantID || got.ClientID != r.ClientID {
			t.Fatalf("UseRefresh(again) = %+v, %v; want the token with ErrUsed", got, err)
		}
		if _, err := st.UseRefresh(ctx, account.Hash("nope")); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("UseRefresh(unknown) err = %v, want ErrNotFound", err)
		}
		if _, err := st.Refresh(ctx, account.Hash("nope")); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("Refresh(unknown) err = %v, want ErrNotFound", err)
		}
	})

	t.Run("grants", func(t *testing.T) {
		client := "oac_" + ids.New()
		g := oauth.Grant{ID: ids.New(), ClientID: client, OrgID: ids.New(), UserID: ids.New(), Scopes: []string{account.ScopeRead},
			CreatedAt: now, ExpiresAt: now.Add(time.Minute)}
		g2 := oauth.Grant{ID: ids.New(), ClientID: client, OrgID: g.OrgID, UserID: g.UserID, Scopes: []string{account.ScopeWrite},
			CreatedAt: now, ExpiresAt: now.Add(time.Minute)}
		for _, x := range []oauth.Grant{g, g2} {
			if err := st.PutGrant(ctx, x); err != nil {
				t.Fatal(err)
			}
		}
		// A grant's expiry is kept to the second (it is the item's TTL).
		later := now.Truncate(time.Second).Add(time.Hour)
		for _, id := range []string{"t1", "t2"} {
			if err := st.AddToGrant(ctx, client, g.ID, id, later); err != nil {
				t.Fatal(err)
			}
		}
		// An earlier expiry does not pull the grant's back.
		if err := st.AddToGrant(ctx, client, g.ID, "t3", now); err != nil {
			t.Fatal(err)
		}
		got, err := st.Grant(ctx, client, g.ID)
		if err != nil || got.UserID != g.UserID || got.OrgID != g.OrgID || !sameSet(got.Scopes, g.Scopes) || got.Revoked ||
			!sameSet(got.AccessTokenIDs, []string{"t1", "t2", "t3"}) || !got.ExpiresAt.Equal(later) || !got.CreatedAt.Equal(now) {
			t.Fatalf("Grant = %+v, %v", got, err)
		}
		if _, err := st.Grant(ctx, "oac_other", g.ID); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("Grant(of another client) err = %v, want ErrNotFound", err)
		}
		if err := st.AddToGrant(ctx, client, ids.New(), "t", later); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("AddToGrant(unknown grant) err = %v, want ErrNotFound", err)
		}
		for range 2 {
			rg, err := st.RevokeGrant(ctx, client, g.ID)
			if err != nil || !rg.Revoked || !sameSet(rg.AccessTokenIDs, []string{"t1", "t2", "t3"}) {
				t.Fatalf("RevokeGrant = %+v, %v", rg, err)
			}
		}
		if err := st.AddToGrant(ctx, client, g.ID, "t4", later); !errors.Is(err, oauth.ErrRevoked) {
			t.Fatalf("AddToGrant(revoked grant) err = %v, want ErrRevoked", err)
		}
		if _, err := st.RevokeGrant(ctx, client, ids.New()); !errors.Is(err, oauth.ErrNotFound) {
			t.Fatalf("RevokeGrant(unknown) err = %v, want ErrNotFound", err)
		}
		list, err := st.Grants(ctx, client)
		if err != nil || len(list) != 2 {
			t.Fatalf("Grants = %+v, %v", list, err)
		}
		for _, x := range list {
			if x.ID == g.ID && !x.Revoked || x.ID == g2.ID && x.Revoked {
				t.Fatalf("Grants = %+v: wrong revocation", list)
			}
		}
	})
}
