package main

import (
	"fmt"
	"os/exec"
	"regexp"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamQTextLayer reads every committed famQ fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N" where printed) and holds each answer to its own
// arithmetic: opening + credits - debits = closing, in cents.
func TestFamQTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), qFamilies, qJobs(), checkAnswerArithmetic)
}

// TestRelboxSections reads the relbox fixtures back: every non-check row
// of the answer is a line "MM/DD amount description … reference", every
// check is in Checks Paid, the Relationship Summary is printed and the
// credit total line carries the answer's count and total.
func TestRelboxSections(t *testing.T) {
	layoutText(t, qJobs(), "relbox", func(t *testing.T, text string, tr *groundtruth.Truth) {
		var cr int64
		ncr := 0
		for _, x := range tr.Transactions {
			amt := regexp.QuoteMeta(money(cents64(x.Amount)))
			if x.Type == "credit" {
				cr += cents64(x.Amount)
				ncr++
			}
			if m := regexp.MustCompile(`^CHECK #(\d+)$`).FindStringSubmatch(x.Description); m != nil {
				if !regexp.MustCompile(`(?m)(^| )` + m[1] + `\*? +\d\d/\d\d +` + amt + `( |$)`).MatchString(text) {
					t.Errorf("check %s %s not in Checks Paid", m[1], amt)
				}
				continue
			}
			md := regexp.QuoteMeta(x.Date[5:7] + "/" + x.Date[8:10])
			if !regexp.MustCompile(`(?m)^` + md + ` +` + amt + ` +\S.* \d{10}$`).MatchString(text) {
				t.Errorf("no section line %s %s ... reference for %q", md, amt, x.Description)
			}
		}
		if !regexp.MustCompile(`(?m)^Relationship Summary$`).MatchString(text) {
			t.Error("no Relationship Summary")
		}
		if !regexp.MustCompile(fmt.Sprintf(`Total Deposits and Credits: %d items +\$%s\n`, ncr, regexp.QuoteMeta(money(cr)))).MatchString(text) {
			t.Error("no Total Deposits and Credits line with the answer's count and total")
		}
	})
}

// TestEnvflowLedger reads the envflow fixtures back: every row of the
// answer is a line "MM/DD/YYYY counterparty … Type ±$amount balance" of
// the Operating table, the account and routing numbers are printed and
// the partner bank's legal line is in the footer.
func TestEnvflowLedger(t *testing.T) {
	layoutText(t, qJobs(), "envflow", func(t *testing.T, text string, tr *groundtruth.Truth) {
		for _, x := range tr.Transactions {
			amt := `\+\$` + regexp.QuoteMeta(money(cents64(x.Amount)))
			if x.Type == "debit" {
				amt = `-\$` + regexp.QuoteMeta(money(cents64(x.Amount)))
			}
			d := regexp.QuoteMeta(x.Date[5:7] + "/" + x.Date[8:10] + "/" + x.Date[0:4])
			if !regexp.MustCompile(`(?m)^` + d + ` +\S.* +[A-Z][A-Za-z]+ +` + amt + ` +-?\$[\d,]+\.\d\d$`).MatchString(text) {
				t.Errorf("no ledger line %s ... %s for %q", d, amt, x.Description)
			}
		}
		if !regexp.MustCompile(`084009519`).MatchString(text) {
			t.Error("no routing number")
		}
		if !regexp.MustCompile(`(?m)^Your accounts$`).MatchString(text) {
			t.Error("no Your accounts table")
		}
		if !regexp.MustCompile(`Banking services provided by Greywater Bank, N\.A\., Member FDIC`).MatchString(text) {
			t.Error("no partner-bank footer")
		}
	})
}
