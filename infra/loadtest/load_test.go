package main

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
)

func TestQuantile(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		var d []time.Duration
		for _, x := range v {
			d = append(d, time.Duration(x)*time.Millisecond)
		}
		return d
	}
	tests := []struct {
		name string
		in   []time.Duration
		q    float64
		want time.Duration
	}{
		{"empty", nil, 0.5, 0},
		{"one", ms(7), 0.99, 7 * time.Millisecond},
		{"median of an odd count, unsorted", ms(5, 1, 3), 0.5, 3 * time.Millisecond},
		{"median of an even count is the lower middle", ms(4, 1, 3, 2), 0.5, 2 * time.Millisecond},
		{"p99 of 100 is the 99th", ms(seq(100)...), 0.99, 99 * time.Millisecond},
		{"p99 of 200 is the 198th", ms(seq(200)...), 0.99, 198 * time.Millisecond},
		{"max", ms(3, 9, 1), 1, 9 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := quantile(tt.in, tt.q); got != tt.want {
				t.Errorf("quantile(%v) = %s, want %s", tt.q, got, tt.want)
			}
		})
	}
}

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i + 1
	}
	return s
}

func TestConfigBounds(t *testing.T) {
	ok := Config{Rate: 100, Duration: 20 * time.Second, Submissions: 50, Within: 5 * time.Minute, Statement: []byte("%PDF")}
	tests := []struct {
		name   string
		change func(*Config)
		want   string // in the error, "" for none
	}{
		{"the defaults", func(*Config) {}, ""},
		{"rate too high", func(c *Config) { c.Rate = 5000 }, "rate"},
		{"no rate", func(c *Config) { c.Rate = 0 }, "rate"},
		{"duration unbounded", func(c *Config) { c.Duration = time.Hour }, "duration"},
		{"too many submissions", func(c *Config) { c.Submissions = 10_000 }, "submissions"},
		{"warm-up unbounded", func(c *Config) { c.WarmGets = time.Hour }, "warm-up"},
		{"no deadline", func(c *Config) { c.Within = 0 }, "within"},
		{"no statement", func(c *Config) { c.Statement = nil }, "statement"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := ok
			tt.change(&c)
			err := c.check()
			if (err == nil) != (tt.want == "") || err != nil && !strings.Contains(err.Error(), tt.want) {
				t.Errorf("check() = %v, want an error about %q", err, tt.want)
			}
		})
	}
}

func TestLoopback(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1:8080", "http://[::1]:80"} {
		if err := loopback(u); err != nil {
			t.Errorf("loopback(%s) = %v", u, err)
		}
	}
	for _, u := range []string{"http://10.0.0.1:8080", "https://api.example.com", "http://localhost.example.com"} {
		if err := loopback(u); err == nil {
			t.Errorf("loopback(%s) accepted", u)
		}
	}
}

// TestRunTiny runs the whole measurement at a tiny scale on the stack
// `make test` provides (go run ./infra/local exec -- go test ./infra/loadtest/):
// half a second of warm-up GETs, one second of measured ones, and five
// submissions, each of which must complete.
func TestRunTiny(t *testing.T) {
	st := lstest.Stack(t, slog.New(slog.DiscardHandler), false)
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := os.ReadFile(filepath.Join(root, "testdata", "corpus", "chase_fpdf-core_month.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Rate: 20, WarmGets: 500 * time.Millisecond, Duration: time.Second, Submissions: 5, Within: 2 * time.Minute, Statement: pdf, Name: "chase_fpdf-core_month.pdf"}
	var progress strings.Builder
	rep, err := Run(context.Background(), st, cfg, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Gets != 20 || rep.GetErrors != 0 {
		t.Errorf("GETs %d (errors %d), want 20 without errors", rep.Gets, rep.GetErrors)
	}
	if rep.P50 <= 0 || rep.P50 > rep.P99 || rep.P99 > rep.Max {
		t.Errorf("latencies out of order: p50 %s, p99 %s, max %s", rep.P50, rep.P99, rep.Max)
	}
	if rep.WarmP50 <= 0 || rep.WarmP50 > rep.WarmP99 {
		t.Errorf("warm-up latencies: p50 %s, p99 %s", rep.WarmP50, rep.WarmP99)
	}
	if rep.GetElapsed < 900*time.Millisecond {
		t.Errorf("20 GETs at 20/s took %s: the load was not paced", rep.GetElapsed)
	}
	if rep.Accepted != 5 || rep.Completed != 5 || rep.Failed != 0 {
		t.Errorf("submissions: %d accepted, %d completed, %d failed; want 5, 5, 0", rep.Accepted, rep.Completed, rep.Failed)
	}
	if rep.AllAccepted <= 0 || rep.AllTerminal < rep.AllAccepted || rep.EachP99 > rep.AllTerminal {
		t.Errorf("burst times out of order: accepted %s, terminal %s, p99 %s", rep.AllAccepted, rep.AllTerminal, rep.EachP99)
	}
	if !strings.Contains(progress.String(), "loadtest: 5/5 submissions to end in") {
		t.Errorf("progress on stderr:\n%s", progress.String())
	}
	var out strings.Builder
	rep.Print(&out)
	if !strings.Contains(out.String(), "5 completed, 0 failed") {
		t.Errorf("report:\n%s", out.String())
	}
}
