package localstack_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
)

// formFile returns a file of the forms corpus (testdata/forms, written by
// infra/formgen), its answer rows and the SSNs printed on it.
func formFile(t testing.TB, name string) ([]byte, []map[string]any, []string) {
	t.Helper()
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "testdata", "forms")
	pdf, err := os.ReadFile(filepath.Join(dir, name+".pdf"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]any
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	b, err = os.ReadFile(filepath.Join(dir, "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	var index []struct {
		File    string   `json:"file"`
		Secrets []string `json:"secrets"`
	}
	if err := json.Unmarshal(b, &index); err != nil {
		t.Fatal(err)
	}
	for _, e := range index {
		if e.File == name+".pdf" {
			return pdf, rows, e.Secrets
		}
	}
	t.Fatalf("%s is not in the forms index", name)
	return nil, nil, nil
}

// noSSN fails when body holds one of the SSNs, in any spelling, or nine
// digits in SSN shape.
func noSSN(t *testing.T, what string, body []byte, ssns []string) {
	t.Helper()
	for _, s := range ssns {
		digits := strings.ReplaceAll(s, "-", "")
		for _, spelling := range []string{s, digits, strings.ReplaceAll(s, "-", " ")} {
			if strings.Contains(string(body), spelling) {
				t.Errorf("%s holds the SSN %s", what, spelling)
			}
		}
	}
	if m := regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b|\b\d{9}\b`).FindString(string(body)); m != "" {
		t.Errorf("%s holds %q in SSN shape", what, m)
	}
}

// byName indexes rows by name and owner ("owner_name#1").
func byName(rows []any) map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, r := range rows {
		m := r.(map[string]any)
		k := m["name"].(string)
		if o, ok := m["owner"].(float64); ok {
			k += "#" + strings.Repeat("I", int(o))
		}
		out[k] = m
	}
	return out
}

// TestE2EFormsExtraction submits a generated Form 1120-S (filled and
// flattened) and funding applications through the API and polls their
// extraction envelopes: every answer row comes back (checked against the
// OpenAPI row shape by the client), a tax return carries its passing
// checks, the stored outcome and the responses hold no full SSN, and the
// wrong kind fails with its code.
func TestE2EFormsExtraction(t *testing.T) {
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := newTenant(t, st, 20)

	tests := []struct {
		name      string
		file      string
		kind      string
		wantEvent string
		wantCode  string
	}{
		{"1120-S filled", "f1120s-2024-filled", "tax_return", "tax_return.extracted", ""},
		{"1120-S flattened", "f1120s-2021-flat", "tax_return", "tax_return.extracted", ""},
		{"Schedule C filled", "f1040sc-2023-filled", "tax_return", "tax_return.extracted", ""},
		{"application filled", "app-apex-2-filled", "application_form", "application_form.extracted", ""},
		{"application flattened", "app-pinnacle-1-flat", "application_form", "application_form.extracted", ""},
		{"blank 1120-S", "f1120s-2024-blank", "tax_return", "analysis.completed", ""},
		{"blank application", "app-apex-1-blank", "application_form", "application_form.extracted", ""},
		{"application as tax return", "app-apex-1-filled", "tax_return", "analysis.failed", "not_a_tax_return:application_form"},
		{"tax return as application", "f1065-2024-filled", "application_form", "analysis.failed", "not_an_application:tax_return"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			pdf, answers, ssns := formFile(t, tt.file)
			r := c.submit(tn.key, field("document_kind", tt.kind), file(pdf), field("client_ref", "loan-7"))
			if r.status != http.StatusAccepted {
				t.Fatalf("submit: %d %s", r.status, r.body)
			}
			id := r.json(t)["id"].(string)
			env, _ := c.waitTerminal(tn.key, id)
			body := c.do(http.MethodGet, "/api/v1/analyses/"+id, tn.key, "", nil).body
			noSSN(t, "poll body", body, ssns)
			if env["event"] != tt.wantEvent {
				t.Fatalf("event = %v, want %s: %s", env["event"], tt.wantEvent, body)
			}
			if tt.wantCode != "" {
				e, _ := env["error"].(map[string]any)
				if e["code"] != tt.wantCode || e["message"] == "" {
					t.Fatalf("error = %v, want %s", e, tt.wantCode)
				}
				return
			}
			if env["client_ref"] != "loan-7" || env["id"] != id {
				t.Errorf("envelope identity: %s", body)
			}
			data, hasData := env["data"].([]any)
			if tt.wantEvent == "analysis.completed" {
				// A blank return: no rows, so the analysis envelope and no
				// fabricated data array.
				if _, has := env["data"]; has || env["status"] != "completed" || env["result"] != nil {
					t.Fatalf("blank return: %s", body)
				}
				return
			}
			if !hasData || len(data) != len(answers) {
				t.Fatalf("%d rows, want %d: %s", len(data), len(answers), body)
			}
			got := byName(data)
			for _, w := range answers {
				k := w["name"].(string)
				if o, ok := w["owner"].(float64); ok {
					k += "#" + strings.Repeat("I", int(o))
				}
				g, ok := got[k]
				if !ok || g["value"] != w["value"] || g["line"] != w["line"] || g["source"] != w["source"] || g["page"] != w["page"] {
					t.Errorf("row %s = %v, want %v", k, g, w)
				}
			}
			if tt.kind == "tax_return" {
				checks, _ := env["checks"].([]any)
				if env["flagged"] != false || len(checks) == 0 {
					t.Errorf("checks %v flagged %v", env["checks"], env["flagged"])
				}
				for _, ch := range checks {
					if ch.(map[string]any)["passed"] != true {
						t.Errorf("failed check on a consistent return: %v", ch)
					}
				}
			} else if _, has := env["flagged"]; has {
				t.Errorf("an application carries tax checks: %s", body)
			}
			// What is stored in S3 for the analysis holds no SSN either.
			stored := storedObject(t, st, "results/"+id+".json")
			noSSN(t, "stored outcome", stored, ssns)
		})
	}
}

// storedObject reads an object of the stack's document bucket.
func storedObject(t *testing.T, st *localstack.Stack, key string) []byte {
	t.Helper()
	bucket := st.Resources.Buckets["DocumentBucket"]
	out, err := st.Clients.S3.GetObject(context.Background(), &s3.GetObjectInput{Bucket: &bucket, Key: &key})
	if err != nil {
		t.Fatalf("get %s: %v", key, err)
	}
	defer out.Body.Close()
	b, err := io.ReadAll(out.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
