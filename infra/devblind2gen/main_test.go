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

// needTools skips the test when a producer is missing: groff with its pdf
// device, Ghostscript's ps2pdf, poppler's pdftocairo / pdftotext /
// pdfinfo, and the DejaVu TrueType fonts.
func needTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"groff", "ps2pdf", "pdftocairo", "pdftotext", "pdfinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	cmd := exec.Command("groff", "-Tpdf")
	cmd.Stdin = strings.NewReader("x\n")
	if err := cmd.Run(); err != nil {
		t.Skipf("groff has no pdf device (install the groff package): %v", err)
	}
	if _, err := os.Stat(ttfDir + "DejaVuSansCondensed.ttf"); err != nil {
		t.Skipf("DejaVu fonts not installed: %v", err)
	}
}

// TestRegenerate writes the whole set into a temporary folder, then holds
// every answer to its own arithmetic, to the committed answer, and to the
// PDF's text: pdftotext -layout must show every transaction's amount.
func TestRegenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating runs groff, Ghostscript and cairo")
	}
	needTools(t)
	dir := t.TempDir()
	if err := generate(dir, ""); err != nil {
		t.Fatal(err)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(paths) != 14 {
		t.Fatalf("%d answers, want 14", len(paths))
	}
	committed := repo.Path("testdata", "devblind2")
	families := map[string]int{}
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
			families[tr.Layout]++
			for _, k := range []string{"gropdf", "Ghostscript", "cairo", "FPDF"} {
				if strings.Contains(tr.Producer, k) {
					producers[k] = true
				}
			}
			reconcile(t, &tr)
			// the committed answer is the regenerated one (the producer
			// string may name another tool version)
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
				t.Errorf("regenerated answer differs from testdata/devblind2/%s", name)
			}
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, tr.File), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			// no page is only its header and footer
			for i, pg := range strings.Split(strings.TrimRight(text, "\f"), "\f") {
				n := 0
				for _, l := range strings.Split(pg, "\n") {
					if strings.TrimSpace(l) != "" {
						n++
					}
				}
				if n < 8 {
					t.Errorf("page %d holds only %d lines", i+1, n)
				}
			}
			for i, x := range tr.Transactions {
				if a := commas(cents(x.Amount)); !strings.Contains(text, a) {
					t.Errorf("row %d (%s %s): amount %s not in the text", i, x.Date, x.Description, a)
				}
			}
		})
	}
	if len(families) != 7 {
		t.Errorf("families %v, want 7", families)
	}
	for f, n := range families {
		if n != 2 {
			t.Errorf("family %s has %d documents, want 2", f, n)
		}
	}
	if len(producers) != 4 {
		t.Errorf("producers %v, want groff, Ghostscript, cairo and fpdf", producers)
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
		if x.Date < tr.PeriodStart || x.Date > tr.PeriodEnd {
			t.Errorf("row dated %s outside the period", x.Date)
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
// do not add up to the printed figures, including a newest-first ledger
// whose bottom-up balance breaks and a carried-forward balance one cent
// off.
func TestCheckRefuses(t *testing.T) {
	for _, d := range append(famNewestFirst().Make()[:1], famPageForward().Make()[:1]...) {
		d.Family = "x"
		n := d.Figs.PagesPrinted
		tr := buildTruth(d, d.Answer, d.Figs, n, "x")
		if err := checkTruth(tr, d.Answer, d.Figs, n); err != nil {
			t.Fatalf("%s: consistent answer refused: %v", d.Name, err)
		}
		tr.Transactions[3].Amount += 0.01
		if err := checkTruth(tr, d.Answer, d.Figs, n); err == nil {
			t.Fatalf("%s: an answer one cent off was accepted", d.Name)
		}
		tr.Transactions[3].Amount -= 0.01
		tr.Transactions[2], tr.Transactions[3] = tr.Transactions[3], tr.Transactions[2]
		d.Figs.Rows[2], d.Figs.Rows[3] = d.Figs.Rows[3], d.Figs.Rows[2]
		if tr.Transactions[2].Amount != tr.Transactions[3].Amount {
			if err := checkTruth(tr, d.Answer, d.Figs, n); err == nil {
				t.Fatalf("%s: two rows swapped against the printed balances were accepted", d.Name)
			}
		}
	}
	d := famPageForward().Make()[0]
	d.Figs.Forward[0].Bal++
	n := d.Figs.PagesPrinted
	if err := checkTruth(buildTruth(d, d.Answer, d.Figs, n, "x"), d.Answer, d.Figs, n); err == nil {
		t.Fatal("a carried-forward balance one cent off was accepted")
	}
}
