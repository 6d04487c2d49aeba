package webhook

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// Event is something to deliver: one event kind about one subject.
type Event struct {
	Kind  string
	OrgID string
	// SubjectID is the analysis or batch the event is about; with the kind
	// and the destination it determines the delivery id.
	SubjectID  string
	AnalysisID string
	BatchID    string
	// CallbackURL, when set, also receives the event, signed with the
	// organization's secret.
	CallbackURL string
	// Wants reports whether a subscription to Kind is due for this event;
	// nil means every one.
	Wants func(Subscription) bool
}

// Publish creates the event's deliveries, one per destination, and queues
// their first attempts. render is called at most once, and only when
// there is a destination; its bytes are the body of every delivery.
//
// Publishing the same event again is harmless: the deliveries exist (same
// ids), so nothing new is created or sent, except a first attempt that a
// previous run created but did not get to queue.
func (s *Service) Publish(ctx context.Context, ev Event, render func(context.Context) ([]byte, error)) error {
	org, err := s.Orgs.GetOrg(ctx, ev.OrgID)
	if err != nil {
		return fmt.Errorf("publish %s %s: organization: %w", ev.Kind, ev.SubjectID, err)
	}
	type dest struct{ key, subscriptionID, url string }
	var dests []dest
	if ev.CallbackURL != "" {
		dests = append(dests, dest{key: destCallback, url: ev.CallbackURL})
	}
	// A disabled event is not sent to subscriptions made before it was
	// disabled; a submission's own callback_url still gets its result.
	if !slices.Contains(org.DisabledEvents, ev.Kind) {
		subs, err := s.Store.Subscriptions(ctx, ev.OrgID)
		if err != nil {
			return fmt.Errorf("publish %s %s: subscriptions: %w", ev.Kind, ev.SubjectID, err)
		}
		for _, sub := range subs {
			if sub.EventType == ev.Kind && (ev.Wants == nil || ev.Wants(sub)) {
				dests = append(dests, dest{key: destSubscription(sub.ID), subscriptionID: sub.ID, url: sub.TargetURL})
			}
		}
	}
	if len(dests) == 0 {
		return nil
	}
	body, err := render(ctx)
	if err != nil {
		return fmt.Errorf("publish %s %s: render: %w", ev.Kind, ev.SubjectID, err)
	}
	var bodyKey string
	inline := body
	if limit := s.inlineLimit(); len(body) > limit && s.Blobs != nil {
		// Content-addressed, so storing the same body again is a no-op
		// and a different one never overwrites a body already sent.
		sum := sha256.Sum256(body)
		bodyKey = "webhooks/" + hex.EncodeToString(sum[:]) + ".json"
		if err := s.Blobs.Put(ctx, bodyKey, body, "application/json", nil); err != nil {
			return fmt.Errorf("publish %s %s: store body: %w", ev.Kind, ev.SubjectID, err)
		}
		inline = nil
	}
	now := s.now()
	var errs []error
	for _, d := range dests {
		del := Delivery{
			ID: DeliveryID(ev.Kind, ev.SubjectID, d.key), OrgID: ev.OrgID, Event: ev.Kind,
			SubjectID: ev.SubjectID, AnalysisID: ev.AnalysisID, BatchID: ev.BatchID,
			SubscriptionID: d.subscriptionID, TargetURL: d.url, Status: StatusPending,
			Body: inline, BodyKey: bodyKey, CreatedAt: now, UpdatedAt: now, NextAttemptAt: &now,
		}
		if err := s.create(ctx, del); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// create stores a delivery and queues its first attempt, or finds it
// already there and queues the first attempt only if nobody did.
func (s *Service) create(ctx context.Context, d Delivery) error {
	err := s.Store.CreateDelivery(ctx, d)
	if errors.Is(err, ErrExists) {
		if d, err = s.Store.GetDelivery(ctx, d.ID); err != nil {
			return fmt.Errorf("delivery %s: %w", d.ID, err)
		}
		if d.Enqueued > 0 || d.Attempts > 0 || d.Status != StatusPending {
			return nil
		}
	} else if err != nil {
		return fmt.Errorf("create delivery %s: %w", d.ID, err)
	} else {
		s.log().InfoContext(ctx, "delivery created", "delivery_id", d.ID, "event", d.Event,
			"subject_id", d.SubjectID, "subscription_id", d.SubscriptionID)
	}
	return s.enqueue(ctx, d.ID, 1, 0)
}

// enqueue queues attempt n of a delivery after delay and notes it.
func (s *Service) enqueue(ctx context.Context, id string, n int, delay time.Duration) error {
	delay = min(max(delay, 0), MaxDelay)
	if err := s.Queue.Send(ctx, Message{DeliveryID: id, Attempt: n}, delay); err != nil {
		return fmt.Errorf("queue attempt %d of %s: %w", n, id, err)
	}
	if err := s.Store.MarkEnqueued(ctx, id, n); err != nil {
		// The message is queued; the mark only saves a duplicate after a
		// crash, so its failure is not the caller's.
		s.log().WarnContext(ctx, "mark enqueued", "delivery_id", id, "attempt", n, "err", err)
	}
	return nil
}

func (s *Service) inlineLimit() int {
	if s.InlineLimit > 0 {
		return s.InlineLimit
	}
	return DefaultInlineLimit
}

// marshal encodes v as compact JSON without HTML escaping, like the API's
// responses, so a delivery body and a poll of the same analysis are the
// same bytes.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encode payload: %w", err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
