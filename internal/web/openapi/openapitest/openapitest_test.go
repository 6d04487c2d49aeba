package openapitest

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/docanalysis/service/internal/web/openapi"
)

// Fixed ids keep the samples readable; they are valid UUIDv4 strings.
const (
	analysisID = "3f1c2b9e-8d4a-4b6e-9c2f-1a2b3c4d5e6f"
	clientID   = "9b2e7c1a-4f3d-4a8b-8c6e-2d1f0e9a8b7c"
	batchID    = "c4a1e2b3-5d6f-4e7a-9b8c-0d1e2f3a4b5c"
	orgID      = "7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b"
	subID      = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"
	deliveryID = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a"
	uploadID   = "0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f"
	sig        = "sha256=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
)

var (
	validatorOnce sync.Once
	validatorVal  *Validator
	validatorErr  error
)

// validator shares one compiled Validator across tests; compiling is the
// expensive part and the Validator is read-only.
func validator(t *testing.T) *Validator {
	t.Helper()
	validatorOnce.Do(func() { validatorVal, validatorErr = New() })
	if validatorErr != nil {
		t.Fatalf("New: %v", validatorErr)
	}
	return validatorVal
}

// hdr returns the headers every /api/v1 JSON response carries, plus extras
// given as name/value pairs; a value of "-" deletes the header so tests can
// express "this one is missing".
func hdr(kv ...string) http.Header {
	h := http.Header{}
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("RateLimit-Limit", "120")
	h.Set("RateLimit-Remaining", "119")
	h.Set("RateLimit-Reset", "42")
	h.Set("RateLimit-Policy", "120;w=60")
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == "-" {
			h.Del(kv[i])
		} else {
			h.Set(kv[i], kv[i+1])
		}
	}
	return h
}

// mutate decodes a JSON sample, applies f and re-encodes it, so negative
// cases are "the valid sample with one mistake" rather than a second copy
// that could drift.
func mutate(t *testing.T, sample string, f func(m map[string]any)) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(sample), &m); err != nil {
		t.Fatalf("bad sample: %v", err)
	}
	f(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func obj(m map[string]any, path ...string) map[string]any {
	for _, p := range path {
		switch c := m[p].(type) {
		case map[string]any:
			m = c
		case []any:
			m = c[0].(map[string]any)
		}
	}
	return m
}

const queuedSample = `{"id":"` + analysisID + `","status":"queued","client_ref":"loan-77","callback_id":"cb_1","created_at":"2026-11-21T10:00:00Z"}`

const snapshotSample = `{"id":"` + analysisID + `","status":"processing","client_ref":null,"metadata":{"k":"v"},
 "document_kind":"bank_statement","phases":{"parse":"completed","metadata_fraud":"pending","ai_fraud":"skipped"}}`

const completedSample = `{"id":"` + analysisID + `","event":"analysis.completed","status":"completed","client_ref":"loan-77",
 "created_at":"2026-11-21T10:00:00Z","completed_at":"2026-11-21T10:01:00Z","metadata":{"deal":42},
 "document_kind":"bank_statement","phases":{"parse":"completed","metadata_fraud":"completed","ai_fraud":"completed"},
 "result":{"bank_name":"Chase","account_holder_name":"ACME LLC","account_number_last4":"1234","currency":"USD",
  "period_start":"2026-01-01","period_end":"2026-01-31","starting_balance":1000.5,"ending_balance":2000,
  "average_balance":1500,"total_deposits":5000,"total_withdrawals":4000.25,"true_revenue":4800,
  "estimated_monthly_revenue":4800,"number_of_deposits":10,"number_of_withdrawals":20,"number_of_nsf":0,
  "number_of_negative_days":null,"fraud_score":12,"fraud_risk_level":"low",
  "monthly_summary":[{"month":"2026-01","deposits":5000}],"debt_outflows":[],
  "transactions":[{"date":"2026-01-02","description":"DEPOSIT","amount":100,"type":"credit","category":null,"running_balance":1100.5,"flagged":false}],
  "checks":[{"name":"balance_reconciles","passed":true,"expected":2000,"actual":2000,"detail":"ok"}],
  "fraud_findings":[{"code":"producer_mismatch","severity":"medium","message":"PDF producer differs","page":null,"evidence":{"producer":"x"},"provider":"metadata"}],
  "detection":{"document_type":"bank_statement","pages_present":3,"pages_expected":3,"detected_bank":"Chase"}},
 "error":null}`

const failedSample = `{"id":"` + analysisID + `","event":"analysis.failed","status":"failed","client_ref":null,
 "created_at":"2026-11-21T10:00:00Z","completed_at":null,"metadata":{},"result":null,
 "error":{"code":"unreadable_pdf","message":"The PDF could not be read."}}`

const extractionSample = `{"id":"` + analysisID + `","event":"application_form.extracted","client_ref":null,
 "created_at":"2026-11-21T10:00:00Z","metadata":{},"data":[]}`

const clientQueuedSample = `{"client_id":"` + clientID + `","batch_id":"` + batchID + `","documents":[
 {"id":"` + analysisID + `","filename":"jan.pdf","status":"queued"},
 {"id":null,"filename":"huge.pdf","status":"failed","error":"file_too_large"}]}`

const clientSample = `{"id":"` + clientID + `","name":"ACME LLC","status":"ready",
 "profile":{"true_revenue":14400,"fraud_score":12,"mca_positions":[]},
 "documents":[
  {"id":"` + analysisID + `","filename":"jan.pdf","status":"completed","bank_name":"Chase","period_start":"2026-01-01","period_end":"2026-01-31","fraud_score":12,"failure_reason":null,"pages_present":3,"pages_expected":3,"detected_bank":"Chase"},
  {"id":"` + uploadID + `","filename":"tax.pdf","status":"failed","failure_reason":"not_a_bank_statement:tax_return"}],
 "counts":{"total":2,"completed":1,"failed":1}}`

const openBankingSample = `{"schema_version":"1.0","generated_at":"2026-11-21T10:00:00Z",
 "client":{"id":"` + clientID + `","name":"ACME LLC"},
 "institutions":[{"id":"chase","name":"Chase"}],
 "accounts":[{"id":"acct_tmp_1","institution_id":"unknown","mask":"1234","label":"Operating","type":"depository","is_composite":false,
   "source_account_count":1,"period":{"start":"2026-01-01","end":"2026-01-31"},"balances":{"opening":1000,"closing":2000,"average":1500},
   "documents":["` + analysisID + `"]},
  {"id":"acct_2","institution_id":null,"mask":null,"label":null,"type":null,"is_composite":true,"source_account_count":2,
   "period":{"start":null,"end":null},"balances":{"opening":null,"closing":null,"average":null},"documents":[]}],
 "transactions":[{"id":"tx_1","account_id":"acct_tmp_1","document_id":"` + analysisID + `","date":"2026-01-02","description":"DEPOSIT",
   "counterparty":null,"amount":100,"direction":"credit","category":"revenue"}],
 "analysis":{"revenue":{"true_revenue":4800,"estimated_monthly":4800},
  "monthly":[{"account_id":"acct_tmp_1","month":"2026-01","deposits":5000}],"mca_positions":[],
  "fraud":{"score":12,"risk_level":"low","findings":[]},"checks":[],
  "excluded_documents":{"failed":0,"processing":0,"no_org":0},"ambiguous_accounts":[],"unassigned_accounts":[],
  "monthly_replacements":[],"excluded_transactions":3,"recompute_pending":null,"fraud_pending":false}}`

const subscriptionSample = `{"id":"` + subID + `","event_type":"analysis.completed","included_phases":["parse","metadata_fraud"],
 "target_url":"https://hooks.example.com/in","created_at":"2026-11-21T10:00:00Z"}`

const deliveriesSample = `{"deliveries":[{"id":"` + deliveryID + `","event":"analysis.completed","target_url":"https://hooks.example.com/in",
 "subscription_id":null,"status":"dead","created_at":"2026-11-21T10:00:00Z","next_attempt_at":null,
 "attempts":[{"attempt":1,"at":"2026-11-21T10:00:01Z","status_code":503,"latency_ms":120,"error":null},
             {"attempt":2,"at":"2026-11-21T10:01:01Z","status_code":null,"latency_ms":10000,"error":"timeout"}]}]}`

const uploadSample = `{"upload_id":"` + uploadID + `","upload_url":"https://storage.example.com/u/abc?sig=1","method":"PUT",
 "headers":{"Content-Type":"application/pdf"},"expires_at":"2026-11-21T11:00:00Z","max_bytes":26214400}`

const batchSample = `{"event":"batch.completed","batch_id":"` + batchID + `","client_id":"` + clientID + `","org_id":"` + orgID + `",
 "counts":{"total":2,"completed":1,"failed":1},"created_at":"2026-11-21T10:05:00Z","profile":{"true_revenue":14400,"fraud_score":12}}`

func errBody(code string) string {
	return `{"error":{"code":"` + code + `","message":"something to fix"}}`
}

const scopeBody = `{"error":{"code":"scope_required","message":"Key lacks analyses:write.","required_scope":"analyses:write","granted_scopes":["analyses:read"]}}`

type respCase struct {
	name    string
	method  string
	path    string
	status  int
	header  http.Header
	body    string
	wantErr string // substring of the expected error; "" means the response must validate
}

func TestValidateResponse(t *testing.T) {
	v := validator(t)
	anal := "/api/v1/analyses/" + analysisID
	cli := "/api/v1/clients/" + clientID
	ob := cli + "/open-banking"

	cases := []respCase{
		// --- accepted ---
		{"submit queued", "POST", "/api/v1/analyses", 202, hdr(), queuedSample, ""},
		{"poll snapshot", "GET", anal, 200, hdr(), snapshotSample, ""},
		{"poll completed", "GET", anal, 200, hdr(), completedSample, ""},
		{"poll failed", "GET", anal, 200, hdr(), failedSample, ""},
		{"poll extraction with empty data", "GET", anal, 200, hdr(), extractionSample, ""},
		{"poll not found", "GET", anal, 404, hdr(), errBody("not_found"), ""},
		{"poll rate limited", "GET", anal, 429, hdr("Retry-After", "30"), errBody("rate_limited"), ""},
		{"poll query string ignored", "get", anal + "?x=1", 200, hdr(), snapshotSample, ""},
		{"submit scope required", "POST", "/api/v1/analyses", 403, hdr(), scopeBody, ""},
		{"submit bad metadata", "POST", "/api/v1/analyses", 422, hdr(), errBody("invalid_metadata"), ""},
		{"submit gateway too large", "POST", "/api/v1/analyses", 413, hdr(),
			`{"error":{"code":"file_too_large","message":"Use the upload endpoint.","upload_endpoint":"/api/v1/uploads"}}`, ""},
		{"submit invalid upload", "POST", "/api/v1/analyses", 400, hdr(), errBody("invalid_upload"), ""},
		{"submit parser unavailable", "POST", "/api/v1/analyses", 502, hdr(), errBody("parser_unavailable"), ""},
		{"clients queued", "POST", "/api/v1/clients", 202, hdr(), clientQueuedSample, ""},
		{"clients too many", "POST", "/api/v1/clients", 413, hdr(), errBody("too_many_files"), ""},
		{"clients no payment customer", "POST", "/api/v1/clients", 402, hdr(), errBody("no_payment_customer"), ""},
		{"client poll", "GET", cli, 200, hdr(), clientSample, ""},
		{"client poll processing, no profile", "GET", cli, 200, hdr(), mutate(t, clientSample, func(m map[string]any) {
			m["status"] = "processing"
			m["profile"] = nil
			m["name"] = nil
		}), ""},
		{"client invalid id", "GET", "/api/v1/clients/nope", 400, hdr(), errBody("invalid_id"), ""},
		{"open banking", "GET", ob + "?include=transactions", 200, hdr(), openBankingSample, ""},
		{"open banking id required", "GET", "/api/v1/clients//open-banking", 400, hdr(), errBody("id_required"), ""},
		{"open banking offset", "GET", ob, 400, hdr(), errBody("invalid_transactions_offset"), ""},
		{"open banking internal", "GET", ob, 500, hdr(), errBody("internal_error"), ""},
		{"open banking sections omitted", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) {
			delete(m, "transactions")
			delete(m, "analysis")
		}), ""},
		{"webhook create", "POST", "/api/v1/webhooks", 201, hdr(), mutate(t, subscriptionSample, func(m map[string]any) { m["secret"] = "whsec_abc" }), ""},
		{"webhook create event disabled", "POST", "/api/v1/webhooks", 403, hdr(), errBody("event_disabled"), ""},
		{"webhook create scope", "POST", "/api/v1/webhooks", 403, hdr(), scopeBody, ""},
		{"webhook create bad phases", "POST", "/api/v1/webhooks", 400, hdr(), errBody("invalid_included_phases"), ""},
		{"webhook list", "GET", "/api/v1/webhooks", 200, hdr(), `{"subscriptions":[` + subscriptionSample + `]}`, ""},
		{"webhook delete", "DELETE", "/api/v1/webhooks/" + subID, 204, hdr("Content-Type", "-"), "", ""},
		{"webhook delete not found", "DELETE", "/api/v1/webhooks/" + subID, 404, hdr(), errBody("not_found"), ""},
		{"webhook test", "POST", "/api/v1/webhooks/test", 200, hdr(), `{"delivered":true,"status":200,"signature":"` + sig + `"}`, ""},
		{"webhook test no response", "POST", "/api/v1/webhooks/test", 200, hdr(), `{"delivered":false,"status":null,"signature":"` + sig + `"}`, ""},
		{"webhook test bad url", "POST", "/api/v1/webhooks/test", 422, hdr(), errBody("invalid_callback_url"), ""},
		{"deliveries", "GET", "/api/v1/webhooks/deliveries?analysis_id=" + analysisID, 200, hdr(), deliveriesSample, ""},
		{"deliveries no filter", "GET", "/api/v1/webhooks/deliveries", 400, hdr(), errBody("invalid_request"), ""},
		{"redeliver", "POST", "/api/v1/webhooks/deliveries/" + deliveryID + "/redeliver", 202, hdr(), `{"id":"` + deliveryID + `","status":"pending"}`, ""},
		{"redeliver not dead", "POST", "/api/v1/webhooks/deliveries/" + deliveryID + "/redeliver", 409, hdr(), errBody("not_dead"), ""},
		{"upload", "POST", "/api/v1/uploads", 201, hdr(), uploadSample, ""},
		{"upload too large", "POST", "/api/v1/uploads", 413, hdr(), errBody("file_too_large"), ""},
		{"openapi document", "GET", "/api/v1/openapi.json", 200, hdr(), string(openapi.Document()), ""},
		{"error with extra context", "GET", anal, 401, hdr(), `{"error":{"code":"unauthorized","message":"Send a key.","hint":"x"}}`, ""},

		// --- rejected: missing required fields ---
		{"queued missing id", "POST", "/api/v1/analyses", 202, hdr(), mutate(t, queuedSample, func(m map[string]any) { delete(m, "id") }), "missing property 'id'"},
		{"snapshot missing status", "GET", anal, 200, hdr(), mutate(t, snapshotSample, func(m map[string]any) { delete(m, "status") }), "/oneOf/0/$ref/required: missing property 'status'"},
		{"completed without result", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { delete(m, "result") }), "missing property 'result'"},
		{"failed without error", "GET", anal, 200, hdr(), mutate(t, failedSample, func(m map[string]any) { delete(m, "error") }), "missing property 'error'"},
		{"extraction without data", "GET", anal, 200, hdr(), mutate(t, extractionSample, func(m map[string]any) { delete(m, "data") }), "missing property 'data'"},
		{"client missing counts", "GET", cli, 200, hdr(), mutate(t, clientSample, func(m map[string]any) { delete(m, "counts") }), "missing property 'counts'"},
		{"counts missing failed", "GET", cli, 200, hdr(), mutate(t, clientSample, func(m map[string]any) { delete(obj(m, "counts"), "failed") }), "$.counts: missing property 'failed'"},
		{"failed file without error code", "POST", "/api/v1/clients", 202, hdr(), mutate(t, clientQueuedSample, func(m map[string]any) {
			delete(m["documents"].([]any)[1].(map[string]any), "error")
		}), "$.documents[1]: missing property 'error'"},
		{"queued file with error code", "POST", "/api/v1/clients", 202, hdr(), mutate(t, clientQueuedSample, func(m map[string]any) {
			m["documents"].([]any)[0].(map[string]any)["error"] = "queue_failed"
		}), "$.documents[0]: 'not' failed"},
		{"created subscription without secret", "POST", "/api/v1/webhooks", 201, hdr(), subscriptionSample, "missing property 'secret'"},
		{"error without message", "GET", anal, 404, hdr(), `{"error":{"code":"not_found"}}`, "$.error: missing property 'message'"},
		{"error not enveloped", "GET", anal, 404, hdr(), `{"code":"not_found","message":"x"}`, "missing property 'error'"},
		{"scope error without granted_scopes", "POST", "/api/v1/analyses", 403, hdr(), errBody("scope_required"), "'granted_scopes'"},
		{"upload missing max_bytes", "POST", "/api/v1/uploads", 201, hdr(), mutate(t, uploadSample, func(m map[string]any) { delete(m, "max_bytes") }), "missing property 'max_bytes'"},

		// --- rejected: wrong enum / const ---
		{"risk level not in enum", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { obj(m, "result")["fraud_risk_level"] = "severe" }), "$.result.fraud_risk_level: value must be one of"},
		{"snapshot status queued", "GET", anal, 200, hdr(), mutate(t, snapshotSample, func(m map[string]any) { m["status"] = "queued" }), "$.status: value must be one of 'pending', 'processing', 'parsed'"},
		{"event/status mismatch", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { m["event"] = "analysis.failed" }), "$.event: value must be 'analysis.completed'"},
		{"phase value", "GET", anal, 200, hdr(), mutate(t, snapshotSample, func(m map[string]any) { obj(m, "phases")["ai_fraud"] = "running" }), "$.phases.ai_fraud: value must be one of"},
		{"document kind", "GET", anal, 200, hdr(), mutate(t, snapshotSample, func(m map[string]any) { m["document_kind"] = "invoice" }), "$.document_kind: value must be one of"},
		{"client status", "GET", cli, 200, hdr(), mutate(t, clientSample, func(m map[string]any) { m["status"] = "done" }), "$.status: value must be one of 'processing', 'aggregating', 'ready', 'failed'"},
		{"file failure code", "POST", "/api/v1/clients", 202, hdr(), mutate(t, clientQueuedSample, func(m map[string]any) {
			m["documents"].([]any)[1].(map[string]any)["error"] = "boom"
		}), "$.documents[1].error: value must be one of"},
		{"direction", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) { obj(m, "transactions")["direction"] = "in" }), "$.transactions[0].direction: value must be one of"},
		{"event type", "GET", "/api/v1/webhooks", 200, hdr(), `{"subscriptions":[` + mutate(t, subscriptionSample, func(m map[string]any) { m["event_type"] = "analysis.done" }) + `]}`, "$.subscriptions[0].event_type: value must be one of"},
		{"delivery status", "GET", "/api/v1/webhooks/deliveries", 200, hdr(), mutate(t, deliveriesSample, func(m map[string]any) { obj(m, "deliveries")["status"] = "lost" }), "$.deliveries[0].status: value must be one of"},
		{"error code not documented for status", "GET", anal, 404, hdr(), errBody("route_not_found"), "$.error.code: value must be 'not_found'"},
		{"400 code from another endpoint", "POST", "/api/v1/analyses", 400, hdr(), errBody("no_files"), "$.error.code: value must be one of 'invalid_document_kind', 'invalid_request', 'invalid_upload'"},

		// --- rejected: wrong types and formats ---
		{"fraud score as string", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { obj(m, "result")["fraud_score"] = "12" }), "$.result.fraud_score: got string"},
		{"fraud score fractional", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { obj(m, "result")["fraud_score"] = 12.5 }), "$.result.fraud_score: got number, want null or integer"},
		{"transaction flagged as string", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { obj(m, "result", "transactions")["flagged"] = "yes" }), "$.result.transactions[0].flagged: got string"},
		{"period date format", "GET", anal, 200, hdr(), mutate(t, completedSample, func(m map[string]any) { obj(m, "result")["period_start"] = "01/31/2026" }), "$.result.period_start: '01/31/2026' is not valid date"},
		{"created_at not date-time", "POST", "/api/v1/analyses", 202, hdr(), mutate(t, queuedSample, func(m map[string]any) { m["created_at"] = "yesterday" }), "$.created_at: 'yesterday' is not valid date-time"},
		{"id not uuid", "POST", "/api/v1/analyses", 202, hdr(), mutate(t, queuedSample, func(m map[string]any) { m["id"] = "an_123" }), "$.id: 'an_123' is not valid uuid"},
		{"metadata not object", "GET", anal, 200, hdr(), mutate(t, failedSample, func(m map[string]any) { m["metadata"] = "{}" }), "$.metadata: got string, want object"},
		{"count as string", "GET", cli, 200, hdr(), mutate(t, clientSample, func(m map[string]any) { obj(m, "counts")["total"] = "2" }), "$.counts.total: got string, want integer"},
		{"negative amount", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) { obj(m, "transactions")["amount"] = -5 }), "$.transactions[0].amount: minimum"},
		{"month format", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) { obj(m, "analysis", "monthly")["month"] = "2026-13" }), "$.analysis.monthly[0].month: '2026-13' does not match pattern"},
		{"is_composite as string", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) { obj(m, "accounts")["is_composite"] = "false" }), "$.accounts[0].is_composite: got string, want boolean"},
		{"unassigned accounts as a count", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) { obj(m, "analysis")["unassigned_accounts"] = 0 }), "$.analysis.unassigned_accounts: got number, want array"},
		{"replacement without a reason", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) {
			obj(m, "analysis")["monthly_replacements"] = []any{map[string]any{"account_id": "a", "month": "2026-01", "used_document_id": "x", "replaced_document_id": "y", "reason": "because"}}
		}), "$.analysis.monthly_replacements[0].reason: value must be one of"},
		{"recompute_pending missing", "GET", ob, 200, hdr(), mutate(t, openBankingSample, func(m map[string]any) { delete(obj(m, "analysis"), "recompute_pending") }), "$.analysis: missing property 'recompute_pending'"},
		{"target_url not uri", "GET", "/api/v1/webhooks", 200, hdr(), `{"subscriptions":[` + mutate(t, subscriptionSample, func(m map[string]any) { m["target_url"] = "not a url" }) + `]}`, "$.subscriptions[0].target_url: 'not a url' is not valid uri"},
		{"test signature format", "POST", "/api/v1/webhooks/test", 200, hdr(), `{"delivered":true,"status":200,"signature":"abc"}`, "$.signature: 'abc' does not match pattern"},
		{"listed subscription leaks secret", "GET", "/api/v1/webhooks", 200, hdr(), `{"subscriptions":[` + mutate(t, subscriptionSample, func(m map[string]any) { m["secret"] = "whsec_x" }) + `]}`, "$.subscriptions[0]: 'not' failed"},
		{"body not JSON", "GET", anal, 200, hdr(), `<html>`, "cannot be decoded"},

		// --- rejected: headers and content type ---
		{"missing RateLimit-Remaining", "GET", anal, 200, hdr("RateLimit-Remaining", "-"), snapshotSample, "Required header 'RateLimit-Remaining' was not found"},
		{"missing RateLimit-Policy on error", "GET", anal, 404, hdr("RateLimit-Policy", "-"), errBody("not_found"), "Required header 'RateLimit-Policy' was not found"},
		{"missing rate-limit on 204", "DELETE", "/api/v1/webhooks/" + subID, 204, hdr("Content-Type", "-", "RateLimit-Limit", "-"), "", "Required header 'RateLimit-Limit' was not found"},
		{"RateLimit-Limit not integer", "GET", anal, 200, hdr("RateLimit-Limit", "lots"), snapshotSample, "header 'ratelimit-limit' is defined as an integer, however it failed"},
		{"429 without Retry-After", "GET", anal, 429, hdr(), errBody("rate_limited"), "Required header 'Retry-After' was not found"},
		{"wrong content type", "GET", anal, 200, hdr("Content-Type", "text/plain"), snapshotSample, "content type 'text/plain'"},
		{"missing content type", "GET", anal, 200, hdr("Content-Type", "-"), snapshotSample, "content type ''"},
		{"204 with body", "DELETE", "/api/v1/webhooks/" + subID, 204, hdr(), `{}`, "no content"},
		{"200 with empty body", "GET", anal, 200, hdr(), ``, "empty body"},

		// --- rejected: undocumented route, method, status ---
		{"undocumented status", "GET", anal, 418, hdr(), errBody("teapot"), "response code '418' of the GET request submitted has not been defined"},
		{"undocumented 2xx", "POST", "/api/v1/analyses", 200, hdr(), queuedSample, "response code '200' of the POST request submitted has not been defined"},
		{"unknown path", "GET", "/api/v1/analyses/" + analysisID + "/pages", 200, hdr(), `{}`, "that path, or the GET method for that path does not exist"},
		{"unknown version", "GET", "/api/v2/analyses/" + analysisID, 200, hdr(), snapshotSample, "that path, or the GET method for that path does not exist"},
		{"undocumented method", "PUT", "/api/v1/analyses", 202, hdr(), queuedSample, "The PUT method for that path does not exist"},
	}

	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			err := v.ValidateResponse(tc.method, tc.path, tc.status, tc.header, []byte(tc.body))
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("want valid, got: %v", err)
			case tc.wantErr != "" && err == nil:
				t.Fatalf("want error containing %q, got none", tc.wantErr)
			case tc.wantErr != "" && !containsFold(err.Error(), tc.wantErr):
				t.Fatalf("want error containing %q, got: %v", tc.wantErr, err)
			}
		})
	}
}

func TestValidateUnroutedResponse(t *testing.T) {
	v := validator(t)
	cases := []respCase{
		{"route not found", "GET", "/api/v1/nope", 404, hdr(), errBody("route_not_found"), ""},
		{"method not allowed", "DELETE", "/api/v1/analyses", 405, hdr("Allow", "POST"), errBody("method_not_allowed"), ""},
		{"method not allowed on two-method path", "PATCH", "/api/v1/webhooks", 405, hdr("Allow", "GET, HEAD, POST"), errBody("method_not_allowed"), ""},
		{"405 without Allow", "DELETE", "/api/v1/analyses", 405, hdr(), errBody("method_not_allowed"), "Allow"},
		{"Allow missing a documented method", "PATCH", "/api/v1/webhooks", 405, hdr("Allow", "GET"), errBody("method_not_allowed"), "POST"},
		{"wrong code for unknown route", "GET", "/api/v1/nope", 404, hdr(), errBody("not_found"), "$.error.code: value must be 'route_not_found'"},
		{"unknown route must be 404", "GET", "/api/v1/nope", 200, hdr(), `{}`, "expected 404"},
		{"wrong method must be 405", "DELETE", "/api/v1/analyses", 404, hdr(), errBody("route_not_found"), "expected 405"},
		{"documented operation refused", "GET", "/api/v1/webhooks", 404, hdr(), errBody("route_not_found"), "use ValidateResponse"},
		{"rate-limit headers required", "GET", "/api/v1/nope", 404, hdr("RateLimit-Reset", "-"), errBody("route_not_found"), "RateLimit-Reset"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := v.ValidateUnroutedResponse(tc.method, tc.path, tc.status, tc.header, []byte(tc.body))
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("want valid, got: %v", err)
			case tc.wantErr != "" && err == nil:
				t.Fatalf("want error containing %q, got none", tc.wantErr)
			case tc.wantErr != "" && !containsFold(err.Error(), tc.wantErr):
				t.Fatalf("want error containing %q, got: %v", tc.wantErr, err)
			}
		})
	}
}

func TestValidateWebhook(t *testing.T) {
	v := validator(t)
	wh := func(event string, kv ...string) http.Header {
		h := http.Header{}
		h.Set("Content-Type", "application/json")
		h.Set("X-Service-Event", event)
		h.Set("X-Service-Delivery", deliveryID)
		h.Set("X-Service-Signature", sig)
		h.Set("webhook-id", "msg_"+deliveryID)
		h.Set("webhook-timestamp", "1795000000")
		h.Set("webhook-signature", "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=")
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i+1] == "-" {
				h.Del(kv[i])
			} else {
				h.Set(kv[i], kv[i+1])
			}
		}
		return h
	}
	cases := []struct {
		name, event string
		header      http.Header
		body        string
		wantErr     string
	}{
		{"analysis.completed", "analysis.completed", wh("analysis.completed"), completedSample, ""},
		{"analysis.failed", "analysis.failed", wh("analysis.failed"), failedSample, ""},
		{"batch.completed", "batch.completed", wh("batch.completed"), batchSample, ""},
		{"batch without profile", "batch.completed", wh("batch.completed"), mutate(t, batchSample, func(m map[string]any) { delete(m, "profile") }), ""},
		{"tax_return.extracted", "tax_return.extracted", wh("tax_return.extracted"),
			mutate(t, extractionSample, func(m map[string]any) {
				m["event"] = "tax_return.extracted"
				m["data"] = []any{map[string]any{"name": "gross_receipts", "value": 410000, "label": "Gross receipts or sales", "page": 1,
					"form": "1120-S", "tax_year": 2024, "line": "1a", "source": "form_field", "confidence": 0.95}}
				m["checks"] = []any{map[string]any{"name": "net_receipts", "passed": true, "expected": 410000, "actual": 410000}}
				m["flagged"] = false
			}), ""},
		{"application row with owner", "application_form.extracted", wh("application_form.extracted"),
			mutate(t, extractionSample, func(m map[string]any) {
				m["data"] = []any{map[string]any{"name": "owner_ssn_last4", "value": "6789", "label": "SSN", "page": 1, "owner": 1, "source": "text", "confidence": 0.9}}
			}), ""},
		{"application_form.extracted", "application_form.extracted", wh("application_form.extracted"), extractionSample, ""},
		{"webhook.test", "webhook.test", wh("webhook.test"),
			`{"event":"webhook.test","id":"` + deliveryID + `","created_at":"2026-11-21T10:00:00Z","data":{"message":"hello"}}`, ""},
		{"standard-webhooks headers optional", "analysis.failed", wh("analysis.failed", "webhook-id", "-", "webhook-timestamp", "-", "webhook-signature", "-"), failedSample, ""},

		{"missing signature", "analysis.completed", wh("analysis.completed", "X-Service-Signature", "-"), completedSample, "X-Service-Signature"},
		{"malformed signature", "analysis.completed", wh("analysis.completed", "X-Service-Signature", "md5=abc"), completedSample, "X-Service-Signature"},
		{"missing delivery id", "analysis.completed", wh("analysis.completed", "X-Service-Delivery", "-"), completedSample, "X-Service-Delivery"},
		{"event header mismatch", "analysis.completed", wh("analysis.failed"), completedSample, "X-Service-Event"},
		{"payload of other event", "analysis.completed", wh("analysis.completed"), failedSample, "$.event: value must be 'analysis.completed'"},
		{"batch missing org_id", "batch.completed", wh("batch.completed"), mutate(t, batchSample, func(m map[string]any) { delete(m, "org_id") }), "missing property 'org_id'"},
		{"extraction row without name", "application_form.extracted", wh("application_form.extracted"),
			mutate(t, extractionSample, func(m map[string]any) {
				m["data"] = []any{map[string]any{"field": " Business Legal Name", "value": "Ada LLC"}}
			}), "missing properties 'name'"},
		{"extraction row of unknown source", "application_form.extracted", wh("application_form.extracted"),
			mutate(t, extractionSample, func(m map[string]any) {
				m["data"] = []any{map[string]any{"name": "dba", "value": "Ada", "page": 1, "source": "guess", "confidence": 0.5}}
			}), "source"},
		{"extraction event mismatch", "tax_return.extracted", wh("tax_return.extracted"), extractionSample, "$.event: value must be 'tax_return.extracted'"},
		{"timestamp not integer", "analysis.failed", wh("analysis.failed", "webhook-timestamp", "soon"), failedSample, "webhook-timestamp"},
		{"test payload missing message", "webhook.test", wh("webhook.test"),
			`{"event":"webhook.test","id":"` + deliveryID + `","created_at":"2026-11-21T10:00:00Z","data":{}}`, "$.data: missing property 'message'"},
		{"wrong content type", "analysis.failed", wh("analysis.failed", "Content-Type", "text/plain"), failedSample, "content type 'text/plain'"},
		{"unknown event", "analysis.started", wh("analysis.started"), failedSample, "not documented"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := v.ValidateWebhook(tc.event, tc.header, []byte(tc.body))
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("want valid, got: %v", err)
			case tc.wantErr != "" && err == nil:
				t.Fatalf("want error containing %q, got none", tc.wantErr)
			case tc.wantErr != "" && !containsFold(err.Error(), tc.wantErr):
				t.Fatalf("want error containing %q, got: %v", tc.wantErr, err)
			}
		})
	}
}

// containsFold reports whether s contains substr in any case: the library
// names headers in lower case.
func containsFold(s, substr string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(substr))
}

// TestNewRejectsBrokenDocuments: a description that is not valid OpenAPI
// 3.1, or whose references or schemas are broken, fails New instead of
// validating nothing.
func TestNewRejectsBrokenDocuments(t *testing.T) {
	const (
		info = `"info":{"title":"t","version":"1"}`
		ok   = `{"openapi":"3.1.0",` + info + `,"paths":{"/x":{"get":{"responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"$ref":"#/components/schemas/X"}}}}}}}},` +
			`"components":{"schemas":{"X":{"type":"object"}}}}`
	)
	tests := []struct {
		name, doc, errSub string
	}{
		{"valid", ok, ""},
		{"not JSON", `{"openapi":`, "openapi.json"},
		{"OpenAPI 3.0", strings.Replace(ok, `"3.1.0"`, `"3.0.3"`, 1), "want 3.1.x"},
		{"dangling $ref", strings.Replace(ok, `"#/components/schemas/X"`, `"#/components/schemas/Missing"`, 1), "Missing"},
		{"no info", strings.Replace(ok, info+",", "", 1), "not a valid OpenAPI 3.1 document"},
		{"response without description", strings.Replace(ok, `"description":"ok",`, "", 1), "not a valid OpenAPI 3.1 document"},
		{"broken component schema", strings.Replace(ok, `"X":{"type":"object"}`, `"X":{"type":"object"},"Y":{"type":"object","pattern":"("}`, 1), "components/schemas/Y"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := newValidator([]byte(tc.doc))
			switch {
			case tc.errSub == "" && err != nil:
				t.Fatalf("want valid, got: %v", err)
			case tc.errSub != "" && err == nil:
				t.Fatalf("want error containing %q, got none", tc.errSub)
			case tc.errSub != "" && !strings.Contains(err.Error(), tc.errSub):
				t.Fatalf("want error containing %q, got: %v", tc.errSub, err)
			}
		})
	}
}
