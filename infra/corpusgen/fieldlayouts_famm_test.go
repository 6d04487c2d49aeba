package main

import (
	"os/exec"
	"regexp"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamMTextLayer reads every committed famM fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N" where printed) and holds each answer to its own
// arithmetic: opening + credits - debits = closing, in cents, and the
// printed totals and counts are the rows'.
func TestFamMTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), mFamilies, mJobs(), checkAnswerArithmetic)
}

// TestJhcoreRegister reads the jhcore fixtures back: every register line
// of a row prints its MM/DD date, a transaction code of its own and the
// amount with a trailing minus on a debit, and the register opens with a
// BALANCE FORWARD line.
func TestJhcoreRegister(t *testing.T) {
	layoutText(t, mJobs(), "jhcore", func(t *testing.T, text string, tr *groundtruth.Truth) {
		if !regexp.MustCompile(`\d\d/\d\d +BALANCE FORWARD +[\d,]+\.\d\d-?\n`).MatchString(text) {
			t.Error("no BALANCE FORWARD line opening the register")
		}
		for _, x := range tr.Transactions {
			amt := regexp.QuoteMeta(money(cents64(x.Amount)))
			if x.Type == "debit" {
				amt += "-"
			}
			md := regexp.QuoteMeta(x.Date[5:7] + "/" + x.Date[8:10])
			re := regexp.MustCompile(`(?m)^` + md + ` +(DEP|MDP|ACH|POS|ATM|CHK|XFR|WIR|ZEL|BPY|RTN|FEE|SC|ADJ) .* ` + amt + ` +[\d,]+\.\d\d-?$`)
			if !re.MatchString(text) {
				t.Errorf("no register line %s ... %s for %q", md, amt, x.Description)
			}
		}
	})
}

// TestAfpcheckActivity reads the afpcheck fixtures back: every page has a
// line for each row's amount, the table is closed by its Total
// Debits/Credits line with the answer's totals, and each active day's
// closing balance is printed.
func TestAfpcheckActivity(t *testing.T) {
	layoutText(t, mJobs(), "afpcheck", func(t *testing.T, text string, tr *groundtruth.Truth) {
		var cr, db int64
		for _, x := range tr.Transactions {
			if x.Type == "credit" {
				cr += cents64(x.Amount)
			} else {
				db += cents64(x.Amount)
			}
			md := regexp.QuoteMeta(x.Date[5:7] + "/" + x.Date[8:10])
			if !regexp.MustCompile(`(?m)^` + md + ` +\S.* ` + regexp.QuoteMeta(money(cents64(x.Amount))) + `( |$)`).MatchString(text) {
				t.Errorf("no activity line %s ... %s for %q", md, money(cents64(x.Amount)), x.Description)
			}
		}
		re := regexp.MustCompile(`Total Debits/Credits +` + regexp.QuoteMeta(money(db)) + ` +` + regexp.QuoteMeta(money(cr)) + `\n`)
		if !re.MatchString(text) {
			t.Error("no Total Debits/Credits line with the answer's totals")
		}
	})
}
