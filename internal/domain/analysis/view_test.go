package analysis

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

var update = flag.Bool("update", false, "rewrite golden files")

func TestRender(t *testing.T) {
	created := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	done := created.Add(90 * time.Second)
	ref := "loan-42"
	meta := json.RawMessage(`{"loan_id":"123"}`)
	phasesDone := Phases{Parse: PhaseCompleted, MetadataFraud: PhaseCompleted, AIFraud: PhaseSkipped}
	base := func(kind Kind, st Status) Analysis {
		return Analysis{
			ID: "0b9f7c1e-5b2a-4c55-9a61-1f0b7f1c2d3e", OrgID: "org-a", Kind: kind, Status: st,
			ClientRef: &ref, Metadata: meta, CreatedAt: created,
			Phases: Phases{Parse: PhasePending, MetadataFraud: PhasePending, AIFraud: PhaseSkipped},
		}
	}
	completed := func(kind Kind, rows int) Analysis {
		a := base(kind, StatusCompleted)
		a.CompletedAt, a.ResultKey, a.ExtractionRows, a.Phases = &done, "results/x.json", rows, phasesDone
		return a
	}
	bank, ending := "ACME Bank", 1234.5
	res := &result.Statement{BankName: &bank, EndingBalance: &ending, Transactions: []result.Transaction{}}
	rows := []json.RawMessage{json.RawMessage(`{"name":"business_legal_name","value":"Ada Bakery LLC","label":"Legal Business Name","page":1,"source":"form_field","confidence":0.9}`),
		json.RawMessage(`{"name":"owner_ssn_last4","value":"6789","label":"SSN","page":1,"owner":1,"source":"form_field","confidence":0.9}`)}
	taxRows := []json.RawMessage{json.RawMessage(`{"name":"gross_receipts","value":410000,"label":"Gross receipts or sales","page":1,"form":"1120-S","tax_year":2024,"line":"1a","source":"text","confidence":0.95}`),
		json.RawMessage(`{"name":"net_income","value":81000,"label":"Ordinary business income (loss)","page":1,"form":"1120-S","tax_year":2024,"line":"22","source":"text","confidence":0.95}`)}

	failed := base(KindBankStatement, StatusFailed)
	failed.CompletedAt = &done
	failed.Error = &Failure{Code: "pdf_encrypted", Message: "The PDF is password-protected."}
	failed.Phases.Parse = PhaseFailed
	failedNoErr := base(KindTaxReturn, StatusFailed)
	failedAppForm := base(KindApplicationForm, StatusFailed)
	failedAppForm.Error = &Failure{Code: "pdf_corrupt", Message: "bad"}
	noRef := base(KindBankStatement, StatusPending)
	noRef.ClientRef, noRef.Metadata = nil, nil
	taxRowsButNoOutcome := completed(KindTaxReturn, 2)

	tests := []struct {
		name      string
		a         Analysis
		out       *Outcome
		wantType  string // snapshot, analysis, extraction
		wantEvent string
		hasData   bool
		dataLen   int
	}{
		{name: "pending", a: base(KindBankStatement, StatusPending), wantType: "snapshot"},
		{name: "processing", a: base(KindTaxReturn, StatusProcessing), wantType: "snapshot"},
		{name: "parsed", a: base(KindApplicationForm, StatusParsed), wantType: "snapshot"},
		{name: "pending_no_ref_no_metadata", a: noRef, wantType: "snapshot"},
		{name: "completed_bank_statement", a: completed(KindBankStatement, 0), out: &Outcome{Result: res}, wantType: "analysis", wantEvent: EventCompleted},
		{name: "completed_bank_statement_outcome_unavailable", a: completed(KindBankStatement, 0), wantType: "analysis", wantEvent: EventCompleted},
		{name: "completed_tax_return_with_rows", a: completed(KindTaxReturn, 2), out: &Outcome{Data: taxRows, Checks: []ExtractionCheck{
			{Name: "net_income", Passed: true, Expected: 81000, Actual: 81000}}}, wantType: "extraction", wantEvent: EventTaxReturnExtracted, hasData: true, dataLen: 2},
		{name: "completed_tax_return_flagged", a: completed(KindTaxReturn, 2), out: &Outcome{Data: taxRows, Flagged: true, Checks: []ExtractionCheck{
			{Name: "net_income", Passed: false, Expected: 51000, Actual: 81000}}}, wantType: "extraction", wantEvent: EventTaxReturnExtracted, hasData: true, dataLen: 2},
		{name: "completed_tax_return_without_rows", a: completed(KindTaxReturn, 0), out: &Outcome{}, wantType: "analysis", wantEvent: EventCompleted},
		{name: "completed_tax_return_rows_counted_but_outcome_missing", a: taxRowsButNoOutcome, wantType: "analysis", wantEvent: EventCompleted},
		{name: "completed_application_form_with_rows", a: completed(KindApplicationForm, 2), out: &Outcome{Data: rows}, wantType: "extraction", wantEvent: EventApplicationFormExtracted, hasData: true, dataLen: 2},
		{name: "completed_application_form_without_rows", a: completed(KindApplicationForm, 0), out: &Outcome{}, wantType: "extraction", wantEvent: EventApplicationFormExtracted, hasData: true, dataLen: 0},
		{name: "completed_application_form_outcome_unavailable", a: completed(KindApplicationForm, 0), wantType: "extraction", wantEvent: EventApplicationFormExtracted, hasData: true, dataLen: 0},
		{name: "failed_bank_statement", a: failed, wantType: "analysis", wantEvent: EventFailed},
		{name: "failed_without_recorded_error", a: failedNoErr, wantType: "analysis", wantEvent: EventFailed},
		{name: "failed_application_form", a: failedAppForm, wantType: "analysis", wantEvent: EventFailed},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := Render(tc.a, tc.out)
			switch v.(type) {
			case Snapshot:
				if tc.wantType != "snapshot" {
					t.Fatalf("got Snapshot, want %s", tc.wantType)
				}
			case Envelope:
				if tc.wantType != "analysis" {
					t.Fatalf("got Envelope, want %s", tc.wantType)
				}
			case ExtractionEnvelope:
				if tc.wantType != "extraction" {
					t.Fatalf("got ExtractionEnvelope, want %s", tc.wantType)
				}
			default:
				t.Fatalf("unexpected %T", v)
			}
			b, err := json.MarshalIndent(v, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			if err := json.Unmarshal(b, &m); err != nil {
				t.Fatal(err)
			}
			if m["id"] != tc.a.ID {
				t.Fatalf("id = %v", m["id"])
			}
			if _, ok := m["client_ref"]; !ok {
				t.Fatalf("client_ref missing: %s", b)
			}
			if tc.a.Metadata != nil {
				if md, _ := json.Marshal(m["metadata"]); string(md) != string(tc.a.Metadata) {
					t.Fatalf("metadata = %s, want passed through %s", md, tc.a.Metadata)
				}
			}
			data, hasData := m["data"]
			if hasData != tc.hasData {
				t.Fatalf("data present = %v, want %v: %s", hasData, tc.hasData, b)
			}
			if tc.hasData {
				arr, ok := data.([]any)
				if !ok || len(arr) != tc.dataLen {
					t.Fatalf("data = %#v, want array of %d", data, tc.dataLen)
				}
			}
			switch tc.wantType {
			case "snapshot":
				if m["status"] != string(tc.a.Status) || m["event"] != nil || m["result"] != nil {
					t.Fatalf("snapshot = %s", b)
				}
			case "analysis":
				if m["event"] != tc.wantEvent || m["status"] != string(tc.a.Status) {
					t.Fatalf("envelope = %s", b)
				}
				if _, ok := m["result"]; !ok {
					t.Fatalf("result key missing: %s", b)
				}
				errObj, hasErr := m["error"].(map[string]any)
				if tc.a.Status == StatusFailed {
					if !hasErr || errObj["code"] == "" || errObj["message"] == "" {
						t.Fatalf("failed envelope error = %v", m["error"])
					}
					if tc.a.Error != nil && errObj["code"] != tc.a.Error.Code {
						t.Fatalf("error code = %v", errObj["code"])
					}
					if m["result"] != nil {
						t.Fatalf("failed result = %v", m["result"])
					}
				} else if m["error"] != nil {
					t.Fatalf("completed envelope error = %v", m["error"])
				}
			case "extraction":
				if m["event"] != tc.wantEvent || m["created_at"] != "2026-03-01T12:00:00Z" {
					t.Fatalf("extraction = %s", b)
				}
			}
			golden(t, filepath.Join("testdata", "render_"+tc.name+".golden.json"), b)
		})
	}
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	got = append(bytes.TrimSpace(got), '\n')
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/domain/analysis/ -run TestRender -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from golden:\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestEventOf(t *testing.T) {
	tests := []struct {
		kind Kind
		st   Status
		rows int
		want string
	}{
		{KindBankStatement, StatusCompleted, 0, EventCompleted},
		{KindBankStatement, StatusFailed, 0, EventFailed},
		{KindTaxReturn, StatusCompleted, 3, EventTaxReturnExtracted},
		{KindTaxReturn, StatusCompleted, 0, EventCompleted},
		{KindTaxReturn, StatusFailed, 3, EventFailed},
		{KindApplicationForm, StatusCompleted, 0, EventApplicationFormExtracted},
		{KindApplicationForm, StatusCompleted, 2, EventApplicationFormExtracted},
		{KindApplicationForm, StatusFailed, 0, EventFailed},
	}
	for _, tc := range tests {
		t.Run(string(tc.kind)+"/"+string(tc.st), func(t *testing.T) {
			if got := EventOf(Analysis{Kind: tc.kind, Status: tc.st, ExtractionRows: tc.rows}); got != tc.want {
				t.Fatalf("EventOf = %s, want %s", got, tc.want)
			}
		})
	}
}

// EventOf and Render must agree: the event a webhook announces is the event
// the poll of the same analysis shows.
func TestEventOfMatchesRender(t *testing.T) {
	rows := []json.RawMessage{json.RawMessage(`{"a":1}`)}
	for _, kind := range []Kind{KindBankStatement, KindTaxReturn, KindApplicationForm} {
		for _, n := range []int{0, 1} {
			a := Analysis{ID: "x", Kind: kind, Status: StatusCompleted, ExtractionRows: n, ResultKey: "k"}
			out := &Outcome{Data: rows[:n]}
			var ev string
			switch v := Render(a, out).(type) {
			case Envelope:
				ev = v.Event
			case ExtractionEnvelope:
				ev = v.Event
			}
			if ev != EventOf(a) {
				t.Errorf("%s rows=%d: Render event %s, EventOf %s", kind, n, ev, EventOf(a))
			}
		}
	}
}

func TestKeys(t *testing.T) {
	if UploadKey("abc") != "uploads/abc.pdf" || ResultKey("abc") != "results/abc.json" {
		t.Fatal("keys")
	}
	tests := []struct {
		key string
		id  string
		ok  bool
	}{
		{"uploads/abc.pdf", "abc", true},
		{"uploads/.pdf", "", false},
		{"staging/abc.pdf", "", false},
		{"uploads/abc.json", "", false},
		{"results/abc.json", "", false},
	}
	for _, tc := range tests {
		id, ok := IDFromUploadKey(tc.key)
		if id != tc.id || ok != tc.ok {
			t.Errorf("IDFromUploadKey(%q) = %q, %v", tc.key, id, ok)
		}
	}
}
