package main

import (
	"os/exec"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamGTextLayer reads every committed famG fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count matches, "1 of N" where the family numbers its pages) and holds
// each answer to its own arithmetic: opening + credits - debits =
// closing, and the printed totals and counts are the rows'.
func TestFamGTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), gFamilies, gJobs(), checkAnswerArithmetic)
}
