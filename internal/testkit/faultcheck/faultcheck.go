// Package faultcheck holds the money-and-outage scenarios of issue 16 that
// both the in-memory fakes and the DynamoDB adapter must survive, as the
// contracts in internal/testkit/fakestore do for single stores: a
// submission whose store fails between any two of its steps (refused, or
// with the reply of a write lost, for good or for one call), parallel
// submissions at the auto top-up edge, and every stage message delivered
// twice. Each runs the real analysis, billing and pipeline services over
// the store under test, with uploads in memory under the same fault plan.
//
// What must hold, whatever fails and wherever: no charge without its
// record; no document charged or refunded twice; never "Nothing was
// charged" while a charge stands; after the store comes back and the
// sweeper runs, every analysis is completed (charged once) or failed with
// queue_failed (refunded once), an accepted one is completed, and the
// balance is the grant less the completed ones.
package faultcheck

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/testkit/faults"
)

// Table is the store under test: organizations, their ledger and the
// analysis records, one table as the adapter has it.
type Table interface {
	account.Store
	billing.Store
	analysis.Store
	analysis.OpenLister
}

// World is the store under test and the plan that cuts it off. Table
// must count every operation against Plan; it may hold other tests'
// items, but no other test may sweep it meanwhile.
type World struct {
	Table Table
	Plan  *faults.Plan
}

// SubmitUnderStoreFaults submits one document with the store (and the
// upload store) failing from each of its operations on, for good or for
// that one operation, before it runs or with its reply lost, then heals
// the store, sweeps and runs the stages, and checks the invariants of the
// package comment. It does so twice: with uploads that work, where the
// faults fall on the charge and the upload, and with an upload store that
// refuses every upload, where they fall on the charge and on the
// withdrawal that follows.
func SubmitUnderStoreFaults(t *testing.T, w World) {
	for _, uploadsDown := range []bool{false, true} {
		t.Run(fmt.Sprint("uploads down ", uploadsDown), func(t *testing.T) {
			probe := newHarness(t, w, 3)
			probe.blobs.refuse = uploadsDown
			w.Plan.Blip(1<<30, false) // count, fail nothing
			q, err := probe.submit()
			n := w.Plan.Calls()
			w.Plan.Heal()
			if (err != nil) != uploadsDown {
				t.Fatalf("a submission with nothing failing but the uploads (%v): %v", uploadsDown, err)
			}
			probe.check(t, []outcome{{q, err}})
			if n < 2 {
				t.Fatalf("a submission took %d operations; the scenario expects two at least", n)
			}
			modes := []struct {
				name string
				set  func(k int)
			}{
				{"down", func(k int) { w.Plan.DownAfter(k, false) }},
				{"down, the last reply lost", func(k int) { w.Plan.DownAfter(k, true) }},
				{"blip", func(k int) { w.Plan.Blip(k, false) }},
				{"blip, its reply lost", func(k int) { w.Plan.Blip(k, true) }},
			}
			for k := 0; k <= n; k++ {
				for _, m := range modes {
					t.Run(fmt.Sprintf("%s after %d of %d operations", m.name, k, n), func(t *testing.T) {
						h := newHarness(t, w, 3)
						h.blobs.refuse = uploadsDown
						m.set(k)
						q, err := h.submit()
						w.Plan.Heal()
						h.blobs.refuse = false
						h.check(t, []outcome{{q, err}})
					})
				}
			}
		})
	}
}

// ParallelAtTheTopUpEdge submits ten documents at once for an
// organization with no credits, auto top-up and a payment customer, with
// nothing failing and with the store failing partway: one pack is bought
// for the shortfall, never two, and the invariants hold.
func ParallelAtTheTopUpEdge(t *testing.T, w World) {
	for _, m := range []struct {
		name string
		set  func()
	}{
		{"nothing fails", func() {}},
		{"a blip with its reply lost", func() { w.Plan.Blip(3, true) }},
		{"down after a few operations", func() { w.Plan.DownAfter(5, false) }},
	} {
		t.Run(m.name, func(t *testing.T) {
			h := newHarness(t, w, 0)
			h.org.AutoTopUp, h.org.PaymentCustomer = true, "cus_1"
			const n = 10
			out := make([]outcome, n)
			m.set()
			var wg sync.WaitGroup
			for i := range out {
				wg.Go(func() {
					q, err := h.submit()
					out[i] = outcome{q, err}
				})
			}
			wg.Wait()
			w.Plan.Heal()
			if tops := h.count(t, billing.KindTopUp); tops > 1 {
				t.Fatalf("%d top-ups for one shortfall", tops)
			}
			if m.name == "nothing fails" {
				for i, o := range out {
					if o.err != nil {
						t.Fatalf("submission %d: %v", i, o.err)
					}
				}
				if h.count(t, billing.KindTopUp) != 1 || h.count(t, billing.KindCharge) != n || h.balance(t) != 100-n {
					t.Fatalf("ledger %v, balance %d: want one top-up and %d charges", h.kinds(t), h.balance(t), n)
				}
			}
			h.check(t, out)
		})
	}
}

// TopUp is the pack the scenarios' billing service buys.
const TopUp = 100

type outcome struct {
	q   analysis.Queued
	err error
}

// harness is one organization's submissions through the real services.
type harness struct {
	w       World
	org     account.Org
	grant   int64
	blobs   *blobs
	svc     *analysis.Service
	stages  *pipeline.Stages
	sweeper *pipeline.Sweeper
	ingest  *notifier
	fraud   *sender
	events  *fakestore.Emitter
	mu      sync.Mutex
	now     time.Time
}

func newHarness(t *testing.T, w World, credits int64) *harness {
	t.Helper()
	ctx := context.Background()
	h := &harness{w: w, grant: credits, blobs: &blobs{plan: w.Plan, objects: map[string][]byte{}},
		ingest: &notifier{}, fraud: &sender{}, events: &fakestore.Emitter{},
		now: time.Now().UTC().Truncate(time.Millisecond)}
	h.org = account.Org{ID: ids.New(), Name: "Faulty", Plan: account.PlanPaid, CreatedAt: h.now}
	if err := w.Table.CreateOrg(ctx, h.org); err != nil {
		t.Fatal(err)
	}
	if credits > 0 {
		if err := w.Table.Adjust(ctx, h.org.ID, credits, billing.KindGrant, "faultcheck", h.now); err != nil {
			t.Fatal(err)
		}
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	h.svc = &analysis.Service{
		Store: w.Table, Blobs: h.blobs, Billing: &billing.Service{Store: w.Table, TopUp: TopUp, Now: h.clock},
		Events: h.events, Log: log, Now: h.clock, UndoDelays: make([]time.Duration, 5),
	}
	h.stages = &pipeline.Stages{Store: w.Table, Blobs: h.blobs, Extract: extractor{}, Fraud: h.fraud, Events: h.events, Log: log, Now: h.clock}
	h.sweeper = &pipeline.Sweeper{Stages: h.stages, Open: w.Table, Ingest: h.ingest, Uploads: h.blobs}
	return h
}

func (h *harness) clock() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.now
}

func (h *harness) advance(d time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.now = h.now.Add(d)
}

func (h *harness) submit() (analysis.Queued, error) {
	p := account.Principal{Org: h.org, UserID: "u1", CredentialID: "c1", Scopes: []string{account.ScopeWrite}}
	return h.svc.Submit(context.Background(), p, analysis.Submission{Kind: string(analysis.KindBankStatement),
		File: &analysis.File{Name: "s.pdf", DeclaredType: "application/pdf", Body: []byte("%PDF-1.4\n%%EOF\n")}})
}

// check holds the invariants right after the answers, then after the
// store is back, the sweeper has run and the stages have run every
// message twice, and again after one more sweep.
func (h *harness) check(t *testing.T, out []outcome) {
	t.Helper()
	ctx := context.Background()
	toldNothing := false
	for i, o := range out {
		if o.err == nil {
			continue
		}
		ae, ok := apperr.As(o.err)
		if !ok || ae.Code != "parser_unavailable" || ae.Kind != apperr.Unavailable {
			t.Fatalf("submission %d: %v, want 202 or 502 parser_unavailable", i, o.err)
		}
		if strings.Contains(ae.Message, "Nothing was charged") {
			toldNothing = true
		} else if id, _ := ae.Fields["analysis_id"].(string); id == "" {
			t.Fatalf("submission %d: %q names no analysis for the deferred refund", i, ae.Message)
		}
	}
	docs := h.ledgerInvariants(t, "right after the answers")
	if toldNothing && len(out) == 1 && h.balance(t) != h.grant {
		t.Fatalf("told \"Nothing was charged\" while a charge stands: balance %d of %d, ledger %v", h.balance(t), h.grant, h.kinds(t))
	}
	for i, o := range out {
		if o.err == nil {
			a, err := h.w.Table.Get(ctx, o.q.ID)
			if err != nil || a.Status == analysis.StatusFailed {
				t.Fatalf("accepted submission %d: record %+v, %v", i, a, err)
			}
			if _, ok := h.blobs.object(a.ObjectKey); !ok {
				t.Fatalf("accepted submission %d has no upload", i)
			}
		}
	}

	h.settle(t)
	docs = h.ledgerInvariants(t, "after recovery")
	completed := 0
	for id := range docs {
		a, err := h.w.Table.Get(ctx, id)
		if err != nil {
			t.Fatalf("record %s: %v", id, err)
		}
		switch {
		case a.Status == analysis.StatusCompleted:
			completed++
			if docs[id] != charged {
				t.Errorf("completed %s is %s", id, docs[id])
			}
		case a.Status == analysis.StatusFailed && a.Error != nil && a.Error.Code == "queue_failed":
			if docs[id] != refunded {
				t.Errorf("%s failed with queue_failed but is %s", id, docs[id])
			}
		default:
			t.Errorf("record %s ended %s (%+v) after recovery", id, a.Status, a.Error)
		}
	}
	for i, o := range out {
		if o.err == nil {
			if a, _ := h.w.Table.Get(ctx, o.q.ID); a.Status != analysis.StatusCompleted {
				t.Errorf("accepted submission %d ended %s (%+v)", i, a.Status, a.Error)
			}
		}
	}
	tops := int64(h.count(t, billing.KindTopUp))
	if got, want := h.balance(t), h.grant+TopUp*tops-int64(completed); got != want {
		t.Errorf("balance %d, want %d (grant %d, %d top-ups, %d completed); ledger %v", got, want, h.grant, tops, completed, h.kinds(t))
	}
	if toldNothing && len(out) == 1 && completed != 0 {
		t.Errorf("told \"Nothing was charged\" and the document was charged after all")
	}

	// Sweeping again changes nothing.
	before, events := h.balance(t), h.events.Count()
	h.advance(time.Hour)
	if _, err := h.sweeper.Sweep(ctx); err != nil {
		t.Fatal(err)
	}
	if h.balance(t) != before || h.events.Count() != events {
		t.Errorf("a second sweep moved the balance %d -> %d or emitted %d more", before, h.balance(t), h.events.Count()-events)
	}
}

// The standing of a charged document.
type standing string

const (
	charged  standing = "charged"
	refunded standing = "refunded"
)

// ledgerInvariants checks the organization's ledger: each document charged
// at most once, refunded at most once and only if charged, each charge
// with its record, and the balance the sum of the ledger. It returns the
// charged documents.
func (h *harness) ledgerInvariants(t *testing.T, when string) map[string]standing {
	t.Helper()
	ctx := context.Background()
	es, err := h.w.Table.Ledger(ctx, h.org.ID)
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string]standing{}
	var sum int64
	for _, e := range es {
		sum += e.Amount
		switch e.Kind {
		case billing.KindCharge:
			if _, dup := docs[e.DocumentID]; dup {
				t.Fatalf("%s: %s charged twice", when, e.DocumentID)
			}
			docs[e.DocumentID] = charged
		}
	}
	for _, e := range es {
		if e.Kind != billing.KindRefund {
			continue
		}
		if docs[e.DocumentID] != charged {
			t.Fatalf("%s: %s refunded while %q", when, e.DocumentID, docs[e.DocumentID])
		}
		docs[e.DocumentID] = refunded
	}
	for id := range docs {
		if _, err := h.w.Table.Get(ctx, id); err != nil {
			t.Fatalf("%s: a charge of %s without its record (%v)", when, id, err)
		}
	}
	if b := h.balance(t); b != sum {
		t.Fatalf("%s: balance %d, ledger sums to %d", when, b, sum)
	}
	return docs
}

// settle moves time past the sweeper's pending bound and runs sweeps and
// the stages, each message delivered twice, until the organization's
// records are terminal.
func (h *harness) settle(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	h.advance(pipeline.DefaultSweepBounds.Pending + time.Second)
	for round := range 20 {
		if round > 0 {
			// The sparse index of open analyses may lag a write.
			time.Sleep(50 * time.Millisecond)
		}
		if _, err := h.sweeper.Sweep(ctx); err != nil {
			t.Fatal(err)
		}
		for _, key := range h.ingest.take() {
			for range 2 {
				if err := h.stages.Parse(ctx, key, false); err != nil {
					t.Fatalf("parse %s: %v", key, err)
				}
			}
		}
		for _, id := range h.fraud.take() {
			for range 2 {
				if err := h.stages.Score(ctx, id, false); err != nil {
					t.Fatalf("score %s: %v", id, err)
				}
			}
		}
		open := 0
		for id := range h.ledgerInvariants(t, "while settling") {
			if a, _ := h.w.Table.Get(ctx, id); !a.Status.Terminal() {
				open++
			}
		}
		if open == 0 {
			return
		}
	}
	t.Fatalf("records still open after 20 sweeps; ledger %v", h.kinds(t))
}

func (h *harness) balance(t *testing.T) int64 {
	t.Helper()
	o, err := h.w.Table.GetOrg(context.Background(), h.org.ID)
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

func (h *harness) count(t *testing.T, kind billing.EntryKind) int {
	t.Helper()
	es, err := h.w.Table.Ledger(context.Background(), h.org.ID)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range es {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

func (h *harness) kinds(t *testing.T) []string {
	t.Helper()
	es, _ := h.w.Table.Ledger(context.Background(), h.org.ID)
	var out []string
	for _, e := range es {
		out = append(out, fmt.Sprintf("%s:%d", e.Kind, e.Amount))
	}
	return out
}

// blobs is the upload store, in memory, under the world's fault plan.
type blobs struct {
	plan    *faults.Plan
	mu      sync.Mutex
	objects map[string][]byte
	// refuse fails every Put (the upload store is down).
	refuse bool
}

func (b *blobs) Put(_ context.Context, key string, body []byte, _ string, _ map[string]string) error {
	run, fail := b.plan.Count()
	if !run {
		return fail
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.refuse {
		return errors.New("upload store unreachable")
	}
	b.objects[key] = bytes.Clone(body)
	return fail
}

func (b *blobs) Get(_ context.Context, key string) ([]byte, error) {
	if _, fail := b.plan.Count(); fail != nil {
		return nil, fail
	}
	o, ok := b.object(key)
	if !ok {
		return nil, fmt.Errorf("get %s: %w", key, analysis.ErrNotFound)
	}
	return o, nil
}

func (b *blobs) Head(_ context.Context, key string) (int64, error) {
	if _, fail := b.plan.Count(); fail != nil {
		return 0, fail
	}
	o, ok := b.object(key)
	if !ok {
		return 0, analysis.ErrNotFound
	}
	return int64(len(o)), nil
}

func (b *blobs) object(key string) ([]byte, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	o, ok := b.objects[key]
	return bytes.Clone(o), ok
}

// extractor reads every document into an empty statement.
type extractor struct{}

func (extractor) Extract(context.Context, analysis.Kind, []byte) (pipeline.Extraction, error) {
	return pipeline.Extraction{Outcome: analysis.Outcome{Data: []json.RawMessage{}}}, nil
}

// notifier collects the upload notifications the sweeper sends again.
type notifier struct {
	mu   sync.Mutex
	keys []string
}

func (n *notifier) NotifyUpload(_ context.Context, key string) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.keys = append(n.keys, key)
	return nil
}

func (n *notifier) take() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	out := n.keys
	n.keys = nil
	return out
}

// sender collects the fraud stage's messages.
type sender struct {
	mu  sync.Mutex
	ids []string
}

func (s *sender) Send(_ context.Context, msg any, _ time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ids = append(s.ids, msg.(pipeline.FraudMessage).AnalysisID)
	return nil
}

func (s *sender) take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.ids
	s.ids = nil
	return out
}
