package console_test

import (
	"context"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

var inviteRE = regexp.MustCompile(`http://[^"<\s]+/console/invitation\?token=cinv_[0-9a-f]{64}`)

func TestInvitation(t *testing.T) {
	e := newEnv(t)
	admin := e.browser(t)
	admin.signIn("admin@acme.example")
	users := admin.get("/console/users")
	if users.status != http.StatusOK || !strings.Contains(users.body, "member@acme.example") || strings.Contains(users.body, "admin@tiny.example") {
		t.Fatalf("users page: %d\n%s", users.status, users.body)
	}
	for _, tc := range []struct{ name, email, role, want string }{
		{"not an address", "bob", "member", "Enter the e-mail address"},
		{"unknown role", "bob@acme.example", "owner", "Choose a role"},
		{"already a user", "Member@acme.example", "member", "already a user of this organization"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := admin.post("/console/users", users, url.Values{"email": {tc.email}, "role": {tc.role}})
			if res.status != http.StatusBadRequest || !strings.Contains(res.body, tc.want) || inviteRE.MatchString(res.body) {
				t.Fatalf("invite %s: %d\n%s", tc.email, res.status, res.body)
			}
		})
	}
	res := admin.post("/console/users", users, url.Values{"email": {"Bob@acme.example"}, "role": {"admin"}})
	link := inviteRE.FindString(html.UnescapeString(res.body))
	if res.status != http.StatusCreated || link == "" {
		t.Fatalf("invite: %d, link %q\n%s", res.status, link, res.body)
	}
	list := admin.get("/console/users")
	token := link[strings.Index(link, "token=")+len("token="):]
	if strings.Contains(list.body, token) || !strings.Contains(list.body, "bob@acme.example") {
		t.Fatal("the users page shows the link again, or not the pending invitation")
	}

	bob := e.browser(t)
	path := strings.TrimPrefix(link, e.srv.URL)
	form := bob.get(path)
	if form.status != http.StatusOK || !strings.Contains(form.body, "bob@acme.example") || !strings.Contains(form.body, "Acme") {
		t.Fatalf("invitation page: %d\n%s", form.status, form.body)
	}
	accept := func(from page, pw, again string) page {
		return bob.post("/console/invitation", from, url.Values{"token": {token}, "password": {pw}, "password_again": {again}})
	}
	if res := bob.do(http.MethodPost, "/console/invitation", url.Values{"token": {token}, "password": {pw}, "password_again": {pw}, "csrf": {"forged"}}); res.status != http.StatusForbidden {
		t.Fatalf("accept without the CSRF cookie's token: %d", res.status)
	}
	if res := accept(bob.get(path), pw, pw+"x"); res.status != http.StatusBadRequest || !strings.Contains(res.body, "differ") {
		t.Fatalf("different passwords: %d", res.status)
	}
	if res := accept(bob.get(path), "short", "short"); res.status != http.StatusBadRequest || !strings.Contains(res.body, "12 to 72") {
		t.Fatalf("short password: %d", res.status)
	}
	res = accept(bob.get(path), pw, pw)
	if res.status != http.StatusSeeOther || res.header.Get("Location") != "/console/analyses" {
		t.Fatalf("accept: %d to %q\n%s", res.status, res.header.Get("Location"), res.body)
	}
	if p := bob.get("/console/analyses"); p.status != http.StatusOK || !strings.Contains(p.body, "bob@acme.example (admin)") {
		t.Fatalf("the invitee is not signed in as an admin: %d", p.status)
	}
	again := e.browser(t)
	if p := again.get(path); p.status != http.StatusNotFound || !strings.Contains(p.body, "not valid") {
		t.Fatalf("a spent link: %d", p.status)
	}
	if p := again.get("/console/invitation?token=cinv_00"); p.status != http.StatusNotFound {
		t.Fatalf("an unknown link: %d", p.status)
	}
	if p := again.post("/console/login", again.get("/console/login"), url.Values{"email": {"bob@acme.example"}, "password": {pw}}); p.status != http.StatusSeeOther {
		t.Fatalf("the invitee cannot sign in: %d", p.status)
	}
	// Another organization's admin sees neither the users nor the
	// invitations, and cannot withdraw one.
	inv, carolToken, err := e.console.Invite(context.Background(), e.paid, "", "carol@acme.example", "member")
	if err != nil {
		t.Fatal(err)
	}
	tiny := e.browser(t)
	tiny.signIn("admin@tiny.example")
	tinyUsers := tiny.get("/console/users")
	if strings.Contains(tinyUsers.body, "acme.example") {
		t.Fatal("another organization's users page lists this one's users")
	}
	withdraw := "/console/invitations/" + inv.Hash + "/revoke"
	if p := tiny.post(withdraw, tinyUsers, nil); p.status != http.StatusNotFound {
		t.Fatalf("another organization withdraws an invitation: %d", p.status)
	}
	list = admin.get("/console/users")
	if !strings.Contains(list.body, withdraw) {
		t.Fatal("no Withdraw form for the pending invitation")
	}
	if p := admin.post(withdraw, list, nil); p.status != http.StatusOK || strings.Contains(p.body, "carol@acme.example") {
		t.Fatalf("withdraw: %d\n%s", p.status, p.body)
	}
	if p := again.get("/console/invitation?token=" + carolToken); p.status != http.StatusNotFound {
		t.Fatalf("a withdrawn link: %d", p.status)
	}
}
