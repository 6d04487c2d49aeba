package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamDTextLayer reads every committed famD fixture back with
// pdftotext and checks that what its answer asserts is in the text
// layer (textLayerMisses: every amount, every description word, the
// holder, the last four digits and the printed balances), that the
// printed totals are there, and that a "Page N of M" or "N/M" counter
// agrees with the pages of the PDF. FAMD_DIR reads the fixtures from
// another directory (a preview run of the generator).
func TestFamDTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	if v := os.Getenv("FAMD_DIR"); v != "" {
		dir = v
	}
	for _, j := range dJobs() {
		t.Run(j.Name, func(t *testing.T) {
			p := filepath.Join(dir, j.Name+".pdf")
			pdf, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%s missing: %v", p, err)
			}
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if miss := textLayerMisses(p, *tr); len(miss) > 0 {
				t.Errorf("not in the text layer: %s", strings.Join(miss, "; "))
			}
			out, err := exec.Command("pdftotext", "-layout", p, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			flat := strings.Join(strings.Fields(text), " ")
			if pr := tr.Printed; pr != nil {
				for _, v := range []*float64{pr.TotalCredits, pr.TotalDebits} {
					if v != nil && !strings.Contains(flat, money(cents64(*v))) {
						t.Errorf("printed total %s not in the text layer", money(cents64(*v)))
					}
				}
			}
			pages := pagesOf(pdf)
			if tr.PagesPresent != pages {
				t.Errorf("answer says %d pages, the PDF has %d", tr.PagesPresent, pages)
			}
			for _, re := range []*regexp.Regexp{regexp.MustCompile(`Page \d+ of (\d+)`), regexp.MustCompile(`(?m)https?://\S+\s+\d+/(\d+)\s*$`)} {
				for _, m := range re.FindAllStringSubmatch(text, -1) {
					if m[1] != fmt.Sprint(pages) {
						t.Errorf("page counter %q, the PDF has %d pages", strings.TrimSpace(m[0]), pages)
					}
				}
			}
		})
	}
}

// TestFamDPreview writes the famD documents the fpdf producers print to
// FAMD_PREVIEW (a directory), to look at them without regenerating the
// corpus. It does nothing without FAMD_PREVIEW.
func TestFamDPreview(t *testing.T) {
	dir := os.Getenv("FAMD_PREVIEW")
	if dir == "" {
		t.Skip("FAMD_PREVIEW not set")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, j := range dJobs() {
		if !j.isFPDF() {
			continue
		}
		var p producer
		for _, q := range producers {
			if q.Name == j.Producer {
				p = q
			}
		}
		pdf, err := renderField(p, j.Doc.ops, j.Doc.page, j.FS.Bank+" statement")
		if err != nil {
			t.Fatal(err)
		}
		tr := j.FS.truth(j.Layout, j.Producer, j.Doc.page)
		tr.File = j.Name + ".pdf"
		b, _ := marshalTruth(tr)
		if err := os.WriteFile(filepath.Join(dir, j.Name+".pdf"), pdf, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, j.Name+".json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
