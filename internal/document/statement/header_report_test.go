package statement

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// headerSet is a folder of answers and the folder of their PDFs.
type headerSet struct{ name, answers, pdfs string }

// TestHeaderReport scores parseFields alone against hand-checked answers,
// so the header rules can be judged on documents the rest of the engine
// refuses or misreads (a statement classified "other" still has a bank
// name). It reads PDFs from outside the repository and is slow, so it
// runs only with HEADER_REPORT=realworld, corpus or both (comma
// separated); HEADER_DUMP=1 also prints the lines of page one.
//
// Balances are compared as printed (f.Opening, f.Closing): the answers
// give starting and ending balances only when the statement prints them.
func TestHeaderReport(t *testing.T) {
	which := os.Getenv("HEADER_REPORT")
	if which == "" {
		t.Skip("set HEADER_REPORT=realworld,corpus to score the header fields")
	}
	all := map[string]headerSet{
		"realworld": {"realworld", repo.Path("testdata", "realworld"), repo.Shared("realworld")},
		"corpus":    {"corpus", repo.Path("testdata", "corpus"), repo.Path("testdata", "corpus")},
	}
	for _, n := range strings.Split(which, ",") {
		st, ok := all[n]
		if !ok {
			t.Fatalf("unknown set %q", n)
		}
		files, _ := filepath.Glob(filepath.Join(st.answers, "*.json"))
		sort.Strings(files)
		ok2, total := 0, 0
		perField := map[string][2]int{}
		for _, f := range files {
			tr, err := groundtruth.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			if tr.ExpectError != "" || tr.FailureReason != "" {
				continue
			}
			pdf, err := os.ReadFile(filepath.Join(st.pdfs, strings.TrimSuffix(filepath.Base(f), ".json")+".pdf"))
			if err != nil {
				t.Skipf("no PDFs for %s: %v", st.name, err)
			}
			doc, err := pdfdoc.Read(context.Background(), pdf, pdfdoc.Options{})
			if err != nil {
				t.Logf("%s: %v", filepath.Base(f), err)
				continue
			}
			pages := make([][]line, len(doc.Text.Pages))
			for i, p := range doc.Text.Pages {
				pages[i] = buildLines(p)
			}
			if os.Getenv("HEADER_DUMP") != "" && len(pages) > 0 {
				var b strings.Builder
				for _, l := range pages[0] {
					fmt.Fprintf(&b, "  y=%6.1f h=%4.1f |", l.Y0, l.height())
					for _, s := range segments(l) {
						fmt.Fprintf(&b, " [x=%.0f %s]", s[0].X0, joinWords(s))
					}
					b.WriteString("\n")
				}
				t.Logf("%s page 1:\n%s", filepath.Base(f), b.String())
			}
			fl := parseFields(pages, doc.Text)
			var probs []string
			cmp := func(name, got, want string) {
				c := perField[name]
				c[1]++
				total++
				if got == want {
					c[0]++
					ok2++
				} else {
					probs = append(probs, fmt.Sprintf("%s = %q, want %q", name, got, want))
				}
				perField[name] = c
			}
			bank := fl.Bank
			for _, a := range append([]string{tr.BankName}, tr.BankNameAliases...) {
				if sameBankName(bank, a) {
					bank = tr.BankName
				}
			}
			cmp("bank_name", bank, tr.BankName)
			cmp("account_holder_name", fl.Holder, tr.AccountHolderName)
			cmp("account_number_last4", fl.Last4, tr.AccountLast4)
			cmp("currency", fl.Currency, tr.Currency)
			ps, pe := "", ""
			if fl.HavePeriod {
				ps, pe = fl.Start.Format("2006-01-02"), fl.End.Format("2006-01-02")
			}
			cmp("period_start", ps, tr.PeriodStart)
			cmp("period_end", pe, tr.PeriodEnd)
			money := func(c *int64) string {
				if c == nil {
					return "null"
				}
				return fmt.Sprintf("%.2f", float64(*c)/100)
			}
			want := func(p *float64) string {
				if p == nil {
					return "null"
				}
				return fmt.Sprintf("%.2f", *p)
			}
			cmp("starting_balance", money(fl.Opening), want(tr.StartingBalance))
			cmp("ending_balance", money(fl.Closing), want(tr.EndingBalance))
			if len(probs) > 0 {
				t.Logf("%s:\n  %s", filepath.Base(f), strings.Join(probs, "\n  "))
			}
		}
		var names []string
		for n := range perField {
			names = append(names, n)
		}
		sort.Strings(names)
		var b strings.Builder
		for _, n := range names {
			fmt.Fprintf(&b, "  %-22s %d/%d\n", n, perField[n][0], perField[n][1])
		}
		t.Logf("%s: header fields %d/%d (%.1f%%)\n%s", st.name, ok2, total, 100*float64(ok2)/float64(max(total, 1)), b.String())
	}
}

// sameBankName compares names the way the scorer does: case, spaces and
// punctuation aside.
func sameBankName(a, b string) bool {
	norm := func(s string) string {
		var sb strings.Builder
		for _, r := range strings.ToUpper(s) {
			if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '&' {
				sb.WriteRune(r)
			}
		}
		return sb.String()
	}
	return a != "" && norm(a) == norm(b)
}
