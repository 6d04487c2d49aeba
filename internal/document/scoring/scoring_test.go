package scoring

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/fraud"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/document/visual"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/repo"
)

func TestScoreSkipsDocumentsWithoutResult(t *testing.T) {
	for _, kind := range []analysis.Kind{analysis.KindTaxReturn, analysis.KindApplicationForm, analysis.KindBankStatement} {
		err := Scorer{}.Score(context.Background(), analysis.Analysis{Kind: kind}, nil, &analysis.Outcome{})
		if !errors.Is(err, pipeline.ErrNotScored) {
			t.Errorf("%s without a result: err = %v, want ErrNotScored", kind, err)
		}
	}
}

// read runs the parser stage's reader on a corpus statement.
func read(t *testing.T, name string) ([]byte, pipeline.Extraction) {
	t.Helper()
	pdf := repo.Read(t, "testdata", "corpus", name)
	ex, err := reader.Reader{}.Extract(context.Background(), analysis.KindBankStatement, pdf)
	if err != nil {
		t.Fatal(err)
	}
	return pdf, ex
}

// TestScoreStatement scores a corpus statement the way the fraud stage
// does: from the parser stage's outcome and facts, without the PDF.
func TestScoreStatement(t *testing.T) {
	_, ex := read(t, "chase_fpdf-core_decjan.pdf")
	out := ex.Outcome
	n := len(out.Result.Transactions)
	if err := (Scorer{}).Score(context.Background(), analysis.Analysis{Kind: analysis.KindBankStatement}, ex.Facts, &out); err != nil {
		t.Fatal(err)
	}
	r := out.Result
	if r.FraudRiskLevel == nil || *r.FraudRiskLevel != result.RiskLow || r.FraudScore == nil || *r.FraudScore >= result.MediumFrom {
		t.Errorf("clean statement scored %v %v", r.FraudScore, r.FraudRiskLevel)
	}
	if r.FraudFindings == nil {
		t.Error("no fraud_findings list")
	}
	if *r.BankName != "Chase" || len(r.Transactions) != n {
		t.Errorf("other fields changed: bank %v", *r.BankName)
	}
	// Scoring again replaces the metadata findings rather than adding.
	before := len(r.FraudFindings)
	if err := (Scorer{}).Score(context.Background(), analysis.Analysis{Kind: analysis.KindBankStatement}, ex.Facts, &out); err != nil || len(out.Result.FraudFindings) != before {
		t.Errorf("second score: %d findings, want %d (%v)", len(out.Result.FraudFindings), before, err)
	}
	if err := (Scorer{}).Score(context.Background(), analysis.Analysis{Kind: analysis.KindBankStatement}, []byte("not facts"), &out); err == nil {
		t.Error("unreadable facts were scored")
	}
}

func TestSetFindingsKeepsOtherProviders(t *testing.T) {
	r := &result.Statement{FraudFindings: []result.Finding{
		{Code: "old", Provider: fraud.ProviderMetadata, Weight: 5},
		{Code: "hidden_text", Provider: visual.ProviderRender, Weight: 30},
	}}
	r.SetFindings([]result.Finding{{Code: "producer_editor", Provider: fraud.ProviderMetadata, Weight: 45}}, isMetadata, fraud.ProviderMetadata)
	if *r.FraudScore != 75 || *r.FraudRiskLevel != result.RiskCritical || len(r.FraudFindings) != 2 ||
		r.FraudFindings[0].Code != "producer_editor" || r.FraudFindings[1].Code != "hidden_text" {
		t.Errorf("got %d %s %+v", *r.FraudScore, *r.FraudRiskLevel, r.FraudFindings)
	}
}

type failingModel struct{}

func (failingModel) Name() string { return "bedrock:test" }
func (failingModel) Inspect(context.Context, []visual.Image) ([]result.Finding, error) {
	return nil, errors.New("HTTP 503 ServiceUnavailableException")
}

func TestVisualInspect(t *testing.T) {
	pdf, ex := read(t, "chase_fpdf-core_month.pdf")
	meta := []result.Finding{{Code: "producer_editor", Severity: "high", Message: "m", Evidence: map[string]any{}, Provider: fraud.ProviderMetadata, Weight: 45}}
	a := analysis.Analysis{Kind: analysis.KindBankStatement, AIEnabled: true}

	out := ex.Outcome
	out.Result.SetFindings(meta, isMetadata, fraud.ProviderMetadata)
	if err := (Visual{}).Inspect(context.Background(), a, pdf, &out); err != nil {
		t.Fatal(err)
	}
	if *out.Result.FraudScore != 45 || len(out.Result.FraudFindings) != 1 {
		t.Errorf("a clean rendering changed the score: %+v", out.Result.FraudFindings)
	}

	err := (Visual{Pass: visual.Pass{Model: failingModel{}}}).Inspect(context.Background(), a, pdf, &out)
	if err == nil || out.Result == nil {
		t.Fatalf("err = %v", err)
	}
	f := out.Result.FraudFindings
	if *out.Result.FraudScore != 45 || len(f) != 2 || f[1].Code != "visual_pass_failed" || f[1].Provider != ProviderVisual {
		t.Errorf("after a failed pass: %+v", f)
	}
}

type slowModel struct{}

func (slowModel) Name() string { return "bedrock:slow" }
func (slowModel) Inspect(ctx context.Context, _ []visual.Image) ([]result.Finding, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// A pass that outlives its timeout fails instead of holding the stage.
func TestVisualTimeout(t *testing.T) {
	pdf, ex := read(t, "td_fpdf-core_month.pdf")
	out := ex.Outcome
	err := (Visual{Pass: visual.Pass{Model: slowModel{}}, Timeout: 300 * time.Millisecond}).Inspect(context.Background(), analysis.Analysis{}, pdf, &out)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
	if f := out.Result.FraudFindings; len(f) == 0 || f[len(f)-1].Code != "visual_pass_failed" {
		t.Errorf("findings %+v", f)
	}
}
