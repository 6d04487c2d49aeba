package progress

import (
	"strings"
	"testing"
	"time"
)

// clock is a fake wall clock the test moves by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestMeter(t *testing.T) {
	type step struct {
		after time.Duration // the clock moves this much, then
		add   int           // this many items are done
	}
	tests := []struct {
		name    string
		total   int
		typical time.Duration
		every   time.Duration
		steps   []step
		want    []string
	}{
		{
			name:  "start line with an estimate, then one line per interval and the closing line",
			total: 10, typical: 3 * time.Second, every: 5 * time.Second,
			steps: []step{{2 * time.Second, 1}, {2 * time.Second, 1}, {2 * time.Second, 1}, {10 * time.Second, 2}, {time.Second, 5}},
			want: []string{
				"bench: 10 documents, usually about 30s (3s each); progress every 5s",
				"bench: 3/10 documents, 6s elapsed, about 14s left",
				"bench: 5/10 documents, 16s elapsed, about 16s left",
				"bench: 10/10 documents in 17s",
			},
		},
		{
			name:  "no estimate when the typical time is unknown; quiet within the interval",
			total: 4, every: 5 * time.Second,
			steps: []step{{time.Second, 1}, {time.Second, 1}, {time.Second, 1}, {time.Second, 1}},
			want: []string{
				"bench: 4 documents; progress every 5s",
				"bench: 4/4 documents in 4s",
			},
		},
		{
			name:  "no time-left estimate once everything is done; sub-10 s durations in tenths",
			total: 2, typical: 1500 * time.Millisecond, every: time.Second,
			steps: []step{{1250 * time.Millisecond, 2}},
			want: []string{
				"bench: 2 documents, usually about 3s (1.5s each); progress every 1s",
				"bench: 2/2 documents, 1.3s elapsed",
				"bench: 2/2 documents in 1.3s",
			},
		},
		{
			name:  "zero interval means the default",
			total: 1,
			steps: []step{{4 * time.Second, 0}, {time.Second, 1}},
			want: []string{
				"bench: 1 documents; progress every 5s",
				"bench: 1/1 documents, 5s elapsed",
				"bench: 1/1 documents in 5s",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &clock{time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
			var out strings.Builder
			m := Start(&out, "bench", tt.total, "documents", tt.typical, Options{Every: tt.every, Now: c.now})
			for _, s := range tt.steps {
				c.t = c.t.Add(s.after)
				m.Add(s.add)
			}
			m.Done()
			got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestRound(t *testing.T) {
	tests := []struct {
		in, want time.Duration
	}{
		{10 * time.Millisecond, 10 * time.Millisecond},
		{2500 * time.Microsecond, 3 * time.Millisecond},
		{1234 * time.Millisecond, 1200 * time.Millisecond},
		{9949 * time.Millisecond, 9900 * time.Millisecond},
		{10400 * time.Millisecond, 10 * time.Second},
		{4*time.Minute + 31600*time.Millisecond, 4*time.Minute + 32*time.Second},
	}
	for _, tt := range tests {
		if got := Round(tt.in); got != tt.want {
			t.Errorf("Round(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
