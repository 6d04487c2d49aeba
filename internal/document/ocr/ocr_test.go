package ocr

import (
	"bufio"
	"context"
	"fmt"
	"image"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/testkit/corpuscheck"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// scansDir holds the committed scan samples (go run ./infra/scangen
// -samples testdata/scans).
var scansDir = filepath.Join("..", "..", "..", "testdata", "scans")

// requireTesseract returns the engine, or skips the test when the
// tesseract binary is not installed; with REQUIRE_OCR=1 it fails instead.
func requireTesseract(tb testing.TB) Tesseract {
	tb.Helper()
	// Generous limits: machines running tests are shared; speed belongs
	// in BenchmarkOCRPage300, not in a timed test.
	t := Tesseract{Timeout: 5 * time.Minute}
	if _, err := t.Available(); err != nil {
		if os.Getenv("REQUIRE_OCR") == "1" {
			tb.Fatalf("tesseract required (REQUIRE_OCR=1) but not usable: %v", err)
		}
		tb.Skipf("tesseract not installed (apt-get install -y tesseract-ocr tesseract-ocr-eng; REQUIRE_OCR=1 makes this a failure): %v", err)
	}
	return t
}

// The samples are read once per test binary.
var (
	samplesMu sync.Mutex
	samples   = map[string]*Result{}
)

func readSample(t *testing.T, name string) *Result {
	t.Helper()
	tess := requireTesseract(t)
	samplesMu.Lock()
	defer samplesMu.Unlock()
	if res, ok := samples[name]; ok {
		return res
	}
	pdf, err := os.ReadFile(filepath.Join(scansDir, name+".pdf"))
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(Options{Engine: tess, PageTimeout: 15 * time.Minute})
	res, err := r.ReadPDF(context.Background(), pdf, nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	samples[name] = res
	return res
}

func parseScore(t *testing.T, name string, res *Result) corpuscheck.Score {
	t.Helper()
	tr, err := groundtruth.Load(filepath.Join(scansDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	sr, perr := statement.ParseDocument(context.Background(), res.Doc, statement.Options{})
	return corpuscheck.Compare(tr, sr, perr)
}

func TestReadSamples(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR of the samples takes seconds per page")
	}
	tests := []struct {
		name string
		// minRecall is the share of truth transactions the parse must
		// find exactly; zero means every header field and row (ZeroError).
		minRecall float64
		rotations []int // per OCR'd page; nil: not checked
		photo     bool
		ocrPages  []bool // per page: read by OCR; nil: not checked
	}{
		{name: "s300_bofa_fpdf-core_month", ocrPages: []bool{true, true}, rotations: []int{0, 0}},
		{name: "s150_bofa_fpdf-core_month", minRecall: 0.9, ocrPages: []bool{true, true}},
		// Page 1 was fed a quarter turn clockwise, page 2 upside down.
		{name: "rot_pnc_fpdf-core_month", minRecall: 0.9, rotations: []int{270, 180}},
		{name: "photo_chromium_html-running_month", minRecall: 0.9, photo: true},
		{name: "mixed_bofa_fpdf-core_month", ocrPages: []bool{false, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := readSample(t, tt.name)
			s := parseScore(t, tt.name, res)
			if tt.minRecall == 0 && !s.ZeroError {
				t.Errorf("not zero-error: %v", s.Problems)
			}
			if r := float64(s.Matched) / float64(max(s.Truth, 1)); r < tt.minRecall {
				t.Errorf("recall %.2f < %.2f: %v", r, tt.minRecall, s.Problems)
			}
			for i, want := range tt.ocrPages {
				if res.Choices[i].OCR != want {
					t.Errorf("page %d: OCR %v (%s), want %v", i+1, res.Choices[i].OCR, res.Choices[i].Reason, want)
				}
			}
			for i, want := range tt.rotations {
				if i < len(res.Pages) && res.Pages[i].Rotation != want {
					t.Errorf("page %d: rotation %d, want %d", res.Pages[i].Number, res.Pages[i].Rotation, want)
				}
			}
			for _, p := range res.Pages {
				if tt.photo && !p.Perspective.Corrected {
					t.Errorf("page %d: photo not rectified: %+v", p.Number, p.Perspective)
				}
				if !tt.photo && p.Perspective.Paper {
					t.Errorf("page %d: a scan taken for a photo", p.Number)
				}
				if len(p.Words) != len(p.Conf) || p.MeanConf < 80 {
					t.Errorf("page %d: %d words, %d confidences, mean %.1f", p.Number, len(p.Words), len(p.Conf), p.MeanConf)
				}
			}
		})
	}
}

// TestWordsMapBackToThePage compares where OCR puts a word on the scanned
// page with where the text PDF the scan was made from has it, carried
// through scangen's skew and quarter turn: the mapping back through the
// embedded image's placement, the turns and the deskew must land there.
func TestWordsMapBackToThePage(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR of the samples takes seconds per page")
	}
	for _, name := range []string{"s300_bofa_fpdf-core_month", "rot_pnc_fpdf-core_month"} {
		t.Run(name, func(t *testing.T) {
			res := readSample(t, name)
			orig, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "corpus", strings.SplitN(name, "_", 2)[1]+".pdf"))
			if err != nil {
				t.Fatal(err)
			}
			doc, err := pdftext.PDFium{}.Extract(context.Background(), orig)
			if err != nil {
				t.Fatal(err)
			}
			skew := manifestSkew(t, name)
			for _, p := range res.Pages {
				op := doc.Pages[p.Number-1]
				truth, seen := unique(op.Words), unique(p.Words)
				n := 0
				var worst float64
				for i, w := range p.Words {
					tw, ok := truth[w.Text]
					if _, once := seen[w.Text]; !ok || !once || len(w.Text) < 4 {
						continue
					}
					x0, y0, x1, y1 := p.OriginalBox(i)
					ox, oy := toScan(p, (tw.X0+tw.X1)/2, (tw.Y0+tw.Y1)/2, op, skew)
					worst = math.Max(worst, math.Hypot((x0+x1)/2-ox, (y0+y1)/2-oy))
					n++
				}
				if n < 20 {
					t.Fatalf("page %d: only %d words to compare", p.Number, n)
				}
				// OCR ink boxes against PDFium's advance boxes, and the
				// pixel grid: a few points at most.
				if worst > 4 {
					t.Errorf("page %d: a word lands %.1f pt from where the PDF has it (%d words)", p.Number, worst, n)
				}
			}
		})
	}
}

// unique maps the texts that occur once on a page to their word.
func unique(ws []pdftext.Word) map[string]pdftext.Word {
	count := map[string]int{}
	for _, w := range ws {
		count[w.Text]++
	}
	out := map[string]pdftext.Word{}
	for _, w := range ws {
		if count[w.Text] == 1 {
			out[w.Text] = w
		}
	}
	return out
}

// toScan maps a point of the original page to where scangen put it on
// the scanned page: turned by skew degrees (clockwise) about the page
// centre, then by the quarter turn the reader undid (Rotation is the
// turn that made the page upright again).
func toScan(p Page, x, y float64, orig pdftext.Page, skew float64) (float64, float64) {
	W, H := orig.Width, orig.Height
	x, y = Rotate(skew, W/2, H/2).Apply(x, y)
	switch (360 - p.Rotation) % 360 {
	case 90:
		return H - y, x
	case 180:
		return W - x, H - y
	case 270:
		return y, W - x
	}
	return x, y
}

func TestForensicsSamples(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR of the samples takes seconds per page")
	}
	// The honest scan raises no image finding.
	res := readSample(t, "s300_bofa_fpdf-core_month")
	for _, f := range Forensics(res, ForensicsOptions{}) {
		if f.Kind != KindConfidenceOutlier {
			t.Errorf("honest scan: %s", f)
		}
	}
	// The forged one is found where the patch is.
	res = readSample(t, "forged_bofa_fpdf-core_month")
	box := manifestBox(t, "forged_bofa_fpdf-core_month")
	found := false
	for _, f := range Forensics(res, ForensicsOptions{}) {
		t.Logf("forged: %s", f)
		if f.Page == 1 && f.X0 < box[2] && f.X1 > box[0] && f.Y0 < box[3] && f.Y1 > box[1] {
			found = true
		}
	}
	if !found {
		t.Errorf("no finding on the pasted amount at %v", box)
	}
}

// manifestLine returns the manifest entry of a sample.
func manifestLine(t *testing.T, name string) string {
	t.Helper()
	f, err := os.Open(filepath.Join(scansDir, "manifest.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if cols := strings.SplitN(sc.Text(), "\t", 2); len(cols) == 2 && cols[0] == name {
			return cols[1]
		}
	}
	t.Fatalf("%s: not in the manifest", name)
	return ""
}

// manifestSkew reads the skew scangen gave a sample.
func manifestSkew(t *testing.T, name string) float64 {
	t.Helper()
	for _, f := range strings.Fields(manifestLine(t, name)) {
		if v, ok := strings.CutPrefix(f, "skew="); ok {
			s, _ := strconv.ParseFloat(v, 64)
			return s
		}
	}
	return 0
}

// manifestBox reads the patch box of a forged sample.
func manifestBox(t *testing.T, name string) [4]float64 {
	t.Helper()
	for _, kv := range strings.Fields(manifestLine(t, name)) {
		if v, ok := strings.CutPrefix(kv, "box="); ok {
			var b [4]float64
			for i, s := range strings.Split(v, ",") {
				if i < 4 {
					b[i], _ = strconv.ParseFloat(s, 64)
				}
			}
			return b
		}
	}
	t.Fatalf("%s: no box in the manifest", name)
	return [4]float64{}
}

// BenchmarkOCRPage300 reads page 1 of the committed 300 dpi sample (the
// embedded scan, pre-processing, tesseract, mapping back): the cost of a
// page on one core. Run with GOMAXPROCS=1 (tesseract runs one thread):
//
//	GOMAXPROCS=1 go test -run '^$' -bench OCRPage300 -benchtime 5x ./internal/document/ocr
//
// ns/op is the wall clock of a page; page-cpu-s/page its CPU, this
// process's (go-cpu-s/page: pre-processing, mapping back, forensics) and
// the engine's (engine-runs/page × engine-cpu-s/run), the figure that
// holds on a loaded machine.
func BenchmarkOCRPage300(b *testing.B) {
	tess := requireTesseract(b)
	pdf, err := os.ReadFile(filepath.Join(scansDir, "s300_bofa_fpdf-core_month.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	// openmp: the engine as Debian ships it; serial: with the serial
	// OpenMP stand-ins preloaded, as the container image runs it
	// (infra/ocrimage/serialomp.c; skipped without a C compiler).
	for _, bc := range []struct {
		name   string
		serial bool
	}{{"openmp", false}, {"serial", true}} {
		b.Run(bc.name, func(b *testing.B) {
			stats := &EngineStats{}
			tess := tess
			tess.Stats, tess.Preload = stats, "-" // not a library beside the test binary
			if bc.serial {
				if tess.Preload = serialOMP(b); tess.Preload == "" {
					b.Skip("no C compiler to build infra/ocrimage/serialomp.c")
				}
			}
			r := NewReader(Options{Engine: tess})
			src, _, err := r.pageSource(context.Background(), pdf, 1)
			if err != nil {
				b.Fatal(err)
			}
			var words int
			// The whole page's CPU: this process's own (pre-processing,
			// mapping back, forensics, the engine's plumbing) over the
			// loop plus the engine's runs, so that a claim rests on CPU
			// seconds where a loaded machine makes the wall clock noisy.
			self0 := selfCPU()
			for b.Loop() {
				pg, err := r.ReadImage(context.Background(), src)
				if err != nil {
					b.Fatal(err)
				}
				words = len(pg.Words)
			}
			self := selfCPU() - self0
			runs, cpu, rss := stats.Snapshot()
			n := float64(max(b.N, 1))
			b.ReportMetric(float64(words), "words/page")
			b.ReportMetric(float64(runs)/n, "engine-runs/page")
			b.ReportMetric(cpu.Seconds()/float64(max(runs, 1)), "engine-cpu-s/run")
			b.ReportMetric(self.Seconds()/n, "go-cpu-s/page")
			b.ReportMetric((self+cpu).Seconds()/n, "page-cpu-s/page")
			b.ReportMetric(float64(rss)/1024, "engine-peak-MiB")
		})
	}
}

// replayEngine answers the reader's engine calls with what a real
// engine answered to the same calls in the same order (recorded once),
// so that a benchmark measures the reader's own work alone.
type replayEngine struct {
	Engine
	record bool
	calls  [][]RawWord
	sizes  []image.Rectangle
	next   int
}

func (e *replayEngine) Recognize(ctx context.Context, img *image.Gray, opt RecognizeOptions) ([]RawWord, error) {
	if e.record {
		ws, err := e.Engine.Recognize(ctx, img, opt)
		e.calls, e.sizes = append(e.calls, ws), append(e.sizes, img.Bounds())
		return ws, err
	}
	i := e.next % len(e.calls)
	e.next++
	if img.Bounds() != e.sizes[i] {
		return nil, fmt.Errorf("replay: call %d read a %v image, recorded %v", i, img.Bounds(), e.sizes[i])
	}
	return slices.Clone(e.calls[i]), nil
}

// BenchmarkOCRPage300Go is BenchmarkOCRPage300 without the engine: the
// engine's words are recorded once and replayed, so the figure is the
// reader's own CPU a page (pre-processing, the second pass's strip,
// mapping back, word rules, forensic measures).
//
//	GOMAXPROCS=1 go test -run '^$' -bench OCRPage300Go -benchtime 20x ./internal/document/ocr
func BenchmarkOCRPage300Go(b *testing.B) {
	tess := requireTesseract(b)
	pdf, err := os.ReadFile(filepath.Join(scansDir, "s300_bofa_fpdf-core_month.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	rec := &replayEngine{Engine: tess, record: true}
	r := NewReader(Options{Engine: rec})
	src, _, err := r.pageSource(context.Background(), pdf, 1)
	if err != nil {
		b.Fatal(err)
	}
	first, err := r.ReadImage(context.Background(), src)
	if err != nil {
		b.Fatal(err)
	}
	rec.record = false
	self0 := selfCPU()
	for b.Loop() {
		pg, err := r.ReadImage(context.Background(), src)
		if err != nil {
			b.Fatal(err)
		}
		if !slices.Equal(pg.Words, first.Words) {
			b.Fatal("replayed reading differs from the recorded one")
		}
	}
	b.ReportMetric((selfCPU()-self0).Seconds()/float64(max(b.N, 1)), "go-cpu-s/page")
	b.ReportMetric(float64(len(rec.calls)), "engine-calls/page")
}

// selfCPU is the CPU time (user and system) this process has used.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

var (
	serialOnce sync.Once
	serialLib  string
)

// serialOMP builds infra/ocrimage/serialomp.c once per test binary and
// returns the library's path, or "" without a C compiler.
func serialOMP(tb testing.TB) string {
	tb.Helper()
	serialOnce.Do(func() {
		cc, err := exec.LookPath("gcc")
		if err != nil {
			return
		}
		dir, err := os.MkdirTemp("", "serialomp-")
		if err != nil {
			return
		}
		lib := filepath.Join(dir, "libserialomp.so")
		src := filepath.Join("..", "..", "..", "infra", "ocrimage", "serialomp.c")
		if out, err := exec.Command(cc, "-O2", "-shared", "-fPIC", "-o", lib, src).CombinedOutput(); err != nil {
			tb.Logf("building serialomp: %v: %s", err, out)
			return
		}
		serialLib = lib
	})
	return serialLib
}

// TestSerialOMP: the engine reads the committed 300 dpi page to the
// same words, boxes and confidences with the serial OpenMP stand-ins
// preloaded as without them.
func TestSerialOMP(t *testing.T) {
	tess := requireTesseract(t)
	lib := serialOMP(t)
	if lib == "" {
		t.Skip("no C compiler to build infra/ocrimage/serialomp.c")
	}
	pdf, err := os.ReadFile(filepath.Join(scansDir, "s300_bofa_fpdf-core_month.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	src, _, err := NewReader(Options{Engine: tess}).pageSource(context.Background(), pdf, 1)
	if err != nil {
		t.Fatal(err)
	}
	read := func(preload string) []RawWord {
		e := tess
		e.Preload = preload
		pp := NewReader(Options{Engine: e}).startImage(src)
		ws, err := e.Recognize(context.Background(), pp.prep.img, RecognizeOptions{DPI: 300})
		if err != nil {
			t.Fatal(err)
		}
		return ws
	}
	gomp, serial := read("-"), read(lib)
	if len(gomp) < 300 || !slices.Equal(gomp, serial) {
		t.Fatalf("%d words with libgomp, %d with serialomp, or they differ", len(gomp), len(serial))
	}
}

// BenchmarkPageSource compares the two ways to get a scanned page's
// image: the embedded JPEG decoded at its own resolution, against
// PDFium rendering the page at 300 dpi.
func BenchmarkPageSource(b *testing.B) {
	pdf, err := os.ReadFile(filepath.Join(scansDir, "s300_bofa_fpdf-core_month.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	if err := pdftext.Warm(); err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name   string
		render bool
	}{{"native", false}, {"render300", true}} {
		b.Run(bc.name, func(b *testing.B) {
			r := NewReader(Options{Render: bc.render})
			for b.Loop() {
				src, _, err := r.pageSource(context.Background(), pdf, 1)
				if err != nil {
					b.Fatal(err)
				}
				_ = pdftext.GrayOf(src.Image)
			}
		})
	}
}

func TestLabelSplit(t *testing.T) {
	word := rawWord
	checkSplits(t, "labelSplit", labelSplit, []splitCase{
		{"NAME:JOHNSON split, one unsure confidence", word("NAME:", 100, 160, 24.3), word("JOHNSON", 169, 260, 24.3), true},
		{"ID:1360834939 split", word("ID:", 100, 130, 5.2), word("1360834939", 138, 260, 5.2), true},
		{"a real space: sure, own confidences", word("number:", 100, 190, 96.3), word("4576", 203, 250, 95.9), false},
		{"same unsure confidence, a wide gap", word("DATA:", 100, 160, 89.8), word("L2189306", 190, 290, 89.8), false},
		{"sure, the same confidence", word("NAME:", 100, 160, 96.0), word("JOHNSON", 169, 260, 96.0), false},
		{"different confidences", word("NAME:", 100, 160, 40), word("JOHNSON", 169, 260, 60), false},
		{"no colon", word("NAME", 100, 160, 24.3), word("JOHNSON", 169, 260, 24.3), false},
		{"a lone colon", word(":", 100, 105, 24.3), word("JOHNSON", 110, 200, 24.3), false},
	})
}

// TestThousandsSplit: a balance the engine split after its thousands
// comma (s300 cairo_cudraft_month "28," "783.63", both at 86, 3.6 pt
// apart in 7-point type) is one word; a list, a sure space or a
// half without cents stays apart.
func TestThousandsSplit(t *testing.T) {
	word := rawWord
	checkSplits(t, "thousandsSplit", thousandsSplit, []splitCase{
		{"a balance split at its comma", word("28,", 100, 140, 86), word("783.63", 155, 240, 86), true},
		{"millions", word("1,234,", 100, 180, 70), word("567.89", 195, 280, 70), true},
		{"a negative figure", word("-4,", 100, 130, 80), word("083.85", 145, 230, 80), true},
		{"the tail's groups", word("12,", 100, 140, 75), word("345,678.90", 155, 300, 75), true},
		{"different confidences: two words", word("28,", 100, 140, 96), word("783.63", 155, 240, 91), false},
		{"a wide gap", word("28,", 100, 140, 86), word("783.63", 200, 285, 86), false},
		{"no cents", word("1,", 100, 120, 80), word("234", 135, 180, 80), false},
		{"four digits after the comma", word("28,", 100, 140, 86), word("7830.63", 155, 250, 86), false},
		{"a word before", word("TAX,", 100, 160, 86), word("783.63", 175, 260, 86), false},
	})
}

// TestDigitSplit: a reference the engine split into two runs of digits
// at one unsure confidence is one word; numbers read each with its own
// confidence, sure ones, or far apart stay two.
func TestDigitSplit(t *testing.T) {
	word := rawWord
	checkSplits(t, "digitSplit", digitSplit, []splitCase{
		{"a card purchase's reference", word("S962651", 100, 210, 0.4), word("469626514", 217, 330, 0.4), true},
		{"S read as S$", word("S$238941", 100, 215, 1.2), word("769238941", 222, 330, 1.2), true},
		{"digits alone", word("140986631", 100, 210, 12.5), word("326097", 218, 300, 12.5), true},
		{"own confidences", word("85004", 100, 160, 96.8), word("5966394", 170, 250, 97.1), false},
		{"sure, the same confidence", word("85004", 100, 160, 95), word("5966394", 170, 250, 95), false},
		{"a wide gap", word("S962651", 100, 210, 0.4), word("469626514", 240, 350, 0.4), false},
		{"a word after", word("S962651", 100, 210, 0.4), word("CARD", 217, 280, 0.4), false},
		{"a figure before", word("12.50", 100, 160, 0.4), word("469626514", 167, 280, 0.4), false},
	})
}

// TestTargetScale: with SharpDPI set, a native scan at the engine's
// resolution or finer is read at SharpDPI; a coarser scan, or a
// rendering, at DPI.
func TestTargetScale(t *testing.T) {
	for _, tc := range []struct {
		name    string
		opt     Options
		srcDPI  float64
		native  bool
		wantDPI float64
	}{
		{"off by default", Options{}, 300, true, 300},
		{"300 dpi scan", Options{SharpDPI: 250}, 300, true, 250},
		{"305 dpi scan", Options{SharpDPI: 250}, 305, true, 250},
		{"600 dpi scan", Options{SharpDPI: 250}, 600, true, 250},
		{"150 dpi scan enlarged", Options{SharpDPI: 250}, 150, true, 300},
		{"200 dpi scan enlarged", Options{SharpDPI: 250}, 200, true, 300},
		{"a rendering", Options{SharpDPI: 250}, 300, false, 300},
		{"negative: off", Options{SharpDPI: -1}, 300, true, 300},
		{"DPI under SharpDPI", Options{DPI: 200, SharpDPI: 250}, 300, true, 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewReader(tc.opt)
			got := r.targetScale(Source{Scale: tc.srcDPI / 72, Native: tc.native}) * 72
			if math.Abs(got-tc.wantDPI) > 1e-9 {
				t.Errorf("read at %g dpi, want %g", got, tc.wantDPI)
			}
		})
	}
}

func TestDropSpecks(t *testing.T) {
	w := func(text string, line int, conf float64) RawWord { return RawWord{Text: text, Line: line, Conf: conf} }
	in := []RawWord{
		w("CARD", 1, 96), w("PURCHASE", 1, 96), w("540.59", 1, 96),
		w("f", 2, 0),   // a speck read as a letter on a line of its own
		w("1", 3, 95),  // a page number, read sure
		w("T", 4, 45),  // unsure, but not all but rejected
		w("DR", 5, 12), // two characters, alone, rejected
		w("ABC", 6, 5), // three characters: a word, however unsure
		w("x", 1, 3),   // on a line with other words: left to toWords
		w(":", 7, 8),   // no letter or digit, unsure
		w("$", 7, 96),  // printed, read sure
		w("‘", 8, 90),  // a lone quote
		w("=", 9, 64),  // a speck between a row's two dates, read fairly sure
		w("|", 9, 90),  // a table's vertical rule
		w("-", 9, 93),  // a printed dash (a zero difference)
	}
	var got []string
	for _, x := range dropSpecks(in) {
		got = append(got, x.Text)
	}
	want := []string{"CARD", "PURCHASE", "540.59", "1", "T", "ABC", "x", "$", "-"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("dropSpecks kept %q, want %q", got, want)
	}
}

// TestDropSpecksPrintedMark: a "*", ":" or "=" printed as a word of a
// description, read sure between two close words, stays; the same
// marks unsure, at a line's end or across a column's gap go.
func TestDropSpecksPrintedMark(t *testing.T) {
	w := func(text string, line, x0, x1 int, conf float64) RawWord {
		return RawWord{Text: text, Line: line, Box: image.Rect(x0, 100, x1, 125), Conf: conf}
	}
	in := []RawWord{
		w("DENVER", 1, 100, 220, 96), w("*", 1, 232, 245, 91), w("CO", 1, 257, 300, 96),
		w("DEPOSIT", 2, 100, 220, 96), w(":", 2, 230, 236, 92), w("REF", 2, 246, 300, 96),
		w("EUR", 3, 100, 160, 96), w("=", 3, 170, 185, 95), w("1.07948", 3, 195, 300, 96),
		w("01/05", 4, 100, 180, 96), w("=", 4, 230, 245, 64), w("01/05", 4, 300, 380, 96),
		w("01/05", 5, 100, 180, 96), w("=", 5, 230, 245, 95), w("01/05", 5, 300, 380, 96),
		w("Total", 6, 100, 180, 96), w("*", 6, 190, 200, 93),
		w("*", 7, 100, 110, 93), w("INDICATES", 7, 120, 280, 96),
		w("DENVER", 8, 100, 220, 96), w("|", 8, 232, 236, 93), w("CO", 8, 248, 300, 96),
	}
	var got []string
	for _, x := range dropSpecks(in) {
		got = append(got, x.Text)
	}
	want := []string{"DENVER", "*", "CO", "DEPOSIT", ":", "REF", "EUR", "=", "1.07948",
		"01/05", "01/05", "01/05", "01/05", "Total", "INDICATES", "DENVER", "CO"}
	if !slices.Equal(got, want) {
		t.Errorf("dropSpecks kept %q,\nwant %q", got, want)
	}
}

// TestToWordsOverlap: pieces a pixel apart are one word the engine split;
// a box the engine stretched over the next word leaves two words, the
// first clipped before the second (s300 chromium_html-neobank_decjan read
// "FINANCINGACH").
func TestToWordsOverlap(t *testing.T) {
	raw := []RawWord{
		{Text: "FORWARD", Box: image.Rect(514, 304, 679, 330), Conf: 97},
		{Text: "FINANCING", Box: image.Rect(694, 292, 957, 330), Conf: 96},
		{Text: "ACH", Box: image.Rect(885, 288, 948, 341), Conf: 96},
		{Text: "DEBIT", Box: image.Rect(971, 305, 1069, 330), Conf: 96},
		{Text: "0719476", Box: image.Rect(1200, 305, 1330, 330), Conf: 90},
		{Text: "373", Box: image.Rect(1331, 305, 1390, 330), Conf: 90},
	}
	ws, got := oneLineWords(raw)
	if want := []string{"FORWARD", "FINANCING", "ACH", "DEBIT", "0719476373"}; !slices.Equal(got, want) {
		t.Fatalf("words %q, want %q", got, want)
	}
	if ws[1].X1 >= ws[2].X0 {
		t.Errorf("FINANCING ends at %.1f, after ACH starts (%.1f)", ws[1].X1, ws[2].X0)
	}
}

// BenchmarkOCRDocument300 reads the committed two-page 300 dpi scan as
// the OCR stage does (ReadPDF: one engine run for its pages) and with a
// run a page (NoBatch), and reports the engine's runs and CPU per page;
// the process CPU of the test binary (engine included) is the time
// command's to read.
func BenchmarkOCRDocument300(b *testing.B) {
	tess := requireTesseract(b)
	stats := &EngineStats{}
	tess.Stats = stats
	pdf, err := os.ReadFile(filepath.Join(scansDir, "s300_bofa_fpdf-core_month.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name    string
		noBatch bool
	}{{"batch", false}, {"single", true}} {
		b.Run(bc.name, func(b *testing.B) {
			*stats = EngineStats{}
			r := NewReader(Options{Engine: tess, NoBatch: bc.noBatch})
			pages := 0
			for b.Loop() {
				res, err := r.ReadPDF(context.Background(), pdf, nil)
				if err != nil {
					b.Fatal(err)
				}
				pages += len(res.Pages)
			}
			runs, cpu, _ := stats.Snapshot()
			b.ReportMetric(float64(runs)/float64(max(pages, 1)), "engine-runs/page")
			b.ReportMetric(cpu.Seconds()/float64(max(pages, 1)), "engine-cpu-s/page")
		})
	}
}

// TestToWordsOverlapAfterMark: a comma's box reaching under the letter
// after it is one word the engine split at the mark (a copier scan's
// "CARTHAGE,T", printed with no space), not a box stretched over the
// next word.
func TestToWordsOverlapAfterMark(t *testing.T) {
	_, got := oneLineWords([]RawWord{
		{Text: "ID#0845", Box: image.Rect(514, 304, 679, 330), Conf: 95},
		{Text: "CARTHAGE,", Box: image.Rect(722, 304, 930, 336), Conf: 93},
		{Text: "T", Box: image.Rect(915, 304, 936, 330), Conf: 91},
	})
	if !slices.Equal(got, []string{"ID#0845", "CARTHAGE,T"}) {
		t.Fatalf("words %q, want [ID#0845 CARTHAGE,T]", got)
	}
}

// oneLineWords runs toWords on engine words of one line of a 300 dpi
// page and returns the words and their texts.
func oneLineWords(raw []RawWord) ([]pdftext.Word, []string) {
	line := image.Rect(514, 289, 2396, 342)
	for i := range raw {
		raw[i].Line, raw[i].LineBox = 1, line
	}
	ws, _ := toWords(raw, 300.0/72, 2)
	var got []string
	for _, w := range ws {
		got = append(got, w.Text)
	}
	return ws, got
}

// splitCase is two engine words and whether a pair rule makes them one.
type splitCase struct {
	name    string
	prev, w RawWord
	want    bool
}

// rawWord is an engine word on a 25-pixel line at y 100.
func rawWord(text string, x0, x1 int, conf float64) RawWord {
	return RawWord{Text: text, Box: image.Rect(x0, 100, x1, 125), Conf: conf}
}

// checkSplits runs a rule that decides whether the engine split one word
// in two, at an em of 34 pixels (a 25-pixel cap height).
func checkSplits(t *testing.T, rule string, f func(prev, w RawWord, em float64) bool, tests []splitCase) {
	t.Helper()
	const em = 34.0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := f(tt.prev, tt.w, em); got != tt.want {
				t.Errorf("%s = %v, want %v", rule, got, tt.want)
			}
		})
	}
}
