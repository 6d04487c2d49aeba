package client_test

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

// fakeAnalyses is the analysis service: records in memory (created by
// fakeBilling's charges), outcomes per id, and failures to inject.
type fakeAnalyses struct {
	mu        sync.Mutex
	records   map[string]analysis.Analysis
	outcomes  map[string]*analysis.Outcome
	uploads   map[string]analysis.Upload
	failQueue map[string]bool // file names whose enqueue fails
	// unreachable: withdrawals cannot reach the store.
	unreachable bool
	bill        *fakeBilling
	now         time.Time
}

func newFakeAnalyses() *fakeAnalyses {
	return &fakeAnalyses{records: map[string]analysis.Analysis{}, outcomes: map[string]*analysis.Outcome{},
		uploads: map[string]analysis.Upload{}, failQueue: map[string]bool{}, now: time.Now().UTC()}
}

func (f *fakeAnalyses) PrepareClientDocument(p account.Principal, d analysis.ClientDocument) analysis.Analysis {
	a := analysis.Analysis{ID: ids.New(), OrgID: p.Org.ID, UserID: p.UserID, Kind: analysis.KindBankStatement,
		Status: analysis.StatusPending, ClientID: d.ClientID, BatchID: d.BatchID, CreatedAt: f.now, Deadline: f.now.Add(time.Hour)}
	if d.File != nil {
		a.Filename = d.File.Name
	} else if d.Staged != nil {
		a.Filename = d.Staged.Filename
	}
	return a
}

func (f *fakeAnalyses) Enqueue(_ context.Context, a analysis.Analysis, _ *analysis.File, staged *analysis.Upload) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.records[a.ID]; !ok {
		return errors.New("enqueue of a record never charged")
	}
	if f.failQueue[a.Filename] {
		return errors.New("bucket unavailable")
	}
	if staged != nil {
		u := f.uploads[staged.ID]
		if u.ClaimedBy != "" {
			return analysis.ErrInvalidUpload
		}
		u.ClaimedBy = a.ID
		f.uploads[staged.ID] = u
	}
	return nil
}

// Withdraw fails a pending record with queue_failed and refunds it, as
// one step, like the analysis service.
func (f *fakeAnalyses) Withdraw(_ context.Context, a analysis.Analysis) analysis.Withdrawal {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.unreachable {
		return analysis.Unconfirmed
	}
	r, ok := f.records[a.ID]
	switch {
	case !ok:
		return analysis.Unconfirmed
	case r.Status == analysis.StatusPending:
		r.Status, r.Error = analysis.StatusFailed, analysis.ErrQueueFailed
		f.records[a.ID] = r
		f.bill.refund(a.ID)
		return analysis.Withdrawn
	case r.Error != nil && r.Error.Code == analysis.ErrQueueFailed.Code:
		return analysis.Withdrawn
	}
	return analysis.Started
}

func (f *fakeAnalyses) CheckUpload(_ context.Context, orgID, id string) (analysis.Upload, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	u, ok := f.uploads[id]
	if !ok || u.OrgID != orgID || u.ClaimedBy != "" {
		return analysis.Upload{}, analysis.ErrInvalidUpload
	}
	if u.Size > analysis.MaxFileBytes {
		return analysis.Upload{}, analysis.ErrFileTooLarge
	}
	return u, nil
}

func (f *fakeAnalyses) Lookup(_ context.Context, id string) (analysis.Analysis, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	a, ok := f.records[id]
	if !ok {
		return analysis.Analysis{}, analysis.ErrNotFound
	}
	return a, nil
}

func (f *fakeAnalyses) Outcome(_ context.Context, a analysis.Analysis) (*analysis.Outcome, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if a.Status != analysis.StatusParsed && a.Status != analysis.StatusCompleted {
		return nil, nil
	}
	o, ok := f.outcomes[a.ID]
	if !ok {
		return nil, errors.New("no such object")
	}
	return o, nil
}

// finish moves an analysis to a terminal state with a result or an error.
func (f *fakeAnalyses) finish(id string, status analysis.Status, res string, code string) analysis.Analysis {
	f.mu.Lock()
	defer f.mu.Unlock()
	a := f.records[id]
	a.Status = status
	done := f.now.Add(time.Second)
	if status.Terminal() {
		a.CompletedAt = &done
	}
	if res != "" {
		a.ResultKey = analysis.ResultKey(id)
		st, err := result.Decode([]byte(res))
		if err != nil {
			panic(err)
		}
		f.outcomes[id] = &analysis.Outcome{Result: st}
	}
	if code != "" {
		a.Error = &analysis.Failure{Code: code, Message: code}
	}
	f.records[id] = a
	return a
}

// fakeBilling keeps a balance per organization, like billing.Service,
// and creates the charged records in its fakeAnalyses.
type fakeBilling struct {
	mu       sync.Mutex
	balance  int64
	charged  map[string]bool
	refunded map[string]bool
	an       *fakeAnalyses
}

func (b *fakeBilling) Charge(_ context.Context, org account.Org, recs []analysis.Analysis) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.balance < int64(len(recs)) {
		if org.AutoTopUp && org.PaymentCustomer == "" {
			return billing.ErrNoPaymentCustomer
		}
		return billing.ErrInsufficientCredits
	}
	b.balance -= int64(len(recs))
	b.an.mu.Lock()
	defer b.an.mu.Unlock()
	for _, a := range recs {
		b.charged[a.ID] = true
		b.an.records[a.ID] = a
	}
	return nil
}

// refund returns a charged document's credit once.
func (b *fakeBilling) refund(docID string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.charged[docID] && !b.refunded[docID] {
		b.refunded[docID] = true
		b.balance++
	}
}

// fakeQueue records the messages sent.
type fakeQueue struct {
	mu   sync.Mutex
	msgs []client.Message
}

func (q *fakeQueue) Send(_ context.Context, msg any, _ time.Duration) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.msgs = append(q.msgs, msg.(client.Message))
	return nil
}

func (q *fakeQueue) taken() []client.Message {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := q.msgs
	q.msgs = nil
	return out
}

// fakePublisher keeps one body per delivery, as the webhook engine does:
// publishing an event again creates nothing new.
type fakePublisher struct {
	mu     sync.Mutex
	calls  int
	bodies map[string][]byte // delivery id -> body
}

func (p *fakePublisher) Publish(ctx context.Context, ev webhook.Event, render func(context.Context) ([]byte, error)) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls++
	id := webhook.DeliveryID(ev.Kind, ev.SubjectID, "callback")
	if _, ok := p.bodies[id]; ok {
		return nil
	}
	b, err := render(ctx)
	if err != nil {
		return err
	}
	p.bodies[id] = b
	return nil
}

// emitter records what a client.Notifier passes on.
type emitter struct {
	emitted, phases int
}

func (e *emitter) Emit(context.Context, analysis.Analysis) error           { e.emitted++; return nil }
func (e *emitter) PhaseCompleted(context.Context, analysis.Analysis) error { e.phases++; return nil }
