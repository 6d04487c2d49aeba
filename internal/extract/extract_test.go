package extract

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// buildPDF writes a minimal valid PDF with n empty pages and a correct
// cross-reference table.
func buildPDF(n int) []byte {
	var objs []string
	kids := ""
	for i := range n {
		kids += fmt.Sprintf("%d 0 R ", 3+i)
	}
	objs = append(objs, "<< /Type /Catalog /Pages 2 0 R >>")
	objs = append(objs, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids, n))
	for range n {
		objs = append(objs, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> >>")
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func encrypt(t *testing.T, pdf []byte) []byte {
	t.Helper()
	disableConfig.Do(api.DisableConfigDir)
	var out bytes.Buffer
	conf := model.NewAESConfiguration("user-secret", "owner-secret", 256)
	if err := api.Encrypt(bytes.NewReader(pdf), &out, conf); err != nil {
		t.Fatalf("encrypt: %v", err)
	}
	return out.Bytes()
}

func TestInspect(t *testing.T) {
	one, three := buildPDF(1), buildPDF(3)
	tests := []struct {
		name  string
		pdf   []byte
		code  string
		pages int
	}{
		{name: "nil", pdf: nil, code: "pdf_empty"},
		{name: "whitespace", pdf: []byte(" \n\t "), code: "pdf_empty"},
		{name: "junk", pdf: []byte("this is not a pdf at all"), code: "pdf_corrupt"},
		{name: "png", pdf: []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), code: "pdf_corrupt"},
		{name: "header only", pdf: []byte("%PDF-1.4\n"), code: "pdf_corrupt"},
		{name: "truncated before any object", pdf: one[:20], code: "pdf_corrupt"},
		{name: "no catalog", pdf: []byte("%PDF-1.4\n1 0 obj\n<< /Foo 1 >>\nendobj\ntrailer\n<< /Size 2 >>\n%%EOF\n"), code: "pdf_corrupt"},
		{name: "zero pages", pdf: buildPDF(0), code: "pdf_empty"},
		{name: "one page", pdf: one, pages: 1},
		{name: "three pages", pdf: three, pages: 3},
		{name: "junk before header", pdf: append([]byte("JUNKJUNK\n"), one...), pages: 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			info, err := Inspect(tc.pdf)
			if tc.code != "" {
				var f *analysis.Failure
				if !errors.As(err, &f) || f.Code != tc.code {
					t.Fatalf("err = %v, want %s", err, tc.code)
				}
				return
			}
			if err != nil {
				t.Fatalf("Inspect: %v", err)
			}
			if info.Pages != tc.pages {
				t.Fatalf("pages = %d, want %d", info.Pages, tc.pages)
			}
		})
	}
}

func TestInspectEncrypted(t *testing.T) {
	enc := encrypt(t, buildPDF(1))
	if !bytes.Contains(enc, []byte("/Encrypt")) {
		t.Fatal("fixture is not encrypted")
	}
	_, err := Inspect(enc)
	var f *analysis.Failure
	if !errors.As(err, &f) || f.Code != "pdf_encrypted" {
		t.Fatalf("err = %v, want pdf_encrypted", err)
	}
}

func TestExtract(t *testing.T) {
	pdf := buildPDF(1)
	tests := []struct {
		name     string
		kind     analysis.Kind
		pdf      []byte
		bank     BankParser
		wantCode string
		wantErr  bool
		result   string
		rows     int
	}{
		{name: "bank statement without parser", kind: analysis.KindBankStatement, pdf: pdf, result: string(emptyResult)},
		{name: "bank statement with parser", kind: analysis.KindBankStatement, pdf: pdf, bank: fakeBank{res: `{"bank_name":"ACME"}`}, result: `{"bank_name":"ACME"}`},
		{name: "bank parser error", kind: analysis.KindBankStatement, pdf: pdf, bank: fakeBank{err: errors.New("x")}, wantErr: true},
		{name: "tax return", kind: analysis.KindTaxReturn, pdf: pdf, result: "null"},
		{name: "flat application form", kind: analysis.KindApplicationForm, pdf: pdf, result: "null", rows: 0},
		{name: "unknown kind", kind: "invoice", pdf: pdf, wantErr: true},
		{name: "corrupt", kind: analysis.KindBankStatement, pdf: []byte("junk"), wantCode: "pdf_corrupt"},
		{name: "empty", kind: analysis.KindTaxReturn, pdf: nil, wantCode: "pdf_empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Extractor{Bank: tc.bank}.Extract(context.Background(), tc.kind, tc.pdf)
			var f *analysis.Failure
			switch {
			case tc.wantCode != "":
				if !errors.As(err, &f) || f.Code != tc.wantCode {
					t.Fatalf("err = %v, want %s", err, tc.wantCode)
				}
				return
			case tc.wantErr:
				if err == nil || errors.As(err, &f) {
					t.Fatalf("err = %v, want a non-Failure (retryable) error", err)
				}
				return
			case err != nil:
				t.Fatal(err)
			}
			if string(out.Result) != tc.result || len(out.Data) != tc.rows {
				t.Fatalf("outcome = %s / %d rows", out.Result, len(out.Data))
			}
		})
	}
}

func TestEmptyResultShape(t *testing.T) {
	var m map[string]any
	if err := json.Unmarshal(emptyResult, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"bank_name", "account_holder_name", "account_number_last4", "currency", "period_start", "period_end",
		"starting_balance", "ending_balance", "average_balance", "total_deposits", "total_withdrawals", "true_revenue",
		"estimated_monthly_revenue", "number_of_deposits", "number_of_withdrawals", "number_of_nsf", "number_of_negative_days",
		"fraud_score", "fraud_risk_level", "monthly_summary", "debt_outflows", "transactions"} {
		if _, ok := m[k]; !ok {
			t.Errorf("emptyResult lacks %s", k)
		}
	}
}

type fakeBank struct {
	res string
	err error
}

func (f fakeBank) ParseStatement(context.Context, []byte) (json.RawMessage, error) {
	if f.err != nil {
		return nil, f.err
	}
	return json.RawMessage(f.res), nil
}
