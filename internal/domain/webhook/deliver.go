package webhook

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// ErrInProgress: another copy of the message holds the attempt right now.
// The message should come back later (by failing it), when the attempt is
// either recorded or its lease has expired, so a copy never drops an
// attempt whose holder died.
var ErrInProgress = errors.New("webhook: attempt in progress elsewhere")

// leaseSlack is added to the request timeout for an attempt's lease: time
// to load, send and record.
const leaseSlack = 20 * time.Second

// Deliver performs the attempt a queue message asks for. A receiver's
// failure is not an error: it is recorded and, if retryable, the next
// attempt is queued with the schedule's delay. Errors mean the attempt
// could not be made or recorded, and the message should be retried.
func (s *Service) Deliver(ctx context.Context, m Message) error {
	if m.DeliveryID == "" || m.Attempt < 1 {
		s.log().ErrorContext(ctx, "malformed webhook message", "delivery_id", m.DeliveryID, "attempt", m.Attempt)
		return nil
	}
	d, err := s.Store.GetDelivery(ctx, m.DeliveryID)
	if errors.Is(err, ErrNotFound) {
		s.log().WarnContext(ctx, "webhook message for an unknown delivery", "delivery_id", m.DeliveryID)
		return nil
	}
	if err != nil {
		return fmt.Errorf("get delivery %s: %w", m.DeliveryID, err)
	}
	switch {
	case m.Attempt <= d.Attempts:
		// Made already: a duplicate message, or the redelivery of one
		// whose run died after recording. Finish what that run may not
		// have done: queue the next attempt.
		if m.Attempt == d.Attempts && d.Status == StatusRetrying && d.Enqueued <= d.Attempts {
			return s.enqueue(ctx, d.ID, d.Attempts+1, s.until(d.NextAttemptAt))
		}
		return nil
	case d.Status.Terminal():
		return nil
	case m.Attempt != d.Attempts+1:
		s.log().WarnContext(ctx, "webhook message out of order", "delivery_id", d.ID, "attempt", m.Attempt, "attempts", d.Attempts)
		return nil
	}

	secret, body, stop, err := s.prepare(ctx, d)
	if err != nil {
		return err
	}
	now := s.now()
	if err := s.Store.Claim(ctx, d.ID, m.Attempt, now, now.Add(s.timeout()+leaseSlack)); errors.Is(err, ErrConflict) {
		return ErrInProgress
	} else if err != nil {
		return fmt.Errorf("claim attempt %d of %s: %w", m.Attempt, d.ID, err)
	}

	a := Attempt{N: m.Attempt, At: now}
	var outcome Outcome
	if stop != "" {
		a.Error, outcome = stop, Permanent
	} else {
		h := Headers(d.Event, d.ID, m.Attempt, secret, body, s.now())
		r := s.Client.Post(ctx, d.TargetURL, h, body)
		a.StatusCode, a.Latency, a.Error, outcome = r.StatusCode, r.Latency, r.Reason, r.Outcome
		if r.Err != nil {
			s.log().DebugContext(ctx, "attempt error", "delivery_id", d.ID, "err", r.Err)
		}
	}

	var status Status
	var next *time.Time
	var delay time.Duration
	switch outcome {
	case Acknowledged:
		status = StatusDelivered
	case Permanent:
		status = StatusFailed
	default:
		var ok bool
		if delay, ok = s.Schedule.Next(m.Attempt - d.CycleStart); ok {
			status = StatusRetrying
			t := now.Add(delay)
			next = &t
		} else {
			status = StatusDead
		}
	}
	if err := s.Store.Record(ctx, d.ID, a, status, next); errors.Is(err, ErrConflict) {
		// Recorded by a copy whose lease we outlived; nothing is lost.
		return nil
	} else if err != nil {
		return fmt.Errorf("record attempt %d of %s: %w", m.Attempt, d.ID, err)
	}
	level := slog.LevelInfo
	if status == StatusDead || status == StatusFailed {
		// A delivery the receiver will not get without someone acting:
		// worth an alert on the logs.
		level = slog.LevelWarn
	}
	s.log().Log(ctx, level, "delivery attempt", "delivery_id", d.ID, "event", d.Event, "org_id", d.OrgID, "attempt", m.Attempt,
		"status", status, "status_code", a.StatusCode, "latency_ms", a.Latency.Milliseconds(), "reason", a.Error)
	if status == StatusRetrying {
		return s.enqueue(ctx, d.ID, m.Attempt+1, delay)
	}
	return nil
}

// prepare loads the secret and the body of a delivery. stop is set, with
// the reason, when the delivery cannot be sent at all and must fail
// permanently: its subscription was deleted or its body has expired.
func (s *Service) prepare(ctx context.Context, d Delivery) (secret string, body []byte, stop string, err error) {
	if d.SubscriptionID != "" {
		sub, err := s.Store.GetSubscription(ctx, d.OrgID, d.SubscriptionID)
		if errors.Is(err, ErrNotFound) {
			return "", nil, "the subscription was deleted; not sent", nil
		}
		if err != nil {
			return "", nil, "", fmt.Errorf("subscription of %s: %w", d.ID, err)
		}
		secret = sub.Secret
	} else {
		org, err := s.Orgs.GetOrg(ctx, d.OrgID)
		if err != nil {
			return "", nil, "", fmt.Errorf("organization of %s: %w", d.ID, err)
		}
		secret = org.SigningSecret
	}
	body = d.Body
	if d.BodyKey != "" {
		if s.Blobs == nil {
			return "", nil, "", fmt.Errorf("delivery %s has a stored body but no bucket is configured", d.ID)
		}
		body, err = s.Blobs.Get(ctx, d.BodyKey)
		if errors.Is(err, analysis.ErrNotFound) {
			return "", nil, "the payload has expired (past the retention period); not sent", nil
		}
		if err != nil {
			return "", nil, "", fmt.Errorf("body of %s: %w", d.ID, err)
		}
	}
	return secret, body, "", nil
}

func (s *Service) timeout() time.Duration {
	if s.Client != nil && s.Client.Timeout > 0 {
		return s.Client.Timeout
	}
	return Timeout
}

// until is the wait from now to t (zero when t is past or nil).
func (s *Service) until(t *time.Time) time.Duration {
	if t == nil {
		return 0
	}
	return max(t.Sub(s.now()), 0)
}
