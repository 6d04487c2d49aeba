package localstack_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/console"
)

// TestE2EOAuthCodeFlow registers an OAuth client in the console of the
// local stack, runs the authorization-code flow with PKCE through the
// console's consent as a signed-in admin, calls /api/v1 with the oat_
// token, revokes it at /oauth/revoke and gets 401.
func TestE2EOAuthCodeFlow(t *testing.T) {
	st := lstest.Stack(t, quietLog(), true)
	ctx := context.Background()
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "OAuth", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	const email, pw = "ops@oauth.example", "correct horse battery"
	if _, err := st.API.Console.CreateUser(ctx, org.ID, email, pw, console.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	jar, _ := cookiejar.New(nil)
	browser := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	csrfRE := regexp.MustCompile(`name="csrf" value="([^"]+)"`)
	do := func(method, path string, form url.Values) (*http.Response, string) {
		t.Helper()
		var body io.Reader
		if form != nil {
			body = strings.NewReader(form.Encode())
		}
		req, _ := http.NewRequest(method, st.URL+path, body)
		if form != nil {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		res, err := browser.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, string(b)
	}
	csrf := func(page string) string {
		t.Helper()
		m := csrfRE.FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("no CSRF token in\n%s", page)
		}
		return m[1]
	}

	_, login := do(http.MethodGet, "/console/login", nil)
	if res, _ := do(http.MethodPost, "/console/login", url.Values{"csrf": {csrf(login)}, "email": {email}, "password": {pw}}); res.StatusCode != http.StatusSeeOther {
		t.Fatalf("sign in: %d", res.StatusCode)
	}
	_, clients := do(http.MethodGet, "/console/oauth-clients", nil)
	const redirect = "http://127.0.0.1:8765/callback"
	res, created := do(http.MethodPost, "/console/oauth-clients", url.Values{"csrf": {csrf(clients)}, "name": {"Partner CRM"},
		"redirect_uris": {redirect}, "scopes": {account.ScopeRead}})
	clientID := regexp.MustCompile(`oac_[0-9a-f]{24}`).FindString(created)
	secret := regexp.MustCompile(`ocs_[0-9a-f]{64}`).FindString(created)
	if res.StatusCode != http.StatusCreated || clientID == "" || secret == "" {
		t.Fatalf("create client: %d\n%s", res.StatusCode, created)
	}

	verifier := "e2e-verifier-" + strings.Repeat("x", 40)
	sum := sha256.Sum256([]byte(verifier))
	q := url.Values{"response_type": {"code"}, "client_id": {clientID}, "redirect_uri": {redirect}, "scope": {account.ScopeRead},
		"state": {"s1"}, "code_challenge": {base64.RawURLEncoding.EncodeToString(sum[:])}, "code_challenge_method": {"S256"}}
	res, _ = do(http.MethodGet, "/oauth/authorize?"+q.Encode(), nil)
	consentURL := res.Header.Get("Location")
	if res.StatusCode != http.StatusFound || !strings.HasPrefix(consentURL, "/console/oauth/authorize?") {
		t.Fatalf("/oauth/authorize: %d to %q", res.StatusCode, consentURL)
	}
	res, consent := do(http.MethodGet, consentURL, nil)
	if res.StatusCode != http.StatusOK || !strings.Contains(consent, "Partner CRM") || !strings.Contains(consent, account.ScopeRead) {
		t.Fatalf("consent page: %d\n%s", res.StatusCode, consent)
	}
	form := url.Values{"csrf": {csrf(consent)}, "decision": {"approve"}}
	for k, v := range q {
		form[k] = v
	}
	res, _ = do(http.MethodPost, "/console/oauth/authorize", form)
	back, err := url.Parse(res.Header.Get("Location"))
	if res.StatusCode != http.StatusSeeOther || err != nil || back.Query().Get("state") != "s1" || back.Query().Get("code") == "" {
		t.Fatalf("approve: %d to %q", res.StatusCode, res.Header.Get("Location"))
	}

	// The partner's server side: no cookies, client authentication.
	oauthPost := func(path string, form url.Values) (int, []byte) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, st.URL+path, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.SetBasicAuth(clientID, secret)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, b
	}
	status, body := oauthPost("/oauth/token", url.Values{"grant_type": {"authorization_code"}, "code": {back.Query().Get("code")},
		"redirect_uri": {redirect}, "code_verifier": {verifier}})
	var tok struct {
		AccessToken  string `json:"access_token"`
		RefreshToken string `json:"refresh_token"`
		ExpiresIn    int    `json:"expires_in"`
		Scope        string `json:"scope"`
	}
	if err := json.Unmarshal(body, &tok); status != http.StatusOK || err != nil || !strings.HasPrefix(tok.AccessToken, "oat_") ||
		tok.ExpiresIn != 3600 || tok.Scope != account.ScopeRead {
		t.Fatalf("token: %d %s", status, body)
	}
	api := func(method, path string) int {
		req, _ := http.NewRequest(method, st.URL+path, nil)
		req.Header.Set("Authorization", "Bearer "+tok.AccessToken)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if got := api(http.MethodGet, "/api/v1/webhooks"); got != http.StatusOK {
		t.Fatalf("GET /api/v1/webhooks with the oat_ token: %d", got)
	}
	// The granted scope is read only.
	if got := api(http.MethodPost, "/api/v1/webhooks/test"); got != http.StatusForbidden {
		t.Fatalf("POST /api/v1/webhooks/test with a read-only token: %d, want 403", got)
	}
	if status, body := oauthPost("/oauth/revoke", url.Values{"token": {tok.AccessToken}}); status != http.StatusOK {
		t.Fatalf("revoke: %d %s", status, body)
	}
	if got := api(http.MethodGet, "/api/v1/webhooks"); got != http.StatusUnauthorized {
		t.Fatalf("GET /api/v1/webhooks with the revoked token: %d, want 401", got)
	}

	res, err = http.Get(st.URL + "/.well-known/oauth-authorization-server")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("metadata: %d", res.StatusCode)
	}
}
