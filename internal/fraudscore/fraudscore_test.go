package fraudscore

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/internal/document/fraud"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/document/visual"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/pipeline"
)

func TestMerge(t *testing.T) {
	rep := &fraud.Report{Findings: []fraud.Finding{{Code: "producer_editor", Severity: "high", Message: "m", Evidence: map[string]any{}, Provider: fraud.ProviderMetadata, Weight: 45}}}
	tests := []struct {
		name, in, want string
	}{
		{"fills the nulls in place and appends findings",
			`{"bank_name":"ACME","fraud_score":null,"fraud_risk_level":null,"transactions":[]}`,
			`{"bank_name":"ACME","fraud_score":45,"fraud_risk_level":"medium","transactions":[],"fraud_findings":[{"code":"producer_editor","severity":"high","message":"m","page":null,"evidence":{},"provider":"metadata","weight":45}]}`},
		{"replaces an earlier metadata score, keeps another provider's findings",
			`{"fraud_score":99,"fraud_risk_level":"critical","fraud_findings":[{"code":"old","severity":"low","message":"x","page":null,"evidence":{},"provider":"metadata","weight":5},{"code":"hidden_text","severity":"medium","message":"v","page":2,"evidence":{},"provider":"visual","weight":30}]}`,
			`{"fraud_score":75,"fraud_risk_level":"critical","fraud_findings":[{"code":"producer_editor","severity":"high","message":"m","page":null,"evidence":{},"provider":"metadata","weight":45},{"code":"hidden_text","severity":"medium","message":"v","page":2,"evidence":{},"provider":"visual","weight":30}]}`},
		{"keeps numbers exactly", `{"big":12345678901234567890}`,
			`{"big":12345678901234567890,"fraud_score":45,"fraud_risk_level":"medium","fraud_findings":[{"code":"producer_editor","severity":"high","message":"m","page":null,"evidence":{},"provider":"metadata","weight":45}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Merge(json.RawMessage(tt.in), rep)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			again, err := Merge(got, rep)
			if err != nil || string(again) != string(got) {
				t.Errorf("merging twice changed the result:\n%s\n%s (%v)", got, again, err)
			}
		})
	}
	for _, bad := range []string{`[]`, `{"a":1}x`, `{"a":}`} {
		if _, err := Merge(json.RawMessage(bad), rep); err == nil {
			t.Errorf("Merge(%s) accepted", bad)
		}
	}
}

func TestScoreSkipsDocumentsWithoutResult(t *testing.T) {
	for _, tt := range []struct {
		kind   analysis.Kind
		result string
	}{
		{analysis.KindTaxReturn, `null`},
		{analysis.KindApplicationForm, `null`},
		{analysis.KindBankStatement, `null`},
	} {
		out := &analysis.Outcome{Result: json.RawMessage(tt.result)}
		err := Scorer{}.Score(context.Background(), analysis.Analysis{Kind: tt.kind}, []byte("%PDF-1.4"), out)
		if !errors.Is(err, pipeline.ErrNotScored) {
			t.Errorf("%s with result %s: err = %v, want ErrNotScored", tt.kind, tt.result, err)
		}
	}
}

// TestScoreStatement scores a corpus statement the way the fraud stage
// does: from the stored result of the parser.
func TestScoreStatement(t *testing.T) {
	pdf, err := os.ReadFile(repo.Path("testdata", "corpus", "chase_fpdf-core_decjan.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := statement.ParsePDF(context.Background(), pdf, statement.Options{})
	if err != nil {
		t.Fatal(err)
	}
	stored, _ := json.Marshal(res)
	out := &analysis.Outcome{Result: stored}
	if err := (Scorer{}).Score(context.Background(), analysis.Analysis{Kind: analysis.KindBankStatement}, pdf, out); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(out.Result, &got); err != nil {
		t.Fatal(err)
	}
	if got["fraud_risk_level"] != fraud.RiskLow || got["fraud_score"].(float64) >= fraud.MediumFrom {
		t.Errorf("clean statement scored %v %v", got["fraud_score"], got["fraud_risk_level"])
	}
	if _, ok := got["fraud_findings"].([]any); !ok {
		t.Errorf("no fraud_findings array: %s", out.Result)
	}
	if got["bank_name"] != "Chase" || len(got["transactions"].([]any)) != len(res.Transactions) {
		t.Errorf("other fields changed: bank %v", got["bank_name"])
	}
	if !strings.HasPrefix(string(out.Result), `{"bank_name":`) {
		t.Errorf("field order changed: %.60s", out.Result)
	}
}

type failingModel struct{}

func (failingModel) Name() string { return "bedrock:test" }
func (failingModel) Inspect(context.Context, []visual.Image) ([]fraud.Finding, error) {
	return nil, errors.New("HTTP 503 ServiceUnavailableException")
}

func TestVisualInspect(t *testing.T) {
	pdf, err := os.ReadFile(repo.Path("testdata", "corpus", "chase_fpdf-core_month.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	stored := `{"bank_name":"Chase","fraud_score":45,"fraud_risk_level":"medium","fraud_findings":[{"code":"producer_editor","severity":"high","message":"m","page":null,"evidence":{},"provider":"metadata","weight":45}]}`
	a := analysis.Analysis{Kind: analysis.KindBankStatement, AIEnabled: true}

	out := &analysis.Outcome{Result: json.RawMessage(stored)}
	if err := (Visual{}).Inspect(context.Background(), a, pdf, out); err != nil {
		t.Fatal(err)
	}
	if string(out.Result) != stored {
		t.Errorf("a clean rendering changed the result:\n%s", out.Result)
	}

	out = &analysis.Outcome{Result: json.RawMessage(stored)}
	err = (Visual{Pass: visual.Pass{Model: failingModel{}}}).Inspect(context.Background(), a, pdf, out)
	if err == nil || !strings.Contains(err.Error(), "ServiceUnavailable") {
		t.Fatalf("err = %v", err)
	}
	var got struct {
		Score    int             `json:"fraud_score"`
		Findings []fraud.Finding `json:"fraud_findings"`
	}
	if err := json.Unmarshal(out.Result, &got); err != nil {
		t.Fatal(err)
	}
	if got.Score != 45 || len(got.Findings) != 2 || got.Findings[1].Code != "visual_pass_failed" || got.Findings[1].Provider != "visual" ||
		!strings.Contains(got.Findings[1].Evidence["error"].(string), "503") {
		t.Errorf("after a failed pass: %s", out.Result)
	}
}

type slowModel struct{}

func (slowModel) Name() string { return "bedrock:slow" }
func (slowModel) Inspect(ctx context.Context, _ []visual.Image) ([]fraud.Finding, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// A pass that outlives its timeout fails instead of holding the stage.
func TestVisualTimeout(t *testing.T) {
	pdf, err := os.ReadFile(repo.Path("testdata", "corpus", "td_fpdf-core_month.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	out := &analysis.Outcome{Result: json.RawMessage(`{"fraud_findings":[]}`)}
	start := time.Now()
	err = (Visual{Pass: visual.Pass{Model: slowModel{}}, Timeout: 300 * time.Millisecond}).Inspect(context.Background(), analysis.Analysis{}, pdf, out)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Fatalf("err = %v after %s", err, time.Since(start))
	}
	if !strings.Contains(string(out.Result), "visual_pass_failed") {
		t.Errorf("result %s", out.Result)
	}
}
