package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/urlguard"
	"github.com/docanalysis/service/internal/testkit/clienttest"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/testkit/webhooktest"
	"github.com/docanalysis/service/internal/web/openapi"
	"github.com/docanalysis/service/internal/web/openapi/openapitest"
)

var errInsufficient = billing.ErrInsufficientCredits

var t0 = time.Date(2026, 3, 1, 12, 0, 10, 0, time.UTC)

const pdfBody = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"

var (
	validatorOnce sync.Once
	validatorVal  *openapitest.Validator
	validatorErr  error
)

func validator(t *testing.T) *openapitest.Validator {
	t.Helper()
	validatorOnce.Do(func() { validatorVal, validatorErr = openapitest.New() })
	if validatorErr != nil {
		t.Fatalf("NewValidator: %v", validatorErr)
	}
	return validatorVal
}

type harness struct {
	srv      *Server
	accounts *fakestore.Accounts
	analyses *fakestore.Analyses
	blobs    *memBlobs
	billing  *billing.Service
	counter  *fakestore.Counter
	hooks    *webhooktest.Store
	queue    *webhooktest.Queue
	webhooks *webhook.Service
	clients  *clienttest.Store
	now      time.Time
	// keys; user is a read-write key tied to a user of org
	rw, ro, wo, free, revoked, lifted, user string
	org, org2                               account.Org
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{
		accounts: fakestore.NewAccounts(),
		blobs:    &memBlobs{objects: map[string][]byte{}},
		counter:  fakestore.NewCounter(),
		now:      t0,
	}
	// A charge creates its records in the accounts' record store.
	h.analyses = h.accounts.Analyses()
	clock := func() time.Time { return h.now }
	accts := &account.Service{Store: h.accounts, Now: clock}
	h.billing = &billing.Service{Store: h.accounts, TopUp: 100, Now: clock}
	ctx := context.Background()
	mustOrg := func(name string, plan account.Plan) account.Org {
		o, err := accts.CreateOrg(ctx, account.NewOrg{Name: name, Plan: plan})
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	h.org = mustOrg("A", account.PlanPaid)
	if err := h.accounts.Adjust(ctx, h.org.ID, 100, billing.KindGrant, "test", t0); err != nil {
		t.Fatal(err)
	}
	h.org2 = mustOrg("B", account.PlanPaid)
	freeOrg := mustOrg("F", account.PlanFree)
	liftedOrg := mustOrg("L", account.PlanPaid)
	rl := 500
	if _, err := h.accounts.UpdateOrg(ctx, liftedOrg.ID, account.OrgUpdate{RateLimit: &rl}); err != nil {
		t.Fatal(err)
	}
	key := func(org string, scopes ...string) string {
		_, k, err := accts.CreateAPIKey(ctx, org, "", scopes)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	h.rw = key(h.org.ID, account.ScopeRead, account.ScopeWrite)
	h.ro = key(h.org.ID, account.ScopeRead)
	h.wo = key(h.org2.ID, account.ScopeRead, account.ScopeWrite)
	h.lifted = key(liftedOrg.ID, account.ScopeRead)
	h.revoked = key(h.org.ID, account.ScopeRead)
	u, err := accts.CreateUser(ctx, h.org.ID, "ops@a.example")
	if err != nil {
		t.Fatal(err)
	}
	if _, h.user, err = accts.CreateAPIKey(ctx, h.org.ID, u.ID, []string{account.ScopeRead, account.ScopeWrite}); err != nil {
		t.Fatal(err)
	}
	c, _ := h.accounts.CredentialByHash(ctx, account.Hash(h.revoked))
	_ = h.accounts.RevokeCredential(ctx, account.KindAPIKey, c.ID)
	// A key of an org that later moved to the free plan.
	h.free = "cg_live_freeorgkey"
	if err := h.accounts.PutCredential(ctx, account.Credential{ID: ids.New(), Kind: account.KindAPIKey, Hash: account.Hash(h.free), OrgID: freeOrg.ID, Scopes: []string{account.ScopeRead, account.ScopeWrite}}); err != nil {
		t.Fatal(err)
	}

	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	uploads := &analysis.Uploads{Store: fakestore.NewUploads(), Staging: fakeStaging{}, Now: clock}
	an := &analysis.Service{Store: h.analyses, Blobs: h.blobs, Uploads: uploads, Billing: h.billing, URLs: fakeURLs{}, Log: log, Now: clock}
	h.hooks = webhooktest.NewStore()
	h.queue = &webhooktest.Queue{}
	guard := urlguard.Guard{AllowInsecure: true, Resolver: publicResolver{}}
	h.webhooks = &webhook.Service{
		Store: h.hooks, Orgs: h.accounts, Queue: h.queue, URLs: guard,
		Client: &webhook.Client{Guard: guard, Timeout: time.Second}, Log: log, Now: clock,
	}
	h.clients = clienttest.NewStore()
	cl := &client.Service{Store: h.clients, Analyses: an, Billing: h.billing, Log: log, Now: clock}
	an.Clients = cl
	h.srv = New(Config{
		Accounts: accts, Analyses: an, Uploads: uploads, Webhooks: h.webhooks, Clients: cl,
		Limiter: &ratelimit.Limiter{Counter: h.counter, Now: clock},
		Log:     log, RateLimit: 120,
	})
	return h
}

type req struct {
	method, path string
	token        string
	body         []byte
	ctype        string
	hdr          map[string]string
	remote       string // RemoteAddr; httptest's default when empty
}

func (h *harness) do(t *testing.T, r req) *httptest.ResponseRecorder {
	t.Helper()
	hr := httptest.NewRequest(r.method, r.path, bytes.NewReader(r.body))
	if r.token != "" {
		hr.Header.Set("Authorization", "Bearer "+r.token)
	}
	if r.ctype != "" {
		hr.Header.Set("Content-Type", r.ctype)
	}
	for k, v := range r.hdr {
		hr.Header.Set(k, v)
	}
	if r.remote != "" {
		hr.RemoteAddr = r.remote
	}
	rec := httptest.NewRecorder()
	h.srv.ServeHTTP(rec, hr)
	return rec
}

type part struct {
	name, filename, ctype, value string
}

func multipartBody(t *testing.T, parts ...part) ([]byte, string) {
	t.Helper()
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	for _, p := range parts {
		hdr := textproto.MIMEHeader{}
		if p.filename != "" {
			hdr.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, p.name, p.filename))
			hdr.Set("Content-Type", p.ctype)
		} else {
			hdr.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q`, p.name))
		}
		pw, err := w.CreatePart(hdr)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.WriteString(pw, p.value)
	}
	_ = w.Close()
	return b.Bytes(), w.FormDataContentType()
}

func pdfPart() part {
	return part{name: "file", filename: "s.pdf", ctype: "application/pdf", value: pdfBody}
}

func kindPart(k string) part { return part{name: "document_kind", value: k} }

func submit(t *testing.T, token string, parts ...part) req {
	body, ct := multipartBody(t, parts...)
	return req{method: http.MethodPost, path: "/api/v1/analyses", token: token, body: body, ctype: ct}
}

// envelope asserts the error envelope: exactly the error key, with a
// non-empty code and message, plus the allowed extra fields.
func envelope(t *testing.T, rec *httptest.ResponseRecorder, status int, code string, extra ...string) map[string]any {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status = %d, want %d; body %s", rec.Code, status, rec.Body)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Fatalf("Content-Type = %q", ct)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(rec.Body.Bytes(), &top); err != nil {
		t.Fatalf("body is not JSON: %s", rec.Body)
	}
	if len(top) != 1 || top["error"] == nil {
		t.Fatalf("body must be exactly {error:{...}}: %s", rec.Body)
	}
	var e map[string]any
	if err := json.Unmarshal(top["error"], &e); err != nil {
		t.Fatal(err)
	}
	if e["code"] != code {
		t.Fatalf("code = %v, want %s; body %s", e["code"], code, rec.Body)
	}
	if msg, _ := e["message"].(string); strings.TrimSpace(msg) == "" {
		t.Fatalf("empty message: %s", rec.Body)
	}
	for k := range e {
		if k != "code" && k != "message" && !slices.Contains(extra, k) {
			t.Fatalf("unexpected error field %q: %s", k, rec.Body)
		}
	}
	return e
}

func rateHeaders(t *testing.T, rec *httptest.ResponseRecorder, limit int) {
	t.Helper()
	h := rec.Header()
	if h.Get("RateLimit-Limit") != strconv.Itoa(limit) || h.Get("RateLimit-Policy") != fmt.Sprintf("%d;w=60", limit) {
		t.Fatalf("rate-limit headers: %v", h)
	}
	rem, err1 := strconv.Atoi(h.Get("RateLimit-Remaining"))
	reset, err2 := strconv.Atoi(h.Get("RateLimit-Reset"))
	if err1 != nil || err2 != nil || rem < 0 || rem > limit || reset < 1 || reset > 60 {
		t.Fatalf("rate-limit headers: %v", h)
	}
	if h.Get("X-Request-Id") == "" {
		t.Fatal("X-Request-Id missing")
	}
}

func validate(t *testing.T, r req, rec *httptest.ResponseRecorder) {
	t.Helper()
	if err := validator(t).ValidateResponse(r.method, r.path, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		t.Fatalf("openapi: %v", err)
	}
}

func TestErrors(t *testing.T) {
	h := newHarness(t)
	someID := ids.New()
	// A client of another organization: attaching to it is not_found.
	foreignClient := ids.New()
	if err := h.clients.CreateClient(context.Background(), client.Client{ID: foreignClient, OrgID: ids.New()}, client.Batch{ID: ids.New(), ClientID: foreignClient}, nil); err != nil {
		t.Fatal(err)
	}
	get := func(token string) req {
		return req{method: http.MethodGet, path: "/api/v1/analyses/" + someID, token: token}
	}
	tests := []struct {
		name     string
		r        req
		status   int
		code     string
		extra    []string
		validate bool
		check    func(t *testing.T, e map[string]any, rec *httptest.ResponseRecorder)
	}{
		{name: "no credentials", r: get(""), status: 401, code: "unauthorized", validate: true},
		{name: "basic auth", r: req{method: "GET", path: "/api/v1/analyses/" + someID, hdr: map[string]string{"Authorization": "Basic dXNlcjpwYXNz"}}, status: 401, code: "unauthorized", validate: true},
		{name: "unknown key", r: get("cg_live_nope"), status: 401, code: "unauthorized", validate: true},
		{name: "unknown prefix", r: get("sk_live_nope"), status: 401, code: "unauthorized", validate: true},
		{name: "revoked key", r: get(h.revoked), status: 401, code: "unauthorized", validate: true},
		{name: "no credentials on submit", r: submit(t, "", kindPart("bank_statement"), pdfPart()), status: 401, code: "unauthorized", validate: true},
		{name: "read-only key submits", r: submit(t, h.ro, kindPart("bank_statement"), pdfPart()), status: 403, code: "scope_required",
			extra: []string{"required_scope", "granted_scopes"}, validate: true,
			check: func(t *testing.T, e map[string]any, _ *httptest.ResponseRecorder) {
				if e["required_scope"] != "analyses:write" || fmt.Sprint(e["granted_scopes"]) != "[analyses:read]" {
					t.Fatalf("scope fields: %v", e)
				}
			}},
		{name: "free plan submits", r: submit(t, h.free, kindPart("bank_statement"), pdfPart()), status: 402, code: "plan_excluded", validate: true},
		{name: "free plan polls", r: get(h.free), status: 402, code: "plan_excluded"},
		{name: "unknown route", r: req{method: "GET", path: "/api/v1/nothing", token: h.rw}, status: 404, code: "route_not_found"},
		{name: "unknown route no auth", r: req{method: "GET", path: "/api/v2/analyses"}, status: 404, code: "route_not_found"},
		{name: "wrong method on collection", r: req{method: "PUT", path: "/api/v1/analyses", token: h.rw}, status: 405, code: "method_not_allowed",
			check: func(t *testing.T, _ map[string]any, rec *httptest.ResponseRecorder) {
				if rec.Header().Get("Allow") != "POST" {
					t.Fatalf("Allow = %q", rec.Header().Get("Allow"))
				}
			}},
		{name: "wrong method on item", r: req{method: "DELETE", path: "/api/v1/analyses/" + someID, token: h.rw}, status: 405, code: "method_not_allowed",
			check: func(t *testing.T, _ map[string]any, rec *httptest.ResponseRecorder) {
				if rec.Header().Get("Allow") != "GET" {
					t.Fatalf("Allow = %q", rec.Header().Get("Allow"))
				}
			}},
		{name: "wrong method on webhooks", r: req{method: "PATCH", path: "/api/v1/webhooks"}, status: 405, code: "method_not_allowed",
			check: func(t *testing.T, _ map[string]any, rec *httptest.ResponseRecorder) {
				if rec.Header().Get("Allow") != "GET, POST" {
					t.Fatalf("Allow = %q", rec.Header().Get("Allow"))
				}
			}},
		{name: "not multipart", r: req{method: "POST", path: "/api/v1/analyses", token: h.rw, body: []byte(`{"document_kind":"bank_statement"}`), ctype: "application/json"},
			status: 400, code: "invalid_request", validate: true},
		{name: "multipart without boundary", r: req{method: "POST", path: "/api/v1/analyses", token: h.rw, body: []byte("x"), ctype: "multipart/form-data"},
			status: 400, code: "invalid_request", validate: true},
		{name: "truncated multipart", r: func() req {
			r := submit(t, h.rw, kindPart("bank_statement"), pdfPart())
			r.body = r.body[:len(r.body)-20]
			return r
		}(), status: 400, code: "invalid_request", validate: true},
		{name: "garbage multipart", r: req{method: "POST", path: "/api/v1/analyses", token: h.rw, body: []byte("--b\r\nnot headers at all"), ctype: "multipart/form-data; boundary=b"},
			status: 400, code: "invalid_request", validate: true},
		{name: "two files", r: submit(t, h.rw, kindPart("bank_statement"), pdfPart(), pdfPart()), status: 400, code: "invalid_request", validate: true},
		{name: "bad service_ai_enabled", r: submit(t, h.rw, kindPart("bank_statement"), pdfPart(), part{name: "service_ai_enabled", value: "maybe"}), status: 400, code: "invalid_request", validate: true},
		{name: "missing document_kind", r: submit(t, h.rw, pdfPart()), status: 400, code: "invalid_document_kind", validate: true},
		{name: "bad document_kind", r: submit(t, h.rw, kindPart("receipt"), pdfPart()), status: 400, code: "invalid_document_kind", validate: true},
		{name: "no file", r: submit(t, h.rw, kindPart("bank_statement")), status: 400, code: "invalid_request", validate: true},
		{name: "not a pdf", r: submit(t, h.rw, kindPart("bank_statement"), part{name: "file", filename: "a.png", ctype: "image/png", value: "\x89PNG...."}), status: 415, code: "unsupported_media_type", validate: true},
		{name: "pdf type but text bytes", r: submit(t, h.rw, kindPart("bank_statement"), part{name: "file", filename: "a.pdf", ctype: "application/pdf", value: "hello"}), status: 415, code: "unsupported_media_type", validate: true},
		{name: "bad callback", r: submit(t, h.rw, kindPart("bank_statement"), pdfPart(), part{name: "callback_url", value: "http://hooks.example.com/x"}), status: 422, code: "invalid_callback_url", extra: []string{"reason"}, validate: true},
		{name: "bad metadata", r: submit(t, h.rw, kindPart("bank_statement"), pdfPart(), part{name: "metadata", value: "[1,2]"}), status: 422, code: "invalid_metadata", validate: true},
		{name: "deeply nested metadata", r: submit(t, h.rw, kindPart("bank_statement"), pdfPart(), part{name: "metadata", value: `{"a":` + strings.Repeat("[", 8000) + strings.Repeat("]", 8000) + `}`}), status: 422, code: "invalid_metadata", validate: true},
		{name: "long client_ref", r: submit(t, h.rw, kindPart("bank_statement"), pdfPart(), part{name: "client_ref", value: strings.Repeat("x", 256)}), status: 422, code: "invalid_client_ref", validate: true},
		{name: "bad upload_id", r: submit(t, h.rw, kindPart("bank_statement"), part{name: "upload_id", value: ids.New()}), status: 400, code: "invalid_upload", validate: true},
		{name: "client_id of another organization", r: submit(t, h.rw, kindPart("tax_return"), pdfPart(), part{name: "client_id", value: foreignClient}), status: 404, code: "not_found", validate: true},
		{name: "unknown client_id", r: submit(t, h.rw, kindPart("application_form"), pdfPart(), part{name: "client_id", value: ids.New()}), status: 404, code: "not_found", validate: true},
		{name: "malformed client_id", r: submit(t, h.rw, kindPart("tax_return"), pdfPart(), part{name: "client_id", value: "x"}), status: 404, code: "not_found", validate: true},
		{name: "malformed analysis id", r: req{method: "GET", path: "/api/v1/analyses/not-a-uuid", token: h.rw}, status: 404, code: "not_found", validate: true},
		{name: "missing analysis", r: get(h.rw), status: 404, code: "not_found", validate: true},
		{name: "upload bad json", r: req{method: "POST", path: "/api/v1/uploads", token: h.rw, body: []byte(`{"filename":1}`), ctype: "application/json"}, status: 400, code: "invalid_request", validate: true},
		{name: "upload too large", r: req{method: "POST", path: "/api/v1/uploads", token: h.rw, body: []byte(`{"filename":"a.pdf","content_length":99999999999,"content_type":"application/pdf"}`), ctype: "application/json"}, status: 413, code: "file_too_large", validate: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := h.do(t, tc.r)
			e := envelope(t, rec, tc.status, tc.code, tc.extra...)
			rateHeaders(t, rec, 120)
			if rec.Header().Get("Retry-After") != "" {
				t.Fatal("Retry-After on a request that was not rate limited")
			}
			if tc.check != nil {
				tc.check(t, e, rec)
			}
			if tc.validate {
				if err := validator(t).ValidateResponse(tc.r.method, tc.r.path, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
					if tc.code == "invalid_client_ref" {
						t.Skipf("BUG (openapi.json): the 422 response of POST /api/v1/analyses enumerates error.code as [invalid_callback_url, invalid_metadata] but the service also returns invalid_client_ref: %v", err)
					}
					t.Fatalf("openapi: %v", err)
				}
			}
			if tc.status == 404 && tc.code == "route_not_found" || tc.status == 405 {
				if err := validator(t).ValidateUnroutedResponse(tc.r.method, tc.r.path, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
					t.Fatalf("openapi: %v", err)
				}
			}
		})
	}
	if h.balance(t) != 100 || len(h.analyses.All()) != 0 {
		t.Fatalf("error cases left side effects: balance %d, %d records", h.balance(t), len(h.analyses.All()))
	}
}

// plan_excluded applies to every authenticated endpoint, so the poll
// endpoint's description should list 402 too.
func TestPlanExcludedOnPollIsDocumented(t *testing.T) {
	h := newHarness(t)
	r := req{method: "GET", path: "/api/v1/analyses/" + ids.New(), token: h.free}
	rec := h.do(t, r)
	envelope(t, rec, 402, "plan_excluded")
	if err := validator(t).ValidateResponse(r.method, r.path, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		t.Skipf("BUG (openapi.json): GET /api/v1/analyses/{id} does not document 402 plan_excluded, which every authenticated route returns: %v", err)
	}
}

func TestSubmitAndPoll(t *testing.T) {
	h := newHarness(t)
	r := submit(t, h.rw, kindPart("bank_statement"), pdfPart(),
		part{name: "client_ref", value: "loan-7"}, part{name: "metadata", value: `{ "a": 1 }`},
		part{name: "callback_url", value: "https://hooks.example.com/cb"}, part{name: "service_ai_enabled", value: "true"})
	rec := h.do(t, r)
	if rec.Code != http.StatusAccepted {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	rateHeaders(t, rec, 120)
	validate(t, r, rec)
	var q map[string]any
	_ = json.Unmarshal(rec.Body.Bytes(), &q)
	id, _ := q["id"].(string)
	if !ids.Valid(id) || q["status"] != "queued" || q["client_ref"] != "loan-7" || q["callback_id"] == nil || q["created_at"] != "2026-03-01T12:00:10Z" {
		t.Fatalf("queued = %s", rec.Body)
	}
	if h.charges(t, id) != 1 || h.balance(t) != 99 {
		t.Fatalf("charge: %d %d", h.charges(t, id), h.balance(t))
	}
	if string(h.blobs.objects[analysis.UploadKey(id)]) != pdfBody {
		t.Fatal("pdf not stored")
	}

	poll := req{method: "GET", path: "/api/v1/analyses/" + id, token: h.rw}
	rec = h.do(t, poll)
	if rec.Code != 200 {
		t.Fatalf("poll %d %s", rec.Code, rec.Body)
	}
	validate(t, poll, rec)
	var s map[string]any
	_ = json.Unmarshal(rec.Body.Bytes(), &s)
	if s["status"] != "pending" || s["client_ref"] != "loan-7" || fmt.Sprint(s["metadata"]) != "map[a:1]" {
		t.Fatalf("snapshot %s", rec.Body)
	}

	// A read-only key of the same org can poll; another org cannot.
	if rec := h.do(t, req{method: "GET", path: poll.path, token: h.ro}); rec.Code != 200 {
		t.Fatalf("read-only poll %d", rec.Code)
	}
	other := req{method: "GET", path: poll.path, token: h.wo}
	rec = h.do(t, other)
	envelope(t, rec, 404, "not_found")
	validate(t, other, rec)

	// Terminal states render as the contract's envelopes.
	done := t0.Add(time.Minute)
	tests := []struct {
		name  string
		kind  analysis.Kind
		st    analysis.Status
		rows  int
		out   string
		event string
		data  bool
	}{
		{"completed bank statement", analysis.KindBankStatement, analysis.StatusCompleted, 0, `{"result":{"bank_name":"ACME","fraud_score":3}}`, "analysis.completed", false},
		{"tax return with rows", analysis.KindTaxReturn, analysis.StatusCompleted, 1, `{"result":null,"data":[{"name":"gross_receipts","value":10,"label":"Gross receipts or sales","page":1,"form":"1120-S","tax_year":2024,"line":"1a","source":"text","confidence":0.95}],"checks":[{"name":"net_receipts","passed":true,"expected":10,"actual":10}]}`, "tax_return.extracted", true},
		{"tax return without rows", analysis.KindTaxReturn, analysis.StatusCompleted, 0, `{"result":null}`, "analysis.completed", false},
		{"application form without rows", analysis.KindApplicationForm, analysis.StatusCompleted, 0, `{"result":null}`, "application_form.extracted", true},
		{"failed", analysis.KindBankStatement, analysis.StatusFailed, 0, "", "analysis.failed", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := h.analyses.Get(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			a.Kind, a.Status, a.ExtractionRows, a.CompletedAt = tc.kind, tc.st, tc.rows, &done
			a.Error = nil
			if tc.st == analysis.StatusFailed {
				a.Error = &analysis.Failure{Code: "pdf_corrupt", Message: "bad"}
				a.ResultKey = ""
			} else {
				a.ResultKey = analysis.ResultKey(id)
				h.blobs.objects[a.ResultKey] = []byte(tc.out)
			}
			h.analyses.Put(a)
			rec := h.do(t, poll)
			if rec.Code != 200 {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
			validate(t, poll, rec)
			var m map[string]any
			_ = json.Unmarshal(rec.Body.Bytes(), &m)
			if m["event"] != tc.event {
				t.Fatalf("event %v: %s", m["event"], rec.Body)
			}
			if _, has := m["data"]; has != tc.data {
				t.Fatalf("data present %v: %s", has, rec.Body)
			}
		})
	}
}

func TestRateLimit(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.RateLimit = 3
	id := ids.New()
	r := req{method: "GET", path: "/api/v1/analyses/" + id, token: h.rw}
	for i := range 3 {
		rec := h.do(t, r)
		envelope(t, rec, 404, "not_found")
		if rec.Header().Get("RateLimit-Remaining") != strconv.Itoa(2-i) || rec.Header().Get("Retry-After") != "" {
			t.Fatalf("request %d headers %v", i, rec.Header())
		}
	}
	rec := h.do(t, r)
	envelope(t, rec, 429, "rate_limited")
	if rec.Header().Get("Retry-After") != "50" || rec.Header().Get("RateLimit-Reset") != "50" ||
		rec.Header().Get("RateLimit-Remaining") != "0" || rec.Header().Get("RateLimit-Policy") != "3;w=60" {
		t.Fatalf("429 headers %v", rec.Header())
	}
	if err := validator(t).ValidateResponse(r.method, r.path, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		t.Fatalf("openapi: %v", err)
	}
	// Other tokens are unaffected.
	if rec := h.do(t, req{method: "GET", path: r.path, token: h.ro}); rec.Code != 404 {
		t.Fatalf("other token: %d", rec.Code)
	}
	// A rate-limited submission is not charged.
	sub := submit(t, h.rw, kindPart("bank_statement"), pdfPart())
	rec = h.do(t, sub)
	envelope(t, rec, 429, "rate_limited")
	if h.charges(t, "") != 0 {
		t.Fatal("rate-limited submission charged")
	}
	// The next window starts afresh.
	h.now = t0.Add(time.Minute)
	if rec := h.do(t, r); rec.Code != 404 || rec.Header().Get("RateLimit-Remaining") != "2" {
		t.Fatalf("next window %d %v", rec.Code, rec.Header())
	}
}

func TestRateLimitLiftedByPlan(t *testing.T) {
	h := newHarness(t)
	rec := h.do(t, req{method: "GET", path: "/api/v1/analyses/" + ids.New(), token: h.lifted})
	envelope(t, rec, 404, "not_found")
	rateHeaders(t, rec, 500)
}

func TestRateLimitUnauthenticated(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.RateLimit = 2
	r := req{method: "GET", path: "/api/v1/analyses/" + ids.New()}
	h.do(t, r)
	h.do(t, r)
	rec := h.do(t, r)
	envelope(t, rec, 429, "rate_limited")
	if rec.Header().Get("Retry-After") == "" {
		t.Fatal("no Retry-After")
	}
}

// Behind API Gateway the client controls the first X-Forwarded-For entry;
// keying anonymous limits on it lets a client mint a fresh bucket per request.
func TestRateLimitUnauthenticatedIgnoresSpoofedForwardedFor(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.RateLimit = 2
	var last *httptest.ResponseRecorder
	for i := range 3 {
		last = h.do(t, req{method: "GET", path: "/api/v1/nothing", hdr: map[string]string{
			"X-Forwarded-For": fmt.Sprintf("203.0.113.%d, 198.51.100.7", i),
		}})
	}
	if last.Code != http.StatusTooManyRequests {
		t.Fatalf("third anonymous request with a new X-Forwarded-For got %d, want 429", last.Code)
	}
}

func TestRateLimitCounterErrorFailsOpen(t *testing.T) {
	h := newHarness(t)
	h.counter.Err = errors.New("ddb throttled")
	h.srv.cfg.RateLimit = 1
	for range 3 {
		rec := h.do(t, req{method: "GET", path: "/api/v1/analyses/" + ids.New(), token: h.rw})
		envelope(t, rec, 404, "not_found")
		if rec.Header().Get("RateLimit-Remaining") != "1" || rec.Header().Get("Retry-After") != "" {
			t.Fatalf("headers %v", rec.Header())
		}
	}
}

func TestOpenAPIPublic(t *testing.T) {
	h := newHarness(t)
	r := req{method: "GET", path: "/api/v1/openapi.json"}
	rec := h.do(t, r)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("%d %v", rec.Code, rec.Header())
	}
	rateHeaders(t, rec, 120)
	if !bytes.Equal(rec.Body.Bytes(), openapi.Document()) {
		t.Fatal("served document differs from the embedded one")
	}
	var doc map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || !strings.HasPrefix(fmt.Sprint(doc["openapi"]), "3.1") {
		t.Fatalf("doc: %v", err)
	}
	validate(t, r, rec)
	// An invalid token does not make the public document fail.
	if rec := h.do(t, req{method: "GET", path: r.path, token: "cg_live_bogus"}); rec.Code != 200 {
		t.Fatalf("with bad token: %d", rec.Code)
	}
	rec = h.do(t, req{method: "POST", path: r.path})
	envelope(t, rec, 405, "method_not_allowed")
	if rec.Header().Get("Allow") != "GET" {
		t.Fatalf("Allow %q", rec.Header().Get("Allow"))
	}
}

func TestUploadCreate(t *testing.T) {
	h := newHarness(t)
	r := req{method: "POST", path: "/api/v1/uploads", token: h.rw, ctype: "application/json",
		body: []byte(`{"filename":"big.pdf","content_length":20000000,"content_type":"application/pdf"}`)}
	rec := h.do(t, r)
	if rec.Code != 201 {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	validate(t, r, rec)
}

func TestNoInternalDetailLeaks(t *testing.T) {
	tests := []struct {
		name  string
		setup func(h *harness)
		r     func(h *harness) req
	}{
		{name: "analysis store", setup: func(h *harness) { h.analyses.Err = errors.New("dynamodb: SECRET-DETAIL arn:aws:dynamodb:table/x") },
			r: func(h *harness) req { return req{method: "GET", path: "/api/v1/analyses/" + ids.New(), token: h.rw} }},
		{name: "account store", setup: func(h *harness) { h.accounts.Err = errors.New("SECRET-DETAIL credentials table down") },
			r: func(h *harness) req { return req{method: "GET", path: "/api/v1/analyses/" + ids.New(), token: h.rw} }},
		{name: "blob store on submit", setup: func(h *harness) { h.blobs.PutErr = errors.New("s3: SECRET-DETAIL bucket") },
			r: func(h *harness) req { return submit(t, h.rw, kindPart("bank_statement"), pdfPart()) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			tc.setup(h)
			rec := h.do(t, tc.r(h))
			if rec.Code != 500 && rec.Code != 502 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			code := "internal_error"
			if rec.Code == 502 {
				code = "parser_unavailable"
			}
			envelope(t, rec, rec.Code, code)
			rateHeaders(t, rec, 120)
			if strings.Contains(rec.Body.String(), "SECRET-DETAIL") || strings.Contains(rec.Body.String(), "dynamodb") {
				t.Fatalf("internal detail leaked: %s", rec.Body)
			}
		})
	}
}

// balance is org A's balance.
func (h *harness) balance(t *testing.T) int64 {
	t.Helper()
	o, err := h.accounts.GetOrg(context.Background(), h.org.ID)
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

// charges counts org A's charge entries for document id ("" for any).
func (h *harness) charges(t *testing.T, id string) int {
	t.Helper()
	es, err := h.accounts.Ledger(context.Background(), h.org.ID)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range es {
		if e.Kind == billing.KindCharge && (id == "" || e.DocumentID == id) {
			n++
		}
	}
	return n
}

func TestSubmitParserUnavailableRefunds(t *testing.T) {
	h := newHarness(t)
	h.blobs.PutErr = errors.New("s3 down")
	r := submit(t, h.rw, kindPart("bank_statement"), pdfPart())
	rec := h.do(t, r)
	envelope(t, rec, 502, "parser_unavailable")
	validate(t, r, rec)
	if h.balance(t) != 100 {
		t.Fatalf("balance %d, want refund", h.balance(t))
	}
}

func TestSubmitInsufficientCredits(t *testing.T) {
	h := newHarness(t)
	if err := h.accounts.Adjust(context.Background(), h.org.ID, -100, billing.KindAdjustment, "test", t0); err != nil {
		t.Fatal(err)
	}
	r := submit(t, h.rw, kindPart("bank_statement"), pdfPart())
	rec := h.do(t, r)
	envelope(t, rec, 402, "insufficient_credits")
	validate(t, r, rec)
	if len(h.analyses.All()) != 0 {
		t.Fatal("record created without payment")
	}
}

func TestSubmitTooLargeInline(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.MaxInlineBytes = 4096
	big := part{name: "file", filename: "s.pdf", ctype: "application/pdf", value: pdfBody + strings.Repeat("x", 8192)}
	r := submit(t, h.rw, kindPart("bank_statement"), big)
	rec := h.do(t, r)
	e := envelope(t, rec, 413, "file_too_large", "upload_endpoint")
	if e["upload_endpoint"] != "/api/v1/uploads" {
		t.Fatalf("%v", e)
	}
	validate(t, r, rec)
	// Same without a Content-Length (chunked): the MaxBytesReader catches it.
	hr := httptest.NewRequest("POST", "/api/v1/analyses", io.MultiReader(bytes.NewReader(r.body)))
	hr.ContentLength = -1
	hr.Header.Set("Authorization", "Bearer "+h.rw)
	hr.Header.Set("Content-Type", r.ctype)
	rec = httptest.NewRecorder()
	h.srv.ServeHTTP(rec, hr)
	envelope(t, rec, 413, "file_too_large", "upload_endpoint")
}

func TestSubmitFileOver25MB(t *testing.T) {
	h := newHarness(t)
	big := part{name: "file", filename: "s.pdf", ctype: "application/pdf", value: pdfBody + strings.Repeat("x", analysis.MaxFileBytes)}
	r := submit(t, h.rw, kindPart("bank_statement"), big)
	rec := h.do(t, r)
	envelope(t, rec, 413, "file_too_large")
	validate(t, r, rec)
}
