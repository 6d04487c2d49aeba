package webhook_test

import (
	"context"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/urlguard"
)

// splitGuard checks URLs with one guard and vets connections with another,
// so a test can let a URL through the check and see the dialer stop it.
type splitGuard struct {
	urlguard.Guard // Check
	dial           urlguard.Guard
}

func (g splitGuard) Control(network, address string, c syscall.RawConn) error {
	return g.dial.Control(network, address, c)
}

// The guard vets the connection itself too: an address the URL check let
// through but the dialer's check refuses is never connected to, and the
// attempt fails as refused, not as a network error to retry.
func TestClientVetsEachConnection(t *testing.T) {
	rcv := newReceiver(t)
	for _, tc := range []struct {
		name    string
		dial    urlguard.Guard
		refused bool
	}{
		{"loopback allowed in local mode", urlguard.Guard{AllowInsecure: true}, false},
		{"loopback refused by the dialer", urlguard.Guard{}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := len(rcv.requests())
			c := &webhook.Client{Guard: splitGuard{Guard: urlguard.Guard{AllowInsecure: true}, dial: tc.dial}, Timeout: 2 * time.Second}
			r := c.Post(context.Background(), rcv.srv.URL+"/hook", http.Header{"Content-Type": {"application/json"}}, []byte(`{}`))
			sent := len(rcv.requests()) - before
			if !tc.refused {
				if r.Outcome != webhook.Acknowledged || r.StatusCode != 200 || sent != 1 {
					t.Fatalf("result %+v, %d sent", r, sent)
				}
				return
			}
			if !r.Refused || r.Outcome != webhook.Permanent || r.StatusCode != 0 || sent != 0 {
				t.Fatalf("result %+v, %d sent; want a permanent refusal and nothing sent", r, sent)
			}
			if !strings.HasPrefix(r.Reason, "refused: ") {
				t.Errorf("reason %q", r.Reason)
			}
		})
	}
}
