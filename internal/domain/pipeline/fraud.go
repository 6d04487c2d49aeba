package pipeline

import (
	"context"
	"errors"
	"fmt"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// Scorer adds fraud findings to an outcome's result from the facts the
// parser stage stored (Extraction.Facts). ErrNotScored (possibly wrapped)
// says there was nothing to score, for documents without an
// AnalysisResult; the phase is then skipped.
type Scorer interface {
	Score(ctx context.Context, a analysis.Analysis, facts []byte, out *analysis.Outcome) error
}

// ErrNotScored is returned by a Scorer that had nothing to score.
var ErrNotScored = errors.New("pipeline: nothing to score")

// VisualPass is the opt-in visual second pass (service_ai_enabled): it
// adds its findings to the scored result. On error the pass failed: it
// has recorded the failure in out, the metadata result stands, and the
// analysis completes with phases.ai_fraud failed (retrying a model that
// refused or timed out would only delay the result).
type VisualPass interface {
	Inspect(ctx context.Context, a analysis.Analysis, pdf []byte, out *analysis.Outcome) error
}

// Score runs the fraud stage for analysis id: parsed → completed. The
// metadata score always runs; the visual pass runs after it when the
// submission asked for it (service_ai_enabled) and one is configured.
func (s *Stages) Score(ctx context.Context, id string, lastAttempt bool) error {
	return s.logged(ctx, "fraud", id, lastAttempt, func(s *Stages) error { return s.score(ctx, id, lastAttempt) })
}

func (s *Stages) score(ctx context.Context, id string, lastAttempt bool) error {
	a, ok, err := s.live(ctx, id, "fraud message")
	if !ok {
		return err
	}
	switch a.Status {
	case analysis.StatusCompleted:
		// Completed but perhaps not emitted if a previous run died in
		// between; emitting again is deduplicated by delivery id.
		return s.emit(ctx, a)
	case analysis.StatusFailed:
		// As for completed: the run that failed it may have died before
		// its event was published.
		return s.emit(ctx, a)
	case analysis.StatusParsed:
	default:
		// Not parsed yet: the message raced ahead of a parser retry.
		return fmt.Errorf("analysis %s is %s, not parsed yet", id, a.Status)
	}

	out, err := analysis.LoadOutcome(ctx, s.Blobs, a.ResultKey)
	if err != nil {
		return s.retryOrFail(ctx, a, lastAttempt, "metadata_fraud", err)
	}
	phases := a.Phases
	if s.Scorer != nil {
		var facts []byte
		if out.Result != nil {
			// Only a statement is scored, and only it has facts to read.
			if facts, err = s.Blobs.Get(ctx, analysis.FactsKey(a.ID)); err != nil {
				return s.retryOrFail(ctx, a, lastAttempt, "metadata_fraud", err)
			}
		}
		switch err := s.Scorer.Score(ctx, a, facts, out); {
		case errors.Is(err, ErrNotScored):
			phases.MetadataFraud = analysis.PhaseSkipped
		case err != nil:
			return s.retryOrFail(ctx, a, lastAttempt, "metadata_fraud", err)
		default:
			if err := s.saveOutcome(ctx, a.ID, *out); err != nil {
				return s.retryOrFail(ctx, a, lastAttempt, "metadata_fraud", err)
			}
			phases.MetadataFraud = analysis.PhaseCompleted
		}
	} else {
		phases.MetadataFraud = analysis.PhaseSkipped
	}
	switch {
	case phases.AIFraud != analysis.PhasePending:
	case s.Visual == nil || phases.MetadataFraud != analysis.PhaseCompleted:
		// Not configured, or nothing scored to add to: reported as
		// skipped rather than pretending it ran.
		phases.AIFraud = analysis.PhaseSkipped
	default:
		// The metadata phase is done: record it before the slower visual
		// pass, so polls and webhooks see the progress.
		a, err = s.Store.Transition(ctx, id, []analysis.Status{analysis.StatusParsed}, analysis.StatusParsed,
			analysis.Patch{UpdatedAt: s.now(), Phases: &phases})
		if errors.Is(err, analysis.ErrConflict) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("record metadata phase %s: %w", id, err)
		}
		phases.AIFraud = analysis.PhaseCompleted
		// The visual pass needs pixels: the one stage that reads the PDF
		// again.
		pdf, err := s.Blobs.Get(ctx, a.ObjectKey)
		if err != nil {
			return s.retryOrFail(ctx, a, lastAttempt, "ai_fraud", err)
		}
		if err := s.Visual.Inspect(ctx, a, pdf, out); err != nil {
			s.log().WarnContext(ctx, "visual pass failed", "analysis_id", id, "err", err)
			phases.AIFraud = analysis.PhaseFailed
		}
		if err := s.saveOutcome(ctx, a.ID, *out); err != nil {
			return s.retryOrFail(ctx, a, lastAttempt, "ai_fraud", err)
		}
	}
	// The findings are final: picture the pages they name for the
	// console, before the result is announced.
	s.storePageImages(ctx, a, out)
	now := s.now()
	b, err := s.Store.Transition(ctx, id, []analysis.Status{analysis.StatusParsed}, analysis.StatusCompleted,
		analysis.Patch{UpdatedAt: now, CompletedAt: &now, Phases: &phases})
	if errors.Is(err, analysis.ErrConflict) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("complete %s: %w", id, err)
	}
	s.log().InfoContext(ctx, "analysis completed", "analysis_id", id, "event", analysis.EventOf(b))
	return s.emit(ctx, b)
}
