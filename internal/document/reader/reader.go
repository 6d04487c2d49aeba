// Package reader is the parser stage's reading of a submitted document: it
// reads the PDF once (internal/document/pdfdoc), parses a bank statement
// with the statement engine, reads a tax return or an application form
// into named rows (internal/document/forms), and hands the pipeline the outcome together with the facts the
// fraud stage scores. It is its own package so that only the parser
// function links PDFium: the API and the other stages never parse.
package reader

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/document/ocr"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/domain/result"
)

// Reader implements pipeline.Extractor. The zero value is ready to use.
type Reader struct {
	// Text extracts the words; nil is PDFium with font names.
	Text pdftext.Extractor
	// Timeout bounds one document's read and parse when the context has
	// no earlier deadline; zero is 60 seconds.
	Timeout time.Duration
	// OCR reads the pages that have no usable text layer. The parser
	// stage leaves it nil: there a document with such pages returns
	// pipeline.ErrNeedsOCR and goes to the OCR stage, whose own limits keep a
	// 40-page scan from starving the parser.
	OCR *ocr.Reader
	// Cells reads a scanned form's cell again, for a value the page's OCR
	// left out (forms.CellEngine); nil is Tesseract's when OCR is set.
	Cells forms.CellEngine
	// Log is told of best-effort steps that failed without failing the
	// document (a form's cell re-read); nil discards.
	Log *slog.Logger
}

// Warm starts PDFium now. The parser calls it during Lambda's init phase,
// so the WebAssembly compile (about 0.1 s from the shipped cache, about 3 s
// without) is not paid by the first document.
func (Reader) Warm() error { return pdftext.Warm() }

// messages are the client-facing texts of the file's error codes.
var messages = map[string]string{
	pdftext.CodeEncrypted:     "The PDF is password-protected. Remove the password and submit it again.",
	pdftext.CodeCorrupt:       "The file is not a readable PDF. Export it again from its source and resubmit.",
	pdftext.CodeEmpty:         "The PDF has no pages.",
	pdftext.CodeTooLarge:      "The PDF is too large to parse.",
	pdftext.CodeTooManyPage:   "The PDF has more pages than a statement can have; split it into statements.",
	pdftext.CodeTimeout:       "The document took too long to parse. Check that it is a bank statement of reasonable size.",
	statement.CodeNoTextLayer: "No text could be read from the PDF: it has no text layer, and OCR found no readable text on its pages. Submit the statement as downloaded from the bank, or a clearer scan.",
	pdftext.CodeInternal:      "The document could not be parsed. Contact support with the analysis id.",
}

// Extract implements pipeline.Extractor.
func (r Reader) Extract(ctx context.Context, kind analysis.Kind, pdf []byte) (pipeline.Extraction, error) {
	if !kind.Valid() {
		return pipeline.Extraction{}, fmt.Errorf("read document: unknown kind %q", kind)
	}
	timeout := r.Timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	// Every kind is read from its words (a form's values are paired with
	// its printed captions); forms also keep the opened file, so their
	// AcroForm is read without parsing the PDF again.
	doc, err := pdfdoc.Read(rctx, pdf, pdfdoc.Options{Text: r.Text, KeepModel: kind != analysis.KindBankStatement})
	if err != nil {
		return pipeline.Extraction{}, failure(ctx, err)
	}
	if kind != analysis.KindBankStatement {
		out, err := r.form(rctx, kind, pdf, doc)
		if err != nil {
			return pipeline.Extraction{}, failure(ctx, err)
		}
		return pipeline.Extraction{Outcome: out}, nil
	}
	res, err := r.statement(rctx, pdf, doc)
	if err != nil {
		return pipeline.Extraction{}, failure(ctx, err)
	}
	facts, err := doc.Encode()
	if err != nil {
		return pipeline.Extraction{}, err
	}
	return pipeline.Extraction{Outcome: analysis.Outcome{Result: res}, Facts: facts}, nil
}

// statement parses a bank statement from doc's words, reading the pages
// without a usable text layer by OCR first when r has an OCR reader.
func (r Reader) statement(ctx context.Context, pdf []byte, doc *pdfdoc.Document) (*result.Statement, error) {
	pc, err := ocrChoices(ctx, pdftext.PDFium{}, pdf, doc)
	if err != nil {
		return nil, err
	}
	if !pc.need {
		res, err := statement.ParseDocument(ctx, doc.Text, statement.Options{})
		return statement.RetryFormText(ctx, pdf, doc.Text, res, err, statement.Options{})
	}
	if r.OCR == nil {
		return nil, pipeline.ErrNeedsOCR
	}
	return r.readScanned(ctx, pdf, doc.Text, pc)
}

// failure turns a coded error of the document into the analysis'
// terminal failure. Anything else — an uncoded error, or the caller's own
// deadline — is returned as is, so that the stage retries or fails it on
// its last attempt.
func failure(ctx context.Context, err error) error {
	var af *analysis.Failure
	if errors.As(err, &af) || errors.Is(err, pipeline.ErrNeedsOCR) {
		return err
	}
	var de *pdftext.Error
	if !errors.As(err, &de) || ctx.Err() != nil {
		return fmt.Errorf("read document: %w", err)
	}
	msg, ok := messages[de.Code]
	if de.Code == pdftext.CodeLimits {
		// Name the limit, so the sender knows what to change.
		msg, ok = "The PDF passes a processing limit ("+de.Msg+"). Export the document again from its source, or split it into smaller files.", true
	}
	if kind, found := strings.CutPrefix(de.Code, statement.CodeNotBankStatement+":"); found {
		msg, ok = "The document is not a bank statement (it looks like: "+kind+"). Submit it with the matching document_kind.", true
	}
	if !ok {
		msg = "The document could not be parsed as a bank statement."
	}
	return &analysis.Failure{Code: de.Code, Message: msg}
}

// form reads a tax return or an application form into its rows
// (internal/document/forms), from the words doc already holds. Pages
// without a usable text layer are read by OCR first when r has an OCR
// reader; without one the document goes to the OCR stage (pipeline.ErrNeedsOCR).
//
// A document that is not the submitted kind is a terminal failure
// (not_a_tax_return:<kind>, not_an_application:<kind>): nothing is read
// from it. A recognised but blank tax return completes with no rows, which
// the poll table answers with the analysis envelope; an application with
// nothing read answers with an empty data array.
func (r Reader) form(ctx context.Context, kind analysis.Kind, pdf []byte, doc *pdfdoc.Document) (analysis.Outcome, error) {
	in := forms.Input{PDF: pdf, Doc: doc.Text, WordSource: forms.SourceText, Model: doc.Model}
	pc, err := ocrChoices(ctx, pdftext.PDFium{}, pdf, doc)
	if err != nil {
		return analysis.Outcome{}, err
	}
	if formNeedsOCR(pc.choices) {
		if r.OCR == nil {
			return analysis.Outcome{}, pipeline.ErrNeedsOCR
		}
		res, err := r.OCR.ReadSelected(ctx, pdf, doc.Text, pc.inv, pc.choices)
		if err != nil {
			return analysis.Outcome{}, ocrFailure(err)
		}
		// One source for the whole document: the forms reader labels
		// every printed value with it, so a partly scanned form says
		// "ocr" on its text-layer pages too.
		in.Doc, in.WordSource = res.Doc, forms.SourceOCR
		in.Cells, in.Log = r.Cells, r.Log
		if in.Cells == nil {
			in.Cells = forms.TesseractCells{}
		}
	}
	var (
		rows []forms.Row
		out  analysis.Outcome
	)
	switch kind {
	case analysis.KindTaxReturn:
		tr, err := forms.ReadTaxReturn(ctx, in)
		var nt *forms.NotTaxReturnError
		if errors.As(err, &nt) {
			return out, &analysis.Failure{Code: nt.Code(), Message: "The document is not a business tax return" + looksLike(nt.Kind) +
				". Submit an IRS Form 1120-S, 1120, 1065 or 1040 Schedule C, or submit the document with its own document_kind."}
		}
		if err != nil {
			return out, fmt.Errorf("read tax return: %w", err)
		}
		rows = tr.Rows
		out.Corrections = corrections(tr.Corrections)
		if len(rows) > 0 {
			for _, c := range tr.Checks {
				out.Checks = append(out.Checks, analysis.ExtractionCheck{Name: c.Name, Passed: c.Passed, Expected: c.Expected, Actual: c.Actual})
			}
			out.Flagged = tr.Flagged
		}
	case analysis.KindApplicationForm:
		app, err := forms.ReadApplication(ctx, in)
		var na *forms.NotApplicationError
		if errors.As(err, &na) {
			return out, &analysis.Failure{Code: na.Code(), Message: "The document is not a funding application" + looksLike(na.Kind) +
				". Submit it with the matching document_kind."}
		}
		if err != nil {
			return out, fmt.Errorf("read application: %w", err)
		}
		rows = app.Rows
		out.Corrections = corrections(app.Corrections)
	default:
		return out, fmt.Errorf("read document: no form reader for %q", kind)
	}
	for _, row := range rows {
		b, err := json.Marshal(row)
		if err != nil {
			return analysis.Outcome{}, fmt.Errorf("encode row %s: %w", row.Name, err)
		}
		out.Data = append(out.Data, b)
	}
	return out, nil
}

// corrections copies the forms reader's corrections of OCR'd words into
// the stored outcome.
func corrections(cs []forms.Correction) []analysis.ExtractionCorrection {
	var out []analysis.ExtractionCorrection
	for _, c := range cs {
		out = append(out, analysis.ExtractionCorrection{Page: c.Page, From: c.From, To: c.To, Why: c.Why})
	}
	return out
}

// formNeedsOCR reports whether a form has a page to read from its image.
// A page without words and without any image (a blank page, a blank
// form's back) has nothing OCR could read, so unlike a statement's it does
// not send the form to the OCR stage.
func formNeedsOCR(choices []ocr.Choice) bool {
	for _, c := range choices {
		if c.OCR && (c.ImageCover > 0 || c.Reason != ocr.ReasonNoText) {
			return true
		}
	}
	return false
}

// looksLike says in a failure message what a document of the wrong kind
// seems to be.
func looksLike(kind string) string {
	switch kind {
	case forms.KindBankStatement:
		return " (it looks like a bank statement)"
	case forms.KindTaxReturn:
		return " (it looks like a tax return)"
	case forms.KindApplicationForm:
		return " (it looks like a funding application)"
	}
	return " (no IRS form was recognised on its pages)"
}

// ReadStatement reads pdf once and parses it as a bank statement, as the
// parser stage does, for tools that score or inspect a file outside the
// pipeline. Like statement.ParseDocument it returns the partial result
// with the error of a document that is not a bank statement.
func ReadStatement(ctx context.Context, pdf []byte) (*pdfdoc.Document, *result.Statement, error) {
	return Reader{}.ReadStatement(ctx, pdf)
}

// ReadStatement is the package's ReadStatement with r's OCR reader, so
// that tools read scans as the OCR stage does.
func (r Reader) ReadStatement(ctx context.Context, pdf []byte) (*pdfdoc.Document, *result.Statement, error) {
	doc, err := pdfdoc.Read(ctx, pdf, pdfdoc.Options{Text: r.Text})
	if err != nil {
		return nil, nil, err
	}
	res, err := r.statement(ctx, pdf, doc)
	return doc, res, err
}
