package localstack_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/web/openapi/openapitest"
)

// The end-to-end suite starts the whole local stack (API, S3 notifications,
// parser and fraud stages on the emulators) and drives it over HTTP as a
// customer would, validating every response against the OpenAPI document.

func statementPDF(t testing.TB) []byte {
	t.Helper()
	pdf := fpdf.New("P", "mm", "Letter", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 10)
	pdf.Text(20, 20, "Example Bank  Business Checking  Statement period 01/01/2026 - 01/31/2026")
	pdf.Text(20, 30, "01/05  Card settlement  1,250.00")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// corpusStatement returns a statement of the synthetic corpus and its
// ground truth.
func corpusStatement(t testing.TB, name string) ([]byte, map[string]any) {
	t.Helper()
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := os.ReadFile(filepath.Join(root, "testdata", "corpus", name+".pdf"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "testdata", "corpus", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var truth map[string]any
	if err := json.Unmarshal(b, &truth); err != nil {
		t.Fatal(err)
	}
	return pdf, truth
}

func encryptedPDF(t testing.TB) []byte {
	t.Helper()
	api.DisableConfigDir()
	var out bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(statementPDF(t)), &out, model.NewAESConfiguration("user-secret", "owner-secret", 256)); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

type client struct {
	t    *testing.T
	base string
	v    *openapitest.Validator
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.body, &m); err != nil {
		t.Fatalf("body %q is not a JSON object: %v", r.body, err)
	}
	return m
}

func (r response) errCode(t *testing.T) string {
	t.Helper()
	e, _ := r.json(t)["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

// do sends a request and checks what every /api/v1 response must carry:
// the rate-limit headers, the error envelope on non-2xx, and conformance
// to the OpenAPI description.
func (c *client) do(method, path, key, ctype string, body []byte) response {
	c.t.Helper()
	req, err := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if err != nil {
		c.t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	r := response{status: resp.StatusCode, header: resp.Header, body: b}
	for _, h := range []string{"RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"} {
		if resp.Header.Get(h) == "" {
			c.t.Errorf("%s %s: missing %s header", method, path, h)
		}
	}
	if resp.StatusCode >= 400 {
		if code := r.errCode(c.t); code == "" {
			c.t.Errorf("%s %s: %d without an error envelope: %s", method, path, resp.StatusCode, b)
		}
	}
	var verr error
	if code := func() string {
		if resp.StatusCode >= 400 {
			return r.errCode(c.t)
		}
		return ""
	}(); code == "route_not_found" || code == "method_not_allowed" {
		verr = c.v.ValidateUnroutedResponse(method, path, resp.StatusCode, resp.Header, b)
	} else {
		verr = c.v.ValidateResponse(method, path, resp.StatusCode, resp.Header, b)
	}
	if verr != nil {
		c.t.Errorf("%s %s: response does not match the OpenAPI description: %v\nbody: %s", method, path, verr, b)
	}
	return r
}

// part is one multipart form part.
type part struct {
	name, filename, ctype string
	data                  []byte
}

func multipartBody(t *testing.T, parts ...part) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		if p.filename != "" {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, p.name, p.filename))
			if p.ctype != "" {
				h.Set("Content-Type", p.ctype)
			}
		} else {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q`, p.name))
		}
		pw, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = pw.Write(p.data)
	}
	_ = w.Close()
	return buf.Bytes(), w.FormDataContentType()
}

func field(name, value string) part { return part{name: name, data: []byte(value)} }
func file(data []byte) part {
	return part{name: "file", filename: "statement.pdf", ctype: "application/pdf", data: data}
}

func (c *client) submit(key string, parts ...part) response {
	c.t.Helper()
	body, ctype := multipartBody(c.t, parts...)
	return c.do(http.MethodPost, "/api/v1/analyses", key, ctype, body)
}

// waitTerminal polls an analysis until it is terminal and returns the
// statuses it saw on the way.
func (c *client) waitTerminal(key, id string) (map[string]any, []string) {
	c.t.Helper()
	var seen []string
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		r := c.do(http.MethodGet, "/api/v1/analyses/"+id, key, "", nil)
		if r.status != http.StatusOK {
			c.t.Fatalf("poll %s: %d %s", id, r.status, r.body)
		}
		m := r.json(c.t)
		st, _ := m["status"].(string)
		if st == "" {
			st = "completed" // extraction envelopes carry no status
		}
		if len(seen) == 0 || seen[len(seen)-1] != st {
			seen = append(seen, st)
		}
		if st == "completed" || st == "failed" {
			return m, seen
		}
		time.Sleep(100 * time.Millisecond)
	}
	c.t.Fatalf("analysis %s still %v after 60s", id, seen)
	return nil, nil
}

type tenant struct {
	org account.Org
	key string
}

func newTenant(t *testing.T, st *localstack.Stack, credits int64, scopes ...string) tenant {
	t.Helper()
	ctx := context.Background()
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Test Funding " + ids.New()[:8], Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	if credits > 0 {
		if err := st.API.Billing.Store.Adjust(ctx, org.ID, credits, billing.KindGrant, "test", time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if len(scopes) == 0 {
		scopes = []string{account.ScopeRead, account.ScopeWrite}
	}
	_, key, err := st.API.Accounts.CreateAPIKey(ctx, org.ID, "", scopes)
	if err != nil {
		t.Fatal(err)
	}
	return tenant{org: org, key: key}
}

func balance(t *testing.T, st *localstack.Stack, orgID string) int64 {
	t.Helper()
	o, err := st.API.Accounts.Store.GetOrg(context.Background(), orgID)
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

func quietLog() *slog.Logger {
	if os.Getenv("E2E_LOG") != "" {
		return slog.New(slog.NewJSONHandler(os.Stderr, nil))
	}
	return slog.New(slog.DiscardHandler)
}

func newClient(t *testing.T, st *localstack.Stack) *client {
	v, err := openapitest.New()
	if err != nil {
		t.Fatal(err)
	}
	return &client{t: t, base: st.URL, v: v}
}

func TestE2EAnalysisLifecycle(t *testing.T) {
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := newTenant(t, st, 10)

	r := c.do(http.MethodGet, "/api/v1/openapi.json", "", "", nil)
	if r.status != 200 || r.json(t)["openapi"] != "3.1.0" {
		t.Fatalf("openapi.json: %d %.80s", r.status, r.body)
	}

	stmt, truth := corpusStatement(t, "chase_fpdf-core_month")
	r = c.submit(tn.key, field("document_kind", "bank_statement"), file(stmt),
		field("client_ref", "loan-7"), field("metadata", `{"loan_id": 7, "tags": ["a","b"], "big": 12345678901234567890}`))
	if r.status != http.StatusAccepted {
		t.Fatalf("submit: %d %s", r.status, r.body)
	}
	q := r.json(t)
	if q["status"] != "queued" || q["client_ref"] != "loan-7" {
		t.Fatalf("queued = %v", q)
	}
	if got := balance(t, st, tn.org.ID); got != 9 {
		t.Fatalf("balance after one submission = %d, want 9", got)
	}
	env, seen := c.waitTerminal(tn.key, q["id"].(string))
	if env["status"] != "completed" || env["event"] != "analysis.completed" || env["client_ref"] != "loan-7" {
		t.Fatalf("terminal envelope = %v (saw %v)", env, seen)
	}
	if seen[len(seen)-1] != "completed" {
		t.Fatalf("statuses seen = %v", seen)
	}
	for _, s := range seen[:len(seen)-1] {
		if s != "pending" && s != "processing" && s != "parsed" {
			t.Fatalf("unexpected intermediate status %q in %v", s, seen)
		}
	}
	meta, _ := json.Marshal(env["metadata"])
	if !strings.Contains(string(r.body), "") || string(meta) != `{"big":12345678901234567000,"loan_id":7,"tags":["a","b"]}` {
		t.Fatalf("metadata = %s", meta)
	}
	// The raw body keeps the big number's digits exactly.
	raw := c.do(http.MethodGet, "/api/v1/analyses/"+q["id"].(string), tn.key, "", nil)
	if !bytes.Contains(raw.body, []byte(`"metadata":{"loan_id":7,"tags":["a","b"],"big":12345678901234567890}`)) {
		t.Fatalf("metadata not passed through unchanged: %s", raw.body)
	}
	res, ok := env["result"].(map[string]any)
	if !ok {
		t.Fatalf("completed bank statement without a result object: %v", env)
	}
	for _, k := range []string{"bank_name", "period_start", "period_end", "account_number_last4"} {
		if res[k] != truth[k] {
			t.Errorf("result %s = %v, ground truth %v", k, res[k], truth[k])
		}
	}
	if got, want := len(res["transactions"].([]any)), len(truth["transactions"].([]any)); got != want {
		t.Errorf("result has %d transactions, ground truth %d", got, want)
	}
	// The fraud stage scored it: a clean corpus statement is low risk,
	// and every finding names its provider.
	score, _ := res["fraud_score"].(float64)
	findings, ok := res["fraud_findings"].([]any)
	if res["fraud_risk_level"] != "low" || res["fraud_score"] == nil || score >= 25 || !ok {
		t.Errorf("fraud score %v %v findings %v", res["fraud_score"], res["fraud_risk_level"], res["fraud_findings"])
	}
	for _, f := range findings {
		if f.(map[string]any)["provider"] != "metadata" {
			t.Errorf("finding without the metadata provider: %v", f)
		}
	}
	if ph, _ := env["phases"].(map[string]any); ph["metadata_fraud"] != "completed" || ph["ai_fraud"] != "skipped" {
		t.Errorf("phases = %v", env["phases"])
	}
	if got := balance(t, st, tn.org.ID); got != 9 {
		t.Fatalf("balance after processing = %d, want 9 (charged once)", got)
	}

	// Another organization cannot see it.
	other := newTenant(t, st, 1)
	r = c.do(http.MethodGet, "/api/v1/analyses/"+q["id"].(string), other.key, "", nil)
	if r.status != 404 || r.errCode(t) != "not_found" {
		t.Fatalf("other org poll: %d %s", r.status, r.body)
	}
	r = c.do(http.MethodGet, "/api/v1/analyses/"+ids.New(), tn.key, "", nil)
	if r.status != 404 || r.errCode(t) != "not_found" {
		t.Fatalf("unknown id poll: %d %s", r.status, r.body)
	}
}

func TestE2EDocumentKindsAndFailures(t *testing.T) {
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := newTenant(t, st, 20)
	blankReturn, _, _ := formFile(t, "f1120s-2025-blank")
	filledReturn, _, _ := formFile(t, "f1120-2022-flat")
	filledApp, _, _ := formFile(t, "app-quickcap-2-filled")
	blankApp, _, _ := formFile(t, "app-lakeview-1-blank")
	stmt, _ := corpusStatement(t, "chase_fpdf-core_month")

	tests := []struct {
		name      string
		kind      string
		pdf       []byte
		wantEvent string
		wantCode  string // error code when failed
		wantData  bool   // extraction envelope with a data array
	}{
		// A recognised but blank return has no rows: the analysis envelope.
		{"tax return without rows", "tax_return", blankReturn, "analysis.completed", "", false},
		{"tax return", "tax_return", filledReturn, "tax_return.extracted", "", true},
		{"statement as tax return", "tax_return", stmt, "analysis.failed", "not_a_tax_return:bank_statement", false},
		{"unrelated page as tax return", "tax_return", statementPDF(t), "analysis.failed", "not_a_tax_return:unknown", false},
		{"application form", "application_form", filledApp, "application_form.extracted", "", true},
		{"blank application form", "application_form", blankApp, "application_form.extracted", "", true},
		{"statement as application form", "application_form", stmt, "analysis.failed", "not_an_application:bank_statement", false},
		// Nothing recognisable and no label read: the poll table's
		// application whose row is unavailable.
		{"unrelated page as application form", "application_form", statementPDF(t), "application_form.extracted", "", true},
		{"corrupt", "bank_statement", []byte("%PDF-1.7\n this is not a pdf"), "analysis.failed", "pdf_corrupt", false},
		{"not a statement", "bank_statement", statementPDF(t), "analysis.failed", "not_a_bank_statement:other", false},
		{"encrypted", "bank_statement", encryptedPDF(t), "analysis.failed", "pdf_encrypted", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			r := c.submit(tn.key, field("document_kind", tt.kind), file(tt.pdf))
			if r.status != http.StatusAccepted {
				t.Fatalf("submit: %d %s", r.status, r.body)
			}
			env, _ := c.waitTerminal(tn.key, r.json(t)["id"].(string))
			if env["event"] != tt.wantEvent {
				t.Fatalf("event = %v, want %s: %v", env["event"], tt.wantEvent, env)
			}
			if ph, ok := env["phases"].(map[string]any); ok && tt.wantCode == "" && ph["metadata_fraud"] != "skipped" {
				// Only bank statements carry an AnalysisResult to score (the
				// extraction envelope has no phases).
				t.Errorf("phases = %v, want metadata_fraud skipped", env["phases"])
			}
			data, hasData := env["data"]
			if hasData != tt.wantData {
				t.Fatalf("data present = %v, want %v: %v", hasData, tt.wantData, env)
			}
			if tt.wantData {
				rows, ok := data.([]any)
				if !ok {
					t.Fatalf("data is not an array: %v", data)
				}
				if empty := strings.HasPrefix(tt.name, "blank") || strings.HasPrefix(tt.name, "unrelated"); empty != (len(rows) == 0) {
					t.Fatalf("%d rows: %v", len(rows), data)
				}
			}
			if tt.wantCode != "" {
				e, _ := env["error"].(map[string]any)
				if env["status"] != "failed" || e["code"] != tt.wantCode || e["message"] == "" {
					t.Fatalf("failed envelope = %v, want code %s", env, tt.wantCode)
				}
			}
		})
	}
}

func TestE2EErrors(t *testing.T) {
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	ctx := context.Background()
	tn := newTenant(t, st, 5)
	reader := newTenant(t, st, 5, account.ScopeRead)
	broke := newTenant(t, st, 0)
	freeOrg := newTenant(t, st, 5)
	free := account.PlanFree
	if _, err := st.API.Accounts.Store.UpdateOrg(ctx, freeOrg.org.ID, account.OrgUpdate{Plan: &free}); err != nil {
		t.Fatal(err)
	}
	user, err := st.API.Accounts.CreateUser(ctx, tn.org.ID, "u@example.com")
	if err != nil {
		t.Fatal(err)
	}
	revoked, revokedKey, _ := st.API.Accounts.CreateAPIKey(ctx, tn.org.ID, "", []string{account.ScopeRead})
	if err := st.API.Accounts.Store.RevokeCredential(ctx, account.KindAPIKey, revoked.ID); err != nil {
		t.Fatal(err)
	}
	_, expiredTok, err := st.API.Accounts.CreateToken(ctx, tn.org.ID, user.ID, []string{account.ScopeRead}, time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	_, liveTok, _ := st.API.Accounts.CreateToken(ctx, tn.org.ID, user.ID, []string{account.ScopeRead}, time.Hour)
	time.Sleep(5 * time.Millisecond)

	pdf := statementPDF(t)
	huge := append(append([]byte{}, pdf...), bytes.Repeat([]byte("%"), 25<<20)...)
	png := []byte("\x89PNG\r\n\x1a\n not a pdf")
	ok := []part{field("document_kind", "bank_statement"), file(pdf)}

	tests := []struct {
		name   string
		key    string
		parts  []part
		status int
		code   string
	}{
		{"missing key", "", ok, 401, "unauthorized"},
		{"unknown key", "cg_live_" + strings.Repeat("0", 64), ok, 401, "unauthorized"},
		{"wrong prefix", "sk_test_abc", ok, 401, "unauthorized"},
		{"revoked key", revokedKey, ok, 401, "unauthorized"},
		{"expired token", expiredTok, ok, 401, "unauthorized"},
		{"read-only token cannot submit", liveTok, ok, 403, "scope_required"},
		{"read-only key cannot submit", reader.key, ok, 403, "scope_required"},
		{"free plan", freeOrg.key, ok, 402, "plan_excluded"},
		{"no credits", broke.key, ok, 402, "insufficient_credits"},
		{"missing kind", tn.key, []part{file(pdf)}, 400, "invalid_document_kind"},
		{"invalid kind", tn.key, []part{field("document_kind", "payslip"), file(pdf)}, 400, "invalid_document_kind"},
		{"no file", tn.key, []part{field("document_kind", "bank_statement")}, 400, "invalid_request"},
		{"too large", tn.key, []part{field("document_kind", "bank_statement"), file(huge)}, 413, "file_too_large"},
		{"png bytes", tn.key, []part{field("document_kind", "bank_statement"), file(png)}, 415, "unsupported_media_type"},
		{"declared text/plain", tn.key, []part{field("document_kind", "bank_statement"), {name: "file", filename: "a.txt", ctype: "text/plain", data: pdf}}, 415, "unsupported_media_type"},
		{"http callback", tn.key, append(ok, field("callback_url", "http://example.com/hook")), 422, "invalid_callback_url"},
		{"private callback", tn.key, append(ok, field("callback_url", "https://10.0.0.7/hook")), 422, "invalid_callback_url"},
		{"loopback callback", tn.key, append(ok, field("callback_url", "https://127.0.0.1/hook")), 422, "invalid_callback_url"},
		{"metadata array", tn.key, append(ok, field("metadata", `[1,2]`)), 422, "invalid_metadata"},
		{"metadata not json", tn.key, append(ok, field("metadata", `{nope`)), 422, "invalid_metadata"},
		{"bad boolean", tn.key, append(ok, field("service_ai_enabled", "maybe")), 400, "invalid_request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			r := c.submit(tt.key, tt.parts...)
			if r.status != tt.status || r.errCode(t) != tt.code {
				t.Fatalf("got %d %s, want %d %s", r.status, r.body, tt.status, tt.code)
			}
			if tt.code == "scope_required" {
				e := r.json(t)["error"].(map[string]any)
				if e["required_scope"] != "analyses:write" || fmt.Sprint(e["granted_scopes"]) != "[analyses:read]" {
					t.Fatalf("scope error fields = %v", e)
				}
			}
		})
	}
	c.t = t
	if got := balance(t, st, tn.org.ID); got != 5 {
		t.Fatalf("rejected submissions charged credits: balance %d, want 5", got)
	}

	r := c.do(http.MethodGet, "/api/v1/nothing-here", tn.key, "", nil)
	if r.status != 404 || r.errCode(t) != "route_not_found" {
		t.Fatalf("unknown route: %d %s", r.status, r.body)
	}
	r = c.do(http.MethodDelete, "/api/v1/analyses", tn.key, "", nil)
	if r.status != 405 || r.errCode(t) != "method_not_allowed" || r.header.Get("Allow") != "POST" {
		t.Fatalf("wrong method: %d %v %s", r.status, r.header, r.body)
	}
	r = c.do(http.MethodPost, "/api/v1/analyses", tn.key, "application/json", []byte(`{}`))
	if r.status != 400 || r.errCode(t) != "invalid_request" {
		t.Fatalf("json body: %d %s", r.status, r.body)
	}
}

func TestE2ERateLimit(t *testing.T) {
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	tn := newTenant(t, st, 1)
	limit := 3
	if _, err := st.API.Accounts.Store.UpdateOrg(context.Background(), tn.org.ID, account.OrgUpdate{RateLimit: &limit}); err != nil {
		t.Fatal(err)
	}
	path := "/api/v1/analyses/" + ids.New()
	// The window is a fixed minute: do not straddle its end.
	if left := time.Minute - time.Since(time.Now().Truncate(time.Minute)); left < 5*time.Second {
		time.Sleep(left + 100*time.Millisecond)
	}
	for i := 0; i < limit; i++ {
		r := c.do(http.MethodGet, path, tn.key, "", nil)
		if r.status != 404 || r.header.Get("RateLimit-Limit") != "3" || r.header.Get("RateLimit-Remaining") != fmt.Sprint(limit-1-i) {
			t.Fatalf("request %d: %d %v", i, r.status, r.header)
		}
	}
	r := c.do(http.MethodGet, path, tn.key, "", nil)
	if r.status != 429 || r.errCode(t) != "rate_limited" || r.header.Get("Retry-After") == "" || r.header.Get("RateLimit-Remaining") != "0" {
		t.Fatalf("over the limit: %d %v %s", r.status, r.header, r.body)
	}
	// Another token has its own counter.
	other := newTenant(t, st, 1)
	if r := c.do(http.MethodGet, path, other.key, "", nil); r.status != 404 {
		t.Fatalf("other token limited too: %d", r.status)
	}
}

// TestE2ELargeFiles covers the staged-upload extension and the local
// server's acceptance of a full 25 MB inline body.
func TestE2ELargeFiles(t *testing.T) {
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	tn := newTenant(t, st, 5)
	pdf, _ := corpusStatement(t, "wellsfargo_fpdf-ttf_month")

	r := c.do(http.MethodPost, "/api/v1/uploads", tn.key, "application/json",
		[]byte(fmt.Sprintf(`{"filename":"big.pdf","content_length":%d,"content_type":"application/pdf"}`, len(pdf))))
	if r.status != http.StatusCreated {
		t.Fatalf("create upload: %d %s", r.status, r.body)
	}
	var tk struct {
		UploadID  string            `json:"upload_id"`
		UploadURL string            `json:"upload_url"`
		Headers   map[string]string `json:"headers"`
	}
	_ = json.Unmarshal(r.body, &tk)

	// Submitting before the PUT is an invalid upload.
	r = c.submit(tn.key, field("document_kind", "bank_statement"), field("upload_id", tk.UploadID))
	if r.status != 400 || r.errCode(t) != "invalid_upload" {
		t.Fatalf("submit before upload: %d %s", r.status, r.body)
	}
	req, _ := http.NewRequest(http.MethodPut, tk.UploadURL, bytes.NewReader(pdf))
	for k, v := range tk.Headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("PUT to upload_url: %v %v", err, resp)
	}
	resp.Body.Close()
	r = c.submit(tn.key, field("document_kind", "bank_statement"), field("upload_id", tk.UploadID))
	if r.status != http.StatusAccepted {
		t.Fatalf("submit with upload_id: %d %s", r.status, r.body)
	}
	env, _ := c.waitTerminal(tn.key, r.json(t)["id"].(string))
	if env["status"] != "completed" {
		t.Fatalf("staged upload analysis = %v", env)
	}
	// An upload is used once; another organization cannot use it at all.
	r = c.submit(tn.key, field("document_kind", "bank_statement"), field("upload_id", tk.UploadID))
	if r.status != 400 || r.errCode(t) != "invalid_upload" {
		t.Fatalf("reused upload: %d %s", r.status, r.body)
	}
	r = c.do(http.MethodPost, "/api/v1/uploads", tn.key, "application/json", []byte(`{"filename":"x.pdf","content_length":26214401,"content_type":"application/pdf"}`))
	if r.status != 413 || r.errCode(t) != "file_too_large" {
		t.Fatalf("oversized upload: %d %s", r.status, r.body)
	}

	// The local server takes a full-size inline file.
	big := append(append([]byte{}, pdf...), bytes.Repeat([]byte("%"), 24<<20)...)
	r = c.submit(tn.key, field("document_kind", "bank_statement"), file(big))
	if r.status != http.StatusAccepted {
		t.Fatalf("24 MB inline submit: %d %s", r.status, r.body)
	}
}

// TestE2EStorageOutage: when the document cannot be stored the call
// answers 502 parser_unavailable and the credit is refunded.
func TestE2EStorageOutage(t *testing.T) {
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	tn := newTenant(t, st, 2)
	bucket := st.Resources.Buckets["DocumentBucket"]
	if _, err := st.Clients.S3.DeleteBucket(context.Background(), &s3.DeleteBucketInput{Bucket: &bucket}); err != nil {
		t.Fatal(err)
	}
	r := c.submit(tn.key, field("document_kind", "bank_statement"), file(statementPDF(t)))
	if r.status != 502 || r.errCode(t) != "parser_unavailable" {
		t.Fatalf("submit during outage: %d %s", r.status, r.body)
	}
	if got := balance(t, st, tn.org.ID); got != 2 {
		t.Fatalf("balance after failed submit = %d, want 2 (refunded)", got)
	}
}

// TestE2EVisualPass: with service_ai_enabled the fraud stage runs the
// visual pass after the metadata score (locally without a model: the
// rendering compared with the text layer).
func TestE2EVisualPass(t *testing.T) {
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := newTenant(t, st, 5)
	stmt, _ := corpusStatement(t, "td_fpdf-ttf_month")
	r := c.submit(tn.key, field("document_kind", "bank_statement"), field("service_ai_enabled", "true"), file(stmt))
	if r.status != http.StatusAccepted {
		t.Fatalf("submit: %d %s", r.status, r.body)
	}
	env, _ := c.waitTerminal(tn.key, r.json(t)["id"].(string))
	if ph, _ := env["phases"].(map[string]any); ph["metadata_fraud"] != "completed" || ph["ai_fraud"] != "completed" {
		t.Fatalf("phases = %v", env["phases"])
	}
	res, _ := env["result"].(map[string]any)
	if res["fraud_risk_level"] != "low" {
		t.Errorf("clean statement with the visual pass: %v %v", res["fraud_score"], res["fraud_findings"])
	}
	for _, f := range res["fraud_findings"].([]any) {
		if p := f.(map[string]any)["provider"]; p != "metadata" && p != "render" {
			t.Errorf("finding of provider %v", p)
		}
	}
}
