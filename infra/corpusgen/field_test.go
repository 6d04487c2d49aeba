package main

import (
	"bytes"
	"html"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

func TestFmtDate(t *testing.T) {
	for _, c := range []struct {
		layout  string
		y, m, d int
		want    string
	}{
		{"01/02", 2026, 1, 5, "01/05"},
		{"1/2", 2026, 1, 5, "1/5"},
		{"Jan 2", 2025, 12, 9, "Dec 9"},
		{"JAN 02", 2026, 7, 1, "JUL 01"},
		{"02 Jan", 2026, 2, 3, "03 Feb"},
		{"2-Jan-06", 2026, 1, 2, "2-Jan-26"},
		{"2006-01-02", 2026, 2, 29, "2026-02-29"},
		{"01-02", 2025, 11, 31, "11-31"},
		{"January 2, 2006", 2026, 1, 32, "January 32, 2026"},
		{"01/02/2006", 2025, 12, 15, "12/15/2025"},
	} {
		if got := fmtDate(c.layout, c.y, time.Month(c.m), c.d); got != c.want {
			t.Errorf("fmtDate(%q, %d-%d-%d) = %q, want %q", c.layout, c.y, c.m, c.d, got, c.want)
		}
	}
}

func cents64(f float64) int64 { return int64(math.Round(f * 100)) }

// printedText is everything a job prints, for checking that answers only
// assert what is on the page.
func printedText(j fieldJob) string {
	if j.Doc == nil {
		return html.UnescapeString(j.HTML)
	}
	var b strings.Builder
	for _, o := range j.Doc.ops {
		b.WriteString(o.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// TestFieldAnswers holds every field answer to what its document prints
// and to the arithmetic its parse_quality claims: verified answers
// reconcile (opening + credits - debits = closing, printed totals and
// counts equal the rows), needs_review answers do not, unverified answers
// have no balances, and every row's amount, description words and any
// impossible printed date are on the page.
func TestFieldAnswers(t *testing.T) {
	jobs := fieldJobs()
	if len(jobs) < 150 {
		t.Fatalf("only %d field jobs", len(jobs))
	}
	layouts := map[string]bool{}
	for _, j := range jobs {
		layouts[j.Layout] = true
		pages := 0
		if j.Doc != nil {
			pages = j.Doc.page
		}
		tr := j.FS.truth(j.Layout, j.Producer, pages)
		t.Run(j.Name, func(t *testing.T) {
			text := printedText(j)
			var cr, db int64
			var ncr, ndb int
			for _, x := range tr.Transactions {
				c := cents64(x.Amount)
				if c <= 0 {
					t.Errorf("row %q has amount %v", x.Description, x.Amount)
				}
				if x.Type == "credit" {
					cr += c
					ncr++
				} else {
					db += c
					ndb++
				}
				if !strings.Contains(text, money(c)) && !(c%100 == 0 && strings.Contains(text, strings.TrimSuffix(money(c), ".00"))) {
					t.Errorf("amount %s of %q is not printed", money(c), x.Description)
				}
				// A check listed in a checks table is answered as
				// "CHECK #n", as in the rest of the corpus, then any payee
				// its row prints apart from the number.
				words := strings.Fields(x.Description)
				if no, ok := strings.CutPrefix(x.Description, "CHECK #"); ok {
					words = strings.Fields(no)
				}
				// A deposit grid's row is answered "DEPOSIT #<ref>", the
				// ticket's number being what it prints.
				if ref, ok := strings.CutPrefix(x.Description, "DEPOSIT #"); ok {
					words = strings.Fields(ref)
				}
				for _, w := range words {
					if !strings.Contains(text, w) {
						t.Errorf("word %q of %q is not printed", w, x.Description)
					}
				}
				if (x.Date == "") != (x.PrintedDate != "") {
					t.Errorf("row %q: date %q, printed_date %q", x.Description, x.Date, x.PrintedDate)
				}
				if x.PrintedDate != "" && !strings.Contains(text, x.PrintedDate) {
					t.Errorf("printed date %q is not printed", x.PrintedDate)
				}
				if x.Category == "" {
					t.Errorf("row %q has no category", x.Description)
				}
			}
			if !strings.Contains(text, tr.AccountLast4) {
				t.Errorf("last 4 %q not printed", tr.AccountLast4)
			}
			if !strings.Contains(text, tr.AccountHolderName) {
				t.Errorf("holder %q not printed", tr.AccountHolderName)
			}
			bankSeen := strings.Contains(strings.ToUpper(text), strings.ToUpper(tr.BankName))
			for _, a := range tr.BankNameAliases {
				bankSeen = bankSeen || strings.Contains(strings.ToUpper(text), strings.ToUpper(a))
			}
			if !bankSeen {
				t.Errorf("bank %q (or an alias) not printed", tr.BankName)
			}
			reconciles := tr.StartingBalance != nil && tr.EndingBalance != nil &&
				cents64(*tr.StartingBalance)+cr-db == cents64(*tr.EndingBalance)
			if p := tr.Printed; p != nil {
				if (p.TotalCredits != nil && cents64(*p.TotalCredits) != cr) || (p.TotalDebits != nil && cents64(*p.TotalDebits) != db) {
					reconciles = false
				}
				if (p.CountCredits != nil && *p.CountCredits != ncr) || (p.CountDebits != nil && *p.CountDebits != ndb) {
					reconciles = false
				}
				for _, v := range []*float64{p.TotalCredits, p.TotalDebits} {
					if v != nil && !strings.Contains(text, money(cents64(*v))) {
						t.Errorf("printed total %v not printed", *v)
					}
				}
			}
			switch tr.ParseQuality {
			case "verified":
				if !reconciles {
					t.Errorf("verified answer does not reconcile: %v + %d - %d vs %v, printed %+v", *tr.StartingBalance, cr, db, *tr.EndingBalance, tr.Printed)
				}
			case "needs_review":
				// A statement needs review when its figures do not add up,
				// or when it prints a date that does not exist.
				badDate := false
				for _, tx := range tr.Transactions {
					badDate = badDate || tx.PrintedDate != ""
				}
				if reconciles && !badDate || tr.Notes == "" {
					t.Errorf("needs_review answer reconciles, prints no impossible date, or has no notes")
				}
			case "unverified":
				if tr.StartingBalance != nil || tr.EndingBalance != nil || (tr.Printed != nil && tr.Printed.RunningBalance != "") || tr.Notes == "" {
					t.Errorf("unverified answer has balances or no notes")
				}
			default:
				t.Errorf("parse_quality %q", tr.ParseQuality)
			}
			if tr.StartingBalance != nil && !startNotPrinted(tr) && !strings.Contains(text, money(cents64(*tr.StartingBalance))) {
				t.Errorf("starting balance %v not printed", *tr.StartingBalance)
			}
			if tr.EndingBalance != nil && !strings.Contains(text, money(cents64(*tr.EndingBalance))) {
				t.Errorf("ending balance %v not printed", *tr.EndingBalance)
			}
		})
	}
	if len(layouts) < 12 {
		t.Errorf("%d field layouts, want at least 12", len(layouts))
	}
}

// TestExternalFixturesPresent checks the committed fixtures of the
// external producers: every field document a producer prints is there,
// and its answer is the one the generator writes now (page counts of
// HTML documents come from the printed file).
func TestExternalFixturesPresent(t *testing.T) {
	dir := "../../testdata/corpus"
	for _, j := range fieldJobs() {
		if j.isFPDF() {
			continue
		}
		pdf, err := os.ReadFile(filepath.Join(dir, j.Name+".pdf"))
		if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
			flag := map[string]string{"reportlab": "-reportlab python3", "cairo": "-cairo python3", "ghostscript": "-ps2pdf ps2pdf", "wkhtmltopdf": "-wkhtmltopdf wkhtmltopdf"}[j.Producer]
			t.Errorf("%s.pdf missing (go run ./infra/corpusgen %s): %v", j.Name, flag, err)
			continue
		}
		old, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
		if err != nil {
			t.Errorf("%s: %v", j.Name, err)
			continue
		}
		pages := old.PagesPresent
		if j.Doc != nil {
			pages = j.Doc.page
		}
		want := j.FS.truth(j.Layout, j.Producer, pages)
		want.File = j.Name + ".pdf"
		a, _ := marshalTruth(want)
		b, _ := marshalTruth(*old)
		if !bytes.Equal(a, b) {
			t.Errorf("%s.json is stale: regenerate with the %s producer", j.Name, j.Producer)
		}
		if got := pagesOf(pdf); got != pages {
			t.Errorf("%s: %d pages in the PDF, answer says %d", j.Name, got, pages)
		}
	}
}

// layoutText reads the committed fixtures of one layout of jobs back with
// pdftotext and hands each one's text and answer to check; a layout with
// no fixture fails, so a renamed family cannot pass by testing nothing.
func layoutText(t *testing.T, jobs []fieldJob, layout string, check func(t *testing.T, text string, tr *groundtruth.Truth)) {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	n := 0
	for _, j := range jobs {
		if j.Layout != layout {
			continue
		}
		n++
		t.Run(j.Name, func(t *testing.T) {
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, j.Name+".pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			check(t, string(out), tr)
		})
	}
	if n == 0 {
		t.Fatalf("no %s documents", layout)
	}
}
