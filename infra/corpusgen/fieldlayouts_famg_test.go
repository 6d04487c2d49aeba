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

// TestFamGTextLayer reads every committed famG fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count matches, "1 of N" where the family numbers its pages) and holds
// each answer to its own arithmetic: opening + credits - debits =
// closing, and the printed totals and counts are the rows'.
func TestFamGTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	pageOfN := map[string]bool{}
	for _, f := range gFamilies {
		pageOfN[f.Name] = f.PageOfN
	}
	jobs := gJobs()
	if len(jobs) == 0 {
		t.Fatal("no famG documents")
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
			var cr, db int64
			var ncr, ndb int
			for _, x := range tr.Transactions {
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
