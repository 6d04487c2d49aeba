package ratelimit_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

func TestMemoryCounterContract(t *testing.T) {
	fakestore.CounterContract(t, &ratelimit.Memory{})
}

func TestMemoryForgetsEarlierWindows(t *testing.T) {
	m := &ratelimit.Memory{}
	ctx := context.Background()
	for range 3 {
		_, _ = m.Incr(ctx, "a", minute, minute.Add(2*time.Minute))
	}
	next := minute.Add(time.Minute)
	if n, _ := m.Incr(ctx, "b", next, next.Add(2*time.Minute)); n != 1 {
		t.Fatalf("b = %d", n)
	}
	if n := m.Peek("a", next); n != 0 {
		t.Fatalf("a is remembered into the next window: %d", n)
	}
	// A late request of the earlier window counts in the current one.
	if n, _ := m.Incr(ctx, "b", minute, minute.Add(2*time.Minute)); n != 2 {
		t.Fatalf("late b = %d", n)
	}
}

// A flood of fresh keys neither grows memory past MaxKeys nor escapes the
// limit: the keys past the bound share one counter.
func TestMemoryBoundsKeys(t *testing.T) {
	m := &ratelimit.Memory{MaxKeys: 3}
	l := &ratelimit.Limiter{Counter: m, Now: func() time.Time { return minute }}
	ctx := context.Background()
	tests := []struct {
		key     string
		allowed bool
	}{
		{"k0", true}, {"k1", true}, {"k2", true},
		{"k3", true}, {"k4", true}, // the overflow counter: 1, 2
		{"k5", false}, // overflow 3 > 2
		{"k0", true},  // a tracked key keeps its own count
	}
	for i, tc := range tests {
		d, err := l.Take(ctx, tc.key, 2)
		if err != nil || d.Allowed != tc.allowed {
			t.Fatalf("%d %s: allowed %v, %v; want %v", i, tc.key, d.Allowed, err, tc.allowed)
		}
	}
	if _, ok := l.Exhausted("k9", 2); !ok {
		t.Fatal("an untracked key past the bound is not judged by the overflow counter")
	}
}

func TestExhausted(t *testing.T) {
	now := minute.Add(15 * time.Second)
	l := &ratelimit.Limiter{Counter: &ratelimit.Memory{}, Now: func() time.Time { return now }}
	ctx := context.Background()
	for i := range 3 {
		if _, ok := l.Exhausted("ip", 3); ok {
			t.Fatalf("exhausted after %d of 3", i)
		}
		if _, err := l.Take(ctx, "ip", 3); err != nil {
			t.Fatal(err)
		}
	}
	d, ok := l.Exhausted("ip", 3)
	if !ok || d.Allowed || d.Remaining != 0 || d.Reset != 45 || d.Limit != 3 {
		t.Fatalf("Exhausted = %+v, %v", d, ok)
	}
	// Peeking does not count.
	for range 5 {
		l.Exhausted("other", 1)
	}
	if d, _ := l.Take(ctx, "other", 1); !d.Allowed {
		t.Fatal("Exhausted counted requests")
	}
	// A counter that cannot peek never says exhausted.
	shared := &ratelimit.Limiter{Counter: fakestore.NewCounter()}
	if _, ok := shared.Exhausted(fmt.Sprint("x"), 0); ok {
		t.Fatal("a store counter cannot peek")
	}
}
