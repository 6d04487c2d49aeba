package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamHTextLayer reads every committed famH fixture back with
// pdftotext (what its answer asserts is in the text layer, the page
// count, "1 of N" where the family numbers its pages) and holds each
// answer to its own arithmetic: opening + credits - debits = closing, in
// cents, and the printed totals and counts are the rows'.
func TestFamHTextLayer(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	checkFixtures(t, repo.Path("testdata", "corpus"), hFamilies, hJobs(), checkAnswerArithmetic)
}

// TestDailyendPrinted reads the dailyend fixtures back: the hidden
// section markers are in the text layer, and every check's number
// stands in the Check Number column beside the word "Check".
func TestDailyendPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range hJobs() {
		if j.Layout != "dailyend" {
			continue
		}
		n++
		t.Run(j.Name, func(t *testing.T) {
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, j.Name+".pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			for _, m := range []string{"*start*checking summary", "*end*checking summary", "*start*transaction history", "*end*transaction history"} {
				if !strings.Contains(text, m) {
					t.Errorf("marker %q not in the text layer", m)
				}
			}
			for _, r := range j.FS.Rows {
				if r.CheckNo == 0 {
					continue
				}
				if !regexp.MustCompile(fmt.Sprintf(`\b%d\s+Check\b`, r.CheckNo)).MatchString(text) {
					t.Errorf("check %d not printed in the Check Number column", r.CheckNo)
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no dailyend documents")
	}
}

// TestGlyphsubPrinted reads the glyphsub fixtures back: every row that
// is not a check stands on one line as date, amount, then the first word
// of its description (the amount before the description), every
// sub-table with rows is printed, and the ReportLab fixture draws its
// page furniture from a Form XObject.
func TestGlyphsubPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range hJobs() {
		if j.Layout != "glyphsub" {
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
			for _, r := range j.FS.Rows {
				if r.CheckNo != 0 {
					continue
				}
				w := strings.Fields(r.Desc)[0]
				re := regexp.MustCompile(`(?m)^\s*` + r.Date.Format("01/02") + `\s+` + regexp.QuoteMeta(money(r.Cents)) + `\s+` + regexp.QuoteMeta(w) + `\b`)
				if !re.MatchString(text) {
					t.Errorf("row %s %s %q not printed as date, amount, description", r.Date.Format("01/02"), money(r.Cents), r.Desc)
				}
			}
			for _, s := range gsSections {
				for _, r := range j.FS.Rows {
					if famCode(s.Codes...)(r) {
						if !strings.Contains(text, s.Title) {
							t.Errorf("sub-table %q not printed", s.Title)
						}
						break
					}
				}
			}
			if j.Producer == "reportlab" {
				b, err := os.ReadFile(pdf)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(string(b), "/Subtype /Form") {
					t.Error("no Form XObject")
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no glyphsub documents")
	}
}

// TestLeaderdrPrinted reads the leaderdr fixtures back: every answer row
// of the share draft is printed with its amount marked CR or DR as its
// type says, the draft's summary line is the answer's arithmetic, and the
// Ghostscript fixtures draw their pages' bodies from Form XObjects.
func TestLeaderdrPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range hJobs() {
		if j.Layout != "leaderdr" {
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
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			var cr, db int64
			var ncr, ndb int
			for _, x := range tr.Transactions {
				c := cents64(x.Amount)
				mark := " DR"
				if x.Type == "credit" {
					mark = " CR"
					cr += c
					ncr++
				} else {
					db += c
					ndb++
				}
				if !strings.Contains(text, money(c)+mark) {
					t.Errorf("%s %s not printed with%s", x.Description, money(c), mark)
				}
			}
			sum := fmt.Sprintf("%d DEPOSITS/CREDITS %s  -  %d WITHDRAWALS/DEBITS %s  =  NEW BALANCE %s", ncr, money(cr), ndb, money(db), ldMoney(cents64(*tr.EndingBalance)))
			if !strings.Contains(strings.Join(strings.Fields(text), " "), strings.Join(strings.Fields(sum), " ")) {
				t.Errorf("draft summary %q not printed", sum)
			}
			if j.Producer == "ghostscript" {
				b, err := os.ReadFile(pdf)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(string(b), "/Subtype/Form") {
					t.Error("no Form XObject")
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no leaderdr documents")
	}
}
