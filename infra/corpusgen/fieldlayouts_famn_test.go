package main

import (
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamNTextLayer reads every committed famN fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N" where printed) and holds each answer to its own
// arithmetic: opening + credits - debits = closing, in cents, and the
// printed totals and counts are the rows'.
func TestFamNTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), nFamilies, nJobs(), checkAnswerArithmetic)
}

// TestSignsectSections reads the signsect fixtures back: the deposits
// section's heading gives the answer's credit count and total, every
// row's MM/DD date and amount are printed on one line, and the bank's
// name is printed only in the footer's legal line.
func TestSignsectSections(t *testing.T) {
	layoutText(t, nJobs(), "signsect", func(t *testing.T, text string, tr *groundtruth.Truth) {
		var cr int64
		ncr := 0
		for _, x := range tr.Transactions {
			if x.Type == "credit" {
				cr += cents64(x.Amount)
				ncr++
			}
			md := regexp.QuoteMeta(x.Date[5:7] + "/" + x.Date[8:10])
			if no, ok := strings.CutPrefix(x.Description, "CHECK #"); ok {
				if !regexp.MustCompile(`(?m)\b` + no + `\*? +` + md + ` +` + regexp.QuoteMeta(money(cents64(x.Amount))) + `( |$)`).MatchString(text) {
					t.Errorf("no check %s %s %s in the checks grid", no, md, money(cents64(x.Amount)))
				}
				continue
			}
			if !regexp.MustCompile(`(?m)^` + md + `\S* .*\b` + regexp.QuoteMeta(money(cents64(x.Amount))) + `( |$)`).MatchString(text) {
				t.Errorf("no line %s ... %s for %q", md, money(cents64(x.Amount)), x.Description)
			}
		}
		re := regexp.MustCompile(`Deposits / Credits \(\+\) +` + regexp.QuoteMeta(strconv.Itoa(ncr)) + ` items? totaling \$` + regexp.QuoteMeta(money(cr)) + `\n`)
		if !re.MatchString(text) {
			t.Error("no 'Deposits / Credits (+) n items totaling $x' heading with the answer's count and total")
		}
		if got := len(regexp.MustCompile(`Olentangy National Bank`).FindAllString(text, -1)); got != 2*tr.PagesPresent {
			t.Errorf("the bank's name printed %d times, want twice in each page's footer", got)
		}
	})
}

// TestTwinflowTables reads the twinflow fixtures back: the Money in and
// Money out tables are headed by the answer's counts and closed by its
// totals, and every row's 'Jan 3' date, method and amount are printed on
// one line.
func TestTwinflowTables(t *testing.T) {
	layoutText(t, nJobs(), "twinflow", func(t *testing.T, text string, tr *groundtruth.Truth) {
		var cr, db int64
		var ncr, ndb int
		for _, x := range tr.Transactions {
			if x.Type == "credit" {
				cr += cents64(x.Amount)
				ncr++
			} else {
				db += cents64(x.Amount)
				ndb++
			}
			d, err := time.Parse("2006-01-02", x.Date)
			if err != nil {
				t.Fatal(err)
			}
			re := `(?m)^ *` + d.Format("Jan 2") + ` +\S.* (ACH|Wire|Card|ATM|Check deposit|Check|RTP|Transfer|Fee|Return) +\$` + regexp.QuoteMeta(money(cents64(x.Amount))) + `$`
			if !regexp.MustCompile(re).MatchString(text) {
				t.Errorf("no line %s ... $%s for %q", d.Format("Jan 2"), money(cents64(x.Amount)), x.Description)
			}
		}
		for _, s := range []struct {
			what  string
			n     int
			total int64
		}{{"Money in", ncr, cr}, {"Money out", ndb, db}} {
			if !regexp.MustCompile(`(?m)^` + s.what + ` +` + strconv.Itoa(s.n) + ` transactions$`).MatchString(text) {
				t.Errorf("no '%s  %d transactions' heading", s.what, s.n)
			}
			if !regexp.MustCompile(`Total ` + strings.ToLower(s.what) + ` +\$` + regexp.QuoteMeta(money(s.total)) + `\n`).MatchString(text) {
				t.Errorf("no 'Total %s $%s' row", strings.ToLower(s.what), money(s.total))
			}
		}
	})
}
