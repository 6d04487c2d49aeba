// Package extract turns a submitted PDF into an analysis outcome: it checks
// the file's structure with pdfcpu, then hands bank statements to the
// statement parser and reads form fields of application forms.
package extract

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// Failures of the file itself. They are terminal: retrying cannot help.
var (
	ErrEncrypted = &analysis.Failure{Code: "pdf_encrypted", Message: "The PDF is password-protected. Remove the password and submit it again."}
	ErrCorrupt   = &analysis.Failure{Code: "pdf_corrupt", Message: "The file is not a readable PDF. Export it again from its source and resubmit."}
	ErrEmpty     = &analysis.Failure{Code: "pdf_empty", Message: "The PDF has no pages."}
)

// BankParser parses a bank statement into an AnalysisResult object.
type BankParser interface {
	ParseStatement(ctx context.Context, pdf []byte) (json.RawMessage, error)
}

// Extractor implements pipeline.Extractor.
type Extractor struct {
	// Bank parses statements; nil yields an empty result (every field
	// null) until the parsing engine is wired in.
	Bank BankParser
}

var disableConfig sync.Once

// Info is what the structural check learns about a PDF.
type Info struct {
	Pages int
}

// Inspect reads the PDF's structure and classifies unreadable files.
func Inspect(pdf []byte) (info Info, err error) {
	disableConfig.Do(api.DisableConfigDir)
	defer func() {
		// pdfcpu panics on some malformed input; a malformed upload must
		// fail the analysis, not the process.
		if r := recover(); r != nil {
			info, err = Info{}, ErrCorrupt
		}
	}()
	if len(bytes.TrimSpace(pdf)) == 0 {
		return Info{}, ErrEmpty
	}
	conf := model.NewDefaultConfiguration()
	ctx, rerr := api.ReadContext(bytes.NewReader(pdf), conf)
	if rerr != nil {
		if msg := strings.ToLower(rerr.Error()); strings.Contains(msg, "password") || strings.Contains(msg, "encrypt") {
			return Info{}, ErrEncrypted
		}
		return Info{}, ErrCorrupt
	}
	if err := ctx.EnsurePageCount(); err != nil {
		return Info{}, ErrCorrupt
	}
	if ctx.PageCount == 0 {
		return Info{}, ErrEmpty
	}
	return Info{Pages: ctx.PageCount}, nil
}

// emptyResult is the AnalysisResult with every field null, used when no
// statement parser is configured.
var emptyResult = json.RawMessage(`{"bank_name":null,"account_holder_name":null,"account_number_last4":null,"currency":null,"period_start":null,"period_end":null,"starting_balance":null,"ending_balance":null,"average_balance":null,"total_deposits":null,"total_withdrawals":null,"true_revenue":null,"estimated_monthly_revenue":null,"number_of_deposits":null,"number_of_withdrawals":null,"number_of_nsf":null,"number_of_negative_days":null,"fraud_score":null,"fraud_risk_level":null,"monthly_summary":[],"debt_outflows":[],"transactions":[]}`)

// Extract implements pipeline.Extractor.
func (e Extractor) Extract(ctx context.Context, kind analysis.Kind, pdf []byte) (analysis.Outcome, error) {
	if _, err := Inspect(pdf); err != nil {
		return analysis.Outcome{}, err
	}
	switch kind {
	case analysis.KindBankStatement:
		if e.Bank == nil {
			return analysis.Outcome{Result: emptyResult}, nil
		}
		res, err := e.Bank.ParseStatement(ctx, pdf)
		if err != nil {
			return analysis.Outcome{}, err
		}
		return analysis.Outcome{Result: res}, nil
	case analysis.KindApplicationForm:
		rows, err := formRows(pdf)
		if err != nil {
			return analysis.Outcome{}, err
		}
		return analysis.Outcome{Result: json.RawMessage("null"), Data: rows}, nil
	case analysis.KindTaxReturn:
		// Tax-return extraction has its own issue; until then a tax
		// return completes with no rows, which the poll table answers
		// with the analysis envelope.
		return analysis.Outcome{Result: json.RawMessage("null")}, nil
	}
	return analysis.Outcome{}, fmt.Errorf("extract: unknown kind %q", kind)
}

// FormRow is one extracted application-form field.
type FormRow struct {
	Field string `json:"field"`
	Label string `json:"label,omitempty"`
	Value string `json:"value"`
	Page  int    `json:"page,omitempty"`
}

// formRows reads the AcroForm fields of an application form, one row per
// filled field. A form without fields yields no rows.
func formRows(pdf []byte) (rows []json.RawMessage, err error) {
	defer func() {
		if r := recover(); r != nil {
			rows, err = nil, nil
		}
	}()
	fields, ferr := api.FormFields(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if ferr != nil {
		// No AcroForm is not an error: the form may be flat.
		if errors.Is(ferr, context.Canceled) {
			return nil, ferr
		}
		return nil, nil
	}
	for _, f := range fields {
		if strings.TrimSpace(f.V) == "" {
			continue
		}
		row := FormRow{Field: f.Name, Label: f.AltName, Value: f.V}
		if len(f.Pages) > 0 {
			row.Page = f.Pages[0]
		}
		b, err := json.Marshal(row)
		if err != nil {
			return nil, err
		}
		rows = append(rows, b)
	}
	return rows, nil
}
