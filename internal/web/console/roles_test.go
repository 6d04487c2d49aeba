package console_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

// fixtures are the things of the paid organization an admin manages: a
// key, a subscription, an OAuth client and a dead delivery.
type fixtures struct {
	keyID, subID, clientID, grantID, deliveryID, analysisID, inviteHash string
}

func (e *env) fixtures(t *testing.T) fixtures {
	t.Helper()
	ctx := context.Background()
	var f fixtures
	k, _, err := e.accounts.CreateAPIKey(ctx, e.paid, "", []string{account.ScopeRead})
	if err != nil {
		t.Fatal(err)
	}
	f.keyID = k.ID
	f.subID = ids.New()
	if err := e.hooks.PutSubscription(ctx, webhook.Subscription{ID: f.subID, OrgID: e.paid, EventType: "analysis.failed",
		TargetURL: "https://hooks.example.com/in", Secret: "whsec_x", CreatedAt: time.Now().UTC()}); err != nil {
		t.Fatal(err)
	}
	c, _, err := e.oauth.CreateClient(ctx, oauth.NewClient{OrgID: e.paid, Name: "CRM", RedirectURIs: []string{"http://127.0.0.1/cb"},
		Scopes: []string{account.ScopeRead}})
	if err != nil {
		t.Fatal(err)
	}
	f.clientID = c.ID
	f.grantID = ids.New()
	now := time.Now().UTC()
	if err := e.oauthStore.PutGrant(ctx, oauth.Grant{ID: f.grantID, ClientID: c.ID, OrgID: e.paid, Scopes: c.Scopes, CreatedAt: now,
		ExpiresAt: now.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	f.analysisID, f.deliveryID = e.deadDelivery(t)
	inv, _, err := e.console.Invite(ctx, e.paid, "", "pending@acme.example", "member")
	if err != nil {
		t.Fatal(err)
	}
	f.inviteHash = inv.Hash
	return f
}

// deadDelivery stores a delivery whose one attempt failed for good.
func (e *env) deadDelivery(t *testing.T) (analysisID, id string) {
	t.Helper()
	ctx := context.Background()
	analysisID, id = ids.New(), ids.New()
	now := time.Now().UTC()
	if err := e.hooks.CreateDelivery(ctx, webhook.Delivery{ID: id, OrgID: e.paid, Event: "analysis.completed", SubjectID: analysisID,
		AnalysisID: analysisID, TargetURL: "https://hooks.example.com/in", Status: webhook.StatusPending, Body: []byte(`{}`), CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	if err := e.hooks.Claim(ctx, id, 1, now, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := e.hooks.Record(ctx, id, webhook.Attempt{N: 1, At: now, StatusCode: 503, Latency: time.Millisecond, Error: "503"}, webhook.StatusDead, nil); err != nil {
		t.Fatal(err)
	}
	return analysisID, id
}

// adminActions are every state-changing form of the console but sign-out
// (and the consent's, tested in internal/web/oauthapi): what only an
// admin may post.
func adminActions(f fixtures) []struct {
	name, path string
	form       url.Values
} {
	return []struct {
		name, path string
		form       url.Values
	}{
		{"create a key", "/console/keys", url.Values{"scopes": {account.ScopeRead}}},
		{"revoke a key", "/console/keys/" + f.keyID + "/revoke", nil},
		{"subscribe", "/console/webhooks", url.Values{"event_type": {"analysis.failed"}, "target_url": {"https://hooks.example.com/x"}}},
		{"delete a subscription", "/console/webhooks/" + f.subID + "/delete", nil},
		{"send a test delivery", "/console/webhooks/test", url.Values{"callback_url": {"https://hooks.example.com/t"}}},
		{"redeliver", "/console/deliveries/" + f.deliveryID + "/redeliver", url.Values{"analysis_id": {f.analysisID}}},
		{"register an OAuth client", "/console/oauth-clients", url.Values{"name": {"X"}, "redirect_uris": {"http://127.0.0.1/x"}, "scopes": {account.ScopeRead}}},
		{"revoke an OAuth client", "/console/oauth-clients/" + f.clientID + "/revoke", nil},
		{"invite a user", "/console/users", url.Values{"email": {"new@acme.example"}, "role": {"admin"}}},
		{"withdraw an invitation", "/console/invitations/" + f.inviteHash + "/revoke", nil},
		{"disconnect an app", "/console/connected-apps/" + f.clientID + "/grants/" + f.grantID + "/revoke", nil},
	}
}

// TestMemberRefusedEveryAdminAction: a member reads every page but gets
// 403 on each admin action, with nothing changed, and is not offered the
// forms.
func TestMemberRefusedEveryAdminAction(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	f := e.fixtures(t)
	b := e.browser(t)
	from := b.signIn("member@acme.example")
	for _, tc := range adminActions(f) {
		t.Run(tc.name, func(t *testing.T) {
			res := b.post(tc.path, from, tc.form)
			if res.status != http.StatusForbidden || !strings.Contains(res.body, "Only an organization admin") {
				t.Fatalf("member POST %s: %d\n%s", tc.path, res.status, res.body)
			}
		})
	}
	if ks, _ := e.accounts.Keys(ctx, e.paid); len(ks) != 1 || ks[0].Revoked {
		t.Errorf("keys after a member's posts: %+v", ks)
	}
	if subs, _ := e.hooks.Subscriptions(ctx, e.paid); len(subs) != 1 {
		t.Errorf("%d subscriptions after a member's posts, want 1", len(subs))
	}
	if d, _ := e.hooks.GetDelivery(ctx, f.deliveryID); d.Status != webhook.StatusDead {
		t.Errorf("delivery %s after a member's redelivery", d.Status)
	}
	if cs, _ := e.oauth.Clients(ctx, e.paid); len(cs) != 1 || cs[0].Revoked {
		t.Errorf("OAuth clients after a member's posts: %+v", cs)
	}
	for _, path := range []string{"/console/keys", "/console/webhooks", "/console/oauth-clients", "/console/users", "/console/connected-apps",
		"/console/deliveries?analysis_id=" + f.analysisID} {
		p := b.get(path)
		if p.status != http.StatusOK {
			t.Errorf("member GET %s: %d", path, p.status)
		}
		if strings.Contains(p.body, `method="post"`) && strings.Count(p.body, `method="post"`) > 1 {
			t.Errorf("member GET %s offers a form besides sign-out", path)
		}
	}
}

// TestAdminMayDoEveryAdminAction is the other side: the same posts by an
// admin are not refused.
func TestAdminMayDoEveryAdminAction(t *testing.T) {
	e := newEnv(t)
	f := e.fixtures(t)
	b := e.browser(t)
	from := b.signIn("admin@acme.example")
	for _, tc := range adminActions(f) {
		if tc.name == "send a test delivery" {
			continue // it would call out to the network
		}
		t.Run(tc.name, func(t *testing.T) {
			if res := b.post(tc.path, from, tc.form); res.status == http.StatusForbidden || res.status >= 500 {
				t.Fatalf("admin POST %s: %d\n%s", tc.path, res.status, res.body)
			}
		})
	}
}
