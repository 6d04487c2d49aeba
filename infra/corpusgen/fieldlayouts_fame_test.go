package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFamEText reads every committed famE fixture back with pdftotext
// and checks that what its answer asserts is in the PDF's text layer as
// the producer wrote it: every amount, every word of every description
// (the lines of a description in order), the holder, the last four
// digits, the bank's name, both balances, the printed totals, and a
// "Page N of M" that agrees with the page count. FAME_DIR reads the
// fixtures from another directory (a preview run of the generator).
func TestFamEText(t *testing.T) {
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (poppler-utils)")
	}
	dir := repo.Path("testdata", "corpus")
	if v := os.Getenv("FAME_DIR"); v != "" {
		dir = v
	}
	pageOf := regexp.MustCompile(`(?i)page\s+(\d+)\s+of\s+(\d+)`)
	for _, j := range eJobs() {
		t.Run(j.Name, func(t *testing.T) {
			pdf := filepath.Join(dir, j.Name+".pdf")
			if _, err := os.Stat(pdf); err != nil {
				t.Fatalf("%s missing: %v", pdf, err)
			}
			out, err := exec.Command(bin, "-layout", "-enc", "UTF-8", pdf, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext: %v", err)
			}
			text := string(out)
			var toks []string
			for k, pg := range strings.Split(text, "\f") {
				if k > 0 {
					toks = append(toks, pageBreak)
				}
				toks = append(toks, strings.Fields(pg)...)
			}
			flat := strings.Join(strings.Fields(text), " ")
			tr, err := groundtruth.Load(filepath.Join(dir, j.Name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			has := func(what, s string) {
				if !strings.Contains(text, s) && !strings.Contains(flat, s) {
					t.Errorf("%s %q is not in the text layer", what, s)
				}
			}
			for _, x := range tr.Transactions {
				if x.Description != strings.Join(strings.Fields(x.Description), " ") {
					t.Errorf("description %q is not single-spaced", x.Description)
				}
				has("amount of "+x.Description, money(cents64(x.Amount)))
				words := strings.Fields(x.Description)
				if no, ok := strings.CutPrefix(x.Description, "CHECK #"); ok {
					words = strings.Fields(no)
				}
				for _, w := range words {
					has("word of "+x.Description, w)
				}
				if len(words) > 1 && !inOrder(toks, words) {
					t.Errorf("the words of %q are not printed in order", x.Description)
				}
			}
			has("holder", tr.AccountHolderName)
			has("last 4", tr.AccountLast4)
			bank := strings.Contains(strings.ToUpper(flat), strings.ToUpper(tr.BankName))
			for _, a := range tr.BankNameAliases {
				bank = bank || strings.Contains(strings.ToUpper(flat), strings.ToUpper(a))
			}
			if !bank {
				t.Errorf("bank %q (or an alias) is not in the text layer", tr.BankName)
			}
			has("starting balance", money(cents64(*tr.StartingBalance)))
			has("ending balance", money(cents64(*tr.EndingBalance)))
			if p := tr.Printed; p != nil {
				for _, v := range []*float64{p.TotalCredits, p.TotalDebits} {
					if v != nil {
						has("printed total", money(cents64(*v)))
					}
				}
			}
			pages := strings.Count(text, "\f")
			if pages != tr.PagesPresent {
				t.Errorf("%d pages in the text layer, the answer says %d", pages, tr.PagesPresent)
			}
			for _, m := range pageOf.FindAllStringSubmatch(text, -1) {
				if m[2] != fmt.Sprint(pages) {
					t.Errorf("%q printed in a document of %d pages", m[0], pages)
					break
				}
			}
		})
	}
}

// pageBreak stands between the tokens of two pages.
const pageBreak = "\f"

// inOrder reports whether words occur in toks in order, each within a
// few tokens of the one before (a description's lines may have an amount
// or a balance between them, not another row), or after the furniture of
// the next page when the row runs over a page break.
func inOrder(toks, words []string) bool {
	for i, t := range toks {
		if !strings.Contains(t, words[0]) {
			continue
		}
		k, gap, limit := 1, 0, 6
		for j := i + 1; j < len(toks) && k < len(words) && gap <= limit; j++ {
			switch {
			case toks[j] == pageBreak:
				limit = gap + 60
			case strings.Contains(toks[j], words[k]):
				k, gap, limit = k+1, 0, 6
			default:
				gap++
				// The footer of the page comes before its break.
				if gap == limit && limit == 6 && slices.Contains(toks[j:min(j+30, len(toks))], pageBreak) {
					limit = gap + 30
				}
			}
		}
		if k == len(words) {
			return true
		}
	}
	return false
}
