package console_test

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/oauth"
)

func TestConnectedApps(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	admin := e.browser(t)
	admin.signIn("admin@acme.example")

	// A public client registered in the console has no secret.
	page := admin.get("/console/oauth-clients")
	res := admin.post("/console/oauth-clients", page, url.Values{"name": {"Desktop app"}, "redirect_uris": {"http://127.0.0.1/cb"},
		"scopes": {account.ScopeRead}, "public": {"on"}})
	if res.status != http.StatusCreated || strings.Contains(res.body, oauth.ClientSecretPrefix) || !strings.Contains(res.body, "no secret") {
		t.Fatalf("create public client: %d\n%s", res.status, res.body)
	}
	if list := admin.get("/console/oauth-clients"); !strings.Contains(list.body, "none (public)") {
		t.Error("the clients list does not say the client is public")
	}

	owner, err := e.accounts.CreateUser(ctx, e.paid, "crm-owner@acme.example")
	if err != nil {
		t.Fatal(err)
	}
	cl, _, err := e.oauth.CreateClient(ctx, oauth.NewClient{OrgID: e.paid, UserID: owner.ID, Name: "Loan CRM", RedirectURIs: []string{"http://127.0.0.1/cb"},
		Scopes: []string{account.ScopeRead}})
	if err != nil {
		t.Fatal(err)
	}
	tok, err := e.oauth.ClientCredentials(ctx, cl, "")
	if err != nil {
		t.Fatal(err)
	}
	member := e.browser(t)
	member.signIn("member@acme.example")
	list := member.get("/console/connected-apps")
	if list.status != http.StatusOK || !strings.Contains(list.body, "Loan CRM") || strings.Contains(list.body, "/revoke") {
		t.Fatalf("member's connected apps: %d\n%s", list.status, list.body)
	}
	grants, _ := e.oauthStore.Grants(ctx, cl.ID)
	if len(grants) != 1 {
		t.Fatalf("%d grants", len(grants))
	}
	revoke := "/console/connected-apps/" + cl.ID + "/grants/" + grants[0].ID + "/revoke"

	other := e.browser(t)
	other.signIn("admin@tiny.example")
	if p := other.get("/console/connected-apps"); strings.Contains(p.body, "Loan CRM") {
		t.Fatal("another organization lists this one's connections")
	}
	for _, path := range []string{revoke, "/console/connected-apps/" + cl.ID + "/grants/nope/revoke"} {
		if p := other.post(path, other.get("/console/connected-apps"), nil); p.status != http.StatusNotFound {
			t.Errorf("another organization's POST %s: %d, want 404", path, p.status)
		}
	}
	if _, err := e.accounts.Authenticate(ctx, tok.AccessToken); err != nil {
		t.Fatalf("the token died from another organization's attempt: %v", err)
	}

	page = admin.get("/console/connected-apps")
	if !strings.Contains(page.body, revoke) {
		t.Fatalf("no Disconnect form for the admin:\n%s", page.body)
	}
	if p := admin.post(revoke, page, nil); p.status != http.StatusOK || !strings.Contains(p.body, "Disconnected") || strings.Contains(p.body, "Loan CRM") {
		t.Fatalf("disconnect: %d\n%s", p.status, p.body)
	}
	if _, err := e.accounts.Authenticate(ctx, tok.AccessToken); !errors.Is(err, account.ErrUnauthorized) {
		t.Fatalf("the disconnected app's token authenticates: %v", err)
	}
}
