package oauthapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/web/oauthapi"
)

// TestPublicClient: a client without a secret authenticates with its
// client_id alone, runs the code flow with PKCE and refreshes, but is
// refused client_credentials, and a secret sent for it is refused.
func TestPublicClient(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	pub, secret, err := e.oauth.CreateClient(ctx, oauth.NewClient{OrgID: e.org, UserID: e.admin, Name: "Partner CRM", Public: true,
		RedirectURIs: []string{redirect}, Scopes: []string{account.ScopeRead}})
	if err != nil || secret != "" || !pub.Public || pub.SecretHash != "" {
		t.Fatalf("CreateClient(public) = %+v, secret %q, %v", pub, secret, err)
	}
	q := e.authorizeQuery("")
	q.Set("client_id", pub.ID)
	code := e.signIn("admin@acme.example").approve(q)

	body := func(kv ...string) url.Values {
		v := url.Values{"client_id": {pub.ID}}
		for i := 0; i+1 < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	// A secret for a client that has none, by Basic or in the body.
	e.call(oauthapi.TokenPath, pub.ID, "ocs_guess", body("grant_type", "client_credentials")).want(t, http.StatusUnauthorized, oauth.CodeInvalidClient)
	e.call(oauthapi.TokenPath, "", "", body("grant_type", "authorization_code", "code", code, "redirect_uri", redirect,
		"code_verifier", verifier, "client_secret", "ocs_guess")).want(t, http.StatusUnauthorized, oauth.CodeInvalidClient)

	a := e.call(oauthapi.TokenPath, "", "", body("grant_type", "authorization_code", "code", code, "redirect_uri", redirect, "code_verifier", verifier))
	if a.status != http.StatusOK || !strings.HasPrefix(a.tokens.AccessToken, account.OAuthTokenPrefix) || a.tokens.RefreshToken == "" {
		t.Fatalf("public code exchange: %d %+v %+v", a.status, a.tokens, a.err)
	}
	if ok, scopes := e.works(a.tokens.AccessToken); !ok || len(scopes) != 1 {
		t.Fatalf("the public client's token: works %v, scopes %v", ok, scopes)
	}
	r := e.call(oauthapi.TokenPath, "", "", body("grant_type", "refresh_token", "refresh_token", a.tokens.RefreshToken))
	if r.status != http.StatusOK || r.tokens.RefreshToken == a.tokens.RefreshToken {
		t.Fatalf("public refresh: %d %+v", r.status, r.err)
	}
	e.call(oauthapi.TokenPath, "", "", body("grant_type", "client_credentials")).want(t, http.StatusBadRequest, oauth.CodeUnauthorizedClient)
	// A confidential client still needs its secret.
	e.call(oauthapi.TokenPath, "", "", url.Values{"grant_type": {"client_credentials"}, "client_id": {e.client.ID}}).
		want(t, http.StatusUnauthorized, oauth.CodeInvalidClient)
	if rv := e.call(oauthapi.RevokePath, "", "", body("token", r.tokens.RefreshToken)); rv.status != http.StatusOK {
		t.Fatalf("public revoke: %d", rv.status)
	}
	if ok, _ := e.works(r.tokens.AccessToken); ok {
		t.Fatal("the public client's token works after its grant was revoked")
	}
}

// TestTokenRateLimit: the token endpoint counts requests per claimed
// client and per address, failed ones included, and answers over the
// limit with 429 slow_down and Retry-After.
func TestTokenRateLimit(t *testing.T) {
	e := newEnv(t)
	other, otherSecret := e.newClient(redirect)
	h := oauthapi.New(oauthapi.Config{OAuth: e.oauth, Limiter: &ratelimit.Limiter{Counter: fakestore.NewCounter(), Now: e.clock.now},
		PerClient: 3, PerAddr: 5})
	srv := httptest.NewServer(h)
	defer srv.Close()
	post := func(id, secret string) (int, http.Header, string) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, srv.URL+oauthapi.TokenPath, strings.NewReader("grant_type=client_credentials"))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.SetBasicAuth(url.QueryEscape(id), url.QueryEscape(secret))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		var eb struct {
			Error string `json:"error"`
		}
		_ = json.Unmarshal(b, &eb)
		return res.StatusCode, res.Header, eb.Error
	}
	tests := []struct {
		name         string
		id, secret   string
		status       int
		code         string
		wantRetryHdr bool
	}{
		{"1st, wrong secret (counted too)", e.client.ID, "ocs_wrong", http.StatusUnauthorized, oauth.CodeInvalidClient, false},
		{"2nd", e.client.ID, e.secret, http.StatusOK, "", false},
		{"3rd", e.client.ID, e.secret, http.StatusOK, "", false},
		{"4th of the client: over its limit", e.client.ID, e.secret, http.StatusTooManyRequests, oauth.CodeSlowDown, true},
		{"another client from the address", other.ID, otherSecret, http.StatusOK, "", false},
		{"6th from the address: over its limit", other.ID, otherSecret, http.StatusTooManyRequests, oauth.CodeSlowDown, true},
	}
	for _, tc := range tests {
		status, hdr, code := post(tc.id, tc.secret)
		if status != tc.status || code != tc.code || (hdr.Get("Retry-After") != "") != tc.wantRetryHdr {
			t.Fatalf("%s: %d %q Retry-After %q, want %d %q", tc.name, status, code, hdr.Get("Retry-After"), tc.status, tc.code)
		}
	}
	e.clock.add(ratelimit.Window)
	if status, _, _ := post(e.client.ID, e.secret); status != http.StatusOK {
		t.Fatalf("next window: %d", status)
	}
}
