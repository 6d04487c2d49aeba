package client

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

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/rollup"
	"github.com/docanalysis/service/internal/domain/webhook"
)

// EventBatchCompleted is the event a completed submission emits.
const EventBatchCompleted = webhook.EventBatchCompleted

// BatchCompleted is the batch.completed payload.
type BatchCompleted struct {
	Event     string          `json:"event"`
	BatchID   string          `json:"batch_id"`
	ClientID  string          `json:"client_id"`
	OrgID     string          `json:"org_id"`
	Counts    Counts          `json:"counts"`
	CreatedAt time.Time       `json:"created_at"`
	Profile   json.RawMessage `json:"profile"`
}

// storedProfile is the rollup as stored and returned: the profile and
// when it was computed.
type storedProfile struct {
	rollup.Profile
	ComputedAt time.Time `json:"computed_at"`
}

// Aggregate handles one aggregate-queue message: a document of a client
// became terminal. It records the document's summary; when every
// document of the client is terminal it computes the rollup (unless the
// stored one was computed from the same document states), completes each
// batch and publishes batch.completed.
//
// Every step is idempotent, so a duplicated message, two messages handled
// at once, or a retry after a failure give the same stored profile and
// one delivery per destination: the batch's completion time is written
// once (a conditional write) and is the payload's created_at, the payload
// is rendered from stored state only, and delivery ids derive from the
// batch id.
func (s *Service) Aggregate(ctx context.Context, m Message) error {
	snap, err := s.Store.GetClient(ctx, m.ClientID)
	if errors.Is(err, ErrNotFound) {
		s.log().WarnContext(ctx, "aggregate message for an unknown client", "client_id", m.ClientID, "analysis_id", m.AnalysisID)
		return nil
	}
	if err != nil {
		return fmt.Errorf("aggregate %s: %w", m.ClientID, err)
	}
	documentOrder(snap.Documents)
	i := slices.IndexFunc(snap.Documents, func(d Document) bool { return d.AnalysisID == m.AnalysisID })
	if i < 0 {
		s.log().WarnContext(ctx, "aggregate message for a document not of the client", "client_id", m.ClientID, "analysis_id", m.AnalysisID)
		return nil
	}
	if snap.Documents[i].Summary == nil {
		a, err := s.Analyses.Lookup(ctx, m.AnalysisID)
		if errors.Is(err, analysis.ErrNotFound) {
			code := "analysis_not_found"
			snap.Documents[i].Summary = &Summary{Status: string(analysis.StatusFailed), FailureReason: &code}
		} else if err != nil {
			return fmt.Errorf("aggregate %s: %w", m.AnalysisID, err)
		} else if !a.Status.Terminal() {
			return nil // a stray message; the terminal one will come
		} else {
			sum, err := s.summarize(ctx, a)
			if err != nil {
				return fmt.Errorf("aggregate %s: %w", m.AnalysisID, err)
			}
			snap.Documents[i].Summary = &sum
		}
		if err := s.Store.PutSummary(ctx, m.ClientID, m.AnalysisID, *snap.Documents[i].Summary); err != nil {
			if errors.Is(err, ErrNotFound) {
				return nil
			}
			return fmt.Errorf("aggregate %s: summary: %w", m.AnalysisID, err)
		}
		// Read again after writing: of runs recording the last documents
		// at the same time, at least the last to write sees every summary
		// (the read is consistent), so the client is always completed.
		if snap, err = s.Store.GetClient(ctx, m.ClientID); err != nil {
			return fmt.Errorf("aggregate %s: %w", m.ClientID, err)
		}
		documentOrder(snap.Documents)
	}
	for _, d := range snap.Documents {
		if d.Summary == nil {
			return nil // its own message will complete the client
		}
	}
	c := &snap.Client
	now := s.now()
	if fp := fingerprint(snap.Documents); c.Profile == nil || c.Fingerprint != fp {
		states, err := s.lookup(ctx, snap.Documents, true)
		if err != nil {
			return fmt.Errorf("aggregate %s: %w", c.ID, err)
		}
		docs, err := s.rollupDocuments(ctx, *c, states)
		if err != nil {
			return fmt.Errorf("aggregate %s: %w", c.ID, err)
		}
		r := rollup.Compute(c.ID, docs)
		body, err := marshal(storedProfile{Profile: r.Profile, ComputedAt: now})
		if err != nil {
			return err
		}
		stored, err := s.Store.SaveProfile(ctx, c.ID, body, fp, now)
		if err != nil {
			return fmt.Errorf("aggregate %s: save profile: %w", c.ID, err)
		}
		c.Profile, c.Fingerprint = stored, fp
		s.log().InfoContext(ctx, "client profile computed", "client_id", c.ID, "documents", len(docs), "used", r.Used)
	}
	var errs []error
	for _, b := range snap.Batches {
		if b.PublishedAt != nil {
			continue
		}
		if err := s.completeBatch(ctx, *c, b, snap.Documents, now); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// completeBatch completes a batch (once) and publishes batch.completed.
func (s *Service) completeBatch(ctx context.Context, c Client, b Batch, docs []Document, now time.Time) error {
	var counts Counts
	for _, d := range docs {
		if d.BatchID != b.ID {
			continue
		}
		counts.Total++
		if d.Summary != nil && d.Summary.Status == string(analysis.StatusFailed) {
			counts.Failed++
		} else {
			counts.Completed++
		}
	}
	stored, err := s.Store.CompleteBatch(ctx, c.ID, b.ID, counts, now)
	if err != nil {
		return fmt.Errorf("complete batch %s: %w", b.ID, err)
	}
	if stored.CompletedAt == nil || stored.Counts == nil {
		return fmt.Errorf("complete batch %s: stored batch has no completion", b.ID)
	}
	payload := BatchCompleted{Event: EventBatchCompleted, BatchID: b.ID, ClientID: c.ID, OrgID: c.OrgID,
		Counts: *stored.Counts, CreatedAt: *stored.CompletedAt, Profile: c.Profile}
	if s.Webhooks != nil {
		ev := webhook.Event{Kind: EventBatchCompleted, OrgID: c.OrgID, SubjectID: b.ID, BatchID: b.ID}
		if err := s.Webhooks.Publish(ctx, ev, func(context.Context) ([]byte, error) { return marshal(payload) }); err != nil {
			return fmt.Errorf("publish batch.completed %s: %w", b.ID, err)
		}
	}
	if err := s.Store.MarkPublished(ctx, c.ID, b.ID, now); err != nil {
		// The next message publishes again, which creates nothing new.
		s.log().WarnContext(ctx, "mark batch published", "batch_id", b.ID, "err", err)
	}
	s.log().InfoContext(ctx, "batch completed", "client_id", c.ID, "batch_id", b.ID, "total", counts.Total, "failed", counts.Failed)
	return nil
}

// fingerprint names the documents' terminal states a rollup is computed
// from.
func fingerprint(docs []Document) string {
	h := sha256.New()
	for _, d := range docs {
		fmt.Fprintf(h, "%s:%s", d.AnalysisID, d.Summary.Status)
		if d.Summary.CompletedAt != nil {
			fmt.Fprintf(h, ":%d", d.Summary.CompletedAt.UnixMilli())
		}
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// marshal encodes compact JSON without HTML escaping, like every response
// and webhook body of the service.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// Notifier is the pipeline's analysis.Emitter for every stage: it tells
// the aggregator about each terminal document of a client, then hands the
// analysis to the next emitter (webhook delivery). It is called again
// when a stage reruns; the aggregator is idempotent.
type Notifier struct {
	Queue Sender
	Next  analysis.Emitter
}

// Emit implements analysis.Emitter.
func (n Notifier) Emit(ctx context.Context, a analysis.Analysis) error {
	var errs []error
	if a.ClientID != "" && a.Status.Terminal() && n.Queue != nil {
		if err := n.Queue.Send(ctx, Message{ClientID: a.ClientID, BatchID: a.BatchID, AnalysisID: a.ID}, 0); err != nil {
			errs = append(errs, fmt.Errorf("notify aggregator of %s: %w", a.ID, err))
		}
	}
	if n.Next != nil {
		errs = append(errs, n.Next.Emit(ctx, a))
	}
	return errors.Join(errs...)
}

// PhaseCompleted implements analysis.PhaseEmitter by passing it on.
func (n Notifier) PhaseCompleted(ctx context.Context, a analysis.Analysis) error {
	if pe, ok := n.Next.(analysis.PhaseEmitter); ok {
		return pe.PhaseCompleted(ctx, a)
	}
	return nil
}
