package main

import (
	"fmt"
	"os/exec"
	"regexp"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamPTextLayer reads every committed famP fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N" where printed) and holds each answer to its own
// arithmetic: opening + credits - debits = closing, in cents.
func TestFamPTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), pFamilies, pJobs(), checkAnswerArithmetic)
}

// TestAccessmbrLedger reads the accessmbr fixtures back: every row of the
// answer is a line "MM-DD … amount" with a trailing minus on a debit and
// a balance after it, the checking is printed with its full number, and
// the member's Access No. is printed.
func TestAccessmbrLedger(t *testing.T) {
	layoutText(t, pJobs(), "accessmbr", func(t *testing.T, text string, tr *groundtruth.Truth) {
		if !regexp.MustCompile(`Business Checking - \d{12}\b`).MatchString(text) {
			t.Error("no Business Checking section with its full account number")
		}
		if !regexp.MustCompile(`Access No\.`).MatchString(text) {
			t.Error("no Access No.")
		}
		for _, x := range tr.Transactions {
			amt := regexp.QuoteMeta(money(cents64(x.Amount)))
			if x.Type == "debit" {
				amt += "-"
			}
			md := regexp.QuoteMeta(x.Date[5:7] + "-" + x.Date[8:10])
			if !regexp.MustCompile(`(?m)^` + md + ` +\S.* ` + amt + ` +[\d,]+\.\d\d-?$`).MatchString(text) {
				t.Errorf("no ledger line %s ... %s for %q", md, amt, x.Description)
			}
		}
	})
}

// TestChkimageSections reads the chkimage fixtures back: every credit and
// withdrawal of the answer is a line "MM/DD … amount", every check is in
// Checks paid and has its caption under an image, and the totals lines
// are the answer's.
func TestChkimageSections(t *testing.T) {
	layoutText(t, pJobs(), "chkimage", func(t *testing.T, text string, tr *groundtruth.Truth) {
		var cr int64
		nchk := 0
		for _, x := range tr.Transactions {
			amt := regexp.QuoteMeta(money(cents64(x.Amount)))
			if x.Type == "credit" {
				cr += cents64(x.Amount)
			}
			if m := regexp.MustCompile(`(?i)^check #?(\d+)`).FindStringSubmatch(x.Description); m != nil {
				nchk++
				if !regexp.MustCompile(`(?m)^`+m[1]+`\*? +\d\d/\d\d +`+amt+`( |$)`).MatchString(text) &&
					!regexp.MustCompile(`(?m) `+m[1]+`\*? +\d\d/\d\d +`+amt+`( |$)`).MatchString(text) {
					t.Errorf("check %s %s not in Checks paid", m[1], amt)
				}
				if !regexp.MustCompile(`Check ` + m[1] + ` +Paid \d\d/\d\d/\d{4} +\$` + amt).MatchString(text) {
					t.Errorf("check %s has no image caption", m[1])
				}
				continue
			}
			md := regexp.QuoteMeta(x.Date[5:7] + "/" + x.Date[8:10])
			if !regexp.MustCompile(`(?m)^` + md + ` +\S.* ` + amt + `$`).MatchString(text) {
				t.Errorf("no section line %s ... %s for %q", md, amt, x.Description)
			}
		}
		if !regexp.MustCompile(`Total deposits and other credits +\$` + regexp.QuoteMeta(money(cr)) + `\n`).MatchString(text) {
			t.Error("no Total deposits and other credits line with the answer's total")
		}
		if nchk > 0 && !regexp.MustCompile(fmt.Sprintf(`Total checks paid \(%d\)`, nchk)).MatchString(text) {
			t.Errorf("no Total checks paid (%d) line", nchk)
		}
		if nchk > 0 && !regexp.MustCompile(`(?m)^Check images$`).MatchString(text) {
			t.Error("no Check images page")
		}
	})
}
