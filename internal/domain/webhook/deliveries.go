package webhook

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/ids"
)

// DeliveryView is a delivery as the delivery log shows it.
type DeliveryView struct {
	ID             string        `json:"id"`
	Event          string        `json:"event"`
	TargetURL      string        `json:"target_url"`
	SubscriptionID *string       `json:"subscription_id"`
	Status         Status        `json:"status"`
	Attempts       []AttemptView `json:"attempts"`
	CreatedAt      time.Time     `json:"created_at"`
	NextAttemptAt  *time.Time    `json:"next_attempt_at"`
	AnalysisID     string        `json:"analysis_id,omitempty"`
	BatchID        string        `json:"batch_id,omitempty"`
}

// AttemptView is one attempt in the delivery log.
type AttemptView struct {
	Attempt    int       `json:"attempt"`
	At         time.Time `json:"at"`
	StatusCode *int      `json:"status_code"`
	LatencyMS  int64     `json:"latency_ms"`
	Error      *string   `json:"error"`
}

// DeliveryList is the delivery log response.
type DeliveryList struct {
	Deliveries []DeliveryView `json:"deliveries"`
}

// Deliveries lists the deliveries about an analysis or a batch (both:
// those about both), newest first, with their attempts. Subjects of
// another organization list nothing, like subjects without deliveries.
func (s *Service) Deliveries(ctx context.Context, p account.Principal, analysisID, batchID string) (DeliveryList, error) {
	if (analysisID == "" && batchID == "") || (analysisID != "" && !ids.Valid(analysisID)) || (batchID != "" && !ids.Valid(batchID)) {
		return DeliveryList{}, ErrDeliveryFilter
	}
	subject := analysisID
	if subject == "" {
		subject = batchID
	}
	ds, err := s.Store.DeliveriesOf(ctx, subject)
	if err != nil {
		return DeliveryList{}, fmt.Errorf("list deliveries: %w", err)
	}
	out := DeliveryList{Deliveries: []DeliveryView{}}
	for _, d := range ds {
		if d.OrgID != p.Org.ID || (analysisID != "" && d.AnalysisID != analysisID) || (batchID != "" && d.BatchID != batchID) {
			continue
		}
		as, err := s.Store.Attempts(ctx, d.ID)
		if err != nil {
			return DeliveryList{}, fmt.Errorf("attempts of %s: %w", d.ID, err)
		}
		out.Deliveries = append(out.Deliveries, deliveryView(d, as))
	}
	return out, nil
}

func deliveryView(d Delivery, as []Attempt) DeliveryView {
	v := DeliveryView{
		ID: d.ID, Event: d.Event, TargetURL: d.TargetURL, Status: d.Status, Attempts: []AttemptView{},
		CreatedAt: d.CreatedAt, AnalysisID: d.AnalysisID, BatchID: d.BatchID,
	}
	if d.SubscriptionID != "" {
		id := d.SubscriptionID
		v.SubscriptionID = &id
	}
	if !d.Status.Terminal() {
		v.NextAttemptAt = d.NextAttemptAt
	}
	for _, a := range as {
		av := AttemptView{Attempt: a.N, At: a.At, LatencyMS: a.Latency.Milliseconds()}
		if a.StatusCode != 0 {
			code := a.StatusCode
			av.StatusCode = &code
		}
		if a.Error != "" {
			e := a.Error
			av.Error = &e
		}
		v.Attempts = append(v.Attempts, av)
	}
	return v
}

// Redelivery is the answer to a redelivery request.
type Redelivery struct {
	ID     string `json:"id"`
	Status Status `json:"status"`
}

// Redeliver starts a new cycle of up to five attempts for a dead delivery,
// with the same id and the same body, and queues its first attempt now.
func (s *Service) Redeliver(ctx context.Context, p account.Principal, id string) (Redelivery, error) {
	if !ids.Valid(id) {
		return Redelivery{}, ErrDeliveryNotFound
	}
	d, err := s.Store.GetDelivery(ctx, id)
	if errors.Is(err, ErrNotFound) || (err == nil && d.OrgID != p.Org.ID) {
		return Redelivery{}, ErrDeliveryNotFound
	}
	if err != nil {
		return Redelivery{}, fmt.Errorf("get delivery: %w", err)
	}
	d, err = s.Store.Reopen(ctx, id, s.now())
	if errors.Is(err, ErrConflict) {
		return Redelivery{}, ErrNotDead
	}
	if err != nil {
		return Redelivery{}, fmt.Errorf("reopen delivery: %w", err)
	}
	if err := s.enqueue(ctx, d.ID, d.Attempts+1, 0); err != nil {
		// The delivery stays pending with nothing queued; Reopen accepts
		// that state, so the caller can simply ask again.
		return Redelivery{}, err
	}
	s.log().InfoContext(ctx, "delivery reopened", "delivery_id", d.ID, "attempts", d.Attempts)
	return Redelivery{ID: d.ID, Status: StatusPending}, nil
}
