package pipeline

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

// recNotifier records the upload keys it is asked to notify again.
type recNotifier struct {
	mu   sync.Mutex
	keys []string
	Err  error
}

func (n *recNotifier) NotifyUpload(_ context.Context, key string) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.Err != nil {
		return n.Err
	}
	n.keys = append(n.keys, key)
	return nil
}

type sweepEnv struct {
	now      time.Time
	accounts *fakestore.Accounts
	store    *fakestore.Analyses
	uploads  *memBlobs
	fraud    *recSender
	ocr      *recSender
	ingest   *recNotifier
	events   *fakestore.Emitter
	sw       *Sweeper
}

// newSweepEnv sweeps the records of fake accounts where organization o1
// has 10 credits.
func newSweepEnv(t *testing.T) *sweepEnv {
	t.Helper()
	acc := fakestore.NewAccounts()
	e := &sweepEnv{
		now:      time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC),
		accounts: acc, store: acc.Analyses(), uploads: newMemBlobs(),
		fraud: &recSender{}, ocr: &recSender{}, ingest: &recNotifier{}, events: &fakestore.Emitter{},
	}
	st := &Stages{Store: e.store, Fraud: e.fraud, OCR: e.ocr, Events: e.events,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)), Now: func() time.Time { return e.now }}
	e.sw = &Sweeper{Stages: st, Open: e.store, Ingest: e.ingest, Uploads: e.uploads}
	if err := acc.CreateOrg(context.Background(), account.Org{ID: "o1", Credits: 10}); err != nil {
		t.Fatal(err)
	}
	return e
}

// put charges an analysis of o1 and stores it in status, last changed ago
// before now, with a deadline left after now (negative: past), and its
// upload.
func (e *sweepEnv) put(t *testing.T, id string, status analysis.Status, ocr string, ago, left time.Duration) {
	t.Helper()
	a := analysis.Analysis{
		ID: id, OrgID: "o1", Kind: analysis.KindBankStatement, Status: analysis.StatusPending, ObjectKey: analysis.UploadKey(id),
		CreatedAt: e.now.Add(-ago - time.Second), UpdatedAt: e.now.Add(-ago), Deadline: e.now.Add(left),
		Phases: analysis.Phases{Parse: analysis.PhasePending, MetadataFraud: analysis.PhasePending, AIFraud: analysis.PhaseSkipped, OCR: ocr},
	}
	if err := e.accounts.Charge(context.Background(), "o1", []analysis.Analysis{a}, 0, "", a.CreatedAt); err != nil {
		t.Fatal(err)
	}
	a.Status = status
	e.store.Put(a)
	e.uploads.objects[a.ObjectKey] = []byte("%PDF-1.4")
}

// balance is o1's balance.
func (e *sweepEnv) balance(t *testing.T) int64 {
	t.Helper()
	o, err := e.accounts.GetOrg(context.Background(), "o1")
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

func TestSweepRedrivesEachStuckStage(t *testing.T) {
	b := DefaultSweepBounds
	tests := []struct {
		name     string
		status   analysis.Status
		ocr      string
		ago      time.Duration
		left     time.Duration
		ingest   bool // the upload is notified again
		fraud    bool // the fraud message is sent again
		ocrMsg   bool // the OCR message is sent again
		expired  bool // failed with processing_timeout and emitted
		redriven int
	}{
		{name: "pending within its bound", status: analysis.StatusPending, ago: b.Pending - time.Second, left: time.Hour},
		{name: "pending past its bound", status: analysis.StatusPending, ago: b.Pending, left: time.Hour, ingest: true, redriven: 1},
		{name: "processing within the parse bound", status: analysis.StatusProcessing, ago: b.Parse - time.Second, left: time.Hour},
		{name: "processing past the parse bound", status: analysis.StatusProcessing, ago: b.Parse, left: time.Hour, ingest: true, redriven: 1},
		{name: "ocr pending past the parse bound, within its own", status: analysis.StatusProcessing, ocr: analysis.PhasePending, ago: b.Parse + time.Minute, left: time.Hour},
		{name: "ocr pending past its bound", status: analysis.StatusProcessing, ocr: analysis.PhasePending, ago: b.OCR, left: time.Hour, ocrMsg: true, redriven: 1},
		{name: "ocr completed, still processing: the parse is re-driven", status: analysis.StatusProcessing, ocr: analysis.PhaseCompleted, ago: b.Parse, left: time.Hour, ingest: true, redriven: 1},
		{name: "parsed within the fraud bound", status: analysis.StatusParsed, ago: b.Fraud - time.Second, left: time.Hour},
		{name: "parsed past the fraud bound", status: analysis.StatusParsed, ago: b.Fraud, left: time.Hour, fraud: true, redriven: 1},
		{name: "pending past its deadline", status: analysis.StatusPending, ago: time.Second, left: -time.Second, expired: true},
		{name: "parsed past its deadline", status: analysis.StatusParsed, ago: time.Hour, left: -time.Minute, expired: true},
		{name: "completed (a lagging listing)", status: analysis.StatusCompleted, ago: time.Hour, left: -time.Hour},
		{name: "failed (a lagging listing)", status: analysis.StatusFailed, ago: time.Hour, left: -time.Hour},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newSweepEnv(t)
			e.put(t, "a1", tc.status, tc.ocr, tc.ago, tc.left)
			before, _ := e.store.Get(context.Background(), "a1")
			rep, err := e.sw.Sweep(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if got := len(e.ingest.keys) == 1 && e.ingest.keys[0] == "uploads/a1.pdf"; got != tc.ingest || len(e.ingest.keys) > 1 {
				t.Errorf("ingest notified %v, want %v", e.ingest.keys, tc.ingest)
			}
			if got := len(e.fraud.msgs) == 1 && e.fraud.msgs[0] == (FraudMessage{AnalysisID: "a1"}); got != tc.fraud || len(e.fraud.msgs) > 1 {
				t.Errorf("fraud messages %v, want %v", e.fraud.msgs, tc.fraud)
			}
			if got := len(e.ocr.msgs) == 1 && e.ocr.msgs[0] == (OCRMessage{AnalysisID: "a1"}); got != tc.ocrMsg || len(e.ocr.msgs) > 1 {
				t.Errorf("ocr messages %v, want %v", e.ocr.msgs, tc.ocrMsg)
			}
			after, _ := e.store.Get(context.Background(), "a1")
			if tc.expired {
				if after.Status != analysis.StatusFailed || after.Error == nil || after.Error.Code != analysis.ErrProcessingTimeout.Code || e.events.Count() != 1 || rep.Expired != 1 {
					t.Errorf("expired: status %s error %+v events %d report %+v", after.Status, after.Error, e.events.Count(), rep)
				}
				// Expired through our fault: refunded with the failure.
				if b := e.balance(t); b != 10 {
					t.Errorf("balance %d after the expiry, want 10 (refunded)", b)
				}
				return
			}
			if b := e.balance(t); b != 9 {
				t.Errorf("balance %d, want 9 (charged, not refunded)", b)
			}
			if after.Status != before.Status || e.events.Count() != 0 || rep.Redriven != tc.redriven || rep.Errors != 0 {
				t.Errorf("status %s -> %s, events %d, report %+v", before.Status, after.Status, e.events.Count(), rep)
			}
			// A re-driven analysis has its clock restarted; one left alone
			// is not written to.
			if touched := after.UpdatedAt.Equal(e.now); touched != (tc.redriven == 1) {
				t.Errorf("updated_at %v (now %v), re-driven %d", after.UpdatedAt, e.now, tc.redriven)
			}
		})
	}
}

// TestSweepIsIdempotent: a second sweep right after the first sends
// nothing more; once the analysis has stayed stuck for another bound, it
// is re-driven again.
func TestSweepIsIdempotent(t *testing.T) {
	e := newSweepEnv(t)
	e.put(t, "p", analysis.StatusPending, "", time.Hour, time.Hour)
	e.put(t, "f", analysis.StatusParsed, "", time.Hour, time.Hour)
	for range 2 {
		if _, err := e.sw.Sweep(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if len(e.ingest.keys) != 1 || len(e.fraud.msgs) != 1 {
		t.Fatalf("two sweeps sent %v and %v, want one of each", e.ingest.keys, e.fraud.msgs)
	}
	e.now = e.now.Add(DefaultSweepBounds.Pending)
	rep, err := e.sw.Sweep(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(e.ingest.keys) != 2 || len(e.fraud.msgs) != 1 || rep.Redriven != 1 {
		t.Fatalf("after another pending bound: ingest %v fraud %v report %+v", e.ingest.keys, e.fraud.msgs, rep)
	}
}

// TestSweepFailuresAreRetried: a queue that cannot be reached leaves the
// analysis untouched, so the next sweep tries again; one bad analysis
// does not stop the sweep of the others.
func TestSweepFailuresAreRetried(t *testing.T) {
	e := newSweepEnv(t)
	e.put(t, "p", analysis.StatusPending, "", time.Hour, time.Hour)
	e.put(t, "f", analysis.StatusParsed, "", time.Hour, time.Hour)
	e.ingest.Err = errors.New("queue unreachable")
	rep, err := e.sw.Sweep(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors != 1 || rep.Redriven != 1 || len(e.fraud.msgs) != 1 {
		t.Fatalf("report %+v, fraud %v", rep, e.fraud.msgs)
	}
	if p, _ := e.store.Get(context.Background(), "p"); !p.UpdatedAt.Equal(e.now.Add(-time.Hour)) {
		t.Fatalf("an analysis that was not re-driven had its clock restarted: %v", p.UpdatedAt)
	}
	e.ingest.Err = nil
	if rep, err = e.sw.Sweep(context.Background()); err != nil || rep.Redriven != 1 || !slices.Equal(e.ingest.keys, []string{"uploads/p.pdf"}) {
		t.Fatalf("retry: report %+v, ingest %v, err %v", rep, e.ingest.keys, err)
	}

	e.store.Err = errors.New("table unreachable")
	if _, err := e.sw.Sweep(context.Background()); err == nil {
		t.Fatal("a sweep that could not list reported no error")
	}
}

// TestSweptAnalysisCompletes runs a stuck pending analysis through the
// real stages after the sweeper re-drives it: the re-sent notification is
// what the parser consumes, and the fraud message it sends completes it.
func TestSweptAnalysisCompletes(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	e.st.Now = func() time.Time { return t0.Add(DefaultSweepBounds.Pending) }
	ingest := &recNotifier{}
	sw := &Sweeper{Stages: e.st, Open: e.store, Ingest: ingest, Uploads: e.blobs}
	if rep, err := sw.Sweep(context.Background()); err != nil || rep.Redriven != 1 {
		t.Fatalf("sweep: %+v, %v", rep, err)
	}
	if !slices.Equal(ingest.keys, []string{key}) {
		t.Fatalf("ingest notified %v, want %s", ingest.keys, key)
	}
	if err := e.st.Parse(context.Background(), ingest.keys[0], false); err != nil {
		t.Fatal(err)
	}
	if len(e.fraud.msgs) != 1 {
		t.Fatalf("fraud messages %v", e.fraud.msgs)
	}
	if err := e.st.Score(context.Background(), docID, false); err != nil {
		t.Fatal(err)
	}
	if a := e.get(); a.Status != analysis.StatusCompleted || e.events.Count() != 1 {
		t.Fatalf("status %s, events %d; want completed and one event", a.Status, e.events.Count())
	}
}

// Issue 16, defect 3: an API that lost its store (or died) between the
// charge and the upload leaves a pending, charged record with no upload.
// Past the pending bound the sweeper withdraws it: failed with
// queue_failed and refunded in one write, its event emitted, once however
// often it sweeps. A pending record whose upload is there is re-driven
// instead, and one still within its bound is left alone.
func TestSweeperWithdrawsUnqueued(t *testing.T) {
	e := newSweepEnv(t)
	ctx := context.Background()
	b := DefaultSweepBounds.Pending
	e.put(t, "lost", analysis.StatusPending, "", b, time.Hour)
	e.put(t, "young", analysis.StatusPending, "", b-time.Second, time.Hour)
	e.put(t, "stored", analysis.StatusPending, "", b, time.Hour)
	delete(e.uploads.objects, analysis.UploadKey("lost"))
	delete(e.uploads.objects, analysis.UploadKey("young"))
	if got := e.balance(t); got != 7 {
		t.Fatalf("balance %d before the sweep, want 7", got)
	}
	for i := range 3 {
		rep, err := e.sw.Sweep(ctx)
		if err != nil || rep.Errors != 0 {
			t.Fatalf("sweep %d: %+v, %v", i, rep, err)
		}
		if i == 0 && (rep.Withdrawn != 1 || rep.Redriven != 1) {
			t.Fatalf("first sweep %+v, want one withdrawn and one re-driven", rep)
		}
		if i > 0 && rep.Withdrawn != 0 {
			t.Fatalf("sweep %d withdrew again: %+v", i, rep)
		}
	}
	lost, _ := e.store.Get(ctx, "lost")
	if lost.Status != analysis.StatusFailed || lost.Error == nil || lost.Error.Code != "queue_failed" || lost.Phases.Parse != analysis.PhaseFailed {
		t.Fatalf("lost = %+v", lost)
	}
	if got := e.balance(t); got != 8 {
		t.Fatalf("balance %d, want 8 (the lost one refunded once)", got)
	}
	if ev := e.events.Events(); len(ev) != 1 || ev[0].ID != "lost" || ev[0].Error.Code != "queue_failed" {
		t.Fatalf("events %+v, want analysis.failed for the lost one", ev)
	}
	if young, _ := e.store.Get(ctx, "young"); young.Status != analysis.StatusPending {
		t.Fatalf("a submission still within its bound was touched: %+v", young)
	}
	if !slices.Equal(e.ingest.keys, []string{"uploads/stored.pdf"}) {
		t.Fatalf("ingest notified %v, want the stored one only", e.ingest.keys)
	}

	// An upload store that cannot be reached is no proof of a lost
	// upload: nothing is withdrawn.
	e.now = e.now.Add(time.Second)
	e.uploads.HeadErr = errors.New("s3 unreachable")
	rep, err := e.sw.Sweep(ctx)
	if err != nil || rep.Withdrawn != 0 || rep.Errors != 1 {
		t.Fatalf("sweep with S3 down: %+v, %v", rep, err)
	}
	if young, _ := e.store.Get(ctx, "young"); young.Status != analysis.StatusPending {
		t.Fatalf("withdrawn while the upload store was down: %+v", young)
	}
}
