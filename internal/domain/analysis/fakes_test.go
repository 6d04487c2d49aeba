package analysis_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/netip"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

// records is the shared analysis store with the failures these tests
// inject: a Create or a Get that fails on its own.
type records struct {
	*fakestore.Analyses
	CreateErr error
	GetErr    error
	// CreateWritesThenErr: Create stores the record and still fails (a
	// timeout after the write).
	CreateWritesThenErr bool
	// TransitionErrs fail the next Transitions, one each.
	TransitionErrs []error
}

func (r *records) Transition(ctx context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	if len(r.TransitionErrs) > 0 {
		err := r.TransitionErrs[0]
		r.TransitionErrs = r.TransitionErrs[1:]
		return analysis.Analysis{}, err
	}
	return r.Analyses.Transition(ctx, id, from, to, p)
}

func (r *records) Create(ctx context.Context, a analysis.Analysis) error {
	if r.CreateWritesThenErr {
		if err := r.Analyses.Create(ctx, a); err != nil {
			return err
		}
	}
	if r.CreateErr != nil {
		return r.CreateErr
	}
	return r.Analyses.Create(ctx, a)
}

func (r *records) Get(ctx context.Context, id string) (analysis.Analysis, error) {
	if r.GetErr != nil {
		return analysis.Analysis{}, r.GetErr
	}
	return r.Analyses.Get(ctx, id)
}

// memBlobs is an in-memory Blobs.
type memBlobs struct {
	mu      sync.Mutex
	objects map[string][]byte
	meta    map[string]map[string]string
	types   map[string]string
	PutErr  error
}

func newMemBlobs() *memBlobs {
	return &memBlobs{objects: map[string][]byte{}, meta: map[string]map[string]string{}, types: map[string]string{}}
}

func (b *memBlobs) Put(_ context.Context, key string, body []byte, contentType string, meta map[string]string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.PutErr != nil {
		return b.PutErr
	}
	b.objects[key] = bytes.Clone(body)
	b.meta[key] = meta
	b.types[key] = contentType
	return nil
}

func (b *memBlobs) Get(_ context.Context, key string) ([]byte, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	o, ok := b.objects[key]
	if !ok {
		return nil, analysis.ErrNotFound
	}
	return bytes.Clone(o), nil
}

// memStaging is the object-storage side of staged uploads, over memBlobs.
type memStaging struct {
	blobs   *memBlobs
	CopyErr error
	copies  []string
}

func (s *memStaging) PresignPut(_ context.Context, key string, size int64, ttl time.Duration) (string, map[string]string, error) {
	return fmt.Sprintf("https://s3.invalid/%s?size=%d&ttl=%d", key, size, int(ttl.Seconds())), map[string]string{"Content-Type": "application/pdf"}, nil
}

func (s *memStaging) Head(_ context.Context, key string) (int64, error) {
	s.blobs.mu.Lock()
	defer s.blobs.mu.Unlock()
	o, ok := s.blobs.objects[key]
	if !ok {
		return 0, analysis.ErrNotFound
	}
	return int64(len(o)), nil
}

func (s *memStaging) GetPrefix(_ context.Context, key string, n int64) ([]byte, error) {
	s.blobs.mu.Lock()
	defer s.blobs.mu.Unlock()
	o, ok := s.blobs.objects[key]
	if !ok {
		return nil, analysis.ErrNotFound
	}
	return bytes.Clone(o[:min(int64(len(o)), n)]), nil
}

func (s *memStaging) Copy(_ context.Context, src, dst string, meta map[string]string) error {
	if s.CopyErr != nil {
		return s.CopyErr
	}
	s.blobs.mu.Lock()
	defer s.blobs.mu.Unlock()
	o, ok := s.blobs.objects[src]
	if !ok {
		return analysis.ErrNotFound
	}
	s.blobs.objects[dst] = bytes.Clone(o)
	s.blobs.meta[dst] = meta
	s.copies = append(s.copies, src+"->"+dst)
	return nil
}

// fakeCharger charges each document at most once against a balance.
type fakeCharger struct {
	mu        sync.Mutex
	balance   int64
	charged   map[string]int
	refunded  map[string]int
	ChargeErr error
	// RefundErrs fail the next Refunds, one each; refundCalls counts them.
	RefundErrs  []error
	refundCalls int
}

func newFakeCharger(balance int64) *fakeCharger {
	return &fakeCharger{balance: balance, charged: map[string]int{}, refunded: map[string]int{}}
}

func (c *fakeCharger) Charge(_ context.Context, _ account.Org, docIDs []string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ChargeErr != nil {
		return c.ChargeErr
	}
	if c.balance < int64(len(docIDs)) {
		return errNoCredits
	}
	for _, d := range docIDs {
		if c.charged[d] > 0 {
			return errors.New("already charged")
		}
	}
	for _, d := range docIDs {
		c.charged[d]++
		c.balance--
	}
	return nil
}

func (c *fakeCharger) Refund(_ context.Context, _ string, docID string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.refundCalls++
	if len(c.RefundErrs) > 0 {
		err := c.RefundErrs[0]
		c.RefundErrs = c.RefundErrs[1:]
		return err
	}
	if c.charged[docID] == 0 || c.refunded[docID] > 0 {
		return nil
	}
	c.refunded[docID]++
	c.balance++
	return nil
}

// fakeResolver resolves from a table (for urlguard.Guard).
type fakeResolver map[string][]netip.Addr

func (r fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := r[host]; ok {
		return a, nil
	}
	return nil, errors.New("no such host")
}
