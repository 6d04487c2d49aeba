package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamKTextLayer reads every committed famK fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N") and holds each answer to its own arithmetic: opening
// + credits - debits = closing, in cents, and the printed totals and
// counts are the rows'.
func TestFamKTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), kFamilies, kJobs(), checkAnswerArithmetic)
}

// TestUsbsectPrinted reads the usbsect fixtures back: every debit's
// amount is printed with its trailing minus, every credit's without, and
// the section totals are printed.
func TestUsbsectPrinted(t *testing.T) {
	layoutText(t, kJobs(), "usbsect", func(t *testing.T, text string, tr *groundtruth.Truth) {
		for _, x := range tr.Transactions {
			amt := money(cents64(x.Amount))
			if x.Type == "debit" {
				amt += "-"
			}
			if !strings.Contains(text, " "+amt) {
				t.Errorf("amount %s of %q not printed", amt, x.Description)
			}
		}
		for _, s := range []string{"Total Other Deposits", "Total Other Withdrawals", "BALANCE SUMMARY", "Checks Paid"} {
			if !strings.Contains(text, s) {
				t.Errorf("%q not printed", s)
			}
		}
	})
}
