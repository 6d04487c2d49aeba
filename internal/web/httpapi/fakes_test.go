package httpapi

import (
	"bytes"
	"context"
	"errors"
	"net/netip"
	"net/url"
	"slices"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
)

// memAccounts is an in-memory account.Store.
type memAccounts struct {
	mu    sync.Mutex
	orgs  map[string]account.Org
	users map[string]account.User
	creds map[string]account.Credential
	Err   error
}

func newMemAccounts() *memAccounts {
	return &memAccounts{orgs: map[string]account.Org{}, users: map[string]account.User{}, creds: map[string]account.Credential{}}
}

func (m *memAccounts) CreateOrg(_ context.Context, o account.Org) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.orgs[o.ID] = o
	return nil
}

func (m *memAccounts) GetOrg(_ context.Context, id string) (account.Org, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return account.Org{}, m.Err
	}
	o, ok := m.orgs[id]
	if !ok {
		return account.Org{}, account.ErrNotFound
	}
	return o, nil
}

func (m *memAccounts) UpdateOrg(_ context.Context, id string, u account.OrgUpdate) (account.Org, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	o, ok := m.orgs[id]
	if !ok {
		return account.Org{}, account.ErrNotFound
	}
	if u.Plan != nil {
		o.Plan = *u.Plan
	}
	if u.RateLimit != nil {
		o.RateLimit = *u.RateLimit
	}
	m.orgs[id] = o
	return o, nil
}

func (m *memAccounts) CreateUser(_ context.Context, u account.User) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.users[u.ID] = u
	return nil
}

func (m *memAccounts) GetUser(_ context.Context, orgID, userID string) (account.User, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.users[userID]
	if !ok || u.OrgID != orgID {
		return account.User{}, account.ErrNotFound
	}
	return u, nil
}

func (m *memAccounts) PutCredential(_ context.Context, c account.Credential) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.creds[c.Hash] = c
	return nil
}

func (m *memAccounts) CredentialByHash(_ context.Context, hash string) (account.Credential, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return account.Credential{}, m.Err
	}
	c, ok := m.creds[hash]
	if !ok {
		return account.Credential{}, account.ErrNotFound
	}
	return c, nil
}

func (m *memAccounts) RevokeCredential(_ context.Context, kind account.CredentialKind, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for h, c := range m.creds {
		if c.ID == id && c.Kind == kind {
			c.Revoked = true
			m.creds[h] = c
			return nil
		}
	}
	return account.ErrNotFound
}

// memAnalyses is an in-memory analysis.Store.
type memAnalyses struct {
	mu     sync.Mutex
	items  map[string]analysis.Analysis
	GetErr error
}

func newMemAnalyses() *memAnalyses { return &memAnalyses{items: map[string]analysis.Analysis{}} }

func (m *memAnalyses) Create(_ context.Context, a analysis.Analysis) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[a.ID] = a
	return nil
}

func (m *memAnalyses) Get(_ context.Context, id string) (analysis.Analysis, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.GetErr != nil {
		return analysis.Analysis{}, m.GetErr
	}
	a, ok := m.items[id]
	if !ok {
		return analysis.Analysis{}, analysis.ErrNotFound
	}
	return a, nil
}

func (m *memAnalyses) Transition(_ context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.items[id]
	if !ok {
		return analysis.Analysis{}, analysis.ErrNotFound
	}
	if !slices.Contains(from, a.Status) {
		return analysis.Analysis{}, analysis.ErrConflict
	}
	a.Status = to
	if p.CompletedAt != nil {
		a.CompletedAt = p.CompletedAt
	}
	if p.Error != nil {
		a.Error = p.Error
	}
	m.items[id] = a
	return a, nil
}

// memBlobs is an in-memory analysis.Blobs.
type memBlobs struct {
	mu      sync.Mutex
	objects map[string][]byte
	PutErr  error
}

func (b *memBlobs) Put(_ context.Context, key string, body []byte, _ string, _ map[string]string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.PutErr != nil {
		return b.PutErr
	}
	b.objects[key] = bytes.Clone(body)
	return nil
}

func (b *memBlobs) Get(_ context.Context, key string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	o, ok := b.objects[key]
	if !ok {
		return nil, errors.New("missing " + key)
	}
	return o, nil
}

// memUploads is an in-memory analysis.UploadStore.
type memUploads struct {
	mu    sync.Mutex
	items map[string]analysis.Upload
}

func (m *memUploads) PutUpload(_ context.Context, u analysis.Upload) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[u.ID] = u
	return nil
}

func (m *memUploads) GetUpload(_ context.Context, id string) (analysis.Upload, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.items[id]
	if !ok {
		return analysis.Upload{}, analysis.ErrNotFound
	}
	return u, nil
}

func (m *memUploads) ClaimUpload(_ context.Context, id, a string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	u, ok := m.items[id]
	if !ok || u.ClaimedBy != "" {
		return analysis.ErrConflict
	}
	u.ClaimedBy = a
	m.items[id] = u
	return nil
}

// fakeStaging presigns fake URLs; nothing is ever uploaded.
type fakeStaging struct{}

func (fakeStaging) PresignPut(_ context.Context, key string, _ int64, _ time.Duration) (string, map[string]string, error) {
	return "https://bucket.s3.example.com/" + key + "?X-Amz-Signature=abc", map[string]string{"Content-Type": "application/pdf"}, nil
}
func (fakeStaging) Head(context.Context, string) (int64, error) { return 0, analysis.ErrNotFound }
func (fakeStaging) GetPrefix(context.Context, string, int64) ([]byte, error) {
	return nil, analysis.ErrNotFound
}
func (fakeStaging) Copy(context.Context, string, string, map[string]string) error { return nil }

// fakeCharger keeps a balance and charges each document once.
type fakeCharger struct {
	mu      sync.Mutex
	balance int64
	charged map[string]bool
}

func (c *fakeCharger) Charge(_ context.Context, _ account.Org, docIDs []string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.balance < int64(len(docIDs)) {
		return errInsufficient
	}
	for _, d := range docIDs {
		if c.charged[d] {
			return errors.New("already charged")
		}
	}
	for _, d := range docIDs {
		c.charged[d] = true
		c.balance--
	}
	return nil
}

func (c *fakeCharger) Refund(_ context.Context, _, docID string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.charged[docID] {
		c.balance++
		delete(c.charged, docID)
	}
	return nil
}

// fakeURLs accepts https URLs on hooks.example.com only.
type fakeURLs struct{}

func (fakeURLs) Check(_ context.Context, raw string) (*url.URL, []netip.Addr, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Hostname() != "hooks.example.com" {
		return nil, nil, errors.New("the URL must use https and a public host")
	}
	return u, []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

// memCounter is an in-memory ratelimit.Counter.
type memCounter struct {
	mu     sync.Mutex
	counts map[string]int64
	Err    error
}

func (m *memCounter) Incr(_ context.Context, key string, window, _ time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return 0, m.Err
	}
	k := key + "@" + window.Format(time.RFC3339)
	m.counts[k]++
	return m.counts[k], nil
}

// publicResolver resolves every host name to a public address.
type publicResolver struct{}

func (publicResolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}
