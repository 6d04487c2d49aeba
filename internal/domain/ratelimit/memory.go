package ratelimit

import (
	"context"
	"sync"
	"time"
)

// DefaultMemoryKeys bounds how many keys a Memory counter tracks in one
// window (about 100 bytes each).
const DefaultMemoryKeys = 100_000

// overflowKey counts every key that arrives once a window already holds
// the maximum number of keys, so that a flood of fresh addresses shares
// one counter instead of growing memory or escaping the limit.
const overflowKey = "\x00overflow"

// Memory is a Counter held in this process's memory: one count per key in
// the current window, forgotten when the window ends. It is for requests
// that have no credential worth a shared counter (no token, or a token
// that does not authenticate), so a flood of garbage costs no store write;
// each instance of the API counts on its own.
type Memory struct {
	// MaxKeys bounds the keys counted in one window; 0 is
	// DefaultMemoryKeys.
	MaxKeys int

	mu     sync.Mutex
	window time.Time
	counts map[string]int64
}

// Incr implements Counter. Counts of an earlier window are dropped when a
// later one starts; a request of an earlier window than the current one
// (a clock step back) counts in the current window.
func (m *Memory) Incr(_ context.Context, key string, window, _ time.Time) (int64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.roll(window)
	if _, ok := m.counts[key]; !ok && len(m.counts) >= m.maxKeys() {
		key = overflowKey
	}
	m.counts[key]++
	return m.counts[key], nil
}

// Peek implements Peeker: the count of key in window, without counting.
func (m *Memory) Peek(key string, window time.Time) int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.roll(window)
	if n, ok := m.counts[key]; ok {
		return n
	}
	if len(m.counts) >= m.maxKeys() {
		return m.counts[overflowKey]
	}
	return 0
}

func (m *Memory) roll(window time.Time) {
	if m.counts == nil || window.After(m.window) {
		m.window, m.counts = window, map[string]int64{}
	}
}

func (m *Memory) maxKeys() int {
	if m.MaxKeys > 0 {
		return m.MaxKeys
	}
	return DefaultMemoryKeys
}
