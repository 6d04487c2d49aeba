package webhooktest

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

// StoreContract checks the behaviour the engine relies on from a
// webhook.Store. The DynamoDB adapter and the in-memory Store both run
// it, so the fakes the domain tests use cannot drift from the adapter.
func StoreContract(t *testing.T, st webhook.Store) {
	ctx := context.Background()
	// Deliveries and attempts carry a TTL 90 days after they are made, and
	// DynamoDB Local deletes items whose TTL has passed: a fixed date
	// would have them vanish mid-test once it is 90 days old.
	now := time.Now().UTC().Truncate(time.Second)
	org, other := ids.New(), ids.New()

	t.Run("subscriptions", func(t *testing.T) {
		a := webhook.Subscription{ID: ids.New(), OrgID: org, EventType: "analysis.completed", IncludedPhases: []string{"parse", "ai_fraud"},
			TargetURL: "https://hooks.example.com/a", Secret: "whsec_a", CreatedAt: now}
		b := webhook.Subscription{ID: ids.New(), OrgID: org, EventType: "batch.completed", TargetURL: "https://hooks.example.com/b", Secret: "whsec_b", CreatedAt: now}
		for _, sub := range []webhook.Subscription{a, b} {
			if err := st.PutSubscription(ctx, sub); err != nil {
				t.Fatal(err)
			}
		}
		subs, err := st.Subscriptions(ctx, org)
		if err != nil || len(subs) != 2 {
			t.Fatalf("Subscriptions = %+v, %v", subs, err)
		}
		got, err := st.GetSubscription(ctx, org, a.ID)
		if err != nil || got.Secret != "whsec_a" || len(got.IncludedPhases) != 2 || got.IncludedPhases[1] != "ai_fraud" || !got.CreatedAt.Equal(now) {
			t.Fatalf("GetSubscription = %+v, %v", got, err)
		}
		if got, _ := st.GetSubscription(ctx, org, b.ID); len(got.IncludedPhases) != 0 {
			t.Fatalf("phases of b = %v", got.IncludedPhases)
		}
		if _, err := st.GetSubscription(ctx, other, a.ID); !errors.Is(err, webhook.ErrNotFound) {
			t.Fatalf("another org's subscription: %v", err)
		}
		if err := st.DeleteSubscription(ctx, other, a.ID); !errors.Is(err, webhook.ErrNotFound) {
			t.Fatalf("delete as another org: %v", err)
		}
		if err := st.DeleteSubscription(ctx, org, a.ID); err != nil {
			t.Fatal(err)
		}
		if err := st.DeleteSubscription(ctx, org, a.ID); !errors.Is(err, webhook.ErrNotFound) {
			t.Fatalf("second delete: %v", err)
		}
		if subs, _ := st.Subscriptions(ctx, org); len(subs) != 1 || subs[0].ID != b.ID {
			t.Fatalf("after delete: %+v", subs)
		}
		if subs, _ := st.Subscriptions(ctx, other); len(subs) != 0 {
			t.Fatalf("another org lists %+v", subs)
		}
	})

	t.Run("deliveries", func(t *testing.T) {
		subject, batch := ids.New(), ids.New()
		body := bytes.Repeat([]byte(`{"x":"é"}`), 100)
		d := webhook.Delivery{
			ID: ids.New(), OrgID: org, Event: "analysis.failed", SubjectID: subject, AnalysisID: subject, BatchID: batch,
			TargetURL: "https://hooks.example.com/cb", Status: webhook.StatusPending, Body: body, CreatedAt: now, UpdatedAt: now, NextAttemptAt: &now,
		}
		if err := st.CreateDelivery(ctx, d); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateDelivery(ctx, d); !errors.Is(err, webhook.ErrExists) {
			t.Fatalf("second create: %v", err)
		}
		later := d
		later.ID, later.Event, later.SubscriptionID, later.Body, later.BodyKey = ids.New(), "analysis.completed", ids.New(), nil, "webhooks/abc.json"
		later.CreatedAt = now.Add(time.Second)
		if err := st.CreateDelivery(ctx, later); err != nil {
			t.Fatal(err)
		}
		got, err := st.GetDelivery(ctx, d.ID)
		if err != nil || !bytes.Equal(got.Body, body) || got.Status != webhook.StatusPending || got.BatchID != batch || got.NextAttemptAt == nil || !got.NextAttemptAt.Equal(now) {
			t.Fatalf("GetDelivery = %+v, %v", got, err)
		}
		if _, err := st.GetDelivery(ctx, ids.New()); !errors.Is(err, webhook.ErrNotFound) {
			t.Fatalf("unknown delivery: %v", err)
		}
		list, err := st.DeliveriesOf(ctx, subject)
		if err != nil || len(list) != 2 || list[0].ID != later.ID || list[1].ID != d.ID || list[1].Body != nil || list[0].BodyKey != "webhooks/abc.json" || list[0].SubscriptionID != later.SubscriptionID {
			t.Fatalf("DeliveriesOf = %+v, %v", list, err)
		}

		// Attempt 1: claimed once, recorded, retrying.
		if err := st.Claim(ctx, d.ID, 2, now, now.Add(time.Minute)); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("claim of attempt 2 first: %v", err)
		}
		if err := st.Claim(ctx, d.ID, 1, now, now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := st.Claim(ctx, d.ID, 1, now.Add(time.Second), now.Add(time.Minute)); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("second claim within the lease: %v", err)
		}
		if err := st.Claim(ctx, d.ID, 1, now.Add(2*time.Minute), now.Add(3*time.Minute)); err != nil {
			t.Fatalf("claim after the lease expired: %v", err)
		}
		next := now.Add(time.Minute)
		a1 := webhook.Attempt{N: 1, At: now, StatusCode: 503, Latency: 120 * time.Millisecond, Error: "HTTP 503 Service Unavailable"}
		if err := st.Record(ctx, d.ID, a1, webhook.StatusRetrying, &next); err != nil {
			t.Fatal(err)
		}
		if err := st.Record(ctx, d.ID, a1, webhook.StatusRetrying, &next); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("recording attempt 1 twice: %v", err)
		}
		if err := st.MarkEnqueued(ctx, d.ID, 2); err != nil {
			t.Fatal(err)
		}
		if err := st.MarkEnqueued(ctx, d.ID, 1); err != nil {
			t.Fatal(err)
		}
		got, _ = st.GetDelivery(ctx, d.ID)
		if got.Attempts != 1 || got.Status != webhook.StatusRetrying || got.Enqueued != 2 || got.NextAttemptAt == nil || !got.NextAttemptAt.Equal(next) {
			t.Fatalf("after attempt 1: %+v", got)
		}
		// The record released the lease: attempt 2 can be claimed at once.
		if err := st.Claim(ctx, d.ID, 2, now.Add(time.Minute), now.Add(2*time.Minute)); err != nil {
			t.Fatalf("claim of attempt 2: %v", err)
		}
		if _, err := st.Reopen(ctx, d.ID, now); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("reopen while retrying: %v", err)
		}
		a2 := webhook.Attempt{N: 2, At: next, Latency: 10 * time.Second, Error: "timeout: no response within 10s"}
		if err := st.Record(ctx, d.ID, a2, webhook.StatusDead, nil); err != nil {
			t.Fatal(err)
		}
		got, _ = st.GetDelivery(ctx, d.ID)
		if got.Status != webhook.StatusDead || got.NextAttemptAt != nil {
			t.Fatalf("after attempt 2: %+v", got)
		}
		if err := st.Claim(ctx, d.ID, 3, next, next.Add(time.Minute)); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("claim of a dead delivery: %v", err)
		}
		as, err := st.Attempts(ctx, d.ID)
		if err != nil || len(as) != 2 || as[0] != a1 || as[1].N != 2 || as[1].StatusCode != 0 || as[1].Latency != 10*time.Second || as[1].Error != a2.Error {
			t.Fatalf("Attempts = %+v, %v", as, err)
		}

		// Reopen: a new cycle; reopening again is refused once queued.
		re := next.Add(time.Hour)
		got, err = st.Reopen(ctx, d.ID, re)
		if err != nil || got.Status != webhook.StatusPending || got.CycleStart != 2 || got.Attempts != 2 || got.NextAttemptAt == nil || !got.NextAttemptAt.Equal(re) {
			t.Fatalf("Reopen = %+v, %v", got, err)
		}
		if _, err := st.Reopen(ctx, d.ID, re); err != nil {
			t.Fatalf("reopen while nothing is queued: %v", err)
		}
		if err := st.MarkEnqueued(ctx, d.ID, 3); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Reopen(ctx, d.ID, re); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("reopen once queued: %v", err)
		}
		if err := st.Claim(ctx, d.ID, 3, re, re.Add(time.Minute)); err != nil {
			t.Fatalf("claim after reopen: %v", err)
		}
		if err := st.Record(ctx, d.ID, webhook.Attempt{N: 3, At: re, StatusCode: 200}, webhook.StatusDelivered, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Reopen(ctx, d.ID, re); !errors.Is(err, webhook.ErrConflict) {
			t.Fatalf("reopen delivered: %v", err)
		}
		if _, err := st.Reopen(ctx, ids.New(), re); err == nil {
			t.Fatal("reopened an unknown delivery")
		}
	})
}
