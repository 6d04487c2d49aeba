// Package scoring is the fraud stage's scoring of a parsed statement: the
// metadata score (internal/document/fraud) over the facts the parser stage
// kept, and the opt-in visual pass (internal/document/visual) over the
// PDF's pixels. It writes both into the typed result. It is its own
// package so that only the fraud function links the fraud signals and
// PDFium: the API and the other stages never score.
package scoring

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/fraud"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/visual"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/domain/result"
)

// Scorer implements pipeline.Scorer with the metadata fraud score.
type Scorer struct{}

// Score scores a parsed bank statement and sets fraud_score,
// fraud_risk_level and fraud_findings on out.Result. Findings of other
// providers already in the result (a visual pass that ran before a
// redelivery) are kept and counted in the score.
func (Scorer) Score(_ context.Context, a analysis.Analysis, facts []byte, out *analysis.Outcome) error {
	if a.Kind != analysis.KindBankStatement || out.Result == nil {
		// Tax returns and application forms have no AnalysisResult to
		// carry a score.
		return fmt.Errorf("fraud score of a %s: %w", a.Kind, pipeline.ErrNotScored)
	}
	doc, err := pdfdoc.Decode(facts)
	if err != nil {
		return fmt.Errorf("fraud score: %w", err)
	}
	rep := fraud.Analyze(fraud.Input{Doc: doc, Result: out.Result})
	out.Result.SetFindings(rep.Findings, isMetadata, fraud.ProviderMetadata)
	return nil
}

func isMetadata(p string) bool { return p == fraud.ProviderMetadata }

// ProviderVisual names the finding that reports a failed visual pass.
const ProviderVisual = "visual"

// Visual implements pipeline.VisualPass with the visual second pass.
type Visual struct {
	Pass visual.Pass
	// Timeout bounds the pass (default 45 s), so that a slow model or a
	// page that takes long to render fails the pass, not the function's
	// invocation (120 s), which would retry the whole stage.
	Timeout time.Duration
}

// isVisual reports whether a provider belongs to the visual pass.
func isVisual(p string) bool {
	return p == visual.ProviderRender || p == ProviderVisual || strings.HasPrefix(p, "bedrock:")
}

// Inspect runs the visual pass and adds its findings to the scored
// result. When the pass fails, a visual_pass_failed finding (weight 0)
// says so and the metadata score stands; the error is returned so that
// the phase is reported failed.
func (v Visual) Inspect(ctx context.Context, _ analysis.Analysis, pdf []byte, out *analysis.Outcome) error {
	if out.Result == nil {
		return nil
	}
	timeout := v.Timeout
	if timeout <= 0 {
		timeout = 45 * time.Second
	}
	pctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	findings, runErr := v.Pass.Run(pctx, pdf)
	if runErr != nil {
		findings = []result.Finding{{Code: "visual_pass_failed", Severity: result.SeverityLow, Weight: 0, Provider: ProviderVisual,
			Message:  "The visual pass could not complete; the score rests on the metadata pass alone.",
			Evidence: map[string]any{"error": runErr.Error()}}}
	}
	out.Result.SetFindings(findings, isVisual, fraud.ProviderMetadata)
	return runErr
}
