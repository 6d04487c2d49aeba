package analysis_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/netip"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

// records is the shared analysis store (the Analyses of the env's fake
// accounts, where charges create records) with the failures these tests
// inject: a Get that fails on its own, and Transitions that fail.
type records struct {
	*fakestore.Analyses
	GetErr error
	// TransitionErrs fail the next Transitions, one each.
	TransitionErrs []error
	// TransitionLostReplies: the next Transitions are made and still
	// fail, as a reply lost after the write.
	TransitionLostReplies int
}

func (r *records) Transition(ctx context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	if len(r.TransitionErrs) > 0 {
		err := r.TransitionErrs[0]
		r.TransitionErrs = r.TransitionErrs[1:]
		return analysis.Analysis{}, err
	}
	if r.TransitionLostReplies > 0 {
		r.TransitionLostReplies--
		if _, err := r.Analyses.Transition(ctx, id, from, to, p); err != nil {
			return analysis.Analysis{}, err
		}
		return analysis.Analysis{}, errors.New("timeout after the write")
	}
	return r.Analyses.Transition(ctx, id, from, to, p)
}

func (r *records) Get(ctx context.Context, id string) (analysis.Analysis, error) {
	if r.GetErr != nil {
		return analysis.Analysis{}, r.GetErr
	}
	return r.Analyses.Get(ctx, id)
}

// ledger is the fake accounts behind the real billing service, with the
// failures these tests inject into a charge.
type ledger struct {
	*fakestore.Accounts
	ChargeErr error
	// ChargeWritesThenErr: the charge is written and still fails with
	// ChargeErr (a reply lost after the write).
	ChargeWritesThenErr bool
}

func (l *ledger) Charge(ctx context.Context, orgID string, recs []analysis.Analysis, topUp int64, customer string, now time.Time) error {
	if l.ChargeErr == nil {
		return l.Accounts.Charge(ctx, orgID, recs, topUp, customer, now)
	}
	if l.ChargeWritesThenErr {
		if err := l.Accounts.Charge(ctx, orgID, recs, topUp, customer, now); err != nil {
			return err
		}
	}
	return l.ChargeErr
}

// memBlobs is an in-memory Blobs.
type memBlobs struct {
	mu      sync.Mutex
	objects map[string][]byte
	meta    map[string]map[string]string
	types   map[string]string
	PutErr  error
	// PutStoresThenErr: Put stores the object and still fails with
	// PutErr, then runs AfterPut (say, a parser that got the object).
	PutStoresThenErr bool
	AfterPut         func(key string)
}

func newMemBlobs() *memBlobs {
	return &memBlobs{objects: map[string][]byte{}, meta: map[string]map[string]string{}, types: map[string]string{}}
}

func (b *memBlobs) Put(_ context.Context, key string, body []byte, contentType string, meta map[string]string) error {
	b.mu.Lock()
	if b.PutErr != nil && !b.PutStoresThenErr {
		b.mu.Unlock()
		return b.PutErr
	}
	b.objects[key] = bytes.Clone(body)
	b.meta[key] = meta
	b.types[key] = contentType
	after, err := b.AfterPut, b.PutErr
	b.mu.Unlock()
	if after != nil {
		after(key)
	}
	return err
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

// fakeResolver resolves from a table (for urlguard.Guard).
type fakeResolver map[string][]netip.Addr

func (r fakeResolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a, ok := r[host]; ok {
		return a, nil
	}
	return nil, errors.New("no such host")
}
