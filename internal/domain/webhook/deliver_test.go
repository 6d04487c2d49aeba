package webhook_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
)

// subscribe stores a subscription of e's organization to event at url.
func (e *env) subscribe(t *testing.T, event, url string, phases ...string) webhook.Subscription {
	t.Helper()
	sub := webhook.Subscription{ID: ids.New(), OrgID: e.org.ID, EventType: event, IncludedPhases: phases,
		TargetURL: url, Secret: webhook.NewSecret(), CreatedAt: e.clock()}
	if err := e.store.PutSubscription(context.Background(), sub); err != nil {
		t.Fatal(err)
	}
	return sub
}

func (e *env) publish(t *testing.T, ev webhook.Event, body []byte) {
	t.Helper()
	if err := e.svc.Publish(context.Background(), ev, func(context.Context) ([]byte, error) { return body, nil }); err != nil {
		t.Fatal(err)
	}
}

func (e *env) delivery(t *testing.T, id string) (webhook.Delivery, []webhook.Attempt) {
	t.Helper()
	d, err := e.store.GetDelivery(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	as, _ := e.store.Attempts(context.Background(), id)
	return d, as
}

func TestPublishToCallbackAndSubscriptions(t *testing.T) {
	e := newEnv(t)
	cb, hook := newReceiver(t), newReceiver(t)
	sub := e.subscribe(t, "analysis.failed", hook.srv.URL)
	e.subscribe(t, "analysis.completed", hook.srv.URL, "parse") // another event
	otherOrg := webhook.Subscription{ID: ids.New(), OrgID: e.other.ID, EventType: "analysis.failed", TargetURL: hook.srv.URL, Secret: webhook.NewSecret()}
	_ = e.store.PutSubscription(context.Background(), otherOrg)

	an := ids.New()
	body := []byte(`{"id":"` + an + `","event":"analysis.failed","status":"failed"}`)
	ev := webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, AnalysisID: an, CallbackURL: cb.srv.URL + "/cb"}
	renders := 0
	for i := 0; i < 3; i++ { // a stage that emits three times
		if err := e.svc.Publish(context.Background(), ev, func(context.Context) ([]byte, error) { renders++; return body, nil }); err != nil {
			t.Fatal(err)
		}
	}
	if sent := e.queue.Sent; len(sent) != 2 || sent[0].Msg.Attempt != 1 || sent[0].Delay != 0 {
		t.Fatalf("queued %+v, want two first attempts", sent)
	}
	e.drain(t)

	for _, tc := range []struct {
		r      *receiver
		dest   string
		secret string
	}{{cb, "callback", e.org.SigningSecret}, {hook, "subscription:" + sub.ID, sub.Secret}} {
		got := tc.r.requests()
		if len(got) != 1 {
			t.Fatalf("%s received %d requests, want 1", tc.dest, len(got))
		}
		id := webhook.DeliveryID("analysis.failed", an, tc.dest)
		h := got[0].header
		if !bytes.Equal(got[0].body, body) || h.Get("X-Service-Delivery") != id || h.Get("X-Service-Event") != "analysis.failed" ||
			h.Get("X-Service-Signature") != webhook.Signature(tc.secret, body) {
			t.Fatalf("%s got %s with %v", tc.dest, got[0].body, h)
		}
		d, as := e.delivery(t, id)
		if d.Status != webhook.StatusDelivered || len(as) != 1 || as[0].StatusCode != 200 || as[0].Error != "" {
			t.Fatalf("%s delivery %+v attempts %+v", tc.dest, d, as)
		}
	}
	// No renders beyond the first publish's: later ones found the deliveries.
	if renders != 3 {
		t.Fatalf("rendered %d times", renders)
	}
}

func TestPublishWithoutDestinations(t *testing.T) {
	e := newEnv(t)
	called := false
	err := e.svc.Publish(context.Background(), webhook.Event{Kind: "analysis.completed", OrgID: e.org.ID, SubjectID: ids.New()},
		func(context.Context) ([]byte, error) { called = true; return nil, nil })
	if err != nil || called || len(e.queue.Sent) != 0 {
		t.Fatalf("err %v, rendered %v, queued %d", err, called, len(e.queue.Sent))
	}
}

func TestDisabledEventSkipsSubscriptionsNotCallback(t *testing.T) {
	e := newEnv(t)
	disabled := []string{"application_form.extracted"}
	e.org.DisabledEvents = disabled
	if _, err := e.orgs.UpdateOrg(context.Background(), e.org.ID, account.OrgUpdate{DisabledEvents: &disabled}); err != nil {
		t.Fatal(err)
	}
	hook, cb := newReceiver(t), newReceiver(t)
	e.subscribe(t, "application_form.extracted", hook.srv.URL)
	an := ids.New()
	e.publish(t, webhook.Event{Kind: "application_form.extracted", OrgID: e.org.ID, SubjectID: an, AnalysisID: an, CallbackURL: cb.srv.URL}, []byte(`{}`))
	e.drain(t)
	if len(hook.requests()) != 0 || len(cb.requests()) != 1 {
		t.Fatalf("subscription got %d, callback %d", len(hook.requests()), len(cb.requests()))
	}
}

// The whole schedule: five failures, the contract's delays between them,
// the same body and delivery id each time, then dead.
func TestRetryScheduleUntilDead(t *testing.T) {
	e := newEnv(t)
	r := newReceiver(t, 500, 503, 429, 408, 502)
	an := ids.New()
	body := []byte(`{"n":1}`)
	e.publish(t, webhook.Event{Kind: "analysis.completed", OrgID: e.org.ID, SubjectID: an, AnalysisID: an, CallbackURL: r.srv.URL}, body)
	delays := e.drain(t)
	want := []time.Duration{0, time.Minute, time.Minute, 5 * time.Minute, 15 * time.Minute}
	if len(delays) != len(want) {
		t.Fatalf("delays %v, want %v", delays, want)
	}
	for i := range want {
		if delays[i] != want[i] {
			t.Fatalf("delays %v, want %v", delays, want)
		}
	}
	id := webhook.DeliveryID("analysis.completed", an, "callback")
	d, as := e.delivery(t, id)
	if d.Status != webhook.StatusDead || d.Attempts != 5 || len(as) != 5 || d.NextAttemptAt != nil {
		t.Fatalf("delivery %+v attempts %d", d, len(as))
	}
	if got := as[4].At.Sub(as[0].At); got != 22*time.Minute {
		t.Fatalf("dead %s after the first attempt, want 22m", got)
	}
	codes := []int{500, 503, 429, 408, 502}
	for i, a := range as {
		if a.N != i+1 || a.StatusCode != codes[i] || !strings.HasPrefix(a.Error, "HTTP ") {
			t.Fatalf("attempt %d = %+v", i+1, a)
		}
	}
	reqs := r.requests()
	for i, q := range reqs {
		if !bytes.Equal(q.body, body) || q.header.Get("X-Service-Delivery") != id || q.header.Get("X-Service-Attempt") != string(rune('1'+i)) ||
			q.header.Get("X-Service-Signature") != reqs[0].header.Get("X-Service-Signature") {
			t.Fatalf("attempt %d sent %s %v", i+1, q.body, q.header)
		}
	}

	// Redelivery: a new cycle of five, the same delivery, body and id.
	other := account.Principal{Org: e.other}
	if _, err := e.svc.Redeliver(context.Background(), other, id); apperr.CodeOf(err) != "not_found" {
		t.Fatalf("other org redeliver: %v", err)
	}
	r.mu.Lock()
	r.statuses = []int{500, 200}
	r.mu.Unlock()
	res, err := e.svc.Redeliver(context.Background(), e.principal(), id)
	if err != nil || res.ID != id || res.Status != webhook.StatusPending {
		t.Fatalf("Redeliver = %+v, %v", res, err)
	}
	if _, err := e.svc.Redeliver(context.Background(), e.principal(), id); apperr.CodeOf(err) != "not_dead" {
		t.Fatalf("redeliver while pending: %v", err)
	}
	delays = e.drain(t)
	d, as = e.delivery(t, id)
	if d.Status != webhook.StatusDelivered || len(as) != 7 || d.CycleStart != 5 || len(delays) != 2 || delays[1] != time.Minute {
		t.Fatalf("after redelivery %+v, %d attempts, delays %v", d, len(as), delays)
	}
	if _, err := e.svc.Redeliver(context.Background(), e.principal(), id); apperr.CodeOf(err) != "not_dead" {
		t.Fatalf("redeliver delivered: %v", err)
	}
	if _, err := e.svc.Redeliver(context.Background(), e.principal(), ids.New()); apperr.CodeOf(err) != "not_found" {
		t.Fatalf("redeliver unknown: %v", err)
	}
}

func TestAttemptOutcomes(t *testing.T) {
	tests := []struct {
		name       string
		statuses   []int
		handler    http.HandlerFunc
		wantStatus webhook.Status
		wantCode   int
		wantErr    string
	}{
		{"2xx", []int{202}, nil, webhook.StatusDelivered, 202, ""},
		{"404 is permanent", []int{404}, nil, webhook.StatusFailed, 404, "HTTP 404 Not Found"},
		{"401 is permanent", []int{401}, nil, webhook.StatusFailed, 401, "HTTP 401 Unauthorized"},
		{"429 retried", []int{429}, nil, webhook.StatusRetrying, 429, "HTTP 429 Too Many Requests"},
		{"redirect not followed, retried", nil, func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "http://127.0.0.1:1/elsewhere", http.StatusMovedPermanently)
		}, webhook.StatusRetrying, 301, "redirect (301) not followed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			r := newReceiver(t, tc.statuses...)
			r.handler = tc.handler
			an := ids.New()
			e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, CallbackURL: r.srv.URL}, []byte(`{}`))
			for _, s := range e.queue.Take() {
				if err := e.svc.Deliver(context.Background(), s.Msg); err != nil {
					t.Fatal(err)
				}
			}
			d, as := e.delivery(t, webhook.DeliveryID("analysis.failed", an, "callback"))
			if d.Status != tc.wantStatus || len(as) != 1 || as[0].StatusCode != tc.wantCode || as[0].Error != tc.wantErr {
				t.Fatalf("delivery %+v attempts %+v", d, as)
			}
			if next := e.queue.Take(); (tc.wantStatus == webhook.StatusRetrying) != (len(next) == 1) {
				t.Fatalf("queued after the attempt: %+v", next)
			}
		})
	}
}

func TestTimeoutAndConnectionErrors(t *testing.T) {
	e := newEnv(t)
	e.svc.Client.Timeout = 200 * time.Millisecond
	slow := newReceiver(t)
	slow.delay = time.Second
	closed := newReceiver(t)
	closed.srv.Close()
	for _, tc := range []struct{ url, reason string }{
		{slow.srv.URL, "timeout: no response within 200ms"},
		{closed.srv.URL, "connection refused"},
	} {
		an := ids.New()
		e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, CallbackURL: tc.url}, []byte(`{}`))
		for _, s := range e.queue.Take() {
			if err := e.svc.Deliver(context.Background(), s.Msg); err != nil {
				t.Fatal(err)
			}
		}
		d, as := e.delivery(t, webhook.DeliveryID("analysis.failed", an, "callback"))
		if d.Status != webhook.StatusRetrying || len(as) != 1 || as[0].StatusCode != 0 || as[0].Error != tc.reason {
			t.Fatalf("%s: %+v %+v", tc.url, d, as)
		}
		e.queue.Take()
	}
}

// A URL that now resolves to a private address is refused at delivery
// time, permanently and with a clear reason, and nothing is sent.
func TestRefusedAtDeliveryTime(t *testing.T) {
	e := newEnv(t)
	an := ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, CallbackURL: "https://10.0.0.8/hook"}, []byte(`{}`))
	e.drain(t)
	d, as := e.delivery(t, webhook.DeliveryID("analysis.failed", an, "callback"))
	if d.Status != webhook.StatusFailed || len(as) != 1 || as[0].Error != "refused: the URL points to a private network address" {
		t.Fatalf("%+v %+v", d, as)
	}
}

func TestDeletedSubscriptionStopsDelivery(t *testing.T) {
	e := newEnv(t)
	r := newReceiver(t, 500)
	sub := e.subscribe(t, "batch.completed", r.srv.URL)
	b := ids.New()
	e.publish(t, webhook.Event{Kind: "batch.completed", OrgID: e.org.ID, SubjectID: b, BatchID: b}, []byte(`{"event":"batch.completed"}`))
	sent := e.queue.Take()
	if err := e.svc.Deliver(context.Background(), sent[0].Msg); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Delete(context.Background(), e.principal(), sub.ID); err != nil {
		t.Fatal(err)
	}
	e.drain(t)
	d, as := e.delivery(t, webhook.DeliveryID("batch.completed", b, "subscription:"+sub.ID))
	if d.Status != webhook.StatusFailed || len(as) != 2 || as[1].Error != "the subscription was deleted; not sent" || len(r.requests()) != 1 {
		t.Fatalf("%+v %+v, %d requests", d, as, len(r.requests()))
	}
}

func TestLargeBodyStoredOnceAndSentUnchanged(t *testing.T) {
	e := newEnv(t)
	e.svc.InlineLimit = 1 << 10
	cb, hook := newReceiver(t), newReceiver(t)
	e.subscribe(t, "analysis.completed", hook.srv.URL, "parse")
	body := []byte(`{"result":"` + strings.Repeat("x", 5000) + `"}`)
	an := ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.completed", OrgID: e.org.ID, SubjectID: an, CallbackURL: cb.srv.URL}, body)
	if e.blobs.Puts != 1 {
		t.Fatalf("body stored %d times", e.blobs.Puts)
	}
	d, _ := e.delivery(t, webhook.DeliveryID("analysis.completed", an, "callback"))
	if d.Body != nil || !strings.HasPrefix(d.BodyKey, "webhooks/") {
		t.Fatalf("delivery %+v", d)
	}
	e.drain(t)
	for _, r := range []*receiver{cb, hook} {
		if got := r.requests(); len(got) != 1 || !bytes.Equal(got[0].body, body) {
			t.Fatalf("received %d", len(got))
		}
	}

	// An expired body fails the delivery permanently instead of sending
	// something else.
	an2 := ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an2, CallbackURL: cb.srv.URL}, body)
	for k := range e.blobs.Objects {
		delete(e.blobs.Objects, k)
	}
	e.drain(t)
	d, as := e.delivery(t, webhook.DeliveryID("analysis.failed", an2, "callback"))
	if d.Status != webhook.StatusFailed || len(as) != 1 || !strings.Contains(as[0].Error, "expired") {
		t.Fatalf("%+v %+v", d, as)
	}
}

// Duplicated queue messages never make a second request for one attempt.
func TestDuplicateMessages(t *testing.T) {
	e := newEnv(t)
	r := newReceiver(t, 503, 200)
	an := ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, CallbackURL: r.srv.URL}, []byte(`{}`))
	first := e.queue.Take()[0].Msg
	ctx := context.Background()
	for i := 0; i < 3; i++ {
		if err := e.svc.Deliver(ctx, first); err != nil {
			t.Fatal(err)
		}
	}
	next := e.queue.Take()
	if len(next) != 1 || next[0].Msg.Attempt != 2 || len(r.requests()) != 1 {
		t.Fatalf("after three copies of attempt 1: queued %+v, %d requests", next, len(r.requests()))
	}
	for i := 0; i < 2; i++ {
		if err := e.svc.Deliver(ctx, next[0].Msg); err != nil {
			t.Fatal(err)
		}
	}
	if len(r.requests()) != 2 || len(e.queue.Take()) != 0 {
		t.Fatalf("requests %d", len(r.requests()))
	}
	d, _ := e.delivery(t, webhook.DeliveryID("analysis.failed", an, "callback"))
	if d.Status != webhook.StatusDelivered || d.Attempts != 2 {
		t.Fatalf("%+v", d)
	}
	// A stale copy of attempt 1 after the delivery finished does nothing.
	if err := e.svc.Deliver(ctx, first); err != nil || len(r.requests()) != 2 {
		t.Fatalf("stale copy: %v, %d requests", err, len(r.requests()))
	}
}

// A copy that arrives while another holds the attempt is failed back to
// the queue, so it returns after the attempt is recorded (or the holder's
// lease expired) instead of being dropped.
func TestConcurrentCopyIsRetriedLater(t *testing.T) {
	e := newEnv(t)
	r := newReceiver(t)
	an := ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, CallbackURL: r.srv.URL}, []byte(`{}`))
	m := e.queue.Take()[0].Msg
	if err := e.store.Claim(context.Background(), m.DeliveryID, 1, e.clock(), e.clock().Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Deliver(context.Background(), m); !errors.Is(err, webhook.ErrInProgress) {
		t.Fatalf("Deliver while claimed = %v", err)
	}
	e.advance(2 * time.Minute) // the holder died; its lease expired
	if err := e.svc.Deliver(context.Background(), m); err != nil || len(r.requests()) != 1 {
		t.Fatalf("after the lease: %v, %d requests", err, len(r.requests()))
	}
}

// A run that died after recording a failed attempt but before queueing
// the next one is finished by its message's redelivery.
func TestRecoversUnqueuedRetry(t *testing.T) {
	e := newEnv(t)
	r := newReceiver(t, 500, 200)
	an := ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.failed", OrgID: e.org.ID, SubjectID: an, CallbackURL: r.srv.URL}, []byte(`{}`))
	m := e.queue.Take()[0].Msg
	e.svc.Queue = failingQueue{}
	if err := e.svc.Deliver(context.Background(), m); err == nil {
		t.Fatal("a failed enqueue was not reported")
	}
	e.svc.Queue = e.queue
	if err := e.svc.Deliver(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	if next := e.queue.Sent; len(next) != 1 || next[0].Msg.Attempt != 2 || next[0].Delay != time.Minute {
		t.Fatalf("recovered %+v", next)
	}
	e.drain(t)
	if len(r.requests()) != 2 {
		t.Fatalf("%d requests", len(r.requests()))
	}
}

type failingQueue struct{}

func (failingQueue) Send(context.Context, any, time.Duration) error { return errors.New("sqs down") }

func TestDeliveryLog(t *testing.T) {
	e := newEnv(t)
	r := newReceiver(t, 500, 204)
	sub := e.subscribe(t, "analysis.completed", r.srv.URL, "parse")
	an, batch := ids.New(), ids.New()
	e.publish(t, webhook.Event{Kind: "analysis.completed", OrgID: e.org.ID, SubjectID: an, AnalysisID: an, BatchID: batch, CallbackURL: r.srv.URL}, []byte(`{}`))
	e.drain(t)
	ctx := context.Background()
	list, err := e.svc.Deliveries(ctx, e.principal(), an, "")
	if err != nil || len(list.Deliveries) != 2 {
		t.Fatalf("Deliveries = %+v, %v", list, err)
	}
	var attempts []int
	for _, d := range list.Deliveries {
		attempts = append(attempts, len(d.Attempts))
		if d.Event != "analysis.completed" || d.AnalysisID != an || d.BatchID != batch || d.Status != webhook.StatusDelivered || d.NextAttemptAt != nil {
			t.Fatalf("view %+v", d)
		}
		if (d.SubscriptionID == nil) != (d.ID == webhook.DeliveryID("analysis.completed", an, "callback")) ||
			(d.SubscriptionID != nil && *d.SubscriptionID != sub.ID) {
			t.Fatalf("subscription id %v on %s", d.SubscriptionID, d.ID)
		}
		last := d.Attempts[len(d.Attempts)-1]
		if last.StatusCode == nil || *last.StatusCode != 204 || last.Error != nil {
			t.Fatalf("last attempt %+v", last)
		}
	}
	if attempts[0]+attempts[1] != 3 {
		t.Fatalf("attempts %v", attempts)
	}
	// The batch's own event is listed by batch_id; its documents' events
	// by their analysis_id (and by both).
	e.publish(t, webhook.Event{Kind: "batch.completed", OrgID: e.org.ID, SubjectID: batch, BatchID: batch, CallbackURL: r.srv.URL}, []byte(`{}`))
	for _, tc := range []struct {
		name      string
		p         account.Principal
		an, batch string
		want      int
		code      string
	}{
		{"by batch", e.principal(), "", batch, 1, ""},
		{"by both", e.principal(), an, batch, 2, ""},
		{"both, other batch", e.principal(), an, ids.New(), 0, ""},
		{"another organization", account.Principal{Org: e.other}, an, "", 0, ""},
		{"no filter", e.principal(), "", "", 0, "invalid_request"},
		{"malformed id", e.principal(), "x", "", 0, "invalid_request"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			list, err := e.svc.Deliveries(ctx, tc.p, tc.an, tc.batch)
			if apperr.CodeOf(err) != tc.code || (tc.code == "" && (list.Deliveries == nil || len(list.Deliveries) != tc.want)) {
				t.Fatalf("Deliveries = %+v, %v", list, err)
			}
		})
	}
}
