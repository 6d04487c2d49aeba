package webhook

import (
	"context"
	"fmt"
	"slices"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// AnalysisEmitter turns analyses into events: it is the pipeline's
// analysis.Emitter (terminal analyses) and analysis.PhaseEmitter (phases
// completed earlier).
type AnalysisEmitter struct {
	Webhooks *Service
	// Outcomes reads the stored outcome a payload's result comes from.
	Outcomes analysis.Blobs
}

// Emit publishes the event of a terminal analysis to its callback_url and
// the organization's matching subscriptions.
func (e AnalysisEmitter) Emit(ctx context.Context, a analysis.Analysis) error {
	if !a.Status.Terminal() {
		return e.PhaseCompleted(ctx, a)
	}
	return e.publish(ctx, a)
}

// PhaseCompleted publishes analysis.completed to the subscriptions whose
// last included phase has just completed although the analysis itself is
// not complete yet (see Due). The callback_url waits for the end.
func (e AnalysisEmitter) PhaseCompleted(ctx context.Context, a analysis.Analysis) error {
	if !a.Status.Terminal() && analysis.EventOf(a) != EventAnalysisCompleted {
		// Extraction events carry complete payloads only.
		return nil
	}
	return e.publish(ctx, a)
}

func (e AnalysisEmitter) publish(ctx context.Context, a analysis.Analysis) error {
	kind := analysis.EventOf(a)
	ev := Event{Kind: kind, OrgID: a.OrgID, SubjectID: a.ID, AnalysisID: a.ID, BatchID: a.BatchID}
	if a.Status.Terminal() {
		ev.CallbackURL = a.CallbackURL
	}
	if kind == EventAnalysisCompleted {
		ev.Wants = func(sub Subscription) bool { return Due(sub.IncludedPhases, a) }
	}
	return e.Webhooks.Publish(ctx, ev, func(ctx context.Context) ([]byte, error) { return e.render(ctx, a) })
}

// render is the payload of a: the body a poll returns once it is terminal.
// Before that (a phase-triggered analysis.completed), it is the same
// envelope with status completed, completed_at null, the result computed
// so far, and phases telling which phases are still pending.
func (e AnalysisEmitter) render(ctx context.Context, a analysis.Analysis) ([]byte, error) {
	v := a
	if !v.Status.Terminal() {
		v.Status = analysis.StatusCompleted
	}
	var out *analysis.Outcome
	if analysis.NeedsOutcome(v) {
		var err error
		if out, err = analysis.LoadOutcome(ctx, e.Outcomes, v.ResultKey); err != nil {
			// A payload without its result would be a wrong delivery
			// that could never be corrected; fail, and let the stage
			// retry.
			return nil, fmt.Errorf("load outcome of %s: %w", a.ID, err)
		}
	}
	return marshal(analysis.Render(v, out))
}

// Trigger is the phase whose completion makes an analysis.completed
// subscription due for a: the last of its included phases, in pipeline
// order, that applies to a. ai_fraud applies only to submissions that
// asked for the visual pass (service_ai_enabled). "" means none applies
// and the subscription gets nothing for a.
func Trigger(phases []string, a analysis.Analysis) string {
	for _, ph := range slices.Backward(PhaseOrder) {
		if !slices.Contains(phases, ph) || (ph == PhaseAIFraud && !a.AIEnabled) {
			continue
		}
		return ph
	}
	return ""
}

// Due reports whether an analysis.completed subscription with these
// phases is due for a: always once a has completed, if a trigger applies;
// before that, once the trigger phase has completed (or been skipped).
func Due(phases []string, a analysis.Analysis) bool {
	t := Trigger(phases, a)
	switch {
	case t == "":
		return false
	case a.Status == analysis.StatusCompleted:
		return true
	case a.Status.Terminal():
		return false
	}
	st := map[string]string{
		PhaseParse: a.Phases.Parse, PhaseMetadataFraud: a.Phases.MetadataFraud, PhaseAIFraud: a.Phases.AIFraud,
	}[t]
	return st == analysis.PhaseCompleted || st == analysis.PhaseSkipped
}
