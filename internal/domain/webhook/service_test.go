package webhook_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/urlguard"
)

// staticResolver resolves every host to one address.
type staticResolver string

func (r staticResolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return []netip.Addr{netip.MustParseAddr(string(r))}, nil
}

func raw(v string) json.RawMessage {
	if v == "" {
		return nil
	}
	return json.RawMessage(v)
}

func TestCreateValidation(t *testing.T) {
	e := newEnv(t)
	// The production rules: https only, public addresses only.
	e.svc.URLs = urlguard.Guard{Resolver: staticResolver("93.184.216.34")}
	e.org.DisabledEvents = []string{"tax_return.extracted"}
	tests := []struct {
		name, event, phases, target string
		code                        string
		wantPhases                  []string
	}{
		{"completed with phases", `"analysis.completed"`, `["metadata_fraud","parse"]`, `"https://hooks.example.com/a"`, "", []string{"parse", "metadata_fraud"}},
		{"failed without phases", `"analysis.failed"`, "", `"https://hooks.example.com/a"`, "", []string{}},
		{"batch with null phases", `"batch.completed"`, `null`, `"https://hooks.example.com/a"`, "", []string{}},
		{"form with empty phases", `"application_form.extracted"`, `[]`, `"https://hooks.example.com/a"`, "", []string{}},
		{"missing event", "", "", `"https://hooks.example.com/a"`, "invalid_event_type", nil},
		{"unknown event", `"analysis.done"`, "", `"https://hooks.example.com/a"`, "invalid_event_type", nil},
		{"event not a string", `5`, "", `"https://hooks.example.com/a"`, "invalid_event_type", nil},
		{"disabled extraction event", `"tax_return.extracted"`, "", `"https://hooks.example.com/a"`, "event_disabled", nil},
		{"completed without phases", `"analysis.completed"`, "", `"https://hooks.example.com/a"`, "invalid_included_phases", nil},
		{"completed with empty phases", `"analysis.completed"`, `[]`, `"https://hooks.example.com/a"`, "invalid_included_phases", nil},
		{"unknown phase", `"analysis.completed"`, `["parse","ocr"]`, `"https://hooks.example.com/a"`, "invalid_included_phases", nil},
		{"duplicate phase", `"analysis.completed"`, `["parse","parse"]`, `"https://hooks.example.com/a"`, "invalid_included_phases", nil},
		{"phases not an array", `"analysis.completed"`, `"parse"`, `"https://hooks.example.com/a"`, "invalid_included_phases", nil},
		{"phases on another event", `"analysis.failed"`, `["parse"]`, `"https://hooks.example.com/a"`, "invalid_included_phases", nil},
		{"missing target", `"analysis.failed"`, "", "", "invalid_target_url", nil},
		{"http target", `"analysis.failed"`, "", `"http://hooks.example.com/a"`, "invalid_target_url", nil},
		{"loopback target", `"analysis.failed"`, "", `"https://127.0.0.1/a"`, "invalid_target_url", nil},
		{"metadata service target", `"analysis.failed"`, "", `"https://169.254.169.254/latest"`, "invalid_target_url", nil},
		{"relative target", `"analysis.failed"`, "", `"/hooks"`, "invalid_target_url", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := e.svc.Create(context.Background(), e.principal(), webhook.SubscriptionRequest{
				EventType: raw(tc.event), IncludedPhases: raw(tc.phases), TargetURL: raw(tc.target),
			})
			if tc.code != "" {
				if apperr.CodeOf(err) != tc.code {
					t.Fatalf("err = %v, want %s", err, tc.code)
				}
				if ae, _ := apperr.As(err); tc.code == "invalid_target_url" && tc.target != "" && ae.Fields["reason"] == nil {
					t.Fatalf("refusal without a reason: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !ids.Valid(got.ID) || !strings.HasPrefix(got.Secret, "whsec_") || strings.Join(got.IncludedPhases, ",") != strings.Join(tc.wantPhases, ",") ||
				got.IncludedPhases == nil || got.TargetURL != "https://hooks.example.com/a" || !got.CreatedAt.Equal(t0) {
				t.Fatalf("created %+v", got)
			}
		})
	}
}

func TestListAndDelete(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	mk := func(p func() webhook.SubscriptionRequest) webhook.CreatedSubscription {
		c, err := e.svc.Create(ctx, e.principal(), p())
		if err != nil {
			t.Fatal(err)
		}
		e.advance(time.Second)
		return c
	}
	a := mk(func() webhook.SubscriptionRequest {
		return webhook.SubscriptionRequest{EventType: raw(`"analysis.failed"`), TargetURL: raw(`"http://127.0.0.1:9/a"`)}
	})
	b := mk(func() webhook.SubscriptionRequest {
		return webhook.SubscriptionRequest{EventType: raw(`"batch.completed"`), TargetURL: raw(`"http://127.0.0.1:9/b"`)}
	})
	list, err := e.svc.List(ctx, e.principal())
	if err != nil || len(list) != 2 || list[0].ID != a.ID || list[1].ID != b.ID {
		t.Fatalf("List = %+v, %v", list, err)
	}
	js, _ := json.Marshal(list)
	if strings.Contains(string(js), "secret") || strings.Contains(string(js), a.Secret) {
		t.Fatalf("list leaks secrets: %s", js)
	}
	if l, _ := e.svc.List(ctx, e.principal()); len(l) != 2 {
		t.Fatal("list changed")
	}

	other := e.principal()
	other.Org = e.other
	for _, tc := range []struct {
		name string
		p    func() error
	}{
		{"another organization's", func() error { return e.svc.Delete(ctx, other, a.ID) }},
		{"unknown", func() error { return e.svc.Delete(ctx, e.principal(), ids.New()) }},
		{"malformed", func() error { return e.svc.Delete(ctx, e.principal(), "nope") }},
	} {
		if err := tc.p(); apperr.CodeOf(err) != "not_found" {
			t.Fatalf("delete %s: %v", tc.name, err)
		}
	}
	if err := e.svc.Delete(ctx, e.principal(), a.ID); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Delete(ctx, e.principal(), a.ID); apperr.CodeOf(err) != "not_found" {
		t.Fatalf("second delete: %v", err)
	}
	if l, _ := e.svc.List(ctx, e.principal()); len(l) != 1 || l[0].ID != b.ID {
		t.Fatalf("after delete: %+v", l)
	}
	e.store.Err = errors.New("boom")
	if _, err := e.svc.List(ctx, e.principal()); err == nil || apperr.CodeOf(err) != "" {
		t.Fatalf("store failure = %v, want an internal error", err)
	}
}

func TestTestDelivery(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	ok := newReceiver(t, 204)
	down := newReceiver(t, 503)
	slow := newReceiver(t)
	e.svc.Client.Timeout = 300 * time.Millisecond
	slow.delay = time.Second

	res, err := e.svc.Test(ctx, e.principal(), webhook.TestRequest{CallbackURL: raw(`"` + ok.srv.URL + `/hook"`)})
	if err != nil || !res.Delivered || res.Status == nil || *res.Status != 204 {
		t.Fatalf("Test = %+v, %v", res, err)
	}
	got := ok.requests()
	if len(got) != 1 {
		t.Fatalf("receiver got %d requests", len(got))
	}
	r := got[0]
	if r.header.Get("X-Service-Signature") != webhook.Signature(e.org.SigningSecret, r.body) || res.Signature != r.header.Get("X-Service-Signature") {
		t.Fatalf("signature %q / %q", r.header.Get("X-Service-Signature"), res.Signature)
	}
	var p webhook.TestPayload
	if err := json.Unmarshal(r.body, &p); err != nil || p.Event != "webhook.test" || !ids.Valid(p.ID) || p.Data.Message == "" ||
		r.header.Get("X-Service-Delivery") != p.ID || r.header.Get("X-Service-Event") != "webhook.test" {
		t.Fatalf("payload %s headers %v", r.body, r.header)
	}

	res, err = e.svc.Test(ctx, e.principal(), webhook.TestRequest{CallbackURL: raw(`"` + down.srv.URL + `"`)})
	if err != nil || res.Delivered || res.Status == nil || *res.Status != 503 {
		t.Fatalf("Test(503) = %+v, %v", res, err)
	}
	res, err = e.svc.Test(ctx, e.principal(), webhook.TestRequest{CallbackURL: raw(`"` + slow.srv.URL + `"`)})
	if err != nil || res.Delivered || res.Status != nil || !strings.HasPrefix(res.Signature, "sha256=") {
		t.Fatalf("Test(slow) = %+v, %v", res, err)
	}

	e.svc.URLs = urlguard.Guard{}
	for _, tc := range []struct{ body, code string }{
		{"", "invalid_request"}, {`""`, "invalid_request"}, {`7`, "invalid_request"},
		{`"http://hooks.example.com/x"`, "invalid_callback_url"}, {`"https://10.1.2.3/x"`, "invalid_callback_url"},
	} {
		if _, err := e.svc.Test(ctx, e.principal(), webhook.TestRequest{CallbackURL: raw(tc.body)}); apperr.CodeOf(err) != tc.code {
			t.Fatalf("Test(%s) = %v, want %s", tc.body, err, tc.code)
		}
	}
}
