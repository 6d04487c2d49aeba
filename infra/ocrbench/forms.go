package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/infra/progress"
	docreader "github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/domain/analysis"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/document/ocr"
)

type formRow struct {
	Name  string          `json:"name"`
	Value json.RawMessage `json:"value"`
}

// readForms scans the filled and flattened forms of dir at dpi (pdftoppm,
// gray, wrapped as an image-only PDF by img2pdf: what an office scanner
// makes), reads each through the parser stage's reader with OCR, and
// reports per form type how many scans have every core name exactly as
// the answer file says, and the misses.
//
// only, limit and every pick a sample as for the scan sets (a name
// prefix, at most limit forms, every n-th form), so a change can be tried
// on a few scans of a shared machine before the whole corpus.
//
// A label a scan's words leave without a value has its cell read again
// (forms.TesseractCells, remembered in cacheDir when given, as the
// pages' words are).
func readForms(r *ocr.Reader, dir string, dpi int, only string, limit, every int, verbose bool, tess ocr.Tesseract, cacheDir string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	sort.Strings(files)
	type tally struct{ docs, right, names, namesRight int }
	byType := map[string]*tally{}
	var types []string
	var cells forms.CellEngine = forms.TesseractCells{Engine: tess}
	if cacheDir != "" {
		cells = cachedCells{CellEngine: cells, dir: cacheDir}
	}
	rd := docreader.Reader{OCR: r, Cells: cells, Timeout: 10 * time.Minute}
	tmp, err := os.MkdirTemp("", "formscan")
	if err != nil {
		fmt.Fprintln(os.Stderr, "ocrbench:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	files = slices.DeleteFunc(files, func(f string) bool {
		base := strings.TrimSuffix(filepath.Base(f), ".pdf")
		return !strings.HasSuffix(base, "-filled") && !strings.HasSuffix(base, "-flat") || !strings.HasPrefix(base, only)
	})
	var picked []string
	for i, f := range files {
		if every > 1 && i%every != 0 {
			continue
		}
		if limit > 0 && len(picked) >= limit {
			break
		}
		picked = append(picked, f)
	}
	files = picked
	meter := progress.Start(os.Stderr, "ocrbench", len(files), "forms to scan and read", 0, progress.Options{Every: 10 * time.Second})
	for _, f := range files {
		meter.Add(1) // counts the form being started: the loop has several exits
		base := strings.TrimSuffix(filepath.Base(f), ".pdf")
		var want []formRow
		b, err := os.ReadFile(strings.TrimSuffix(f, ".pdf") + ".json")
		if err != nil || json.Unmarshal(b, &want) != nil || len(want) == 0 {
			continue // a blank form or no answer
		}
		kind := analysis.KindTaxReturn
		typ, _, _ := strings.Cut(base, "-")
		if typ == "app" {
			kind = analysis.KindApplicationForm
		}
		scan, err := scanPDF(f, filepath.Join(tmp, base), dpi)
		if err != nil {
			fmt.Fprintf(os.Stderr, "ocrbench: scan %s: %v\n", base, err)
			continue
		}
		if *dumpWords {
			// The engine's words of the scan, as the forms reader gets them.
			if res, err := r.ReadPDF(context.Background(), scan, nil); err == nil {
				dump("forms", base, res)
			}
		}
		ex, err := rd.Extract(context.Background(), kind, scan)
		if *dumpWords {
			for _, raw := range ex.Outcome.Data {
				fmt.Printf("   row %s\n", raw)
			}
			for _, c := range ex.Outcome.Corrections {
				fmt.Printf("   fix page %d %q→%q: %s\n", c.Page, c.From, c.To, c.Why)
			}
		}
		var got []formRow
		for _, raw := range ex.Outcome.Data {
			var fr formRow
			if json.Unmarshal(raw, &fr) == nil {
				got = append(got, fr)
			}
		}
		t := byType[typ]
		if t == nil {
			t = &tally{}
			byType[typ] = t
			types = append(types, typ)
		}
		t.docs++
		have := map[string]int{}
		for _, g := range got {
			have[g.Name+"\x00"+string(g.Value)]++
		}
		var misses []string
		for _, w := range want {
			if !forms.IsCore(w.Name) {
				continue
			}
			t.names++
			k := w.Name + "\x00" + string(w.Value)
			if have[k] > 0 {
				have[k]--
				t.namesRight++
				continue
			}
			misses = append(misses, fmt.Sprintf("%s=%s", w.Name, w.Value))
		}
		if err == nil && len(misses) == 0 {
			t.right++
		} else if verbose {
			fmt.Printf("  %s: err=%v missed %s\n", base, err, strings.Join(misses, " "))
		}
	}
	meter.Done()
	fmt.Printf("\nforms scanned at %d dpi (pdftoppm gray → img2pdf), read by the parser stage's reader with OCR:\n", dpi)
	fmt.Printf("  %-8s %5s %18s %16s\n", "form", "docs", "all core names", "core names")
	for _, typ := range types {
		t := byType[typ]
		fmt.Printf("  %-8s %5d %11d (%3.0f%%) %9d/%d\n", typ, t.docs, t.right, 100*float64(t.right)/float64(max(t.docs, 1)), t.namesRight, t.names)
	}
}

// scanPDF renders pdf's pages (with their form fields' appearances) to
// gray images at dpi and wraps them as an image-only PDF.
func scanPDF(pdf, prefix string, dpi int) ([]byte, error) {
	if out, err := exec.Command("pdftoppm", "-r", fmt.Sprint(dpi), "-gray", "-jpeg", "-jpegopt", "quality=85", pdf, prefix).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pdftoppm: %v: %s", err, out)
	}
	pages, _ := filepath.Glob(prefix + "-*.jpg")
	sort.Strings(pages)
	if len(pages) == 0 {
		return nil, fmt.Errorf("pdftoppm wrote no page")
	}
	out := prefix + ".scan.pdf"
	args := append([]string{"--imgsize", fmt.Sprintf("%ddpi", dpi), "-o", out}, pages...)
	if b, err := exec.Command("img2pdf", args...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("img2pdf: %v: %s", err, b)
	}
	return os.ReadFile(out)
}
