// Package clienttest holds an in-memory client store for tests.
package clienttest

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
)

// Store is an in-memory client.Store for tests of the packages that use
// client profiles; it behaves like the DynamoDB adapter.
type Store struct {
	mu      sync.Mutex
	clients map[string]*client.Snapshot
	// FailCreate makes CreateClient fail, as when the table is down.
	FailCreate bool
}

// NewStore returns an empty Store.
func NewStore() *Store { return &Store{clients: map[string]*client.Snapshot{}} }

// CreateClient implements client.Store.
func (m *Store) CreateClient(_ context.Context, c client.Client, b client.Batch, docs []client.Document) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailCreate {
		return errors.New("table unavailable")
	}
	if _, ok := m.clients[c.ID]; ok {
		return errors.New("exists")
	}
	m.clients[c.ID] = &client.Snapshot{Client: c, Batches: []client.Batch{b}, Documents: slices.Clone(docs)}
	return nil
}

// AddDocument implements client.Store.
func (m *Store) AddDocument(_ context.Context, orgID string, d client.Document) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.clients[d.ClientID]
	if !ok || s.Client.OrgID != orgID {
		return client.ErrNotFound
	}
	if slices.ContainsFunc(s.Documents, func(x client.Document) bool { return x.AnalysisID == d.AnalysisID }) {
		return errors.New("exists")
	}
	s.Documents = append(s.Documents, d)
	return nil
}

// RemoveDocument implements client.Store.
func (m *Store) RemoveDocument(_ context.Context, clientID, analysisID string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if s, ok := m.clients[clientID]; ok {
		s.Documents = slices.DeleteFunc(s.Documents, func(x client.Document) bool { return x.AnalysisID == analysisID })
	}
	return nil
}

// DeleteClient implements client.Store.
func (m *Store) DeleteClient(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.clients, id)
	return nil
}

// GetClient implements client.Store; it returns copies.
func (m *Store) GetClient(_ context.Context, id string) (client.Snapshot, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.clients[id]
	if !ok {
		return client.Snapshot{}, client.ErrNotFound
	}
	out := *s
	out.Batches = slices.Clone(s.Batches)
	out.Documents = slices.Clone(s.Documents)
	for i := range out.Documents {
		if d := out.Documents[i].Summary; d != nil {
			c := *d
			out.Documents[i].Summary = &c
		}
	}
	return out, nil
}

// PutSummary implements client.Store.
func (m *Store) PutSummary(_ context.Context, clientID, analysisID string, sum client.Summary) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.clients[clientID]
	if !ok {
		return client.ErrNotFound
	}
	for i := range s.Documents {
		if s.Documents[i].AnalysisID == analysisID {
			s.Documents[i].Summary = &sum
			return nil
		}
	}
	return client.ErrNotFound
}

// SaveProfile implements client.Store.
func (m *Store) SaveProfile(_ context.Context, clientID string, profile json.RawMessage, fp string, at time.Time) (json.RawMessage, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.clients[clientID]
	if !ok {
		return nil, client.ErrNotFound
	}
	if s.Client.Fingerprint != fp {
		s.Client.Profile, s.Client.Fingerprint, s.Client.ProfileAt, s.Client.UpdatedAt = profile, fp, &at, at
	}
	return s.Client.Profile, nil
}

// CompleteBatch implements client.Store.
func (m *Store) CompleteBatch(_ context.Context, clientID, batchID string, counts client.Counts, at time.Time) (client.Batch, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.clients[clientID]
	if !ok {
		return client.Batch{}, client.ErrNotFound
	}
	for i := range s.Batches {
		b := &s.Batches[i]
		if b.ID == batchID {
			if b.CompletedAt == nil {
				b.CompletedAt, b.Counts = &at, &counts
			}
			return *b, nil
		}
	}
	return client.Batch{}, client.ErrNotFound
}

// MarkPublished implements client.Store.
func (m *Store) MarkPublished(_ context.Context, clientID, batchID string, at time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := range m.clients[clientID].Batches {
		if b := &m.clients[clientID].Batches[i]; b.ID == batchID && b.PublishedAt == nil {
			b.PublishedAt = &at
		}
	}
	return nil
}

// Len is the number of clients stored.
func (m *Store) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.clients)
}

// ListClients implements client.Lister.
func (m *Store) ListClients(_ context.Context, orgID string, after *analysis.ListKey, limit int) ([]client.Client, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []client.Client
	for _, snap := range m.clients {
		c := snap.Client
		if c.OrgID != orgID {
			continue
		}
		if after != nil && (c.CreatedAt.After(after.CreatedAt) || c.CreatedAt.Equal(after.CreatedAt) && c.ID >= after.ID) {
			continue
		}
		c.Profile = nil
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b client.Client) int {
		if c := b.CreatedAt.Compare(a.CreatedAt); c != 0 {
			return c
		}
		return strings.Compare(b.ID, a.ID)
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}
