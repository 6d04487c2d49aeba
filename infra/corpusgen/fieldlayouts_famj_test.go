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

// TestFamJTextLayer reads every committed famJ fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N") and holds each answer to its own arithmetic: opening
// + credits - debits = closing, in cents, and the printed totals and
// counts are the rows'.
func TestFamJTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), jFamilies, jJobs(), checkAnswerArithmetic)
}

// TestIsoflowPrinted reads the isoflow fixtures back: every row's date
// is printed in ISO form, the pending authorizations are there, and no
// row's amount is printed without its sign.
func TestIsoflowPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	for _, j := range jJobs() {
		if j.Layout != "isoflow" {
			continue
		}
		t.Run(j.Name, func(t *testing.T) {
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, j.Name+".pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range tr.Transactions {
				if !strings.Contains(text, x.Date) {
					t.Errorf("date %s of %q not printed", x.Date, x.Description)
				}
				sign := "\u2013$"
				if x.Type == "credit" {
					sign = "+$"
				}
				if !strings.Contains(text, sign+money(cents64(x.Amount))) {
					t.Errorf("amount %s%s of %q not printed", sign, money(cents64(x.Amount)), x.Description)
				}
			}
			if !strings.Contains(text, "Pending transactions") || !regexp.MustCompile(`pending authorization`).MatchString(text) {
				t.Error("no pending transactions printed")
			}
		})
	}
}
