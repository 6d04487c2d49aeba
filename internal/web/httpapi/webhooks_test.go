package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

func jsonReq(method, path, token, body string) req {
	return req{method: method, path: path, token: token, body: []byte(body), ctype: "application/json"}
}

// ok asserts a success status and the OpenAPI description of it.
func (h *harness) ok(t *testing.T, r req, status int) map[string]any {
	t.Helper()
	rec := h.do(t, r)
	if rec.Code != status {
		t.Fatalf("%s %s = %d %s, want %d", r.method, r.path, rec.Code, rec.Body, status)
	}
	rateHeaders(t, rec, 120)
	validate(t, r, rec)
	var m map[string]any
	if rec.Body.Len() > 0 {
		if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func TestWebhookSubscriptions(t *testing.T) {
	h := newHarness(t)
	create := func(token, body string) req { return jsonReq("POST", "/api/v1/webhooks", token, body) }
	m := h.ok(t, create(h.rw, `{"event_type":"analysis.completed","included_phases":["parse"],"target_url":"https://hooks.example.com/a","extra":1}`), 201)
	secret, _ := m["secret"].(string)
	id, _ := m["id"].(string)
	if !strings.HasPrefix(secret, "whsec_") || !ids.Valid(id) || m["target_url"] != "https://hooks.example.com/a" {
		t.Fatalf("created %v", m)
	}
	h.ok(t, create(h.rw, `{"event_type":"batch.completed","target_url":"https://hooks.example.com/b"}`), 201)
	h.ok(t, create(h.wo, `{"event_type":"analysis.failed","target_url":"https://hooks.example.com/other-org"}`), 201)

	list := h.ok(t, req{method: "GET", path: "/api/v1/webhooks", token: h.ro}, 200)
	subs, _ := list["subscriptions"].([]any)
	if len(subs) != 2 {
		t.Fatalf("list %v", list)
	}
	for _, s := range subs {
		if _, ok := s.(map[string]any)["secret"]; ok {
			t.Fatalf("list shows a secret: %v", s)
		}
	}

	// Another organization cannot delete it; its owner can, once.
	del := func(token, id string) req { return req{method: "DELETE", path: "/api/v1/webhooks/" + id, token: token} }
	for _, r := range []req{del(h.wo, id), del(h.rw, ids.New()), del(h.rw, "not-a-uuid"), del(h.rw, "test")} {
		rec := h.do(t, r)
		envelope(t, rec, 404, "not_found")
		validate(t, r, rec)
	}
	rec := h.do(t, del(h.rw, id))
	if rec.Code != 204 || rec.Body.Len() != 0 {
		t.Fatalf("delete = %d %s", rec.Code, rec.Body)
	}
	rateHeaders(t, rec, 120)
	validate(t, del(h.rw, id), rec)
	envelope(t, h.do(t, del(h.rw, id)), 404, "not_found")
	if list := h.ok(t, req{method: "GET", path: "/api/v1/webhooks", token: h.rw}, 200); len(list["subscriptions"].([]any)) != 1 {
		t.Fatalf("after delete %v", list)
	}

	// Errors, each with its code and described by OpenAPI.
	disabled := []string{"tax_return.extracted"}
	if _, err := h.accounts.UpdateOrg(context.Background(), h.org.ID, account.OrgUpdate{DisabledEvents: &disabled}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, body string
		status     int
		code       string
		extra      []string
	}{
		{"not json", `event_type=analysis.failed`, 400, "invalid_request", nil},
		{"json array", `[]`, 400, "invalid_request", nil},
		{"unknown event", `{"event_type":"analysis.started","target_url":"https://hooks.example.com/a"}`, 400, "invalid_event_type", nil},
		{"phases missing", `{"event_type":"analysis.completed","target_url":"https://hooks.example.com/a"}`, 400, "invalid_included_phases", nil},
		{"phases on batch", `{"event_type":"batch.completed","included_phases":["parse"],"target_url":"https://hooks.example.com/a"}`, 400, "invalid_included_phases", nil},
		{"private target", `{"event_type":"analysis.failed","target_url":"https://10.0.0.1/a"}`, 400, "invalid_target_url", []string{"reason"}},
		{"disabled event", `{"event_type":"tax_return.extracted","target_url":"https://hooks.example.com/a"}`, 403, "event_disabled", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := create(h.rw, tc.body)
			rec := h.do(t, r)
			envelope(t, rec, tc.status, tc.code, tc.extra...)
			validate(t, r, rec)
		})
	}
	rec = h.do(t, create(h.ro, `{"event_type":"analysis.failed","target_url":"https://hooks.example.com/a"}`))
	envelope(t, rec, 403, "scope_required", "required_scope", "granted_scopes")
}

func TestWebhookTestEndpoint(t *testing.T) {
	h := newHarness(t)
	var got *http.Request
	var body []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		body, _ = io.ReadAll(r.Body)
		w.WriteHeader(200)
	}))
	defer srv.Close()
	m := h.ok(t, jsonReq("POST", "/api/v1/webhooks/test", h.rw, `{"callback_url":"`+srv.URL+`/hook"}`), 200)
	if m["delivered"] != true || m["status"] != float64(200) || got == nil {
		t.Fatalf("test = %v", m)
	}
	if m["signature"] != webhook.Signature(h.org.SigningSecret, body) || got.Header.Get("X-Service-Signature") != m["signature"] {
		t.Fatalf("signature %v, header %q", m["signature"], got.Header.Get("X-Service-Signature"))
	}
	if err := validator(t).ValidateWebhook("webhook.test", got.Header, body); err != nil {
		t.Fatalf("test payload does not match its description: %v", err)
	}
	srv.Close()
	m = h.ok(t, jsonReq("POST", "/api/v1/webhooks/test", h.rw, `{"callback_url":"`+srv.URL+`/hook"}`), 200)
	if m["delivered"] != false || m["status"] != nil {
		t.Fatalf("test to a closed server = %v", m)
	}
	for _, tc := range []struct{ body, code string }{
		{`{}`, "invalid_request"}, {`nope`, "invalid_request"}, {`{"callback_url":"https://169.254.169.254/"}`, "invalid_callback_url"},
	} {
		r := jsonReq("POST", "/api/v1/webhooks/test", h.rw, tc.body)
		rec := h.do(t, r)
		status := 400
		var extra []string
		if tc.code == "invalid_callback_url" {
			status, extra = 422, []string{"reason"}
		}
		envelope(t, rec, status, tc.code, extra...)
		validate(t, r, rec)
	}
}

func TestWebhookDeliveryLog(t *testing.T) {
	h := newHarness(t)
	an := ids.New()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(500) }))
	defer srv.Close()
	err := h.webhooks.Publish(context.Background(), webhook.Event{Kind: "analysis.failed", OrgID: h.org.ID, SubjectID: an, AnalysisID: an, CallbackURL: srv.URL},
		func(context.Context) ([]byte, error) { return []byte(`{}`), nil })
	if err != nil {
		t.Fatal(err)
	}
	// Five failed attempts: dead.
	for i := 0; i < webhook.MaxAttempts; i++ {
		sent := h.queue.Take()
		if len(sent) != 1 {
			t.Fatalf("attempt %d: queued %+v", i+1, sent)
		}
		h.now = h.now.Add(sent[0].Delay)
		if err := h.webhooks.Deliver(context.Background(), sent[0].Msg); err != nil {
			t.Fatal(err)
		}
	}
	list := h.ok(t, req{method: "GET", path: "/api/v1/webhooks/deliveries?analysis_id=" + an, token: h.ro}, 200)
	ds, _ := list["deliveries"].([]any)
	if len(ds) != 1 {
		t.Fatalf("deliveries %v", list)
	}
	d := ds[0].(map[string]any)
	id := webhook.DeliveryID("analysis.failed", an, "callback")
	if d["id"] != id || d["status"] != "dead" || len(d["attempts"].([]any)) != 5 || d["subscription_id"] != nil {
		t.Fatalf("delivery %v", d)
	}
	if other := h.ok(t, req{method: "GET", path: "/api/v1/webhooks/deliveries?analysis_id=" + an, token: h.wo}, 200); len(other["deliveries"].([]any)) != 0 {
		t.Fatalf("another organization sees %v", other)
	}
	for _, path := range []string{"/api/v1/webhooks/deliveries", "/api/v1/webhooks/deliveries?analysis_id=x"} {
		r := req{method: "GET", path: path, token: h.rw}
		rec := h.do(t, r)
		envelope(t, rec, 400, "invalid_request")
		validate(t, r, rec)
	}

	redeliver := func(token, id string) req {
		return req{method: "POST", path: "/api/v1/webhooks/deliveries/" + id + "/redeliver", token: token}
	}
	for _, r := range []req{redeliver(h.wo, id), redeliver(h.rw, ids.New())} {
		rec := h.do(t, r)
		envelope(t, rec, 404, "not_found")
		validate(t, r, rec)
	}
	m := h.ok(t, redeliver(h.rw, id), 202)
	if m["id"] != id || m["status"] != "pending" {
		t.Fatalf("redeliver = %v", m)
	}
	if sent := h.queue.Take(); len(sent) != 1 || sent[0].Msg.Attempt != 6 || sent[0].Delay != 0 {
		t.Fatalf("redelivery queued %+v", sent)
	}
	rec := h.do(t, redeliver(h.rw, id))
	envelope(t, rec, 409, "not_dead")
	validate(t, redeliver(h.rw, id), rec)
	rec = h.do(t, redeliver(h.ro, id))
	envelope(t, rec, 403, "scope_required", "required_scope", "granted_scopes")
}
