package fakestore

import (
	"cmp"
	"context"
	"slices"
	"time"
)

// Counter is an in-memory ratelimit.Counter: one count per key and window,
// the window named by its start in whole seconds as the table's sort key
// names it.
type Counter struct {
	guard
	windows map[window]*Window
}

type window struct {
	key   string
	start int64 // Unix seconds
}

// Window is the state of one key's counter in one window.
type Window struct {
	Key     string
	Start   time.Time
	Count   int64
	Expires time.Time // when the table may delete it (its TTL)
}

// NewCounter returns a Counter with no counts.
func NewCounter() *Counter { return &Counter{windows: map[window]*Window{}} }

// Incr implements ratelimit.Counter.
func (c *Counter) Incr(_ context.Context, key string, start, expires time.Time) (int64, error) {
	return call(&c.guard, func() (int64, error) {
		k := window{key, start.Unix()}
		w, ok := c.windows[k]
		if !ok {
			w = &Window{Key: key, Start: time.Unix(k.start, 0).UTC()}
			c.windows[k] = w
		}
		w.Count++
		w.Expires = expires
		return w.Count, nil
	})
}

// Windows returns every counter, by key and then window start.
func (c *Counter) Windows() []Window {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]Window, 0, len(c.windows))
	for _, w := range c.windows {
		out = append(out, *w)
	}
	slices.SortFunc(out, func(x, y Window) int {
		return cmp.Or(cmp.Compare(x.Key, y.Key), x.Start.Compare(y.Start))
	})
	return out
}
