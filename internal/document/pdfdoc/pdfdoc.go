// Package pdfdoc is the one read of an uploaded PDF. The parser stage
// reads the file once — its structure with pdfcpu and its positioned
// words with PDFium — and keeps what the later stages need in a compact
// form next to the result, so that the fraud stage scores the document
// without fetching or opening the PDF again (only the opt-in visual pass,
// which needs pixels, does).
package pdfdoc

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/form"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Document is what one read of a PDF learns.
type Document struct {
	// Pages is the page count pdfcpu reads from the page tree.
	Pages int
	// Structure is nil when pdfcpu could open the file but not read its
	// structure; StructureErr then says why, and the fraud score reports
	// that it could not check the file.
	Structure    *Structure
	StructureErr string
	// Text holds the words of every page, with font names; nil when
	// Options.NoText.
	Text *pdftext.Document
	// Fields are the AcroForm's fields that carry a value. They are not
	// kept with the facts (Encode): only the parser stage reads them.
	Fields []Field
}

// Field is one AcroForm field with a value.
type Field struct {
	Name, AltName, Value string
	// Page is the first page a widget of the field is on; 0 unknown.
	Page int
}

// Options tunes Read. The zero value is ready to use.
type Options struct {
	// Text defaults to PDFium with font names (the fraud score compares
	// fonts; the statement engine ignores them).
	Text pdftext.Extractor
	// NoText skips the words, for documents read by their form fields.
	NoText bool
}

var configOnce sync.Once

// Read reads pdf once. Failures of the file itself are *pdftext.Error
// with a stable code: pdf_empty, pdf_encrypted and pdf_corrupt from the
// structure, then the text engine's own (pdf_too_large, too_many_pages,
// parse_timeout, …).
func Read(ctx context.Context, pdf []byte, opt Options) (*Document, error) {
	mctx, err := open(pdf)
	if err != nil {
		return nil, err
	}
	doc := &Document{Pages: mctx.PageCount}
	if doc.Structure, err = readStructure(mctx, pdf); err != nil {
		doc.StructureErr = err.Error()
	}
	doc.Fields = readFields(mctx)
	if opt.NoText {
		return doc, nil
	}
	x := opt.Text
	if x == nil {
		x = pdftext.PDFium{FontNames: true}
	}
	if doc.Text, err = x.Extract(ctx, pdf); err != nil {
		return nil, fmt.Errorf("extract text: %w", err)
	}
	return doc, nil
}

// open reads the file's cross-reference table and page tree, and
// classifies a file that cannot be read.
func open(pdf []byte) (mctx *model.Context, err error) {
	configOnce.Do(api.DisableConfigDir)
	defer func() {
		// pdfcpu panics on some malformed input; a malformed upload must
		// fail the analysis, not the process.
		if r := recover(); r != nil {
			mctx, err = nil, &pdftext.Error{Code: pdftext.CodeCorrupt, Msg: fmt.Sprintf("read pdf: %v", r)}
		}
	}()
	if len(bytes.TrimSpace(pdf)) == 0 {
		return nil, &pdftext.Error{Code: pdftext.CodeEmpty, Msg: "the file is empty"}
	}
	mctx, err = api.ReadContext(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if err != nil {
		if msg := strings.ToLower(err.Error()); strings.Contains(msg, "password") || strings.Contains(msg, "encrypt") {
			return nil, &pdftext.Error{Code: pdftext.CodeEncrypted, Msg: "the file is encrypted", Err: err}
		}
		return nil, &pdftext.Error{Code: pdftext.CodeCorrupt, Msg: "read pdf", Err: err}
	}
	if err := mctx.EnsurePageCount(); err != nil {
		return nil, &pdftext.Error{Code: pdftext.CodeCorrupt, Msg: "read page tree", Err: err}
	}
	if mctx.PageCount == 0 {
		return nil, &pdftext.Error{Code: pdftext.CodeEmpty, Msg: "the document has no pages"}
	}
	return mctx, nil
}

// readFields lists the fields with a value. A file without an AcroForm,
// or one pdfcpu cannot walk, has none: a flat form is not an error.
func readFields(mctx *model.Context) (out []Field) {
	defer func() {
		if r := recover(); r != nil {
			out = nil
		}
	}()
	fields, _, err := form.FormFields(mctx)
	if err != nil {
		return nil
	}
	for _, f := range fields {
		if strings.TrimSpace(f.V) == "" {
			continue
		}
		fd := Field{Name: f.Name, AltName: f.AltName, Value: f.V}
		if len(f.Pages) > 0 {
			fd.Page = f.Pages[0]
		}
		out = append(out, fd)
	}
	return out
}
