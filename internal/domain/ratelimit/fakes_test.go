package ratelimit

import (
	"context"
	"sync"
	"time"
)

// memCounter is an in-memory Counter keyed by key and window start.
type memCounter struct {
	mu      sync.Mutex
	counts  map[string]int64
	expires map[string]time.Time
	Err     error
}

func newMemCounter() *memCounter {
	return &memCounter{counts: map[string]int64{}, expires: map[string]time.Time{}}
}

func (m *memCounter) Incr(_ context.Context, key string, window, expires time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Err != nil {
		return 0, m.Err
	}
	k := key + "@" + window.UTC().Format(time.RFC3339Nano)
	m.counts[k]++
	m.expires[k] = expires
	return m.counts[k], nil
}
