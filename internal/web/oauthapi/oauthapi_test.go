package oauthapi_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/docanalysis/service/internal/domain/account"
	domain "github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/platform/urlguard"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/web/console"
	"github.com/docanalysis/service/internal/web/oauthapi"
)

const (
	pw       = "correct horse battery"
	redirect = "https://crm.example/callback"
	verifier = "dBjftJeZ4CVP-mJ92K9oiBdQCTh1Vl2nhpQx3ZyD8tU1ExAmPlE"
)

// publicDNS resolves every name to a public address, so that redirect
// URIs pass the URL guard without a network.
type publicDNS struct{}

func (publicDNS) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

type env struct {
	t        *testing.T
	srv      *httptest.Server
	accounts *account.Service
	oauth    *oauth.Service
	store    *fakestore.OAuth
	clock    *clock
	org      string
	admin    string // user id
	// client is a registered client of org with both scopes; secret is
	// its secret.
	client oauth.Client
	secret string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)}
	accounts := &account.Service{Store: fakestore.NewAccounts(), Now: clk.now}
	org, err := accounts.CreateOrg(ctx, account.NewOrg{Name: "Acme", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	other, err := accounts.CreateOrg(ctx, account.NewOrg{Name: "Other", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	cs := &domain.Service{Store: fakestore.NewConsole(), Accounts: accounts,
		Limiter: &ratelimit.Limiter{Counter: fakestore.NewCounter(), Now: clk.now}, Cost: bcrypt.MinCost, Now: clk.now}
	var admin string
	for _, u := range []struct {
		org, email string
		role       domain.Role
	}{{org.ID, "admin@acme.example", domain.RoleAdmin}, {org.ID, "member@acme.example", domain.RoleMember}, {other.ID, "admin@other.example", domain.RoleAdmin}} {
		l, err := cs.CreateUser(ctx, u.org, u.email, pw, u.role)
		if err != nil {
			t.Fatal(err)
		}
		if u.email == "admin@acme.example" {
			admin = l.UserID
		}
	}
	st := fakestore.NewOAuth()
	svc := &oauth.Service{Store: st, Accounts: accounts, Guard: urlguard.Guard{Resolver: publicDNS{}}, Now: clk.now}
	mux := http.NewServeMux()
	mux.Handle("/console/", console.New(console.Config{Console: cs, Accounts: accounts, OAuth: svc}))
	oh := oauthapi.New(oauthapi.Config{OAuth: svc})
	mux.Handle("/oauth/", oh)
	mux.Handle(oauthapi.MetadataPath, oh)
	e := &env{t: t, srv: httptest.NewServer(mux), accounts: accounts, oauth: svc, store: st, clock: clk, org: org.ID, admin: admin}
	t.Cleanup(e.srv.Close)
	e.client, e.secret = e.newClient(redirect, "http://127.0.0.1/native")
	return e
}

func (e *env) newClient(uris ...string) (oauth.Client, string) {
	e.t.Helper()
	c, secret, err := e.oauth.CreateClient(context.Background(), oauth.NewClient{OrgID: e.org, UserID: e.admin, Name: "Partner CRM",
		RedirectURIs: uris, Scopes: []string{account.ScopeRead, account.ScopeWrite}})
	if err != nil {
		e.t.Fatal(err)
	}
	return c, secret
}

// browser is a signed-in console user that does not follow redirects.
type browser struct {
	e *env
	c *http.Client
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func (e *env) signIn(email string) *browser {
	e.t.Helper()
	jar, _ := cookiejar.New(nil)
	b := &browser{e: e, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
	res, body := b.get("/console/login")
	if res.StatusCode != http.StatusOK {
		e.t.Fatalf("login form: %d", res.StatusCode)
	}
	res, _ = b.post("/console/login", url.Values{"csrf": {csrfRE.FindStringSubmatch(body)[1]}, "email": {email}, "password": {pw}})
	if res.StatusCode != http.StatusSeeOther {
		e.t.Fatalf("sign in as %s: %d", email, res.StatusCode)
	}
	return b
}

func (b *browser) get(path string) (*http.Response, string) {
	b.e.t.Helper()
	res, err := b.c.Get(b.e.srv.URL + path)
	if err != nil {
		b.e.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

func (b *browser) post(path string, form url.Values) (*http.Response, string) {
	b.e.t.Helper()
	res, err := b.c.PostForm(b.e.srv.URL+path, form)
	if err != nil {
		b.e.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

func challenge(v string) string {
	sum := sha256.Sum256([]byte(v))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// authorizeQuery is a valid authorization request of e.client.
func (e *env) authorizeQuery(scope string) url.Values {
	q := url.Values{"response_type": {"code"}, "client_id": {e.client.ID}, "redirect_uri": {redirect}, "state": {"xyz"},
		"code_challenge": {challenge(verifier)}, "code_challenge_method": {"S256"}}
	if scope != "" {
		q.Set("scope", scope)
	}
	return q
}

// approve runs the authorization request q through /oauth/authorize and
// the consent page as b, approves it, and returns the code.
func (b *browser) approve(q url.Values) string {
	t := b.e.t
	t.Helper()
	res, _ := b.get("/oauth/authorize?" + q.Encode())
	loc := res.Header.Get("Location")
	if res.StatusCode != http.StatusFound || !strings.HasPrefix(loc, oauthapi.ConsentPath+"?") {
		t.Fatalf("/oauth/authorize: %d to %q, want 302 to the consent page", res.StatusCode, loc)
	}
	res, body := b.get(loc)
	if res.StatusCode != http.StatusOK || !strings.Contains(body, "Partner CRM") {
		t.Fatalf("consent page: %d\n%s", res.StatusCode, body)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self' https://crm.example;") {
		t.Fatalf("consent page CSP %q does not let the approval redirect to the client", csp)
	}
	form := url.Values{"csrf": {csrfRE.FindStringSubmatch(body)[1]}, "decision": {"approve"}}
	for k, v := range q {
		form[k] = v
	}
	res, _ = b.post(oauthapi.ConsentPath, form)
	to, err := url.Parse(res.Header.Get("Location"))
	if res.StatusCode != http.StatusSeeOther || err != nil || !strings.HasPrefix(to.String(), redirect+"?") {
		t.Fatalf("approve: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}
	if to.Query().Get("state") != "xyz" || to.Query().Get("code") == "" {
		t.Fatalf("redirect %s lacks the code or the state", to)
	}
	return to.Query().Get("code")
}

type answer struct {
	status int
	header http.Header
	tokens oauth.Tokens
	err    struct {
		Error       string `json:"error"`
		Description string `json:"error_description"`
	}
}

// call posts a form to the token or revocation endpoint, with the client
// id and secret as HTTP Basic when id is not empty.
func (e *env) call(path, id, secret string, form url.Values) answer {
	e.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, e.srv.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if id != "" {
		req.SetBasicAuth(url.QueryEscape(id), url.QueryEscape(secret))
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	a := answer{status: res.StatusCode, header: res.Header}
	if res.StatusCode == http.StatusOK {
		if len(b) > 0 {
			if err := json.Unmarshal(b, &a.tokens); err != nil {
				e.t.Fatalf("%s: %v in %s", path, err, b)
			}
		}
	} else if err := json.Unmarshal(b, &a.err); err != nil || a.err.Error == "" {
		e.t.Fatalf("%s: %d with body %q, not an RFC 6749 error", path, res.StatusCode, b)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
		e.t.Fatalf("%s: Cache-Control %q, want no-store", path, cc)
	}
	return a
}

func (e *env) token(form url.Values) answer {
	return e.call(oauthapi.TokenPath, e.client.ID, e.secret, form)
}

func (e *env) exchange(code, redirectURI, v string) answer {
	return e.token(url.Values{"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {redirectURI}, "code_verifier": {v}})
}

// works reports whether token authenticates on the API, and with which
// scopes.
func (e *env) works(token string) (bool, []string) {
	p, err := e.accounts.Authenticate(context.Background(), token)
	if errors.Is(err, account.ErrUnauthorized) {
		return false, nil
	}
	if err != nil {
		e.t.Fatal(err)
	}
	return true, p.Scopes
}

func (a answer) want(t *testing.T, status int, code string) {
	t.Helper()
	if a.status != status || a.err.Error != code {
		t.Fatalf("got %d %q (%s), want %d %q", a.status, a.err.Error, a.err.Description, status, code)
	}
}

func TestAuthorizationCodeFlow(t *testing.T) {
	e := newEnv(t)
	code := e.signIn("admin@acme.example").approve(e.authorizeQuery(""))
	a := e.exchange(code, redirect, verifier)
	a.want(t, http.StatusOK, "")
	tok := a.tokens
	if !strings.HasPrefix(tok.AccessToken, account.OAuthTokenPrefix) || !strings.HasPrefix(tok.RefreshToken, oauth.RefreshTokenPrefix) ||
		tok.TokenType != "Bearer" || tok.ExpiresIn != 3600 || tok.Scope != "analyses:read analyses:write" {
		t.Fatalf("tokens %+v", tok)
	}
	ok, scopes := e.works(tok.AccessToken)
	if !ok || len(scopes) != 2 {
		t.Fatalf("access token: works %v with %v", ok, scopes)
	}
	p, _ := e.accounts.Authenticate(context.Background(), tok.AccessToken)
	if p.Org.ID != e.org || p.UserID != e.admin || p.Kind != account.KindOAuth {
		t.Fatalf("principal %+v: want the approving admin of the client's organization", p)
	}
	// Only hashes are stored.
	for _, c := range e.accounts.Store.(*fakestore.Accounts).Credentials() {
		if c.Hash == tok.AccessToken || c.Hash == tok.RefreshToken {
			t.Fatal("a token is stored in the clear")
		}
	}
	if got, err := e.store.OAuthClient(context.Background(), e.client.ID); err != nil || strings.Contains(got.SecretHash, e.secret) {
		t.Fatalf("client secret stored in the clear, or client lost: %v", err)
	}

	// Rotation: a refresh gives a new pair; the old refresh token is spent.
	r := e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tok.RefreshToken}})
	r.want(t, http.StatusOK, "")
	if r.tokens.RefreshToken == tok.RefreshToken || r.tokens.AccessToken == tok.AccessToken {
		t.Fatal("refresh did not rotate the tokens")
	}
	if ok, _ := e.works(r.tokens.AccessToken); !ok {
		t.Fatal("refreshed access token does not work")
	}
	// A spent refresh token presented again is taken as theft: the grant
	// and every token under it are revoked.
	e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tok.RefreshToken}}).want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
	for _, x := range []string{tok.AccessToken, r.tokens.AccessToken} {
		if ok, _ := e.works(x); ok {
			t.Fatal("an access token of a grant whose refresh token was replayed still works")
		}
	}
	e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {r.tokens.RefreshToken}}).want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
}

func TestCodeRefusals(t *testing.T) {
	tests := []struct {
		name     string
		redirect string
		verifier string
		client   bool // exchange as another client of the organization
		wait     time.Duration
		status   int
		code     string
	}{
		{"PKCE verifier mismatch", redirect, "x" + verifier[1:], false, 0, http.StatusBadRequest, oauth.CodeInvalidGrant},
		{"malformed verifier", redirect, "short", false, 0, http.StatusBadRequest, oauth.CodeInvalidRequest},
		{"no verifier", redirect, "", false, 0, http.StatusBadRequest, oauth.CodeInvalidRequest},
		{"redirect URI differs", "https://crm.example/other", verifier, false, 0, http.StatusBadRequest, oauth.CodeInvalidGrant},
		{"another client", redirect, verifier, true, 0, http.StatusBadRequest, oauth.CodeInvalidGrant},
		{"expired code", redirect, verifier, false, oauth.CodeTTL, http.StatusBadRequest, oauth.CodeInvalidGrant},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			code := e.signIn("admin@acme.example").approve(e.authorizeQuery(""))
			e.clock.add(tc.wait)
			form := url.Values{"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {tc.redirect}, "code_verifier": {tc.verifier}}
			if tc.client {
				other, secret := e.newClient(redirect)
				e.call(oauthapi.TokenPath, other.ID, secret, form).want(t, tc.status, tc.code)
			} else {
				e.token(form).want(t, tc.status, tc.code)
			}
			if tc.code == oauth.CodeInvalidGrant {
				// A refused exchange spends the code: the right verifier
				// cannot be tried next.
				e.clock.add(-tc.wait)
				e.exchange(code, redirect, verifier).want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
			}
		})
	}
}

func TestCodeReuseRevokesItsTokens(t *testing.T) {
	e := newEnv(t)
	code := e.signIn("admin@acme.example").approve(e.authorizeQuery("analyses:read"))
	first := e.exchange(code, redirect, verifier)
	first.want(t, http.StatusOK, "")
	if ok, scopes := e.works(first.tokens.AccessToken); !ok || len(scopes) != 1 || scopes[0] != account.ScopeRead {
		t.Fatalf("first exchange: works %v with %v", ok, scopes)
	}
	e.exchange(code, redirect, verifier).want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
	if ok, _ := e.works(first.tokens.AccessToken); ok {
		t.Fatal("the access token of a reused code still works")
	}
	e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {first.tokens.RefreshToken}}).
		want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
}

func TestAuthorizationRequestRefusals(t *testing.T) {
	e := newEnv(t)
	admin := e.signIn("admin@acme.example")
	tests := []struct {
		name   string
		change func(q url.Values)
		status int
		// errCode is the error sent to the redirect URI; empty when the
		// request must not be redirected at all.
		errCode string
	}{
		{"unregistered redirect URI", func(q url.Values) { q.Set("redirect_uri", "https://evil.example/cb") }, http.StatusBadRequest, ""},
		{"redirect URI with another path", func(q url.Values) { q.Set("redirect_uri", redirect+"/x") }, http.StatusBadRequest, ""},
		{"no redirect URI", func(q url.Values) { q.Del("redirect_uri") }, http.StatusBadRequest, ""},
		{"unknown client", func(q url.Values) { q.Set("client_id", "oac_nope") }, http.StatusBadRequest, ""},
		{"no PKCE", func(q url.Values) { q.Del("code_challenge"); q.Del("code_challenge_method") }, http.StatusSeeOther, oauth.CodeInvalidRequest},
		{"plain PKCE", func(q url.Values) { q.Set("code_challenge_method", "plain") }, http.StatusSeeOther, oauth.CodeInvalidRequest},
		{"token response type", func(q url.Values) { q.Set("response_type", "token") }, http.StatusSeeOther, oauth.CodeUnsupportedResponseType},
		{"unknown scope", func(q url.Values) { q.Set("scope", "admin") }, http.StatusSeeOther, oauth.CodeInvalidScope},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			q := e.authorizeQuery("")
			tc.change(q)
			res, body := admin.get(oauthapi.ConsentPath + "?" + q.Encode())
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d\n%s", res.StatusCode, tc.status, body)
			}
			loc, _ := url.Parse(res.Header.Get("Location"))
			if tc.errCode == "" {
				if res.Header.Get("Location") != "" {
					t.Fatalf("redirected to %s; an untrusted redirect URI must not be used", loc)
				}
				return
			}
			if !strings.HasPrefix(loc.String(), redirect+"?") || loc.Query().Get("error") != tc.errCode || loc.Query().Get("state") != "xyz" {
				t.Fatalf("redirect %s, want %s with error=%s and the state", loc, redirect, tc.errCode)
			}
		})
	}

	t.Run("native app on any loopback port", func(t *testing.T) {
		q := e.authorizeQuery("")
		q.Set("redirect_uri", "http://127.0.0.1:51234/native")
		if res, body := admin.get(oauthapi.ConsentPath + "?" + q.Encode()); res.StatusCode != http.StatusOK {
			t.Fatalf("loopback redirect: %d\n%s", res.StatusCode, body)
		}
	})
	t.Run("denied", func(t *testing.T) {
		q := e.authorizeQuery("")
		_, body := admin.get(oauthapi.ConsentPath + "?" + q.Encode())
		form := url.Values{"csrf": {csrfRE.FindStringSubmatch(body)[1]}, "decision": {"deny"}}
		for k, v := range q {
			form[k] = v
		}
		res, _ := admin.post(oauthapi.ConsentPath, form)
		loc, _ := url.Parse(res.Header.Get("Location"))
		if res.StatusCode != http.StatusSeeOther || loc.Query().Get("error") != oauth.CodeAccessDenied || loc.Query().Get("code") != "" {
			t.Fatalf("deny: %d to %s", res.StatusCode, loc)
		}
	})
	t.Run("no CSRF token", func(t *testing.T) {
		form := e.authorizeQuery("")
		form.Set("decision", "approve")
		if res, _ := admin.post(oauthapi.ConsentPath, form); res.StatusCode != http.StatusForbidden || res.Header.Get("Location") != "" {
			t.Fatalf("approval without CSRF token: %d to %q, want 403", res.StatusCode, res.Header.Get("Location"))
		}
	})
	t.Run("member cannot approve", func(t *testing.T) {
		m := e.signIn("member@acme.example")
		res, body := m.get(oauthapi.ConsentPath + "?" + e.authorizeQuery("").Encode())
		if res.StatusCode != http.StatusOK || strings.Contains(body, `value="approve"`) || !strings.Contains(body, "Only an organization admin") {
			t.Fatalf("member's consent page: %d\n%s", res.StatusCode, body)
		}
		form := e.authorizeQuery("")
		form.Set("decision", "approve")
		form.Set("csrf", csrfRE.FindStringSubmatch(body)[1])
		if res, _ := m.post(oauthapi.ConsentPath, form); res.StatusCode != http.StatusForbidden {
			t.Fatalf("member's approval: %d, want 403", res.StatusCode)
		}
	})
	t.Run("admin of another organization", func(t *testing.T) {
		o := e.signIn("admin@other.example")
		if res, _ := o.get(oauthapi.ConsentPath + "?" + e.authorizeQuery("").Encode()); res.StatusCode != http.StatusForbidden || res.Header.Get("Location") != "" {
			t.Fatalf("another organization's admin: %d, want 403 without redirect", res.StatusCode)
		}
	})
	t.Run("signed out", func(t *testing.T) {
		jar, _ := cookiejar.New(nil)
		anon := &browser{e: e, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
		res, _ := anon.get(oauthapi.ConsentPath + "?" + e.authorizeQuery("").Encode())
		if loc := res.Header.Get("Location"); res.StatusCode != http.StatusFound || !strings.HasPrefix(loc, "/console/login?next=") {
			t.Fatalf("signed out: %d to %q, want the sign-in page and back", res.StatusCode, loc)
		}
	})
}

func TestClientCredentials(t *testing.T) {
	e := newEnv(t)
	cc := url.Values{"grant_type": {"client_credentials"}}
	tests := []struct {
		name   string
		id     string
		secret string
		form   url.Values
		status int
		code   string
	}{
		{"wrong secret", e.client.ID, e.secret + "0", cc, http.StatusUnauthorized, oauth.CodeInvalidClient},
		{"unknown client", "oac_nope", e.secret, cc, http.StatusUnauthorized, oauth.CodeInvalidClient},
		{"no credentials", "", "", cc, http.StatusUnauthorized, oauth.CodeInvalidClient},
		{"secret in the body and in Basic", e.client.ID, e.secret, url.Values{"grant_type": {"client_credentials"}, "client_secret": {e.secret}}, http.StatusBadRequest, oauth.CodeInvalidRequest},
		{"unsupported grant type", e.client.ID, e.secret, url.Values{"grant_type": {"password"}}, http.StatusBadRequest, oauth.CodeUnsupportedGrantType},
		{"no grant type", e.client.ID, e.secret, url.Values{}, http.StatusBadRequest, oauth.CodeInvalidRequest},
		{"repeated parameter", e.client.ID, e.secret, url.Values{"grant_type": {"client_credentials", "client_credentials"}}, http.StatusBadRequest, oauth.CodeInvalidRequest},
		{"unknown scope", e.client.ID, e.secret, url.Values{"grant_type": {"client_credentials"}, "scope": {"analyses:delete"}}, http.StatusBadRequest, oauth.CodeInvalidScope},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := e.call(oauthapi.TokenPath, tc.id, tc.secret, tc.form)
			a.want(t, tc.status, tc.code)
			if tc.status == http.StatusUnauthorized && a.header.Get("WWW-Authenticate") == "" {
				t.Fatal("invalid_client without WWW-Authenticate")
			}
		})
	}

	t.Run("secret in the body", func(t *testing.T) {
		a := e.call(oauthapi.TokenPath, "", "", url.Values{"grant_type": {"client_credentials"}, "client_id": {e.client.ID}, "client_secret": {e.secret}})
		a.want(t, http.StatusOK, "")
		if a.tokens.RefreshToken != "" {
			t.Fatal("client credentials issued a refresh token")
		}
		p, err := e.accounts.Authenticate(context.Background(), a.tokens.AccessToken)
		if err != nil || p.Org.ID != e.org || p.UserID != e.admin {
			t.Fatalf("client-credentials token: %+v, %v; want the organization, acting as the client's creator", p, err)
		}
	})

	t.Run("revoked client", func(t *testing.T) {
		c, secret := e.newClient(redirect)
		a := e.call(oauthapi.TokenPath, c.ID, secret, cc)
		a.want(t, http.StatusOK, "")
		if err := e.oauth.RevokeClient(context.Background(), e.org, c.ID); err != nil {
			t.Fatal(err)
		}
		if ok, _ := e.works(a.tokens.AccessToken); ok {
			t.Fatal("a revoked client's token still works")
		}
		e.call(oauthapi.TokenPath, c.ID, secret, cc).want(t, http.StatusUnauthorized, oauth.CodeInvalidClient)
	})
}

func TestScopeNarrowing(t *testing.T) {
	e := newEnv(t)
	a := e.token(url.Values{"grant_type": {"client_credentials"}, "scope": {"analyses:read"}})
	a.want(t, http.StatusOK, "")
	if ok, scopes := e.works(a.tokens.AccessToken); !ok || len(scopes) != 1 || scopes[0] != account.ScopeRead || a.tokens.Scope != "analyses:read" {
		t.Fatalf("narrowed client-credentials token: %v %v, scope %q", ok, scopes, a.tokens.Scope)
	}

	// A client registered for reading only cannot ask for writing.
	ro, secret, err := e.oauth.CreateClient(context.Background(), oauth.NewClient{OrgID: e.org, UserID: e.admin, Name: "Reader",
		RedirectURIs: []string{redirect}, Scopes: []string{account.ScopeRead}})
	if err != nil {
		t.Fatal(err)
	}
	e.call(oauthapi.TokenPath, ro.ID, secret, url.Values{"grant_type": {"client_credentials"}, "scope": {"analyses:write"}}).
		want(t, http.StatusBadRequest, oauth.CodeInvalidScope)

	// A refresh may narrow the access token; the grant keeps its scopes.
	code := e.signIn("admin@acme.example").approve(e.authorizeQuery("analyses:read analyses:write"))
	x := e.exchange(code, redirect, verifier)
	x.want(t, http.StatusOK, "")
	wide := e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {x.tokens.RefreshToken}, "scope": {"analyses:delete"}})
	wide.want(t, http.StatusBadRequest, oauth.CodeInvalidScope)
	n := e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {x.tokens.RefreshToken}, "scope": {"analyses:read"}})
	n.want(t, http.StatusOK, "")
	if _, scopes := e.works(n.tokens.AccessToken); len(scopes) != 1 || scopes[0] != account.ScopeRead {
		t.Fatalf("narrowed refresh: %v", scopes)
	}
	full := e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {n.tokens.RefreshToken}})
	full.want(t, http.StatusOK, "")
	if _, scopes := e.works(full.tokens.AccessToken); len(scopes) != 2 {
		t.Fatalf("the rotated refresh token lost the grant's scopes: %v", scopes)
	}

	// Consent for less than the client may have.
	code = e.signIn("admin@acme.example").approve(e.authorizeQuery("analyses:read"))
	x = e.exchange(code, redirect, verifier)
	x.want(t, http.StatusOK, "")
	e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {x.tokens.RefreshToken}, "scope": {"analyses:write"}}).
		want(t, http.StatusBadRequest, oauth.CodeInvalidScope)
}

func TestExpiry(t *testing.T) {
	e := newEnv(t)
	code := e.signIn("admin@acme.example").approve(e.authorizeQuery(""))
	x := e.exchange(code, redirect, verifier)
	x.want(t, http.StatusOK, "")
	e.clock.add(oauth.AccessTokenTTL - time.Second)
	if ok, _ := e.works(x.tokens.AccessToken); !ok {
		t.Fatal("access token expired early")
	}
	e.clock.add(time.Second)
	if ok, _ := e.works(x.tokens.AccessToken); ok {
		t.Fatalf("access token works after %s", oauth.AccessTokenTTL)
	}
	e.clock.add(oauth.RefreshTokenTTL)
	e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {x.tokens.RefreshToken}}).want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
}

func TestRevocation(t *testing.T) {
	e := newEnv(t)
	b := e.signIn("admin@acme.example")
	revoke := func(id, secret, token string) answer {
		return e.call(oauthapi.RevokePath, id, secret, url.Values{"token": {token}})
	}

	t.Run("access token", func(t *testing.T) {
		x := e.exchange(b.approve(e.authorizeQuery("")), redirect, verifier)
		revoke(e.client.ID, e.secret, x.tokens.AccessToken).want(t, http.StatusOK, "")
		if ok, _ := e.works(x.tokens.AccessToken); ok {
			t.Fatal("revoked access token works")
		}
		// The refresh token is not revoked with it (RFC 7009 leaves it
		// open): the client gets a new access token.
		e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {x.tokens.RefreshToken}}).want(t, http.StatusOK, "")
	})
	t.Run("refresh token revokes the grant", func(t *testing.T) {
		x := e.exchange(b.approve(e.authorizeQuery("")), redirect, verifier)
		revoke(e.client.ID, e.secret, x.tokens.RefreshToken).want(t, http.StatusOK, "")
		if ok, _ := e.works(x.tokens.AccessToken); ok {
			t.Fatal("access token of a revoked grant works")
		}
		e.token(url.Values{"grant_type": {"refresh_token"}, "refresh_token": {x.tokens.RefreshToken}}).want(t, http.StatusBadRequest, oauth.CodeInvalidGrant)
	})
	t.Run("unknown and repeated", func(t *testing.T) {
		revoke(e.client.ID, e.secret, "oat_0000").want(t, http.StatusOK, "")
		revoke(e.client.ID, e.secret, "garbage").want(t, http.StatusOK, "")
		x := e.exchange(b.approve(e.authorizeQuery("")), redirect, verifier)
		for range 2 {
			revoke(e.client.ID, e.secret, x.tokens.AccessToken).want(t, http.StatusOK, "")
		}
	})
	t.Run("another client's token", func(t *testing.T) {
		x := e.exchange(b.approve(e.authorizeQuery("")), redirect, verifier)
		other, secret := e.newClient(redirect)
		revoke(other.ID, secret, x.tokens.AccessToken).want(t, http.StatusBadRequest, oauth.CodeUnauthorizedClient)
		revoke(other.ID, secret, x.tokens.RefreshToken).want(t, http.StatusBadRequest, oauth.CodeUnauthorizedClient)
		if ok, _ := e.works(x.tokens.AccessToken); !ok {
			t.Fatal("another client revoked the token")
		}
	})
	t.Run("an API key is not revoked here", func(t *testing.T) {
		_, key, err := e.accounts.CreateAPIKey(context.Background(), e.org, "", []string{account.ScopeRead})
		if err != nil {
			t.Fatal(err)
		}
		revoke(e.client.ID, e.secret, key).want(t, http.StatusOK, "")
		if ok, _ := e.works(key); !ok {
			t.Fatal("an OAuth client revoked an API key")
		}
	})
	t.Run("client authentication", func(t *testing.T) {
		revoke(e.client.ID, "wrong", "oat_x").want(t, http.StatusUnauthorized, oauth.CodeInvalidClient)
		revoke(e.client.ID, e.secret, "").want(t, http.StatusBadRequest, oauth.CodeInvalidRequest)
	})
}

func TestInternalErrorsAreNotShown(t *testing.T) {
	e := newEnv(t)
	e.store.Err = errors.New("dynamodb: table docanalysis-Table-XYZ unreachable")
	a := e.token(url.Values{"grant_type": {"client_credentials"}})
	a.want(t, http.StatusInternalServerError, oauth.CodeServerError)
	if strings.Contains(a.err.Description, "dynamodb") {
		t.Fatalf("internal error text sent to the client: %q", a.err.Description)
	}
}

func TestEndpointsAndMetadata(t *testing.T) {
	e := newEnv(t)
	res, err := http.Get(e.srv.URL + oauthapi.MetadataPath)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var m oauthapi.Metadata
	if err := json.NewDecoder(res.Body).Decode(&m); err != nil {
		t.Fatal(err)
	}
	if m.Issuer != e.srv.URL || m.TokenEndpoint != e.srv.URL+"/oauth/token" || m.AuthorizationEndpoint != e.srv.URL+"/oauth/authorize" ||
		m.RevocationEndpoint != e.srv.URL+"/oauth/revoke" || len(m.CodeChallengeMethodsSupported) != 1 || m.CodeChallengeMethodsSupported[0] != "S256" ||
		len(m.GrantTypesSupported) != 3 {
		t.Fatalf("metadata %+v", m)
	}
	get, err := http.Get(e.srv.URL + oauthapi.TokenPath)
	if err != nil {
		t.Fatal(err)
	}
	get.Body.Close()
	if get.StatusCode != http.StatusMethodNotAllowed || get.Header.Get("Allow") != http.MethodPost {
		t.Fatalf("GET /oauth/token: %d", get.StatusCode)
	}
	req, _ := http.NewRequest(http.MethodPost, e.srv.URL+oauthapi.TokenPath, strings.NewReader(`{"grant_type":"client_credentials"}`))
	req.Header.Set("Content-Type", "application/json")
	req.SetBasicAuth(e.client.ID, e.secret)
	js, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	js.Body.Close()
	if js.StatusCode != http.StatusBadRequest {
		t.Fatalf("JSON token request: %d, want 400 invalid_request", js.StatusCode)
	}
}

func TestConsoleClientsPage(t *testing.T) {
	e := newEnv(t)
	admin := e.signIn("admin@acme.example")
	_, list := admin.get("/console/oauth-clients")
	tests := []struct {
		name   string
		form   url.Values
		status int
	}{
		{"private redirect URI", url.Values{"name": {"X"}, "redirect_uris": {"https://10.0.0.1/cb"}, "scopes": {account.ScopeRead}}, http.StatusBadRequest},
		{"http redirect URI", url.Values{"name": {"X"}, "redirect_uris": {"http://crm.example/cb"}, "scopes": {account.ScopeRead}}, http.StatusBadRequest},
		{"fragment", url.Values{"name": {"X"}, "redirect_uris": {"https://crm.example/cb#x"}, "scopes": {account.ScopeRead}}, http.StatusBadRequest},
		{"localhost", url.Values{"name": {"X"}, "redirect_uris": {"http://localhost/cb"}, "scopes": {account.ScopeRead}}, http.StatusBadRequest},
		{"no scope", url.Values{"name": {"X"}, "redirect_uris": {redirect}}, http.StatusBadRequest},
		{"no name", url.Values{"redirect_uris": {redirect}, "scopes": {account.ScopeRead}}, http.StatusBadRequest},
		{"created", url.Values{"name": {"Loan system"}, "redirect_uris": {redirect + "\r\nhttp://[::1]/cb"}, "scopes": {account.ScopeRead}}, http.StatusCreated},
	}
	var secret string
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.form.Set("csrf", csrfRE.FindStringSubmatch(list)[1])
			res, body := admin.post("/console/oauth-clients", tc.form)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d\n%s", res.StatusCode, tc.status, body)
			}
			secret = regexp.MustCompile(`ocs_[0-9a-f]{64}`).FindString(body)
			if (tc.status == http.StatusCreated) != (secret != "") {
				t.Fatalf("secret shown: %q", secret)
			}
		})
	}
	all, err := e.oauth.Clients(context.Background(), e.org)
	// Both clients were created at the same instant of the test's clock,
	// so the new one is found by name.
	var cs []oauth.Client
	for _, c := range all {
		if c.Name == "Loan system" {
			cs = append(cs, c)
		}
	}
	if err != nil || len(all) != 2 || len(cs) != 1 || len(cs[0].RedirectURIs) != 2 {
		t.Fatalf("clients %+v, %v", all, err)
	}
	if _, body := admin.get("/console/oauth-clients"); strings.Contains(body, secret) || !strings.Contains(body, cs[0].ID) {
		t.Fatal("the list shows the secret again, or not the client")
	}
	if _, err := e.oauth.AuthenticateClient(context.Background(), cs[0].ID, secret); err != nil {
		t.Fatalf("the secret shown does not authenticate: %v", err)
	}

	m := e.signIn("member@acme.example")
	_, mp := m.get("/console/oauth-clients")
	if res, _ := m.post("/console/oauth-clients/"+cs[0].ID+"/revoke", url.Values{"csrf": {csrfRE.FindStringSubmatch(mp)[1]}}); res.StatusCode != http.StatusForbidden {
		t.Fatalf("member's revocation: %d, want 403", res.StatusCode)
	}
	a := e.call(oauthapi.TokenPath, cs[0].ID, secret, url.Values{"grant_type": {"client_credentials"}})
	a.want(t, http.StatusOK, "")
	if res, _ := admin.post("/console/oauth-clients/"+cs[0].ID+"/revoke", url.Values{"csrf": {csrfRE.FindStringSubmatch(list)[1]}}); res.StatusCode != http.StatusOK {
		t.Fatalf("revoke: %d", res.StatusCode)
	}
	if ok, _ := e.works(a.tokens.AccessToken); ok {
		t.Fatal("the token of a client revoked in the console still works")
	}
	o := e.signIn("admin@other.example")
	_, op := o.get("/console/oauth-clients")
	if res, _ := o.post("/console/oauth-clients/"+e.client.ID+"/revoke", url.Values{"csrf": {csrfRE.FindStringSubmatch(op)[1]}}); res.StatusCode != http.StatusNotFound {
		t.Fatalf("another organization's revocation: %d, want 404", res.StatusCode)
	}
}
