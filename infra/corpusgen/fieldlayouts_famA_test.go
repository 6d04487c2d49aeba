package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// TestFamAText reads the committed famA fixtures back through pdftotext:
// every answer amount, every word of every description, the holder, the
// last four digits, the bank's name and both balances must be in the
// PDF's text layer as each producer wrote it (not only in the ops).
func TestFamAText(t *testing.T) {
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	dir := "../../testdata/corpus"
	for _, j := range famAJobs() {
		t.Run(j.Name, func(t *testing.T) {
			pdf := filepath.Join(dir, j.Name+".pdf")
			if _, err := os.Stat(pdf); err != nil {
				t.Fatalf("%s not committed: %v", pdf, err)
			}
			out, err := exec.Command(bin, "-raw", "-enc", "UTF-8", pdf, "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			flat := strings.Join(strings.Fields(text), " ")
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range tr.Transactions {
				if x.Description != strings.Join(strings.Fields(x.Description), " ") {
					t.Errorf("description %q is not single-spaced", x.Description)
				}
				if m := money(cents64(x.Amount)); !strings.Contains(text, m) {
					t.Errorf("amount %s of %q not in the text layer", m, x.Description)
				}
				words := strings.Fields(x.Description)
				if no, ok := strings.CutPrefix(x.Description, "CHECK #"); ok {
					words = []string{no}
				}
				if ref, ok := strings.CutPrefix(x.Description, "DEPOSIT #"); ok {
					words = []string{ref} // a deposit grid's ticket (the deposit-grid rule)
				}
				for _, w := range words {
					if !strings.Contains(text, w) {
						t.Errorf("word %q of %q not in the text layer", w, x.Description)
					}
				}
			}
			for _, s := range []string{tr.AccountHolderName, tr.AccountLast4, money(cents64(*tr.StartingBalance)), money(cents64(*tr.EndingBalance))} {
				if !strings.Contains(flat, s) {
					t.Errorf("%q not in the text layer", s)
				}
			}
			if !strings.Contains(strings.ToUpper(flat), strings.ToUpper(tr.BankName)) {
				t.Errorf("bank %q not in the text layer", tr.BankName)
			}
			if !regexp.MustCompile(`\b1 of ` + strconv.Itoa(tr.PagesExpected) + `\b`).MatchString(flat) {
				t.Errorf("no \"1 of %d\" printed", tr.PagesExpected)
			}
		})
	}
}

// TestFamADump writes the famA fpdf documents and answers to the
// directory in FAMA_DUMP, for looking at them while writing a family.
func TestFamADump(t *testing.T) {
	dir := os.Getenv("FAMA_DUMP")
	if dir == "" {
		t.Skip("FAMA_DUMP not set")
	}
	only := os.Getenv("FAMA_ONLY")
	for _, j := range famAJobs() {
		if !j.isFPDF() || !strings.Contains(j.Name, only) {
			continue
		}
		var p producer
		for _, q := range producers {
			if q.Name == j.Producer {
				p = q
			}
		}
		pdf, err := renderField(p, j.Doc.ops, j.Doc.page, j.FS.Bank+" statement")
		if err != nil {
			t.Fatal(err)
		}
		tr := j.FS.truth(j.Layout, j.Producer, j.Doc.page)
		tr.File = j.Name + ".pdf"
		b, _ := marshalTruth(tr)
		os.WriteFile(filepath.Join(dir, j.Name+".pdf"), pdf, 0o644)
		os.WriteFile(filepath.Join(dir, j.Name+".json"), b, 0o644)
	}
}
