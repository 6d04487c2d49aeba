package groundtruth

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// realworldDir holds the hand-written answers for the development set in
// ../shared/realworld, fieldDir those of the second outside set (PDFs
// fetched into /work/field, testdata/field/README.md). The tests read only
// the answers, never the PDFs, so they run where neither folder is (CI).
var (
	realworldDir = repo.Path("testdata", "realworld")
	fieldDir     = repo.Path("testdata", "field")
)

// outsideDirs are the answer folders of the statements made outside the
// project; each is held to the same rules. A set gathered later the same
// way (testdata/field2 to field6) joins them once its README lists where
// its PDFs come from.
var outsideDirs = func() []string {
	dirs := []string{realworldDir, fieldDir}
	for _, name := range []string{"field2", "field3", "field4", "field5", "field6"} {
		if _, err := os.Stat(repo.Path("testdata", name, "README.md")); err == nil {
			dirs = append(dirs, repo.Path("testdata", name))
		}
	}
	return dirs
}()

// loadRealworld decodes every answer strictly: an unknown field means the
// answer and the Truth type disagree, and a scorer reading it with the
// lenient Load would silently drop what the author meant to assert.
func loadRealworld(t *testing.T, dir string) map[string]*Truth {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatalf("glob: %v", err)
	}
	if len(paths) == 0 {
		t.Fatalf("no answers in %s", dir)
	}
	out := make(map[string]*Truth, len(paths))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("read %s: %v", p, err)
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		var tr Truth
		if err := dec.Decode(&tr); err != nil {
			t.Errorf("%s: %v", filepath.Base(p), err)
			continue
		}
		if dec.More() {
			t.Errorf("%s: trailing data after the answer", filepath.Base(p))
		}
		out[filepath.Base(p)] = &tr
	}
	return out
}

// cents converts an amount to integer cents so that sums are exact; the
// answers hold at most two decimals.
func cents(v float64) int64 { return int64(math.Round(v * 100)) }

func isISODate(s string) bool {
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

func TestRealworldAnswers(t *testing.T) {
	for _, dir := range outsideDirs {
		testAnswers(t, dir)
	}
}

func testAnswers(t *testing.T, dir string) {
	answers := loadRealworld(t, dir)
	for name, tr := range answers {
		t.Run(filepath.Base(dir)+"/"+strings.TrimSuffix(name, ".json"), func(t *testing.T) {
			if want := strings.TrimSuffix(name, ".json") + ".pdf"; tr.File != want {
				t.Errorf("file = %q, want %q", tr.File, want)
			}
			if tr.PagesPresent < 1 {
				t.Errorf("pages_present = %d", tr.PagesPresent)
			}
			if tr.Notes == "" {
				t.Errorf("hand-written answer without notes")
			}
			switch tr.ParseQuality {
			case "verified", "unverified", "needs_review":
			case "":
				if tr.ExpectError == "" {
					t.Errorf("statement answer without parse_quality")
				}
			default:
				t.Errorf("parse_quality = %q", tr.ParseQuality)
			}
			if tr.ExpectError != "" && len(tr.Transactions) > 0 {
				t.Errorf("expect_error %q with %d transactions", tr.ExpectError, len(tr.Transactions))
			}
			for _, f := range []struct{ name, v string }{
				{"period_start", tr.PeriodStart}, {"period_end", tr.PeriodEnd},
			} {
				if f.v != "" && !isISODate(f.v) {
					t.Errorf("%s = %q, not an ISO date", f.name, f.v)
				}
			}
			if tr.PeriodStart != "" && tr.PeriodEnd != "" && tr.PeriodEnd < tr.PeriodStart {
				t.Errorf("period ends %s before it starts %s", tr.PeriodEnd, tr.PeriodStart)
			}
			checkTransactions(t, tr)
			if tr.ParseQuality == "verified" {
				checkVerified(t, tr)
			}
		})
	}
}

// checkTransactions holds every row to the rules of the Truth type's
// comments: ISO dates or an impossible printed date, a positive amount in
// cents, a credit or debit type.
func checkTransactions(t *testing.T, tr *Truth) {
	t.Helper()
	for i, x := range tr.Transactions {
		switch {
		case x.Date == "" && x.PrintedDate == "":
			t.Errorf("row %d: no date and no printed_date", i)
		case x.Date == "" && x.PrintedDate != "":
			// An impossible date (08/32, 02/29 of a common year): kept as printed.
		case !isISODate(x.Date):
			t.Errorf("row %d: date %q is not ISO", i, x.Date)
		case x.PrintedDate != "":
			t.Errorf("row %d: printed_date %q set on a real date %s", i, x.PrintedDate, x.Date)
		}
		if x.Type != "credit" && x.Type != "debit" {
			t.Errorf("row %d: type %q", i, x.Type)
		}
		if x.Amount <= 0 {
			t.Errorf("row %d: amount %v is not positive", i, x.Amount)
		}
		if math.Abs(x.Amount*100-math.Round(x.Amount*100)) > 1e-6 {
			t.Errorf("row %d: amount %v has more than two decimals", i, x.Amount)
		}
		if strings.TrimSpace(x.Description) != x.Description || strings.Contains(x.Description, "  ") {
			t.Errorf("row %d: description %q is not joined with single spaces", i, x.Description)
		}
	}
}

// checkVerified re-does the arithmetic a "verified" answer claims: opening
// plus credits minus debits is the closing balance, and any printed totals
// and counts equal the rows.
func checkVerified(t *testing.T, tr *Truth) {
	t.Helper()
	var cr, db int64
	var ncr, ndb int
	for _, x := range tr.Transactions {
		if x.Type == "credit" {
			cr += cents(x.Amount)
			ncr++
		} else {
			db += cents(x.Amount)
			ndb++
		}
	}
	if tr.StartingBalance != nil && tr.EndingBalance != nil {
		open, closing := cents(*tr.StartingBalance), cents(*tr.EndingBalance)
		if got := open + cr - db; got != closing {
			t.Errorf("opening %d + credits %d - debits %d = %d cents, closing is %d", open, cr, db, got, closing)
		}
	}
	p := tr.Printed
	if p == nil {
		return
	}
	if p.TotalCredits != nil && cents(*p.TotalCredits) != cr {
		t.Errorf("printed total credits %v, rows sum to %d cents", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && cents(*p.TotalDebits) != db {
		t.Errorf("printed total debits %v, rows sum to %d cents", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		t.Errorf("printed credit count %d, %d credit rows", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		t.Errorf("printed debit count %d, %d debit rows", *p.CountDebits, ndb)
	}
	switch p.RunningBalance {
	case "", "every_row", "day_end":
	default:
		t.Errorf("printed running_balance %q", p.RunningBalance)
	}
}

// TestRealworldREADME keeps the table of each outside set in step with
// its answers: every answer has a row in the folder's README.md.
func TestRealworldREADME(t *testing.T) {
	for _, dir := range outsideDirs {
		b, err := os.ReadFile(filepath.Join(dir, "README.md"))
		if err != nil {
			t.Fatalf("read README: %v", err)
		}
		readme := string(b)
		for name, tr := range loadRealworld(t, dir) {
			if !strings.Contains(readme, "| "+tr.File+" |") {
				t.Errorf("%s: %s has no row in %s/README.md", name, tr.File, filepath.Base(dir))
			}
		}
	}
}
