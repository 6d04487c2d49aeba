// Package webhook delivers the service's events to receivers: the
// callback_url of a submission and the organization's subscriptions.
//
// A delivery is one event for one destination. Its id is derived from the
// event kind, the subject (the analysis or batch) and the destination, so an
// event published twice (a stage that ran twice, a duplicated SQS message)
// maps to the same delivery and never to a second one. Its body is
// serialized once when the delivery is created, stored with it, and sent
// byte for byte on every attempt; only the Standard Webhooks timestamp and
// signature are computed per attempt, because receivers reject stale
// timestamps.
//
// Attempts run in the webhook function, one SQS message {delivery_id,
// attempt} each. A retryable failure re-enqueues the next attempt with the
// schedule's DelaySeconds instead of failing the message, so a receiver's
// outage never reaches the queue's redrive; the fifth failure marks the
// delivery dead, and the API can redeliver it. docs/webhooks.md has the
// rules and a receiver's guide.
package webhook

import (
	"context"
	"errors"
	"net/netip"
	"net/url"
	"slices"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
)

// Event kinds. The five of the contract, and the test delivery's.
const (
	EventAnalysisCompleted        = analysis.EventCompleted
	EventAnalysisFailed           = analysis.EventFailed
	EventBatchCompleted           = "batch.completed"
	EventTaxReturnExtracted       = analysis.EventTaxReturnExtracted
	EventApplicationFormExtracted = analysis.EventApplicationFormExtracted
	EventTest                     = "webhook.test"
)

// EventKinds lists the kinds a subscription may name.
var EventKinds = []string{
	EventAnalysisCompleted, EventAnalysisFailed, EventBatchCompleted,
	EventTaxReturnExtracted, EventApplicationFormExtracted,
}

// ValidEvent reports whether e is one of the subscribable event kinds.
func ValidEvent(e string) bool { return slices.Contains(EventKinds, e) }

// Phases an analysis.completed subscription may include, in the order the
// pipeline runs them.
const (
	PhaseParse         = "parse"
	PhaseMetadataFraud = "metadata_fraud"
	PhaseAIFraud       = "ai_fraud"
)

// PhaseOrder is the pipeline order of the phases.
var PhaseOrder = []string{PhaseParse, PhaseMetadataFraud, PhaseAIFraud}

// Subscription sends one event kind of an organization to a target URL.
type Subscription struct {
	ID             string
	OrgID          string
	EventType      string
	IncludedPhases []string
	TargetURL      string
	// Secret signs the subscription's deliveries. It is shown to the
	// caller once, at creation, and kept recoverable because every
	// attempt computes HMACs with it.
	Secret    string
	CreatedAt time.Time
}

// Status is the state of a delivery.
type Status string

const (
	// StatusPending: created (or reopened by a redelivery), the next
	// attempt is queued.
	StatusPending Status = "pending"
	// StatusRetrying: an attempt failed and a later one is queued.
	StatusRetrying Status = "retrying"
	// StatusDelivered: the receiver acknowledged with a 2xx.
	StatusDelivered Status = "delivered"
	// StatusFailed: a permanent failure (a 4xx other than 408/429, a
	// refused URL, a deleted subscription); never retried.
	StatusFailed Status = "failed"
	// StatusDead: the fifth attempt of a cycle failed too.
	StatusDead Status = "dead"
)

// Terminal reports whether no attempt will follow without a redelivery.
func (s Status) Terminal() bool {
	return s == StatusDelivered || s == StatusFailed || s == StatusDead
}

// Delivery is one event for one destination, with its attempt counters.
type Delivery struct {
	ID    string
	OrgID string
	Event string
	// SubjectID is the analysis or batch the event is about; deliveries
	// are listed by it.
	SubjectID  string
	AnalysisID string
	BatchID    string
	// SubscriptionID is empty for a delivery to a submission's
	// callback_url, which is signed with the organization's secret.
	SubscriptionID string
	TargetURL      string
	Status         Status
	// Attempts is the number of attempts made so far, in all cycles.
	Attempts int
	// CycleStart is the number of attempts made before the current cycle:
	// a redelivery starts a new cycle of up to MaxAttempts attempts.
	CycleStart int
	// Enqueued is the highest attempt number sent to the queue, so a run
	// that died between recording an attempt and queueing the next can be
	// finished by the message's redelivery without queueing it twice.
	Enqueued int
	// Body is the payload when stored inline; BodyKey names the stored
	// object when it was too large for the item.
	Body          []byte
	BodyKey       string
	CreatedAt     time.Time
	UpdatedAt     time.Time
	NextAttemptAt *time.Time
}

// Attempt is one try of a delivery.
type Attempt struct {
	N  int
	At time.Time
	// StatusCode is the receiver's HTTP status, 0 when none was received.
	StatusCode int
	Latency    time.Duration
	// Error says why the attempt did not acknowledge, in words fit for
	// the customer; empty on success.
	Error string
}

// Message is the body of a webhook-queue message: perform attempt Attempt
// of the delivery.
type Message struct {
	DeliveryID string `json:"delivery_id"`
	Attempt    int    `json:"attempt"`
}

// Errors a Store reports.
var (
	ErrNotFound = errors.New("webhook: not found")
	ErrExists   = errors.New("webhook: already exists")
	// ErrConflict: the delivery was not in the state the write expected.
	ErrConflict = errors.New("webhook: state conflict")
)

// Store persists subscriptions, deliveries and attempts.
type Store interface {
	PutSubscription(ctx context.Context, s Subscription) error
	// Subscriptions lists an organization's subscriptions.
	Subscriptions(ctx context.Context, orgID string) ([]Subscription, error)
	GetSubscription(ctx context.Context, orgID, id string) (Subscription, error)
	// DeleteSubscription returns ErrNotFound when the organization has no
	// such subscription.
	DeleteSubscription(ctx context.Context, orgID, id string) error

	// CreateDelivery stores d only if no delivery has its id; otherwise
	// it returns ErrExists.
	CreateDelivery(ctx context.Context, d Delivery) error
	GetDelivery(ctx context.Context, id string) (Delivery, error)
	// DeliveriesOf lists the deliveries about an analysis or batch,
	// newest first, without their bodies.
	DeliveriesOf(ctx context.Context, subjectID string) ([]Delivery, error)
	// Attempts lists a delivery's attempts in order.
	Attempts(ctx context.Context, deliveryID string) ([]Attempt, error)
	// Claim leases attempt n of a delivery until `until`, if n is the
	// next attempt, the delivery is not terminal and no unexpired lease
	// exists; otherwise ErrConflict. It keeps two copies of one message
	// from sending the same attempt at once.
	Claim(ctx context.Context, id string, n int, now, until time.Time) error
	// Record stores attempt a and moves the delivery to status (with the
	// next attempt's time, or nil), if a.N is the next attempt; otherwise
	// ErrConflict.
	Record(ctx context.Context, id string, a Attempt, status Status, next *time.Time) error
	// MarkEnqueued notes that attempt n was sent to the queue.
	MarkEnqueued(ctx context.Context, id string, n int) error
	// Reopen starts a new cycle of a dead delivery (or of a reopened one
	// whose message could not be queued): status pending, CycleStart =
	// Attempts. Any other state is ErrConflict.
	Reopen(ctx context.Context, id string, now time.Time) (Delivery, error)
}

// Orgs reads organizations: their signing secret and disabled events.
type Orgs interface {
	GetOrg(ctx context.Context, id string) (account.Org, error)
}

// Queue sends messages to the webhook queue, after delay (at most 15
// minutes, the SQS maximum).
type Queue interface {
	Send(ctx context.Context, msg any, delay time.Duration) error
}

// Blobs stores the bodies too large for a delivery item.
type Blobs interface {
	Put(ctx context.Context, key string, body []byte, contentType string, meta map[string]string) error
	Get(ctx context.Context, key string) ([]byte, error)
}

// URLChecker vets target and callback URLs (internal/platform/urlguard). It returns
// the addresses it checked, which the sender dials.
type URLChecker interface {
	Check(ctx context.Context, raw string) (*url.URL, []netip.Addr, error)
}
