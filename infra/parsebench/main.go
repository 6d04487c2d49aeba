// Command parsebench runs the real parser over several sets of statements
// and reports each apart, because they answer different questions:
//
//   - tuning (testdata/corpus): the synthetic corpus the engine is tuned
//     on; a regression bar, not a field figure;
//   - blind (testdata/blind/clean): layouts written by someone who never
//     read the engine, locked; nobody tunes against it;
//   - realworld (../shared/realworld with the answers in testdata/realworld):
//     statements from other projects, the closest to the field;
//   - field (PDFs in $FIELD_DIR, default /work/field, answers in
//     testdata/field): a second such set, gathered and answered by a
//     helper who never read the engine; the PDFs are fetched again from
//     the sources testdata/field/README.md lists, never committed;
//   - field2 (PDFs in $FIELD2_DIR, default /work/field2, answers in
//     testdata/field2): a third, gathered the same way later, mostly US;
//   - field3 … field6 (PDFs in $FIELD3_DIR … $FIELD6_DIR, default
//     /work/fieldN, answers in testdata/fieldN): later sets gathered the
//     same way, each README saying what it holds;
//   - devblind (PDFs and answers in testdata/devblind): synthetic
//     statements of twelve families written from the conventions brief
//     by a helper who never read the engine (infra/devblindgen), a
//     development set: unlike the locked blind set it may be read and
//     worked on, so its first figure is the one that says how the
//     engine met layouts it had never seen;
//   - devblind2 ... devblind5 (testdata/devblind2 ...
//     testdata/devblind5): four more such sets, written the same way by
//     four more blind helpers (infra/devblind2gen ... devblind5gen),
//     other conventions and other PDF producers (devblind4: composition
//     engines drawing words out of reading order, rotated pages, decimal
//     commas, lakh grouping).
//
// Per set and per layout it prints statements with zero errors, whether
// the parse_quality verdict is right, header-field accuracy, transaction
// precision and recall (date, amount, direction and description must all
// match), category accuracy (where the answer states one), ms per page
// and peak heap. "consistent" counts the statements whose printed numbers
// add up (the answer is not needs_review and not an expected error).
//
//	go run ./infra/parsebench [-sets tuning,blind,realworld] [-procs 1] [-v] [-layouts]
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

	"github.com/docanalysis/service/infra/progress"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/testkit/corpuscheck"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

type agg struct {
	docs, zero, verdictOK, verdictOf int
	consistent, consistentZero       int
	hdrOK, hdrTotal                  int
	matched, parsed, truth, catOK    int
	invPrinted, invChecked           int
	pages                            int
	elapsed                          time.Duration
	peakHeap                         uint64
}

// set is a named group of answer files and the folder of their PDFs.
type set struct {
	name, answers, pdfs string
}

// tuningDir overrides where the tuning set is (-tuning), to measure a
// corpus being written before it is committed.
var tuningDir = "testdata/corpus"

func sets(names string) []set {
	all := map[string]set{
		"tuning":    {"tuning", tuningDir, tuningDir},
		"blind":     {"blind", "testdata/blind/clean", "testdata/blind/clean"},
		"realworld": {"realworld", "testdata/realworld", repo.Shared("realworld")},
		"field":     {"field", "testdata/field", repo.Field()},
		"field2":    {"field2", "testdata/field2", repo.Field2()},
		"field3":    {"field3", "testdata/field3", repo.Outside("field3")},
		"field4":    {"field4", "testdata/field4", repo.Outside("field4")},
		"field5":    {"field5", "testdata/field5", repo.Outside("field5")},
		"field6":    {"field6", "testdata/field6", repo.Outside("field6")},
		"devblind":  {"devblind", "testdata/devblind", "testdata/devblind"},
		"devblind2": {"devblind2", "testdata/devblind2", "testdata/devblind2"},
		"devblind3": {"devblind3", "testdata/devblind3", "testdata/devblind3"},
		"devblind4": {"devblind4", "testdata/devblind4", "testdata/devblind4"},
		"devblind5": {"devblind5", "testdata/devblind5", "testdata/devblind5"},
	}
	var out []set
	for _, n := range strings.Split(names, ",") {
		if s, ok := all[strings.TrimSpace(n)]; ok {
			out = append(out, s)
		} else {
			fmt.Fprintf(os.Stderr, "parsebench: unknown set %q (tuning, blind, realworld, field, field2, field3, field4, field5, field6, devblind, devblind2, devblind3, devblind4, devblind5)\n", n)
			os.Exit(2)
		}
	}
	return out
}

func main() {
	which := flag.String("sets", "tuning,blind,realworld", "comma-separated sets to run")
	procs := flag.Int("procs", 1, "GOMAXPROCS while parsing (the target is per core)")
	verbose := flag.Bool("v", false, "print the problems of documents that are not zero-error")
	layouts := flag.Bool("layouts", false, "a row per layout, not only per set")
	flag.StringVar(&tuningDir, "tuning", tuningDir, "directory of the tuning set")
	only := flag.String("only", "", "run only the documents whose file name contains this text (never with the blind set)")
	flag.Parse()
	runtime.GOMAXPROCS(*procs)

	t0 := time.Now()
	if err := pdftext.Warm(); err != nil {
		fmt.Fprintln(os.Stderr, "parsebench:", err)
		os.Exit(1)
	}
	initDur := time.Since(t0)
	var peak atomic.Uint64
	stop := sampleHeap(&peak)
	defer stop()

	fmt.Printf("parsebench: GOMAXPROCS=%d, %s/%s, pdfium init %s\n", *procs, runtime.GOOS, runtime.GOARCH, initDur.Round(time.Millisecond))
	failed := false
	for _, st := range sets(*which) {
		files, err := corpuscheck.Files(st.answers)
		if *only != "" {
			// A subset of a set, to re-run a few documents while a fix is
			// worked on; the blind set is measured whole or not at all.
			if st.name == "blind" {
				fmt.Fprintln(os.Stderr, "parsebench: -only is not for the blind set")
				os.Exit(2)
			}
			kept := files[:0]
			for _, f := range files {
				if strings.Contains(filepath.Base(f), *only) {
					kept = append(kept, f)
				}
			}
			files = kept
		}
		if err != nil || len(files) == 0 {
			fmt.Printf("\n%s: no answers in %s, skipped\n", st.name, st.answers)
			continue
		}
		if _, err := os.Stat(st.pdfs); err != nil {
			fmt.Printf("\n%s: no PDFs in %s, skipped\n", st.name, st.pdfs)
			continue
		}
		byLayout := map[string]*agg{}
		total := &agg{}
		var bad []string
		verdicts := map[string]int{}
		// missKinds counts the documents each kind of miss touches, and
		// missAlone those it alone keeps from zero errors: the only view
		// of the blind set's misses, which are never listed one by one.
		missKinds, missAlone := map[string]int{}, map[string]int{}
		// missSets counts the documents by the whole set of kinds they
		// miss on: kinds that go together (holder, account and balances)
		// point at one cause (another account read).
		missSets := map[string]int{}
		verified, verifiedWrong, verifiedMoneyWrong, verifiedDateWrong := 0, 0, 0, 0
		// moneyWrong names the verified readings with a wrong amount,
		// direction or row: the failure the verdict must never let
		// through, so -v lists them (never for the blind set, whose
		// documents are not examined one by one).
		var moneyWrong []string
		// Progress goes to stderr: stdout is the report the docs quote.
		// About 250 ms a document on one core (docs/parsing.md).
		meter := progress.Start(os.Stderr, "parsebench", len(files), st.name+" documents", 250*time.Millisecond, progress.Options{})
		for _, f := range files {
			tr, err := groundtruth.Load(f)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			pdf, err := os.ReadFile(filepath.Join(st.pdfs, strings.TrimSuffix(filepath.Base(f), ".json")+".pdf"))
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			runtime.GC()
			peak.Store(0)
			start := time.Now()
			_, res, perr := reader.WithOCR().ReadStatement(context.Background(), pdf)
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
			if st.name != "tuning" && st.name != "blind" { // outside sets: one file, one layout
				layout = strings.TrimSuffix(filepath.Base(f), ".json")
			}
			consistent := tr.ExpectError == "" && tr.ParseQuality != "needs_review"
			for _, a := range []*agg{byLayout[layout], total} {
				if a == nil {
					a = &agg{}
					byLayout[layout] = a
				}
				a.docs++
				if s.ZeroError {
					a.zero++
				}
				if consistent {
					a.consistent++
					if s.ZeroError {
						a.consistentZero++
					}
				}
				if tr.ParseQuality != "" {
					a.verdictOf++
					if s.VerdictOK {
						a.verdictOK++
					}
				}
				a.hdrOK += s.HeaderOK
				a.hdrTotal += s.HeaderTotal
				a.matched += s.Matched
				a.parsed += s.Parsed
				a.truth += s.Truth
				a.catOK += s.CategoryOK
				a.invPrinted += s.InvariantsPrinted
				a.invChecked += s.InvariantsChecked
				a.pages += pages
				a.elapsed += el
				if p := peak.Load(); p > a.peakHeap {
					a.peakHeap = p
				}
			}
			if tr.ParseQuality != "" {
				verdicts[tr.ParseQuality+"→"+orNone(s.Verdict)]++
			}
			if s.Verdict == "verified" {
				verified++
				if s.Matched != s.Truth || s.Matched != s.Parsed {
					verifiedWrong++
					switch {
					case s.RowsOff == 0 && s.DatedRowsOff == 0:
					case s.RowsOff == 0:
						verifiedDateWrong++
					default:
						verifiedMoneyWrong++
						moneyWrong = append(moneyWrong, filepath.Base(f))
					}
				}
			}
			var kinds []string
			for _, k := range s.Misses {
				missKinds[k]++
				if k != "category" { // categories are not part of zero-error
					kinds = append(kinds, k)
				}
			}
			if len(kinds) == 1 {
				missAlone[kinds[0]]++
			}
			if len(kinds) > 0 {
				sort.Strings(kinds)
				missSets["{"+strings.Join(kinds, "; ")+"}"]++
			}
			if !s.ZeroError {
				bad = append(bad, fmt.Sprintf("%s:\n  %s", filepath.Base(f), strings.Join(s.Problems, "\n  ")))
			}
			meter.Add(1)
		}
		meter.Done()
		fmt.Printf("\n%s set (%s): %d documents, %d pages\n", st.name, st.answers, total.docs, total.pages)
		w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(w, "layout\tdocs\tzero-error\tconsistent zero-error\tverdict right\theader acc\ttxn precision\ttxn recall\tcategory acc\tms/page\tpeak heap MB\t")
		row := func(n string, a *agg) {
			fmt.Fprintf(w, "%s\t%d\t%d/%d\t%s\t%s\t%s\t%s\t%s\t%s\t%.1f\t%.1f\t\n", n, a.docs, a.zero, a.docs,
				frac(a.consistentZero, a.consistent), frac(a.verdictOK, a.verdictOf),
				pct(a.hdrOK, a.hdrTotal), pct(a.matched, a.parsed), pct(a.matched, a.truth), pct(a.catOK, a.matched),
				float64(a.elapsed.Microseconds())/1000/float64(max(a.pages, 1)), float64(a.peakHeap)/(1<<20))
		}
		if *layouts {
			var names []string
			for n := range byLayout {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				row(n, byLayout[n])
			}
		}
		row("TOTAL", total)
		w.Flush()
		// How the verdicts fell: the answer's, then the reading's. A
		// verified reading with a wrong row is the one error the
		// arithmetic must never let through.
		var vs []string
		for k, n := range verdicts {
			vs = append(vs, fmt.Sprintf("%s %d", k, n))
		}
		sort.Strings(vs)
		fmt.Printf("verdicts (answer→reading): %s\n", strings.Join(vs, ", "))
		fmt.Printf("misses by kind, documents (alone: the only miss keeping a document from zero errors): %s\n", kindCounts(missKinds, missAlone))
		fmt.Printf("misses by set of kinds, documents: %s\n", kindCounts(missSets, nil))
		fmt.Printf("printed invariants checked (totals, counts, running balances, daily-balance tables the answers record): %d of %d\n", total.invChecked, total.invPrinted)
		fmt.Printf("verified readings with a wrong, missing or extra transaction: %d of %d (%d with a wrong amount, direction or row; %d a wrong date only; the rest a description)\n",
			verifiedWrong, verified, verifiedMoneyWrong, verifiedDateWrong)
		if *verbose && st.name != "blind" && len(moneyWrong) > 0 {
			fmt.Printf("verified with a wrong amount, direction or row: %s\n", strings.Join(moneyWrong, ", "))
		}
		// The blind set's documents are never examined one by one: -v
		// leaves its misses out.
		if *verbose && st.name != "blind" {
			for _, b := range bad {
				fmt.Println(b)
			}
		}
		if total.zero != total.docs {
			failed = true
		}
	}
	fmt.Printf("\nprocess peak RSS: %s\n", peakRSS())
	if failed {
		os.Exit(1)
	}
}

// kindCounts lists kinds of miss, most documents first.
func kindCounts(n, alone map[string]int) string {
	if len(n) == 0 {
		return "none"
	}
	var ks []string
	for k := range n {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if n[ks[i]] != n[ks[j]] {
			return n[ks[i]] > n[ks[j]]
		}
		return ks[i] < ks[j]
	})
	var parts []string
	for _, k := range ks {
		if alone == nil {
			parts = append(parts, fmt.Sprintf("%s %d", k, n[k]))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d (alone %d)", k, n[k], alone[k]))
	}
	return strings.Join(parts, ", ")
}

func orNone(v string) string {
	if v == "" {
		return "none"
	}
	return v
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
