package openapi_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi/datamodel/high/base"
	v3 "github.com/pb33f/libopenapi/datamodel/high/v3"

	"github.com/docanalysis/service/internal/testkit/repo"
	"github.com/docanalysis/service/internal/web/openapi"
	"github.com/docanalysis/service/internal/web/openapi/openapitest"
)

var (
	validatorOnce sync.Once
	validatorVal  *openapitest.Validator
	validatorErr  error
)

// validator shares one Validator across tests. Building it checks that
// the document is valid OpenAPI 3.1 whose every reference resolves and
// every schema compiles (TestDocumentIsValid); its model is what the
// structure tests below walk.
func validator(t *testing.T) *openapitest.Validator {
	t.Helper()
	validatorOnce.Do(func() { validatorVal, validatorErr = openapitest.New() })
	if validatorErr != nil {
		t.Fatalf("openapitest.New: %v", validatorErr)
	}
	return validatorVal
}

func TestDocumentIsValid(t *testing.T) {
	validator(t)
}

// hdr returns the headers every /api/v1 JSON response carries, plus extras
// given as name/value pairs.
func hdr(kv ...string) http.Header {
	h := http.Header{}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("RateLimit-Limit", "120")
	h.Set("RateLimit-Remaining", "119")
	h.Set("RateLimit-Reset", "42")
	h.Set("RateLimit-Policy", "120;w=60")
	for i := 0; i+1 < len(kv); i += 2 {
		h.Set(kv[i], kv[i+1])
	}
	return h
}

// contractErrors is the Errors table of the interface contract
// (/work/shared/INTERFACE.md), copied so the test also runs where the
// contract file is not checked out. TestContractErrorTableInSync keeps the
// copy honest when the file is present.
var contractErrors = []struct {
	status int
	code   string
}{
	{400, "invalid_document_kind"},
	{400, "no_files"},
	{400, "no_user_context"},
	{400, "invalid_id"},
	{400, "id_required"},
	{400, "invalid_transactions_offset"},
	{401, "unauthorized"},
	{402, "plan_excluded"},
	{402, "no_payment_customer"},
	{402, "insufficient_credits"},
	{403, "scope_required"},
	{404, "not_found"},
	{413, "file_too_large"},
	{413, "too_many_files"},
	{415, "unsupported_media_type"},
	{422, "invalid_callback_url"},
	{429, "rate_limited"},
	{500, "internal_error"},
	{502, "parser_unavailable"},
	{502, "all_files_failed"},
}

// TestContractErrorCodesDocumented checks every (status, code) pair of the
// contract's Errors table is declared on at least one response with that
// status, not merely mentioned somewhere in the text.
func TestContractErrorCodesDocumented(t *testing.T) {
	v := validator(t)
	got := documentedErrorCodes(t, v)
	for _, e := range contractErrors {
		if !got[e.status][e.code] {
			t.Errorf("contract error %d %s is not declared on any %d response", e.status, e.code, e.status)
		}
	}
	// The decisions made for "not shown" parts must be declared too.
	for _, e := range []struct {
		status int
		code   string
	}{
		{400, "invalid_request"}, {400, "invalid_upload"}, {400, "invalid_event_type"},
		{400, "invalid_included_phases"}, {400, "invalid_target_url"}, {403, "event_disabled"},
		{404, "route_not_found"}, {405, "method_not_allowed"}, {409, "not_dead"}, {422, "invalid_metadata"},
	} {
		if !got[e.status][e.code] {
			t.Errorf("decided error %d %s is not declared on any %d response", e.status, e.code, e.status)
		}
	}
}

// TestContractErrorTableInSync re-reads the Errors table from the contract
// when it is available, so contractErrors cannot silently fall behind it.
func TestContractErrorTableInSync(t *testing.T) {
	path := os.Getenv("INTERFACE_MD")
	if path == "" {
		path = repo.Shared("INTERFACE.md")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("contract not available: %v", err)
	}
	defer f.Close()
	row := regexp.MustCompile("^\\|\\s*(\\d{3})\\s*\\|\\s*([a-z_]+)\\s*\\|")
	inErrors := false
	var fromFile []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			inErrors = strings.TrimSpace(line) == "## Errors"
			continue
		}
		if m := row.FindStringSubmatch(line); inErrors && m != nil {
			fromFile = append(fromFile, m[1]+" "+m[2])
		}
	}
	var copied []string
	for _, e := range contractErrors {
		copied = append(copied, strconv.Itoa(e.status)+" "+e.code)
	}
	sort.Strings(fromFile)
	sort.Strings(copied)
	if strings.Join(fromFile, ",") != strings.Join(copied, ",") {
		t.Fatalf("contract Errors table changed:\n file: %v\n test: %v", fromFile, copied)
	}
}

// documentedErrorCodes collects, per HTTP status, the error codes that
// response schemas pin with const/enum under error.code.
func documentedErrorCodes(t *testing.T, v *openapitest.Validator) map[int]map[string]bool {
	t.Helper()
	out := map[int]map[string]bool{}
	add := func(status int, schema *base.SchemaProxy) {
		if out[status] == nil {
			out[status] = map[string]bool{}
		}
		collectCodes(schema, out[status], 0)
	}
	forEachResponse(t, v, func(_ string, status string, resp *v3.Response) {
		n, err := strconv.Atoi(status)
		if err != nil {
			return
		}
		add(n, jsonSchemaOf(resp))
	})
	for name, status := range map[string]int{"RouteNotFound": 404, "MethodNotAllowed": 405} {
		resp, ok := v.Model().Components.Responses.Get(name)
		if !ok {
			t.Fatalf("components/responses/%s is missing", name)
		}
		add(status, jsonSchemaOf(resp))
	}
	return out
}

// collectCodes adds the codes that schema (references followed) pins at
// error.code, through allOf, oneOf and anyOf.
func collectCodes(proxy *base.SchemaProxy, into map[string]bool, depth int) {
	if proxy == nil || depth > 20 {
		return
	}
	s := proxy.Schema()
	if s == nil {
		return
	}
	if code := property(property(s, "error"), "code"); code != nil {
		if code.Const != nil {
			into[code.Const.Value] = true
		}
		for _, e := range code.Enum {
			into[e.Value] = true
		}
	}
	for _, subs := range [][]*base.SchemaProxy{s.AllOf, s.OneOf, s.AnyOf} {
		for _, sub := range subs {
			collectCodes(sub, into, depth+1)
		}
	}
}

// property returns the schema of s's property name, or nil.
func property(s *base.Schema, name string) *base.Schema {
	if s == nil || s.Properties == nil {
		return nil
	}
	p, ok := s.Properties.Get(name)
	if !ok || p == nil {
		return nil
	}
	return p.Schema()
}

func jsonSchemaOf(resp *v3.Response) *base.SchemaProxy {
	if resp.Content == nil {
		return nil
	}
	mt, ok := resp.Content.Get("application/json")
	if !ok || mt == nil {
		return nil
	}
	return mt.Schema
}

// forEachResponse visits every response of every /api/v1 operation, with
// references resolved. Visiting none fails the test, which would
// otherwise pass for want of anything to check.
func forEachResponse(t *testing.T, v *openapitest.Validator, f func(op, status string, resp *v3.Response)) {
	t.Helper()
	n := 0
	defer func() {
		if n == 0 {
			t.Fatal("the document has no responses to check")
		}
	}()
	for tmpl, item := range v.Model().Paths.PathItems.FromOldest() {
		for method, op := range item.GetOperations().FromOldest() {
			if op.Responses == nil {
				continue
			}
			for status, resp := range op.Responses.Codes.FromOldest() {
				n++
				f(strings.ToUpper(method)+" "+tmpl, status, resp)
			}
		}
	}
}

// TestEveryResponseCarriesRateLimitHeaders enforces the contract's "every
// /api/v1 response carries rate-limit headers" on the description itself,
// plus Retry-After on every 429.
func TestEveryResponseCarriesRateLimitHeaders(t *testing.T) {
	v := validator(t)
	forEachResponse(t, v, func(op, status string, resp *v3.Response) {
		want := []string{"RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"}
		if status == "429" {
			want = append(want, "Retry-After")
		}
		for _, name := range want {
			h, ok := resp.Headers.Get(name)
			if !ok {
				t.Errorf("%s %s: header %s not declared", op, status, name)
				continue
			}
			if !h.Required {
				t.Errorf("%s %s: header %s not required", op, status, name)
			}
		}
	})
}

// TestErrorResponsesUseEnvelope enforces "every 4xx/5xx uses the Error
// envelope": each such schema must be the Error schema or an allOf that
// includes it (every oneOf/anyOf branch likewise).
func TestErrorResponsesUseEnvelope(t *testing.T) {
	v := validator(t)
	var uses func(proxy *base.SchemaProxy, depth int) bool
	uses = func(proxy *base.SchemaProxy, depth int) bool {
		if proxy == nil || depth > 20 {
			return false
		}
		if proxy.IsReference() && proxy.GetReference() == "#/components/schemas/Error" {
			return true
		}
		s := proxy.Schema()
		if s == nil {
			return false
		}
		for _, sub := range s.AllOf {
			if uses(sub, depth+1) {
				return true
			}
		}
		for _, subs := range [][]*base.SchemaProxy{s.OneOf, s.AnyOf} {
			if len(subs) > 0 {
				all := true
				for _, sub := range subs {
					all = all && uses(sub, depth+1)
				}
				return all
			}
		}
		return false
	}
	forEachResponse(t, v, func(op, status string, resp *v3.Response) {
		if status[0] != '4' && status[0] != '5' {
			return
		}
		if !uses(jsonSchemaOf(resp), 0) {
			t.Errorf("%s %s: response schema does not use the Error envelope", op, status)
		}
	})
}

func TestDocumentBasics(t *testing.T) {
	var doc struct {
		OpenAPI string `json:"openapi"`
		Info    struct {
			Version string `json:"version"`
		} `json:"info"`
		Servers []struct {
			URL string `json:"url"`
		} `json:"servers"`
		Webhooks map[string]any `json:"webhooks"`
	}
	if err := json.Unmarshal(openapi.Document(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.1.0" || doc.Info.Version != "1.0.0" {
		t.Errorf("openapi %q version %q, want 3.1.0 / 1.0.0", doc.OpenAPI, doc.Info.Version)
	}
	if len(doc.Servers) != 1 || doc.Servers[0].URL != "{base_url}" {
		t.Errorf("servers = %+v, want one {base_url}", doc.Servers)
	}
	for _, ev := range []string{"analysis.completed", "analysis.failed", "batch.completed", "tax_return.extracted", "application_form.extracted"} {
		if _, ok := doc.Webhooks[ev]; !ok {
			t.Errorf("webhook %s not described", ev)
		}
	}

	// Document must hand out copies: a caller scribbling on the slice must not
	// change what Handler serves.
	d := openapi.Document()
	d[0] = 'X'
	if openapi.Document()[0] != '{' {
		t.Error("Document returned the embedded slice, not a copy")
	}
}

func TestHandler(t *testing.T) {
	v := validator(t)
	rec := httptest.NewRecorder()
	openapi.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/v1/openapi.json", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d", rec.Code)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type %q", ct)
	}
	if !bytes.Equal(rec.Body.Bytes(), openapi.Document()) {
		t.Error("body differs from openapi.Document()")
	}
	// Rate-limit headers come from the router's middleware; add them to check
	// the body against the description of this very endpoint.
	h := hdr()
	h.Set("Content-Type", rec.Header().Get("Content-Type"))
	if err := v.ValidateResponse("GET", "/api/v1/openapi.json", rec.Code, h, rec.Body.Bytes()); err != nil {
		t.Error(err)
	}

	rec = httptest.NewRecorder()
	openapi.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/v1/openapi.json", nil))
	if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") == "" {
		t.Errorf("POST: status %d Allow %q, want 405 with Allow", rec.Code, rec.Header().Get("Allow"))
	}
	if err := v.ValidateUnroutedResponse("POST", "/api/v1/openapi.json", rec.Code, hdr("Allow", rec.Header().Get("Allow")), rec.Body.Bytes()); err != nil {
		t.Error(err)
	}
}

// TestContractEndpointsDocumented pins the contract's endpoint list (plus the
// decided extensions) so a path or method cannot disappear from the
// description unnoticed.
func TestContractEndpointsDocumented(t *testing.T) {
	v := validator(t)
	for _, ep := range []string{
		"POST /api/v1/analyses",
		"GET /api/v1/analyses/{id}",
		"POST /api/v1/clients",
		"GET /api/v1/clients/{id}",
		"GET /api/v1/clients/{id}/open-banking",
		"POST /api/v1/webhooks",
		"GET /api/v1/webhooks",
		"DELETE /api/v1/webhooks/{id}",
		"POST /api/v1/webhooks/test",
		// decided extensions
		"POST /api/v1/uploads",
		"GET /api/v1/openapi.json",
		"GET /api/v1/webhooks/deliveries",
		"POST /api/v1/webhooks/deliveries/{id}/redeliver",
	} {
		method, path, _ := strings.Cut(ep, " ")
		item, ok := v.Model().Paths.PathItems.Get(path)
		if !ok {
			t.Errorf("%s: path not documented", ep)
			continue
		}
		if _, ok := item.GetOperations().Get(strings.ToLower(method)); !ok {
			t.Errorf("%s: method not documented", ep)
		}
	}
}
