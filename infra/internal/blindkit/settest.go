package blindkit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

var spaces = regexp.MustCompile(`[ \t]+`)

// TestSet writes every document of fams into a temporary folder and
// holds each answer to its own arithmetic, to the committed answer in
// the folder committed and to the PDF's text: pdftotext -layout must
// show every transaction's amount and every printed line of its
// description. A set is seven families of two statements each, at
// least three of them with negative days. The caller skips when the
// tools its families print through are missing.
func TestSet(t *testing.T, fams []Family, committed string) {
	t.Helper()
	dir := t.TempDir()
	if err := Generate(dir, "", fams); err != nil {
		t.Fatal(err)
	}
	docs := map[string]*Doc{}
	for _, f := range fams {
		for _, d := range f.Make() {
			docs[d.Name] = d
		}
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(paths) != 14 {
		t.Fatalf("%d answers, want 14", len(paths))
	}
	families := map[string]int{}
	negative := 0
	for _, p := range paths {
		name := filepath.Base(p)
		t.Run(strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			dec := json.NewDecoder(bytes.NewReader(b))
			dec.DisallowUnknownFields()
			var tr groundtruth.Truth
			if err := dec.Decode(&tr); err != nil {
				t.Fatal(err)
			}
			families[tr.Layout]++
			if tr.NegativeDays > 0 {
				negative++
			}
			reconcile(t, &tr)
			cb, err := os.ReadFile(filepath.Join(committed, name))
			if err != nil {
				t.Fatalf("no committed answer: %v", err)
			}
			var ct groundtruth.Truth
			if err := json.Unmarshal(cb, &ct); err != nil {
				t.Fatal(err)
			}
			ct.Producer, tr.Producer = "", ""
			x, _ := json.Marshal(ct)
			y, _ := json.Marshal(tr)
			if !bytes.Equal(x, y) {
				t.Errorf("regenerated answer differs from %s", filepath.Join(committed, name))
			}
			out, err := exec.Command("pdftotext", "-layout", filepath.Join(dir, tr.File), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			text := spaces.ReplaceAllString(string(out), " ")
			dd := docs[strings.TrimSuffix(name, ".json")]
			money := Commas
			if dd != nil && dd.Money != nil {
				money = dd.Money
			}
			for i, x := range tr.Transactions {
				if a := money(Cents(x.Amount)); !strings.Contains(text, a) {
					t.Errorf("row %d (%s %s): amount %s not in the text", i, x.Date, x.Description, a)
				}
			}
			d := docs[strings.TrimSuffix(name, ".json")]
			if d == nil {
				t.Fatalf("no document %s", name)
			}
			for _, r := range d.Figs.Rows {
				if r.Say != "" {
					// a check grid or 'Cheque #n' row: the answer follows the
					// check-label rule; the number must be printed
					if !strings.Contains(text, fmt.Sprint(r.Check)) {
						t.Errorf("check number %d not in the text", r.Check)
					}
					continue
				}
				for _, l := range r.Lines {
					if !strings.Contains(text, spaces.ReplaceAllString(l, " ")) {
						t.Errorf("description line %q not in the text", l)
					}
				}
			}
		})
	}
	if len(families) != 7 {
		t.Errorf("families %v, want 7", families)
	}
	for f, n := range families {
		if n != 2 {
			t.Errorf("family %s has %d statements, want 2", f, n)
		}
	}
	if negative < 3 {
		t.Errorf("%d statements with negative days, want at least 3", negative)
	}
}

// reconcile re-does the sums of an answer in cents.
func reconcile(t *testing.T, tr *groundtruth.Truth) {
	t.Helper()
	if tr.ParseQuality != "verified" || tr.StartingBalance == nil || tr.EndingBalance == nil || tr.Printed == nil {
		t.Fatalf("answer not verified or without balances")
	}
	var cr, db int64
	var ncr, ndb int
	for _, x := range tr.Transactions {
		c := Cents(x.Amount)
		if c <= 0 {
			t.Errorf("amount %v", x.Amount)
		}
		if x.Type == "credit" {
			cr += c
			ncr++
		} else {
			db += c
			ndb++
		}
		if strings.TrimSpace(x.Description) != x.Description || strings.Contains(x.Description, "  ") {
			t.Errorf("description %q not joined with single spaces", x.Description)
		}
	}
	if got, want := Cents(*tr.StartingBalance)+cr-db, Cents(*tr.EndingBalance); got != want {
		t.Errorf("opening + credits - debits = %d, closing %d", got, want)
	}
	p := tr.Printed
	if p.TotalCredits != nil && Cents(*p.TotalCredits) != cr {
		t.Errorf("total credits %v, rows %d", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && Cents(*p.TotalDebits) != db {
		t.Errorf("total debits %v, rows %d", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		t.Errorf("credit count %d, rows %d", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		t.Errorf("debit count %d, rows %d", *p.CountDebits, ndb)
	}
	if n := len(tr.Transactions); n < 15 || n > 80 {
		t.Errorf("%d transactions", n)
	}
	if tr.PagesPresent < 1 || tr.PagesPresent > 4 {
		t.Errorf("%d pages", tr.PagesPresent)
	}
}
