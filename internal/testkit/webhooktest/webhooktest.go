// Package webhooktest provides in-memory fakes of the webhook engine's
// dependencies, with the same conditional semantics as the DynamoDB
// adapter, for the tests of the packages that use the engine.
package webhooktest

import (
	"context"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/webhook"
)

// Store is an in-memory webhook.Store.
type Store struct {
	mu         sync.Mutex
	subs       map[string]webhook.Subscription // by id
	deliveries map[string]*delivery
	// Err, when set, is returned by every call.
	Err error
}

type delivery struct {
	d          webhook.Delivery
	attempts   []webhook.Attempt
	leaseUntil time.Time
}

// NewStore returns an empty Store.
func NewStore() *Store {
	return &Store{subs: map[string]webhook.Subscription{}, deliveries: map[string]*delivery{}}
}

// PutSubscription implements webhook.Store.
func (s *Store) PutSubscription(_ context.Context, sub webhook.Subscription) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	s.subs[sub.ID] = sub
	return nil
}

// Subscriptions implements webhook.Store.
func (s *Store) Subscriptions(_ context.Context, orgID string) ([]webhook.Subscription, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return nil, s.Err
	}
	var out []webhook.Subscription
	for _, sub := range s.subs {
		if sub.OrgID == orgID {
			out = append(out, sub)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// GetSubscription implements webhook.Store.
func (s *Store) GetSubscription(_ context.Context, orgID, id string) (webhook.Subscription, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return webhook.Subscription{}, s.Err
	}
	sub, ok := s.subs[id]
	if !ok || sub.OrgID != orgID {
		return webhook.Subscription{}, webhook.ErrNotFound
	}
	return sub, nil
}

// DeleteSubscription implements webhook.Store.
func (s *Store) DeleteSubscription(_ context.Context, orgID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	sub, ok := s.subs[id]
	if !ok || sub.OrgID != orgID {
		return webhook.ErrNotFound
	}
	delete(s.subs, id)
	return nil
}

// CreateDelivery implements webhook.Store.
func (s *Store) CreateDelivery(_ context.Context, d webhook.Delivery) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	if _, ok := s.deliveries[d.ID]; ok {
		return webhook.ErrExists
	}
	d.Body = slices.Clone(d.Body)
	s.deliveries[d.ID] = &delivery{d: d}
	return nil
}

// GetDelivery implements webhook.Store.
func (s *Store) GetDelivery(_ context.Context, id string) (webhook.Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return webhook.Delivery{}, s.Err
	}
	d, ok := s.deliveries[id]
	if !ok {
		return webhook.Delivery{}, webhook.ErrNotFound
	}
	return d.d, nil
}

// DeliveriesOf implements webhook.Store.
func (s *Store) DeliveriesOf(_ context.Context, subjectID string) ([]webhook.Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return nil, s.Err
	}
	var out []webhook.Delivery
	for _, d := range s.deliveries {
		if d.d.SubjectID == subjectID {
			c := d.d
			c.Body = nil
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].CreatedAt.Equal(out[j].CreatedAt) {
			return out[i].CreatedAt.After(out[j].CreatedAt)
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

// Attempts implements webhook.Store.
func (s *Store) Attempts(_ context.Context, id string) ([]webhook.Attempt, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return nil, s.Err
	}
	d, ok := s.deliveries[id]
	if !ok {
		return nil, nil
	}
	return slices.Clone(d.attempts), nil
}

// Claim implements webhook.Store.
func (s *Store) Claim(_ context.Context, id string, n int, now, until time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	d, ok := s.deliveries[id]
	if !ok || d.d.Attempts != n-1 || d.d.Status.Terminal() || d.leaseUntil.After(now) {
		return webhook.ErrConflict
	}
	d.leaseUntil = until
	return nil
}

// Record implements webhook.Store.
func (s *Store) Record(_ context.Context, id string, a webhook.Attempt, status webhook.Status, next *time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	d, ok := s.deliveries[id]
	if !ok || d.d.Attempts != a.N-1 {
		return webhook.ErrConflict
	}
	d.attempts = append(d.attempts, a)
	d.d.Attempts = a.N
	d.d.Status = status
	d.d.NextAttemptAt = next
	d.d.UpdatedAt = a.At
	d.leaseUntil = time.Time{}
	return nil
}

// MarkEnqueued implements webhook.Store.
func (s *Store) MarkEnqueued(_ context.Context, id string, n int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	if d, ok := s.deliveries[id]; ok && d.d.Enqueued < n {
		d.d.Enqueued = n
	}
	return nil
}

// Reopen implements webhook.Store.
func (s *Store) Reopen(_ context.Context, id string, now time.Time) (webhook.Delivery, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return webhook.Delivery{}, s.Err
	}
	d, ok := s.deliveries[id]
	if !ok {
		return webhook.Delivery{}, webhook.ErrNotFound
	}
	stuck := d.d.Status == webhook.StatusPending && d.d.Enqueued <= d.d.Attempts
	if d.d.Status != webhook.StatusDead && !stuck {
		return webhook.Delivery{}, webhook.ErrConflict
	}
	d.d.Status = webhook.StatusPending
	d.d.CycleStart = d.d.Attempts
	d.d.NextAttemptAt = &now
	d.d.UpdatedAt = now
	return d.d, nil
}

// Queue records the messages sent to it.
type Queue struct {
	mu   sync.Mutex
	Sent []Sent
	Err  error
}

// Sent is one message sent to a Queue.
type Sent struct {
	Msg   webhook.Message
	Delay time.Duration
}

// Send implements webhook.Queue.
func (q *Queue) Send(_ context.Context, msg any, delay time.Duration) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.Err != nil {
		return q.Err
	}
	q.Sent = append(q.Sent, Sent{Msg: msg.(webhook.Message), Delay: delay})
	return nil
}

// Take returns the messages sent so far and forgets them.
func (q *Queue) Take() []Sent {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := q.Sent
	q.Sent = nil
	return out
}

// Blobs is an in-memory webhook.Blobs (and analysis.Blobs).
type Blobs struct {
	mu      sync.Mutex
	Objects map[string][]byte
	Puts    int
}

// NewBlobs returns an empty Blobs.
func NewBlobs() *Blobs { return &Blobs{Objects: map[string][]byte{}} }

// Put implements webhook.Blobs.
func (b *Blobs) Put(_ context.Context, key string, body []byte, _ string, _ map[string]string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.Objects[key] = slices.Clone(body)
	b.Puts++
	return nil
}

// Get implements webhook.Blobs; a missing key is analysis.ErrNotFound, as
// internal/aws/s3blob reports it.
func (b *Blobs) Get(_ context.Context, key string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	body, ok := b.Objects[key]
	if !ok {
		return nil, analysis.ErrNotFound
	}
	return slices.Clone(body), nil
}
