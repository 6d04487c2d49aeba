package console_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	domain "github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/urlguard"
	"github.com/docanalysis/service/internal/testkit/clienttest"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/testkit/webhooktest"
	"github.com/docanalysis/service/internal/web/console"
)

const pw = "correct horse battery"

type env struct {
	srv      *httptest.Server
	accounts *account.Service
	hooks    *webhooktest.Store
	analyses *fakestore.Analyses
	blobs    mapBlobs
	oauth    *oauth.Service
	// oauthStore is oauth's store.
	oauthStore *fakestore.OAuth
	clients    *clienttest.Store
	console    *domain.Service
	ledger     *fakestore.Accounts
	paid       string
	free       string
}

// mapBlobs is an in-memory analysis.Blobs.
type mapBlobs map[string][]byte

func (m mapBlobs) Put(_ context.Context, key string, body []byte, _ string, _ map[string]string) error {
	m[key] = body
	return nil
}

func (m mapBlobs) Get(_ context.Context, key string) ([]byte, error) {
	b, ok := m[key]
	if !ok {
		return nil, fmt.Errorf("no object %s", key)
	}
	return b, nil
}

func newEnv(t *testing.T) *env {
	t.Helper()
	ctx := context.Background()
	accountStore := fakestore.NewAccounts()
	accounts := &account.Service{Store: accountStore}
	paid, err := accounts.CreateOrg(ctx, account.NewOrg{Name: "Acme", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	free, err := accounts.CreateOrg(ctx, account.NewOrg{Name: "Tiny", Plan: account.PlanFree})
	if err != nil {
		t.Fatal(err)
	}
	svc := &domain.Service{Store: fakestore.NewConsole(), Accounts: accounts,
		Limiter: &ratelimit.Limiter{Counter: fakestore.NewCounter()}, Cost: bcrypt.MinCost}
	for _, u := range []struct {
		org, email string
		role       domain.Role
	}{{paid.ID, "admin@acme.example", domain.RoleAdmin}, {paid.ID, "member@acme.example", domain.RoleMember}, {free.ID, "admin@tiny.example", domain.RoleAdmin}} {
		if _, err := svc.CreateUser(ctx, u.org, u.email, pw, u.role); err != nil {
			t.Fatal(err)
		}
	}
	hooks := webhooktest.NewStore()
	guard := hooksOnly{}
	wh := &webhook.Service{Store: hooks, Orgs: accounts.Store, Queue: &webhooktest.Queue{}, URLs: guard,
		Client: &webhook.Client{Guard: guard, Timeout: time.Second}}
	records, blobs := fakestore.NewAnalyses(), mapBlobs{}
	an := &analysis.Service{Store: records, Lister: records, Blobs: blobs}
	oauthStore := fakestore.NewOAuth()
	oa := &oauth.Service{Store: oauthStore, Accounts: accounts, Guard: guard}
	cs := clienttest.NewStore()
	cl := &client.Service{Store: cs, Lister: cs, Analyses: an}
	bill := &billing.Service{Store: accountStore, TopUp: 10}
	h := console.New(console.Config{Console: svc, Accounts: accounts, Webhooks: wh, Analyses: an, Clients: cl, OAuth: oa,
		Billing: bill, DefaultRateLimit: 120})
	e := &env{srv: httptest.NewServer(h), accounts: accounts, hooks: hooks, analyses: records, blobs: blobs, oauth: oa, oauthStore: oauthStore, clients: cs, console: svc, ledger: accountStore,
		paid: paid.ID, free: free.ID}
	t.Cleanup(e.srv.Close)
	return e
}

// browser is a client with a cookie jar that does not follow redirects.
type browser struct {
	t *testing.T
	c *http.Client
	e *env
}

func (e *env) browser(t *testing.T) *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, e: e, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

type page struct {
	status int
	header http.Header
	body   string
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

func (p page) csrf() string {
	m := csrfRE.FindStringSubmatch(p.body)
	if m == nil {
		return ""
	}
	return m[1]
}

func (b *browser) do(method, path string, form url.Values, header ...string) page {
	b.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, b.e.srv.URL+path, body)
	if err != nil {
		b.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return page{status: res.StatusCode, header: res.Header, body: string(raw)}
}

func (b *browser) get(path string) page { return b.do(http.MethodGet, path, nil) }

// post submits a form with the CSRF token of the page it came from.
func (b *browser) post(path string, from page, form url.Values) page {
	if form == nil {
		form = url.Values{}
	}
	form.Set("csrf", from.csrf())
	return b.do(http.MethodPost, path, form)
}

func (b *browser) signIn(email string) page {
	b.t.Helper()
	res := b.post("/console/login", b.get("/console/login"), url.Values{"email": {email}, "password": {pw}})
	if res.status != http.StatusSeeOther {
		b.t.Fatalf("sign in as %s: %d\n%s", email, res.status, res.body)
	}
	return b.get("/console/keys")
}

func TestSignIn(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	if res := b.get("/console/keys"); res.status != http.StatusFound || !strings.HasPrefix(res.header.Get("Location"), "/console/login?next=") {
		t.Fatalf("signed-out GET /console/keys = %d to %q, want the sign-in page", res.status, res.header.Get("Location"))
	}
	form := b.get("/console/login")
	if csp := form.header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "unsafe-inline") {
		t.Errorf("Content-Security-Policy %q is not strict", csp)
	}
	wrongPW := b.post("/console/login", form, url.Values{"email": {"admin@acme.example"}, "password": {"not the password"}})
	unknown := b.post("/console/login", b.get("/console/login"), url.Values{"email": {"nobody@acme.example"}, "password": {pw}})
	for name, res := range map[string]page{"wrong password": wrongPW, "unknown e-mail": unknown} {
		if res.status != http.StatusUnauthorized || !strings.Contains(res.body, "The e-mail or password is wrong.") {
			t.Errorf("%s: %d\n%s", name, res.status, res.body)
		}
	}
	if a, b := csrfRE.ReplaceAllString(wrongPW.body, ""), csrfRE.ReplaceAllString(unknown.body, ""); strings.ReplaceAll(a, "admin@acme.example", "X") != strings.ReplaceAll(b, "nobody@acme.example", "X") {
		t.Error("the pages for a wrong password and an unknown e-mail differ: they tell which addresses exist")
	}

	res := b.post("/console/login", b.get("/console/login?next=/console/webhooks"),
		url.Values{"email": {"Admin@Acme.example"}, "password": {pw}, "next": {"/console/webhooks"}})
	if res.status != http.StatusSeeOther || res.header.Get("Location") != "/console/webhooks" {
		t.Fatalf("sign in: %d to %q", res.status, res.header.Get("Location"))
	}
	var sess *http.Cookie
	for _, c := range (&http.Response{Header: res.header}).Cookies() {
		if c.Name == "console_session" && c.MaxAge > 0 {
			sess = c
		}
	}
	if sess == nil || !sess.HttpOnly || sess.SameSite == http.SameSiteNoneMode || sess.SameSite == http.SameSiteDefaultMode || sess.MaxAge > int((12*time.Hour).Seconds()) {
		t.Fatalf("session cookie %+v: want HttpOnly, SameSite and an expiry", sess)
	}
	keys := b.get("/console/keys")
	if keys.status != http.StatusOK || !strings.Contains(keys.body, "admin@acme.example") {
		t.Fatalf("GET /console/keys signed in = %d", keys.status)
	}
	if out := b.post("/console/logout", keys, nil); out.status != http.StatusSeeOther {
		t.Fatalf("sign out: %d", out.status)
	}
	if res := b.get("/console/keys"); res.status != http.StatusFound {
		t.Fatalf("after sign-out GET /console/keys = %d, want a redirect to sign in", res.status)
	}
}

func TestOpenRedirectRefused(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	res := b.post("/console/login", b.get("/console/login"), url.Values{"email": {"admin@acme.example"}, "password": {pw}, "next": {"//evil.example/"}})
	if res.status != http.StatusSeeOther || res.header.Get("Location") != "/console/keys" {
		t.Fatalf("next=//evil.example: redirected to %q", res.header.Get("Location"))
	}
}

func TestSignInRateLimited(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	var last page
	for range domain.AttemptsPerEmail + 1 {
		last = b.post("/console/login", b.get("/console/login"), url.Values{"email": {"admin@acme.example"}, "password": {"guess guess guess"}})
	}
	if last.status != http.StatusTooManyRequests || last.header.Get("Retry-After") == "" {
		t.Fatalf("attempt over the limit: %d", last.status)
	}
	// The right password does not get through the limit either.
	if res := b.post("/console/login", b.get("/console/login"), url.Values{"email": {"admin@acme.example"}, "password": {pw}}); res.status != http.StatusTooManyRequests {
		t.Fatalf("right password over the limit: %d", res.status)
	}
}

func TestCSRFRefused(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	keys := b.signIn("admin@acme.example")
	tests := []struct {
		name   string
		form   url.Values
		header []string
	}{
		{"no token", url.Values{"scopes": {account.ScopeRead}}, nil},
		{"another token", url.Values{"scopes": {account.ScopeRead}, "csrf": {"0123456789abcdef"}}, nil},
		{"right token from another site", url.Values{"scopes": {account.ScopeRead}, "csrf": {keys.csrf()}}, []string{"Origin", "https://evil.example"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := b.do(http.MethodPost, "/console/keys", tc.form, tc.header...)
			if res.status != http.StatusForbidden || strings.Contains(res.body, account.APIKeyPrefix) {
				t.Fatalf("POST /console/keys: %d", res.status)
			}
		})
	}
	if ks, _ := e.accounts.Keys(context.Background(), e.paid); len(ks) != 0 {
		t.Fatalf("%d keys created by refused forms", len(ks))
	}
	t.Run("sign-in form without its cookie", func(t *testing.T) {
		other := e.browser(t)
		res := other.do(http.MethodPost, "/console/login", url.Values{"email": {"admin@acme.example"}, "password": {pw}, "csrf": {"forged"}})
		if res.status != http.StatusForbidden {
			t.Fatalf("POST /console/login without the CSRF cookie: %d", res.status)
		}
	})
}

func TestMemberCannotManage(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	keys := b.signIn("member@acme.example")
	if strings.Contains(keys.body, `action="/console/keys"`) {
		t.Error("a member is offered the key creation form")
	}
	hooks := b.get("/console/webhooks")
	for _, tc := range []struct {
		path string
		from page
		form url.Values
	}{
		{"/console/keys", keys, url.Values{"scopes": {account.ScopeRead}}},
		{"/console/webhooks", hooks, url.Values{"event_type": {"analysis.failed"}, "target_url": {"https://hooks.example.com/x"}}},
	} {
		if res := b.post(tc.path, tc.from, tc.form); res.status != http.StatusForbidden || !strings.Contains(res.body, "Only an organization admin") {
			t.Errorf("member POST %s: %d", tc.path, res.status)
		}
	}
	if ks, _ := e.accounts.Keys(context.Background(), e.paid); len(ks) != 0 {
		t.Fatalf("a member created %d keys", len(ks))
	}
}

var keyRE = regexp.MustCompile(`cg_live_[0-9a-f]{64}`)

func TestKeyShownOnceThenRevoked(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	b := e.browser(t)
	keys := b.signIn("admin@acme.example")
	res := b.post("/console/keys", keys, url.Values{"scopes": {account.ScopeWrite, account.ScopeRead}})
	secret := keyRE.FindString(res.body)
	if res.status != http.StatusCreated || secret == "" {
		t.Fatalf("create key: %d, secret %q", res.status, secret)
	}
	p, err := e.accounts.Authenticate(ctx, secret)
	if err != nil || !p.Has(account.ScopeRead) || !p.Has(account.ScopeWrite) || p.Org.ID != e.paid {
		t.Fatalf("the shown key does not authenticate with its scopes: %+v, %v", p, err)
	}
	list := b.get("/console/keys")
	if strings.Contains(list.body, secret) || !strings.Contains(list.body, secret[:16]) || strings.Contains(list.body, "never") {
		t.Fatalf("the list shows the secret, or not its prefix and last use (it authenticated above):\n%s", list.body)
	}
	ks, _ := e.accounts.Keys(ctx, e.paid)
	if len(ks) != 1 {
		t.Fatalf("%d keys", len(ks))
	}
	if res := b.post("/console/keys/"+ks[0].ID+"/revoke", list, nil); res.status != http.StatusOK || !strings.Contains(res.body, "revoked") {
		t.Fatalf("revoke: %d", res.status)
	}
	if _, err := e.accounts.Authenticate(ctx, secret); !errors.Is(err, account.ErrUnauthorized) {
		t.Fatalf("revoked key authenticates: err = %v", err)
	}

	t.Run("another organization's key", func(t *testing.T) {
		c, _, err := e.accounts.CreateAPIKey(ctx, e.paid, "", []string{account.ScopeRead})
		if err != nil {
			t.Fatal(err)
		}
		other := e.browser(t)
		otherPage := other.signIn("admin@tiny.example")
		if res := other.post("/console/keys/"+c.ID+"/revoke", otherPage, nil); res.status != http.StatusNotFound {
			t.Fatalf("revoke across organizations: %d", res.status)
		}
		if ks, _ := e.accounts.Keys(ctx, e.paid); ks[0].Revoked == ks[1].Revoked {
			t.Fatal("the other organization's key was revoked")
		}
	})
}

func TestFreePlanKeyRefused(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	keys := b.signIn("admin@tiny.example")
	if !strings.Contains(keys.body, "plan_excluded") {
		t.Error("the keys page of a free organization does not explain plan_excluded")
	}
	res := b.post("/console/keys", keys, url.Values{"scopes": {account.ScopeRead}})
	if res.status != http.StatusPaymentRequired || !strings.Contains(res.body, "plan_excluded") || !strings.Contains(res.body, "paid plan") || keyRE.MatchString(res.body) {
		t.Fatalf("free plan create: %d\n%s", res.status, res.body)
	}
}

var secretRE = regexp.MustCompile(`whsec_[0-9A-Za-z_+/=-]+`)

func TestWebhookSecretShownOnce(t *testing.T) {
	e := newEnv(t)
	b := e.browser(t)
	b.signIn("admin@acme.example")
	hooks := b.get("/console/webhooks")
	res := b.post("/console/webhooks", hooks, url.Values{"event_type": {"analysis.completed"}, "included_phases": {"parse"}, "target_url": {"https://hooks.example.com/in"}})
	secret := secretRE.FindString(html.UnescapeString(res.body))
	if res.status != http.StatusCreated || secret == "" {
		t.Fatalf("create subscription: %d, secret %q\n%s", res.status, secret, res.body)
	}
	subs, _ := e.hooks.Subscriptions(context.Background(), e.paid)
	if len(subs) != 1 || subs[0].Secret != secret || subs[0].TargetURL != "https://hooks.example.com/in" {
		t.Fatalf("stored %+v", subs)
	}
	list := b.get("/console/webhooks")
	if strings.Contains(html.UnescapeString(list.body), secret) || !strings.Contains(list.body, "https://hooks.example.com/in") {
		t.Fatal("the list shows the secret, or not the subscription")
	}
	bad := b.post("/console/webhooks", list, url.Values{"event_type": {"analysis.failed"}, "target_url": {"http://10.0.0.1/"}})
	if bad.status != http.StatusBadRequest || !strings.Contains(bad.body, "class=\"error\"") {
		t.Fatalf("invalid target: %d", bad.status)
	}
	if res := b.post("/console/webhooks/"+subs[0].ID+"/delete", list, nil); res.status != http.StatusOK {
		t.Fatalf("delete: %d", res.status)
	}
	if subs, _ := e.hooks.Subscriptions(context.Background(), e.paid); len(subs) != 0 {
		t.Fatal("subscription not deleted")
	}
}

func TestDeliveryLogAndRedeliver(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	analysisID, id := ids.New(), ids.New()
	now := time.Now().UTC()
	if err := e.hooks.CreateDelivery(ctx, webhook.Delivery{ID: id, OrgID: e.paid, Event: "analysis.completed", SubjectID: analysisID,
		AnalysisID: analysisID, TargetURL: "https://hooks.example.com/in", Status: webhook.StatusPending, Body: []byte(`{}`), CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	if err := e.hooks.Claim(ctx, id, 1, now, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := e.hooks.Record(ctx, id, webhook.Attempt{N: 1, At: now, StatusCode: 503, Latency: 42 * time.Millisecond, Error: "the receiver answered 503"}, webhook.StatusDead, nil); err != nil {
		t.Fatal(err)
	}
	member := e.browser(t)
	member.signIn("member@acme.example")
	log := member.get("/console/deliveries?analysis_id=" + analysisID)
	for _, want := range []string{id, "dead", "503", "42 ms", "the receiver answered 503"} {
		if !strings.Contains(log.body, want) {
			t.Errorf("the delivery log lacks %q", want)
		}
	}
	if strings.Contains(log.body, "/redeliver") {
		t.Error("a member is offered redelivery")
	}
	if res := member.post("/console/deliveries/"+id+"/redeliver", log, nil); res.status != http.StatusForbidden {
		t.Fatalf("member redeliver: %d", res.status)
	}
	admin := e.browser(t)
	admin.signIn("admin@acme.example")
	log = admin.get("/console/deliveries?analysis_id=" + analysisID)
	res := admin.post("/console/deliveries/"+id+"/redeliver", log, url.Values{"analysis_id": {analysisID}})
	if res.status != http.StatusOK || !strings.Contains(res.body, "Redelivery queued") {
		t.Fatalf("redeliver: %d\n%s", res.status, res.body)
	}
	if d, _ := e.hooks.GetDelivery(ctx, id); d.Status != webhook.StatusPending {
		t.Fatalf("after redelivery the delivery is %s, want pending", d.Status)
	}
	if again := admin.post("/console/deliveries/"+id+"/redeliver", log, url.Values{"analysis_id": {analysisID}}); again.status != http.StatusConflict {
		t.Fatalf("redelivering a pending delivery: %d, want 409", again.status)
	}
}

// hooksOnly accepts https URLs on hooks.example.com only.
type hooksOnly struct{}

func (hooksOnly) Check(_ context.Context, raw string) (*url.URL, []netip.Addr, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Hostname() != "hooks.example.com" {
		return nil, nil, &urlguard.Error{Reason: "not_https"}
	}
	return u, []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

func (hooksOnly) Control(string, string, syscall.RawConn) error { return nil }

func TestAnalysesListAndResult(t *testing.T) {
	e := newEnv(t)
	base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	ref := "loan-42"
	for i := range 30 {
		at := base.Add(time.Duration(i) * time.Minute)
		a := analysis.Analysis{ID: fmt.Sprintf("an-%02d", i), OrgID: e.paid, Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
			CreatedAt: at, Deadline: at.Add(time.Hour)}
		if i%2 == 0 {
			a.Status, a.CompletedAt, a.ResultKey, a.ClientRef = analysis.StatusCompleted, &at, analysis.ResultKey(a.ID), &ref
		}
		e.analyses.Put(a)
	}
	e.analyses.Put(analysis.Analysis{ID: "other-org", OrgID: e.free, Status: analysis.StatusCompleted, CreatedAt: base.Add(time.Hour)})
	s := func(v string) *string { return &v }
	f := func(v float64) *float64 { return &v }
	yes, score := true, 72
	out := analysis.Outcome{Result: &result.Statement{
		BankName: s("Bluestem Community Bank"), PeriodStart: s("2026-01-01"), PeriodEnd: s("2026-01-31"), EndingBalance: f(1234.5),
		FraudScore: &score, FraudRiskLevel: s("high"),
		ParseQuality:  &result.Quality{Verdict: result.NeedsReview, Issues: []result.QualityIssue{{Check: "running_balance", Message: "Row 3 breaks the balance chain.", OffBy: f(10)}}},
		FraudFindings: []result.Finding{{Code: "metadata_producer_editor", Severity: "high", Message: "Edited in a PDF editor.", Evidence: map[string]any{"producer": "ILovePDF"}}},
		Transactions: []result.Transaction{
			{Date: s("2026-01-02"), Description: s("ACME PAYROLL"), Amount: f(2500)},
			{Date: s("2026-01-03"), Description: s("WIRE <script>"), Amount: f(-99.5), Flagged: &yes},
		},
	}}
	raw, _ := json.Marshal(out)
	e.blobs[analysis.ResultKey("an-28")] = raw

	b := e.browser(t)
	b.signIn("member@acme.example")
	first := b.get("/console/analyses")
	if first.status != http.StatusOK {
		t.Fatalf("list: %d", first.status)
	}
	// Newest first, 25 a page, only this organization's.
	if !strings.Contains(first.body, "an-29") || strings.Contains(first.body, "an-04") || strings.Contains(first.body, "other-org") ||
		strings.Index(first.body, "an-29") > strings.Index(first.body, "an-28") {
		t.Fatalf("first page:\n%s", first.body)
	}
	next := regexp.MustCompile(`href="/console/analyses\?((?:status=\w+&amp;)?cursor=[^"]+)"`).FindStringSubmatch(first.body)
	if next == nil {
		t.Fatal("no next page link")
	}
	second := b.get("/console/analyses?" + strings.ReplaceAll(next[1], "&amp;", "&"))
	if !strings.Contains(second.body, "an-04") || !strings.Contains(second.body, "an-00") || strings.Contains(second.body, "an-05\"") ||
		strings.Contains(second.body, `rel="next"`) {
		t.Fatalf("second page:\n%s", second.body)
	}
	completed := b.get("/console/analyses?status=completed")
	if !strings.Contains(completed.body, "an-28") || strings.Contains(completed.body, "an-29") || !strings.Contains(completed.body, "loan-42") {
		t.Fatalf("completed filter:\n%s", completed.body)
	}
	for _, bad := range []string{"/console/analyses?status=done", "/console/analyses?cursor=%25%25"} {
		if p := b.get(bad); p.status != http.StatusBadRequest {
			t.Errorf("%s: %d, want 400", bad, p.status)
		}
	}
	res := b.get("/console/analyses/an-28")
	for _, want := range []string{"Bluestem Community Bank", "Verdict: <strong>needs_review</strong>", "Row 3 breaks the balance chain.",
		"Score <strong>72</strong>, risk <strong>high</strong>", "metadata_producer_editor", "ILovePDF", "ACME PAYROLL",
		`<tr class="flagged">`, "Transactions (2, 1 flagged)", "WIRE &lt;script&gt;", "1234.50"} {
		if !strings.Contains(res.body, want) {
			t.Errorf("result page lacks %q", want)
		}
	}
	if p := b.get("/console/analyses/other-org"); p.status != http.StatusNotFound {
		t.Errorf("another organization's analysis: %d, want 404", p.status)
	}
}
