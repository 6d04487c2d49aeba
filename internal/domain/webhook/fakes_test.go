package webhook_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/urlguard"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/testkit/webhooktest"
)

var t0 = time.Date(2026, 3, 2, 9, 30, 0, 0, time.UTC)

// env is the engine over in-memory fakes, with a settable clock. Receivers
// are real HTTP servers on loopback, which the guard allows in insecure
// (local) mode.
type env struct {
	svc   *webhook.Service
	store *webhooktest.Store
	queue *webhooktest.Queue
	blobs *webhooktest.Blobs
	orgs  *fakestore.Accounts
	org   account.Org
	other account.Org
	mu    sync.Mutex
	now   time.Time
}

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{store: webhooktest.NewStore(), queue: &webhooktest.Queue{}, blobs: webhooktest.NewBlobs(), now: t0}
	e.org = account.Org{ID: ids.New(), Name: "A", Plan: account.PlanPaid, SigningSecret: ids.Secret("whsec_", 24)}
	e.other = account.Org{ID: ids.New(), Name: "B", Plan: account.PlanPaid, SigningSecret: ids.Secret("whsec_", 24)}
	e.orgs = fakestore.NewAccounts()
	for _, o := range []account.Org{e.org, e.other} {
		if err := e.orgs.CreateOrg(context.Background(), o); err != nil {
			t.Fatal(err)
		}
	}
	guard := urlguard.Guard{AllowInsecure: true}
	e.svc = &webhook.Service{
		Store: e.store, Orgs: e.orgs, Queue: e.queue, Blobs: e.blobs, URLs: guard,
		Client: &webhook.Client{Guard: guard, Timeout: 2 * time.Second},
		Log:    slog.New(slog.DiscardHandler), Now: e.clock,
	}
	return e
}

func (e *env) clock() time.Time {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.now
}

func (e *env) advance(d time.Duration) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.now = e.now.Add(d)
}

func (e *env) principal() account.Principal { return account.Principal{Org: e.org} }

// drain runs every queued message, waiting out each delay on the fake
// clock, until the queue is empty, and returns the delays it saw.
func (e *env) drain(t *testing.T) []time.Duration {
	t.Helper()
	var delays []time.Duration
	for i := 0; i < 50; i++ {
		sent := e.queue.Take()
		if len(sent) == 0 {
			return delays
		}
		for _, s := range sent {
			delays = append(delays, s.Delay)
			e.advance(s.Delay)
			if err := e.svc.Deliver(context.Background(), s.Msg); err != nil {
				t.Fatalf("Deliver(%+v): %v", s.Msg, err)
			}
		}
	}
	t.Fatal("the queue never drained")
	return nil
}

// receiver is a webhook receiver on loopback that answers with a script
// of statuses (the last one repeats) and records what it got.
type receiver struct {
	srv      *httptest.Server
	mu       sync.Mutex
	statuses []int
	delay    time.Duration
	got      []received
	handler  http.HandlerFunc
}

type received struct {
	header http.Header
	body   []byte
}

func newReceiver(t *testing.T, statuses ...int) *receiver {
	t.Helper()
	r := &receiver{statuses: statuses}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.got = append(r.got, received{header: req.Header.Clone(), body: body})
		status := 200
		if len(r.statuses) > 0 {
			status = r.statuses[0]
			if len(r.statuses) > 1 {
				r.statuses = r.statuses[1:]
			}
		}
		delay, h := r.delay, r.handler
		r.mu.Unlock()
		if h != nil {
			h(w, req)
			return
		}
		time.Sleep(delay)
		w.WriteHeader(status)
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *receiver) requests() []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]received(nil), r.got...)
}
