package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
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

// TestSymshareOrder reads the symshare fixtures back: the Share Savings
// comes first and the Business Share Draft (the answer's account) second,
// and the answer's ending balance is printed in the draft's section.
func TestSymshareOrder(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range lJobs() {
		if j.Layout != "symshare" {
			continue
		}
		n++
		t.Run(j.Name, func(t *testing.T) {
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, j.Name+".pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			sav := regexp.MustCompile(`ID 0000\s+SHARE SAVINGS`).FindStringIndex(text)
			dr := regexp.MustCompile(`ID 0010\s+BUSINESS SHARE DRAFT`).FindStringIndex(text)
			if sav == nil || dr == nil || sav[0] > dr[0] {
				t.Fatalf("share sections at %v (savings) and %v (draft)", sav, dr)
			}
			draft := dr[0]
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			end := money(cents64(*tr.EndingBalance))
			if !strings.Contains(text[draft:], "Ending Balance") || !strings.Contains(text[draft:], end) {
				t.Errorf("ending balance %s not printed in the draft's section", end)
			}
		})
	}
	if n != 5 {
		t.Errorf("%d symshare documents, want 5", n)
	}
}
