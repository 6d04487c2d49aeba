package pipeline

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// Every run of a stage ends with one log line, message "stage", that an
// operator can query and graph (CloudWatch Logs Insights, the dashboard in
// template.yaml):
//
//	{"msg":"stage","stage":"parse","analysis_id":"…","duration_ms":812,"outcome":"parsed","status":"parsed"}
//
// outcome is the state the run left the analysis in (pending, processing,
// parsed, completed, failed), "retry" when the run returned an error and
// the queue will deliver the message again, or "skipped" when the run
// found nothing to do (no such analysis).

// logged runs one stage over a copy of s whose store notes the state the
// run leaves the analysis in, and logs the stage line.
func (s *Stages) logged(ctx context.Context, stage, id string, lastAttempt bool, run func(*Stages) error) error {
	start := time.Now()
	tr := &statusTracker{Store: s.Store}
	c := *s
	c.Store = tr
	err := run(&c)
	outcome := tr.last()
	switch {
	case err != nil:
		outcome = "retry"
	case outcome == "":
		outcome = "skipped"
	}
	level := slog.LevelInfo
	if err != nil || outcome == string(analysis.StatusFailed) {
		level = slog.LevelWarn
	}
	attrs := []any{"stage", stage, "analysis_id", id, "duration_ms", time.Since(start).Milliseconds(), "outcome", outcome}
	if lastAttempt {
		attrs = append(attrs, "last_attempt", true)
	}
	if err != nil {
		attrs = append(attrs, "err", err)
	}
	s.log().Log(ctx, level, "stage", attrs...)
	return err
}

// statusTracker is an analysis.Store that remembers the last status it
// read or wrote.
type statusTracker struct {
	analysis.Store
	mu     sync.Mutex
	status analysis.Status
}

func (t *statusTracker) note(a analysis.Analysis, err error) {
	if err == nil {
		t.mu.Lock()
		t.status = a.Status
		t.mu.Unlock()
	}
}

func (t *statusTracker) last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.status)
}

func (t *statusTracker) Get(ctx context.Context, id string) (analysis.Analysis, error) {
	a, err := t.Store.Get(ctx, id)
	t.note(a, err)
	return a, err
}

func (t *statusTracker) Transition(ctx context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	a, err := t.Store.Transition(ctx, id, from, to, p)
	t.note(a, err)
	return a, err
}
