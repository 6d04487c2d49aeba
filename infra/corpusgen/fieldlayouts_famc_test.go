package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// TestFamCTextLayer reads every committed famC fixture with pdftotext and
// checks that what its answer asserts is in the text layer: every amount,
// every description word, the holder, the last four digits and the
// balances (see textLayerMisses).
func TestFamCTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := "../../testdata/corpus"
	for _, j := range cJobs() {
		t.Run(j.Name, func(t *testing.T) {
			pdf := filepath.Join(dir, j.Name+".pdf")
			if _, err := os.Stat(pdf); err != nil {
				t.Fatalf("%s missing: %v", pdf, err)
			}
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if miss := textLayerMisses(pdf, *tr); len(miss) > 0 {
				t.Errorf("not in the text layer: %s", strings.Join(miss, "; "))
			}
		})
	}
}
