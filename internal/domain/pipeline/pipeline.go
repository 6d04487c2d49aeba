// Package pipeline runs the asynchronous stages of an analysis: the parser
// stage (S3 upload → processing → parsed) and the fraud stage (parsed →
// completed). Both are safe to run twice: each move is a conditional state
// transition and each stage's output is written under a key derived from the
// analysis id, so a redelivered message either redoes the same work or finds
// it done.
package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// Extractor reads a PDF once into an outcome and the facts the later
// stages need. A returned *analysis.Failure is terminal (the file itself
// is bad); any other error is retried.
type Extractor interface {
	Extract(ctx context.Context, kind analysis.Kind, pdf []byte) (Extraction, error)
}

// Extraction is what the parser stage learns from a document.
type Extraction struct {
	Outcome analysis.Outcome
	// Facts is what the read of the PDF found that the fraud stage needs
	// (its structure and words, encoded by the document reader), stored
	// under analysis.FactsKey so that the fraud stage need not fetch or
	// open the PDF. Opaque to the pipeline; nil stores nothing.
	Facts []byte
}

// Sender sends a message to a queue.
type Sender interface {
	Send(ctx context.Context, msg any, delay time.Duration) error
}

// OCRMessage asks the OCR stage to read an analysis' scanned pages and
// parse it.
type OCRMessage struct {
	AnalysisID string `json:"analysis_id"`
}

// FraudMessage asks the fraud stage to score an analysis.
type FraudMessage struct {
	AnalysisID string `json:"analysis_id"`
}

// ErrNeedsOCR is what an Extractor without OCR returns for a document
// with pages to read from their image: the parser stage then hands the
// analysis to the OCR stage instead of failing it.
var ErrNeedsOCR = errors.New("pipeline: document needs OCR")

// ErrProcessingFailed is the failure of an analysis whose stage kept
// failing for a reason other than the file.
var ErrProcessingFailed = &analysis.Failure{Code: "processing_failed", Message: "The document could not be processed; it was not charged. Submit it again; if it keeps failing, contact support with the analysis id."}

// ErrParseTimeout is the failure of a document that took too long to parse.
var ErrParseTimeout = &analysis.Failure{Code: "parse_timeout", Message: "The document took too long to parse. Check that it is a bank statement of reasonable size."}

// Stages holds what both stages share.
type Stages struct {
	Store   analysis.Store
	Blobs   analysis.Blobs
	Extract Extractor
	Scorer  Scorer
	Visual  VisualPass
	// Pages, when set, renders the pages fraud findings name, for the
	// console (storePageImages).
	Pages PageRenderer
	Fraud Sender
	// OCR queues the OCR stage; nil in the OCR stage itself, whose
	// Extractor reads scans.
	OCR    Sender
	Events analysis.Emitter
	Log    *slog.Logger
	Now    func() time.Time
	// ParseTimeout bounds one parse, so a pathological PDF fails the
	// analysis instead of timing out the function over and over.
	ParseTimeout time.Duration
}

func (s *Stages) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC().Truncate(time.Millisecond)
	}
	return time.Now().UTC().Truncate(time.Millisecond)
}

func (s *Stages) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// Parse runs the parser stage for the object at key. lastAttempt tells it
// that the queue will not deliver the message again, so an error must end
// the analysis rather than be retried.
func (s *Stages) Parse(ctx context.Context, key string, lastAttempt bool) error {
	id, ok := analysis.IDFromUploadKey(key)
	if !ok {
		s.log().WarnContext(ctx, "ignoring object outside uploads/", "key", key)
		return nil
	}
	return s.logged(ctx, "parse", id, lastAttempt, func(s *Stages) error { return s.parse(ctx, id, lastAttempt) })
}

func (s *Stages) parse(ctx context.Context, id string, lastAttempt bool) error {
	a, ok, err := s.live(ctx, id, "upload")
	if !ok {
		return err
	}
	if done, err := s.pastParse(ctx, a); done {
		return err
	}
	a, err = s.Store.Transition(ctx, id, []analysis.Status{analysis.StatusPending, analysis.StatusProcessing}, analysis.StatusProcessing, analysis.Patch{UpdatedAt: s.now()})
	if errors.Is(err, analysis.ErrConflict) {
		return nil // another run moved it on
	}
	if err != nil {
		return fmt.Errorf("start processing %s: %w", id, err)
	}

	ex, err := s.extract(ctx, a)
	if errors.Is(err, ErrNeedsOCR) {
		return s.toOCR(ctx, a, lastAttempt)
	}
	return s.finishParse(ctx, a, ex, err, lastAttempt)
}

// toOCR hands an analysis whose document has pages without a usable text
// layer to the OCR stage, marking its ocr phase pending. Safe to repeat:
// the OCR stage finds a parsed analysis done.
func (s *Stages) toOCR(ctx context.Context, a analysis.Analysis, lastAttempt bool) error {
	if s.OCR == nil {
		return s.fail(ctx, a, ErrNoOCR, "parse")
	}
	phases := a.Phases
	phases.OCR = analysis.PhasePending
	if _, err := s.Store.Transition(ctx, a.ID, []analysis.Status{analysis.StatusProcessing}, analysis.StatusProcessing,
		analysis.Patch{UpdatedAt: s.now(), Phases: &phases}); err != nil && !errors.Is(err, analysis.ErrConflict) {
		return s.retryOrFail(ctx, a, lastAttempt, "parse", err)
	}
	if err := s.OCR.Send(ctx, OCRMessage{AnalysisID: a.ID}, 0); err != nil {
		return s.retryOrFail(ctx, a, lastAttempt, "parse", fmt.Errorf("queue ocr: %w", err))
	}
	s.log().InfoContext(ctx, "stage handed on", "analysis_id", a.ID, "stage", "parse", "next", "ocr")
	return nil
}

// ErrNoOCR fails a scanned document where no OCR stage is wired.
var ErrNoOCR = &analysis.Failure{Code: "no_text_layer", Message: "The PDF has pages without a text layer (a scan or an image) and OCR is not available. Submit the statement as downloaded from the bank."}

// ReadOCR runs the OCR stage for one analysis: its Extractor reads the
// scanned pages and parses the document, and the analysis moves on to the
// fraud stage exactly as from the parser stage.
func (s *Stages) ReadOCR(ctx context.Context, id string, lastAttempt bool) error {
	return s.logged(ctx, "ocr", id, lastAttempt, func(s *Stages) error { return s.readOCR(ctx, id, lastAttempt) })
}

func (s *Stages) readOCR(ctx context.Context, id string, lastAttempt bool) error {
	a, ok, err := s.live(ctx, id, "ocr message")
	if !ok {
		return err
	}
	if done, err := s.pastParse(ctx, a); done {
		return err
	}
	if a.Status == analysis.StatusPending {
		// Only the parser stage starts an analysis.
		return fmt.Errorf("ocr %s: analysis not started", id)
	}
	ex, err := s.extract(ctx, a)
	if errors.Is(err, ErrNeedsOCR) {
		// The OCR stage's reader always reads scans; this is a wiring bug.
		err = fmt.Errorf("ocr stage reader without OCR: %w", err)
	}
	return s.finishParse(ctx, a, ex, err, lastAttempt)
}

// finishParse records the outcome of reading a (processing) analysis:
// its failure, or its result and facts, then queues the fraud stage.
func (s *Stages) finishParse(ctx context.Context, a analysis.Analysis, ex Extraction, err error, lastAttempt bool) error {
	id := a.ID
	var fail *analysis.Failure
	if errors.As(err, &fail) {
		return s.fail(ctx, a, fail, "parse")
	}
	if err != nil {
		if lastAttempt {
			s.log().ErrorContext(ctx, "parse failed on last attempt", "analysis_id", id, "err", err)
			return s.fail(ctx, a, ErrProcessingFailed, "parse")
		}
		return fmt.Errorf("parse %s: %w", id, err)
	}
	if ex.Facts != nil {
		if err := s.Blobs.Put(ctx, analysis.FactsKey(a.ID), ex.Facts, FactsContentType, nil); err != nil {
			return s.retryOrFail(ctx, a, lastAttempt, "parse", err)
		}
	}
	if err := s.saveOutcome(ctx, a.ID, ex.Outcome); err != nil {
		return s.retryOrFail(ctx, a, lastAttempt, "parse", err)
	}
	rows := len(ex.Outcome.Data)
	resultKey := analysis.ResultKey(a.ID)
	phases := a.Phases
	phases.Parse = analysis.PhaseCompleted
	if phases.OCR != "" {
		phases.OCR = analysis.PhaseCompleted
	}
	parsed, err := s.Store.Transition(ctx, id, []analysis.Status{analysis.StatusProcessing}, analysis.StatusParsed,
		analysis.Patch{UpdatedAt: s.now(), ResultKey: &resultKey, ExtractionRows: &rows, Phases: &phases})
	if errors.Is(err, analysis.ErrConflict) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("mark parsed %s: %w", id, err)
	}
	s.phaseCompleted(ctx, parsed)
	return s.Fraud.Send(ctx, FraudMessage{AnalysisID: id}, 0)
}

// live loads analysis id for a stage. ok is false when there is nothing
// to do: no such analysis (what names it is logged), or one that outlived
// its deadline and has just been failed (err says whether that worked).
func (s *Stages) live(ctx context.Context, id, what string) (a analysis.Analysis, ok bool, err error) {
	a, err = s.Store.Get(ctx, id)
	if errors.Is(err, analysis.ErrNotFound) {
		s.log().WarnContext(ctx, what+" for no analysis", "analysis_id", id)
		return a, false, nil
	}
	if err != nil {
		return a, false, fmt.Errorf("get analysis %s: %w", id, err)
	}
	if expired, err := s.expireIfLate(ctx, a); expired || err != nil {
		return a, false, err
	}
	return a, true, nil
}

// pastParse finishes what a reading stage (parse or OCR) finds already
// past it, and reports whether it did. Parsed: a previous run may have
// died before queueing the fraud stage, and queueing again is harmless.
// Failed: the run that failed it may not have published its event, and
// emitting again is deduplicated by delivery id. Completed: the fraud
// stage owns completion and its event.
func (s *Stages) pastParse(ctx context.Context, a analysis.Analysis) (bool, error) {
	switch a.Status {
	case analysis.StatusParsed:
		return true, s.Fraud.Send(ctx, FraudMessage{AnalysisID: a.ID}, 0)
	case analysis.StatusFailed:
		return true, s.emit(ctx, a)
	case analysis.StatusCompleted:
		return true, nil
	}
	return false, nil
}

// phaseCompleted tells an emitter that delivers on phase completion (see
// analysis.PhaseEmitter) about a phase that ended before the analysis did.
// Best effort: the terminal emit catches up on whatever it missed, so its
// failure must not hold up the pipeline.
func (s *Stages) phaseCompleted(ctx context.Context, a analysis.Analysis) {
	pe, ok := s.Events.(analysis.PhaseEmitter)
	if !ok {
		return
	}
	if err := pe.PhaseCompleted(ctx, a); err != nil {
		s.log().WarnContext(ctx, "phase event not published; the terminal event will catch up", "analysis_id", a.ID, "err", err)
	}
}

// expireIfLate fails a non-terminal analysis that outlived its deadline,
// so a message that arrives very late (after a long outage, say) ends the
// analysis instead of reviving it.
func (s *Stages) expireIfLate(ctx context.Context, a analysis.Analysis) (bool, error) {
	if a.Status.Terminal() || a.Deadline.IsZero() || !s.now().After(a.Deadline) {
		return false, nil
	}
	return true, s.fail(ctx, a, analysis.ErrProcessingTimeout, "")
}

// FactsContentType is the media type the facts are stored with.
const FactsContentType = "application/octet-stream"

func (s *Stages) extract(ctx context.Context, a analysis.Analysis) (Extraction, error) {
	pdf, err := s.Blobs.Get(ctx, a.ObjectKey)
	if err != nil {
		return Extraction{}, fmt.Errorf("read upload: %w", err)
	}
	timeout := s.ParseTimeout
	if timeout <= 0 {
		timeout = 2 * time.Minute
	}
	pctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	out, err := s.Extract.Extract(pctx, a.Kind, pdf)
	if err != nil && errors.Is(pctx.Err(), context.DeadlineExceeded) && ctx.Err() == nil {
		return Extraction{}, ErrParseTimeout
	}
	return out, err
}

func (s *Stages) saveOutcome(ctx context.Context, id string, out analysis.Outcome) error {
	b, err := json.Marshal(out)
	if err != nil {
		return fmt.Errorf("encode outcome: %w", err)
	}
	return s.Blobs.Put(ctx, analysis.ResultKey(id), b, "application/json", nil)
}

func (s *Stages) retryOrFail(ctx context.Context, a analysis.Analysis, lastAttempt bool, phase string, err error) error {
	if lastAttempt {
		s.log().ErrorContext(ctx, "stage failed on last attempt", "analysis_id", a.ID, "phase", phase, "err", err)
		return s.fail(ctx, a, ErrProcessingFailed, phase)
	}
	return fmt.Errorf("%s %s: %w", phase, a.ID, err)
}

// fail ends an analysis as failed and emits analysis.failed. A failure
// that is the service's (analysis.Failure.Refunded) returns the credit in
// the same write.
func (s *Stages) fail(ctx context.Context, a analysis.Analysis, f *analysis.Failure, phase string) error {
	_, err := s.failFrom(ctx, a, []analysis.Status{analysis.StatusPending, analysis.StatusProcessing, analysis.StatusParsed}, f, phase)
	return err
}

// failFrom is fail from the given states only. It reports whether it
// moved the analysis (false when another run moved it first).
func (s *Stages) failFrom(ctx context.Context, a analysis.Analysis, from []analysis.Status, f *analysis.Failure, phase string) (bool, error) {
	now := s.now()
	phases := a.Phases
	switch phase {
	case "parse":
		// Later phases will not run.
		phases.Parse = analysis.PhaseFailed
		if phases.OCR == analysis.PhasePending {
			phases.OCR = analysis.PhaseFailed
		}
		phases.MetadataFraud = analysis.PhaseSkipped
		phases.AIFraud = analysis.PhaseSkipped
	case "metadata_fraud":
		phases.MetadataFraud = analysis.PhaseFailed
		phases.AIFraud = analysis.PhaseSkipped
	case "ai_fraud":
		phases.AIFraud = analysis.PhaseFailed
	}
	b, err := s.Store.Transition(ctx, a.ID, from, analysis.StatusFailed,
		analysis.Patch{UpdatedAt: now, CompletedAt: &now, Error: f, Phases: &phases, RefundOrg: analysis.RefundTo(a, f)})
	if errors.Is(err, analysis.ErrConflict) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("mark failed %s: %w", a.ID, err)
	}
	s.log().InfoContext(ctx, "analysis failed", "analysis_id", a.ID, "code", f.Code, "refunded", f.Refunded())
	return true, s.emit(ctx, b)
}

func (s *Stages) emit(ctx context.Context, a analysis.Analysis) error {
	if s.Events == nil {
		return nil
	}
	if err := s.Events.Emit(ctx, a); err != nil {
		return fmt.Errorf("emit %s: %w", a.ID, err)
	}
	return nil
}
