package webhook_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

func phases(parse, meta, ai string) analysis.Phases {
	return analysis.Phases{Parse: parse, MetadataFraud: meta, AIFraud: ai}
}

func TestTriggerAndDue(t *testing.T) {
	const (
		P, C, S, F = analysis.PhasePending, analysis.PhaseCompleted, analysis.PhaseSkipped, analysis.PhaseFailed
	)
	parsed := analysis.Analysis{Status: analysis.StatusParsed, Phases: phases(C, P, S)}
	parsedAI := analysis.Analysis{Status: analysis.StatusParsed, AIEnabled: true, Phases: phases(C, P, P)}
	done := analysis.Analysis{Status: analysis.StatusCompleted, Phases: phases(C, C, S)}
	doneAI := analysis.Analysis{Status: analysis.StatusCompleted, AIEnabled: true, Phases: phases(C, C, S)}
	failed := analysis.Analysis{Status: analysis.StatusFailed, Phases: phases(C, F, S)}
	tests := []struct {
		name    string
		phases  []string
		a       analysis.Analysis
		trigger string
		due     bool
	}{
		{"parse only, parsed", []string{"parse"}, parsed, "parse", true},
		{"parse only, completed", []string{"parse"}, done, "parse", true},
		{"parse+fraud waits for the fraud phase", []string{"parse", "metadata_fraud"}, parsed, "metadata_fraud", false},
		{"parse+fraud, completed", []string{"parse", "metadata_fraud"}, done, "metadata_fraud", true},
		{"ai_fraud on a submission without it", []string{"ai_fraud"}, done, "", false},
		{"ai_fraud on a submission that asked", []string{"ai_fraud"}, doneAI, "ai_fraud", true},
		{"ai_fraud waits for completion", []string{"parse", "ai_fraud"}, parsedAI, "ai_fraud", false},
		{"parse+ai without ai falls back to parse", []string{"parse", "ai_fraud"}, parsed, "parse", true},
		{"all three, no ai", []string{"parse", "metadata_fraud", "ai_fraud"}, done, "metadata_fraud", true},
		{"failed analyses never complete", []string{"parse"}, failed, "parse", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := webhook.Trigger(tc.phases, tc.a); got != tc.trigger {
				t.Fatalf("Trigger = %q, want %q", got, tc.trigger)
			}
			if got := webhook.Due(tc.phases, tc.a); got != tc.due {
				t.Fatalf("Due = %v, want %v", got, tc.due)
			}
		})
	}
}

type emitEnv struct {
	*env
	em  webhook.AnalysisEmitter
	out *analysisBlobs
}

// analysisBlobs serves stored outcomes.
type analysisBlobs struct{ objects map[string][]byte }

func (b *analysisBlobs) Put(_ context.Context, key string, body []byte, _ string, _ map[string]string) error {
	b.objects[key] = body
	return nil
}

func (b *analysisBlobs) Get(_ context.Context, key string) ([]byte, error) {
	if v, ok := b.objects[key]; ok {
		return v, nil
	}
	return nil, analysis.ErrNotFound
}

func newEmitEnv(t *testing.T) *emitEnv {
	e := &emitEnv{env: newEnv(t), out: &analysisBlobs{objects: map[string][]byte{}}}
	e.em = webhook.AnalysisEmitter{Webhooks: e.svc, Outcomes: e.out}
	return e
}

func (e *emitEnv) analysis(kind analysis.Kind, status analysis.Status, callback string, ai bool) analysis.Analysis {
	id := ids.New()
	ref := "loan-1"
	a := analysis.Analysis{
		ID: id, OrgID: e.org.ID, Kind: kind, Status: status, ClientRef: &ref, Metadata: json.RawMessage(`{"loan_id":12345678901234567890}`),
		CallbackURL: callback, AIEnabled: ai, CreatedAt: t0, UpdatedAt: t0, ResultKey: analysis.ResultKey(id),
		Phases: phases(analysis.PhaseCompleted, analysis.PhasePending, analysis.PhaseSkipped),
	}
	if ai {
		a.Phases.AIFraud = analysis.PhasePending
	}
	bank := "Example <Bank> & Co"
	out := analysis.Outcome{Result: &result.Statement{BankName: &bank}}
	if kind == analysis.KindApplicationForm {
		out.Data = []json.RawMessage{json.RawMessage(`{"field":"name","value":"Acme"}`)}
		a.ExtractionRows = 1
	}
	b, _ := json.Marshal(out)
	e.out.objects[a.ResultKey] = b
	if status == analysis.StatusCompleted {
		done := t0.Add(time.Minute)
		a.CompletedAt = &done
		a.Phases.MetadataFraud = analysis.PhaseCompleted
		a.Phases.AIFraud = analysis.PhaseSkipped
	}
	return a
}

// deliver runs every queued attempt.
func (e *emitEnv) deliver(t *testing.T) { e.drain(t) }

func TestEmitterPhases(t *testing.T) {
	e := newEmitEnv(t)
	ctx := context.Background()
	cb := newReceiver(t)
	parseHook, fraudHook, aiHook, failedHook := newReceiver(t), newReceiver(t), newReceiver(t), newReceiver(t)
	e.subscribe(t, "analysis.completed", parseHook.srv.URL, "parse")
	e.subscribe(t, "analysis.completed", fraudHook.srv.URL, "parse", "metadata_fraud")
	e.subscribe(t, "analysis.completed", aiHook.srv.URL, "ai_fraud")
	e.subscribe(t, "analysis.failed", failedHook.srv.URL)

	// Parsed: only the parse subscription, with status completed,
	// completed_at null and the fraud phase pending. No callback yet.
	a := e.analysis(analysis.KindBankStatement, analysis.StatusParsed, cb.srv.URL, false)
	if err := e.em.PhaseCompleted(ctx, a); err != nil {
		t.Fatal(err)
	}
	e.deliver(t)
	if len(parseHook.requests()) != 1 || len(fraudHook.requests()) != 0 || len(cb.requests()) != 0 {
		t.Fatalf("after parse: parse %d, fraud %d, callback %d", len(parseHook.requests()), len(fraudHook.requests()), len(cb.requests()))
	}
	var early map[string]any
	_ = json.Unmarshal(parseHook.requests()[0].body, &early)
	if early["event"] != "analysis.completed" || early["status"] != "completed" || early["completed_at"] != nil ||
		early["phases"].(map[string]any)["metadata_fraud"] != "pending" || early["result"] == nil {
		t.Fatalf("early payload %v", early)
	}

	// Completed: the callback and the fraud subscription; the parse
	// subscription was served already; ai_fraud does not apply.
	a.Status = analysis.StatusCompleted
	done := t0.Add(time.Minute)
	a.CompletedAt = &done
	a.Phases.MetadataFraud = analysis.PhaseCompleted
	for i := 0; i < 2; i++ { // emitted twice: still one delivery each
		if err := e.em.Emit(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	e.deliver(t)
	if len(parseHook.requests()) != 1 || len(fraudHook.requests()) != 1 || len(cb.requests()) != 1 || len(aiHook.requests()) != 0 || len(failedHook.requests()) != 0 {
		t.Fatalf("after completion: parse %d, fraud %d, callback %d, ai %d, failed %d", len(parseHook.requests()), len(fraudHook.requests()),
			len(cb.requests()), len(aiHook.requests()), len(failedHook.requests()))
	}
	// The body is what a poll returns, byte for byte.
	out, _ := analysis.LoadOutcome(ctx, e.out, a.ResultKey)
	var poll bytes.Buffer
	enc := json.NewEncoder(&poll)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(analysis.Render(a, out))
	if got := cb.requests()[0].body; !bytes.Equal(got, bytes.TrimSuffix(poll.Bytes(), []byte("\n"))) {
		t.Fatalf("callback body\n%s\nwant the poll body\n%s", got, poll.Bytes())
	}
	if !bytes.Equal(fraudHook.requests()[0].body, cb.requests()[0].body) {
		t.Fatal("the subscription and the callback got different bodies")
	}

	// A submission that asked for the visual pass also reaches ai_fraud.
	b := e.analysis(analysis.KindBankStatement, analysis.StatusCompleted, "", true)
	if err := e.em.Emit(ctx, b); err != nil {
		t.Fatal(err)
	}
	e.deliver(t)
	if len(aiHook.requests()) != 1 || len(parseHook.requests()) != 2 || len(fraudHook.requests()) != 2 {
		t.Fatalf("ai submission: ai %d parse %d fraud %d", len(aiHook.requests()), len(parseHook.requests()), len(fraudHook.requests()))
	}
}

func TestEmitterEvents(t *testing.T) {
	e := newEmitEnv(t)
	ctx := context.Background()
	hooks := map[string]*receiver{}
	for _, ev := range []string{"analysis.completed", "analysis.failed", "application_form.extracted", "tax_return.extracted"} {
		hooks[ev] = newReceiver(t)
		var ph []string
		if ev == "analysis.completed" {
			ph = []string{"parse", "metadata_fraud"}
		}
		e.subscribe(t, ev, hooks[ev].srv.URL, ph...)
	}
	form := e.analysis(analysis.KindApplicationForm, analysis.StatusCompleted, "", false)
	failed := e.analysis(analysis.KindBankStatement, analysis.StatusFailed, "", false)
	failed.Error = &analysis.Failure{Code: "pdf_corrupt", Message: "not a PDF"}
	taxNoRows := e.analysis(analysis.KindTaxReturn, analysis.StatusCompleted, "", false)
	// A parsed application form is not announced before it completes.
	parsedForm := e.analysis(analysis.KindApplicationForm, analysis.StatusParsed, "", false)
	for _, a := range []analysis.Analysis{form, failed, taxNoRows} {
		if err := e.em.Emit(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.em.PhaseCompleted(ctx, parsedForm); err != nil {
		t.Fatal(err)
	}
	e.deliver(t)
	want := map[string]string{"application_form.extracted": form.ID, "analysis.failed": failed.ID, "analysis.completed": taxNoRows.ID}
	for ev, r := range hooks {
		got := r.requests()
		if ev == "tax_return.extracted" {
			if len(got) != 0 {
				t.Fatalf("tax_return.extracted sent for a return without rows")
			}
			continue
		}
		if len(got) != 1 || got[0].header.Get("X-Service-Event") != ev {
			t.Fatalf("%s: %d requests", ev, len(got))
		}
		var m map[string]any
		_ = json.Unmarshal(got[0].body, &m)
		if m["id"] != want[ev] || m["event"] != ev {
			t.Fatalf("%s body %s", ev, got[0].body)
		}
	}
}

// A missing outcome fails the emit (the stage retries) rather than
// delivering a payload without its result.
func TestEmitterMissingOutcome(t *testing.T) {
	e := newEmitEnv(t)
	r := newReceiver(t)
	a := e.analysis(analysis.KindBankStatement, analysis.StatusCompleted, r.srv.URL, false)
	delete(e.out.objects, a.ResultKey)
	if err := e.em.Emit(context.Background(), a); err == nil {
		t.Fatal("emitted without the outcome")
	}
	if len(e.queue.Sent) != 0 {
		t.Fatal("queued a delivery without its body")
	}
}
