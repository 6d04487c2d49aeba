// Package fraudscore adapts the fraud score (internal/fraud) to the
// pipeline's fraud stage. It is its own package so that only the fraud
// function links PDFium and pdfcpu's content reading: the API and the
// other stages never score.
package fraudscore

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/fraud"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/document/visual"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/pipeline"
)

// Scorer implements pipeline.Scorer with the metadata fraud score.
type Scorer struct {
	Options fraud.Options
}

// Score scores a parsed bank statement and writes fraud_score,
// fraud_risk_level and fraud_findings into out.Result, keeping every
// other field and its order. Findings of other providers already in the
// result (a visual pass that ran before a redelivery) are kept and
// counted in the score.
func (s Scorer) Score(ctx context.Context, a analysis.Analysis, pdf []byte, out *analysis.Outcome) error {
	if a.Kind != analysis.KindBankStatement || !isObject(out.Result) {
		// Tax returns and application forms have no AnalysisResult to
		// carry a score.
		return fmt.Errorf("fraud score of a %s: %w", a.Kind, pipeline.ErrNotScored)
	}
	var res statement.Result
	if err := json.Unmarshal(out.Result, &res); err != nil {
		return fmt.Errorf("fraud score: read stored result: %w", err)
	}
	rep, err := fraud.Analyze(ctx, fraud.Input{PDF: pdf, Result: &res}, s.Options)
	if err != nil {
		return fmt.Errorf("fraud score: %w", err)
	}
	merged, err := Merge(out.Result, rep)
	if err != nil {
		return err
	}
	out.Result = merged
	return nil
}

func isObject(b json.RawMessage) bool {
	b = bytes.TrimSpace(b)
	return len(b) > 0 && b[0] == '{'
}

// Merge writes the report into an AnalysisResult object. Existing
// findings of providers other than the metadata pass are kept.
func Merge(result json.RawMessage, rep *fraud.Report) (json.RawMessage, error) {
	return MergeFindings(result, rep.Findings, func(p string) bool { return p == fraud.ProviderMetadata })
}

// MergeFindings writes findings into an AnalysisResult object, replacing
// the existing findings whose provider replace accepts and keeping the
// others, and recomputes fraud_score and fraud_risk_level from all of
// them.
func MergeFindings(result json.RawMessage, add []fraud.Finding, replace func(provider string) bool) (json.RawMessage, error) {
	fields, err := orderedFields(result)
	if err != nil {
		return nil, fmt.Errorf("fraud score: stored result: %w", err)
	}
	var findings []fraud.Finding
	for _, f := range fields {
		if f.key != "fraud_findings" {
			continue
		}
		var old []fraud.Finding
		if err := json.Unmarshal(f.val, &old); err == nil {
			for _, o := range old {
				if !replace(o.Provider) {
					findings = append(findings, o)
				}
			}
		}
	}
	// Metadata findings first, then the others, each as given.
	var meta, other []fraud.Finding
	for _, f := range append(append([]fraud.Finding{}, add...), findings...) {
		if f.Provider == fraud.ProviderMetadata {
			meta = append(meta, f)
		} else {
			other = append(other, f)
		}
	}
	findings = append(meta, other...)
	if findings == nil {
		findings = []fraud.Finding{}
	}
	score := fraud.Score(findings)
	set := []struct {
		key string
		val any
	}{{"fraud_score", score}, {"fraud_risk_level", fraud.RiskOf(score)}, {"fraud_findings", findings}}
	for _, s := range set {
		b, err := json.Marshal(s.val)
		if err != nil {
			return nil, fmt.Errorf("fraud score: encode %s: %w", s.key, err)
		}
		replaced := false
		for i := range fields {
			if fields[i].key == s.key {
				fields[i].val, replaced = b, true
			}
		}
		if !replaced {
			fields = append(fields, field{s.key, b})
		}
	}
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, _ := json.Marshal(f.key)
		buf.Write(k)
		buf.WriteByte(':')
		buf.Write(f.val)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

type field struct {
	key string
	val json.RawMessage
}

// orderedFields splits a JSON object into its members in order.
func orderedFields(obj json.RawMessage) ([]field, error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("not a JSON object")
	}
	var out []field
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, ok := tok.(string)
		if !ok {
			return nil, errors.New("object key is not a string")
		}
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil, err
		}
		out = append(out, field{key, val})
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the JSON object")
	}
	return out, nil
}

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

// Inspect runs the visual pass and merges its findings into the scored
// result. When the pass fails, a visual_pass_failed finding (weight 0)
// says so and the metadata score stands; the error is returned so that
// the phase is reported failed.
func (v Visual) Inspect(ctx context.Context, a analysis.Analysis, pdf []byte, out *analysis.Outcome) error {
	timeout := v.Timeout
	if timeout <= 0 {
		timeout = 45 * time.Second
	}
	pctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	findings, runErr := v.Pass.Run(pctx, pdf)
	if runErr != nil {
		findings = []fraud.Finding{{Code: "visual_pass_failed", Severity: fraud.SeverityLow, Weight: 0, Provider: ProviderVisual,
			Message:  "The visual pass could not complete; the score rests on the metadata pass alone.",
			Evidence: map[string]any{"error": runErr.Error()}}}
	}
	merged, err := MergeFindings(out.Result, findings, isVisual)
	if err != nil {
		return err
	}
	out.Result = merged
	return runErr
}
