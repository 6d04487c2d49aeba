package pdftext

import (
	"context"
	"errors"
	"fmt"

	pdfium "github.com/klippa-app/go-pdfium"
	pdfiumerrors "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// openDoc is the one way every PDFium entry point (words, rendering, the
// visibility check) opens a document, so that size limits, the deadline and
// the mapping of PDFium's failures to our codes cannot drift between them.
// It returns an instance holding the open document, its page count, and a
// release that closes both.
type openDoc struct {
	inst  pdfium.Pdfium
	doc   references.FPDF_DOCUMENT
	pages int
}

// open checks pdf against lim, takes an instance from the shared pool and
// opens the document. The caller must call release when err is nil.
func open(ctx context.Context, pdf []byte, lim Limits) (d openDoc, release func(), err error) {
	if len(pdf) == 0 {
		return d, nil, newErr(CodeEmpty, "file is empty", nil)
	}
	if len(pdf) > lim.MaxBytes {
		return d, nil, newErr(CodeTooLarge, fmt.Sprintf("file is %d bytes, limit %d", len(pdf), lim.MaxBytes), nil)
	}
	if err := ctxErr(ctx); err != nil {
		return d, nil, err
	}
	pool, err := sharedPool()
	if err != nil {
		return d, nil, newErr(CodeInternal, "pdfium unavailable", err)
	}
	inst, err := pool.GetInstanceWithContext(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return d, nil, newErr(CodeTimeout, "no pdfium instance before deadline", err)
		}
		return d, nil, newErr(CodeInternal, "pdfium instance", err)
	}
	doc, err := inst.OpenDocument(&requests.OpenDocument{File: &pdf})
	if err != nil {
		inst.Close()
		switch {
		case ctx.Err() != nil:
			return d, nil, newErr(CodeTimeout, "deadline exceeded while opening", err)
		case errors.Is(err, pdfiumerrors.ErrPassword), errors.Is(err, pdfiumerrors.ErrSecurity):
			return d, nil, newErr(CodeEncrypted, "document is encrypted", err)
		case outOfMemory(err):
			return d, nil, newErr(CodeLimits, fmt.Sprintf("PDFium needed more than %d MB", MemoryLimit>>20), err)
		default:
			return d, nil, newErr(CodeCorrupt, "document cannot be opened", err)
		}
	}
	release = func() {
		inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document})
		inst.Close()
	}
	pc, err := inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil {
		release()
		return d, nil, newErr(CodeCorrupt, "page count", err)
	}
	return openDoc{inst: inst, doc: doc.Document, pages: pc.PageCount}, release, nil
}

// checkPages refuses a document with no pages or more than lim allows.
func checkPages(n int, lim Limits) error {
	if n == 0 {
		return newErr(CodeEmpty, "document has no pages", nil)
	}
	if n > lim.MaxPages {
		return newErr(CodeTooManyPage, fmt.Sprintf("%d pages, limit %d", n, lim.MaxPages), nil)
	}
	return nil
}
