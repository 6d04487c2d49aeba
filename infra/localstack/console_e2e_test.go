package localstack_test

import (
	"context"
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

// TestE2EConsoleKey signs in to the console of the local stack, creates a
// key there, uses it on /api/v1, revokes it and sees 401.
func TestE2EConsoleKey(t *testing.T) {
	st := lstest.Stack(t, quietLog(), true)
	ctx := context.Background()
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Console", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	const email, pw = "ops@console.example", "correct horse battery"
	if _, err := st.API.Console.CreateUser(ctx, org.ID, email, pw, console.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	csrfRE := regexp.MustCompile(`name="csrf" value="([^"]+)"`)
	get := func(path string) string {
		t.Helper()
		res, err := c.Get(st.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return string(b)
	}
	post := func(path, page string, form url.Values) (int, string) {
		t.Helper()
		form.Set("csrf", csrfRE.FindStringSubmatch(page)[1])
		res, err := c.PostForm(st.URL+path, form)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	status, keys := post("/console/login", get("/console/login"), url.Values{"email": {email}, "password": {pw}})
	if status != http.StatusOK || !strings.Contains(keys, "API keys") {
		t.Fatalf("sign in: %d\n%s", status, keys)
	}
	status, created := post("/console/keys", keys, url.Values{"scopes": {account.ScopeRead}})
	secret := regexp.MustCompile(`cg_live_[0-9a-f]{64}`).FindString(created)
	if status != http.StatusCreated || secret == "" {
		t.Fatalf("create key: %d", status)
	}
	api := func() int {
		req, _ := http.NewRequest(http.MethodGet, st.URL+"/api/v1/webhooks", nil)
		req.Header.Set("Authorization", "Bearer "+secret)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if got := api(); got != http.StatusOK {
		t.Fatalf("GET /api/v1/webhooks with the console's key: %d", got)
	}
	ks, err := st.API.Accounts.Keys(ctx, org.ID)
	if err != nil || len(ks) != 1 {
		t.Fatalf("keys %v, %v", ks, err)
	}
	if status, _ := post("/console/keys/"+ks[0].ID+"/revoke", get("/console/keys"), url.Values{}); status != http.StatusOK {
		t.Fatalf("revoke: %d", status)
	}
	if got := api(); got != http.StatusUnauthorized {
		t.Fatalf("GET /api/v1/webhooks with the revoked key: %d, want 401", got)
	}
}
