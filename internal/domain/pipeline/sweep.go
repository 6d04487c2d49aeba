package pipeline

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// UploadNotifier re-sends the parser stage's trigger for an uploaded
// object: on AWS, the S3 ObjectCreated notification that S3 put on the
// ingest queue when the PDF was stored.
type UploadNotifier interface {
	NotifyUpload(ctx context.Context, key string) error
}

// Objects tells whether an object is stored (s3blob.Bucket implements
// it): Head returns analysis.ErrNotFound for a missing one.
type Objects interface {
	Head(ctx context.Context, key string) (int64, error)
}

// SweepBounds say how long an analysis may sit unchanged in a state before
// the sweeper decides its message was lost and re-drives it. Each is longer
// than the stage can legitimately take (its function's timeout), so a
// stage still at work is not handed the same analysis a second time.
type SweepBounds struct {
	// Pending: charged, but no parser has started it. Parsing starts
	// within seconds of the upload, and the API stores the upload within
	// its request (ApiFunction's Timeout is 29 s), so a pending analysis
	// older than this whose upload is missing was never queued.
	Pending time.Duration
	// Parse: processing in the parser stage (ParserFunction's Timeout is
	// 300 s).
	Parse time.Duration
	// OCR: processing with phases.ocr pending, in or waiting for the OCR
	// stage (OcrFunction's Timeout is 720 s).
	OCR time.Duration
	// Fraud: parsed, waiting for or in the fraud stage (FraudFunction's
	// Timeout is 120 s).
	Fraud time.Duration
}

// DefaultSweepBounds are the deployed bounds; infra/samtemplate's tests
// hold each above its function's Timeout in template.yaml.
var DefaultSweepBounds = SweepBounds{
	Pending: 2 * time.Minute,
	Parse:   6 * time.Minute,
	OCR:     13 * time.Minute,
	Fraud:   3 * time.Minute,
}

// DefaultSweepLimit bounds the analyses one sweep looks at. Only work in
// flight is open, so a sweep normally sees far fewer.
const DefaultSweepLimit = 1000

// Sweeper finds analyses stuck in a non-terminal state and re-drives them
// by sending their stage's message again: the ingest notification for a
// pending or processing analysis, the OCR message when its ocr phase is
// pending, the fraud message for a parsed one. A pending analysis whose
// upload was never stored (the API lost its store, or died, between the
// charge and the upload) is withdrawn: failed with queue_failed and
// refunded in one write. An analysis past its deadline is failed with
// processing_timeout and refunded the same way. Both emit their event.
//
// Every stage already tolerates redelivery (its moves are conditional
// transitions and its outputs are keyed by the analysis id), so a sweep
// that races a stage, or two sweeps at once, cost duplicate work at most,
// never a wrong state. After re-driving an analysis the sweeper touches
// its updated_at, so it is re-driven again only if it stays stuck for
// another bound.
type Sweeper struct {
	// Stages provides the store, the OCR and fraud queues, the event
	// emitter, the log and the clock.
	Stages *Stages
	Open   analysis.OpenLister
	Ingest UploadNotifier
	// Uploads tells a pending analysis whose upload is stored (a lost
	// notification: re-driven) from one whose upload never was
	// (withdrawn).
	Uploads Objects
	// Bounds default to DefaultSweepBounds, field by field.
	Bounds SweepBounds
	// Limit defaults to DefaultSweepLimit.
	Limit int
}

// SweepReport counts what one sweep did.
type SweepReport struct {
	Open      int // non-terminal analyses listed
	Redriven  int // stage messages sent again
	Withdrawn int // never queued: failed with queue_failed and refunded
	Expired   int // failed with processing_timeout and refunded
	Errors    int // analyses the sweep could not handle; the next sweep retries them
}

// Sweep runs one pass over the open analyses. It returns an error only
// when it could not list them; a failure on one analysis is logged,
// counted, and left to the next sweep.
func (w *Sweeper) Sweep(ctx context.Context) (SweepReport, error) {
	s := w.Stages
	start := time.Now()
	limit := w.Limit
	if limit <= 0 {
		limit = DefaultSweepLimit
	}
	open, err := w.Open.ListOpen(ctx, limit)
	if err != nil {
		return SweepReport{}, fmt.Errorf("sweep: %w", err)
	}
	rep := SweepReport{Open: len(open)}
	for _, listed := range open {
		if ctx.Err() != nil {
			break
		}
		act, err := w.one(ctx, listed)
		switch {
		case err != nil:
			rep.Errors++
			s.log().WarnContext(ctx, "sweep: analysis not re-driven; the next sweep retries", "analysis_id", listed.ID, "status", listed.Status, "err", err)
		case act == swept:
			rep.Redriven++
		case act == expired:
			rep.Expired++
		case act == withdrawn:
			rep.Withdrawn++
		}
	}
	s.log().InfoContext(ctx, "stage", "stage", "sweep", "duration_ms", time.Since(start).Milliseconds(),
		"outcome", sweepOutcome(rep), "open", rep.Open, "redriven", rep.Redriven, "withdrawn", rep.Withdrawn, "expired", rep.Expired, "errors", rep.Errors)
	return rep, nil
}

func sweepOutcome(r SweepReport) string {
	if r.Errors > 0 {
		return "partial"
	}
	return "ok"
}

type action int

const (
	left action = iota
	swept
	expired
	withdrawn
)

// one handles one listed analysis: it re-reads the record (the listing
// may lag), expires it past its deadline, or re-drives it past its bound.
func (w *Sweeper) one(ctx context.Context, listed analysis.Analysis) (action, error) {
	s := w.Stages
	a, err := s.Store.Get(ctx, listed.ID)
	if errors.Is(err, analysis.ErrNotFound) {
		return left, nil
	}
	if err != nil {
		return left, err
	}
	if a.Status.Terminal() {
		return left, nil
	}
	if late, err := s.expireIfLate(ctx, a); late || err != nil {
		if err != nil {
			return left, err
		}
		s.log().InfoContext(ctx, "sweep: expired", "analysis_id", a.ID, "status", a.Status, "deadline", a.Deadline)
		return expired, nil
	}
	stage, bound := w.stageOf(a)
	if s.now().Sub(a.UpdatedAt) < bound {
		return left, nil
	}
	if stage == "ingest" {
		stored, err := w.uploaded(ctx, a)
		if err != nil {
			return left, err
		}
		if !stored {
			return w.withdraw(ctx, a)
		}
	}
	if err := w.redrive(ctx, a, stage); err != nil {
		return left, fmt.Errorf("re-drive %s: %w", stage, err)
	}
	// Restart the clock, only if no stage moved the analysis meanwhile.
	_, err = s.Store.Transition(ctx, a.ID, []analysis.Status{a.Status}, a.Status, analysis.Patch{UpdatedAt: s.now()})
	if err != nil && !errors.Is(err, analysis.ErrConflict) {
		// The message is sent; the next sweep may send it again, which
		// the stage tolerates.
		s.log().WarnContext(ctx, "sweep: re-driven but not touched", "analysis_id", a.ID, "err", err)
	}
	s.log().InfoContext(ctx, "sweep: re-driven", "analysis_id", a.ID, "status", a.Status, "stage", stage,
		"stuck_for_ms", s.now().Sub(a.UpdatedAt).Milliseconds())
	return swept, nil
}

// uploaded reports whether the upload of a pending analysis is stored.
func (w *Sweeper) uploaded(ctx context.Context, a analysis.Analysis) (bool, error) {
	if w.Uploads == nil {
		return false, errors.New("no upload store wired: cannot tell a lost notification from an upload never stored")
	}
	_, err := w.Uploads.Head(ctx, uploadKey(a))
	if errors.Is(err, analysis.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("look up the upload: %w", err)
	}
	return true, nil
}

// withdraw fails a pending analysis whose upload was never stored with
// queue_failed, refunding it in the same write, and emits its event. Only
// from pending: had a parser started it, its upload would exist.
func (w *Sweeper) withdraw(ctx context.Context, a analysis.Analysis) (action, error) {
	moved, err := w.Stages.failFrom(ctx, a, []analysis.Status{analysis.StatusPending}, analysis.ErrQueueFailed, "parse")
	if !moved {
		return left, err
	}
	w.Stages.log().WarnContext(ctx, "sweep: withdrawn, its upload was never stored", "analysis_id", a.ID, "org_id", a.OrgID,
		"pending_for_ms", w.Stages.now().Sub(a.UpdatedAt).Milliseconds())
	if err != nil {
		// Failed and refunded; only its event may be lost.
		return withdrawn, err
	}
	return withdrawn, nil
}

func uploadKey(a analysis.Analysis) string {
	if a.ObjectKey != "" {
		return a.ObjectKey
	}
	return analysis.UploadKey(a.ID)
}

// stageOf names the stage that should move a non-terminal analysis on,
// and how long it may take.
func (w *Sweeper) stageOf(a analysis.Analysis) (string, time.Duration) {
	b := w.Bounds
	pick := func(d, def time.Duration) time.Duration {
		if d > 0 {
			return d
		}
		return def
	}
	switch {
	case a.Status == analysis.StatusParsed:
		return "fraud", pick(b.Fraud, DefaultSweepBounds.Fraud)
	case a.Status == analysis.StatusProcessing && a.Phases.OCR == analysis.PhasePending:
		return "ocr", pick(b.OCR, DefaultSweepBounds.OCR)
	case a.Status == analysis.StatusProcessing:
		return "parse", pick(b.Parse, DefaultSweepBounds.Parse)
	default:
		return "ingest", pick(b.Pending, DefaultSweepBounds.Pending)
	}
}

func (w *Sweeper) redrive(ctx context.Context, a analysis.Analysis, stage string) error {
	s := w.Stages
	switch stage {
	case "fraud":
		return s.Fraud.Send(ctx, FraudMessage{AnalysisID: a.ID}, 0)
	case "ocr":
		if s.OCR == nil {
			return errors.New("no OCR queue wired")
		}
		return s.OCR.Send(ctx, OCRMessage{AnalysisID: a.ID}, 0)
	default:
		return w.Ingest.NotifyUpload(ctx, uploadKey(a))
	}
}
