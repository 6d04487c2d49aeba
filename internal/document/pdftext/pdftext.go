// Package pdftext turns PDF bytes into positioned words.
//
// The rest of the parser depends only on the small types in this file
// (Word, Page, Document, Extractor and Error) so the PDF engine can be
// swapped or faked in tests without touching layout code.
package pdftext

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Word is one run of non-space characters on a line.
//
// Coordinates are PDF points with the origin at the TOP-left corner of the
// page (Y grows downwards), which is the natural reading order for layout
// code: a smaller Y0 means higher on the page.
type Word struct {
	Text           string
	X0, Y0, X1, Y1 float64
	FontName       string
	FontSize       float64
	// Slanted says the word's glyphs run at an angle of more than about
	// three degrees: a rubber stamp or a diagonal watermark set over the
	// page, which is no line of its text (see slanted in words.go).
	Slanted bool
}

// Page is the text of one page in extraction order. Number is 1-based.
type Page struct {
	Number        int
	Width, Height float64
	Words         []Word
	// OCR says the words were read from the page's image
	// (internal/document/ocr), not from its text layer.
	OCR bool
}

// Document is the result of extraction: the pages plus the information
// dictionary fields that help identify the producer and the bank.
type Document struct {
	Pages    []Page
	Title    string
	Author   string
	Creator  string
	Producer string
	// Created is the information dictionary's CreationDate, zero when
	// absent or unreadable. A statement that prints no year takes it as
	// the latest its rows can be dated (statement.ParseDocument).
	Created time.Time
}

// Extractor extracts positioned words from a PDF.
type Extractor interface {
	Extract(ctx context.Context, pdf []byte) (*Document, error)
}

// Limits bound the work done on one untrusted PDF.
type Limits struct {
	MaxBytes int // 0 means DefaultMaxBytes
	MaxPages int // 0 means DefaultMaxPages
}

// Defaults match the public API limit (25 MB per file) and a page count
// well above any monthly statement while keeping a Lambda invocation short.
const (
	DefaultMaxBytes = 25 << 20
	DefaultMaxPages = 200
)

func (l Limits) withDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	if l.MaxPages <= 0 {
		l.MaxPages = DefaultMaxPages
	}
	return l
}

// Stable error codes. They are part of the public contract: the pipeline
// copies them into AnalysisError.code / ClientDocument.failure_reason.
const (
	CodeEncrypted   = "pdf_encrypted"
	CodeCorrupt     = "pdf_corrupt"
	CodeEmpty       = "pdf_empty"
	CodeTooLarge    = "pdf_too_large"
	CodeTooManyPage = "too_many_pages"
	CodeTimeout     = "parse_timeout"
	// CodeLimits is a file that passes a resource limit (a decompression
	// bomb, too many objects, an image too large); the message names it.
	CodeLimits   = "pdf_limits_exceeded"
	CodeInternal = "parser_internal"
)

// Error is a failure with a stable machine-readable Code.
type Error struct {
	Code string
	Msg  string
	Err  error // underlying cause, may be nil
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Msg, e.Err)
	}
	return e.Code + ": " + e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Is makes errors.Is(err, &Error{Code: X}) match on the code alone.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// CodeOf returns the stable code carried by err, or "" if it carries none.
func CodeOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func newErr(code, msg string, cause error) *Error {
	return &Error{Code: code, Msg: msg, Err: cause}
}
