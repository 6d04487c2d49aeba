package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestTrioacctPrinted reads the committed trioacct fixtures back: three
// accounts each with its own summary band, the checking's summary counts
// and totals are its answer's, and every debit of the answer is printed
// with a trailing minus.
func TestTrioacctPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range gJobs() {
		if j.Layout != "trioacct" {
			continue
		}
		n++
		t.Run(j.Name, func(t *testing.T) {
			pdf := filepath.Join(dir, j.Name+".pdf")
			out, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			flat := strings.Join(strings.Fields(text), " ")
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Count(text, "Account Number X"); got != 3 {
				t.Errorf("%d account summary bands, want 3", got)
			}
			var cr, db int64
			var ncr, ndb int
			for _, x := range tr.Transactions {
				c := cents64(x.Amount)
				if x.Type == "credit" {
					cr += c
					ncr++
					continue
				}
				db += c
				ndb++
				if !strings.Contains(text, money(c)+"-") {
					t.Errorf("debit %s (%s) not printed with a trailing minus", money(c), x.Description)
				}
			}
			for _, s := range []string{
				fmt.Sprintf("Deposits & Other Credits (%d) %s", ncr, money(cr)),
				fmt.Sprintf("Withdrawals & Other Debits (%d) %s-", ndb, money(db)),
			} {
				if !strings.Contains(flat, s) {
					t.Errorf("checking summary line %q not printed", s)
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no trioacct documents")
	}
}
