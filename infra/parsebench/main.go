// Command parsebench runs the real parser over the synthetic corpus and
// prints, per layout: statements with zero errors, header-field accuracy,
// transaction precision and recall (date, amount, direction and
// description must all match), category accuracy, the reconciliation
// rate, ms per page and peak heap.
//
//	go run ./infra/parsebench [-corpus testdata/corpus] [-procs 1] [-v]
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sort"
	"strings"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/testkit/corpuscheck"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

type agg struct {
	docs, zero, recon, reconOf    int
	hdrOK, hdrTotal               int
	matched, parsed, truth, catOK int
	pages                         int
	elapsed                       time.Duration
	peakHeap                      uint64
}

func main() {
	dir := flag.String("corpus", "testdata/corpus", "corpus directory")
	procs := flag.Int("procs", 1, "GOMAXPROCS while parsing (the target is per core)")
	verbose := flag.Bool("v", false, "print the problems of documents that are not zero-error")
	flag.Parse()
	runtime.GOMAXPROCS(*procs)

	t0 := time.Now()
	if err := pdftext.Warm(); err != nil {
		fmt.Fprintln(os.Stderr, "parsebench:", err)
		os.Exit(1)
	}
	initDur := time.Since(t0)

	files, err := corpuscheck.Files(*dir)
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "parsebench: no corpus in", *dir, err)
		os.Exit(1)
	}
	var peak atomic.Uint64
	stop := sampleHeap(&peak)
	defer stop()

	byLayout := map[string]*agg{}
	total := &agg{}
	var bad []string
	for _, f := range files {
		tr, err := groundtruth.Load(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		pdf, err := corpuscheck.ReadPDF(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		runtime.GC()
		peak.Store(0)
		start := time.Now()
		res, perr := statement.ParsePDF(context.Background(), pdf, statement.Options{})
		el := time.Since(start)
		// Fast documents can finish between two samples: take the live
		// heap right after the parse as well.
		now := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		metrics.Read(now)
		if v := now[0].Value.Uint64(); v > peak.Load() {
			peak.Store(v)
		}
		s := corpuscheck.Compare(tr, res, perr)
		pages := tr.PagesPresent
		if res != nil {
			pages = res.Detection.PagesPresent
		}
		layout := tr.Layout
		if strings.HasPrefix(filepath.Base(f), "missing_pages") {
			layout = "missing_pages"
		}
		if strings.HasPrefix(filepath.Base(f), "bench_") {
			layout = "bench_10page"
		}
		for _, a := range []*agg{byLayout[layout], total} {
			if a == nil {
				a = &agg{}
				byLayout[layout] = a
			}
			a.docs++
			if s.ZeroError {
				a.zero++
			}
			if tr.ExpectError == "" && tr.FailureReason == "" {
				a.reconOf++
				if s.Reconciled {
					a.recon++
				}
			}
			a.hdrOK += s.HeaderOK
			a.hdrTotal += s.HeaderTotal
			a.matched += s.Matched
			a.parsed += s.Parsed
			a.truth += s.Truth
			a.catOK += s.CategoryOK
			a.pages += pages
			a.elapsed += el
			if p := peak.Load(); p > a.peakHeap {
				a.peakHeap = p
			}
		}
		if !s.ZeroError {
			bad = append(bad, fmt.Sprintf("%s:\n  %s", filepath.Base(f), strings.Join(s.Problems, "\n  ")))
		}
	}

	fmt.Printf("parsebench: %d documents, %d pages, GOMAXPROCS=%d, %s/%s, pdfium init %s\n\n",
		total.docs, total.pages, *procs, runtime.GOOS, runtime.GOARCH, initDur.Round(time.Millisecond))
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "layout\tdocs\tzero-error\theader acc\ttxn precision\ttxn recall\tcategory acc\treconciled\tms/page\tpeak heap MB\t")
	var names []string
	for n := range byLayout {
		names = append(names, n)
	}
	sort.Strings(names)
	row := func(n string, a *agg) {
		fmt.Fprintf(w, "%s\t%d\t%d/%d\t%s\t%s\t%s\t%s\t%s\t%.1f\t%.1f\t\n", n, a.docs, a.zero, a.docs,
			pct(a.hdrOK, a.hdrTotal), pct(a.matched, a.parsed), pct(a.matched, a.truth), pct(a.catOK, a.matched),
			frac(a.recon, a.reconOf), float64(a.elapsed.Microseconds())/1000/float64(max(a.pages, 1)), float64(a.peakHeap)/(1<<20))
	}
	for _, n := range names {
		row(n, byLayout[n])
	}
	row("TOTAL", total)
	w.Flush()
	fmt.Printf("\nprocess peak RSS: %s\n", peakRSS())
	if *verbose {
		for _, b := range bad {
			fmt.Println(b)
		}
	}
	if total.zero != total.docs {
		os.Exit(1)
	}
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*float64(a)/float64(b))
}

func frac(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d", a, b)
}

// sampleHeap records the largest live heap (Go objects) seen every
// millisecond. The PDFium wasm linear memory is Go-allocated, so it is
// included.
func sampleHeap(peak *atomic.Uint64) func() {
	done := make(chan struct{})
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	go func() {
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				metrics.Read(s)
				v := s[0].Value.Uint64()
				for {
					old := peak.Load()
					if v <= old || peak.CompareAndSwap(old, v) {
						break
					}
				}
			}
		}
	}()
	return func() { close(done) }
}

func peakRSS() string {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return "n/a"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "VmHWM:") {
			return strings.TrimSpace(strings.TrimPrefix(sc.Text(), "VmHWM:"))
		}
	}
	return "n/a"
}
