package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

// recordingStore is the shared analysis store that also records each
// transition it makes, as "from->to". Its records are charged in
// accounts, where refunds land.
type recordingStore struct {
	*fakestore.Analyses
	accounts    *fakestore.Accounts
	mu          sync.Mutex
	transitions []string
}

func newRecordingStore() *recordingStore {
	acc := fakestore.NewAccounts()
	return &recordingStore{Analyses: acc.Analyses(), accounts: acc}
}

func (s *recordingStore) Transition(ctx context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	before, _ := s.Analyses.Get(ctx, id)
	a, err := s.Analyses.Transition(ctx, id, from, to, p)
	if err == nil {
		s.transitions = append(s.transitions, string(before.Status)+"->"+string(to))
	}
	return a, err
}

// memBlobs is an in-memory analysis.Blobs.
type memBlobs struct {
	mu      sync.Mutex
	objects map[string][]byte
	PutErr  error
	HeadErr error
	puts    int
}

func newMemBlobs() *memBlobs { return &memBlobs{objects: map[string][]byte{}} }

func (b *memBlobs) Put(_ context.Context, key string, body []byte, _ string, _ map[string]string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.PutErr != nil {
		return b.PutErr
	}
	b.puts++
	b.objects[key] = bytes.Clone(body)
	return nil
}

func (b *memBlobs) Get(_ context.Context, key string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	o, ok := b.objects[key]
	if !ok {
		return nil, errors.New("no such key " + key)
	}
	return bytes.Clone(o), nil
}

// Head implements Objects.
func (b *memBlobs) Head(_ context.Context, key string) (int64, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.HeadErr != nil {
		return 0, b.HeadErr
	}
	o, ok := b.objects[key]
	if !ok {
		return 0, analysis.ErrNotFound
	}
	return int64(len(o)), nil
}

// fakeExtractor returns Out/Err, or runs Fn when set, counting calls.
type fakeExtractor struct {
	mu    sync.Mutex
	calls int
	Out   analysis.Outcome
	Err   error
	Fn    func(ctx context.Context) (analysis.Outcome, error)
}

func (f *fakeExtractor) Extract(ctx context.Context, _ analysis.Kind, _ []byte) (Extraction, error) {
	f.mu.Lock()
	f.calls++
	fn, out, err := f.Fn, f.Out, f.Err
	f.mu.Unlock()
	if fn != nil {
		out, err = fn(ctx)
	}
	var facts []byte
	if out.Result != nil {
		facts = []byte("facts")
	}
	return Extraction{Outcome: out, Facts: facts}, err
}

// recSender records sent messages.
type recSender struct {
	mu   sync.Mutex
	msgs []any
	Err  error
}

func (s *recSender) Send(_ context.Context, msg any, _ time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Err != nil {
		return s.Err
	}
	s.msgs = append(s.msgs, msg)
	return nil
}

// fakeScorer sets a fraud score on the result.
type fakeScorer struct {
	calls int
	Err   error
	Skip  bool // nothing to score
}

func (s *fakeScorer) Score(_ context.Context, _ analysis.Analysis, _ []byte, out *analysis.Outcome) error {
	s.calls++
	if s.Err != nil {
		return s.Err
	}
	if s.Skip {
		changed := "changed, but not saved"
		out.Result = &result.Statement{BankName: &changed}
		return fmt.Errorf("kind: %w", ErrNotScored)
	}
	score := 7
	out.Result = &result.Statement{FraudScore: &score}
	return nil
}

// phaseEmitter also records phase completions, and can fail them.
type phaseEmitter struct {
	fakestore.Emitter
	mu     sync.Mutex
	phases []analysis.Analysis
	Err    error
}

func (e *phaseEmitter) PhaseCompleted(_ context.Context, a analysis.Analysis) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.phases = append(e.phases, a)
	return e.Err
}

// fakeVisual appends a marker to the scored result, or fails after
// recording the failure in it, as a VisualPass does.
type fakeVisual struct {
	calls int
	Err   error
	sawAI bool
}

func (v *fakeVisual) Inspect(_ context.Context, a analysis.Analysis, _ []byte, out *analysis.Outcome) error {
	v.calls++
	v.sawAI = a.Phases.MetadataFraud == analysis.PhaseCompleted && a.Phases.AIFraud == analysis.PhasePending
	code := "visual_ok"
	if v.Err != nil {
		code = "visual_failed"
	}
	out.Result.FraudFindings = append(out.Result.FraudFindings, result.Finding{Code: code, Provider: "visual"})
	return v.Err
}

// summary names what the tests look at in a stored result.
func summary(r *result.Statement) string {
	if r == nil {
		return "null"
	}
	var parts []string
	if r.BankName != nil {
		parts = append(parts, "bank="+*r.BankName)
	}
	if r.FraudScore != nil {
		parts = append(parts, fmt.Sprintf("score=%d", *r.FraudScore))
	}
	for _, f := range r.FraudFindings {
		parts = append(parts, f.Code)
	}
	return strings.Join(parts, " ")
}
