package pipeline

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// TestStageLogLine: each run of a stage logs exactly one "stage" line with
// the analysis id, the stage, its duration and the state it left.
func TestStageLogLine(t *testing.T) {
	tests := []struct {
		name    string
		status  analysis.Status
		arrange func(e *env)
		run     func(e *env) error
		stage   string
		outcome string
	}{
		{"parse", analysis.StatusPending, nil, func(e *env) error { return e.st.Parse(context.Background(), key, false) }, "parse", "parsed"},
		{"parse of a bad file", analysis.StatusPending, func(e *env) { e.ext.Err = &analysis.Failure{Code: "pdf_corrupt", Message: "x"} },
			func(e *env) error { return e.st.Parse(context.Background(), key, false) }, "parse", "failed"},
		{"parse that will be retried", analysis.StatusPending, func(e *env) { e.ext.Err = errors.New("flaky") },
			func(e *env) error { return e.st.Parse(context.Background(), key, false) }, "parse", "retry"},
		{"fraud", analysis.StatusPending, func(e *env) { _ = e.st.Parse(context.Background(), key, false) },
			func(e *env) error { return e.st.Score(context.Background(), docID, false) }, "fraud", "completed"},
		{"fraud for no analysis", analysis.StatusParsed, func(e *env) { e.store.Delete(docID) },
			func(e *env) error { return e.st.Score(context.Background(), docID, false) }, "fraud", "skipped"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, analysis.KindBankStatement, tc.status)
			if tc.arrange != nil {
				tc.arrange(e)
			}
			var buf bytes.Buffer
			e.st.Log = slog.New(slog.NewJSONHandler(&buf, nil))
			err := tc.run(e)
			if (err != nil) != (tc.outcome == "retry") {
				t.Fatalf("run err = %v", err)
			}
			var lines []map[string]any
			for _, l := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
				var m map[string]any
				if err := json.Unmarshal([]byte(l), &m); err != nil {
					t.Fatalf("log line %q: %v", l, err)
				}
				if m["msg"] == "stage" {
					lines = append(lines, m)
				}
			}
			if len(lines) != 1 {
				t.Fatalf("%d stage lines in %s", len(lines), buf.String())
			}
			l := lines[0]
			if _, ok := l["duration_ms"].(float64); !ok || l["stage"] != tc.stage || l["analysis_id"] != docID || l["outcome"] != tc.outcome {
				t.Fatalf("stage line = %v, want stage %s outcome %s", l, tc.stage, tc.outcome)
			}
		})
	}
}
