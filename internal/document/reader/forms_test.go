package reader

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// formEntry mirrors infra/formgen's testdata/forms/index.json.
type formEntry struct {
	File      string   `json:"file"`
	Answers   string   `json:"answers"`
	Kind      string   `json:"kind"`
	Rendering string   `json:"rendering"`
	Mined     bool     `json:"mined"`
	Secrets   []string `json:"secrets"`
}

func formsIndex(t *testing.T) []formEntry {
	t.Helper()
	var es []formEntry
	if err := json.Unmarshal(repo.Read(t, "testdata", "forms", "index.json"), &es); err != nil {
		t.Fatal(err)
	}
	if len(es) == 0 {
		t.Fatal("empty forms index")
	}
	return es
}

// rowKey is a row without its confidence (a score, not an answer).
func rowKey(r forms.Row) string {
	v := r.Value
	if i, ok := v.(int); ok {
		v = float64(i)
	}
	return fmt.Sprintf("%s|%v|%s|p%d|%s|%d|%s|o%d|%s", r.Name, v, r.Label, r.Page, r.Form, r.TaxYear, r.Line, r.Owner, r.Source)
}

func rowKeys(t *testing.T, raw [][]byte) []string {
	t.Helper()
	out := []string{}
	for _, b := range raw {
		var r forms.Row
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("row %s: %v", b, err)
		}
		out = append(out, rowKey(r))
	}
	return out
}

// ssnShape is nine digits as an SSN is printed, with or without dashes.
var ssnShape = regexp.MustCompile(`\b\d{3}-?\d{2}-?\d{4}\b`)

// TestFormsCorpus runs every file of the forms corpus through the parser
// stage's reader, as submitted with its own kind: the rows stored are the
// answer file's, a blank tax return stores none (so it answers with the
// analysis envelope), a filled one carries its passing checks, and the
// poll body and webhook body (analysis.Render) hold no SSN printed on the
// form, in any spelling, nor anything in SSN shape.
func TestFormsCorpus(t *testing.T) {
	if err := pdftext.Warm(); err != nil {
		t.Fatal(err)
	}
	for _, e := range formsIndex(t) {
		t.Run(e.File, func(t *testing.T) {
			pdf := repo.Read(t, "testdata", "forms", e.File)
			kind := analysis.Kind(e.Kind)
			ex, err := Reader{}.Extract(context.Background(), kind, pdf)
			if err != nil {
				t.Fatal(err)
			}
			var want []forms.Row
			if err := json.Unmarshal(repo.Read(t, "testdata", "forms", e.Answers), &want); err != nil {
				t.Fatal(err)
			}
			wantKeys := []string{}
			for _, r := range want {
				wantKeys = append(wantKeys, rowKey(r))
			}
			raw := make([][]byte, len(ex.Outcome.Data))
			for i, d := range ex.Outcome.Data {
				raw[i] = d
			}
			if got := rowKeys(t, raw); !reflect.DeepEqual(got, wantKeys) {
				t.Errorf("rows:\n got %q\nwant %q", got, wantKeys)
			}
			if ex.Facts != nil || ex.Outcome.Result != nil {
				t.Errorf("a form has no statement result or fraud facts: %+v", ex)
			}
			switch {
			case kind == analysis.KindTaxReturn && e.Rendering != "blank" && e.Mined:
				if len(ex.Outcome.Checks) == 0 || ex.Outcome.Flagged {
					t.Errorf("checks = %+v flagged = %v, want passing checks", ex.Outcome.Checks, ex.Outcome.Flagged)
				}
				for _, c := range ex.Outcome.Checks {
					if !c.Passed {
						t.Errorf("check failed on a consistent return: %+v", c)
					}
				}
			default:
				if len(ex.Outcome.Checks) != 0 || ex.Outcome.Flagged {
					t.Errorf("checks on a %s %s: %+v", e.Rendering, e.Kind, ex.Outcome.Checks)
				}
			}

			// The body a poll answers and a webhook carries.
			now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
			a := analysis.Analysis{ID: "a1", Kind: kind, Status: analysis.StatusCompleted, CreatedAt: now, CompletedAt: &now,
				ResultKey: analysis.ResultKey("a1"), ExtractionRows: len(ex.Outcome.Data)}
			stored, err := json.Marshal(ex.Outcome)
			if err != nil {
				t.Fatal(err)
			}
			body, err := json.Marshal(analysis.Render(a, &ex.Outcome))
			if err != nil {
				t.Fatal(err)
			}
			var env map[string]any
			if err := json.Unmarshal(body, &env); err != nil {
				t.Fatal(err)
			}
			wantEvent := "application_form.extracted"
			if kind == analysis.KindTaxReturn {
				wantEvent = "tax_return.extracted"
				if len(want) == 0 {
					wantEvent = "analysis.completed"
				}
			}
			if env["event"] != wantEvent {
				t.Errorf("event = %v, want %s", env["event"], wantEvent)
			}
			if _, has := env["data"]; has != (wantEvent != "analysis.completed") {
				t.Errorf("data present = %v in %s", has, body)
			}
			for _, payload := range [][]byte{stored, body} {
				for _, s := range e.Secrets {
					digits := strings.ReplaceAll(s, "-", "")
					for _, spelling := range []string{s, digits, strings.ReplaceAll(s, "-", " ")} {
						if strings.Contains(string(payload), spelling) {
							t.Errorf("payload holds the SSN %s: %s", spelling, payload)
						}
					}
				}
				for _, m := range ssnShape.FindAllString(string(payload), -1) {
					if !strings.Contains(m, "-") || len(m) == 11 {
						// An EIN is NN-NNNNNNN: only the SSN shape (and bare
						// nine digits) is refused.
						t.Errorf("payload holds %q in SSN shape", m)
					}
				}
			}
		})
	}
}

// TestFormsWrongKind: a document that is not the submitted kind fails
// with a coded, client-readable failure and no rows.
func TestFormsWrongKind(t *testing.T) {
	statement := repo.Read(t, "testdata", "corpus", "chase_fpdf-core_month.pdf")
	tax := repo.Read(t, "testdata", "forms", "f1120s-2024-filled.pdf")
	app := repo.Read(t, "testdata", "forms", "app-apex-1-filled.pdf")
	tests := []struct {
		name string
		kind analysis.Kind
		pdf  []byte
		code string
	}{
		{"statement as tax return", analysis.KindTaxReturn, statement, "not_a_tax_return:bank_statement"},
		{"application as tax return", analysis.KindTaxReturn, app, "not_a_tax_return:application_form"},
		{"statement as application", analysis.KindApplicationForm, statement, "not_an_application:bank_statement"},
		{"tax return as application", analysis.KindApplicationForm, tax, "not_an_application:tax_return"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ex, err := Reader{}.Extract(context.Background(), tt.kind, tt.pdf)
			var f *analysis.Failure
			if !errors.As(err, &f) || f.Code != tt.code || f.Message == "" || strings.Contains(f.Message, "not_a") {
				t.Fatalf("err = %v, want failure %s with a message", err, tt.code)
			}
			if len(ex.Outcome.Data) != 0 {
				t.Errorf("rows from the wrong kind: %s", ex.Outcome.Data)
			}
		})
	}
}

// TestFormsScanNeedsOCR: a form whose pages are images goes to the OCR
// stage from a reader without OCR, as a statement does; an empty page (no
// words, no image) has nothing to OCR and reads as nothing.
func TestFormsScanNeedsOCR(t *testing.T) {
	scan := repo.Read(t, "testdata", "scans", "photo_chromium_html-running_month.pdf")
	for _, kind := range []analysis.Kind{analysis.KindTaxReturn, analysis.KindApplicationForm} {
		_, err := Reader{}.Extract(context.Background(), kind, scan)
		if !errors.Is(err, pipeline.ErrNeedsOCR) {
			t.Errorf("%s: err = %v, want pipeline.ErrNeedsOCR", kind, err)
		}
	}
	empty := repo.Read(t, "events", "testdata", "one-page.pdf")
	ex, err := Reader{}.Extract(context.Background(), analysis.KindApplicationForm, empty)
	if err != nil || len(ex.Outcome.Data) != 0 {
		t.Errorf("empty page as application: %v %s, want no rows", err, ex.Outcome.Data)
	}
	_, err = Reader{}.Extract(context.Background(), analysis.KindTaxReturn, empty)
	var f *analysis.Failure
	if !errors.As(err, &f) || f.Code != "not_a_tax_return:unknown" {
		t.Errorf("empty page as tax return: %v, want not_a_tax_return:unknown", err)
	}
}

// countingText counts the documents opened for their words.
type countingText struct {
	pdftext.Extractor
	mu    sync.Mutex
	opens int
}

func (c *countingText) Extract(ctx context.Context, pdf []byte) (*pdftext.Document, error) {
	c.mu.Lock()
	c.opens++
	c.mu.Unlock()
	return c.Extractor.Extract(ctx, pdf)
}

// TestFormsReadOnce: a filled form's words are extracted once, by the
// reader's own extractor, and its rows still come from its widgets.
func TestFormsReadOnce(t *testing.T) {
	text := &countingText{Extractor: pdftext.PDFium{FontNames: true}}
	pdf, err := os.ReadFile(filepath.Join(repo.Path("testdata", "forms"), "f1065-2024-filled.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	ex, err := Reader{Text: text}.Extract(context.Background(), analysis.KindTaxReturn, pdf)
	if err != nil {
		t.Fatal(err)
	}
	if text.opens != 1 {
		t.Errorf("words extracted %d times, want 1", text.opens)
	}
	fromWidgets := 0
	for _, b := range ex.Outcome.Data {
		var r forms.Row
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		if r.Source == forms.SourceFormField {
			fromWidgets++
		}
	}
	if fromWidgets < 10 {
		t.Errorf("%d rows read from the AcroForm, want the filled lines: %s", fromWidgets, ex.Outcome.Data)
	}
}
