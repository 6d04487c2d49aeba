package fraud

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/infra/tampergen/tamper"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/golden")

// goldenCases are corpus documents whose whole report is pinned.
var goldenCases = []struct {
	file string
	risk string // the level the report must have, whatever the golden says
}{
	{"chase_fpdf-core_month.pdf", result.RiskLow},
	{"wellsfargo_fpdf-ttf_busy.pdf", result.RiskLow},
	{"td_fpdf-words_decjan.pdf", result.RiskLow},
	{"chromium_html-running_month.pdf", result.RiskLow},
	// Typed in a word processor, nothing in it edited: provenance alone
	// is reported but stays low (weigh.go).
	{"libreoffice_html-running_month.pdf", result.RiskLow},
	{"error_scanned.pdf", result.RiskMedium},
	{"missing_pages_chase.pdf", result.RiskLow},
}

// analyzePDF scores a file as the pipeline does: the parser stage's read
// and parse, then the score over what they found.
func analyzePDF(t *testing.T, pdf []byte) *Report {
	t.Helper()
	doc, err := pdfdoc.Read(context.Background(), pdf, pdfdoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// A document the engine refuses still has a result to score.
	res, _ := statement.ParseDocument(context.Background(), doc.Text, statement.Options{})
	return Analyze(Input{Doc: doc, Result: res})
}

func corpus(t *testing.T, name string) []byte {
	t.Helper()
	b := repo.Read(t, "testdata", "corpus", name)
	return b
}

// checkGolden compares got with testdata/golden/name.json, or rewrites it
// with -update.
func checkGolden(t *testing.T, name string, got *Report) {
	t.Helper()
	b, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	path := filepath.Join("testdata", "golden", name+".json")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/document/fraud -update to create it)", err)
	}
	if !bytes.Equal(b, want) {
		t.Errorf("report differs from %s (go test ./internal/document/fraud -update rewrites it):\n%s", path, b)
	}
}

func TestGoldenCorpus(t *testing.T) {
	for _, tc := range goldenCases {
		t.Run(tc.file, func(t *testing.T) {
			r := analyzePDF(t, corpus(t, tc.file))
			if r.RiskLevel != tc.risk {
				t.Errorf("risk %s (score %d), want %s", r.RiskLevel, r.Score, tc.risk)
			}
			checkGolden(t, tc.file, r)
		})
	}
}

// TestDeterministic: the same file always gets the same report.
func TestDeterministic(t *testing.T) {
	pdf := corpus(t, "chromium_html-sections_busy.pdf")
	var first []byte
	for i := 0; i < 3; i++ {
		r := analyzePDF(t, pdf)
		b, _ := json.Marshal(r)
		if i == 0 {
			first = b
		} else if !bytes.Equal(b, first) {
			t.Fatalf("run %d differs:\n%s\n%s", i, first, b)
		}
	}
}

// TestDocumentedWeights holds the weights table of docs/fraud.md to the
// code, so the documentation cannot drift from the score.
func TestDocumentedWeights(t *testing.T) {
	b := repo.Read(t, "docs", "fraud.md")
	// The metadata signals' table comes before the visual pass's.
	text, _, _ := strings.Cut(string(b), "## Visual pass")
	row := regexp.MustCompile("(?m)^\\| `([a-z_0-9]+)` \\| (\\d+) \\|")
	doc := map[string]int{}
	for _, m := range row.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[2])
		doc[m[1]] = n
	}
	for code, w := range weights {
		if got, ok := doc[code]; !ok || got != w {
			t.Errorf("docs/fraud.md: %s documented as %d (present %v), code weighs %d", code, got, ok, w)
		}
	}
	for code := range doc {
		if _, ok := weights[code]; !ok {
			t.Errorf("docs/fraud.md documents %s, which the code does not have", code)
		}
	}
	if len(signals) != len(weights) {
		t.Errorf("%d signals, %d weights", len(signals), len(weights))
	}
}

// TestGoldenTampered pins the report of one forgery of every tamper kind
// (made by infra/tampergen's techniques from corpus statements) and
// requires each to be rated medium or above.
func TestGoldenTampered(t *testing.T) {
	srcs, err := tamper.LoadSources(repo.Path("testdata", "corpus"))
	if err != nil {
		t.Fatal(err)
	}
	bySource := map[string]tamper.Source{}
	for _, s := range srcs {
		bySource[s.Name] = s
	}
	// Different producers for different kinds: core fonts, embedded
	// fonts, per-word drawing and Chromium.
	from := map[string]string{
		"incremental_content":  "wellsfargo_fpdf-ttf_month",
		"incremental_metadata": "bofa_fpdf-core_busy",
		"producer_dates":       "td_fpdf-words_negative",
		"amount_edit":          "chromium_html-running_decjan",
		"overlay":              "pnc_fpdf-ttf_decjan",
		"word_processor":       "chase_fpdf-core_month",
		"copied_rows":          "creditunion_fpdf-ttf_busy",
		"date_shift":           "chromium_html-sections_month",
	}
	for i, k := range tamper.Kinds {
		t.Run(k.Name, func(t *testing.T) {
			src, ok := bySource[from[k.Name]]
			if !ok {
				t.Fatalf("no source for %s", k.Name)
			}
			pdf, _, err := tamper.Generate(k, src, i)
			if err != nil {
				t.Fatal(err)
			}
			r := analyzePDF(t, pdf)
			if r.RiskLevel == result.RiskLow {
				t.Errorf("%s rated low (score %d)", k.Name, r.Score)
			}
			checkGolden(t, "tampered_"+k.Name, r)
		})
	}
}
