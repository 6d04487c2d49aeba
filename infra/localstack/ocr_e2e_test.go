package localstack_test

import (
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
)

// TestE2EScannedStatement: a statement whose pages are scans goes from the
// parser stage to the OCR stage (the snapshot shows the ocr phase), is
// read by Tesseract into the same engine, and completes with the OCR'd
// pages recorded and the statement's own arithmetic verified; a "scan"
// with no text on it still fails as no_text_layer, now after OCR.
func TestE2EScannedStatement(t *testing.T) {
	if _, err := exec.LookPath("tesseract"); err != nil {
		if os.Getenv("REQUIRE_OCR") != "" {
			t.Fatal("REQUIRE_OCR is set and tesseract is not installed")
		}
		t.Skip("tesseract not installed")
	}
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := newTenant(t, st, 10)
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	read := func(p ...string) []byte {
		b, err := os.ReadFile(filepath.Join(append([]string{root}, p...)...))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	// Two pages, scanned sideways at 200 dpi (testdata/scans/manifest.tsv).
	pdf := read("testdata", "scans", "rot_pnc_fpdf-core_month.pdf")
	var truth struct {
		Ending       float64           `json:"ending_balance"`
		Transactions []json.RawMessage `json:"transactions"`
	}
	if err := json.Unmarshal(read("testdata", "scans", "rot_pnc_fpdf-core_month.json"), &truth); err != nil {
		t.Fatal(err)
	}

	r := c.submit(tn.key, field("document_kind", "bank_statement"), file(pdf))
	if r.status != http.StatusAccepted {
		t.Fatalf("submit: %d %s", r.status, r.body)
	}
	id := r.json(t)["id"].(string)
	// OCR takes seconds a page: poll gently, within the key's rate limit.
	sawOCR := false
	poll := func(id string) map[string]any {
		deadline := time.Now().Add(3 * time.Minute)
		for time.Now().Before(deadline) {
			r := c.do(http.MethodGet, "/api/v1/analyses/"+id, tn.key, "", nil)
			if r.status != http.StatusOK {
				t.Fatalf("poll %s: %d %s", id, r.status, r.body)
			}
			m := r.json(t)
			if ph, ok := m["phases"].(map[string]any); ok && ph["ocr"] != nil && m["status"] == "processing" {
				sawOCR = true
			}
			if s, _ := m["status"].(string); s == "completed" || s == "failed" {
				return m
			}
			time.Sleep(500 * time.Millisecond)
		}
		t.Fatalf("analysis %s not terminal after 3 minutes", id)
		return nil
	}
	env := poll(id)
	if env["status"] != "completed" {
		t.Fatalf("scanned statement: %v", env["error"])
	}
	if ph := env["phases"].(map[string]any); ph["ocr"] != "completed" || ph["parse"] != "completed" {
		t.Fatalf("phases = %v (snapshot showed ocr: %v)", ph, sawOCR)
	}
	res := env["result"].(map[string]any)
	o, _ := res["ocr"].(map[string]any)
	if o == nil || len(o["pages"].([]any)) != 2 {
		t.Fatalf("result.ocr = %v", res["ocr"])
	}
	for _, p := range o["pages"].([]any) {
		if p.(map[string]any)["rotation"].(float64) == 0 {
			t.Errorf("page scanned sideways read with rotation 0: %v", p)
		}
	}
	q := res["parse_quality"].(map[string]any)
	if q["verdict"] != "verified" || len(res["transactions"].([]any)) != len(truth.Transactions) || res["ending_balance"] != truth.Ending {
		t.Fatalf("parse_quality %v, %d transactions (want %d), ending %v (want %v)",
			q, len(res["transactions"].([]any)), len(truth.Transactions), res["ending_balance"], truth.Ending)
	}

	// The fraud score does not judge a picture by its file: it says so.
	notAssessed := false
	for _, f := range res["fraud_findings"].([]any) {
		notAssessed = notAssessed || f.(map[string]any)["code"] == "scan_file_signals_not_assessable"
	}
	if !notAssessed || res["fraud_risk_level"] != "low" {
		t.Fatalf("scan fraud: risk %v, findings %v", res["fraud_risk_level"], res["fraud_findings"])
	}

	// A page of bars and no text: OCR reads nothing, and the analysis says so.
	blank := read("testdata", "corpus", "error_scanned.pdf")
	r = c.submit(tn.key, field("document_kind", "bank_statement"), file(blank))
	if r.status != http.StatusAccepted {
		t.Fatalf("submit: %d %s", r.status, r.body)
	}
	env = poll(r.json(t)["id"].(string))
	if e, _ := env["error"].(map[string]any); env["status"] != "failed" || e["code"] != "no_text_layer" {
		t.Fatalf("textless scan: %v", env)
	}
	if ph := env["phases"].(map[string]any); ph["ocr"] != "failed" {
		t.Fatalf("textless scan phases = %v", ph)
	}
}
