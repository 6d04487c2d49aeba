package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamHTextLayer reads every committed famH fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N" where the family numbers its pages) and holds each
// answer to its own arithmetic: opening + credits - debits = closing, in
// cents, and the printed totals and counts are the rows'.
func TestFamHTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), hFamilies, hJobs(), func(t *testing.T, tr *groundtruth.Truth) {
		var cr, db int64
		var ncr, ndb int
		for _, x := range tr.Transactions {
			if x.Description != strings.Join(strings.Fields(x.Description), " ") {
				t.Errorf("description %q is not single-spaced", x.Description)
			}
			if x.Type == "credit" {
				cr += cents64(x.Amount)
				ncr++
			} else {
				db += cents64(x.Amount)
				ndb++
			}
		}
		if tr.StartingBalance == nil || tr.EndingBalance == nil {
			t.Fatal("answer without balances")
		}
		if got, want := cents64(*tr.StartingBalance)+cr-db, cents64(*tr.EndingBalance); got != want {
			t.Errorf("opening + credits - debits = %d cents, closing %d", got, want)
		}
		if p := tr.Printed; p != nil {
			if p.TotalCredits != nil && cents64(*p.TotalCredits) != cr {
				t.Errorf("printed credits %v, rows %d cents", *p.TotalCredits, cr)
			}
			if p.TotalDebits != nil && cents64(*p.TotalDebits) != db {
				t.Errorf("printed debits %v, rows %d cents", *p.TotalDebits, db)
			}
			if p.CountCredits != nil && *p.CountCredits != ncr {
				t.Errorf("printed credit count %d, rows %d", *p.CountCredits, ncr)
			}
			if p.CountDebits != nil && *p.CountDebits != ndb {
				t.Errorf("printed debit count %d, rows %d", *p.CountDebits, ndb)
			}
		}
	})
}

// TestDailyendPrinted reads the dailyend fixtures back: the hidden
// section markers are in the text layer, and every check's number
// stands in the Check Number column beside the word "Check".
func TestDailyendPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range hJobs() {
		if j.Layout != "dailyend" {
			continue
		}
		n++
		t.Run(j.Name, func(t *testing.T) {
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, j.Name+".pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			for _, m := range []string{"*start*checking summary", "*end*checking summary", "*start*transaction history", "*end*transaction history"} {
				if !strings.Contains(text, m) {
					t.Errorf("marker %q not in the text layer", m)
				}
			}
			for _, r := range j.FS.Rows {
				if r.CheckNo == 0 {
					continue
				}
				if !regexp.MustCompile(fmt.Sprintf(`\b%d\s+Check\b`, r.CheckNo)).MatchString(text) {
					t.Errorf("check %d not printed in the Check Number column", r.CheckNo)
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no dailyend documents")
	}
}
