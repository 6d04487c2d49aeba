// Command clientbench measures how long a client of 25 three-page
// statements takes to reach a ready profile on the local stack: from the
// POST /api/v1/clients request to the first poll where
// counts.completed + counts.failed == counts.total and profile is
// non-null. The target is 10 seconds.
//
//	go run ./infra/clientbench [-rounds 3] [-dir testdata/clients/bench] [-target 10s]
//
// It starts its own in-memory emulators and stack (the same wiring as
// make run: API, parser, fraud, aggregator and webhook pollers), makes an
// organization with a user key, runs one warm-up submission of a single
// statement (PDFium's WebAssembly compile, which a Lambda does in its
// init phase), then the measured rounds, and exits 1 when the median
// round misses the target. The output is recorded in docs/clients.md.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/progress"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/logging"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

func main() {
	rounds := flag.Int("rounds", 3, "measured submissions")
	dir := flag.String("dir", "testdata/clients/bench", "client scenario to submit")
	target := flag.Duration("target", 10*time.Second, "the median round must reach a ready profile within this")
	verbose := flag.Bool("v", false, "log the stack")
	flag.Parse()
	if err := run(*rounds, *dir, *target, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "clientbench:", err)
		os.Exit(1)
	}
}

type file struct {
	name string
	body []byte
}

func run(rounds int, dir string, target time.Duration, verbose bool) error {
	ctx := context.Background()
	root, err := localstack.Root()
	if err != nil {
		return err
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join(root, dir)
	}
	truth, err := groundtruth.LoadClient(filepath.Join(dir, "client.json"))
	if err != nil {
		return err
	}
	var files []file
	pages := 0
	for _, d := range truth.Documents {
		b, err := os.ReadFile(filepath.Join(dir, d.File))
		if err != nil {
			return err
		}
		files = append(files, file{d.File, b})
		if t, err := groundtruth.Load(filepath.Join(dir, strings.TrimSuffix(d.File, ".pdf")+".json")); err == nil {
			pages += t.PagesPresent
		}
	}

	// Progress goes to stderr: stdout is the report the docs quote.
	progress.Note(os.Stderr, "clientbench", "starting the emulators and the stack (about 15 s), a warm-up, then %d rounds of %d statements (about 10 s each)", rounds, len(files))
	log := slog.New(slog.DiscardHandler)
	if verbose {
		log = logging.New(os.Stderr, "info", "clientbench")
	}
	st, stop, err := localstack.StartEphemeral(ctx, root, "bench", log)
	if err != nil {
		return err
	}
	defer stop()
	key, err := tenant(ctx, st, int64(len(files)*(rounds+1)+10))
	if err != nil {
		return err
	}

	fmt.Printf("clientbench: %d statements, %d pages, %d transactions; %s/%s, %d CPUs, GOMAXPROCS=%d, %s\n",
		len(files), pages, truth.Transactions, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.Version())
	warm, err := submitAndWait(st.URL, key, files[:1], time.Minute, nil)
	if err != nil {
		return fmt.Errorf("warm-up: %w", err)
	}
	fmt.Printf("warm-up (1 statement, first PDFium use): %s\n\n", warm.ready.Round(time.Millisecond))
	fmt.Printf("%5s  %8s  %15s  %12s  %s\n", "round", "submit", "all documents", "ready", "status")
	var readies []time.Duration
	meter := progress.Start(os.Stderr, "clientbench", rounds*len(files), "statements analysed", 400*time.Millisecond, progress.Options{})
	for i := 1; i <= rounds; i++ {
		r, err := submitAndWait(st.URL, key, files, 2*time.Minute, meter)
		if err != nil {
			return fmt.Errorf("round %d: %w", i, err)
		}
		if !near(r.revenue, truth.TrueRevenue) {
			return fmt.Errorf("round %d: true_revenue %.2f, ground truth %.2f", i, r.revenue, truth.TrueRevenue)
		}
		fmt.Printf("%5d  %8s  %15s  %12s  %s\n", i, r.submit.Round(time.Millisecond), r.terminal.Round(time.Millisecond), r.ready.Round(time.Millisecond), r.status)
		readies = append(readies, r.ready)
	}
	meter.Done()
	slices.Sort(readies)
	median := readies[len(readies)/2]
	verdict := "met"
	if median > target {
		verdict = "MISSED"
	}
	fmt.Printf("\nmedian time to a ready profile: %s (target %s: %s); true_revenue matches the ground truth\n", median.Round(time.Millisecond), target, verdict)
	if median > target {
		return fmt.Errorf("median %s over the target %s", median, target)
	}
	return nil
}

// tenant makes a paid organization with credits, a user, and a key tied
// to the user, with a rate limit that polling cannot reach.
func tenant(ctx context.Context, st *localstack.Stack, credits int64) (string, error) {
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Bench Funding", Plan: account.PlanPaid})
	if err != nil {
		return "", err
	}
	if err := st.API.Billing.Store.Adjust(ctx, org.ID, credits, billing.KindGrant, "clientbench", time.Now()); err != nil {
		return "", err
	}
	limit := 1_000_000
	if _, err := st.API.Accounts.Store.UpdateOrg(ctx, org.ID, account.OrgUpdate{RateLimit: &limit}); err != nil {
		return "", err
	}
	u, err := st.API.Accounts.CreateUser(ctx, org.ID, "bench@example.com")
	if err != nil {
		return "", err
	}
	_, key, err := st.API.Accounts.CreateAPIKey(ctx, org.ID, u.ID, []string{account.ScopeRead, account.ScopeWrite})
	return key, err
}

type result struct {
	submit, terminal, ready time.Duration
	status                  string
	revenue                 float64
}

// submitAndWait posts the files as one client and polls it every 50 ms,
// adding the documents that reach a terminal state to meter (when not nil).
func submitAndWait(base, key string, files []file, within time.Duration, meter *progress.Meter) (result, error) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.WriteField("document_kind", "bank_statement")
	for _, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files"; filename=%q`, f.name))
		h.Set("Content-Type", "application/pdf")
		pw, err := w.CreatePart(h)
		if err != nil {
			return result{}, err
		}
		_, _ = pw.Write(f.body)
	}
	_ = w.Close()
	start := time.Now()
	var q struct {
		ClientID string `json:"client_id"`
	}
	if err := call(http.MethodPost, base+"/api/v1/clients", key, w.FormDataContentType(), buf.Bytes(), http.StatusAccepted, &q); err != nil {
		return result{}, err
	}
	r := result{submit: time.Since(start)}
	counted := 0
	for time.Since(start) < within {
		var p struct {
			Status  string `json:"status"`
			Profile *struct {
				TrueRevenue float64 `json:"true_revenue"`
			} `json:"profile"`
			Counts struct{ Total, Completed, Failed int } `json:"counts"`
		}
		if err := call(http.MethodGet, base+"/api/v1/clients/"+q.ClientID, key, "", nil, http.StatusOK, &p); err != nil {
			return r, err
		}
		if n := p.Counts.Completed + p.Counts.Failed; meter != nil && n > counted {
			meter.Add(n - counted)
			counted = n
		}
		done := p.Counts.Completed+p.Counts.Failed == p.Counts.Total
		if done && r.terminal == 0 {
			r.terminal = time.Since(start)
		}
		if done && p.Profile != nil {
			r.ready, r.status, r.revenue = time.Since(start), p.Status, p.Profile.TrueRevenue
			return r, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return r, fmt.Errorf("client %s not ready within %s", q.ClientID, within)
}

func call(method, url, key, ctype string, body []byte, want int, out any) error {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+key)
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		return fmt.Errorf("%s %s: %d %s", method, url, resp.StatusCode, b)
	}
	return json.Unmarshal(b, out)
}

func near(a, b float64) bool { return a-b < 0.005 && b-a < 0.005 }
