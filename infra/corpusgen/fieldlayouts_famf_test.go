package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamFTextLayer reads every committed famF fixture back with
// pdftotext and checks that what its answer asserts is in the PDF's text
// layer (textLayerMisses: every amount, every description word, the
// holder, the last four digits and the balances), that the PDF has the
// answer's page count, and, for the families that number their pages,
// that "1 of N" is printed with that count. FAMF_DIR reads the fixtures
// from another directory (a preview run of the generator).
func TestFamFTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	if v := os.Getenv("FAMF_DIR"); v != "" {
		dir = v
	}
	checkFixtures(t, dir, fFamilies, fJobs(), func(t *testing.T, tr *groundtruth.Truth) {
		for _, x := range tr.Transactions {
			if x.Description != strings.Join(strings.Fields(x.Description), " ") {
				t.Errorf("description %q is not single-spaced", x.Description)
			}
		}
	})
}

// checkFixtures reads back the committed fixture of every job of a group
// of fFamily layouts (famF, famG): what its answer asserts is in the text
// layer, the page count, "1 of N" where the family numbers its pages;
// then check, the group's own tests of the answer.
func checkFixtures(t *testing.T, dir string, fams []fFamily, jobs []fieldJob, check func(*testing.T, *groundtruth.Truth)) {
	t.Helper()
	if len(jobs) == 0 {
		t.Fatal("no documents")
	}
	pageOfN := map[string]bool{}
	for _, f := range fams {
		pageOfN[f.Name] = f.PageOfN
	}
	for _, j := range jobs {
		t.Run(j.Name, func(t *testing.T) {
			pdf := filepath.Join(dir, j.Name+".pdf")
			b, err := os.ReadFile(pdf)
			if err != nil {
				t.Fatalf("%s missing: %v", pdf, err)
			}
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if miss := textLayerMisses(pdf, *tr); len(miss) > 0 {
				t.Errorf("not in the text layer: %s", strings.Join(miss, "; "))
			}
			if got := pagesOf(b); got != tr.PagesPresent {
				t.Errorf("%d pages in the PDF, the answer says %d", got, tr.PagesPresent)
			}
			check(t, tr)
			if pageOfN[j.Layout] {
				out, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
				if err != nil {
					t.Fatal(err)
				}
				m := famfOfN.FindStringSubmatch(string(out))
				if m == nil || m[1] != strconv.Itoa(tr.PagesPresent) {
					t.Errorf("page count %d not printed as \"1 of %d\" (found %v)", tr.PagesPresent, tr.PagesPresent, m)
				}
			}
		})
	}
}

// checkAnswerArithmetic holds an answer to its own arithmetic: its
// descriptions single-spaced, opening + credits - debits = closing in
// cents, and the printed totals and counts the rows'. The text-layer
// tests of the blind-written families pass it to checkFixtures.
func checkAnswerArithmetic(t *testing.T, tr *groundtruth.Truth) {
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
}
