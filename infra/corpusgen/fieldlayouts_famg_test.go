package main

import (
	"os/exec"
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
	checkFixtures(t, repo.Path("testdata", "corpus"), gFamilies, gJobs(), func(t *testing.T, tr *groundtruth.Truth) {
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
	})
}
