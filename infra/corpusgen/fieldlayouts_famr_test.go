package main

import (
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamRTextLayer reads every committed famR fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N") and holds each answer to its own arithmetic: opening +
// credits - debits = closing, in cents, and the printed totals and counts
// are the rows'.
func TestFamRTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), rFamilies, rJobs(), checkAnswerArithmetic)
}

// TestMixprintCells reads the mixprint fixtures back against their matrix
// cells: every row's amount is printed in the cell's amount convention
// (x-, (x), x CR/DR, $-x, +$x …) and every row's date in the cell's date
// form; the cells differ from each other.
func TestMixprintCells(t *testing.T) {
	cells := map[string]mixConv{}
	seen := map[string]string{}
	for _, c := range mixDocs {
		key := c.Date + "|" + c.Amount + "|" + c.Balance + "|" + c.Summary
		if o, ok := seen[key]; ok {
			t.Errorf("cells %s and %s print the same combination", o, c.Tag)
		}
		seen[key] = c.Tag
		cells[c.Tag] = c
	}
	layoutText(t, rJobs(), "mixprint", func(t *testing.T, text string, tr *groundtruth.Truth) {
		var c mixConv
		for tag, x := range cells {
			if strings.Contains(tr.File, "_"+tag+"_") {
				c = x
			}
		}
		if c.Tag == "" {
			t.Fatalf("%s: no matrix cell", tr.File)
		}
		flat := strings.Join(strings.Fields(text), " ")
		for _, x := range tr.Transactions {
			amt := mixAmt(c.Amount, cents64(x.Amount), x.Type == "credit")
			if c.Amount == "dc" || c.Amount == "cd" {
				amt = money(cents64(x.Amount))
			}
			if !strings.Contains(flat, amt) {
				t.Errorf("amount %s of %q not printed as %s", money(cents64(x.Amount)), x.Description, amt)
			}
			d, err := time.Parse("2006-01-02", x.Date)
			if err != nil {
				t.Fatal(err)
			}
			if s := fmtDate(c.Date, d.Year(), d.Month(), d.Day()); !strings.Contains(flat, s) {
				t.Errorf("date %s of %q not printed as %s", x.Date, x.Description, s)
			}
		}
	})
}
