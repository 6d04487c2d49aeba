package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"slices"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

const docID = "0b9f7c1e-5b2a-4c55-9a61-1f0b7f1c2d3e"

var key = analysis.UploadKey(docID)

type env struct {
	st     *Stages
	store  *recordingStore
	blobs  *memBlobs
	ext    *fakeExtractor
	fraud  *recSender
	events *fakestore.Emitter
}

func newEnv(t *testing.T, kind analysis.Kind, status analysis.Status) *env {
	t.Helper()
	e := &env{store: newRecordingStore(), blobs: newMemBlobs(), fraud: &recSender{}, events: &fakestore.Emitter{},
		ext: &fakeExtractor{Out: analysis.Outcome{Result: &result.Statement{BankName: ptr("ACME")}}}}
	e.st = &Stages{Store: e.store, Blobs: e.blobs, Extract: e.ext, Fraud: e.fraud, Events: e.events,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return t0 }}
	// The analysis is charged, as every submitted one is: org has 10
	// credits before, 9 after.
	a := analysis.Analysis{ID: docID, OrgID: "org", Kind: kind, Status: analysis.StatusPending,
		ObjectKey: key, CreatedAt: t0, Deadline: t0.Add(time.Hour),
		Phases: analysis.Phases{Parse: analysis.PhasePending, MetadataFraud: analysis.PhasePending, AIFraud: analysis.PhasePending}}
	ctx := context.Background()
	if err := e.store.accounts.CreateOrg(ctx, account.Org{ID: "org", Credits: 10}); err != nil {
		t.Fatal(err)
	}
	if err := e.store.accounts.Charge(ctx, "org", []analysis.Analysis{a}, 0, "", t0); err != nil {
		t.Fatal(err)
	}
	a.Status = status
	e.store.Put(a)
	e.blobs.objects[key] = []byte("%PDF-1.4 fake")
	return e
}

// balance is the balance of the analysis' organization.
func (e *env) balance(t *testing.T) int64 {
	t.Helper()
	o, err := e.store.accounts.GetOrg(context.Background(), "org")
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

// get returns the stored analysis, or the zero Analysis.
func (e *env) get() analysis.Analysis {
	a, _ := e.store.Get(context.Background(), docID)
	return a
}

func TestParseHappyPath(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	if err := e.st.Parse(context.Background(), key, false); err != nil {
		t.Fatal(err)
	}
	a := e.get()
	if want := []string{"pending->processing", "processing->parsed"}; !slices.Equal(e.store.transitions, want) {
		t.Fatalf("transitions = %v, want %v", e.store.transitions, want)
	}
	if a.Status != analysis.StatusParsed || a.ResultKey != analysis.ResultKey(docID) || a.ExtractionRows != 0 || a.Phases.Parse != analysis.PhaseCompleted {
		t.Fatalf("record = %+v", a)
	}
	if out, err := analysis.LoadOutcome(context.Background(), e.blobs, a.ResultKey); err != nil || summary(out.Result) != "bank=ACME" {
		t.Fatalf("outcome = %s (%v)", e.blobs.objects[a.ResultKey], err)
	}
	if string(e.blobs.objects[analysis.FactsKey(docID)]) != "facts" {
		t.Fatalf("facts = %q", e.blobs.objects[analysis.FactsKey(docID)])
	}
	if len(e.fraud.msgs) != 1 || e.fraud.msgs[0] != (FraudMessage{AnalysisID: docID}) {
		t.Fatalf("fraud messages = %#v", e.fraud.msgs)
	}
	if e.ext.calls != 1 || e.events.Count() != 0 {
		t.Fatalf("extract calls %d, events %d", e.ext.calls, e.events.Count())
	}
	b, _ := json.Marshal(e.fraud.msgs[0])
	if string(b) != `{"analysis_id":"`+docID+`"}` {
		t.Fatalf("fraud message json = %s", b)
	}
}

func TestParseCountsExtractionRows(t *testing.T) {
	e := newEnv(t, analysis.KindApplicationForm, analysis.StatusPending)
	e.ext.Out = analysis.Outcome{Data: []json.RawMessage{json.RawMessage(`{"a":1}`), json.RawMessage(`{"b":2}`)}}
	if err := e.st.Parse(context.Background(), key, false); err != nil {
		t.Fatal(err)
	}
	if e.get().ExtractionRows != 2 {
		t.Fatalf("rows = %d", e.get().ExtractionRows)
	}
}

func TestParseTwice(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	ctx := context.Background()
	if err := e.st.Parse(ctx, key, false); err != nil {
		t.Fatal(err)
	}
	if err := e.st.Parse(ctx, key, false); err != nil {
		t.Fatal(err)
	}
	if e.ext.calls != 1 {
		t.Fatalf("re-extracted: %d calls", e.ext.calls)
	}
	if len(e.fraud.msgs) != 2 {
		t.Fatalf("fraud messages = %d, want the second parse to re-send", len(e.fraud.msgs))
	}
	if e.get().Status != analysis.StatusParsed {
		t.Fatalf("status = %s", e.get().Status)
	}
}

func TestParseNoOps(t *testing.T) {
	tests := []struct {
		name   string
		status analysis.Status
		key    string
		del    bool
		// emitted: a failed analysis is emitted again, in case the run
		// that failed it could not publish (deliveries dedupe by id).
		emitted int
	}{
		{name: "completed", status: analysis.StatusCompleted, key: key},
		{name: "failed", status: analysis.StatusFailed, key: key, emitted: 1},
		{name: "outside uploads", status: analysis.StatusPending, key: "staging/org/" + docID + ".pdf"},
		{name: "results object", status: analysis.StatusPending, key: analysis.ResultKey(docID)},
		{name: "no record", status: analysis.StatusPending, key: key, del: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, analysis.KindBankStatement, tc.status)
			if tc.del {
				e.store.Delete(docID)
			}
			before := e.get()
			if err := e.st.Parse(context.Background(), tc.key, false); err != nil {
				t.Fatal(err)
			}
			if e.ext.calls != 0 || len(e.fraud.msgs) != 0 || e.events.Count() != tc.emitted || len(e.store.transitions) != 0 {
				t.Fatalf("side effects: extract %d fraud %d events %d transitions %v", e.ext.calls, len(e.fraud.msgs), e.events.Count(), e.store.transitions)
			}
			if after := e.get(); after.Status != before.Status {
				t.Fatalf("status moved %s -> %s", before.Status, after.Status)
			}
		})
	}
}

func TestParseFailures(t *testing.T) {
	transient := errors.New("s3 hiccup")
	tests := []struct {
		name        string
		status      analysis.Status
		extErr      error
		fn          func(ctx context.Context) (analysis.Outcome, error)
		timeout     time.Duration
		putErr      error
		noObject    bool
		last        bool
		wantErr     bool
		wantStatus  analysis.Status
		wantCode    string
		wantEmitted int
	}{
		{name: "file failure", status: analysis.StatusPending, extErr: &analysis.Failure{Code: "pdf_encrypted", Message: "m"},
			wantStatus: analysis.StatusFailed, wantCode: "pdf_encrypted", wantEmitted: 1},
		{name: "wrapped file failure", status: analysis.StatusProcessing, extErr: errorsJoin(&analysis.Failure{Code: "pdf_corrupt", Message: "m"}),
			wantStatus: analysis.StatusFailed, wantCode: "pdf_corrupt", wantEmitted: 1},
		{name: "transient retried", status: analysis.StatusPending, extErr: transient, wantErr: true, wantStatus: analysis.StatusProcessing},
		{name: "transient on last attempt", status: analysis.StatusPending, extErr: transient, last: true,
			wantStatus: analysis.StatusFailed, wantCode: "processing_failed", wantEmitted: 1},
		{name: "extractor deadline", status: analysis.StatusPending, timeout: 20 * time.Millisecond,
			fn: func(ctx context.Context) (analysis.Outcome, error) {
				<-ctx.Done()
				return analysis.Outcome{}, ctx.Err()
			},
			wantStatus: analysis.StatusFailed, wantCode: "parse_timeout", wantEmitted: 1},
		{name: "upload unreadable retried", status: analysis.StatusPending, noObject: true, wantErr: true, wantStatus: analysis.StatusProcessing},
		{name: "upload unreadable last attempt", status: analysis.StatusPending, noObject: true, last: true,
			wantStatus: analysis.StatusFailed, wantCode: "processing_failed", wantEmitted: 1},
		{name: "outcome save fails retried", status: analysis.StatusPending, putErr: transient, wantErr: true, wantStatus: analysis.StatusProcessing},
		{name: "outcome save fails last attempt", status: analysis.StatusPending, putErr: transient, last: true,
			wantStatus: analysis.StatusFailed, wantCode: "processing_failed", wantEmitted: 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, analysis.KindBankStatement, tc.status)
			e.ext.Err, e.ext.Fn = tc.extErr, tc.fn
			e.st.ParseTimeout = tc.timeout
			e.blobs.PutErr = tc.putErr
			if tc.noObject {
				delete(e.blobs.objects, key)
			}
			err := e.st.Parse(context.Background(), key, tc.last)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tc.wantErr)
			}
			a := e.get()
			if a.Status != tc.wantStatus {
				t.Fatalf("status = %s, want %s", a.Status, tc.wantStatus)
			}
			if e.events.Count() != tc.wantEmitted {
				t.Fatalf("emitted %d, want %d", e.events.Count(), tc.wantEmitted)
			}
			if len(e.fraud.msgs) != 0 {
				t.Fatal("fraud stage queued for a failed parse")
			}
			if tc.wantCode != "" {
				if a.Error == nil || a.Error.Code != tc.wantCode || a.Error.Message == "" {
					t.Fatalf("error = %+v, want %s", a.Error, tc.wantCode)
				}
				if a.CompletedAt == nil || !a.CompletedAt.Equal(t0) || a.Phases.Parse != analysis.PhaseFailed {
					t.Fatalf("record = %+v", a)
				}
				if ev := e.events.Events()[0]; ev.Status != analysis.StatusFailed || analysis.EventOf(ev) != analysis.EventFailed {
					t.Fatalf("emitted %+v", ev)
				}
				// A failure of the file stays charged; the service's own
				// (processing_failed) is refunded with it.
				want := int64(9)
				if tc.wantCode == "processing_failed" {
					want = 10
				}
				if b := e.balance(t); b != want {
					t.Fatalf("balance %d after %s, want %d", b, tc.wantCode, want)
				}
				// A redelivery after failure changes nothing but emits the
				// same event again, in case the first emit was lost;
				// webhook deliveries are deduplicated by id.
				n := len(e.store.transitions)
				if err := e.st.Parse(context.Background(), key, false); err != nil || e.events.Count() != tc.wantEmitted+1 ||
					e.events.Events()[tc.wantEmitted].ID != e.events.Events()[0].ID || len(e.store.transitions) != n {
					t.Fatalf("redelivery: %v, %d events", err, e.events.Count())
				}
				if b := e.balance(t); b != want {
					t.Fatalf("balance %d after a redelivery, want %d (refund once)", b, want)
				}
			}
		})
	}
}

func errorsJoin(err error) error { return errors.Join(errors.New("extract"), err) }

func TestParseRetryAfterTransientSucceeds(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	e.ext.Err = errors.New("transient")
	ctx := context.Background()
	if err := e.st.Parse(ctx, key, false); err == nil {
		t.Fatal("want retry error")
	}
	e.ext.Err = nil
	if err := e.st.Parse(ctx, key, true); err != nil {
		t.Fatal(err)
	}
	if e.get().Status != analysis.StatusParsed || e.ext.calls != 2 || len(e.fraud.msgs) != 1 {
		t.Fatalf("status %s calls %d msgs %d", e.get().Status, e.ext.calls, len(e.fraud.msgs))
	}
}

func TestParseFraudSendFailsIsRetried(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	e.fraud.Err = errors.New("sqs down")
	ctx := context.Background()
	if err := e.st.Parse(ctx, key, false); err == nil {
		t.Fatal("send failure must be returned so the message is retried")
	}
	e.fraud.Err = nil
	if err := e.st.Parse(ctx, key, false); err != nil {
		t.Fatal(err)
	}
	if e.ext.calls != 1 || len(e.fraud.msgs) != 1 {
		t.Fatalf("calls %d msgs %d", e.ext.calls, len(e.fraud.msgs))
	}
}

func parsed(t *testing.T, scorer bool) *env {
	t.Helper()
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	if scorer {
		e.st.Scorer = &fakeScorer{}
	}
	if err := e.st.Parse(context.Background(), key, false); err != nil {
		t.Fatal(err)
	}
	e.store.transitions = nil
	return e
}

func TestScore(t *testing.T) {
	tests := []struct {
		name       string
		scorer     bool
		skip       bool
		wantFraud  string
		wantResult string
	}{
		{name: "with scorer", scorer: true, wantFraud: analysis.PhaseCompleted, wantResult: "score=7"},
		{name: "without scorer", scorer: false, wantFraud: analysis.PhaseSkipped, wantResult: "bank=ACME"},
		{name: "nothing to score", scorer: true, skip: true, wantFraud: analysis.PhaseSkipped, wantResult: "bank=ACME"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := parsed(t, tc.scorer)
			if tc.skip {
				e.st.Scorer.(*fakeScorer).Skip = true
			}
			if err := e.st.Score(context.Background(), docID, false); err != nil {
				t.Fatal(err)
			}
			a := e.get()
			if !slices.Equal(e.store.transitions, []string{"parsed->completed"}) || a.Status != analysis.StatusCompleted {
				t.Fatalf("transitions %v status %s", e.store.transitions, a.Status)
			}
			want := analysis.Phases{Parse: analysis.PhaseCompleted, MetadataFraud: tc.wantFraud, AIFraud: analysis.PhaseSkipped}
			if a.Phases != want {
				t.Fatalf("phases = %+v, want %+v", a.Phases, want)
			}
			if a.CompletedAt == nil || !a.CompletedAt.Equal(t0) {
				t.Fatalf("completed_at = %v", a.CompletedAt)
			}
			if e.events.Count() != 1 || e.events.Events()[0].Status != analysis.StatusCompleted {
				t.Fatalf("events = %+v", e.events.Events())
			}
			out, err := analysis.LoadOutcome(context.Background(), e.blobs, a.ResultKey)
			if err != nil || summary(out.Result) != tc.wantResult {
				t.Fatalf("outcome %s, %v", summary(out.Result), err)
			}
		})
	}
}

func TestScoreVisualPass(t *testing.T) {
	tests := []struct {
		name        string
		aiEnabled   bool
		skipMeta    bool
		visualErr   error
		wantCalls   int
		wantAI      string
		wantResult  string
		transitions []string
	}{
		{name: "requested", aiEnabled: true, wantCalls: 1, wantAI: analysis.PhaseCompleted,
			wantResult: "score=7 visual_ok", transitions: []string{"parsed->parsed", "parsed->completed"}},
		{name: "failed pass keeps the metadata score", aiEnabled: true, visualErr: errors.New("model throttled"), wantCalls: 1,
			wantAI: analysis.PhaseFailed, wantResult: "score=7 visual_failed", transitions: []string{"parsed->parsed", "parsed->completed"}},
		{name: "not requested", wantAI: analysis.PhaseSkipped, wantResult: "score=7", transitions: []string{"parsed->completed"}},
		{name: "nothing scored", aiEnabled: true, skipMeta: true, wantAI: analysis.PhaseSkipped,
			wantResult: "bank=ACME", transitions: []string{"parsed->completed"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := parsed(t, true)
			a := e.get()
			a.AIEnabled = tc.aiEnabled
			if !tc.aiEnabled {
				a.Phases.AIFraud = analysis.PhaseSkipped // as submission stores it
			}
			e.store.Put(a)
			e.st.Scorer.(*fakeScorer).Skip = tc.skipMeta
			v := &fakeVisual{Err: tc.visualErr}
			e.st.Visual = v
			if err := e.st.Score(context.Background(), docID, false); err != nil {
				t.Fatal(err)
			}
			got := e.get()
			if v.calls != tc.wantCalls || got.Phases.AIFraud != tc.wantAI || got.Status != analysis.StatusCompleted {
				t.Fatalf("calls %d phases %+v status %s", v.calls, got.Phases, got.Status)
			}
			if tc.wantCalls > 0 && !v.sawAI {
				t.Error("the metadata phase was not recorded before the visual pass")
			}
			if !slices.Equal(e.store.transitions, tc.transitions) {
				t.Errorf("transitions %v, want %v", e.store.transitions, tc.transitions)
			}
			out, err := analysis.LoadOutcome(context.Background(), e.blobs, got.ResultKey)
			if err != nil || summary(out.Result) != tc.wantResult {
				t.Errorf("outcome %s (%v), want %s", summary(out.Result), err, tc.wantResult)
			}
			if e.events.Count() != 1 {
				t.Errorf("%d events", e.events.Count())
			}
		})
	}
}

// A duplicate fraud message after completion emits again: webhook receivers
// must deduplicate on the analysis id (the delivery layer also dedupes by
// delivery id). The state does not move.
func TestScoreDuplicateAfterCompletedReEmits(t *testing.T) {
	e := parsed(t, true)
	ctx := context.Background()
	for range 2 {
		if err := e.st.Score(ctx, docID, false); err != nil {
			t.Fatal(err)
		}
	}
	if e.events.Count() != 2 || e.events.Events()[0].ID != e.events.Events()[1].ID {
		t.Fatalf("events = %d", e.events.Count())
	}
	if len(e.store.transitions) != 1 || e.st.Scorer.(*fakeScorer).calls != 1 {
		t.Fatalf("transitions %v, scorer calls %d", e.store.transitions, e.st.Scorer.(*fakeScorer).calls)
	}
}

func TestScoreStates(t *testing.T) {
	tests := []struct {
		name    string
		status  analysis.Status
		missing bool
		wantErr bool
		// wantEmitted: a failed analysis is emitted again (its first
		// emit may have been lost); deliveries are deduplicated by id.
		wantEmitted int
	}{
		{name: "pending", status: analysis.StatusPending, wantErr: true},
		{name: "processing", status: analysis.StatusProcessing, wantErr: true},
		{name: "failed", status: analysis.StatusFailed, wantEmitted: 1},
		{name: "unknown analysis", status: analysis.StatusPending, missing: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, analysis.KindBankStatement, tc.status)
			if tc.missing {
				e.store.Delete(docID)
			}
			err := e.st.Score(context.Background(), docID, false)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tc.wantErr)
			}
			if len(e.store.transitions) != 0 || e.events.Count() != tc.wantEmitted {
				t.Fatalf("side effects: %v %d", e.store.transitions, e.events.Count())
			}
		})
	}
}

func TestScoreFailures(t *testing.T) {
	tests := []struct {
		name       string
		breakIt    func(e *env)
		last       bool
		wantErr    bool
		wantStatus analysis.Status
	}{
		{name: "outcome missing retried", breakIt: func(e *env) { delete(e.blobs.objects, analysis.ResultKey(docID)) }, wantErr: true, wantStatus: analysis.StatusParsed},
		{name: "outcome missing last attempt", breakIt: func(e *env) { delete(e.blobs.objects, analysis.ResultKey(docID)) }, last: true, wantStatus: analysis.StatusFailed},
		{name: "scorer error retried", breakIt: func(e *env) { e.st.Scorer.(*fakeScorer).Err = errors.New("x") }, wantErr: true, wantStatus: analysis.StatusParsed},
		{name: "scorer error last attempt", breakIt: func(e *env) { e.st.Scorer.(*fakeScorer).Err = errors.New("x") }, last: true, wantStatus: analysis.StatusFailed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := parsed(t, true)
			tc.breakIt(e)
			err := e.st.Score(context.Background(), docID, tc.last)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v", err)
			}
			a := e.get()
			if a.Status != tc.wantStatus {
				t.Fatalf("status %s", a.Status)
			}
			if tc.wantStatus == analysis.StatusFailed {
				if a.Error == nil || a.Error.Code != "processing_failed" || a.Phases.MetadataFraud != analysis.PhaseFailed || e.events.Count() != 1 {
					t.Fatalf("record %+v events %d", a, e.events.Count())
				}
			} else if e.events.Count() != 0 {
				t.Fatal("emitted on retry")
			}
		})
	}
}

// An emitter that delivers on phase completion hears of the parsed
// analysis; its failure does not hold up the pipeline (the terminal emit
// catches up).
func TestParseAnnouncesPhase(t *testing.T) {
	for _, fail := range []bool{false, true} {
		e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
		pe := &phaseEmitter{}
		if fail {
			pe.Err = errors.New("queue down")
		}
		e.st.Events = pe
		if err := e.st.Parse(context.Background(), key, false); err != nil {
			t.Fatal(err)
		}
		if len(pe.phases) != 1 || pe.phases[0].Status != analysis.StatusParsed || pe.phases[0].Phases.Parse != analysis.PhaseCompleted ||
			pe.Count() != 0 || len(e.fraud.msgs) != 1 {
			t.Fatalf("fail=%v: phases %+v, events %d, fraud %d", fail, pe.phases, pe.Count(), len(e.fraud.msgs))
		}
	}
}

func ptr[T any](v T) *T { return &v }
