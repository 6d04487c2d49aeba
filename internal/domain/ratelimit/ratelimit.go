// Package ratelimit enforces the per-token request rate with a fixed
// one-minute window whose counter lives in DynamoDB, so every Lambda
// instance shares it.
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

// Decision is the outcome of one Take.
type Decision struct {
	Limit     int
	Remaining int
	// Reset is the number of seconds until the window ends.
	Reset   int
	Allowed bool
}

// Take counts one request for key against limit requests per window.
func (l *Limiter) Take(ctx context.Context, key string, limit int) (Decision, error) {
	now := time.Now()
	if l.Now != nil {
		now = l.Now()
	}
	start := now.Truncate(Window)
	end := start.Add(Window)
	reset := int(end.Sub(now).Round(time.Second) / time.Second)
	if reset < 1 {
		reset = 1
	}
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
