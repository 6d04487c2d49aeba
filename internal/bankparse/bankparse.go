// Package bankparse adapts the statement engine (internal/statement) to the
// pipeline's extractor. It is its own package so that only the parser
// function links PDFium: the API and the other stages never parse.
package bankparse

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/analysis"
)

// StatementParser adapts the statement engine to extract.BankParser. The engine's coded errors describe the file, so they end the
// analysis; anything else is retried.
type StatementParser struct {
	Options statement.Options
}

// Warm starts PDFium now. The parser calls it during Lambda's init phase,
// so the WebAssembly compile (about 0.1 s from the shipped cache, about 3 s
// without) is not paid by the first document.
func (StatementParser) Warm() error { return pdftext.Warm() }

// messages are the client-facing texts of the engine's error codes.
var messages = map[string]string{
	"pdf_encrypted":   "The PDF is password-protected. Remove the password and submit it again.",
	"pdf_corrupt":     "The file is not a readable PDF. Export it again from its source and resubmit.",
	"pdf_empty":       "The PDF has no pages.",
	"pdf_too_large":   "The PDF is too large to parse.",
	"too_many_pages":  "The PDF has more pages than a statement can have; split it into statements.",
	"parse_timeout":   "The document took too long to parse. Check that it is a bank statement of reasonable size.",
	"no_text_layer":   "The PDF has no text layer (it is a scan or an image). Submit the statement as downloaded from the bank.",
	"parser_internal": "The document could not be parsed. Contact support with the analysis id.",
}

// ParseStatement implements BankParser.
func (p StatementParser) ParseStatement(ctx context.Context, pdf []byte) (json.RawMessage, error) {
	res, err := statement.ParsePDF(ctx, pdf, p.Options)
	if err != nil {
		var se *statement.Error
		if !errors.As(err, &se) || ctx.Err() != nil {
			// Our own deadline or an unexpected failure: let the stage
			// retry, or fail it on its last attempt.
			return nil, fmt.Errorf("parse statement: %w", err)
		}
		msg, ok := messages[se.Code]
		if strings.HasPrefix(se.Code, statement.CodeNotBankStatement) {
			kind := strings.TrimPrefix(se.Code, statement.CodeNotBankStatement+":")
			msg, ok = "The document is not a bank statement (it looks like: "+kind+"). Submit it with the matching document_kind.", true
		}
		if !ok {
			msg = "The document could not be parsed as a bank statement."
		}
		return nil, &analysis.Failure{Code: se.Code, Message: msg}
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, fmt.Errorf("encode result: %w", err)
	}
	return b, nil
}
