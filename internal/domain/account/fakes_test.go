package account

import (
	"context"
	"sync"
)

// memStore is an in-memory Store. Err, when set, is returned by every call
// so tests can simulate an unavailable table.
type memStore struct {
	mu    sync.Mutex
	orgs  map[string]Org
	users map[string]User
	creds map[string]Credential // by hash
	Err   error
}

func newMemStore() *memStore {
	return &memStore{orgs: map[string]Org{}, users: map[string]User{}, creds: map[string]Credential{}}
}

func (m *memStore) CreateOrg(_ context.Context, o Org) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	m.orgs[o.ID] = o
	return nil
}

func (m *memStore) GetOrg(_ context.Context, id string) (Org, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return Org{}, m.Err
	}
	o, ok := m.orgs[id]
	if !ok {
		return Org{}, ErrNotFound
	}
	return o, nil
}

func (m *memStore) UpdateOrg(_ context.Context, id string, u OrgUpdate) (Org, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return Org{}, m.Err
	}
	o, ok := m.orgs[id]
	if !ok {
		return Org{}, ErrNotFound
	}
	if u.Plan != nil {
		o.Plan = *u.Plan
	}
	if u.AutoTopUp != nil {
		o.AutoTopUp = *u.AutoTopUp
	}
	if u.PaymentCustomer != nil {
		o.PaymentCustomer = *u.PaymentCustomer
	}
	if u.RateLimit != nil {
		o.RateLimit = *u.RateLimit
	}
	if u.DisabledEvents != nil {
		o.DisabledEvents = *u.DisabledEvents
	}
	m.orgs[id] = o
	return o, nil
}

func (m *memStore) CreateUser(_ context.Context, u User) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	m.users[u.ID] = u
	return nil
}

func (m *memStore) GetUser(_ context.Context, orgID, userID string) (User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return User{}, m.Err
	}
	u, ok := m.users[userID]
	if !ok || u.OrgID != orgID {
		return User{}, ErrNotFound
	}
	return u, nil
}

func (m *memStore) PutCredential(_ context.Context, c Credential) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	m.creds[c.Hash] = c
	return nil
}

func (m *memStore) CredentialByHash(_ context.Context, hash string) (Credential, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return Credential{}, m.Err
	}
	c, ok := m.creds[hash]
	if !ok {
		return Credential{}, ErrNotFound
	}
	return c, nil
}

func (m *memStore) RevokeCredential(_ context.Context, kind CredentialKind, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return m.Err
	}
	for h, c := range m.creds {
		if c.ID == id && c.Kind == kind {
			c.Revoked = true
			m.creds[h] = c
			return nil
		}
	}
	return ErrNotFound
}

var _ Store = (*memStore)(nil)
