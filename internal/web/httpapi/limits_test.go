package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/docanalysis/service/internal/platform/ids"
)

// Issue 16, defect 5: every new garbage token got its own counter (and a
// DynamoDB write), so garbage was never rate-limited. Requests without a
// valid token are now counted per client address, in memory.
func TestRateLimitGarbageTokensByAddress(t *testing.T) {
	tests := []struct {
		name  string
		token func(i int) string
	}{
		{"fresh unknown key each time", func(i int) string { return fmt.Sprintf("cg_live_garbage%04d", i) }},
		{"fresh unknown OAuth token each time", func(i int) string { return fmt.Sprintf("oat_garbage%04d", i) }},
		{"malformed token", func(i int) string { return fmt.Sprintf("nonsense-%d", i) }},
		{"no token", func(int) string { return "" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			h.srv.cfg.RateLimit = 5
			path := "/api/v1/analyses/" + ids.New()
			for i := range 5 {
				rec := h.do(t, req{method: "GET", path: path, token: tc.token(i), remote: "203.0.113.9:4000"})
				envelope(t, rec, 401, "unauthorized")
				rateHeaders(t, rec, 5)
				if got := rec.Header().Get("RateLimit-Remaining"); got != fmt.Sprint(4-i) {
					t.Fatalf("request %d: RateLimit-Remaining %s", i, got)
				}
			}
			r := req{method: "GET", path: path, token: tc.token(99), remote: "203.0.113.9:4001"}
			rec := h.do(t, r)
			envelope(t, rec, 429, "rate_limited")
			rateHeaders(t, rec, 5)
			if rec.Header().Get("Retry-After") == "" {
				t.Fatal("no Retry-After")
			}
			validate(t, r, rec)
			if w := h.counter.Windows(); len(w) != 0 {
				t.Fatalf("garbage wrote %d shared counters: %+v", len(w), w)
			}
			// Another address is not affected, nor is a valid key from it.
			rec = h.do(t, req{method: "GET", path: path, token: tc.token(100), remote: "198.51.100.4:5000"})
			envelope(t, rec, 401, "unauthorized")
			rec = h.do(t, req{method: "GET", path: path, token: h.rw, remote: "198.51.100.4:5000"})
			envelope(t, rec, 404, "not_found")
			if len(h.counter.Windows()) != 1 {
				t.Fatalf("a valid key is counted in the shared store: %+v", h.counter.Windows())
			}
		})
	}
}

// The address limit is checked before a presented token is looked up, so
// an address that is spraying garbage stops reaching the credential store.
func TestRateLimitExhaustedAddressSkipsLookup(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.RateLimit = 2
	remote := "203.0.113.10:1"
	for i := range 3 {
		h.do(t, req{method: "GET", path: "/api/v1/webhooks", token: fmt.Sprintf("cg_live_g%d", i), remote: remote})
	}
	h.accounts.Err = fmt.Errorf("the credential store must not be read")
	r := req{method: "GET", path: "/api/v1/webhooks", token: "cg_live_another", remote: remote}
	rec := h.do(t, r)
	envelope(t, rec, 429, "rate_limited")
	rateHeaders(t, rec, 2)
	validate(t, r, rec)
}

func TestClientAddr(t *testing.T) {
	tests := []struct{ remote, want string }{
		{"203.0.113.7:443", "addr:203.0.113.7"},
		{"203.0.113.7", "addr:203.0.113.7"}, // API Gateway's source IP, as the proxy adapter sets it
		{"[::ffff:203.0.113.7]:80", "addr:203.0.113.7"},
		{"[2001:db8:1:2:3:4:5:6]:80", "addr:2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff::1", "addr:2001:db8:1:2::/64"},
		{"[fe80::1%eth0]:80", "addr:fe80::/64"},
		{"pipe", "addr:pipe"},
	}
	for _, tc := range tests {
		r, _ := http.NewRequest("GET", "/", nil)
		r.RemoteAddr = tc.remote
		if got := clientAddr(r); got != tc.want {
			t.Errorf("clientAddr(%q) = %q, want %q", tc.remote, got, tc.want)
		}
	}
}
