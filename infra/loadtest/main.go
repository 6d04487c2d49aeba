// Command loadtest measures the API under a steady read load and a burst
// of submissions, on a local stack it starts in-process on loopback:
//
//	go run ./infra/loadtest [-rate 100] [-duration 20s] [-submissions 50] [-file testdata/corpus/chase_fpdf-core_month.pdf]
//
// It starts the emulators and the whole stack (the same wiring as make
// run: API, parser, OCR, fraud, aggregator, webhook and sweeper), creates
// a paid organization with a key whose rate limit the test cannot reach,
// submits one statement and polls it until it completes (the warm-up:
// PDFium's WebAssembly compile, which a Lambda does in its init phase),
// then:
//
//  1. GETs that analysis at a fixed rate (open loop: a request leaves on
//     every tick whether or not the last one answered), first for
//     -warm-gets unmeasured, then for -duration, and reports p50, p99
//     and the largest latency. The warm-up is there because a fresh
//     stack's first seconds under load ran at a p99 of about a second
//     in the runs without it (docs/infrastructure.md): most likely DynamoDB
//     Local, a JVM, compiling its hot paths, which says nothing of the
//     service; its latency is printed apart, not hidden;
//  2. submits the statement that many times at once, polls each until it
//     is terminal, and reports the time until every one is.
//
// Everything is bounded: rate × (warm-gets + duration) GET requests,
// the given number of submissions, and -within for the submissions to
// end. Nothing leaves
// 127.0.0.1. The output is recorded in docs/infrastructure.md.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/progress"
	"github.com/docanalysis/service/internal/platform/logging"
)

func main() {
	var cfg Config
	flag.IntVar(&cfg.Rate, "rate", 100, "GET requests a second (at most 1000)")
	flag.DurationVar(&cfg.Duration, "duration", 20*time.Second, "how long the measured GET load lasts (at most 5m)")
	flag.DurationVar(&cfg.WarmGets, "warm-gets", 10*time.Second, "GETs at the same rate before the measured ones, not measured (at most 1m)")
	flag.IntVar(&cfg.Submissions, "submissions", 50, "concurrent submissions (at most 500)")
	flag.DurationVar(&cfg.Within, "within", 5*time.Minute, "the submissions must all end within this")
	file := flag.String("file", "testdata/corpus/chase_fpdf-core_month.pdf", "the statement submitted")
	verbose := flag.Bool("v", false, "log the stack")
	flag.Parse()
	if err := start(cfg, *file, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

func start(cfg Config, file string, verbose bool) error {
	ctx := context.Background()
	root, err := localstack.Root()
	if err != nil {
		return err
	}
	if !filepath.IsAbs(file) {
		file = filepath.Join(root, file)
	}
	if cfg.Statement, err = os.ReadFile(file); err != nil {
		return err
	}
	cfg.Name = filepath.Base(file)
	if err := cfg.check(); err != nil {
		return err
	}
	// Progress goes to stderr: stdout is the report the docs quote.
	progress.Note(os.Stderr, "loadtest", "starting the emulators and the stack (about 15 s), then %s of GETs and %d submissions (about %s in all)",
		cfg.WarmGets+cfg.Duration, cfg.Submissions, progress.Round(15*time.Second+cfg.WarmGets+cfg.Duration+time.Duration(cfg.Submissions)*200*time.Millisecond))
	log := slog.New(slog.DiscardHandler)
	if verbose {
		log = logging.New(os.Stderr, "info", "loadtest")
	}
	st, stop, err := localstack.StartEphemeral(ctx, root, "load", log)
	if err != nil {
		return err
	}
	defer stop()
	fmt.Printf("loadtest: %s/%s, %d CPUs, GOMAXPROCS=%d, %s; stack in-process on loopback (DynamoDB Local, SQS emulator, S3 in-process)\n",
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.Version())
	rep, err := Run(ctx, st, cfg, os.Stderr)
	if err != nil {
		return err
	}
	rep.Print(os.Stdout)
	return nil
}
