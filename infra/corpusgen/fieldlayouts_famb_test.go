package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamBTextLayer reads every famB fixture back with pdftotext and
// checks that what its answer asserts is in the PDF's text layer: every
// amount, every word of every description, the holder, the last four
// digits, the balances, the printed totals and "Page N of M" with the
// answer's page count. FAMB_DIR reads the fixtures from another
// directory (a preview run of the generator).
func TestFamBTextLayer(t *testing.T) {
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (poppler-utils)")
	}
	dir := repo.Path("testdata", "corpus")
	if v := os.Getenv("FAMB_DIR"); v != "" {
		dir = v
	}
	for _, j := range fbJobs() {
		t.Run(j.Name, func(t *testing.T) {
			p := filepath.Join(dir, j.Name+".pdf")
			if _, err := os.Stat(p); err != nil {
				t.Fatalf("%s missing: %v", p, err)
			}
			out, err := exec.Command(bin, "-enc", "UTF-8", p, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext: %v", err)
			}
			text := string(out)
			pages := strings.Count(text, "\f")
			if j.Doc != nil && pages != j.Doc.page {
				t.Errorf("%d pages in the text layer, the document has %d", pages, j.Doc.page)
			}
			tr := j.FS.truth(j.Layout, j.Producer, pages)
			has := func(what, s string) {
				if !strings.Contains(text, s) {
					t.Errorf("%s %q is not in the text layer", what, s)
				}
			}
			for _, x := range tr.Transactions {
				has("amount of "+x.Description, money(cents64(x.Amount)))
				words := strings.Fields(x.Description)
				if no, ok := strings.CutPrefix(x.Description, "CHECK #"); ok {
					words = strings.Fields(no)
				}
				for _, w := range words {
					has("word of "+x.Description, w)
				}
			}
			has("holder", tr.AccountHolderName)
			has("last 4", tr.AccountLast4)
			has("starting balance", money(cents64(*tr.StartingBalance)))
			has("ending balance", money(cents64(*tr.EndingBalance)))
			if p := tr.Printed; p != nil {
				for _, v := range []*float64{p.TotalCredits, p.TotalDebits} {
					if v != nil {
						has("printed total", money(cents64(*v)))
					}
				}
			}
			has("page count", fmt.Sprintf("of %d", pages))
		})
	}
}
