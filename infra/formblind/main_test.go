package main

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
	"time"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestSetIsCurrent regenerates the set and compares it with the committed
// testdata/forms-blind byte for byte.
func TestSetIsCurrent(t *testing.T) {
	dir := t.TempDir()
	if err := writeSet(dir); err != nil {
		t.Fatal(err)
	}
	want, _ := filepath.Glob(repo.Path("testdata", "forms-blind", "*"))
	var committed []string
	for _, w := range want {
		if filepath.Ext(w) == ".pdf" || filepath.Ext(w) == ".json" {
			committed = append(committed, w)
		}
	}
	got, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(got) != len(committed) {
		t.Fatalf("%d files generated, %d committed", len(got), len(committed))
	}
	for _, w := range committed {
		a, err := os.ReadFile(w)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.Base(w)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs from the generator's output; run go run ./infra/formblind", filepath.Base(w))
		}
	}
}

var canonical = map[string]bool{
	"business_legal_name": true, "dba": true, "ein": true, "ein_last4": true, "entity_type": true, "industry": true,
	"start_date": true, "street": true, "city": true, "state": true, "zip": true, "phone": true, "email": true,
	"website": true, "annual_revenue": true, "monthly_revenue": true, "monthly_cc_volume": true,
	"requested_amount": true, "use_of_funds": true,
	"owner_name": true, "owner_title": true, "owner_ownership_pct": true, "owner_dob": true, "owner_ssn_last4": true,
	"owner_email": true, "owner_phone": true, "owner_street": true, "owner_city": true, "owner_state": true, "owner_zip": true,
}

// TestAnswers decodes every answer file, checks its rows against the
// conventions, that no secret is in it, and (with pdftotext) that every
// value of a flat rendering is printed on its page in some spelling.
func TestAnswers(t *testing.T) {
	var index []Entry
	if err := json.Unmarshal(repo.Read(t, "testdata", "forms-blind", "index.json"), &index); err != nil {
		t.Fatal(err)
	}
	if len(index) != 4*len(designs) {
		t.Errorf("index has %d entries, want %d", len(index), 4*len(designs))
	}
	_, errTool := exec.LookPath("pdftotext")
	for _, e := range index {
		raw := repo.Read(t, "testdata", "forms-blind", e.Answers)
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		var rows []forms.Row
		if err := dec.Decode(&rows); err != nil {
			t.Errorf("%s: %v", e.Answers, err)
			continue
		}
		if e.Kind != "application_form" || len(e.Secrets) == 0 {
			t.Errorf("%s: kind %q, %d secrets", e.File, e.Kind, len(e.Secrets))
		}
		for _, s := range e.Secrets {
			if bytes.Contains(raw, []byte(s)) {
				t.Errorf("%s holds the secret %s", e.Answers, s)
			}
		}
		wantSrc := map[string]string{"filled": "form_field", "flat": "text"}[e.Rendering]
		seen := map[string]bool{}
		for _, r := range rows {
			key := fmt.Sprint(r.Name, r.Owner)
			if !canonical[r.Name] || seen[key] || r.Source != wantSrc || r.Confidence != 1 || r.Label == "" || r.Page < 1 ||
				(strings.HasPrefix(r.Name, "owner_") != (r.Owner > 0)) {
				t.Errorf("%s: bad row %+v", e.Answers, r)
			}
			seen[key] = true
		}
		if e.Rendering == "filled" {
			checkFields(t, e.File, rows)
			continue
		}
		if errTool != nil {
			continue
		}
		pages := map[int]string{}
		for _, r := range rows {
			text, ok := pages[r.Page]
			if !ok {
				out, err := exec.Command("pdftotext", "-f", fmt.Sprint(r.Page), "-l", fmt.Sprint(r.Page), repo.Path("testdata", "forms-blind", e.File), "-").Output()
				if err != nil {
					t.Fatal(err)
				}
				text = " " + strings.Join(strings.Fields(string(out)), " ") + " "
				pages[r.Page] = text
			}
			found := false
			for _, s := range spellings(r) {
				if strings.Contains(text, s) {
					found = true
					break
				}
			}
			if !found {
				t.Errorf("%s: %s (owner %d) = %v not printed on page %d", e.File, r.Name, r.Owner, r.Value, r.Page)
			}
		}
	}
}

// spellings are the ways a value may be printed.
func spellings(r forms.Row) []string {
	switch v := r.Value.(type) {
	case float64:
		n := int64(v)
		if r.Name == "owner_ownership_pct" {
			return []string{" " + pct(v) + " ", " " + pct(v) + "%", "(" + pct(v) + "%"}
		}
		return []string{dollars(n), " " + commas(n) + " ", " " + plain(n) + " ", commas(n) + ".00"}
	case string:
		switch {
		case r.Name == "entity_type":
			return map[string][]string{
				"llc": {"LLC", "Limited Liability"}, "s_corp": {"S-Corp", "S Corp", "S-Corporation", "S Corporation", "Corporation (S)"},
				"c_corp": {"Corp", "C-Corp", "C Corporation", "Corporation", "Corporation (C)"}, "partnership": {"Partnership"},
				"sole_proprietorship": {"Sole Prop", "Sole Proprietor", "Proprietorship"},
			}[v]
		case strings.HasSuffix(r.Name, "phone"):
			return []string{v, phoneParen(v), phoneDots(v), phoneBare(v), "(" + v[:3] + ")" + v[4:]}
		case r.Name == "ein":
			return []string{v, strings.ReplaceAll(v, "-", "")}
		case regexp.MustCompile(`^\d{4}-\d\d-\d\d$`).MatchString(v):
			d, _ := time.Parse("2006-01-02", v)
			return []string{mdy(d), mmddyyyy(d), mdyDash(d), longDate(d), d.Format("Jan 2, 2006"), d.Format("01/02/06"), d.Format("1-2-2006")}
		}
		return []string{v}
	}
	return nil
}

// checkFields reads a filled rendering's AcroForm with qpdf (skipped when
// qpdf is missing): every answer is held by a field on its page, and the
// entity by a check box or radio button that is on.
func checkFields(t *testing.T, file string, rows []forms.Row) {
	if _, err := exec.LookPath("qpdf"); err != nil {
		return
	}
	out, err := exec.Command("qpdf", "--json", "--json-key=acroform", repo.Path("testdata", "forms-blind", file)).Output()
	if err != nil {
		t.Fatalf("%s: qpdf: %v", file, err)
	}
	var doc struct {
		AcroForm struct {
			HasAcroForm bool `json:"hasacroform"`
			Fields      []struct {
				FullName  string `json:"fullname"`
				FieldType string `json:"fieldtype"`
				Value     any    `json:"value"`
				Page      int    `json:"pageposfrom1"`
			} `json:"fields"`
		} `json:"acroform"`
	}
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	if !doc.AcroForm.HasAcroForm {
		t.Fatalf("%s has no AcroForm", file)
	}
	values := map[int][]string{}
	buttonOn := map[int]bool{}
	for _, f := range doc.AcroForm.Fields {
		v, _ := f.Value.(string)
		switch f.FieldType {
		case "/Tx":
			values[f.Page] = append(values[f.Page], " "+strings.TrimPrefix(v, "u:")+" ")
		case "/Btn":
			if v != "" && v != "/Off" {
				buttonOn[f.Page] = true
			}
		}
	}
	for _, r := range rows {
		if r.Name == "entity_type" {
			if !buttonOn[r.Page] {
				found := false
				for _, v := range values[r.Page] {
					for _, s := range spellings(r) {
						found = found || strings.Contains(v, s)
					}
				}
				if !found {
					t.Errorf("%s: no entity box on page %d is on", file, r.Page)
				}
			}
			continue
		}
		found := false
		for _, v := range values[r.Page] {
			for _, s := range spellings(r) {
				found = found || strings.Contains(v, s)
			}
		}
		if !found {
			t.Errorf("%s: %s (owner %d) = %v is in no field on page %d", file, r.Name, r.Owner, r.Value, r.Page)
		}
	}
}

// TestSetLocked fails when any file of testdata/forms-blind differs from
// MANIFEST.sha256, or is missing or extra.
func TestSetLocked(t *testing.T) {
	dir := repo.Path("testdata", "forms-blind")
	want, err := os.ReadFile(filepath.Join(dir, manifestName))
	if err != nil {
		t.Fatalf("read manifest: %v", err)
	}
	got, err := hashTree(dir)
	if err != nil {
		t.Fatal(err)
	}
	if g := strings.Join(got, "\n") + "\n"; g != string(want) {
		t.Errorf("testdata/forms-blind differs from %s:\n%s", manifestName, g)
	}
	if len(got) != 4*len(designs)*2+2 {
		t.Errorf("manifest covers %d files, want %d", len(got), 4*len(designs)*2+2)
	}
}
