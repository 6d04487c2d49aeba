package webhook

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/urlguard"
)

// Service is the webhook engine: subscriptions (the API), publishing
// events into deliveries (the pipeline stages), attempts (the webhook
// function), and the delivery log. Each function wires the dependencies
// its part needs.
type Service struct {
	Store Store
	Orgs  Orgs
	// Queue is the webhook queue: first attempts, retries, redeliveries.
	Queue Queue
	// Blobs holds bodies larger than InlineLimit; nil keeps every body
	// inline.
	Blobs Blobs
	// URLs vets target_url and callback_url when they are given.
	URLs URLChecker
	// Client sends attempts and test deliveries.
	Client   *Client
	Schedule Schedule
	Log      *slog.Logger
	Now      func() time.Time
	// InlineLimit is the largest body stored in the delivery item;
	// default DefaultInlineLimit.
	InlineLimit int
}

// DefaultInlineLimit keeps a delivery item (with its GSI copy) well under
// DynamoDB's 400 KB item limit. A bank statement's envelope with every
// transaction can exceed it; those bodies go to S3.
const DefaultInlineLimit = 256 << 10

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC().Truncate(time.Millisecond)
	}
	return time.Now().UTC().Truncate(time.Millisecond)
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// SubscriptionRequest is a POST /api/v1/webhooks body. Fields keep their
// raw JSON so that a value of the wrong type gets its field's own error
// code rather than a generic one.
type SubscriptionRequest struct {
	EventType      json.RawMessage `json:"event_type"`
	IncludedPhases json.RawMessage `json:"included_phases"`
	TargetURL      json.RawMessage `json:"target_url"`
}

// SubscriptionView is a subscription as the API shows it: never with its
// secret.
type SubscriptionView struct {
	ID             string    `json:"id"`
	EventType      string    `json:"event_type"`
	IncludedPhases []string  `json:"included_phases"`
	TargetURL      string    `json:"target_url"`
	CreatedAt      time.Time `json:"created_at"`
}

// CreatedSubscription is the creation response, the only one that carries
// the secret.
type CreatedSubscription struct {
	SubscriptionView
	Secret string `json:"secret"`
}

func view(sub Subscription) SubscriptionView {
	phases := sub.IncludedPhases
	if phases == nil {
		phases = []string{}
	}
	return SubscriptionView{ID: sub.ID, EventType: sub.EventType, IncludedPhases: phases, TargetURL: sub.TargetURL, CreatedAt: sub.CreatedAt}
}

// Create validates and stores a subscription. Checks run in this order:
// event_type, whether the organization may use that event, included_phases,
// target_url.
func (s *Service) Create(ctx context.Context, p account.Principal, in SubscriptionRequest) (CreatedSubscription, error) {
	var event string
	if json.Unmarshal(in.EventType, &event) != nil || !ValidEvent(event) {
		return CreatedSubscription{}, ErrInvalidEventType
	}
	if slices.Contains(p.Org.DisabledEvents, event) {
		return CreatedSubscription{}, ErrEventDisabled
	}
	phases, err := parsePhases(event, in.IncludedPhases)
	if err != nil {
		return CreatedSubscription{}, err
	}
	var target string
	if json.Unmarshal(in.TargetURL, &target) != nil || strings.TrimSpace(target) == "" {
		return CreatedSubscription{}, ErrInvalidTargetURL
	}
	u, _, err := s.URLs.Check(ctx, strings.TrimSpace(target))
	if err != nil {
		var ue *urlguard.Error
		if errors.As(err, &ue) {
			return CreatedSubscription{}, ErrInvalidTargetURL.With("reason", ue.Reason)
		}
		return CreatedSubscription{}, fmt.Errorf("check target_url: %w", err)
	}
	sub := Subscription{
		ID: ids.New(), OrgID: p.Org.ID, EventType: event, IncludedPhases: phases,
		TargetURL: u.String(), Secret: NewSecret(), CreatedAt: s.now(),
	}
	if err := s.Store.PutSubscription(ctx, sub); err != nil {
		return CreatedSubscription{}, fmt.Errorf("store subscription: %w", err)
	}
	return CreatedSubscription{SubscriptionView: view(sub), Secret: sub.Secret}, nil
}

// parsePhases applies the included_phases rules: required (non-empty,
// distinct, known) for analysis.completed; absent, null or [] for every
// other event. The result is in pipeline order.
func parsePhases(event string, raw json.RawMessage) ([]string, error) {
	absent := len(raw) == 0 || string(raw) == "null"
	if event != EventAnalysisCompleted {
		var list []string
		if absent || (json.Unmarshal(raw, &list) == nil && len(list) == 0) {
			return []string{}, nil
		}
		return nil, ErrPhasesNotAllowed
	}
	if absent {
		return nil, ErrPhasesRequired
	}
	var list []string
	if json.Unmarshal(raw, &list) != nil {
		return nil, ErrInvalidPhases
	}
	if len(list) == 0 {
		return nil, ErrPhasesRequired
	}
	seen := map[string]bool{}
	for _, ph := range list {
		if !slices.Contains(PhaseOrder, ph) || seen[ph] {
			return nil, ErrInvalidPhases
		}
		seen[ph] = true
	}
	var out []string
	for _, ph := range PhaseOrder {
		if seen[ph] {
			out = append(out, ph)
		}
	}
	return out, nil
}

// List returns the organization's subscriptions, oldest first, without
// secrets.
func (s *Service) List(ctx context.Context, p account.Principal) ([]SubscriptionView, error) {
	subs, err := s.Store.Subscriptions(ctx, p.Org.ID)
	if err != nil {
		return nil, fmt.Errorf("list subscriptions: %w", err)
	}
	sort.Slice(subs, func(i, j int) bool {
		if !subs[i].CreatedAt.Equal(subs[j].CreatedAt) {
			return subs[i].CreatedAt.Before(subs[j].CreatedAt)
		}
		return subs[i].ID < subs[j].ID
	})
	out := make([]SubscriptionView, 0, len(subs))
	for _, sub := range subs {
		out = append(out, view(sub))
	}
	return out, nil
}

// Delete removes a subscription. An unknown id, a malformed one, or one
// of another organization is not_found alike. Deliveries already queued
// for it stop at their next attempt.
func (s *Service) Delete(ctx context.Context, p account.Principal, id string) error {
	if !ids.Valid(id) {
		return ErrSubscriptionNotFound
	}
	err := s.Store.DeleteSubscription(ctx, p.Org.ID, id)
	if errors.Is(err, ErrNotFound) {
		return ErrSubscriptionNotFound
	}
	if err != nil {
		return fmt.Errorf("delete subscription: %w", err)
	}
	return nil
}

// TestRequest is a POST /api/v1/webhooks/test body.
type TestRequest struct {
	CallbackURL json.RawMessage `json:"callback_url"`
}

// TestResult is the answer of a test delivery.
type TestResult struct {
	Delivered bool `json:"delivered"`
	// Status is the receiver's HTTP status, nil when none was received.
	Status    *int   `json:"status"`
	Signature string `json:"signature"`
}

// TestPayload is the body of a test delivery.
type TestPayload struct {
	Event     string    `json:"event"`
	ID        string    `json:"id"`
	CreatedAt time.Time `json:"created_at"`
	Data      TestData  `json:"data"`
}

// TestData is the data of a test delivery.
type TestData struct {
	Message string `json:"message"`
}

// TestMessage is what a test delivery says.
const TestMessage = "Test delivery from the document analysis service. Verify X-Service-Signature (sha256= and the hex HMAC-SHA256 of this raw body, keyed with your signing secret) before trusting a delivery."

// Test sends a signed webhook.test payload to the given URL, signed like
// a delivery to a callback_url (with the organization's signing secret),
// and reports what the receiver answered. It is not retried or logged as
// a delivery.
func (s *Service) Test(ctx context.Context, p account.Principal, in TestRequest) (TestResult, error) {
	var target string
	if json.Unmarshal(in.CallbackURL, &target) != nil || strings.TrimSpace(target) == "" {
		return TestResult{}, ErrInvalidTestBody
	}
	target = strings.TrimSpace(target)
	if _, _, err := s.URLs.Check(ctx, target); err != nil {
		var ue *urlguard.Error
		if errors.As(err, &ue) {
			return TestResult{}, ErrInvalidCallbackURL.With("reason", ue.Reason)
		}
		return TestResult{}, fmt.Errorf("check callback_url: %w", err)
	}
	now := s.now()
	payload := TestPayload{Event: EventTest, ID: ids.New(), CreatedAt: now, Data: TestData{Message: TestMessage}}
	body, err := marshal(payload)
	if err != nil {
		return TestResult{}, err
	}
	h := Headers(EventTest, payload.ID, 0, p.Org.SigningSecret, body, now)
	r := s.Client.Post(ctx, target, h, body)
	res := TestResult{Delivered: r.Outcome == Acknowledged, Signature: h.Get(HeaderSignature)}
	if r.StatusCode != 0 {
		code := r.StatusCode
		res.Status = &code
	}
	if r.Err != nil {
		s.log().InfoContext(ctx, "test delivery failed", "reason", r.Reason, "err", r.Err)
	}
	return res, nil
}
