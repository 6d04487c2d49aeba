package main

import (
	"os/exec"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamLTextLayer reads every committed famL fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N") and holds each answer to its own arithmetic: opening
// + credits - debits = closing, in cents, and the printed totals and
// counts are the rows'.
func TestFamLTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), lFamilies, lJobs(), checkAnswerArithmetic)
}
