package corpuscheck

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestRealworldZeroErrors reads the public statements of the development
// set (../shared/realworld, never copied into the repository) through the
// parser stage, OCR included, and holds each to its hand-checked answer
// in testdata/realworld. The folder is outside the repository, so the
// test skips where it is absent; the scans need Tesseract (REQUIRE_OCR
// turns its absence into a failure, as for the OCR tests).
func TestRealworldZeroErrors(t *testing.T) {
	dir := repo.Shared("realworld")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no development set at %s", dir)
	}
	if _, err := exec.LookPath("tesseract"); err != nil {
		if os.Getenv("REQUIRE_OCR") != "" {
			t.Fatal("tesseract not installed (REQUIRE_OCR is set)")
		}
		t.Skip("tesseract not installed")
	}
	files, err := Files(repo.Path("testdata", "realworld"))
	if err != nil || len(files) == 0 {
		t.Fatalf("realworld answers: %d, %v", len(files), err)
	}
	rd := reader.WithOCR()
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(name, func(t *testing.T) {
			tr, err := groundtruth.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(filepath.Join(dir, name+".pdf"))
			if err != nil {
				t.Fatal(err)
			}
			_, res, perr := rd.ReadStatement(context.Background(), b)
			if s := Compare(tr, res, perr); !s.ZeroError {
				t.Fatalf("not zero-error: header %d/%d, matched %d parsed %d truth %d, verdict %q\n%s",
					s.HeaderOK, s.HeaderTotal, s.Matched, s.Parsed, s.Truth, s.Verdict, strings.Join(s.Problems, "\n"))
			}
		})
	}
}
