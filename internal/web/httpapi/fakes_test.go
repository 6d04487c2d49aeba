package httpapi

import (
	"bytes"
	"context"
	"errors"
	"net/netip"
	"net/url"
	"sync"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
)

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

// fakeURLs accepts https URLs on hooks.example.com only.
type fakeURLs struct{}

func (fakeURLs) Check(_ context.Context, raw string) (*url.URL, []netip.Addr, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Hostname() != "hooks.example.com" {
		return nil, nil, errors.New("the URL must use https and a public host")
	}
	return u, []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}

// publicResolver resolves every host name to a public address.
type publicResolver struct{}

func (publicResolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
}
