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
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/filter"
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
	// Model is the file as pdfcpu opened it, kept only with
	// Options.KeepModel, for a reader of the AcroForm that must not parse
	// the file a second time (or outside the limits). Never encoded.
	Model *model.Context
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
	// KeepModel keeps the opened file in Document.Model.
	KeepModel bool
	// Limits bound the file; the zero value is DefaultLimits.
	Limits *Limits
}

var configOnce sync.Once

// Read reads pdf once. Failures of the file itself are *pdftext.Error
// with a stable code: pdf_empty, pdf_encrypted and pdf_corrupt from the
// structure, then the text engine's own (pdf_too_large, too_many_pages,
// parse_timeout, …).
func Read(ctx context.Context, pdf []byte, opt Options) (*Document, error) {
	lim := DefaultLimits
	if opt.Limits != nil {
		lim = *opt.Limits
	}
	mctx, err := open(pdf, lim)
	if err != nil {
		return nil, err
	}
	doc := &Document{Pages: mctx.PageCount}
	if doc.Structure, err = readStructure(ctx, mctx, pdf, lim); err != nil {
		switch pdftext.CodeOf(err) {
		case pdftext.CodeLimits, pdftext.CodeTimeout, pdftext.CodeCorrupt:
			// What the pages would have PDFium draw is past a limit, or
			// cannot be bounded: PDFium must not see the file.
			return nil, err
		}
		doc.StructureErr = err.Error()
	}
	doc.Fields = readFields(mctx)
	if opt.KeepModel {
		doc.Model = mctx
	}
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

// open reads the file's cross-reference table and page tree, measures its
// streams against the limits, and classifies a file that cannot be read.
func open(pdf []byte, lim Limits) (mctx *model.Context, err error) {
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
	if len(pdf) > pdftext.DefaultMaxBytes {
		return nil, &pdftext.Error{Code: pdftext.CodeTooLarge, Msg: fmt.Sprintf("file is %d bytes, limit %d", len(pdf), pdftext.DefaultMaxBytes)}
	}
	if err := lim.preflight(pdf); err != nil {
		return nil, err
	}
	mctx, err = api.ReadContext(bytes.NewReader(pdf), lim.configuration())
	if err != nil {
		return nil, readError(err, "read pdf")
	}
	if err := mctx.EnsurePageCount(); err != nil {
		return nil, readError(err, "read page tree")
	}
	if mctx.PageCount == 0 {
		return nil, &pdftext.Error{Code: pdftext.CodeEmpty, Msg: "the document has no pages"}
	}
	if mctx.PageCount > lim.MaxPages {
		return nil, &pdftext.Error{Code: pdftext.CodeTooManyPage, Msg: fmt.Sprintf("%d pages, limit %d", mctx.PageCount, lim.MaxPages)}
	}
	sizes, err := lim.census(mctx)
	if err != nil {
		return nil, err
	}
	if err := lim.pageTree(mctx, sizes); err != nil {
		return nil, err
	}
	return mctx, nil
}

// readError classifies a failure of pdfcpu's reading: a passed resource
// limit (pdfcpu enforces ours while it reads object streams and the
// cross-reference table), an encrypted file, or a corrupt one.
func readError(err error, what string) error {
	msg := strings.ToLower(err.Error())
	switch {
	case errors.Is(err, filter.ErrDecodeLimitExceeded) || strings.Contains(msg, "limit") && strings.Contains(msg, "exceed"):
		return &pdftext.Error{Code: pdftext.CodeLimits, Msg: what + ": a resource limit was passed", Err: err}
	case strings.Contains(msg, "password") || strings.Contains(msg, "encrypt"):
		return &pdftext.Error{Code: pdftext.CodeEncrypted, Msg: "the file is encrypted", Err: err}
	}
	return &pdftext.Error{Code: pdftext.CodeCorrupt, Msg: what, Err: err}
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
