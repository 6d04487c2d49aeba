// Package apperr defines the error kinds the service reports to API callers.
//
// Domain packages return *Error values (or wrap them with %w); the HTTP layer
// is the only place that turns a Kind into a status code, so every status the
// contract promises is decided in one table (see internal/web/httpapi).
package apperr

import (
	"errors"
	"fmt"
)

// Kind classifies an error for the transport layer.
type Kind int

// The kinds the contract distinguishes. Each maps to exactly one HTTP status.
const (
	Internal            Kind = iota // 500: a bug or an unexpected dependency failure
	Invalid                         // 400
	Unauthorized                    // 401
	PaymentRequired                 // 402
	Forbidden                       // 403
	NotFound                        // 404
	MethodNotAllowed                // 405
	Conflict                        // 409
	TooLarge                        // 413
	UnsupportedMedia                // 415
	Unprocessable                   // 422
	RateLimited                     // 429
	Unavailable                     // 502: a dependency could not accept the job
	NotImplemented                  // 501: an endpoint of the contract not built yet
	HeadersTooLarge                 // 431: the request's header block is over the server's bound
	VersionNotSupported             // 505: an HTTP version the server does not speak
)

// Error is an error a client may see: a stable machine-readable code and a
// message that says how to resolve it. Fields adds context next to them in
// the error envelope (for example required_scope). Err is the cause, which
// is logged but never sent to the client.
type Error struct {
	Kind    Kind
	Code    string
	Message string
	Fields  map[string]any
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return e.Code + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// New returns an *Error of the given kind.
func New(kind Kind, code, message string) *Error {
	return &Error{Kind: kind, Code: code, Message: message}
}

// With returns a copy of e with an extra envelope field.
func (e *Error) With(key string, value any) *Error {
	c := *e
	c.Fields = make(map[string]any, len(e.Fields)+1)
	for k, v := range e.Fields {
		c.Fields[k] = v
	}
	c.Fields[key] = value
	return &c
}

// Wrap returns a copy of e that records cause for the logs.
func (e *Error) Wrap(cause error) *Error {
	c := *e
	c.Err = cause
	return &c
}

// As extracts the *Error in err's chain, if any.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// CodeOf returns the code of the *Error in err's chain, or "" if none.
func CodeOf(err error) string {
	if e, ok := As(err); ok {
		return e.Code
	}
	return ""
}
