package analysis_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// TestClientDocuments covers what client profiles use: a prepared record
// is neither stored nor charged until the client profile charges it
// (which creates it); Enqueue stores its PDF; Withdraw fails and refunds
// one whose PDF could not be stored; Lookup expires (and refunds) a late
// analysis like a poll; Outcome reads only parsed or completed analyses.
func TestClientDocuments(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a := e.svc.PrepareClientDocument(e.p, analysis.ClientDocument{ClientID: "c1", BatchID: "b1", File: pdfFile(), AIEnabled: true})
	if a.Status != analysis.StatusPending || a.ClientID != "c1" || a.BatchID != "b1" || a.Kind != analysis.KindBankStatement || a.Filename != "s.pdf" ||
		a.Phases.AIFraud != analysis.PhasePending || a.ObjectKey != analysis.UploadKey(a.ID) || !a.Deadline.After(a.CreatedAt) {
		t.Fatalf("prepared = %+v", a)
	}
	if _, err := e.store.Get(ctx, a.ID); !errors.Is(err, analysis.ErrNotFound) || e.balance(t) != 10 {
		t.Fatalf("prepare stored or charged: %v, balance %d", err, e.balance(t))
	}
	if err := e.svc.Billing.Charge(ctx, e.p.Org, []analysis.Analysis{a}); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Enqueue(ctx, a, pdfFile(), nil); err != nil {
		t.Fatal(err)
	}
	if got, err := e.svc.Lookup(ctx, a.ID); err != nil || got.Status != analysis.StatusPending || got.ClientID != "c1" {
		t.Fatalf("lookup = %+v %v", got, err)
	}
	if _, ok := e.blobs.objects[a.ObjectKey]; !ok {
		t.Fatal("the PDF was not stored")
	}
	if out, err := e.svc.Outcome(ctx, a); out != nil || err != nil {
		t.Fatalf("outcome of a pending analysis = %v %v", out, err)
	}

	// Storage down: the record is withdrawn, failed and refunded.
	e.blobs.PutErr = errors.New("bucket unavailable")
	b := e.svc.PrepareClientDocument(e.p, analysis.ClientDocument{ClientID: "c1", BatchID: "b1", File: pdfFile()})
	if err := e.svc.Billing.Charge(ctx, e.p.Org, []analysis.Analysis{b}); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Enqueue(ctx, b, pdfFile(), nil); err == nil {
		t.Fatal("enqueue succeeded without storage")
	}
	if e.balance(t) != 8 {
		t.Fatalf("balance %d before the withdrawal, want 8", e.balance(t))
	}
	for range 2 { // safe to repeat
		if w := e.svc.Withdraw(ctx, b); w != analysis.Withdrawn {
			t.Fatalf("withdrawal = %v, want Withdrawn", w)
		}
	}
	if got, _ := e.store.Get(ctx, b.ID); got.Status != analysis.StatusFailed || got.Error == nil || got.Error.Code != "queue_failed" || e.balance(t) != 9 {
		t.Fatalf("after a failed enqueue: %+v, balance %d", got, e.balance(t))
	}

	// Past its deadline, a lookup fails the analysis and emits its event.
	e.now = e.now.Add(analysis.DefaultMaxProcessing + time.Minute)
	got, err := e.svc.Lookup(ctx, a.ID)
	if err != nil || got.Status != analysis.StatusFailed || got.Error.Code != "processing_timeout" || e.events.Count() != 1 {
		t.Fatalf("late lookup = %+v %v, events %d", got, err, e.events.Count())
	}
	if e.balance(t) != 10 {
		t.Fatalf("balance %d after the expiry, want 10 (refunded)", e.balance(t))
	}
	if _, err := e.svc.Lookup(ctx, "missing"); !errors.Is(err, analysis.ErrNotFound) {
		t.Fatalf("unknown id: %v", err)
	}
}
