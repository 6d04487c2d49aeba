// Package ratelimit enforces request rates with a fixed one-minute window.
// The per-token counter lives in DynamoDB, so every Lambda instance shares
// it; requests without a valid token are counted per client address in
// memory (Memory), so that garbage costs no store write.
package ratelimit

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// Window is the length of one rate-limit window.
const Window = 60 * time.Second

// Counter increments the counter of one key in one window and returns the
// new count. expires is when the counter may be deleted.
type Counter interface {
	Incr(ctx context.Context, key string, window time.Time, expires time.Time) (int64, error)
}

// Limiter decides whether a request may proceed.
type Limiter struct {
	Counter Counter
	Now     func() time.Time
}

// Peeker is a Counter that can read a count without incrementing it.
type Peeker interface {
	Peek(key string, window time.Time) int64
}

// Decision is the outcome of one Take.
type Decision struct {
	Limit     int
	Remaining int
	// Reset is the number of seconds until the window ends.
	Reset   int
	Allowed bool
}

func (l *Limiter) window() (start, end time.Time, reset int) {
	now := time.Now()
	if l.Now != nil {
		now = l.Now()
	}
	start = now.Truncate(Window)
	end = start.Add(Window)
	reset = int(end.Sub(now).Round(time.Second) / time.Second)
	return start, end, max(reset, 1)
}

// Take counts one request for key against limit requests per window.
func (l *Limiter) Take(ctx context.Context, key string, limit int) (Decision, error) {
	start, end, reset := l.window()
	n, err := l.Counter.Incr(ctx, key, start, end.Add(Window))
	if err != nil {
		return Decision{Limit: limit, Remaining: limit, Reset: reset, Allowed: true}, fmt.Errorf("ratelimit: %w", err)
	}
	remaining := limit - int(n)
	if remaining < 0 {
		remaining = 0
	}
	return Decision{Limit: limit, Remaining: remaining, Reset: reset, Allowed: int(n) <= limit}, nil
}

// Exhausted reports, without counting a request, whether key has already
// used up limit in the current window, with the decision to answer it
// with. It is false when the Counter cannot be read without counting.
func (l *Limiter) Exhausted(key string, limit int) (Decision, bool) {
	p, ok := l.Counter.(Peeker)
	if !ok {
		return Decision{}, false
	}
	start, _, reset := l.window()
	if p.Peek(key, start) < int64(limit) {
		return Decision{}, false
	}
	return Decision{Limit: limit, Remaining: 0, Reset: reset, Allowed: false}, true
}

// SetHeaders writes the RateLimit-* headers (and Retry-After when the
// request was refused).
func (d Decision) SetHeaders(h http.Header) {
	h.Set("RateLimit-Limit", strconv.Itoa(d.Limit))
	h.Set("RateLimit-Remaining", strconv.Itoa(d.Remaining))
	h.Set("RateLimit-Reset", strconv.Itoa(d.Reset))
	h.Set("RateLimit-Policy", fmt.Sprintf("%d;w=%d", d.Limit, int(Window/time.Second)))
	if !d.Allowed {
		h.Set("Retry-After", strconv.Itoa(d.Reset))
	}
}
