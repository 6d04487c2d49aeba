package localstack_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/domain/console"
)

// TestBrowserInvitationAndClient drives the console's other pages in
// headless Chromium on the local stack: an admin invites a colleague, who
// opens the one-time link, chooses a password and is signed in as a
// member; a client profile submitted over the API is followed to its
// rollup on the client page; the usage page counts its documents.
func TestBrowserInvitationAndClient(t *testing.T) {
	b := newBrowser(t, 4*time.Minute)
	st := lstest.Stack(t, quietLog(), true)
	ctx := context.Background()
	tn := userTenant(t, st, 20)
	const adminEmail, invitee, pw = "admin@invites.example", "analyst@invites.example", "a long demo passphrase"
	if _, err := st.API.Console.CreateUser(ctx, tn.org.ID, adminEmail, pw, console.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	w := &walk{t: t, b: b, base: st.URL}

	// The admin invites a member; the link is on the page once.
	var link string
	w.run("sign in",
		chromedp.Navigate(st.URL+"/console/login"),
		chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), adminEmail),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), pw),
		chromedp.Click(chromedp.CSS(`form[action="/console/login"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/console/logout"]`)),
	)
	w.run("invite",
		chromedp.Navigate(st.URL+"/console/users"),
		chromedp.SendKeys(chromedp.CSS(`form[action="/console/users"] input[name=email]`), invitee),
		chromedp.SetValue(chromedp.CSS(`form[action="/console/users"] select[name=role]`), "member"),
		chromedp.Click(chromedp.CSS(`form[action="/console/users"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#new-secret`)),
		textInto(`#new-secret`, &link),
	)
	link = strings.TrimSpace(link)
	if !strings.HasPrefix(link, st.URL+"/console/invitation?token=cinv_") {
		t.Fatalf("invitation link %q", link)
	}
	w.shot("users")

	// The invitee, signed out, opens the link and joins.
	var who string
	w.run("accept",
		chromedp.Click(chromedp.CSS(`form[action="/console/logout"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/console/login"]`)),
		chromedp.Navigate(link),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/console/invitation"]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), pw),
		chromedp.SendKeys(chromedp.CSS(`input[name=password_again]`), pw),
		chromedp.Click(chromedp.CSS(`form[action="/console/invitation"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/console/logout"]`)),
		textInto(`form[action="/console/logout"] span`, &who),
	)
	if !strings.Contains(who, invitee) || !strings.Contains(who, "member") {
		t.Fatalf("after accepting, signed in as %q", who)
	}
	if s := w.text("link spent", strings.TrimPrefix(link, st.URL), "main"); !strings.Contains(s, "not valid") {
		t.Fatalf("the link works twice:\n%s", s)
	}

	// A client profile submitted with the API, followed in the console.
	api := newClient(t, st)
	parts, _ := scenario(t, "acme")
	r := api.submitClient(tn.key, append(parts[:2], field("document_kind", "bank_statement"))...)
	if r.status != http.StatusAccepted {
		t.Fatalf("submit client: %d %s", r.status, r.body)
	}
	clientID, _ := r.json(t)["client_id"].(string)
	w.until("clients list", "/console/clients", "#clients", 30*time.Second, func(s string) bool { return strings.Contains(s, clientID) })
	w.until("client ready", "/console/clients/"+clientID, "main", 3*time.Minute, func(s string) bool {
		return strings.Contains(s, "ready") && strings.Contains(s, "true revenue")
	})
	var docs int
	w.run("client documents", countInto(`#documents tbody tr`, &docs))
	if docs != 2 {
		t.Fatalf("client page lists %d documents, want 2", docs)
	}
	w.shot("client")
	if s := w.text("usage", "/console/usage", "#usage"); !strings.Contains(s, "2") {
		t.Fatalf("usage page:\n%s", s)
	}
	w.shot("usage")
	if res := api.do(http.MethodGet, "/api/v1/clients/"+clientID, tn.key, "", nil); res.status != http.StatusOK {
		t.Fatalf("the API's view of the client: %d", res.status)
	}
}
