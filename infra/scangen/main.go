// Command scangen makes scanned and photographed copies of the synthetic
// corpus (testdata/corpus), for the OCR benchmark (infra/ocrbench). Each
// statement is rasterised with pdftoppm, perturbed in Go (skew, quarter
// turns, blur, noise, JPEG quality, gray or colour, resolution, a phone
// photo's perspective and light) and wrapped as an image-only PDF with
// img2pdf; the answer file is copied unchanged next to it. Everything is
// seeded from the file name, so a run reproduces the same files.
//
//	go run ./infra/scangen [-corpus testdata/corpus] [-out testdata/scans-gen] [-sets s300,s150,...] [-only PREFIX] [-every N] [-names FILE]
//
// Sets (one directory each, with manifest.tsv listing what was done):
//
//	s300    every statement at 300 dpi: random mild skew (±2°), noise,
//	        blur, JPEG quality 55–92, gray or tinted colour; one in ten
//	        documents fed sideways or upside down
//	s150    the same at 150 dpi
//	dpi200, dpi400  every fourth statement at 200 and 400 dpi
//	rot     every sixth statement, pages turned 90, 180 or 270 degrees
//	photo   every fifth statement photographed: perspective, a desk
//	        around the sheet, uneven light, colour JPEG
//	mixed   multi-page statements: page 1 kept as text, the rest scanned
//	forged  every fifth statement scanned with one amount pasted over
//	        (clean patch on a noisy page, a patch with its own JPEG grid,
//	        or an upsampled patch); manifest.tsv gives the patch box
//
// -samples DIR writes the few small, fixed scans committed in
// testdata/scans (each PREFIX_NAME.pdf with its answer file) and exits;
// the tests and BenchmarkOCRPage300 read them.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"image"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/testkit/corpuscheck"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// profile is what happens to one document.
type profile struct {
	DPI     float64
	Color   bool
	Skew    float64 // degrees, clockwise
	Quarter int     // clockwise quarter turns of every page (or per page with PerPage)
	PerPage bool    // Quarter cycles 1,2,3 over the pages
	Noise   float64 // gray levels
	Blur    float64 // pixels
	Quality int
	Photo   bool
	Mixed   bool
	Forge   string // "", "clean_paste", "jpeg_shift", "resampled"
	// FirstPage scans page 1 only (a small forensics sample).
	FirstPage bool
}

func (p profile) String() string {
	s := fmt.Sprintf("dpi=%g color=%v skew=%.2f quarter=%d noise=%.1f blur=%.2f q=%d", p.DPI, p.Color, p.Skew, p.Quarter, p.Noise, p.Blur, p.Quality)
	if p.PerPage {
		s += " per_page"
	}
	if p.Photo {
		s += " photo"
	}
	if p.Mixed {
		s += " mixed"
	}
	if p.Forge != "" {
		s += " forge=" + p.Forge
	}
	if p.FirstPage {
		s += " first_page"
	}
	return s
}

var setNames = []string{"s300", "s150", "dpi200", "dpi400", "rot", "photo", "mixed", "forged"}

func main() {
	corpus := flag.String("corpus", "testdata/corpus", "synthetic corpus directory")
	out := flag.String("out", "testdata/scans-gen", "output directory (gitignored)")
	sets := flag.String("sets", strings.Join(setNames, ","), "comma-separated sets to write")
	only := flag.String("only", "", "only documents whose name starts with this")
	seed := flag.Uint64("seed", 1, "seed mixed into every document's random stream")
	samples := flag.String("samples", "", "write the committed samples to this directory (testdata/scans) and exit")
	every := flag.Int("every", 1, "write every n-th document only: the sample ocrbench -every n reads of s300 and s150, whose profiles depend on the name alone (the other sets pick by position and would differ)")
	namesFile := flag.String("names", "", "write only the documents named in this file (one name a line, without .pdf or .json; '#' starts a comment): a fixed sample that does not move when the corpus grows, as -every's does")
	flag.Parse()
	for _, tool := range []string{"pdftoppm", "img2pdf", "qpdf"} {
		if _, err := exec.LookPath(tool); err != nil {
			log.Fatalf("scangen needs %s (apt-get install -y poppler-utils img2pdf qpdf)", tool)
		}
	}
	if *samples != "" {
		if err := writeSamples(*corpus, *samples, *seed); err != nil {
			log.Fatal(err)
		}
		return
	}
	files, err := corpuscheck.Files(*corpus)
	if err != nil || len(files) == 0 {
		log.Fatalf("no corpus in %s: %v", *corpus, err)
	}
	var docs []string
	for _, f := range files {
		t, err := groundtruth.Load(f)
		if err != nil {
			log.Fatal(err)
		}
		// Broken and image-only inputs have nothing to scan; the ten-page
		// benchmark file would only make the sets slower.
		if t.ExpectError == "pdf_encrypted" || t.ExpectError == "no_text_layer" || strings.HasPrefix(filepath.Base(f), "bench_") {
			continue
		}
		if *only != "" && !strings.HasPrefix(filepath.Base(f), *only) {
			continue
		}
		docs = append(docs, f)
	}
	if *namesFile != "" {
		names, err := corpuscheck.ReadNames(*namesFile)
		if err != nil {
			log.Fatal(err)
		}
		var picked []string
		for _, f := range docs {
			if names[strings.TrimSuffix(filepath.Base(f), ".json")] {
				picked = append(picked, f)
			}
		}
		if len(picked) < len(names) {
			log.Printf("%d of the %d names in %s are in the corpus", len(picked), len(names), *namesFile)
		}
		docs = picked
	}
	if *every > 1 {
		var picked []string
		for i, f := range docs {
			if i%*every == 0 {
				picked = append(picked, f)
			}
		}
		docs = picked
	}
	for _, set := range strings.Split(*sets, ",") {
		set = strings.TrimSpace(set)
		if set == "" {
			continue
		}
		if err := writeSet(set, docs, filepath.Join(*out, set), *seed); err != nil {
			log.Fatalf("set %s: %v", set, err)
		}
	}
}

// rngFor returns the random stream of one document in one set.
func rngFor(seed uint64, set, name string) *rand.Rand {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%s/%s", seed, set, name)
	return rand.New(rand.NewPCG(h.Sum64(), seed))
}

// profileFor draws the perturbation of one document of a set, or false
// when the set does not take it.
func profileFor(set string, idx int, name string, pages int, rng *rand.Rand) (profile, bool) {
	scan := func(dpi float64) profile {
		p := profile{DPI: dpi, Color: rng.Float64() < 0.3, Quality: 55 + rng.IntN(38),
			Noise: rng.Float64() * 6, Blur: rng.Float64() * 0.7}
		if rng.Float64() < 0.8 {
			p.Skew = (rng.Float64()*2 - 1) * 2
		}
		return p
	}
	statement := !strings.HasPrefix(name, "notbank_") && !strings.HasPrefix(name, "error_")
	switch set {
	case "s300", "s150":
		p := scan(map[string]float64{"s300": 300, "s150": 150}[set])
		if rng.Float64() < 0.1 {
			p.Quarter = 1 + rng.IntN(3)
		}
		return p, true
	case "dpi200", "dpi400":
		p := scan(map[string]float64{"dpi200": 200, "dpi400": 400}[set])
		return p, idx%4 == 0
	case "rot":
		p := scan(300)
		p.Quarter, p.PerPage = 1+idx/6%3, true
		return p, idx%6 == 0
	case "photo":
		p := scan(0)
		p.Photo, p.Color, p.Quality, p.Skew = true, true, 80+rng.IntN(10), 0
		p.DPI = 200 + float64(rng.IntN(60))
		return p, idx%5 == 0
	case "mixed":
		p := scan(300)
		p.Mixed, p.Quarter = true, 0
		return p, pages >= 2 && statement && idx%3 == 0
	case "forged":
		p := scan(300)
		// Flat and unturned, so the patch lands where the PDF's words are.
		p.Quarter, p.Skew = 0, 0
		p.Noise = 3 + rng.Float64()*4
		p.Quality = 85 + rng.IntN(8)
		p.Forge = []string{"clean_paste", "jpeg_shift", "resampled"}[idx/5%3]
		return p, statement && idx%5 == 0
	}
	return profile{}, false
}

func writeSet(set string, docs []string, dir string, seed uint64) error {
	known := false
	for _, s := range setNames {
		known = known || s == set
	}
	if !known {
		return fmt.Errorf("unknown set %q (have %s)", set, strings.Join(setNames, ", "))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var manifest []string
	n := 0
	for idx, truthPath := range docs {
		name := strings.TrimSuffix(filepath.Base(truthPath), ".json")
		t, err := groundtruth.Load(truthPath)
		if err != nil {
			return err
		}
		pages := max(t.PagesPresent, 1)
		rng := rngFor(seed, set, name)
		p, ok := profileFor(set, idx, name, pages, rng)
		if !ok {
			continue
		}
		note, err := makeScan(corpuscheck.PDFFor(truthPath), filepath.Join(dir, name+".pdf"), p, rng)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		b, err := os.ReadFile(truthPath)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name+".json"), b, 0o644); err != nil {
			return err
		}
		manifest = append(manifest, name+"\t"+p.String()+"\t"+note)
		n++
		fmt.Fprintf(os.Stderr, "%s/%s %s %s\n", set, name, p, note)
	}
	sort.Strings(manifest)
	hdr := "# file\tperturbation\tnote (forged: page x0 y0 x1 y1 of the patch in PDF points, top-left origin)\n"
	if err := os.WriteFile(filepath.Join(dir, "manifest.tsv"), []byte(hdr+strings.Join(manifest, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s: %d documents in %s\n", set, n, dir)
	return nil
}

// makeScan writes the scanned copy of in to out and returns a note for
// the manifest (the patch box of a forgery).
func makeScan(in, out string, p profile, rng *rand.Rand) (string, error) {
	tmp, err := os.MkdirTemp("", "scangen")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	dpi := p.DPI
	if p.Photo {
		// The camera sees the sheet at a higher resolution than it is
		// finally stored at; render well above and let the warp shrink.
		dpi = 300
	}
	args := []string{"-r", fmt.Sprint(dpi)}
	if !p.Color {
		args = append(args, "-gray")
	}
	args = append(args, in, filepath.Join(tmp, "p"))
	if b, err := exec.Command("pdftoppm", args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("pdftoppm: %v: %s", err, b)
	}
	pnms, _ := filepath.Glob(filepath.Join(tmp, "p-*.p?m"))
	sort.Strings(pnms)
	if len(pnms) == 0 {
		return "", errors.New("pdftoppm wrote no pages")
	}
	var note string
	var jpgs []string
	for i, f := range pnms {
		page, err := readPNM(f)
		if err != nil {
			return "", err
		}
		if p.Mixed && i == 0 {
			continue // page 1 stays text
		}
		if p.FirstPage && i > 0 {
			break
		}
		clean := page.clone()
		if p.Color {
			paper := [3]float64{248 - rng.Float64()*6, 245 - rng.Float64()*8, 236 - rng.Float64()*12}
			page.tint(paper, 20+rng.Float64()*20)
		} else {
			page.tint([3]float64{246, 246, 246}, 15+rng.Float64()*20)
		}
		storeDPI := p.DPI
		if p.Photo {
			page = photograph(page, p.DPI/dpi, rng)
		} else if p.Skew != 0 {
			page = page.rotate(p.Skew, [3]uint8{252, 252, 252})
		}
		page.blur(p.Blur)
		page.noise(rng, p.Noise, 2)
		if p.Forge != "" && i == 0 {
			note, err = forge(in, page, clean, p, rng)
			if err != nil {
				return "", err
			}
		}
		q := p.Quarter
		if p.PerPage {
			q = 1 + (p.Quarter-1+i)%3
		}
		page = page.quarter(q)
		b, err := encodeJPEG(page, p.Quality, storeDPI)
		if err != nil {
			return "", err
		}
		jf := filepath.Join(tmp, fmt.Sprintf("s-%03d.jpg", i+1))
		if err := os.WriteFile(jf, b, 0o644); err != nil {
			return "", err
		}
		jpgs = append(jpgs, jf)
	}
	scan := out
	if p.Mixed {
		scan = filepath.Join(tmp, "scan.pdf")
	}
	if b, err := exec.Command("img2pdf", append(append([]string{"--nodate", "--engine", "internal"}, jpgs...), "-o", scan)...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("img2pdf: %v: %s", err, b)
	}
	if p.Mixed {
		// Page 1 of the original, the scanned rest.
		args := []string{"--deterministic-id", "--empty", "--pages", in, "1", scan, "1-z", "--", out}
		if b, err := exec.Command("qpdf", args...).CombinedOutput(); err != nil {
			return "", fmt.Errorf("qpdf: %v: %s", err, b)
		}
	}
	return note, nil
}

// photograph lays the page on a desk and takes it with a phone: the
// sheet scaled by scale, its corners pulled by up to 4% (perspective),
// the light falling off to one side.
func photograph(page *raster, scale float64, rng *rand.Rand) *raster {
	pw, ph := float64(page.w)*scale, float64(page.h)*scale
	margin := 0.06 + rng.Float64()*0.05
	W, H := int(pw*(1+2*margin)), int(ph*(1+2*margin))
	mx, my := pw*margin, ph*margin
	j := func(v float64) float64 { return (rng.Float64()*2 - 1) * v }
	k := 0.025 + rng.Float64()*0.02
	q := [4][2]float64{
		{mx + j(k*pw), my + j(k*ph)},
		{mx + pw + j(k*pw), my + j(k*ph)},
		{mx + pw + j(k*pw), my + ph + j(k*ph)},
		{mx + j(k*pw), my + ph + j(k*ph)},
	}
	// A keystone: one edge visibly shorter than the opposite one.
	switch rng.IntN(4) {
	case 0:
		q[0][0] += 0.03 * pw
		q[1][0] -= 0.03 * pw
	case 1:
		q[3][0] += 0.03 * pw
		q[2][0] -= 0.03 * pw
	case 2:
		q[0][1] += 0.03 * ph
		q[3][1] -= 0.03 * ph
	case 3:
		q[1][1] += 0.03 * ph
		q[2][1] -= 0.03 * ph
	}
	_, inv := homography(float64(page.w), float64(page.h), q)
	desk := [3]uint8{uint8(70 + rng.IntN(50)), uint8(55 + rng.IntN(40)), uint8(40 + rng.IntN(30))}
	out := page.warp(W, H, inv, desk)
	out.light(rng.Float64(), rng.Float64(), 0.25+rng.Float64()*0.15)
	return out
}

var moneyRe = regexp.MustCompile(`^-?\$?\d{1,3}(,\d{3})*\.\d{2}$`)

// forge pastes one amount of page 1 over another: the patch comes from
// the clean rendering (no noise: "clean_paste"), from a copy saved as a
// low-quality JPEG and pasted off the 8x8 grid ("jpeg_shift"), or from a
// half-resolution copy scaled back up ("resampled"). It returns the
// manifest note: page and patch box in PDF points.
func forge(pdfPath string, page, clean *raster, p profile, rng *rand.Rand) (string, error) {
	pdf, err := os.ReadFile(pdfPath)
	if err != nil {
		return "", err
	}
	doc, err := pdftext.PDFium{}.Extract(context.Background(), pdf)
	if err != nil {
		return "", err
	}
	var amts []pdftext.Word
	for _, w := range doc.Pages[0].Words {
		if moneyRe.MatchString(w.Text) && w.Y0 > 0.25*doc.Pages[0].Height {
			amts = append(amts, w)
		}
	}
	if len(amts) < 2 {
		return "no amounts", nil
	}
	s := p.DPI / 72
	px := func(w pdftext.Word) image.Rectangle {
		return image.Rect(int(w.X0*s)-2, int(w.Y0*s)-2, int(math.Ceil(w.X1*s))+2, int(math.Ceil(w.Y1*s))+2)
	}
	dst := amts[rng.IntN(len(amts))]
	// The source amount: another one, preferably as wide.
	src := amts[0]
	best := math.Inf(1)
	for _, a := range amts {
		if a.Text == dst.Text || a.Y0 == dst.Y0 {
			continue
		}
		if d := math.Abs((a.X1 - a.X0) - (dst.X1 - dst.X0)); d < best {
			src, best = a, d
		}
	}
	sr, dr := px(src), px(dst)
	// Right-align (amount columns are), keep the target's line.
	at := image.Pt(dr.Max.X-sr.Dx(), dr.Min.Y)
	from := clean
	switch p.Forge {
	case "jpeg_shift":
		from, err = recompress(page, 40)
		if err != nil {
			return "", err
		}
		// Off the 8x8 grid of the page: a shift that is not a multiple of 8.
		if (at.X-sr.Min.X)%8 == 0 {
			at.X += 3
		}
		if (at.Y-sr.Min.Y)%8 == 0 {
			at.Y += 5
		}
	case "resampled":
		half := clean.warp(clean.w/2, clean.h/2, func(x, y float64) (float64, float64) { return 2 * x, 2 * y }, [3]uint8{255, 255, 255})
		from = half.warp(clean.w, clean.h, func(x, y float64) (float64, float64) { return x / 2, y / 2 }, [3]uint8{255, 255, 255})
	}
	if p.Color && len(from.planes) == 3 && p.Forge != "jpeg_shift" {
		// The clean rendering has white paper; the page is tinted.
		from = from.clone()
		from.tint([3]float64{246, 243, 232}, 25)
	}
	// Blank the target first (white-out), then paste.
	blank := newRaster(dr.Dx(), dr.Dy(), len(page.planes), 250)
	page.paste(blank, image.Rect(0, 0, dr.Dx(), dr.Dy()), dr.Min)
	page.paste(from, sr, at)
	box := image.Rect(min(dr.Min.X, at.X), dr.Min.Y, max(dr.Max.X, at.X+sr.Dx()), max(dr.Max.Y, at.Y+sr.Dy()))
	return fmt.Sprintf("forged page=1 box=%.1f,%.1f,%.1f,%.1f was=%s now=%s", float64(box.Min.X)/s, float64(box.Min.Y)/s,
		float64(box.Max.X)/s, float64(box.Max.Y)/s, dst.Text, src.Text), nil
}

// sample is one committed scan: a fixed perturbation of one corpus file,
// light enough on noise that the JPEGs stay small.
type sample struct {
	prefix, name string
	p            profile
}

var sampleSet = []sample{
	{"s300", "bofa_fpdf-core_month", profile{DPI: 300, Skew: 1.2, Noise: 1.5, Blur: 0.3, Quality: 55}},
	{"s150", "bofa_fpdf-core_month", profile{DPI: 150, Skew: -0.8, Noise: 1.5, Blur: 0.3, Quality: 60}},
	{"rot", "pnc_fpdf-core_month", profile{DPI: 200, Skew: 0.6, Noise: 1, Quality: 55, Quarter: 1, PerPage: true}},
	{"photo", "chromium_html-running_month", profile{DPI: 200, Noise: 1, Blur: 0.3, Quality: 60, Color: true, Photo: true}},
	{"mixed", "bofa_fpdf-core_month", profile{DPI: 300, Skew: -0.5, Noise: 1.5, Quality: 55, Mixed: true}},
	{"forged", "bofa_fpdf-core_month", profile{DPI: 300, Noise: 3, Blur: 0.3, Quality: 70, Forge: "clean_paste", FirstPage: true}},
}

func writeSamples(corpus, dir string, seed uint64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var manifest []string
	for _, s := range sampleSet {
		truth := filepath.Join(corpus, s.name+".json")
		out := s.prefix + "_" + s.name
		rng := rngFor(seed, "samples", out)
		note, err := makeScan(corpuscheck.PDFFor(truth), filepath.Join(dir, out+".pdf"), s.p, rng)
		if err != nil {
			return fmt.Errorf("%s: %w", out, err)
		}
		b, err := os.ReadFile(truth)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, out+".json"), b, 0o644); err != nil {
			return err
		}
		manifest = append(manifest, out+"\t"+s.p.String()+"\t"+note)
		fmt.Fprintf(os.Stderr, "%s %s %s\n", out, s.p, note)
	}
	hdr := "# file\tperturbation\tnote (forged: page x0 y0 x1 y1 of the patch in PDF points, top-left origin)\n"
	return os.WriteFile(filepath.Join(dir, "manifest.tsv"), []byte(hdr+strings.Join(manifest, "\n")+"\n"), 0o644)
}
