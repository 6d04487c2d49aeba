package ddbstore

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

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
	var it subscriptionItem
	ok, err := st.get(ctx, orgPK(orgID), subscriptionSK(id), &it)
	if err != nil {
		return webhook.Subscription{}, err
	}
	if !ok {
		return webhook.Subscription{}, webhook.ErrNotFound
	}
	return it.subscription(), nil
}

// DeleteSubscription implements webhook.Store. The key includes the
// organization, so another organization's id is simply not found.
func (st *Store) DeleteSubscription(ctx context.Context, orgID, id string) error {
	_, err := st.DB.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName:           &st.Table,
		Key:                 key(orgPK(orgID), subscriptionSK(id)),
		ConditionExpression: aws.String("attribute_exists(PK)"),
	})
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
	var it deliveryItem
	ok, err := st.get(ctx, deliveryPK(id), deliverySK, &it)
	if err != nil {
		return webhook.Delivery{}, err
	}
	if !ok {
		return webhook.Delivery{}, webhook.ErrNotFound
	}
	return it.delivery(), nil
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

// Claim implements webhook.Store.
func (st *Store) Claim(ctx context.Context, id string, attempt int, now, until time.Time) error {
	_, err := st.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        &st.Table,
		Key:              key(deliveryPK(id), deliverySK),
		UpdateExpression: aws.String("SET lease_until = :until"),
		ConditionExpression: aws.String("attribute_exists(PK) AND attempts = :prev AND #st IN (:pending, :retrying) " +
			"AND (attribute_not_exists(lease_until) OR lease_until < :now)"),
		ExpressionAttributeNames: map[string]string{"#st": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":until": n(until.UnixMilli()), ":now": n(now.UnixMilli()), ":prev": n(int64(attempt - 1)),
			":pending": s(string(webhook.StatusPending)), ":retrying": s(string(webhook.StatusRetrying)),
		},
	})
	if isConditionFailed(err) {
		return webhook.ErrConflict
	}
	return err
}

// Record implements webhook.Store: the attempt item and the delivery's
// new state in one transaction, conditional on the attempt being the
// next one.
func (st *Store) Record(ctx context.Context, id string, a webhook.Attempt, status webhook.Status, next *time.Time) error {
	ttl := a.At.Add(DeliveryRetention).Unix()
	av, err := attributevalue.MarshalMap(attemptItem{
		PK: deliveryPK(id), SK: attemptSK(a.N), Type: "attempt", N: a.N, At: a.At, StatusCode: a.StatusCode,
		LatencyMS: a.Latency.Milliseconds(), Error: a.Error, TTL: ttl,
	})
	if err != nil {
		return fmt.Errorf("marshal attempt: %w", err)
	}
	vals := map[string]types.AttributeValue{
		":n": n(int64(a.N)), ":prev": n(int64(a.N - 1)), ":st": s(string(status)),
		":at": s(a.At.UTC().Format(time.RFC3339Nano)),
	}
	update := "SET attempts = :n, #st = :st, updated_at = :at"
	remove := " REMOVE lease_until"
	if next != nil {
		update += ", next_attempt_at = :next"
		vals[":next"] = s(next.UTC().Format(time.RFC3339Nano))
	} else {
		remove += ", next_attempt_at"
	}
	_, err = st.DB.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: []types.TransactWriteItem{
		{Put: &types.Put{TableName: &st.Table, Item: av, ConditionExpression: aws.String("attribute_not_exists(PK)")}},
		{Update: &types.Update{
			TableName:                 &st.Table,
			Key:                       key(deliveryPK(id), deliverySK),
			UpdateExpression:          aws.String(update + remove),
			ConditionExpression:       aws.String("attempts = :prev"),
			ExpressionAttributeNames:  map[string]string{"#st": "status"},
			ExpressionAttributeValues: vals,
		}},
	}})
	if cancelReasons(err) != nil {
		return webhook.ErrConflict
	}
	return err
}

// MarkEnqueued implements webhook.Store; it only ever raises the mark.
func (st *Store) MarkEnqueued(ctx context.Context, id string, attempt int) error {
	_, err := st.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 &st.Table,
		Key:                       key(deliveryPK(id), deliverySK),
		UpdateExpression:          aws.String("SET enqueued = :n"),
		ConditionExpression:       aws.String("attribute_exists(PK) AND enqueued < :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":n": n(int64(attempt))},
	})
	if isConditionFailed(err) {
		return nil
	}
	return err
}

// Reopen implements webhook.Store.
func (st *Store) Reopen(ctx context.Context, id string, now time.Time) (webhook.Delivery, error) {
	at := s(now.UTC().Format(time.RFC3339Nano))
	res, err := st.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                &st.Table,
		Key:                      key(deliveryPK(id), deliverySK),
		UpdateExpression:         aws.String("SET #st = :pending, cycle_start = attempts, next_attempt_at = :now, updated_at = :now REMOVE lease_until"),
		ConditionExpression:      aws.String("attribute_exists(PK) AND (#st = :dead OR (#st = :pending AND enqueued <= attempts))"),
		ExpressionAttributeNames: map[string]string{"#st": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pending": s(string(webhook.StatusPending)), ":dead": s(string(webhook.StatusDead)), ":now": at,
		},
		ReturnValues: types.ReturnValueAllNew,
	})
	if isConditionFailed(err) {
		return webhook.Delivery{}, webhook.ErrConflict
	}
	if err != nil {
		return webhook.Delivery{}, err
	}
	var it deliveryItem
	if err := attributevalue.UnmarshalMap(res.Attributes, &it); err != nil {
		return webhook.Delivery{}, fmt.Errorf("unmarshal delivery: %w", err)
	}
	return it.delivery(), nil
}

var _ webhook.Store = (*Store)(nil)
