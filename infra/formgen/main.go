// Command formgen writes the forms corpus: replicas of page 1 of IRS Forms
// 1120-S, 1120, 1065 and Schedule C (Form 1040, with Part III) for several
// tax years each, first pages of Form 1040 and the Schedule K-1s, and five
// funder-style business funding applications. Every form is written in
// three renderings (filled AcroForm, flat printed text, blank) with the
// rows the reader must return for it (NAME.json beside NAME.pdf).
//
//	go run ./infra/formgen                 # rewrite testdata/forms
//	go run ./infra/formgen -official DIR   # fill official IRS blanks found in DIR (local only)
//
// All values are fake: SSNs are in the 9xx area, EINs use unassigned
// prefixes, phone numbers are 555-01xx.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"

	"github.com/docanalysis/service/internal/document/forms"
)

// Entry describes one corpus file in index.json.
type Entry struct {
	File      string   `json:"file"`    // NAME.pdf
	Answers   string   `json:"answers"` // NAME.json
	Kind      string   `json:"kind"`    // tax_return or application_form
	Form      string   `json:"form"`    // IRS form, or the application design
	Year      int      `json:"year,omitempty"`
	Rendering string   `json:"rendering"` // filled, flat, blank
	Mined     bool     `json:"mined"`     // false for 1040 and K-1 (recognised only)
	Secrets   []string `json:"secrets"`   // SSNs printed on the form; never in any output
}

func main() {
	out := flag.String("out", "testdata/forms", "output directory of the committed corpus")
	official := flag.String("official", "", "directory of official blank IRS PDFs to fill (local only; see README)")
	officialOut := flag.String("official-out", "", "output directory for -official (default DIR/filled)")
	flag.Parse()
	if *official != "" {
		dst := *officialOut
		if dst == "" {
			dst = filepath.Join(*official, "filled")
		}
		if err := fillOfficial(*official, dst); err != nil {
			log.Fatal(err)
		}
		return
	}
	if err := writeCorpus(*out); err != nil {
		log.Fatal(err)
	}
}

// cases builds every case from one fixed seed.
func cases() (taxes []taxCase, others []otherCase, apps []appCase) {
	r := rand.New(rand.NewPCG(20250301, 7))
	entityFor := map[string]string{forms.Form1120S: "s_corp", forms.Form1120: "c_corp", forms.Form1065: "partnership", forms.FormSchC: "sole_proprietorship"}
	suffixFor := map[string]string{forms.Form1120S: " Inc.", forms.Form1120: " Corp.", forms.Form1065: " Partners LP", forms.FormSchC: ""}
	for _, form := range []string{forms.Form1120S, forms.Form1065, forms.Form1120, forms.FormSchC} {
		for i, year := range yearsOf[form] {
			b := newBusiness(r, 1)
			b.Entity = entityFor[form]
			b.Legal = b.DBA + suffixFor[form]
			tf := taxFormFor(form, year)
			loss := i == 1 && (form == forms.Form1065 || form == forms.FormSchC)
			v := taxValues(r, tf, loss)
			if form != forms.FormSchC {
				v["total_assets"] = int64(90000 + r.IntN(3000000))
			}
			taxes = append(taxes, taxCase{Name: fmt.Sprintf("%s-%d", tf.Slug, year), Form: tf, Biz: b, Owner: b.Owners[0], Vals: v})
		}
	}
	for _, oc := range []struct {
		form, slug string
		year       int
	}{
		{forms.Form1040, "f1040", 2020}, {forms.Form1040, "f1040", 2024},
		{forms.FormK1For1120S, "k1-1120s", 2021}, {forms.FormK1For1120S, "k1-1120s", 2024},
		{forms.FormK1For1065, "k1-1065", 2022}, {forms.FormK1For1065, "k1-1065", 2025},
	} {
		b := newBusiness(r, 1)
		others = append(others, otherCase{Name: fmt.Sprintf("%s-%d", oc.slug, oc.year), Form: oc.form, Year: oc.year, Biz: b, Owner: b.Owners[0]})
	}
	for _, d := range designOrder {
		for v := 1; v <= 2; v++ {
			owners := 1
			if designOwners[d] == 2 && v == 2 {
				owners = 2
			}
			if d == "lakeview" || d == "apex" {
				owners = 2 // side-by-side owner columns
				if v == 1 && d == "apex" {
					owners = 1 // one owner column left empty
				}
			}
			apps = append(apps, appCase{Name: fmt.Sprintf("app-%s-%d", d, v), Design: d, Biz: newBusiness(r, owners)})
		}
	}
	return taxes, others, apps
}

func writeCorpus(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	old, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	oldJSON, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range append(old, oldJSON...) {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	taxes, others, apps := cases()
	var index []Entry
	emit := func(name, kind, form string, year int, mined bool, s *sheet, rows []forms.Row, secrets []string) error {
		for _, mode := range []string{renderFilled, renderFlat, renderBlank} {
			pdf, err := s.render(mode)
			if err != nil {
				return err
			}
			base := name + "-" + mode
			ans := answersFor(rows, mode, kind, mined)
			b, err := json.MarshalIndent(ans, "", "  ")
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, base+".pdf"), pdf, 0o644); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, base+".json"), append(b, '\n'), 0o644); err != nil {
				return err
			}
			index = append(index, Entry{File: base + ".pdf", Answers: base + ".json", Kind: kind, Form: form, Year: year, Rendering: mode, Mined: mined, Secrets: secrets})
		}
		return nil
	}
	for _, tc := range taxes {
		s, rows := buildTax(tc)
		if err := emit(tc.Name, "tax_return", tc.Form.Form, tc.Form.Year, true, s, rows, []string{tc.Owner.SSN}); err != nil {
			return err
		}
	}
	for _, oc := range others {
		s, rows := buildOther(oc)
		if err := emit(oc.Name, "tax_return", oc.Form, oc.Year, false, s, rows, []string{oc.Owner.SSN}); err != nil {
			return err
		}
	}
	for _, ac := range apps {
		s, rows := buildApp(ac)
		var secrets []string
		for _, o := range ac.Biz.Owners {
			secrets = append(secrets, o.SSN)
		}
		if err := emit(ac.Name, "application_form", ac.Design, 0, true, s, rows, secrets); err != nil {
			return err
		}
	}
	sort.Slice(index, func(i, j int) bool { return index[i].File < index[j].File })
	b, err := json.MarshalIndent(index, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.json"), append(b, '\n'), 0o644)
}

// answersFor turns the rows a drawing collected into the answer of one
// rendering: tax returns lead with form_type and tax_year; values come from
// fields when filled and from page text when flat; a blank form has none.
func answersFor(rows []forms.Row, mode, kind string, mined bool) []forms.Row {
	if mode == renderBlank {
		return []forms.Row{}
	}
	src := forms.SourceFormField
	if mode == renderFlat {
		src = forms.SourceText
	}
	var out []forms.Row
	if kind == "tax_return" && mined && len(rows) > 0 {
		f, y := rows[0].Form, rows[0].TaxYear
		out = append(out,
			forms.Row{Name: "form_type", Value: f, Page: 1, Form: f, TaxYear: y},
			forms.Row{Name: "tax_year", Value: y, Page: 1, Form: f, TaxYear: y},
		)
	}
	for _, r := range rows {
		if r.Source == "" {
			r.Source = src
		}
		if r.Name == "form_type" || r.Name == "tax_year" {
			r.Source = forms.SourceText
		}
		r.Confidence = 1
		out = append(out, r)
	}
	for i := range out {
		if out[i].Source == "" {
			out[i].Source = forms.SourceText
		}
		out[i].Confidence = 1
	}
	forms.SortRows(out)
	return out
}
