package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/openbanking"
	"github.com/docanalysis/service/internal/domain/rollup"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Aggregate client statuses (ClientProfile.status).
const (
	// StatusProcessing: documents are still being parsed or scored.
	StatusProcessing = "processing"
	// StatusAggregating: every document is terminal; the rollup is being
	// computed.
	StatusAggregating = "aggregating"
	// StatusReady: the rollup is computed over at least one statement.
	StatusReady = "ready"
	// StatusFailed: every document is terminal and none could be used
	// (all failed or were excluded); the rollup is computed but empty.
	StatusFailed = "failed"
)

// View is the ClientProfile response.
type View struct {
	ID        string          `json:"id"`
	Name      *string         `json:"name"`
	Status    string          `json:"status"`
	Profile   json.RawMessage `json:"profile"`
	Documents []DocumentView  `json:"documents"`
	Counts    Counts          `json:"counts"`
	// Additions: files refused before queuing, and when the client was
	// created.
	RejectedFiles []Rejected `json:"rejected_files"`
	CreatedAt     time.Time  `json:"created_at"`
}

// DocumentView is a ClientDocument.
type DocumentView struct {
	ID           string `json:"id"`
	Filename     string `json:"filename"`
	Status       string `json:"status"`
	DocumentKind string `json:"document_kind"`
	// BatchID is null for a document attached later with client_id.
	BatchID       *string `json:"batch_id"`
	BankName      *string `json:"bank_name"`
	PeriodStart   *string `json:"period_start"`
	PeriodEnd     *string `json:"period_end"`
	FraudScore    *int    `json:"fraud_score"`
	FailureReason *string `json:"failure_reason"`
	PagesPresent  *int    `json:"pages_present"`
	PagesExpected *int    `json:"pages_expected"`
	DetectedBank  *string `json:"detected_bank"`
}

// HealAfter is how long a client may look stuck (a terminal document
// without summary, or every document terminal and no rollup) before a poll
// asks the aggregator again: its message may have been lost to the
// dead-letter queue.
const HealAfter = time.Minute

// load reads a client of the caller's organization. A malformed id is
// invalid_id; another organization's client is not_found, exactly like a
// missing one.
func (s *Service) load(ctx context.Context, p account.Principal, id string) (Snapshot, error) {
	if id == "" {
		return Snapshot{}, ErrIDRequired
	}
	if !ids.Valid(id) {
		return Snapshot{}, ErrInvalidID
	}
	snap, err := s.Store.GetClient(ctx, id)
	if errors.Is(err, ErrNotFound) || (err == nil && snap.Client.OrgID != p.Org.ID) {
		return Snapshot{}, ErrNotFoundAPI
	}
	if err != nil {
		return Snapshot{}, fmt.Errorf("get client %s: %w", id, err)
	}
	documentOrder(snap.Documents)
	return snap, nil
}

// Get returns the ClientProfile of a client of the caller's organization.
func (s *Service) Get(ctx context.Context, p account.Principal, id string) (View, error) {
	snap, err := s.load(ctx, p, id)
	if err != nil {
		return View{}, err
	}
	states, err := s.lookup(ctx, snap.Documents, false)
	if err != nil {
		return View{}, err
	}
	c := snap.Client
	v := View{ID: c.ID, Profile: c.Profile, Documents: []DocumentView{}, RejectedFiles: []Rejected{}, CreatedAt: c.CreatedAt}
	if v.Profile == nil {
		v.Profile = json.RawMessage("null")
	}
	for _, b := range snap.Batches {
		v.RejectedFiles = append(v.RejectedFiles, b.Rejected...)
	}
	var holders []holderVote
	var stuck []Message
	now := s.now()
	for _, st := range states {
		d := st.doc
		dv := DocumentView{ID: d.AnalysisID, Filename: d.Filename, DocumentKind: string(analysis.KindBankStatement)}
		if d.BatchID != "" {
			dv.BatchID = &d.BatchID
		}
		if d.Kind != "" {
			dv.DocumentKind = d.Kind
		}
		sum := d.Summary
		switch {
		case sum == nil && st.terminal():
			// Terminal but not summarized yet: the aggregator's message
			// is on its way (or was lost). Show what it will record.
			s2, err := s.summarize(ctx, st.a)
			if err != nil {
				return View{}, err
			}
			sum = &s2
			if st.a.CompletedAt != nil && now.Sub(*st.a.CompletedAt) > HealAfter {
				stuck = append(stuck, Message{ClientID: c.ID, BatchID: d.BatchID, AnalysisID: d.AnalysisID})
			}
		case sum == nil && !st.found:
			// The analysis record is gone; nothing will move it.
			code := "analysis_not_found"
			sum = &Summary{Status: string(analysis.StatusFailed), FailureReason: &code}
		}
		v.Counts.Total++
		if sum == nil {
			dv.Status = "processing"
			if st.a.Status == analysis.StatusPending {
				dv.Status = "queued"
			}
		} else {
			dv.Status = sum.Status
			dv.BankName, dv.PeriodStart, dv.PeriodEnd, dv.FraudScore = sum.BankName, sum.PeriodStart, sum.PeriodEnd, sum.FraudScore
			dv.FailureReason, dv.PagesPresent, dv.PagesExpected, dv.DetectedBank = sum.FailureReason, sum.PagesPresent, sum.PagesExpected, sum.DetectedBank
			if sum.Status == string(analysis.StatusFailed) {
				v.Counts.Failed++
			} else {
				v.Counts.Completed++
				holders = append(holders, holderVote{sum.AccountHolder, d.Position})
			}
		}
		v.Documents = append(v.Documents, dv)
	}
	v.Name = c.Name
	if v.Name == nil {
		v.Name = dominant(holders)
	}
	switch {
	case v.Counts.Completed+v.Counts.Failed < v.Counts.Total:
		v.Status = StatusProcessing
	case c.Profile == nil:
		v.Status = StatusAggregating
		if len(stuck) == 0 && len(states) > 0 && latestSummary(snap.Documents).Before(now.Add(-HealAfter)) {
			d := states[len(states)-1].doc
			stuck = append(stuck, Message{ClientID: c.ID, BatchID: d.BatchID, AnalysisID: d.AnalysisID})
		}
	case documentsUsed(c.Profile) == 0:
		v.Status = StatusFailed
	default:
		v.Status = StatusReady
	}
	for _, m := range stuck {
		s.log().WarnContext(ctx, "client looks stuck; asking the aggregator again", "client_id", c.ID, "analysis_id", m.AnalysisID)
		s.notify(ctx, m)
	}
	return v, nil
}

func latestSummary(docs []Document) time.Time {
	var t time.Time
	for _, d := range docs {
		if d.Summary != nil && d.Summary.CompletedAt != nil && d.Summary.CompletedAt.After(t) {
			t = *d.Summary.CompletedAt
		}
	}
	return t
}

type holderVote struct {
	name     *string
	position int
}

// dominant is the account holder most statements name (normalized as the
// rollup compares names), the first submitted on a tie; nil when none
// names one. It is the client's name when client_name was omitted.
func dominant(votes []holderVote) *string {
	count := map[string]int{}
	first := map[string]holderVote{}
	for _, v := range votes {
		if v.name == nil {
			continue
		}
		k := rollup.NormalizeName(*v.name)
		if k == "" {
			continue
		}
		if f, ok := first[k]; !ok || v.position < f.position {
			first[k] = v
		}
		count[k]++
	}
	best := ""
	for k, n := range count {
		if best == "" || n > count[best] || n == count[best] && first[k].position < first[best].position {
			best = k
		}
	}
	if best == "" {
		return nil
	}
	return first[best].name
}

func documentsUsed(profile json.RawMessage) int {
	var p struct {
		DocumentsUsed int `json:"documents_used"`
	}
	_ = json.Unmarshal(profile, &p)
	return p.DocumentsUsed
}

// OpenBanking builds the client's open-banking envelope from the
// documents as they stand: every parsed or completed statement counts, so
// the envelope fills in as documents finish (recompute_pending and
// fraud_pending say what may still change). An error reading a stored
// result is an internal error, safe to retry.
func (s *Service) OpenBanking(ctx context.Context, p account.Principal, id string, q openbanking.Query) (openbanking.Envelope, error) {
	snap, err := s.load(ctx, p, id)
	if err != nil {
		return openbanking.Envelope{}, err
	}
	states, err := s.lookup(ctx, snap.Documents, true)
	if err != nil {
		return openbanking.Envelope{}, err
	}
	docs, err := s.rollupDocuments(ctx, snap.Client, states)
	if err != nil {
		return openbanking.Envelope{}, fmt.Errorf("open banking of %s: %w", id, err)
	}
	r := rollup.Compute(snap.Client.ID, docs)
	return openbanking.Build(openbanking.Input{ClientID: snap.Client.ID, Name: snap.Client.Name, GeneratedAt: s.now(), Rollup: r}, q), nil
}
