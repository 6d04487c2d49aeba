package forms

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestCorpusDecodes checks every answer file decodes and every tax answer's
// arithmetic holds, so the corpus itself is consistent.
func TestCorpusDecodes(t *testing.T) {
	for _, e := range loadIndex(t) {
		rows := loadAnswers(t, e.Answers)
		if e.Rendering == "blank" && len(rows) != 0 {
			t.Errorf("%s: a blank form has answers", e.Answers)
		}
		if e.Kind != "tax_return" || !e.Mined || e.Rendering == "blank" {
			continue
		}
		v := map[string]float64{}
		for _, r := range rows {
			if f, ok := r.Value.(float64); ok {
				v[r.Name] = f
			}
		}
		for _, c := range taxChecks(e.Form, v) {
			if !c.Passed {
				t.Errorf("%s: check %s: expected %v, the answer says %v", e.Answers, c.Name, c.Expected, c.Actual)
			}
		}
		for _, need := range []string{"gross_receipts", "gross_profit", "total_income", "total_deductions", "net_income"} {
			if _, ok := v[need]; !ok {
				t.Errorf("%s: no %s", e.Answers, need)
			}
		}
	}
}

// TestFilledEqualsFlat: the filled and the flat rendering of a form give
// the same rows but for their source.
func TestFilledEqualsFlat(t *testing.T) {
	got := map[string][]string{}
	for _, e := range loadIndex(t) {
		if e.Rendering == "blank" {
			continue
		}
		rows, err := read(t, e, loadInput(t, e.File))
		if err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
		for i := range rows {
			rows[i].Source = ""
		}
		key := strings.TrimSuffix(strings.TrimSuffix(e.File, "-filled.pdf"), "-flat.pdf")
		got[key] = append(got[key], strings.Join(comparable(rows), "\n"))
	}
	for k, v := range got {
		if len(v) != 2 || v[0] != v[1] {
			t.Errorf("%s: filled and flat differ", k)
		}
	}
}

var nineDigits = regexp.MustCompile(`\d{3}\D?\d{2}\D?\d{4}`)

// TestNoFullSSN: no row of any corpus form carries a full SSN, in any
// spelling, and no row value holds nine digits in SSN shape.
func TestNoFullSSN(t *testing.T) {
	for _, e := range loadIndex(t) {
		rows, err := read(t, e, loadInput(t, e.File))
		if err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
		b, _ := json.Marshal(rows)
		all := string(b)
		for _, s := range e.Secrets {
			d := strings.ReplaceAll(s, "-", "")
			if strings.Contains(all, s) || strings.Contains(all, d) || strings.Contains(all, d[:3]+" "+d[3:5]+" "+d[5:]) {
				t.Errorf("%s: output contains an SSN", e.File)
			}
		}
		for _, r := range rows {
			s, ok := r.Value.(string)
			if !ok {
				continue
			}
			if m := nineDigits.FindString(s); m != "" && !einRe.MatchString(s) {
				t.Errorf("%s: %s holds nine digits %q", e.File, r.Name, s)
			}
			if strings.Contains(r.Name, "ssn") && r.Name != "owner_ssn_last4" {
				t.Errorf("%s: row %s", e.File, r.Name)
			}
		}
	}
}

// TestWrongKind: a bank statement or an application given as a tax return,
// and a tax return given as an application, yield a typed verdict and no rows.
func TestWrongKind(t *testing.T) {
	stmts, _ := filepath.Glob(repo.Path("testdata", "corpus", "*.pdf"))
	if len(stmts) == 0 {
		t.Fatal("no bank statement in testdata/corpus")
	}
	ctx := context.Background()
	bank := loadAbs(t, stmts[0])
	_, err := ReadTaxReturn(ctx, bank)
	var nt *NotTaxReturnError
	if !errors.As(err, &nt) || nt.Code() != "not_a_tax_return:bank_statement" || !errors.Is(err, ErrNotTaxReturn) {
		t.Errorf("bank statement as tax return: %v", err)
	}
	if _, err := ReadApplication(ctx, bank); !errors.Is(err, ErrNotApplication) {
		t.Errorf("bank statement as application: %v", err)
	}
	app := loadInput(t, "app-lakeview-1-filled.pdf")
	if _, err := ReadTaxReturn(ctx, app); !errors.As(err, &nt) || nt.Kind != KindApplicationForm {
		t.Errorf("application as tax return: %v", err)
	}
	tax := loadInput(t, "f1120s-2024-flat.pdf")
	var na *NotApplicationError
	if _, err := ReadApplication(ctx, tax); !errors.As(err, &na) || na.Code() != "not_an_application:tax_return" {
		t.Errorf("tax return as application: %v", err)
	}
}

// TestBlank: blank forms are recognised and give no rows.
func TestBlank(t *testing.T) {
	for _, f := range []string{"f1120s-2019-blank.pdf", "f1065-2025-blank.pdf", "f1040sc-2023-blank.pdf", "k1-1065-2022-blank.pdf"} {
		tr, err := ReadTaxReturn(context.Background(), loadInput(t, f))
		if err != nil || !tr.Blank || len(tr.Rows) != 0 || tr.Form == "" {
			t.Errorf("%s: %+v %v", f, tr, err)
		}
	}
	app, err := ReadApplication(context.Background(), loadInput(t, "app-apex-2-blank.pdf"))
	if err != nil || !app.Blank || len(app.Rows) != 0 {
		t.Errorf("blank application: %+v %v", app, err)
	}
}

// TestChecksFlagTampering: changing one printed amount fails its checks.
func TestChecksFlagTampering(t *testing.T) {
	in := loadInput(t, "f1065-2022-flat.pdf")
	// A copy of the words: the cached input stays untouched.
	doc := *in.Doc
	doc.Pages = append([]pdftext.Page(nil), in.Doc.Pages...)
	for i := range doc.Pages {
		doc.Pages[i].Words = append([]pdftext.Word(nil), doc.Pages[i].Words...)
	}
	in.Doc = &doc
	tr, err := ReadTaxReturn(context.Background(), in)
	if err != nil || tr.Flagged || len(tr.Checks) < 4 {
		t.Fatalf("clean return: flagged=%v checks=%d err=%v", tr.Flagged, len(tr.Checks), err)
	}
	// Raise total deductions on the page.
	for pi := range in.Doc.Pages {
		for wi, w := range in.Doc.Pages[pi].Words {
			if v, ok := parseMoney(w.Text); ok && math.Abs(v-valueOf(tr.Rows, "total_deductions")) < 0.5 {
				in.Doc.Pages[pi].Words[wi].Text = "9,999,999"
			}
		}
	}
	tr, err = ReadTaxReturn(context.Background(), in)
	if err != nil || !tr.Flagged {
		t.Fatalf("tampered return not flagged: %+v %v", tr, err)
	}
	failed := map[string]bool{}
	for _, c := range tr.Checks {
		if !c.Passed {
			failed[c.Name] = true
		}
	}
	if !failed["total_deductions"] || !failed["net_income"] {
		t.Errorf("failed checks %v", failed)
	}
}

func valueOf(rows []Row, name string) float64 {
	for _, r := range rows {
		if r.Name == name {
			f, _ := r.Value.(float64)
			return f
		}
	}
	return math.NaN()
}

// TestMalformedPDF: garbage bytes with words do not panic.
func TestMalformedPDF(t *testing.T) {
	in := loadInput(t, "app-quickcap-1-filled.pdf")
	pdf := append([]byte{}, in.PDF...)
	for i := len(pdf) / 3; i < len(pdf)/3+2000 && i < len(pdf); i++ {
		pdf[i] ^= 0x5a
	}
	in.PDF = pdf
	if _, err := ReadApplication(context.Background(), in); err != nil {
		t.Logf("malformed: %v", err)
	}
	if _, err := readWidgets([]byte("%PDF-1.7\n/AcroForm garbage")); err == nil {
		t.Log("garbage read without error")
	}
}

func loadAbs(t testing.TB, path string) Input {
	t.Helper()
	pdf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	in, err := Load(context.Background(), pdftext.PDFium{}, pdf)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestOfficial reads official IRS forms filled by `go run ./infra/formgen
// -official DIR` (not committed; see infra/formgen/README.md). It is
// skipped unless FORMS_OFFICIAL_DIR names that output directory.
func TestOfficial(t *testing.T) {
	dir := os.Getenv("FORMS_OFFICIAL_DIR")
	if dir == "" {
		t.Skip("FORMS_OFFICIAL_DIR not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	if len(files) == 0 {
		t.Fatalf("no PDFs in %s", dir)
	}
	for _, f := range files {
		want := strings.TrimSuffix(f, ".pdf") + ".json"
		b, err := os.ReadFile(want)
		if err != nil {
			continue
		}
		var rows []Row
		if err := json.Unmarshal(b, &rows); err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			tr, err := ReadTaxReturn(context.Background(), loadAbs(t, f))
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) == 0 && (!tr.Blank || len(tr.Rows) != 0) {
				t.Errorf("blank official form: blank=%v, %d rows", tr.Blank, len(tr.Rows))
			}
			got := map[string]any{"form_type": tr.Form, "tax_year": tr.TaxYear}
			for _, r := range tr.Rows {
				got[r.Name] = r.Value
			}
			hit := 0
			defer func() { t.Logf("%d of %d answers read, %d rows returned", hit, len(rows), len(tr.Rows)) }()
			if tr.Flagged {
				t.Errorf("checks failed: %+v", tr.Checks)
			}
			for _, r := range rows {
				if g, ok := got[r.Name]; ok && sameValue(g, r.Value) {
					hit++
				}
				if g, ok := got[r.Name]; !ok || !sameValue(g, r.Value) {
					t.Errorf("%s: got %v, want %v", r.Name, g, r.Value)
				}
			}
		})
	}
}

func sameValue(a, b any) bool {
	fa, oka := toF(a)
	fb, okb := toF(b)
	if oka && okb {
		return math.Abs(fa-fb) < 0.5
	}
	return a == b
}

func toF(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	}
	return 0, false
}

// BenchmarkRead times the reader alone (words already extracted) on every
// filled and flat form of the corpus.
func BenchmarkRead(b *testing.B) {
	for _, e := range loadIndex(b) {
		if e.Rendering == "blank" {
			continue
		}
		in := loadInput(b, e.File)
		b.Run(strings.TrimSuffix(e.File, ".pdf"), func(b *testing.B) {
			for b.Loop() {
				if _, err := read(b, e, in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// FuzzRead feeds both readers arbitrary words: they may find nothing, but
// must not panic or loop.
func FuzzRead(f *testing.F) {
	f.Add("Form 1120-S U.S. Income Tax Return for an S Corporation 2024 1a Gross receipts or sales 1,234", uint8(7))
	f.Add("Owner #1 Name: Jane Doe SSN: 900-12-3456 Ownership %: 50% Business Legal Name: Acme LLC", uint8(3))
	f.Add("27 a Other expenses . . 27a 1 2 3 - 4 (1) 7205) Check if: 1a", uint8(11))
	f.Fuzz(func(t *testing.T, text string, step uint8) {
		var words []pdftext.Word
		x, y := 36.0, 40.0
		for i, w := range strings.Fields(text) {
			if i > 2000 {
				break
			}
			wd := float64(len(w)) * 4
			words = append(words, pdftext.Word{Text: w, X0: x, Y0: y, X1: x + wd, Y1: y + 9, FontSize: 8})
			x += wd + float64(step%20)
			if x > 560 {
				x, y = 36, y+float64(step%15)+2
			}
		}
		in := Input{Doc: &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Width: 612, Height: 792, Words: words}}}}
		_, _ = ReadTaxReturn(context.Background(), in)
		_, _ = ReadApplication(context.Background(), in)
	})
}

// TestOCRSource: words marked as OCR give values with source "ocr".
func TestOCRSource(t *testing.T) {
	in := loadInput(t, "app-evergreen-2-flat.pdf")
	in.WordSource = SourceOCR
	app, err := ReadApplication(context.Background(), in)
	if err != nil || len(app.Rows) == 0 {
		t.Fatalf("%v, %d rows", err, len(app.Rows))
	}
	for _, r := range app.Rows {
		if r.Source != SourceOCR {
			t.Errorf("%s: source %s", r.Name, r.Source)
		}
	}
}

// TestUnknownDocument: a page of unrelated text is no tax return.
func TestUnknownDocument(t *testing.T) {
	doc := &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Width: 612, Height: 792, Words: []pdftext.Word{
		{Text: "Meeting", X0: 50, Y0: 50, X1: 90, Y1: 60}, {Text: "notes", X0: 95, Y0: 50, X1: 120, Y1: 60},
	}}}}
	_, err := ReadTaxReturn(context.Background(), Input{Doc: doc})
	var nt *NotTaxReturnError
	if !errors.As(err, &nt) || nt.Code() != "not_a_tax_return:unknown" {
		t.Errorf("got %v", err)
	}
}

// TestPrinted prints every filled corpus form to a flat PDF with poppler's
// pdftocairo (what "print to PDF" of a filled form gives: the values drawn
// as page text by another producer, check marks as ZapfDingbats glyphs) and
// expects the flat answers. Skipped without poppler-utils.
func TestPrinted(t *testing.T) {
	bin, err := exec.LookPath("pdftocairo")
	if err != nil || testing.Short() {
		t.Skip("pdftocairo not installed (apt-get install poppler-utils)")
	}
	dir := t.TempDir()
	for _, e := range loadIndex(t) {
		if e.Rendering != "filled" {
			continue
		}
		t.Run(e.File, func(t *testing.T) {
			out := filepath.Join(dir, e.File)
			if b, err := exec.Command(bin, "-pdf", filepath.Join(corpusDir, e.File), out).CombinedOutput(); err != nil {
				t.Fatalf("pdftocairo: %v: %s", err, b)
			}
			got, err := read(t, e, loadAbs(t, out))
			if err != nil {
				t.Fatal(err)
			}
			want := loadAnswers(t, strings.TrimSuffix(e.Answers, "-filled.json")+"-flat.json")
			if g, w := comparable(got), comparable(want); !reflect.DeepEqual(g, w) {
				t.Errorf("printed copy differs%s", diff(g, w))
			}
		})
	}
}

// TestStatementCorpus reads documents of the statement corpus (made by
// another generator, testdata/corpus): bank statements are neither tax
// returns nor applications, and its one application and one 1040 are read.
func TestStatementCorpus(t *testing.T) {
	files, _ := filepath.Glob(repo.Path("testdata", "corpus", "*.pdf"))
	if len(files) == 0 {
		t.Skip("no statement corpus")
	}
	ctx := context.Background()
	banks := 0
	for _, f := range files {
		base := filepath.Base(f)
		isBank := !strings.HasPrefix(base, "notbank_") && !strings.HasPrefix(base, "bench_")
		if isBank && banks >= 12 {
			continue
		}
		pdf, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in, err := Load(ctx, pdftext.PDFium{}, pdf)
		if err != nil {
			continue // encrypted or damaged on purpose
		}
		switch {
		case base == "notbank_application_form.pdf":
			app, err := ReadApplication(ctx, in)
			if err != nil {
				t.Fatalf("%s: %v", base, err)
			}
			got := map[string]any{}
			for _, r := range app.Rows {
				got[r.Name] = r.Value
			}
			for name, want := range map[string]any{"business_legal_name": "GREEN LEAF LANDSCAPING LLC", "ein": "12-3456789", "start_date": "2018-03-01", "owner_name": "JAMES GREEN", "owner_dob": "1980-04-12", "owner_ownership_pct": 100.0, "requested_amount": 50000.0} {
				if got[name] != want {
					t.Errorf("%s: %s = %v, want %v", base, name, got[name], want)
				}
			}
		case base == "notbank_tax_return.pdf":
			tr, err := ReadTaxReturn(ctx, in)
			if err != nil || tr.Form != Form1040 || tr.TaxYear != 2025 || tr.Blank {
				t.Errorf("%s: %+v %v", base, tr, err)
			}
		case isBank:
			banks++
			_, err := ReadTaxReturn(ctx, in)
			var nt *NotTaxReturnError
			if !errors.As(err, &nt) || nt.Kind != KindBankStatement {
				t.Errorf("%s as tax return: %v", base, err)
			}
			if _, err := ReadApplication(ctx, in); !errors.Is(err, ErrNotApplication) {
				t.Errorf("%s as application: %v", base, err)
			}
		}
	}
}

// TestScheduleCInsideA1040: a personal return whose Schedule C follows the
// Form 1040 pages is read from the schedule's pages.
func TestScheduleCInsideA1040(t *testing.T) {
	f1040 := loadInput(t, "f1040-2024-flat.pdf")
	schC := loadInput(t, "f1040sc-2023-flat.pdf")
	doc := &pdftext.Document{Pages: append(append([]pdftext.Page{}, f1040.Doc.Pages...), schC.Doc.Pages...)}
	tr, err := ReadTaxReturn(context.Background(), Input{Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	want := loadAnswers(t, "f1040sc-2023-flat.json")
	for i := range want {
		want[i].Page += len(f1040.Doc.Pages)
	}
	if g, w := comparable(tr.Rows), comparable(want); !reflect.DeepEqual(g, w) {
		t.Errorf("rows differ%s", diff(g, w))
	}
}
