package fakestore

import (
	"bytes"
	"context"
	"slices"
	"strings"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// Analyses is an in-memory analysis.Store with the conditional Transition
// of the DynamoDB adapter. Records are copied in and out, as a table's
// are, so a caller never shares memory with the store.
type Analyses struct {
	guard
	items map[string]analysis.Analysis
	// ledger holds the charges of these records (the Accounts that made
	// this store); nil when nothing charges them.
	ledger *Accounts
}

// NewAnalyses returns an empty Analyses.
func NewAnalyses() *Analyses { return &Analyses{items: map[string]analysis.Analysis{}} }

// cloneAnalysis copies what a stored record must not share. An empty
// Metadata reads back as nil, as from the table, where it is omitted.
func cloneAnalysis(a analysis.Analysis) analysis.Analysis {
	if a.ClientRef != nil {
		ref := *a.ClientRef
		a.ClientRef = &ref
	}
	a.Metadata = bytes.Clone(a.Metadata)
	if len(a.Metadata) == 0 {
		a.Metadata = nil
	}
	if a.CompletedAt != nil {
		t := *a.CompletedAt
		a.CompletedAt = &t
	}
	if a.Error != nil {
		f := *a.Error
		a.Error = &f
	}
	return a
}

// Create implements analysis.Store; a record with the same id is an error.
func (s *Analyses) Create(_ context.Context, a analysis.Analysis) error {
	return write(&s.guard, func() error { return insert(s.items, a.ID, cloneAnalysis(a), "analysis") })
}

// Get implements analysis.Store.
func (s *Analyses) Get(_ context.Context, id string) (analysis.Analysis, error) {
	return call(&s.guard, func() (analysis.Analysis, error) {
		return lookup(s.items, id, cloneAnalysis, analysis.ErrNotFound)
	})
}

// Transition implements analysis.Store. An unknown id is ErrConflict, as
// from DynamoDB, where the condition on the status fails for a missing
// item like for one in another state. With p.RefundOrg it refunds the
// record's charge in the ledger under the same locks (the ledger's first,
// as Accounts.Charge takes them), so both happen or neither.
func (s *Analyses) Transition(_ context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	if p.RefundOrg != "" && s.ledger != nil {
		s.ledger.mu.Lock()
		defer s.ledger.mu.Unlock()
	}
	return call(&s.guard, func() (analysis.Analysis, error) {
		a, ok := s.items[id]
		if !ok || !slices.Contains(from, a.Status) {
			return analysis.Analysis{}, analysis.ErrConflict
		}
		if p.RefundOrg != "" && s.ledger != nil {
			at := p.UpdatedAt
			if at.IsZero() {
				at = a.UpdatedAt
			}
			s.ledger.refund(p.RefundOrg, id, at)
		}
		a.Status = to
		if !p.UpdatedAt.IsZero() {
			a.UpdatedAt = p.UpdatedAt
		}
		if p.CompletedAt != nil {
			a.CompletedAt = p.CompletedAt
		}
		if p.Error != nil {
			a.Error = p.Error
		}
		if p.ResultKey != nil {
			a.ResultKey = *p.ResultKey
		}
		if p.ExtractionRows != nil {
			a.ExtractionRows = *p.ExtractionRows
		}
		if p.Phases != nil {
			a.Phases = *p.Phases
		}
		a = cloneAnalysis(a)
		s.items[id] = a
		return cloneAnalysis(a), nil
	})
}

// ListOpen implements analysis.OpenLister: the non-terminal records,
// oldest first, at most limit of them.
func (s *Analyses) ListOpen(_ context.Context, limit int) ([]analysis.Analysis, error) {
	if err := s.reachable(); err != nil {
		return nil, err
	}
	var out []analysis.Analysis
	for _, a := range s.All() {
		if len(out) >= limit {
			break
		}
		if !a.Status.Terminal() {
			out = append(out, a)
		}
	}
	return out, nil
}

// Put stores a unconditionally, replacing any record with its id: how a
// test arranges a state that the pipeline would take several steps to
// reach.
func (s *Analyses) Put(a analysis.Analysis) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[a.ID] = cloneAnalysis(a)
}

// Delete removes the record with id, if any.
func (s *Analyses) Delete(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, id)
}

// All returns every record, oldest first (by id within the same time).
func (s *Analyses) All() []analysis.Analysis {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]analysis.Analysis, 0, len(s.items))
	for _, a := range s.items {
		out = append(out, cloneAnalysis(a))
	}
	slices.SortFunc(out, func(x, y analysis.Analysis) int {
		if c := x.CreatedAt.Compare(y.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(x.ID, y.ID)
	})
	return out
}

// Uploads is an in-memory analysis.UploadStore: an upload is claimed once.
type Uploads struct {
	guard
	items map[string]analysis.Upload
}

// NewUploads returns an empty Uploads.
func NewUploads() *Uploads { return &Uploads{items: map[string]analysis.Upload{}} }

// PutUpload implements analysis.UploadStore; an upload with the same id is
// an error.
func (s *Uploads) PutUpload(_ context.Context, u analysis.Upload) error {
	return write(&s.guard, func() error { return insert(s.items, u.ID, u, "upload") })
}

// GetUpload implements analysis.UploadStore.
func (s *Uploads) GetUpload(_ context.Context, id string) (analysis.Upload, error) {
	return call(&s.guard, func() (analysis.Upload, error) { return lookup(s.items, id, same, analysis.ErrNotFound) })
}

// ClaimUpload implements analysis.UploadStore: an unknown upload, or one
// claimed already, is ErrConflict.
func (s *Uploads) ClaimUpload(_ context.Context, id, analysisID string) error {
	return write(&s.guard, func() error {
		u, ok := s.items[id]
		if !ok || u.ClaimedBy != "" {
			return analysis.ErrConflict
		}
		u.ClaimedBy = analysisID
		s.items[id] = u
		return nil
	})
}

// Len is the number of stored uploads.
func (s *Uploads) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.items)
}

// ListOrg implements analysis.OrgLister: the organization's records,
// newest first by creation time and then id (the order of the table's
// index), after q.After, filtered by status, at most q.Limit of them.
func (s *Analyses) ListOrg(_ context.Context, orgID string, q analysis.ListQuery) ([]analysis.Analysis, error) {
	if err := s.reachable(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	var all []analysis.Analysis
	for _, a := range s.items {
		if a.OrgID == orgID {
			all = append(all, cloneAnalysis(a))
		}
	}
	s.mu.Unlock()
	after := func(a analysis.Analysis, k analysis.ListKey) bool { // a comes after k, newest first
		if c := a.CreatedAt.Compare(k.CreatedAt); c != 0 {
			return c < 0
		}
		return a.ID < k.ID
	}
	slices.SortFunc(all, func(x, y analysis.Analysis) int {
		if c := y.CreatedAt.Compare(x.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(y.ID, x.ID)
	})
	var out []analysis.Analysis
	for _, a := range all {
		if len(out) >= q.Limit {
			break
		}
		if q.After != nil && !after(a, *q.After) {
			continue
		}
		if len(q.Statuses) > 0 && !slices.Contains(q.Statuses, a.Status) {
			continue
		}
		out = append(out, a)
	}
	return out, nil
}
