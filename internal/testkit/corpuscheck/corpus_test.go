package corpuscheck

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

var corpusDir = repo.Path("testdata", "corpus")

// TestCorpusZeroErrors parses every corpus document and requires a
// zero-error result: every header field, every transaction (date, amount,
// direction, description), category, NSF count and negative days, or the
// exact expected error code.
func TestCorpusZeroErrors(t *testing.T) {
	files, err := Files(corpusDir)
	if err != nil || len(files) < 50 {
		t.Fatalf("corpus: %d files, %v", len(files), err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			tr, err := groundtruth.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			b, err := ReadPDF(f)
			if err != nil {
				t.Fatal(err)
			}
			res, perr := statement.ParsePDF(context.Background(), b, statement.Options{})
			s := Compare(tr, res, perr)
			var fails []string
			if !s.ZeroError {
				fails = append(fails, fmt.Sprintf("not zero-error: header %d/%d, matched %d parsed %d truth %d\n%s",
					s.HeaderOK, s.HeaderTotal, s.Matched, s.Parsed, s.Truth, strings.Join(s.Problems, "\n")))
			} else if s.CategoryOK != s.Matched {
				fails = append(fails, fmt.Sprintf("categories %d/%d:\n%s", s.CategoryOK, s.Matched, strings.Join(s.Problems, "\n")))
			}
			// Only a statement whose own figures add up must pass every
			// validation; needs_review and unverified answers describe
			// statements on which some checks must fail or cannot run.
			verified := tr.ParseQuality == "" || tr.ParseQuality == "verified"
			if s.ZeroError && verified && tr.ExpectError == "" && tr.FailureReason == "" && (!s.Reconciled || !s.ChecksPassed) {
				fails = append(fails, "validation failed:\n"+strings.Join(s.Problems, "\n"))
			}
			name := filepath.Base(f)
			switch {
			case notYetSupported[name] && len(fails) == 0:
				t.Errorf("%s now parses with zero errors: remove it from notYetSupported", name)
			case notYetSupported[name]:
				t.Skipf("not yet supported (notYetSupported): %s", fails[0])
			case len(fails) > 0:
				t.Fatal(strings.Join(fails, "\n"))
			}
		})
	}
	for name := range notYetSupported {
		if _, err := os.Stat(filepath.Join(corpusDir, name)); err != nil {
			t.Errorf("notYetSupported lists %s, which is not in the corpus", name)
		}
	}
}

// TestClientScenariosZeroErrors holds the statements of the client
// scenarios (testdata/clients, see infra/corpusgen/clients.go) to the same
// bar as the corpus: the client-profile tests compare rollups with the
// scenarios' answer files, which is only meaningful if every statement
// parses exactly.
func TestClientScenariosZeroErrors(t *testing.T) {
	dirs, err := filepath.Glob(repo.Path("testdata", "clients", "*"))
	if err != nil || len(dirs) < 2 {
		t.Fatalf("client scenarios: %v %v", dirs, err)
	}
	for _, dir := range dirs {
		files, err := Files(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if filepath.Base(f) == "client.json" {
				continue
			}
			t.Run(filepath.Base(dir)+"/"+filepath.Base(f), func(t *testing.T) {
				tr, err := groundtruth.Load(f)
				if err != nil {
					t.Fatal(err)
				}
				b, err := ReadPDF(f)
				if err != nil {
					t.Fatal(err)
				}
				res, perr := statement.ParsePDF(context.Background(), b, statement.Options{})
				s := Compare(tr, res, perr)
				if !s.ZeroError || s.CategoryOK != s.Matched {
					t.Fatalf("not zero-error: header %d/%d, matched %d parsed %d truth %d, categories %d\n%s",
						s.HeaderOK, s.HeaderTotal, s.Matched, s.Parsed, s.Truth, s.CategoryOK, strings.Join(s.Problems, "\n"))
				}
				if tr.ExpectError == "" && tr.FailureReason == "" && (!s.Reconciled || !s.ChecksPassed) {
					t.Errorf("validation failed:\n%s", strings.Join(s.Problems, "\n"))
				}
			})
		}
	}
}

// TestGolden pins the complete result JSON (analytics included) for one
// statement per layout. Run with -update after an intended change.
func TestGolden(t *testing.T) {
	names := []string{
		"chase_fpdf-core_decjan", "wellsfargo_fpdf-ttf_negative", "bofa_fpdf-core_busy", "td_fpdf-ttf_month",
		"pnc_fpdf-core_negative", "creditunion_fpdf-ttf_decjan", "community_fpdf-core_negative", "missing_pages_chase",
		"notbank_credit_card_statement",
	}
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(corpusDir, n+".pdf"))
			if err != nil {
				t.Fatal(err)
			}
			res, perr := statement.ParsePDF(context.Background(), b, statement.Options{})
			out := struct {
				Result *result.Statement `json:"result"`
				Error  string            `json:"error"`
			}{res, statement.CodeOf(perr)}
			got, err := json.MarshalIndent(out, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := filepath.Join(repo.Path("testdata", "golden"), n+".json")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("result differs from %s; run with -update if intended", golden)
			}
		})
	}
}
