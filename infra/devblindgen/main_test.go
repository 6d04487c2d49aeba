package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestRegenerate writes the whole set into a temporary folder, then holds
// every answer to its own arithmetic, to the committed answer, and to the
// PDF's text: pdftotext -layout must show every transaction's amount.
func TestRegenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating runs chromium and LibreOffice")
	}
	for _, tool := range []string{"chromium", "soffice", "pdftotext", "pdfinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	dir := t.TempDir()
	if err := generate(dir, ""); err != nil {
		t.Fatal(err)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(paths) < 20 {
		t.Fatalf("%d answers, want at least 20", len(paths))
	}
	committed := repo.Path("testdata", "devblind")
	families := map[string]bool{}
	producers := map[string]bool{}
	for _, p := range paths {
		name := filepath.Base(p)
		t.Run(strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			dec := json.NewDecoder(bytes.NewReader(b))
			dec.DisallowUnknownFields()
			var tr groundtruth.Truth
			if err := dec.Decode(&tr); err != nil {
				t.Fatal(err)
			}
			families[tr.Layout] = true
			for _, k := range []string{"FPDF", "Skia/PDF", "LibreOffice"} {
				if strings.Contains(tr.Producer, k) {
					producers[k] = true
				}
			}
			reconcile(t, &tr)
			// the committed answer is the regenerated one (the producer
			// string may name another chromium / LibreOffice version)
			cb, err := os.ReadFile(filepath.Join(committed, name))
			if err != nil {
				t.Fatalf("no committed answer: %v", err)
			}
			var ct groundtruth.Truth
			if err := json.Unmarshal(cb, &ct); err != nil {
				t.Fatal(err)
			}
			ct.Producer, tr.Producer = "", ""
			x, _ := json.Marshal(ct)
			y, _ := json.Marshal(tr)
			if !bytes.Equal(x, y) {
				t.Errorf("regenerated answer differs from testdata/devblind/%s", name)
			}
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, tr.File), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			for i, x := range tr.Transactions {
				if a := commas(cents(x.Amount)); !strings.Contains(text, a) {
					t.Errorf("row %d (%s %s): amount %s not in the text", i, x.Date, x.Description, a)
				}
			}
		})
	}
	if len(families) < 10 {
		t.Errorf("%d families, want at least 10", len(families))
	}
	if len(producers) < 3 {
		t.Errorf("producers %v, want fpdf, Chromium and LibreOffice", producers)
	}
}

// reconcile re-does the sums of an answer in cents.
func reconcile(t *testing.T, tr *groundtruth.Truth) {
	t.Helper()
	if tr.ParseQuality != "verified" || tr.StartingBalance == nil || tr.EndingBalance == nil || tr.Printed == nil {
		t.Fatalf("answer not verified or without balances")
	}
	var cr, db int64
	var ncr, ndb int
	for _, x := range tr.Transactions {
		c := cents(x.Amount)
		if c <= 0 {
			t.Errorf("amount %v", x.Amount)
		}
		if x.Type == "credit" {
			cr += c
			ncr++
		} else {
			db += c
			ndb++
		}
		if strings.TrimSpace(x.Description) != x.Description || strings.Contains(x.Description, "  ") {
			t.Errorf("description %q not joined with single spaces", x.Description)
		}
	}
	if got, want := cents(*tr.StartingBalance)+cr-db, cents(*tr.EndingBalance); got != want {
		t.Errorf("opening + credits - debits = %d, closing %d", got, want)
	}
	p := tr.Printed
	if p.TotalCredits != nil && cents(*p.TotalCredits) != cr {
		t.Errorf("total credits %v, rows %d", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && cents(*p.TotalDebits) != db {
		t.Errorf("total debits %v, rows %d", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		t.Errorf("credit count %d, rows %d", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		t.Errorf("debit count %d, rows %d", *p.CountDebits, ndb)
	}
	if n := len(tr.Transactions); n < 15 || n > 80 {
		t.Errorf("%d transactions", n)
	}
	if tr.PagesPresent < 1 || tr.PagesPresent > 4 {
		t.Errorf("%d pages", tr.PagesPresent)
	}
}

// TestCheckRefuses: the generator's check refuses an answer whose rows
// do not add up to the printed figures.
func TestCheckRefuses(t *testing.T) {
	d := famNational().Make()[0]
	n := d.Figs.PagesPrinted
	tr := buildTruth(d, d.Answer, d.Figs, n, "x")
	if err := checkTruth(tr, d.Answer, d.Figs, n); err != nil {
		t.Fatalf("consistent answer refused: %v", err)
	}
	tr.Transactions[3].Amount += 0.01
	if err := checkTruth(tr, d.Answer, d.Figs, n); err == nil {
		t.Fatal("an answer one cent off was accepted")
	}
}
