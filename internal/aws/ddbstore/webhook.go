package ddbstore

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"

	"github.com/docanalysis/service/internal/domain/webhook"
)

// DeliveryRetention is how long delivery and attempt items are kept (their
// TTL), the default retention of the bodies stored in S3.
const DeliveryRetention = 90 * 24 * time.Hour

type subscriptionItem struct {
	PK             string    `dynamodbav:"PK"`
	SK             string    `dynamodbav:"SK"`
	Type           string    `dynamodbav:"type"`
	ID             string    `dynamodbav:"id"`
	OrgID          string    `dynamodbav:"org_id"`
	EventType      string    `dynamodbav:"event_type"`
	IncludedPhases []string  `dynamodbav:"included_phases"`
	TargetURL      string    `dynamodbav:"target_url"`
	Secret         string    `dynamodbav:"secret"`
	CreatedAt      time.Time `dynamodbav:"created_at"`
}

func (it subscriptionItem) subscription() webhook.Subscription {
	return webhook.Subscription{ID: it.ID, OrgID: it.OrgID, EventType: it.EventType, IncludedPhases: it.IncludedPhases,
		TargetURL: it.TargetURL, Secret: it.Secret, CreatedAt: it.CreatedAt}
}

// PutSubscription implements webhook.Store.
func (st *Store) PutSubscription(ctx context.Context, sub webhook.Subscription) error {
	phases := sub.IncludedPhases
	if phases == nil {
		phases = []string{}
	}
	return st.putNew(ctx, subscriptionItem{
		PK: orgPK(sub.OrgID), SK: subscriptionSK(sub.ID), Type: "webhook", ID: sub.ID, OrgID: sub.OrgID,
		EventType: sub.EventType, IncludedPhases: phases, TargetURL: sub.TargetURL, Secret: sub.Secret, CreatedAt: sub.CreatedAt,
	})
}

// Subscriptions implements webhook.Store with a query of the
// organization's partition.
func (st *Store) Subscriptions(ctx context.Context, orgID string) ([]webhook.Subscription, error) {
	items, err := queryAll[subscriptionItem](ctx, st, query{pk: orgPK(orgID), skPrefix: subscriptionPrefix, consistent: true})
	if err != nil {
		return nil, err
	}
	var out []webhook.Subscription
	for _, it := range items {
		out = append(out, it.subscription())
	}
	return out, nil
}

// GetSubscription implements webhook.Store.
func (st *Store) GetSubscription(ctx context.Context, orgID, id string) (webhook.Subscription, error) {
	return getAs(ctx, st, orgPK(orgID), subscriptionSK(id), webhook.ErrNotFound, subscriptionItem.subscription)
}

// DeleteSubscription implements webhook.Store. The key includes the
// organization, so another organization's id is simply not found.
func (st *Store) DeleteSubscription(ctx context.Context, orgID, id string) error {
	err := st.remove(ctx, orgPK(orgID), subscriptionSK(id), ifExists())
	if isConditionFailed(err) {
		return webhook.ErrNotFound
	}
	return err
}

type deliveryItem struct {
	PK             string     `dynamodbav:"PK"`
	SK             string     `dynamodbav:"SK"`
	GSI1PK         string     `dynamodbav:"GSI1PK"`
	GSI1SK         string     `dynamodbav:"GSI1SK"`
	Type           string     `dynamodbav:"type"`
	ID             string     `dynamodbav:"id"`
	OrgID          string     `dynamodbav:"org_id"`
	Event          string     `dynamodbav:"event"`
	SubjectID      string     `dynamodbav:"subject_id"`
	AnalysisID     string     `dynamodbav:"analysis_id,omitempty"`
	BatchID        string     `dynamodbav:"batch_id,omitempty"`
	SubscriptionID string     `dynamodbav:"subscription_id,omitempty"`
	TargetURL      string     `dynamodbav:"target_url"`
	Status         string     `dynamodbav:"status"`
	Attempts       int        `dynamodbav:"attempts"`
	CycleStart     int        `dynamodbav:"cycle_start"`
	Enqueued       int        `dynamodbav:"enqueued"`
	Body           []byte     `dynamodbav:"body,omitempty"`
	BodyKey        string     `dynamodbav:"body_key,omitempty"`
	CreatedAt      time.Time  `dynamodbav:"created_at"`
	UpdatedAt      time.Time  `dynamodbav:"updated_at"`
	NextAttemptAt  *time.Time `dynamodbav:"next_attempt_at,omitempty"`
	// LeaseUntil is the end of an attempt's lease, in Unix milliseconds
	// (a number, so conditions compare it to now).
	LeaseUntil int64 `dynamodbav:"lease_until,omitempty"`
	TTL        int64 `dynamodbav:"ttl"`
}

// deliveryFields lists the attributes DeliveriesOf reads: all but the
// body, which can be hundreds of kilobytes per delivery.
var deliveryFields = []string{attrPK, attrSK, "id", "org_id", "event", "subject_id", "analysis_id", "batch_id", "subscription_id",
	"target_url", "status", "attempts", "cycle_start", "enqueued", "body_key", "created_at", "updated_at", "next_attempt_at"}

func (it deliveryItem) delivery() webhook.Delivery {
	return webhook.Delivery{
		ID: it.ID, OrgID: it.OrgID, Event: it.Event, SubjectID: it.SubjectID, AnalysisID: it.AnalysisID, BatchID: it.BatchID,
		SubscriptionID: it.SubscriptionID, TargetURL: it.TargetURL, Status: webhook.Status(it.Status),
		Attempts: it.Attempts, CycleStart: it.CycleStart, Enqueued: it.Enqueued, Body: it.Body, BodyKey: it.BodyKey,
		CreatedAt: it.CreatedAt, UpdatedAt: it.UpdatedAt, NextAttemptAt: it.NextAttemptAt,
	}
}

// CreateDelivery implements webhook.Store.
func (st *Store) CreateDelivery(ctx context.Context, d webhook.Delivery) error {
	err := st.putNew(ctx, deliveryItem{
		PK: deliveryPK(d.ID), SK: deliverySK, GSI1PK: subjectGSI1PK(d.SubjectID), GSI1SK: deliveryGSI1SK(d.CreatedAt, d.ID),
		Type: "delivery", ID: d.ID, OrgID: d.OrgID, Event: d.Event, SubjectID: d.SubjectID, AnalysisID: d.AnalysisID,
		BatchID: d.BatchID, SubscriptionID: d.SubscriptionID, TargetURL: d.TargetURL, Status: string(d.Status),
		Attempts: d.Attempts, CycleStart: d.CycleStart, Enqueued: d.Enqueued, Body: d.Body, BodyKey: d.BodyKey,
		CreatedAt: d.CreatedAt, UpdatedAt: d.UpdatedAt, NextAttemptAt: d.NextAttemptAt,
		TTL: d.CreatedAt.Add(DeliveryRetention).Unix(),
	})
	if isConditionFailed(err) {
		return webhook.ErrExists
	}
	return err
}

// GetDelivery implements webhook.Store.
func (st *Store) GetDelivery(ctx context.Context, id string) (webhook.Delivery, error) {
	return getAs(ctx, st, deliveryPK(id), deliverySK, webhook.ErrNotFound, deliveryItem.delivery)
}

// DeliveriesOf implements webhook.Store with a query of GSI1, newest
// first. A GSI is eventually consistent: a delivery created a moment ago
// may be missing from the log for that moment.
func (st *Store) DeliveriesOf(ctx context.Context, subjectID string) ([]webhook.Delivery, error) {
	items, err := queryAll[deliveryItem](ctx, st, query{
		pk: subjectGSI1PK(subjectID), skPrefix: deliveryPrefix, onGSI1: true, newestFirst: true, fields: deliveryFields,
	})
	if err != nil {
		return nil, err
	}
	var out []webhook.Delivery
	for _, it := range items {
		out = append(out, it.delivery())
	}
	return out, nil
}

type attemptItem struct {
	PK         string    `dynamodbav:"PK"`
	SK         string    `dynamodbav:"SK"`
	Type       string    `dynamodbav:"type"`
	N          int       `dynamodbav:"n"`
	At         time.Time `dynamodbav:"at"`
	StatusCode int       `dynamodbav:"status_code,omitempty"`
	LatencyMS  int64     `dynamodbav:"latency_ms"`
	Error      string    `dynamodbav:"error,omitempty"`
	TTL        int64     `dynamodbav:"ttl"`
}

// Attempts implements webhook.Store.
func (st *Store) Attempts(ctx context.Context, id string) ([]webhook.Attempt, error) {
	items, err := queryAll[attemptItem](ctx, st, query{pk: deliveryPK(id), skPrefix: attemptPrefix, consistent: true})
	if err != nil {
		return nil, err
	}
	var out []webhook.Attempt
	for _, it := range items {
		out = append(out, webhook.Attempt{N: it.N, At: it.At, StatusCode: it.StatusCode,
			Latency: time.Duration(it.LatencyMS) * time.Millisecond, Error: it.Error})
	}
	return out, nil
}

// Claim implements webhook.Store: it takes the lease of the next attempt
// if the delivery is still open and no unexpired lease is held.
func (st *Store) Claim(ctx context.Context, id string, attempt int, now, until time.Time) error {
	lease := expression.Name("lease_until")
	cond := ifExists().And(
		expression.Name("attempts").Equal(expression.Value(attempt-1)),
		expression.Name("status").In(expression.Value(string(webhook.StatusPending)), expression.Value(string(webhook.StatusRetrying))),
		lease.AttributeNotExists().Or(lease.LessThan(expression.Value(now.UnixMilli()))),
	)
	err := st.update(ctx, deliveryPK(id), deliverySK, expression.Set(lease, expression.Value(until.UnixMilli())), cond, nil)
	if isConditionFailed(err) {
		return webhook.ErrConflict
	}
	return err
}

// Record implements webhook.Store: the attempt item and the delivery's
// new state in one transaction, conditional on the attempt being the
// next one.
func (st *Store) Record(ctx context.Context, id string, a webhook.Attempt, status webhook.Status, next *time.Time) error {
	attempt, err := st.txPutNew(attemptItem{
		PK: deliveryPK(id), SK: attemptSK(a.N), Type: "attempt", N: a.N, At: a.At, StatusCode: a.StatusCode,
		LatencyMS: a.Latency.Milliseconds(), Error: a.Error, TTL: a.At.Add(DeliveryRetention).Unix(),
	})
	if err != nil {
		return err
	}
	upd := set(expression.UpdateBuilder{}, "attempts", a.N)
	upd = set(upd, "status", string(status))
	upd = set(upd, "updated_at", utcText(a.At))
	upd = upd.Remove(expression.Name("lease_until"))
	if next != nil {
		upd = set(upd, "next_attempt_at", utcText(*next))
	} else {
		upd = upd.Remove(expression.Name("next_attempt_at"))
	}
	delivery, err := st.txUpdate(deliveryPK(id), deliverySK, upd, expression.Name("attempts").Equal(expression.Value(a.N-1)))
	if err != nil {
		return err
	}
	err = st.transact(ctx, attempt, delivery)
	if cancelReasons(err) != nil {
		return webhook.ErrConflict
	}
	return err
}

// MarkEnqueued implements webhook.Store; it only ever raises the mark.
func (st *Store) MarkEnqueued(ctx context.Context, id string, attempt int) error {
	err := st.update(ctx, deliveryPK(id), deliverySK, set(expression.UpdateBuilder{}, "enqueued", attempt),
		ifExists().And(expression.Name("enqueued").LessThan(expression.Value(attempt))), nil)
	if isConditionFailed(err) {
		return nil
	}
	return err
}

// Reopen implements webhook.Store: a dead delivery, or a pending one with
// nothing queued, starts a new cycle of attempts.
func (st *Store) Reopen(ctx context.Context, id string, now time.Time) (webhook.Delivery, error) {
	status, attempts := expression.Name("status"), expression.Name("attempts")
	pending := expression.Value(string(webhook.StatusPending))
	upd := expression.Set(status, pending).
		Set(expression.Name("cycle_start"), attempts).
		Set(expression.Name("next_attempt_at"), expression.Value(utcText(now))).
		Set(expression.Name("updated_at"), expression.Value(utcText(now))).
		Remove(expression.Name("lease_until"))
	cond := ifExists().And(status.Equal(expression.Value(string(webhook.StatusDead))).
		Or(status.Equal(pending).And(expression.Name("enqueued").LessThanEqual(attempts))))
	var it deliveryItem
	err := st.update(ctx, deliveryPK(id), deliverySK, upd, cond, &it)
	if isConditionFailed(err) {
		return webhook.Delivery{}, webhook.ErrConflict
	}
	if err != nil {
		return webhook.Delivery{}, err
	}
	return it.delivery(), nil
}

// utcText is how the delivery's update and retry times are written by the
// updates above: RFC 3339 text in UTC, which sorts and reads back as the
// marshalled times of the item.
func utcText(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }
