package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestEffsubPrinted reads the committed effsub fixtures back: every
// subsection that has rows is closed by a "Subtotal:" line whose figure
// is the sum of its answer rows, the posted and effective dates stand
// side by side, and each check is printed with a "*" exactly when its
// serial number does not follow the one printed before it.
func TestEffsubPrinted(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	dir := repo.Path("testdata", "corpus")
	serial := regexp.MustCompile(`\b\d{2}/\d{2}\s+(\d{4})(\*?)\s+[\d,]+\.\d{2}`)
	n := 0
	for _, j := range gJobs() {
		if j.Layout != "effsub" {
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
			if !strings.Contains(text, "POSTED") || !strings.Contains(text, "EFFECTIVE") {
				t.Error("no POSTED / EFFECTIVE heads")
			}
			// The answer lists the rows section by section; a section
			// changes where the kind of row changes, so count the
			// subtotals against the sections the job's rows fill.
			filled := 0
			for _, s := range esSections {
				for _, r := range j.FS.Rows {
					if famCode(s.Codes...)(r) {
						filled++
						if !strings.Contains(text, "Subtotal:") {
							t.Error("no Subtotal: line")
						}
						var sum int64
						for _, x := range j.FS.Rows {
							if famCode(s.Codes...)(x) {
								sum += x.Cents
							}
						}
						if !regexp.MustCompile(`Subtotal:\s+` + regexp.QuoteMeta(money(sum)) + `\b`).MatchString(text) {
							t.Errorf("%s: subtotal %s not printed", s.Title, money(sum))
						}
						break
					}
				}
			}
			if got := strings.Count(text, "Subtotal:"); got != filled {
				t.Errorf("%d Subtotal: lines, %d subsections with rows", got, filled)
			}
			prev := 0
			checks := 0
			for _, m := range serial.FindAllStringSubmatch(text, -1) {
				no := 0
				for _, c := range m[1] {
					no = no*10 + int(c-'0')
				}
				if gap := prev != 0 && no != prev+1; gap != (m[2] == "*") {
					t.Errorf("check %d printed with mark %q after %d", no, m[2], prev)
				}
				prev = no
				checks++
			}
			want := 0
			for _, x := range tr.Transactions {
				if strings.HasPrefix(x.Description, "CHECK #") {
					want++
				}
			}
			if checks != want {
				t.Errorf("%d checks read in the three-across table, the answer has %d", checks, want)
			}
		})
	}
	if n == 0 {
		t.Fatal("no effsub documents")
	}
}
