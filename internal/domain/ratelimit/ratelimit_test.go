package ratelimit_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

var minute = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func TestTakeReset(t *testing.T) {
	tests := []struct {
		offset time.Duration
		want   int
	}{
		{0, 60},
		{400 * time.Millisecond, 60},
		{time.Second, 59},
		{30 * time.Second, 30},
		{59 * time.Second, 1},
		{59*time.Second + 600*time.Millisecond, 1},
		{59*time.Second + 999*time.Millisecond, 1},
	}
	for _, tc := range tests {
		t.Run(tc.offset.String(), func(t *testing.T) {
			now := minute.Add(tc.offset)
			c := fakestore.NewCounter()
			l := &ratelimit.Limiter{Counter: c, Now: func() time.Time { return now }}
			d, err := l.Take(context.Background(), "k", 120)
			if err != nil {
				t.Fatal(err)
			}
			if d.Reset != tc.want {
				t.Fatalf("Reset = %d, want %d", d.Reset, tc.want)
			}
			if d.Reset < 1 || d.Reset > 60 {
				t.Fatalf("Reset %d out of [1,60]", d.Reset)
			}
			for _, w := range c.Windows() {
				if !w.Expires.Equal(minute.Add(2 * ratelimit.Window)) {
					t.Fatalf("%s@%v expires %v, want end of window + 1 window", w.Key, w.Start, w.Expires)
				}
			}
		})
	}
}

func TestTakeCountsAndFlips(t *testing.T) {
	now := minute.Add(10 * time.Second)
	l := &ratelimit.Limiter{Counter: fakestore.NewCounter(), Now: func() time.Time { return now }}
	ctx := context.Background()
	const limit = 3
	want := []struct {
		remaining int
		allowed   bool
	}{{2, true}, {1, true}, {0, true}, {0, false}, {0, false}}
	for i, w := range want {
		d, err := l.Take(ctx, "tok", limit)
		if err != nil {
			t.Fatal(err)
		}
		if d.Limit != limit || d.Remaining != w.remaining || d.Allowed != w.allowed {
			t.Fatalf("request %d: %+v, want remaining %d allowed %v", i+1, d, w.remaining, w.allowed)
		}
	}
	// Another key has its own counter.
	if d, _ := l.Take(ctx, "other", limit); !d.Allowed || d.Remaining != 2 {
		t.Fatalf("other key: %+v", d)
	}
	// The next window starts afresh.
	now = minute.Add(ratelimit.Window + time.Second)
	if d, _ := l.Take(ctx, "tok", limit); !d.Allowed || d.Remaining != 2 || d.Reset != 59 {
		t.Fatalf("next window: %+v", d)
	}
}

func TestTakeFailsOpen(t *testing.T) {
	c := fakestore.NewCounter()
	c.Err = errors.New("ddb down")
	l := &ratelimit.Limiter{Counter: c, Now: func() time.Time { return minute }}
	d, err := l.Take(context.Background(), "k", 120)
	if err == nil || !errors.Is(err, c.Err) {
		t.Fatalf("err = %v, want wrapped counter error", err)
	}
	if !d.Allowed || d.Limit != 120 || d.Remaining != 120 || d.Reset != 60 {
		t.Fatalf("decision = %+v, want allowed with full quota", d)
	}
}

func TestSetHeaders(t *testing.T) {
	tests := []struct {
		name string
		d    ratelimit.Decision
		want map[string]string
	}{
		{"allowed", ratelimit.Decision{Limit: 120, Remaining: 119, Reset: 42, Allowed: true}, map[string]string{
			"RateLimit-Limit": "120", "RateLimit-Remaining": "119", "RateLimit-Reset": "42",
			"RateLimit-Policy": "120;w=60", "Retry-After": "",
		}},
		{"refused", ratelimit.Decision{Limit: 120, Remaining: 0, Reset: 7, Allowed: false}, map[string]string{
			"RateLimit-Limit": "120", "RateLimit-Remaining": "0", "RateLimit-Reset": "7",
			"RateLimit-Policy": "120;w=60", "Retry-After": "7",
		}},
		{"lifted plan", ratelimit.Decision{Limit: 600, Remaining: 600, Reset: 60, Allowed: true}, map[string]string{
			"RateLimit-Policy": "600;w=60", "RateLimit-Limit": "600",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := http.Header{}
			tc.d.SetHeaders(h)
			for k, v := range tc.want {
				if got := h.Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
				if v == "" {
					if _, present := h[http.CanonicalHeaderKey(k)]; present {
						t.Errorf("%s present, want absent", k)
					}
				}
			}
		})
	}
}
