// Command formblind writes the blind application set: six funding
// application designs modelled on real funders', brokers' and alternative
// lenders' forms, written without reading the forms reader, each for two
// fake businesses (one owner, two owners) in two renderings (filled
// AcroForm with appearance streams; flat, the values printed as page text),
// with the rows a reader should return (NAME.json beside NAME.pdf) and an
// index.json in formgen's Entry format.
//
//	go run ./infra/formblind              # rewrite testdata/forms-blind
//
// The set is a locked measurement set: MANIFEST.sha256 lists every file
// (the README included) and go test ./infra/formblind fails when one
// changes. Regenerate only on purpose, never to suit the reader.
//
// All values are fake: SSNs are in the 9xx area, EINs use unassigned
// prefixes, phone numbers are 555-01xx, hosts end in .example.
package main

import (
	"bytes"
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

// Entry describes one file in index.json (formgen's format).
type Entry struct {
	File      string   `json:"file"`
	Answers   string   `json:"answers"`
	Kind      string   `json:"kind"`
	Form      string   `json:"form"`
	Year      int      `json:"year,omitempty"`
	Rendering string   `json:"rendering"`
	Mined     bool     `json:"mined"`
	Secrets   []string `json:"secrets"`
}

// design draws one application for b into d and records its answers.
type design struct {
	Name string
	Draw func(d *doc, b business)
}

// designs in order; entityPlan follows this order.
var designs = []design{
	{"ironclad", drawIronclad},
	{"meridian", drawMeridian},
	{"harborline", drawHarborline},
	{"northstar", drawNorthstar},
	{"keystone", drawKeystone},
	{"bluewater", drawBluewater},
}

type appCase struct {
	Name   string
	Design design
	Biz    business
}

func cases() []appCase {
	r := rand.New(rand.NewPCG(20261005, 11))
	used = map[string]bool{}
	var out []appCase
	for i, d := range designs {
		for v := 1; v <= 2; v++ {
			b := newBusiness(r, entityPlan[i][v-1], v)
			out = append(out, appCase{Name: fmt.Sprintf("%s-%d", d.Name, v), Design: d, Biz: b})
		}
	}
	return out
}

func main() {
	out := flag.String("out", "testdata/forms-blind", "output directory")
	flag.Parse()
	if err := writeSet(*out); err != nil {
		log.Fatal(err)
	}
	if err := writeManifest(*out); err != nil {
		log.Fatal(err)
	}
}

// render draws one case in one rendering: the PDF and its answer rows.
func render(c appCase, mode string) ([]byte, []forms.Row, []string, error) {
	d := newDoc(mode)
	c.Design.Draw(d, c.Biz)
	pdf, err := d.bytes()
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s %s: %w", c.Name, mode, err)
	}
	src := "form_field"
	if mode == renderFlat {
		src = "text"
	}
	rows := append([]forms.Row(nil), d.rows...)
	for i := range rows {
		rows[i].Source = src
		rows[i].Confidence = 1
	}
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].Owner != rows[j].Owner {
			return rows[i].Owner < rows[j].Owner
		}
		return rows[i].Name < rows[j].Name
	})
	return pdf, rows, d.ssns, nil
}

func writeSet(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, pat := range []string{"*.pdf", "*.json"} {
		old, _ := filepath.Glob(filepath.Join(dir, pat))
		for _, f := range old {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	var index []Entry
	for _, c := range cases() {
		var secrets []string
		for _, o := range c.Biz.Owners {
			secrets = append(secrets, o.SSN)
		}
		for _, mode := range []string{renderFilled, renderFlat} {
			pdf, rows, printed, err := render(c, mode)
			if err != nil {
				return err
			}
			if mode == renderFilled {
				secrets = append(secrets, printed...)
			}
			base := c.Name + "-" + mode
			b, err := marshal(rows)
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, base+".pdf"), pdf, 0o644); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, base+".json"), append(b, '\n'), 0o644); err != nil {
				return err
			}
			index = append(index, Entry{File: base + ".pdf", Answers: base + ".json", Kind: "application_form", Form: c.Design.Name, Rendering: mode, Mined: true, Secrets: secrets})
		}
	}
	sort.Slice(index, func(i, j int) bool { return index[i].File < index[j].File })
	b, err := marshal(index)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.json"), append(b, '\n'), 0o644)
}

// marshal indents v as JSON, leaving & < > as they are printed.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
