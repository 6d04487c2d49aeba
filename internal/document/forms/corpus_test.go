package forms

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/testkit/repo"
)

var corpusDir = repo.Path("testdata", "forms")

// entry mirrors infra/formgen's index.json.
type entry struct {
	File      string   `json:"file"`
	Answers   string   `json:"answers"`
	Kind      string   `json:"kind"`
	Form      string   `json:"form"`
	Year      int      `json:"year"`
	Rendering string   `json:"rendering"`
	Mined     bool     `json:"mined"`
	Secrets   []string `json:"secrets"`
}

func loadIndex(t testing.TB) []entry {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(corpusDir, "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	var es []entry
	if err := json.Unmarshal(b, &es); err != nil {
		t.Fatal(err)
	}
	return es
}

// inputs caches extracted words: several tests read the whole corpus.
var inputs sync.Map

func loadInput(t testing.TB, file string) Input {
	t.Helper()
	if v, ok := inputs.Load(file); ok {
		return v.(Input)
	}
	pdf, err := os.ReadFile(filepath.Join(corpusDir, file))
	if err != nil {
		t.Fatal(err)
	}
	in, err := Load(context.Background(), pdftext.PDFium{}, pdf)
	if err != nil {
		t.Fatal(err)
	}
	inputs.Store(file, in)
	return in
}

func loadAnswers(t testing.TB, file string) []Row {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(corpusDir, file))
	if err != nil {
		t.Fatal(err)
	}
	var rows []Row
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// comparable drops the confidence (a score, not an answer) and brings
// decoded JSON numbers and Go values to one form.
func comparable(rows []Row) []string {
	out := make([]string, 0, len(rows))
	for _, r := range rows {
		v := r.Value
		switch x := v.(type) {
		case int:
			v = float64(x)
		}
		out = append(out, fmt.Sprintf("%s|%v|%s|p%d|%s|%d|%s|o%d|%s", r.Name, v, r.Label, r.Page, r.Form, r.TaxYear, r.Line, r.Owner, r.Source))
	}
	return out
}

func read(t testing.TB, e entry, in Input) ([]Row, error) {
	if e.Kind == "tax_return" {
		tr, err := ReadTaxReturn(context.Background(), in)
		if err != nil {
			return nil, err
		}
		return tr.Rows, nil
	}
	app, err := ReadApplication(context.Background(), in)
	if err != nil {
		return nil, err
	}
	return app.Rows, nil
}

func TestCorpus(t *testing.T) {
	for _, e := range loadIndex(t) {
		t.Run(e.File, func(t *testing.T) {
			in := loadInput(t, e.File)
			got, err := read(t, e, in)
			if err != nil {
				t.Fatal(err)
			}
			want := loadAnswers(t, e.Answers)
			g, w := comparable(got), comparable(want)
			if !reflect.DeepEqual(g, w) {
				t.Errorf("rows differ\n got: %d rows\nwant: %d rows%s", len(g), len(w), diff(g, w))
			}
		})
	}
}

func diff(got, want []string) string {
	gs, ws := map[string]bool{}, map[string]bool{}
	for _, g := range got {
		gs[g] = true
	}
	for _, w := range want {
		ws[w] = true
	}
	s := ""
	for _, w := range want {
		if !gs[w] {
			s += "\n  missing: " + w
		}
	}
	for _, g := range got {
		if !ws[g] {
			s += "\n  extra:   " + g
		}
	}
	return s
}
