package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"mime/multipart"
	"net"
	"net/http"
	"net/textproto"
	"net/url"
	"slices"
	"sync"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/progress"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
)

// Config bounds a run.
type Config struct {
	Rate        int           // GET requests a second
	Duration    time.Duration // of the GET load
	WarmGets    time.Duration // of GETs at the same rate before it, not measured
	Submissions int           // submitted at once
	Within      time.Duration // for every submission to end
	Statement   []byte        // the PDF submitted
	Name        string        // its file name
}

// The bounds keep a mistyped flag from turning a measurement into a
// flood: at most 300,000 GETs and 500 submissions.
func (c Config) check() error {
	switch {
	case c.Rate < 1 || c.Rate > 1000:
		return fmt.Errorf("rate %d: between 1 and 1000 a second", c.Rate)
	case c.Duration <= 0 || c.Duration > 5*time.Minute:
		return fmt.Errorf("duration %s: above zero and at most 5m", c.Duration)
	case c.WarmGets < 0 || c.WarmGets > time.Minute:
		return fmt.Errorf("warm-up GETs %s: at most 1m", c.WarmGets)
	case c.Submissions < 1 || c.Submissions > 500:
		return fmt.Errorf("submissions %d: between 1 and 500", c.Submissions)
	case c.Within <= 0 || c.Within > 30*time.Minute:
		return fmt.Errorf("within %s: above zero and at most 30m", c.Within)
	case len(c.Statement) == 0:
		return errors.New("no statement to submit")
	}
	return nil
}

// Report is what a run measured.
type Report struct {
	Config Config
	Warmup time.Duration // the first analysis, submit to completed

	WarmP50, WarmP99 time.Duration // GET latency during the unmeasured warm-up

	Gets          int           // GET requests sent
	GetErrors     int           // of which not 200
	GetElapsed    time.Duration // from the first tick to the last answer
	P50, P99, Max time.Duration // GET latency

	Accepted, Completed, Failed int
	AllAccepted                 time.Duration // until the last 202
	AllTerminal                 time.Duration // until the last analysis is terminal
	EachP50, EachP99            time.Duration // submit to terminal, per analysis
}

// Print writes the report as the docs quote it.
func (r Report) Print(w io.Writer) {
	c := r.Config
	fmt.Fprintf(w, "warm-up: one %s (%d bytes) submitted and completed in %s\n", c.Name, len(c.Statement), r.Warmup.Round(time.Millisecond))
	if c.WarmGets > 0 {
		fmt.Fprintf(w, "GET warm-up at %d/s for %s, not measured (a fresh stack's first seconds): p50 %s, p99 %s\n", c.Rate, c.WarmGets, ms(r.WarmP50), ms(r.WarmP99))
	}
	fmt.Fprintf(w, "GET /api/v1/analyses/{id} at %d/s for %s: %d requests (%.1f/s achieved), %d errors; latency p50 %s, p99 %s, max %s\n",
		c.Rate, c.Duration, r.Gets, float64(r.Gets)/r.GetElapsed.Seconds(), r.GetErrors, ms(r.P50), ms(r.P99), ms(r.Max))
	fmt.Fprintf(w, "%d concurrent submissions of %s: %d accepted (202) within %s; all terminal after %s (%d completed, %d failed); per analysis p50 %s, p99 %s\n",
		c.Submissions, c.Name, r.Accepted, r.AllAccepted.Round(time.Millisecond), r.AllTerminal.Round(time.Millisecond),
		r.Completed, r.Failed, r.EachP50.Round(time.Millisecond), r.EachP99.Round(time.Millisecond))
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }

// Run measures st, which must serve on loopback, and reports progress to
// stderr.
func Run(ctx context.Context, st *localstack.Stack, cfg Config, stderr io.Writer) (Report, error) {
	if err := cfg.check(); err != nil {
		return Report{}, err
	}
	if err := loopback(st.URL); err != nil {
		return Report{}, err
	}
	key, err := tenant(ctx, st, int64(cfg.Submissions)+10)
	if err != nil {
		return Report{}, fmt.Errorf("tenant: %w", err)
	}
	c := &client{base: st.URL, key: key, http: &http.Client{
		Timeout: 30 * time.Second,
		// One idle connection per request in flight, so that the GET load
		// measures the API rather than TCP handshakes.
		Transport: &http.Transport{MaxIdleConnsPerHost: 1000, MaxIdleConns: 1000},
	}}
	rep := Report{Config: cfg}

	t0 := time.Now()
	id, err := c.submit(ctx, cfg)
	if err != nil {
		return rep, fmt.Errorf("warm-up: %w", err)
	}
	status, err := c.wait(ctx, id, time.Minute)
	if err != nil {
		return rep, fmt.Errorf("warm-up: %w", err)
	}
	if status != "completed" {
		return rep, fmt.Errorf("warm-up: analysis %s ended %s", id, status)
	}
	rep.Warmup = time.Since(t0)

	if cfg.WarmGets > 0 {
		lat, _, _ := c.getLoad(ctx, id, cfg.Rate, cfg.WarmGets, "warm-up GETs", stderr)
		rep.WarmP50, rep.WarmP99 = quantile(lat, 0.50), quantile(lat, 0.99)
	}
	lat, errs, elapsed := c.getLoad(ctx, id, cfg.Rate, cfg.Duration, "GETs", stderr)
	rep.Gets, rep.GetErrors, rep.GetElapsed = len(lat), errs, elapsed
	rep.P50, rep.P99, rep.Max = quantile(lat, 0.50), quantile(lat, 0.99), quantile(lat, 1)
	if errs > 0 {
		return rep, fmt.Errorf("%d of %d GETs failed", errs, len(lat))
	}

	if err := c.burst(ctx, cfg, &rep, stderr); err != nil {
		return rep, err
	}
	return rep, nil
}

// loopback refuses a stack that is not on this machine's loopback: the
// command must never load anything else.
func loopback(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if ip := net.ParseIP(u.Hostname()); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("%s is not a loopback address", raw)
	}
	return nil
}

// tenant makes a paid organization with credits and a key tied to a
// user, with a rate limit the load cannot reach: the test measures
// serving, not the limiter's 429s.
func tenant(ctx context.Context, st *localstack.Stack, credits int64) (string, error) {
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Load Test Funding", Plan: account.PlanPaid})
	if err != nil {
		return "", err
	}
	if err := st.API.Billing.Store.Adjust(ctx, org.ID, credits, billing.KindGrant, "loadtest", time.Now()); err != nil {
		return "", err
	}
	limit := 1_000_000
	if _, err := st.API.Accounts.Store.UpdateOrg(ctx, org.ID, account.OrgUpdate{RateLimit: &limit}); err != nil {
		return "", err
	}
	u, err := st.API.Accounts.CreateUser(ctx, org.ID, "load@example.com")
	if err != nil {
		return "", err
	}
	_, key, err := st.API.Accounts.CreateAPIKey(ctx, org.ID, u.ID, []string{account.ScopeRead, account.ScopeWrite})
	return key, err
}

type client struct {
	base, key string
	http      *http.Client
}

// getLoad sends rate × d GETs of the analysis, one per tick, each
// in its own goroutine (an open loop: a slow answer does not slow the
// load down), and returns every latency and the count of failures.
func (c *client) getLoad(ctx context.Context, id string, rate int, d time.Duration, noun string, stderr io.Writer) ([]time.Duration, int, time.Duration) {
	n := int(int64(rate) * int64(d) / int64(time.Second))
	meter := progress.Start(stderr, "loadtest", n, noun, time.Second/time.Duration(rate), progress.Options{})
	defer meter.Done()
	lat := make([]time.Duration, n)
	failed := make([]bool, n)
	var wg sync.WaitGroup
	tick := time.NewTicker(time.Second / time.Duration(rate))
	defer tick.Stop()
	start := time.Now()
	for i := range n {
		if i > 0 {
			<-tick.C
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := time.Now()
			var out struct {
				Status string `json:"status"`
			}
			err := c.call(ctx, http.MethodGet, "/api/v1/analyses/"+id, "", nil, http.StatusOK, &out)
			lat[i], failed[i] = time.Since(t), err != nil || out.Status != "completed"
			meter.Add(1)
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	errs := 0
	for _, f := range failed {
		if f {
			errs++
		}
	}
	return lat, errs, elapsed
}

// burst submits the statement cfg.Submissions times at once, then polls
// each analysis until it is terminal.
func (c *client) burst(ctx context.Context, cfg Config, rep *Report, stderr io.Writer) error {
	ctx, cancel := context.WithTimeout(ctx, cfg.Within)
	defer cancel()
	meter := progress.Start(stderr, "loadtest", cfg.Submissions, "submissions to end", 200*time.Millisecond, progress.Options{})
	defer meter.Done()
	type outcome struct {
		accepted, terminal time.Duration
		status             string
		err                error
	}
	out := make([]outcome, cfg.Submissions)
	var wg sync.WaitGroup
	start := time.Now()
	ready := make(chan struct{})
	for i := range out {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer meter.Add(1)
			<-ready // all leave together
			id, err := c.submit(ctx, cfg)
			if err != nil {
				out[i].err = err
				return
			}
			out[i].accepted = time.Since(start)
			out[i].status, out[i].err = c.wait(ctx, id, cfg.Within)
			out[i].terminal = time.Since(start)
		}()
	}
	close(ready)
	wg.Wait()
	var each []time.Duration
	for _, o := range out {
		if o.err != nil {
			return fmt.Errorf("submission: %w", o.err)
		}
		rep.Accepted++
		rep.AllAccepted = max(rep.AllAccepted, o.accepted)
		rep.AllTerminal = max(rep.AllTerminal, o.terminal)
		each = append(each, o.terminal)
		if o.status == "completed" {
			rep.Completed++
		} else {
			rep.Failed++
		}
	}
	rep.EachP50, rep.EachP99 = quantile(each, 0.50), quantile(each, 0.99)
	return nil
}

// submit posts the statement and returns the analysis id.
func (c *client) submit(ctx context.Context, cfg Config) (string, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.WriteField("document_kind", "bank_statement")
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="file"; filename=%q`, cfg.Name))
	h.Set("Content-Type", "application/pdf")
	pw, err := w.CreatePart(h)
	if err != nil {
		return "", err
	}
	_, _ = pw.Write(cfg.Statement)
	_ = w.Close()
	var a struct {
		ID string `json:"id"`
	}
	if err := c.call(ctx, http.MethodPost, "/api/v1/analyses", w.FormDataContentType(), buf.Bytes(), http.StatusAccepted, &a); err != nil {
		return "", err
	}
	return a.ID, nil
}

// wait polls the analysis every 250 ms until it is completed or failed.
func (c *client) wait(ctx context.Context, id string, within time.Duration) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	for {
		var a struct {
			Status string `json:"status"`
		}
		if err := c.call(ctx, http.MethodGet, "/api/v1/analyses/"+id, "", nil, http.StatusOK, &a); err != nil {
			return "", err
		}
		if a.Status == "completed" || a.Status == "failed" {
			return a.Status, nil
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("analysis %s still %s: %w", id, a.Status, ctx.Err())
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func (c *client) call(ctx context.Context, method, path, ctype string, body []byte, want int, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != want {
		return fmt.Errorf("%s %s: %d %.200s", method, path, resp.StatusCode, b)
	}
	return json.Unmarshal(b, out)
}

// quantile returns the q-quantile of ds by the nearest-rank method (q=1:
// the largest); ds is sorted in place.
func quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	i := int(math.Ceil(q*float64(len(ds)))) - 1
	return ds[min(max(i, 0), len(ds)-1)]
}
