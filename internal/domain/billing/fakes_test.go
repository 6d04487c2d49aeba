package billing

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// memStore is an in-memory Store that, like the DynamoDB one, applies a
// charge all or nothing: the balance condition and the per-document
// at-most-once condition are checked under one lock before anything moves.
type memStore struct {
	mu       sync.Mutex
	balance  map[string]int64
	charged  map[string]bool // orgID/docID
	refunded map[string]bool
	ledger   []Entry
	seq      int
	Err      error
}

func newMemStore() *memStore {
	return &memStore{balance: map[string]int64{}, charged: map[string]bool{}, refunded: map[string]bool{}}
}

func (m *memStore) add(e Entry) {
	m.seq++
	e.ID = fmt.Sprintf("e%d", m.seq)
	m.ledger = append(m.ledger, e)
}

func (m *memStore) Charge(_ context.Context, orgID string, docIDs []string, topUp int64, customer string, now time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	bal, ok := m.balance[orgID]
	cost := int64(len(docIDs))
	// Same precedence as the DynamoDB transaction: the balance condition
	// is the first item, so it is reported first.
	if !ok || bal < cost-topUp {
		return ErrInsufficientBalance
	}
	seen := map[string]bool{}
	for _, d := range docIDs {
		if m.charged[orgID+"/"+d] || seen[d] {
			return ErrAlreadyCharged
		}
		seen[d] = true
	}
	m.balance[orgID] = bal + topUp - cost
	if topUp > 0 {
		m.add(Entry{OrgID: orgID, Kind: KindTopUp, Amount: topUp, PaymentCustomer: customer, CreatedAt: now})
	}
	for _, d := range docIDs {
		m.charged[orgID+"/"+d] = true
		m.add(Entry{OrgID: orgID, Kind: KindCharge, Amount: -1, DocumentID: d, CreatedAt: now})
	}
	return nil
}

func (m *memStore) Refund(_ context.Context, orgID, docID string, now time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	k := orgID + "/" + docID
	if !m.charged[k] || m.refunded[k] {
		return nil // nothing to do, like the DynamoDB store
	}
	m.refunded[k] = true
	m.balance[orgID]++
	m.add(Entry{OrgID: orgID, Kind: KindRefund, Amount: 1, DocumentID: docID, CreatedAt: now})
	return nil
}

func (m *memStore) Adjust(_ context.Context, orgID string, delta int64, kind EntryKind, note string, now time.Time) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	if _, ok := m.balance[orgID]; !ok {
		return fmt.Errorf("no org %s", orgID)
	}
	m.balance[orgID] += delta
	m.add(Entry{OrgID: orgID, Kind: kind, Amount: delta, Note: note, CreatedAt: now})
	return nil
}

func (m *memStore) Ledger(_ context.Context, orgID string) ([]Entry, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Entry
	for _, e := range m.ledger {
		if e.OrgID == orgID {
			out = append(out, e)
		}
	}
	return out, nil
}

var _ Store = (*memStore)(nil)
