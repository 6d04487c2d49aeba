// Command ocrbench reads the scanned corpus (infra/scangen) with OCR and
// scores it: every document goes OCR → pdftext.Document →
// reader.ParseOCR (the statement engine, with the corrections only the
// arithmetic accepts) → corpuscheck.Compare against the answer file
// copied next to the scan. Per set it prints the zero-error rate, header
// and transaction accuracy, why documents missed (OCR read the text wrong,
// or read it right and the layout went wrong), seconds per OCR'd page
// (wall and CPU, the engine included) and peak memory of the Go process
// and of the engine. With forensics on it also runs ocr.Forensics and
// reports false alarms on honest scans and hits on the forged set.
//
//	go run ./infra/ocrbench [-scans testdata/scans-gen] [-sets s300,s150] [-dpi 300] [-names FILE] [-v]
//	go run ./infra/ocrbench -realworld ../shared/realworld   # cs_scanned.pdf, cs_test_example.pdf
//	go run ./infra/ocrbench -sets "" -forms testdata/forms   # the forms corpus scanned at 200 dpi
//	go run ./infra/ocrbench -sets "" -forms testdata/forms -only f1065 -cache /tmp/ocrcache -v   # a sample, engine output reused
//
// Run it with the engine on one core, as a Lambda function has it:
// GOMAXPROCS=1 is set by -procs (default 1) and the engine runs with
// OMP_THREAD_LIMIT=1.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	docreader "github.com/docanalysis/service/internal/document/reader"

	"github.com/docanalysis/service/infra/progress"
	"github.com/docanalysis/service/internal/document/ocr"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/testkit/corpuscheck"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

type agg struct {
	// verifiedWrong counts readings reported verified that are not
	// zero-error: what the arithmetic gate must keep at 0.
	verifiedWrong            int
	docs, zero               int
	hdrOK, hdrTotal          int
	matched, parsed, truth   int
	pages                    int
	wall, cpu, prep, engine  time.Duration
	causes                   map[string]int
	rotations, persp, turned int
	findings, flaggedDocs    int
	forged, forgedHit        int
	rowsOCR, rowsLayout      int
	byKind                   map[string]int
	forgedByKind             map[string]int
}

func main() {
	scans := flag.String("scans", "testdata/scans-gen", "directory of scan sets (infra/scangen -out)")
	sets := flag.String("sets", "s300,s150", "comma-separated sets to read")
	only := flag.String("only", "", "only documents whose name starts with this")
	limit := flag.Int("limit", 0, "at most this many documents per set (0: all)")
	every := flag.Int("every", 1, "read every n-th document of a set (a quick sample)")
	namesFile := flag.String("names", "", "read only the documents named in this file (one name a line, without .pdf or .json; '#' starts a comment): a fixed sample, the same before and after a change whatever the corpus and the scan sets hold")
	dpi := flag.Int("dpi", 300, "resolution the engine reads at")
	sharpDPI := flag.Int("sharp-dpi", 0, "resolution the engine reads native scans of -dpi or finer at (0: -dpi, the package default)")
	psm := flag.Int("psm", 0, "tesseract page segmentation mode (0: the package default)")
	timeout := flag.Duration("timeout", 2*time.Minute, "engine time limit per page (generous: a shared machine is slow)")
	render := flag.Bool("render", false, "always render pages instead of reading embedded scans natively")
	procs := flag.Int("procs", 1, "GOMAXPROCS (the targets are per core)")
	preload := flag.String("preload", "", "library preloaded into the engine, as the container image does: infra/ocrimage/serialomp.c built with gcc -O2 -shared -fPIC (default: libserialomp.so beside this binary, if there; '-': none)")
	verbose := flag.Bool("v", false, "print the problems of documents that are not zero-error")
	forensics := flag.Bool("forensics", true, "run image forensics and score it")
	scores := flag.String("scores", "", "append every word's forensic scores to this TSV (for choosing thresholds)")
	realworld := flag.String("realworld", "", "also read cs_scanned.pdf and cs_test_example.pdf from this directory and print what OCR read")
	forms := flag.String("forms", "", "also scan the filled and flattened forms of this directory (testdata/forms) and score their core names")
	formsDPI := flag.Int("forms-dpi", 200, "resolution the forms are scanned at")
	dumpWords = flag.Bool("dump", false, "print the words OCR read, line by line, and the normalisations (use with -only)")
	cache := flag.String("cache", "", "remember the engine's words per image in this directory and reuse them (timings then leave the engine out)")
	flag.BoolVar(&printLines, "lines", false, "print the OCR'd document's lines as the statement engine sees them, to compare with infra/analyze -lines of the born-digital PDF (use with -only)")
	flag.StringVar(&jsonDir, "json", "", "write each document's statement result to DIR/set/name.json (to read a miss against its rows and checks)")
	flag.Parse()
	runtime.GOMAXPROCS(*procs)

	engineStats := &ocr.EngineStats{}
	tess := ocr.Tesseract{PSM: *psm, Stats: engineStats, Timeout: *timeout, Preload: *preload}
	version, err := tess.Available()
	if err != nil {
		fmt.Fprintln(os.Stderr, "ocrbench: tesseract is not installed (apt-get install -y tesseract-ocr tesseract-ocr-eng):", err)
		os.Exit(1)
	}
	t0 := time.Now()
	if err := pdftext.Warm(); err != nil {
		fmt.Fprintln(os.Stderr, "ocrbench:", err)
		os.Exit(1)
	}
	fmt.Printf("engine %s, %d dpi (native scans of %d dpi or finer at sharp-dpi %d), GOMAXPROCS=%d, OMP_THREAD_LIMIT=1, PDFium init %v\n", version, *dpi, *dpi, *sharpDPI, *procs, time.Since(t0).Round(time.Millisecond))
	var engine ocr.Engine = tess
	if *cache != "" {
		if err := os.MkdirAll(*cache, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "ocrbench:", err)
			os.Exit(1)
		}
		engine = cachedEngine{Engine: tess, dir: *cache, extra: fmt.Sprintf("psm=%d", *psm)}
	}
	reader := ocr.NewReader(ocr.Options{Engine: engine, DPI: *dpi, SharpDPI: *sharpDPI, Render: *render, PageTimeout: 3 * *timeout})

	if *realworld != "" {
		readRealworld(reader, *realworld)
	}
	if *forms != "" {
		readForms(reader, *forms, *formsDPI, *only, *limit, max(*every, 1), *verbose, tess, *cache)
	}

	var names map[string]bool
	if *namesFile != "" {
		if names, err = corpuscheck.ReadNames(*namesFile); err != nil {
			fmt.Fprintln(os.Stderr, "ocrbench:", err)
			os.Exit(1)
		}
	}
	var order []string
	results := map[string]*agg{}
	for _, set := range strings.Split(*sets, ",") {
		set = strings.TrimSpace(set)
		if set == "" {
			continue
		}
		dir := filepath.Join(*scans, set)
		files, err := corpuscheck.Files(dir)
		if err != nil || len(files) == 0 {
			fmt.Fprintf(os.Stderr, "ocrbench: no scans in %s (go run ./infra/scangen -sets %s)\n", dir, set)
			os.Exit(1)
		}
		patches := readManifest(filepath.Join(dir, "manifest.tsv"))
		a := &agg{causes: map[string]int{}, byKind: map[string]int{}, forgedByKind: map[string]int{}}
		results[set] = a
		order = append(order, set)
		var picked []string
		for i, f := range files {
			name := strings.TrimSuffix(filepath.Base(f), ".json")
			if *only != "" && !strings.HasPrefix(name, *only) || i%*every != 0 || names != nil && !names[name] {
				continue
			}
			if *limit > 0 && len(picked) >= *limit {
				break
			}
			picked = append(picked, f)
		}
		// Progress goes to stderr: stdout is the report the docs quote.
		// About 2.1 s a page (docs/ocr.md), one to three pages a scan.
		meter := progress.Start(os.Stderr, "ocrbench", len(picked), "documents of set "+set, 5*time.Second, progress.Options{Every: 10 * time.Second})
		for _, f := range picked {
			name := strings.TrimSuffix(filepath.Base(f), ".json")
			runDoc(reader, set, f, patches[name], a, *verbose, *forensics, *scores)
			meter.Add(1)
		}
		meter.Done()
		if names != nil && len(picked) < len(names) && *only == "" && *every == 1 && *limit == 0 {
			fmt.Fprintf(os.Stderr, "ocrbench: %d of the %d names in %s are in %s\n", len(picked), len(names), *namesFile, dir)
		}
	}
	report(order, results)
	runs, engineCPU, engineRSS := engineStats.Snapshot()
	fmt.Printf("\npeak RSS: Go process %s, tesseract %s (largest of %d runs, %.2f s CPU per run)\n",
		mib(peakSelf()), mib(engineRSS), runs, engineCPU.Seconds()/float64(max(runs, 1)))
}

// patch is a forged region from the manifest.
type patch struct {
	page           int
	x0, y0, x1, y1 float64
}

func readManifest(path string) map[string]patch {
	out := map[string]patch{}
	f, err := os.Open(path)
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 3 || !strings.HasPrefix(cols[2], "forged ") {
			continue
		}
		var p patch
		for _, kv := range strings.Fields(cols[2]) {
			k, v, _ := strings.Cut(kv, "=")
			switch k {
			case "page":
				p.page, _ = strconv.Atoi(v)
			case "box":
				var b [4]float64
				for i, s := range strings.Split(v, ",") {
					if i < 4 {
						b[i], _ = strconv.ParseFloat(s, 64)
					}
				}
				p.x0, p.y0, p.x1, p.y1 = b[0], b[1], b[2], b[3]
			}
		}
		out[cols[0]] = p
	}
	return out
}

func runDoc(reader *ocr.Reader, set, truthPath string, forged patch, a *agg, verbose, forensics bool, scoresPath string) {
	name := strings.TrimSuffix(filepath.Base(truthPath), ".json")
	tr, err := groundtruth.Load(truthPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	pdf, err := corpuscheck.ReadPDF(truthPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ctx := context.Background()
	cpu0 := cpuTime()
	start := time.Now()
	res, err := reader.ReadPDF(ctx, pdf, nil)
	wall := time.Since(start)
	cpu := cpuTime() - cpu0
	if err != nil {
		fmt.Printf("%s/%s: OCR failed: %v\n", set, name, err)
		a.docs++
		a.causes["ocr_failed"]++
		return
	}
	if *dumpWords {
		dump(set, name, res)
	}
	if printLines {
		fmt.Printf("== %s/%s lines\n", set, name)
		for _, l := range statement.Lines(res.Doc) {
			fmt.Println(l)
		}
	}
	sr, perr := docreader.ParseOCR(ctx, reader.EngineName(), res)
	if jsonDir != "" && sr != nil {
		writeJSON(filepath.Join(jsonDir, set, name+".json"), sr)
	}
	s := corpuscheck.Compare(tr, sr, perr)
	a.docs++
	a.pages += len(res.Pages)
	a.wall += wall
	a.cpu += cpu
	for _, p := range res.Pages {
		a.prep += p.Prep
		a.engine += p.Recognize
		if p.Rotation != 0 {
			a.rotations++
		}
		if p.Perspective.Corrected {
			a.persp++
		}
	}
	a.hdrOK += s.HeaderOK
	a.hdrTotal += s.HeaderTotal
	a.matched += s.Matched
	a.parsed += s.Parsed
	a.truth += s.Truth
	if s.ZeroError {
		a.zero++
	} else {
		if s.Verdict == "verified" {
			a.verifiedWrong++
			fmt.Printf("%s/%s: VERIFIED BUT NOT ZERO-ERROR\n", set, name)
		}
		cause, ocrRows, layoutRows := missCause(tr, res, s)
		a.causes[cause]++
		a.rowsOCR += ocrRows
		a.rowsLayout += layoutRows
		if verbose {
			fmt.Printf("%s/%s: %s (%d/%d rows; missing: %d OCR text, %d layout)\n", set, name, cause, s.Matched, s.Truth, ocrRows, layoutRows)
			for _, p := range s.Problems {
				fmt.Println("   ", p)
			}
		}
	}
	if !forensics {
		return
	}
	if scoresPath != "" {
		dumpScores(scoresPath, set, name, res, forged)
	}
	fs := ocr.Forensics(res, ocr.ForensicsOptions{})
	a.findings += len(fs)
	if len(fs) > 0 {
		a.flaggedDocs++
	}
	kinds := map[string]bool{}
	for _, f := range fs {
		kinds[f.Kind] = true
	}
	// The confidence test is off by default; measure it on its own.
	conf := ocr.Forensics(res, ocr.ForensicsOptions{ConfidenceOutliers: true})
	var confHit bool
	for _, f := range conf {
		if f.Kind == ocr.KindConfidenceOutlier {
			kinds[f.Kind+" (off by default)"] = true
			if forged.page > 0 && f.Page == forged.page && overlaps(f, forged) {
				confHit = true
			}
		}
	}
	if confHit {
		a.forgedByKind[ocr.KindConfidenceOutlier+" (off by default)"]++
	}
	for k := range kinds {
		a.byKind[k]++
	}
	if forged.page > 0 {
		a.forged++
		hit := map[string]bool{}
		for _, f := range fs {
			if f.Page == forged.page && overlaps(f, forged) {
				hit[f.Kind] = true
			}
		}
		if len(hit) > 0 {
			a.forgedHit++
		}
		for k := range hit {
			a.forgedByKind[k]++
		}
	}
	if verbose {
		for _, f := range fs {
			fmt.Printf("%s/%s: finding %s\n", set, name, f)
		}
	}
}

// dumpScores appends the word scores of a document: set, document,
// page, whether the word lies on a forged patch, then the scores.
func dumpScores(path, set, name string, res *ocr.Result, forged patch) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	for _, s := range ocr.WordScores(res) {
		on := 0
		if forged.page == s.Page {
			for _, p := range res.Pages {
				if p.Number != s.Page {
					continue
				}
				x0, y0, x1, y1 := p.OriginalBox(s.Word)
				if overlaps(ocr.Finding{X0: x0, Y0: y0, X1: x1, Y1: y1}, forged) {
					on = 1
				}
			}
		}
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%q\t%.3f\t%.3f\t%.1f\t%.2f\t%.3f\t%.3f\t%d\t%d\t%.2f\n", set, name, s.Page, on, s.Text,
			s.NoiseZ, s.NoiseRel, s.Paper-s.PaperRef, s.PaperZ, s.SharpZ, s.SharpRel, s.Phase, s.PagePhase, s.Grid)
	}
}

func overlaps(f ocr.Finding, p patch) bool {
	return f.X0 < p.x1+2 && f.X1 > p.x0-2 && f.Y0 < p.y1+2 && f.Y1 > p.y0-2
}

// missCause tells why a document missed: for every truth row the parse
// did not return, whether its amount and description words are among the
// OCR'd words verbatim. If not, OCR read the text wrong ("ocr_text");
// if they are, the layout engine assembled right words wrongly
// ("layout"). Header fields are judged the same way. It returns the
// document's cause ("ocr_text", "layout" or "both") and the missing
// rows per cause.
func missCause(t *groundtruth.Truth, res *ocr.Result, s corpuscheck.Score) (string, int, int) {
	var text strings.Builder
	for _, p := range res.Doc.Pages {
		for _, w := range p.Words {
			text.WriteString(w.Text)
			text.WriteByte(' ')
		}
	}
	all := " " + strings.ToUpper(text.String()) + " "
	// The OCR'd lines, to check the date printed beside an amount.
	var lines []string
	for _, p := range res.Doc.Pages {
		cur, y := "", -1.0
		for _, w := range p.Words {
			if w.Y0 != y && cur != "" {
				lines = append(lines, " "+strings.ToUpper(cur)+" ")
				cur = ""
			}
			y = w.Y0
			cur += w.Text + " "
		}
		if cur != "" {
			lines = append(lines, " "+strings.ToUpper(cur)+" ")
		}
	}
	read := func(x groundtruth.Transaction) bool {
		amt := strconv.FormatFloat(x.Amount, 'f', 2, 64)
		if !strings.Contains(all, commas(amt)) && !strings.Contains(all, amt) {
			return false
		}
		// A date misread on the amount's line ("Q1/07/26", "01/38")
		// is an OCR error too.
		for _, l := range lines {
			if !strings.Contains(l, " "+commas(amt)) && !strings.Contains(l, " "+amt) {
				continue
			}
			for _, tok := range strings.Fields(l) {
				if brokenDate.MatchString(tok) && !okDate.MatchString(tok) {
					return false
				}
			}
		}
		for _, w := range strings.Fields(strings.ToUpper(x.Description)) {
			if !strings.Contains(all, " "+w+" ") {
				return false
			}
		}
		return true
	}
	missing := map[string]int{}
	for _, p := range s.Problems {
		if k, ok := strings.CutPrefix(p, "missing "); ok {
			missing[k]++
		}
	}
	ocrRows, layoutRows := 0, 0
	for _, x := range t.Transactions {
		k := fmt.Sprintf("%s|%d|%s|%s", x.Date, int64(math.Round(x.Amount*100)), x.Type, strings.ToUpper(strings.Join(strings.Fields(x.Description), " ")))
		if missing[k] == 0 {
			continue
		}
		missing[k]--
		if read(x) {
			layoutRows++
		} else {
			ocrRows++
		}
	}
	hdrOCR, hdrLayout := false, false
	for _, v := range []string{t.AccountHolderName, t.AccountLast4} {
		if v == "" {
			continue
		}
		if !strings.Contains(all, strings.ToUpper(v)) {
			hdrOCR = true
		}
	}
	if s.HeaderOK < s.HeaderTotal && !hdrOCR {
		hdrLayout = true
	}
	o, l := ocrRows > 0 || hdrOCR, layoutRows > 0 || hdrLayout
	switch {
	case o && l:
		return "both", ocrRows, layoutRows
	case o:
		return "ocr_text", ocrRows, layoutRows
	case l:
		return "layout", ocrRows, layoutRows
	}
	// Only extra rows or counts wrong: an extra row is a row read wrong.
	return "ocr_text", ocrRows, layoutRows
}

var (
	brokenDate = regexp.MustCompile(`^[0-9OQ@lI|]{1,2}/[0-9OQ@lI|]{1,3}(/[0-9OQ@lI|]{2,4})?$`)
	okDate     = regexp.MustCompile(`^(0?[1-9]|1[0-2])/(0?[1-9]|[12][0-9]|3[01])(/([0-9]{2}|[0-9]{4}))?$`)
)

// commas formats "1234.56" as "1,234.56".
func commas(s string) string {
	intPart, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, r := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String() + "." + frac
}

func report(order []string, results map[string]*agg) {
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "\nset\tdocs\tzero-error\theader\trows recall\trows precision\tpages\twall s/page\tCPU s/page\tprep s/page\tengine s/page\trotated\tphoto fixed\t")
	for _, set := range order {
		a := results[set]
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%d\t%d\t\n", set, a.docs,
			pct(a.zero, a.docs), pct(a.hdrOK, a.hdrTotal), pct(a.matched, a.truth), pct(a.matched, a.parsed), a.pages,
			per(a.wall, a.pages), per(a.cpu, a.pages), per(a.prep, a.pages), per(a.engine, a.pages), a.rotations, a.persp)
	}
	tw.Flush()
	for _, set := range order {
		fmt.Printf("  %s: %d verified readings not zero-error\n", set, results[set].verifiedWrong)
	}
	fmt.Println("\nmisses by cause (ocr_text: a truth value is not among the OCR'd words; layout: the words are right, the parse is not)")
	for _, set := range order {
		a := results[set]
		var ks []string
		for k := range a.causes {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		var parts []string
		for _, k := range ks {
			parts = append(parts, fmt.Sprintf("%s %d", k, a.causes[k]))
		}
		fmt.Printf("  %-8s %s; missing rows: %d OCR text, %d layout\n", set, strings.Join(parts, ", "), a.rowsOCR, a.rowsLayout)
	}
	fmt.Println("\nforensics (flagged: documents with at least one finding)")
	for _, set := range order {
		a := results[set]
		line := fmt.Sprintf("  %-8s flagged %d of %d documents (%s), %d findings", set, a.flaggedDocs, a.docs, pct(a.flaggedDocs, a.docs), a.findings)
		if a.forged > 0 {
			line += fmt.Sprintf("; forged patch found in %d of %d (%s)", a.forgedHit, a.forged, pct(a.forgedHit, a.forged))
		}
		fmt.Println(line)
		var ks []string
		for k := range a.byKind {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			l := fmt.Sprintf("    %-22s documents flagged %d (%s)", k, a.byKind[k], pct(a.byKind[k], a.docs))
			if a.forged > 0 {
				l += fmt.Sprintf(", on the patch %d", a.forgedByKind[k])
			}
			fmt.Println(l)
		}
	}
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

func per(d time.Duration, n int) float64 {
	if n == 0 {
		return 0
	}
	return d.Seconds() / float64(n)
}

func mib(kb int64) string { return fmt.Sprintf("%.0f MiB", float64(kb)/1024) }

// cpuTime is the user+system time of this process and its waited-for
// children (the engine runs).
func cpuTime() time.Duration {
	var self, kids syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &self)
	_ = syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids)
	tv := func(t syscall.Timeval) time.Duration {
		return time.Duration(t.Sec)*time.Second + time.Duration(t.Usec)*time.Microsecond
	}
	return tv(self.Utime) + tv(self.Stime) + tv(kids.Utime) + tv(kids.Stime)
}

// peakSelf is the Go process's peak resident set in KiB.
func peakSelf() int64 {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return int64(ru.Maxrss)
}

func readRealworld(reader *ocr.Reader, dir string) {
	for _, name := range []string{"cs_scanned.pdf", "cs_test_example.pdf"} {
		pdf, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			fmt.Printf("\n== %s: %v\n", name, err)
			continue
		}
		start := time.Now()
		res, err := reader.ReadPDF(context.Background(), pdf, nil)
		if err != nil {
			fmt.Printf("\n== %s: OCR failed: %v\n", name, err)
			continue
		}
		fmt.Printf("\n== %s (%v)\n", name, time.Since(start).Round(time.Millisecond))
		for _, c := range res.Choices {
			fmt.Printf("page %d: ocr=%v reason=%s words=%d image_cover=%.2f\n", c.Page, c.OCR, c.Reason, c.Words, c.ImageCover)
		}
		for _, p := range res.Pages {
			fmt.Printf("-- page %d: %s at %.0f dpi read at %.0f dpi, rotation %d, skew %.2f°, mean confidence %.1f, prep %v, engine %v\n",
				p.Number, p.Source, p.SourceDPI, p.DPI, p.Rotation, p.Skew, p.MeanConf, p.Prep.Round(time.Millisecond), p.Recognize.Round(time.Millisecond))
			fmt.Println(p.Text())
		}
		sr, perr := docreader.ParseOCR(context.Background(), reader.EngineName(), res)
		if perr != nil {
			fmt.Printf("-- parse: %v\n", perr)
			continue
		}
		fmt.Printf("-- parse: bank %q holder %q period %s..%s opening %s closing %s, %d transactions\n",
			deref(sr.BankName), deref(sr.AccountHolderName), deref(sr.PeriodStart), deref(sr.PeriodEnd), money(sr.StartingBalance), money(sr.EndingBalance), len(sr.Transactions))
		for _, t := range sr.Transactions {
			fmt.Printf("   %s %-50s %10s %s\n", deref(t.Date), deref(t.Description), money(t.Amount), deref(t.Type))
		}
		for _, c := range sr.Checks {
			fmt.Printf("   check %s passed=%v\n", c.Name, c.Passed)
		}
		for _, f := range ocr.Forensics(res, ocr.ForensicsOptions{ConfidenceOutliers: true}) {
			fmt.Printf("   finding %s\n", f)
		}
	}
}

func deref(p *string) string {
	if p == nil {
		return "null"
	}
	return *p
}

func money(p *float64) string {
	if p == nil {
		return "null"
	}
	return fmt.Sprintf("%.2f", *p)
}
