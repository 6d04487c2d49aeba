package localstack_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/sqs"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/web/openapi/openapitest"
)

// The webhook suite runs the whole stack with receivers on loopback (the
// local stack's insecure mode) and a retry schedule of one second per
// step, and checks every delivery the way a receiver would: both
// signatures, written by hand as in docs/webhooks.md and with the
// Standard Webhooks library, and the payload against the OpenAPI
// description of its event.

// --- A receiver's verification, as docs/webhooks.md shows it. ---

// verifySignature checks X-Service-Signature: the hex HMAC-SHA256 of the
// raw body, keyed with the whole signing secret (whsec_ included).
func verifySignature(secret string, body []byte, header string) bool {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	want := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(want), []byte(header))
}

// verifyStandard checks the Standard Webhooks headers: the base64
// HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>", keyed with the
// base64 decoding of the secret after whsec_, and a timestamp within five
// minutes (replay protection).
func verifyStandard(secret string, h http.Header, body []byte, now time.Time) error {
	id, ts := h.Get("webhook-id"), h.Get("webhook-timestamp")
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || id == "" {
		return errors.New("missing webhook-id or webhook-timestamp")
	}
	if d := now.Sub(time.Unix(sec, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return errors.New("timestamp outside the tolerance")
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		return err
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + ts + "."))
	mac.Write(body)
	want := base64.StdEncoding.EncodeToString(mac.Sum(nil))
	for _, sig := range strings.Fields(h.Get("webhook-signature")) {
		if v, s, ok := strings.Cut(sig, ","); ok && v == "v1" && hmac.Equal([]byte(s), []byte(want)) {
			return nil
		}
	}
	return errors.New("no matching v1 signature")
}

// hook is one received request.
type hook struct {
	at     time.Time
	event  string
	id     string // X-Service-Delivery
	header http.Header
	body   []byte
}

// receiver is a loopback webhook receiver that verifies every request and
// answers with respond (200 by default).
type receiver struct {
	t       *testing.T
	v       *openapitest.Validator
	srv     *httptest.Server
	mu      sync.Mutex
	secret  string
	got     []hook
	respond func(n int) (status int, delay time.Duration)
}

func newHookReceiver(t *testing.T, v *openapitest.Validator, secret string) *receiver {
	r := &receiver{t: t, v: v, secret: secret}
	r.srv = httptest.NewServer(http.HandlerFunc(r.serve))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *receiver) url() string { return r.srv.URL + "/hooks" }

func (r *receiver) setSecret(s string) {
	r.mu.Lock()
	r.secret = s
	r.mu.Unlock()
}

func (r *receiver) serve(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	secret, n := r.secret, len(r.got)
	h := hook{at: time.Now(), event: req.Header.Get("X-Service-Event"), id: req.Header.Get("X-Service-Delivery"), header: req.Header.Clone(), body: body}
	r.got = append(r.got, h)
	respond := r.respond
	r.mu.Unlock()

	if req.Method != http.MethodPost || req.Header.Get("Content-Type") != "application/json" {
		r.t.Errorf("receiver: %s with Content-Type %q", req.Method, req.Header.Get("Content-Type"))
	}
	if !verifySignature(secret, body, req.Header.Get("X-Service-Signature")) {
		r.t.Errorf("receiver: X-Service-Signature %q does not verify for %s", req.Header.Get("X-Service-Signature"), h.id)
	}
	if err := verifyStandard(secret, req.Header, body, time.Now()); err != nil {
		r.t.Errorf("receiver: Standard Webhooks signature of %s: %v", h.id, err)
	}
	if wh, err := standardwebhooks.NewWebhook(secret); err != nil {
		r.t.Errorf("receiver: Standard Webhooks library refuses the secret: %v", err)
	} else if err := wh.Verify(body, req.Header); err != nil {
		r.t.Errorf("receiver: Standard Webhooks library: %v", err)
	}
	if err := r.v.ValidateWebhook(h.event, req.Header, body); err != nil {
		r.t.Errorf("receiver: %s payload does not match its OpenAPI description: %v\n%s", h.event, err, body)
	}
	status, delay := 200, time.Duration(0)
	if respond != nil {
		status, delay = respond(n)
	}
	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-req.Context().Done():
		}
	}
	w.WriteHeader(status)
}

func (r *receiver) hooks() []hook {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]hook(nil), r.got...)
}

// waitHooks waits until the receiver holds n requests.
func (r *receiver) waitHooks(n int, within time.Duration) []hook {
	r.t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		if got := r.hooks(); len(got) >= n {
			return got
		}
		time.Sleep(50 * time.Millisecond)
	}
	r.t.Fatalf("receiver got %d requests in %s, want %d", len(r.hooks()), within, n)
	return nil
}

// byID groups requests by X-Service-Delivery.
func byID(hs []hook) map[string][]hook {
	m := map[string][]hook{}
	for _, h := range hs {
		m[h.id] = append(m[h.id], h)
	}
	return m
}

func webhookStack(t *testing.T) (*localstack.Stack, *client) {
	st := lstest.Stack(t, quietLog(), true, func(o *localstack.StackOptions) {
		o.RetryDelays = []time.Duration{time.Second, time.Second, time.Second, time.Second}
	})
	return st, newClient(t, st)
}

// subscribe creates a subscription through the API and returns its id and
// secret.
func (c *client) subscribe(key, event string, phases []string, target string) (string, string) {
	c.t.Helper()
	body := map[string]any{"event_type": event, "target_url": target}
	if phases != nil {
		body["included_phases"] = phases
	}
	b, _ := json.Marshal(body)
	r := c.do(http.MethodPost, "/api/v1/webhooks", key, "application/json", b)
	if r.status != http.StatusCreated {
		c.t.Fatalf("create subscription: %d %s", r.status, r.body)
	}
	m := r.json(c.t)
	return m["id"].(string), m["secret"].(string)
}

func (c *client) deliveries(key, query string) []map[string]any {
	c.t.Helper()
	r := c.do(http.MethodGet, "/api/v1/webhooks/deliveries?"+query, key, "", nil)
	if r.status != http.StatusOK {
		c.t.Fatalf("deliveries: %d %s", r.status, r.body)
	}
	var out struct {
		Deliveries []map[string]any `json:"deliveries"`
	}
	_ = json.Unmarshal(r.body, &out)
	return out.Deliveries
}

// waitDelivery polls the delivery log until the delivery has status.
func (c *client) waitDelivery(key, analysisID, id, status string, within time.Duration) map[string]any {
	c.t.Helper()
	deadline := time.Now().Add(within)
	var last map[string]any
	for time.Now().Before(deadline) {
		for _, d := range c.deliveries(key, "analysis_id="+analysisID) {
			if d["id"] == id {
				last = d
				if d["status"] == status {
					return d
				}
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	c.t.Fatalf("delivery %s never became %s: %v", id, status, last)
	return nil
}

// TestE2EWebhookEvents: every event kind the pipeline emits reaches the
// submission's callback_url (signed with the organization's secret) and
// each matching subscription (signed with its own), once, with the body
// a poll returns.
func TestE2EWebhookEvents(t *testing.T) {
	t.Parallel()
	st, c := webhookStack(t)
	tn := newTenant(t, st, 20)

	cb := newHookReceiver(t, c.v, tn.org.SigningSecret)
	subs := map[string]*receiver{}
	for _, s := range []struct {
		name, event string
		phases      []string
	}{
		{"completed", "analysis.completed", []string{"parse", "metadata_fraud"}},
		{"parse-only", "analysis.completed", []string{"parse"}},
		{"ai", "analysis.completed", []string{"ai_fraud"}},
		{"failed", "analysis.failed", nil},
		{"form", "application_form.extracted", nil},
		{"tax", "tax_return.extracted", nil},
		{"batch", "batch.completed", nil},
	} {
		r := newHookReceiver(t, c.v, "")
		_, secret := c.subscribe(tn.key, s.event, s.phases, r.url())
		r.setSecret(secret)
		subs[s.name] = r
	}
	// Another organization's subscription never sees this one's events.
	other := newTenant(t, st, 1)
	stranger := newHookReceiver(t, c.v, "")
	_, ss := c.subscribe(other.key, "analysis.completed", []string{"parse"}, stranger.url())
	stranger.setSecret(ss)

	stmt, _ := corpusStatement(t, "chase_fpdf-core_month")
	app, _, appSSNs := formFile(t, "app-capitalbridge-2-filled")
	tax, _, taxSSNs := formFile(t, "f1040sc-2025-filled")
	blank, _, _ := formFile(t, "f1065-2025-blank")
	submissions := []struct {
		name  string
		parts []part
		event string
	}{
		{"bank statement", []part{field("document_kind", "bank_statement"), file(stmt)}, "analysis.completed"},
		{"bank statement with the visual pass", []part{field("document_kind", "bank_statement"), file(stmt), field("service_ai_enabled", "true")}, "analysis.completed"},
		{"corrupt", []part{field("document_kind", "bank_statement"), file([]byte("%PDF-1.7\n not a pdf"))}, "analysis.failed"},
		{"application form", []part{field("document_kind", "application_form"), file(app)}, "application_form.extracted"},
		{"tax return", []part{field("document_kind", "tax_return"), file(tax)}, "tax_return.extracted"},
		// A blank return has no rows: analysis.completed with the analysis
		// envelope.
		{"blank tax return", []part{field("document_kind", "tax_return"), file(blank)}, "analysis.completed"},
	}
	ids := map[string]string{}
	for _, s := range submissions {
		parts := append(s.parts, field("callback_url", cb.url()), field("client_ref", "ref-"+s.name), field("metadata", `{"loan":1}`))
		r := c.submit(tn.key, parts...)
		if r.status != http.StatusAccepted {
			t.Fatalf("%s: %d %s", s.name, r.status, r.body)
		}
		ids[s.name] = r.json(t)["id"].(string)
	}
	polled := map[string][]byte{}
	for _, s := range submissions {
		c.waitTerminal(tn.key, ids[s.name])
		polled[ids[s.name]] = c.do(http.MethodGet, "/api/v1/analyses/"+ids[s.name], tn.key, "", nil).body
	}

	// The callback: one delivery per submission, its event, the poll body.
	got := byID(cb.waitHooks(len(submissions), 30*time.Second))
	for _, s := range submissions {
		id := webhook.DeliveryID(s.event, ids[s.name], "callback")
		hs := got[id]
		if len(hs) != 1 || hs[0].event != s.event {
			t.Fatalf("%s: callback deliveries %v", s.name, hs)
		}
		if want := strings.TrimSuffix(string(polled[ids[s.name]]), "\n"); string(hs[0].body) != want {
			t.Fatalf("%s: delivered body\n%s\ndiffers from the poll body\n%s", s.name, hs[0].body, want)
		}
		if strings.HasSuffix(s.event, ".extracted") {
			noSSN(t, s.name+" callback body", hs[0].body, append(appSSNs, taxSSNs...))
		}
	}
	var taxEnv map[string]any
	if err := json.Unmarshal(polled[ids["tax return"]], &taxEnv); err != nil {
		t.Fatal(err)
	}
	if rows, _ := taxEnv["data"].([]any); len(rows) < 20 || taxEnv["flagged"] != false {
		t.Fatalf("tax return envelope: %s", polled[ids["tax return"]])
	}

	// The subscriptions.
	want := map[string][]string{
		"completed":  {ids["bank statement"], ids["bank statement with the visual pass"], ids["blank tax return"]},
		"parse-only": {ids["bank statement"], ids["bank statement with the visual pass"], ids["blank tax return"]},
		"ai":         {ids["bank statement with the visual pass"]},
		"failed":     {ids["corrupt"]},
		"form":       {ids["application form"]},
		"tax":        {ids["tax return"]},
	}
	for name, analyses := range want {
		hs := subs[name].waitHooks(len(analyses), 20*time.Second)
		seen := map[string]bool{}
		for _, h := range hs {
			var m map[string]any
			_ = json.Unmarshal(h.body, &m)
			seen[m["id"].(string)] = true
		}
		for _, a := range analyses {
			if !seen[a] {
				t.Errorf("subscription %s did not get %s", name, a)
			}
		}
	}
	// The bank statement's completed delivery is the callback's body, signed
	// with the subscription's secret instead.
	for _, h := range subs["completed"].hooks() {
		var m map[string]any
		_ = json.Unmarshal(h.body, &m)
		if m["id"] == ids["bank statement"] && string(h.body) != strings.TrimSuffix(string(polled[ids["bank statement"]]), "\n") {
			t.Fatalf("subscription body differs from the poll body:\n%s", h.body)
		}
	}

	// batch.completed published through the engine is delivered like the
	// others (the aggregator's is tested in clients_e2e_test.go).
	batch, client := newID(), newID()
	payload := fmt.Sprintf(`{"event":"batch.completed","batch_id":%q,"client_id":%q,"org_id":%q,"counts":{"total":2,"completed":1,"failed":1},"created_at":%q}`,
		batch, client, tn.org.ID, time.Now().UTC().Format(time.RFC3339))
	err := st.API.Webhooks.Publish(context.Background(), webhook.Event{Kind: "batch.completed", OrgID: tn.org.ID, SubjectID: batch, BatchID: batch},
		func(context.Context) ([]byte, error) { return []byte(payload), nil })
	if err != nil {
		t.Fatal(err)
	}
	if hs := subs["batch"].waitHooks(1, 20*time.Second); string(hs[0].body) != payload {
		t.Fatalf("batch.completed body %s", hs[0].body)
	}
	if ds := c.deliveries(tn.key, "batch_id="+batch); len(ds) != 1 || ds[0]["event"] != "batch.completed" {
		t.Fatalf("batch delivery log %v", ds)
	}

	// Nothing more arrives, and nothing went elsewhere.
	time.Sleep(2 * time.Second)
	if len(subs["tax"].hooks()) != 1 || len(stranger.hooks()) != 0 {
		t.Fatalf("tax_return.extracted got %d, another organization got %d", len(subs["tax"].hooks()), len(stranger.hooks()))
	}
	for name, r := range subs {
		for id, hs := range byID(r.hooks()) {
			if len(hs) != 1 {
				t.Errorf("subscription %s got delivery %s %d times", name, id, len(hs))
			}
			if name == "form" || name == "tax" {
				noSSN(t, "subscription "+name+" body", hs[0].body, append(appSSNs, taxSSNs...))
			}
		}
	}
	if n := len(cb.hooks()); n != len(submissions) {
		t.Fatalf("callback got %d requests, want %d", n, len(submissions))
	}

	// The delivery log of the bank statement: the callback and two
	// subscriptions, delivered at the first attempt.
	ds := c.deliveries(tn.key, "analysis_id="+ids["bank statement"])
	if len(ds) != 3 {
		t.Fatalf("delivery log %v", ds)
	}
	for _, d := range ds {
		as := d["attempts"].([]any)
		a := as[0].(map[string]any)
		if d["status"] != "delivered" || len(as) != 1 || a["status_code"] != float64(200) || a["error"] != nil {
			t.Fatalf("delivery %v", d)
		}
	}
}

func newID() string { return ids.New() }

// TestE2EWebhookRetries: the retry schedule until dead and a redelivery,
// a permanent 4xx, a receiver slower than 10 s that holds up nobody, and
// duplicated queue messages.
func TestE2EWebhookRetries(t *testing.T) {
	t.Parallel()
	st, c := webhookStack(t)
	tn := newTenant(t, st, 20)
	secret := tn.org.SigningSecret
	failing := func() []part {
		return []part{field("document_kind", "bank_statement"), file([]byte("%PDF-1.7\n not a pdf"))}
	}

	down := newHookReceiver(t, c.v, secret)
	var recovered sync.Once
	down.respond = func(int) (int, time.Duration) { return 503, 0 }
	gone := newHookReceiver(t, c.v, secret)
	gone.respond = func(int) (int, time.Duration) { return 410, 0 }
	slow := newHookReceiver(t, c.v, secret)
	slow.respond = func(n int) (int, time.Duration) {
		if n == 0 {
			return 200, 12 * time.Second // longer than the 10 s allowed
		}
		return 200, 0
	}
	fast := newHookReceiver(t, c.v, secret)

	submit := func(r *receiver) string {
		res := c.submit(tn.key, append(failing(), field("callback_url", r.url()))...)
		if res.status != http.StatusAccepted {
			t.Fatalf("submit: %d %s", res.status, res.body)
		}
		return res.json(t)["id"].(string)
	}
	downID, goneID, slowID := submit(down), submit(gone), submit(slow)
	// The slow receiver holds its first attempt; a delivery queued after it
	// still arrives at once.
	slow.waitHooks(1, 20*time.Second)
	fastID := submit(fast)
	fastHook := fast.waitHooks(1, 8*time.Second)[0]
	if took := fastHook.at.Sub(slow.hooks()[0].at); took > 8*time.Second {
		t.Fatalf("the fast receiver waited %s behind the slow one", took)
	}
	if len(slow.hooks()) != 1 {
		t.Fatal("the slow receiver's delivery was retried before its timeout")
	}

	// Dead after five failures, one second apart, the same delivery.
	downHooks := down.waitHooks(5, 40*time.Second)
	id := webhook.DeliveryID("analysis.failed", downID, "callback")
	d := c.waitDelivery(tn.key, downID, id, "dead", 10*time.Second)
	as := d["attempts"].([]any)
	if len(as) != 5 || d["next_attempt_at"] != nil {
		t.Fatalf("dead delivery %v", d)
	}
	for i, h := range downHooks {
		a := as[i].(map[string]any)
		if h.id != id || string(h.body) != string(downHooks[0].body) || h.header.Get("X-Service-Signature") != downHooks[0].header.Get("X-Service-Signature") ||
			h.header.Get("X-Service-Attempt") != strconv.Itoa(i+1) || a["status_code"] != float64(503) || a["error"] != "HTTP 503 Service Unavailable" {
			t.Fatalf("attempt %d: %v %v", i+1, h.header, a)
		}
		if i > 0 {
			if gap := h.at.Sub(downHooks[i-1].at); gap < 900*time.Millisecond {
				t.Fatalf("attempt %d came %s after the previous one, before its delay", i+1, gap)
			}
		}
	}
	time.Sleep(2 * time.Second)
	if n := len(down.hooks()); n != 5 {
		t.Fatalf("%d attempts after dead", n)
	}

	// Redelivery: the receiver is back; a sixth attempt delivers it.
	recovered.Do(func() {
		down.mu.Lock()
		down.respond = nil
		down.mu.Unlock()
	})
	r := c.do(http.MethodPost, "/api/v1/webhooks/deliveries/"+id+"/redeliver", tn.key, "", nil)
	if r.status != http.StatusAccepted || r.json(t)["status"] != "pending" {
		t.Fatalf("redeliver: %d %s", r.status, r.body)
	}
	if hs := down.waitHooks(6, 10*time.Second); hs[5].id != id || string(hs[5].body) != string(hs[0].body) {
		t.Fatalf("redelivered %v", hs[5])
	}
	d = c.waitDelivery(tn.key, downID, id, "delivered", 10*time.Second)
	if len(d["attempts"].([]any)) != 6 {
		t.Fatalf("after redelivery %v", d)
	}
	if r := c.do(http.MethodPost, "/api/v1/webhooks/deliveries/"+id+"/redeliver", tn.key, "", nil); r.status != http.StatusConflict || r.errCode(t) != "not_dead" {
		t.Fatalf("redeliver delivered: %d %s", r.status, r.body)
	}

	// 410: failed at once, never retried.
	goneDelivery := c.waitDelivery(tn.key, goneID, webhook.DeliveryID("analysis.failed", goneID, "callback"), "failed", 10*time.Second)
	if len(gone.hooks()) != 1 || len(goneDelivery["attempts"].([]any)) != 1 {
		t.Fatalf("410: %d requests, %v", len(gone.hooks()), goneDelivery)
	}

	// The slow receiver: a timeout, then delivered by the retry.
	slowDelivery := c.waitDelivery(tn.key, slowID, webhook.DeliveryID("analysis.failed", slowID, "callback"), "delivered", 30*time.Second)
	sa := slowDelivery["attempts"].([]any)
	if first := sa[0].(map[string]any); len(sa) != 2 || first["status_code"] != nil || first["error"] != "timeout: no response within 10s" || first["latency_ms"].(float64) < 10000 {
		t.Fatalf("slow delivery %v", slowDelivery)
	}
	c.waitDelivery(tn.key, fastID, fastHook.id, "delivered", 5*time.Second)

	// Duplicated queue messages: three more copies of a first attempt make
	// no second request.
	dup := newHookReceiver(t, c.v, secret)
	dupID := submit(dup)
	dupDelivery := webhook.DeliveryID("analysis.failed", dupID, "callback")
	queue := st.Resources.QueueURLs["WebhookQueue"]
	msg := fmt.Sprintf(`{"delivery_id":%q,"attempt":1}`, dupDelivery)
	for i := 0; i < 3; i++ {
		if _, err := st.Clients.SQS.SendMessage(context.Background(), &sqs.SendMessageInput{QueueUrl: &queue, MessageBody: &msg}); err != nil {
			t.Fatal(err)
		}
	}
	dup.waitHooks(1, 20*time.Second)
	c.waitDelivery(tn.key, dupID, dupDelivery, "delivered", 10*time.Second)
	time.Sleep(3 * time.Second)
	if n := len(dup.hooks()); n != 1 {
		t.Fatalf("duplicated messages made %d requests", n)
	}
}

// TestE2EWebhookAPI: the subscription endpoints and their errors on a
// stack with the production URL rules (https, public addresses only).
func TestE2EWebhookAPI(t *testing.T) {
	t.Parallel()
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	tn := newTenant(t, st, 1)
	reader := newTenant(t, st, 1, account.ScopeRead)
	limited := newTenant(t, st, 1)
	disabled := []string{"application_form.extracted"}
	if _, err := st.API.Accounts.Store.UpdateOrg(context.Background(), limited.org.ID, account.OrgUpdate{DisabledEvents: &disabled}); err != nil {
		t.Fatal(err)
	}
	post := func(key, body string) response {
		return c.do(http.MethodPost, "/api/v1/webhooks", key, "application/json", []byte(body))
	}
	for _, tc := range []struct {
		name, key, body string
		status          int
		code            string
	}{
		{"http target", tn.key, `{"event_type":"analysis.failed","target_url":"http://hooks.example.com/x"}`, 400, "invalid_target_url"},
		{"loopback target", tn.key, `{"event_type":"analysis.failed","target_url":"https://127.0.0.1/x"}`, 400, "invalid_target_url"},
		{"private target", tn.key, `{"event_type":"analysis.failed","target_url":"https://192.168.1.10/x"}`, 400, "invalid_target_url"},
		{"metadata target", tn.key, `{"event_type":"analysis.failed","target_url":"https://169.254.169.254/latest/meta-data"}`, 400, "invalid_target_url"},
		{"localhost target", tn.key, `{"event_type":"analysis.failed","target_url":"https://localhost/x"}`, 400, "invalid_target_url"},
		{"bad event", tn.key, `{"event_type":"analysis.updated","target_url":"https://8.8.8.8/x"}`, 400, "invalid_event_type"},
		{"phases required", tn.key, `{"event_type":"analysis.completed","target_url":"https://8.8.8.8/x"}`, 400, "invalid_included_phases"},
		{"phases refused", tn.key, `{"event_type":"analysis.failed","included_phases":["parse"],"target_url":"https://8.8.8.8/x"}`, 400, "invalid_included_phases"},
		{"malformed", tn.key, `{"event_type":`, 400, "invalid_request"},
		{"read-only key", reader.key, `{"event_type":"analysis.failed","target_url":"https://8.8.8.8/x"}`, 403, "scope_required"},
		{"disabled event", limited.key, `{"event_type":"application_form.extracted","target_url":"https://8.8.8.8/x"}`, 403, "event_disabled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c.t = t
			if r := post(tc.key, tc.body); r.status != tc.status || r.errCode(t) != tc.code {
				t.Fatalf("got %d %s, want %d %s", r.status, r.body, tc.status, tc.code)
			}
		})
	}
	c.t = t

	// An IP-literal public target needs no DNS, so the test runs offline.
	r := post(tn.key, `{"event_type":"analysis.completed","included_phases":["parse","ai_fraud"],"target_url":"https://8.8.8.8/hooks"}`)
	if r.status != http.StatusCreated {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	created := r.json(t)
	if s, _ := created["secret"].(string); !strings.HasPrefix(s, "whsec_") {
		t.Fatalf("created %v", created)
	}
	list := c.do(http.MethodGet, "/api/v1/webhooks", reader.key, "", nil)
	if list.status != 200 || !strings.Contains(string(list.body), `"subscriptions":[]`) {
		t.Fatalf("another organization's list: %d %s", list.status, list.body)
	}
	list = c.do(http.MethodGet, "/api/v1/webhooks", tn.key, "", nil)
	if list.status != 200 || strings.Contains(string(list.body), "secret") || !strings.Contains(string(list.body), created["id"].(string)) {
		t.Fatalf("list: %d %s", list.status, list.body)
	}
	if r := c.do(http.MethodDelete, "/api/v1/webhooks/"+created["id"].(string), limited.key, "", nil); r.status != 404 || r.errCode(t) != "not_found" {
		t.Fatalf("delete by another organization: %d %s", r.status, r.body)
	}
	if r := c.do(http.MethodDelete, "/api/v1/webhooks/"+created["id"].(string), tn.key, "", nil); r.status != 204 || len(r.body) != 0 {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}
	if r := c.do(http.MethodDelete, "/api/v1/webhooks/"+created["id"].(string), tn.key, "", nil); r.status != 404 {
		t.Fatalf("second delete: %d %s", r.status, r.body)
	}

	// The test delivery refuses what delivery would refuse.
	for _, target := range []string{"http://hooks.example.com/x", "https://10.0.0.1/x", "https://[::1]/x"} {
		r := c.do(http.MethodPost, "/api/v1/webhooks/test", tn.key, "application/json", []byte(`{"callback_url":"`+target+`"}`))
		if r.status != 422 || r.errCode(t) != "invalid_callback_url" {
			t.Fatalf("test %s: %d %s", target, r.status, r.body)
		}
	}
	if r := c.do(http.MethodPost, "/api/v1/webhooks/test", tn.key, "application/json", []byte(`{}`)); r.status != 400 || r.errCode(t) != "invalid_request" {
		t.Fatalf("test without url: %d %s", r.status, r.body)
	}
}

// TestE2EWebhookTestDelivery: the signed sample, verified by a receiver.
func TestE2EWebhookTestDelivery(t *testing.T) {
	t.Parallel()
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := newTenant(t, st, 1)
	r := newHookReceiver(t, c.v, tn.org.SigningSecret)
	res := c.do(http.MethodPost, "/api/v1/webhooks/test", tn.key, "application/json", []byte(`{"callback_url":"`+r.url()+`"}`))
	if res.status != 200 {
		t.Fatalf("test: %d %s", res.status, res.body)
	}
	m := res.json(t)
	hs := r.hooks()
	if m["delivered"] != true || m["status"] != float64(200) || len(hs) != 1 || m["signature"] != hs[0].header.Get("X-Service-Signature") || hs[0].event != "webhook.test" {
		t.Fatalf("test = %v, received %v", m, hs)
	}
	r.respond = func(int) (int, time.Duration) { return 500, 0 }
	res = c.do(http.MethodPost, "/api/v1/webhooks/test", tn.key, "application/json", []byte(`{"callback_url":"`+r.url()+`"}`))
	if m := res.json(t); m["delivered"] != false || m["status"] != float64(500) {
		t.Fatalf("test against a failing receiver = %v", m)
	}
}
