package localstack_test

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// chromiumPath finds Debian's chromium (or another Chrome). Without one
// the browser tests skip, unless REQUIRE_BROWSER is set (CI), where they
// fail.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("REQUIRE_BROWSER") != "" {
		t.Fatal("REQUIRE_BROWSER is set and no chromium is installed (apt-get install chromium)")
	}
	t.Skip("no chromium installed (apt-get install chromium); set REQUIRE_BROWSER=1 to fail instead")
	return ""
}

// newBrowser starts headless Chromium for the test, bounded by within.
func newBrowser(t *testing.T, within time.Duration) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.NoSandbox, // CI runs as root, where Chromium's sandbox cannot start
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1280, 900),
	)
	ctx, cancel := context.WithTimeout(context.Background(), within)
	t.Cleanup(cancel)
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(cancelAlloc)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return bctx
}

// textInto reads the text of the first element sel matches into dst.
func textInto(sel string, dst *string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		v, err := chromedp.Text(chromedp.CSS(sel))(ctx, t)
		*dst = v
		return chromedp.Void{}, err
	}
}

// countInto counts the elements sel matches into dst.
func countInto(sel string, dst *int) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		v, err := chromedp.Evaluate[int](`document.querySelectorAll(`+strconv.Quote(sel)+`).length`)(ctx, t)
		*dst = v
		return chromedp.Void{}, err
	}
}

// flakyReceiver answers webhook deliveries 503 until healthy, then 204.
type flakyReceiver struct {
	mu      sync.Mutex
	healthy bool
	got     []int // the status answered to each request
}

func (f *flakyReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	status := http.StatusServiceUnavailable
	if f.healthy {
		status = http.StatusNoContent
	}
	f.got = append(f.got, status)
	w.WriteHeader(status)
}

func (f *flakyReceiver) heal() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.healthy = true
}

func (f *flakyReceiver) answered() []int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]int(nil), f.got...)
}

// TestBrowserWalkthrough is the README's console walkthrough, done by a
// person's browser (headless Chromium) on the local stack: (1) sign in,
// (2) create a key and read it off the page, (3) submit a statement with
// it as curl would, (4) watch it complete in the analyses list and read
// its result page, (5) find its failed webhook delivery in the log and
// redeliver it, (6) register an OAuth client and approve its request on
// the consent page, then use the token. The webhook subscription of step
// 5 is made in the console before step 3, so that one analysis serves
// steps 4 and 5.
func TestBrowserWalkthrough(t *testing.T) {
	b := newBrowser(t, 2*time.Minute)
	st := lstest.Stack(t, quietLog(), true, func(o *localstack.StackOptions) {
		o.RetryDelays = []time.Duration{200 * time.Millisecond, 200 * time.Millisecond}
	})
	ctx := context.Background()
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Walkthrough Lending", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.API.Billing.Store.Adjust(ctx, org.ID, 10, billing.KindGrant, "browser test", org.CreatedAt); err != nil {
		t.Fatal(err)
	}
	const email, pw = "admin@walkthrough.example", "a long demo passphrase"
	if _, err := st.API.Console.CreateUser(ctx, org.ID, email, pw, console.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	w := &walk{t: t, b: b, base: st.URL}
	run, shot, until := w.run, w.shot, w.until

	// 1. Sign in.
	var who string
	run("sign in",
		chromedp.Navigate(st.URL+"/console/"),
		chromedp.WaitVisible(chromedp.CSS(`input[name=email]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), email),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), pw),
		chromedp.Click(chromedp.CSS(`form[action="/console/login"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`form[action="/console/logout"]`)),
		textInto(`form[action="/console/logout"] span`, &who),
	)
	if !strings.Contains(who, email) {
		t.Fatalf("signed in as %q", who)
	}

	// 2. Create a key; its secret is on the page once.
	var key string
	run("create key",
		chromedp.Navigate(st.URL+"/console/keys"),
		chromedp.Click(chromedp.CSS(`form[action="/console/keys"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#new-secret`)),
		textInto(`#new-secret`, &key),
	)
	key = strings.TrimSpace(key)
	if !strings.HasPrefix(key, "cg_live_") {
		t.Fatalf("new key reads %q", key)
	}

	// 5, first half: subscribe a receiver that fails, in the console.
	recv := &flakyReceiver{}
	hook := httptest.NewServer(recv)
	t.Cleanup(hook.Close)
	run("subscribe",
		chromedp.Navigate(st.URL+"/console/webhooks"),
		chromedp.SetValue(chromedp.CSS(`form[action="/console/webhooks"] select[name=event_type]`), "analysis.completed"),
		chromedp.Click(chromedp.CSS(`form[action="/console/webhooks"] input[name=included_phases][value=parse]`)),
		chromedp.Click(chromedp.CSS(`form[action="/console/webhooks"] input[name=included_phases][value=metadata_fraud]`)),
		chromedp.SendKeys(chromedp.CSS(`form[action="/console/webhooks"] input[name=target_url]`), hook.URL+"/hook"),
		chromedp.Click(chromedp.CSS(`form[action="/console/webhooks"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#new-secret`)),
	)

	// 3. Submit a statement with the key, as the README's curl does.
	pdf, err := os.ReadFile(filepath.Join(repo.Root(), "testdata", "corpus", "chase_fpdf-core_month.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	api := newClient(t, st)
	res := api.submit(key, field("document_kind", "bank_statement"), file(pdf), field("client_ref", "walkthrough"))
	if res.status != http.StatusAccepted {
		t.Fatalf("submit with the console's key: %d %s", res.status, res.body)
	}
	id, _ := res.json(t)["id"].(string)

	// 4. Watch it complete in the list, then read its result page.
	until("analyses list", "/console/analyses", "#analyses", time.Minute, func(s string) bool {
		return strings.Contains(s, id) && strings.Contains(s, "completed") && strings.Contains(s, "walkthrough")
	})
	shot("analyses")
	var verdict, fraud, first string
	var rows int
	run("result page",
		chromedp.Navigate(st.URL+"/console/analyses?status=completed"),
		chromedp.Click(chromedp.CSS(`a[href="/console/analyses/`+id+`"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#verdict`)),
		textInto(`#verdict`, &verdict),
		textInto(`#fraud`, &fraud),
		textInto(`#transactions tbody tr td:nth-child(2)`, &first),
		countInto(`#transactions tbody tr`, &rows),
	)
	if !strings.Contains(verdict, "Verdict:") || !strings.Contains(fraud, "Score") || rows == 0 || strings.TrimSpace(first) == "" {
		t.Fatalf("result page: verdict %q, fraud %q, %d transaction rows (first %q)", verdict, fraud, rows, first)
	}
	shot("analysis-result")

	// 5. Its delivery failed every attempt: dead in the log. Heal the
	// receiver and redeliver from the console.
	deliveries := "/console/deliveries?analysis_id=" + url.QueryEscape(id)
	until("delivery dead", deliveries, "main", time.Minute, func(s string) bool { return strings.Contains(s, "dead") })
	shot("deliveries")
	if got := recv.answered(); len(got) < 2 || got[0] != http.StatusServiceUnavailable {
		t.Fatalf("receiver answered %v before redelivery", got)
	}
	recv.heal()
	var flash string
	run("redeliver",
		chromedp.Navigate(st.URL+deliveries),
		chromedp.Click(chromedp.CSS(`form[action$="/redeliver"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`.flash`)),
		textInto(`.flash`, &flash),
	)
	if !strings.Contains(flash, "Redelivery queued") {
		t.Fatalf("redeliver: %q", flash)
	}
	until("delivered", deliveries, "main", 30*time.Second, func(s string) bool { return strings.Contains(s, "delivered") && strings.Contains(s, "204") })

	// 6. Register an OAuth client, send the browser through its
	// authorization request, approve it, and use the token.
	var (
		mu          sync.Mutex
		code, state string
	)
	cb := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/callback" {
			http.NotFound(w, r) // the browser's favicon
			return
		}
		mu.Lock()
		code, state = r.URL.Query().Get("code"), r.URL.Query().Get("state")
		mu.Unlock()
		w.Write([]byte("<p id=connected>connected</p>"))
	}))
	t.Cleanup(cb.Close)
	redirect := cb.URL + "/callback"
	var clientID, clientSecret string
	run("create OAuth client",
		chromedp.Navigate(st.URL+"/console/oauth-clients"),
		chromedp.SendKeys(chromedp.CSS(`form[action="/console/oauth-clients"] input[name=name]`), "Walkthrough CRM"),
		chromedp.SendKeys(chromedp.CSS(`form[action="/console/oauth-clients"] textarea[name=redirect_uris]`), redirect),
		chromedp.Click(chromedp.CSS(`form[action="/console/oauth-clients"] button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#new-client-id`)),
		textInto(`#new-client-id`, &clientID),
		textInto(`#new-secret`, &clientSecret),
	)
	verifierBytes := make([]byte, 32)
	rand.Read(verifierBytes)
	verifier := hex.EncodeToString(verifierBytes)
	sum := sha256.Sum256([]byte(verifier))
	authorize := st.URL + "/oauth/authorize?" + url.Values{
		"response_type": {"code"}, "client_id": {clientID}, "redirect_uri": {redirect},
		"code_challenge": {base64.RawURLEncoding.EncodeToString(sum[:])}, "code_challenge_method": {"S256"},
		"scope": {"analyses:read"}, "state": {"xyz"},
	}.Encode()
	var consent string
	run("consent",
		chromedp.Navigate(authorize),
		chromedp.WaitVisible(chromedp.CSS(`button[value=approve]`)),
		textInto(`main`, &consent),
		chromedp.Click(chromedp.CSS(`button[value=approve]`)),
		chromedp.WaitVisible(chromedp.CSS(`#connected`)),
	)
	if !strings.Contains(consent, "Walkthrough CRM") || !strings.Contains(consent, "analyses:read") || strings.Contains(consent, "analyses:write") {
		t.Fatalf("consent page:\n%s", consent)
	}
	mu.Lock()
	defer mu.Unlock()
	if code == "" || state != "xyz" {
		t.Fatalf("callback got code %q, state %q", code, state)
	}
	req, _ := http.NewRequest(http.MethodPost, st.URL+"/oauth/token", strings.NewReader(url.Values{
		"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {redirect}, "code_verifier": {verifier},
	}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.SetBasicAuth(url.QueryEscape(clientID), url.QueryEscape(clientSecret))
	tr, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Body.Close()
	var tok struct {
		AccessToken  string `json:"access_token"`
		RefreshToken string `json:"refresh_token"`
	}
	if err := json.NewDecoder(tr.Body).Decode(&tok); err != nil || tr.StatusCode != http.StatusOK || !strings.HasPrefix(tok.AccessToken, "oat_") {
		t.Fatalf("token exchange: %d, %+v, %v", tr.StatusCode, tok, err)
	}
	if r := api.do(http.MethodGet, "/api/v1/analyses/"+id, tok.AccessToken, "", nil); r.status != http.StatusOK {
		t.Fatalf("GET the analysis with the OAuth token: %d %s", r.status, r.body)
	}
	// The approval is a connected app, which the admin can disconnect.
	until("connected apps", "/console/connected-apps", "#connections", 10*time.Second, func(s string) bool {
		return strings.Contains(s, "Walkthrough CRM") && strings.Contains(s, email)
	})
	shot("connected-apps")
}

// walk drives one browser through the console's pages, a step at a time.
type walk struct {
	t    *testing.T
	b    context.Context
	base string // the stack's URL
}

// run does one step, in at most 20 seconds, and on failure shows where
// the browser is and what it reads.
func (w *walk) run(step string, actions ...chromedp.Action[chromedp.Void]) {
	w.t.Helper()
	sctx, cancel := context.WithTimeout(w.b, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(sctx, actions...); err != nil {
		dctx, cancel := context.WithTimeout(w.b, 5*time.Second)
		defer cancel()
		loc, _ := chromedp.Run(dctx, chromedp.Location())
		var body string
		_ = chromedp.Do(dctx, textInto("body", &body))
		w.t.Fatalf("%s: %v\nat %s:\n%s", step, err, loc, body)
	}
}

// shot saves the page the browser shows as docs' screenshot name when
// CONSOLE_SCREENSHOTS names a directory (go run ./infra/local exec --
// env CONSOLE_SCREENSHOTS=$PWD/docs/console go test ./infra/localstack
// -run TestBrowser); otherwise it does nothing.
func (w *walk) shot(name string) {
	w.t.Helper()
	dir := os.Getenv("CONSOLE_SCREENSHOTS")
	if dir == "" {
		return
	}
	sctx, cancel := context.WithTimeout(w.b, 10*time.Second)
	defer cancel()
	buf, err := chromedp.Run(sctx, chromedp.FullScreenshot(85))
	if err != nil {
		w.t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".jpg"), buf, 0o644); err != nil {
		w.t.Fatal(err)
	}
}

// text reads a page's element after opening it.
func (w *walk) text(step, path, sel string) string {
	w.t.Helper()
	var s string
	w.run(step, chromedp.Navigate(w.base+path), textInto(sel, &s))
	return s
}

// until reopens path until sel's text satisfies ok.
func (w *walk) until(step, path, sel string, within time.Duration, ok func(string) bool) string {
	w.t.Helper()
	var s string
	for deadline := time.Now().Add(within); ; time.Sleep(300 * time.Millisecond) {
		if s = w.text(step, path, sel); ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("%s: after %s, %s reads:\n%s", step, within, sel, s)
		}
	}
}
