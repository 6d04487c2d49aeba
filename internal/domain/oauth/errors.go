package oauth

import (
	"errors"
	"net/http"
)

// Error is an OAuth error response (RFC 6749 sections 4.1.2.1 and 5.2,
// RFC 7009 section 2.2.1): a code from the RFC's registry and a
// description written for the client's developer. It never carries
// internal error text.
type Error struct {
	Code        string
	Description string
	// Status is the HTTP status of a token or revocation endpoint answer.
	Status int
}

func (e *Error) Error() string { return "oauth: " + e.Code + ": " + e.Description }

// The error codes of RFC 6749 section 5.2 and 4.1.2.1.
const (
	CodeInvalidRequest          = "invalid_request"
	CodeInvalidClient           = "invalid_client"
	CodeInvalidGrant            = "invalid_grant"
	CodeUnauthorizedClient      = "unauthorized_client"
	CodeUnsupportedGrantType    = "unsupported_grant_type"
	CodeInvalidScope            = "invalid_scope"
	CodeAccessDenied            = "access_denied"
	CodeUnsupportedResponseType = "unsupported_response_type"
	CodeServerError             = "server_error"
	// CodeSlowDown is RFC 8628's (section 3.5), for the rate limit.
	CodeSlowDown = "slow_down"
)

func newError(code string, status int, desc string) *Error {
	return &Error{Code: code, Description: desc, Status: status}
}

func invalidRequest(desc string) *Error {
	return newError(CodeInvalidRequest, http.StatusBadRequest, desc)
}
func invalidGrant(desc string) *Error { return newError(CodeInvalidGrant, http.StatusBadRequest, desc) }
func invalidScope(desc string) *Error { return newError(CodeInvalidScope, http.StatusBadRequest, desc) }

// InvalidRequest is an invalid_request error with this description.
func InvalidRequest(desc string) *Error { return invalidRequest(desc) }

// ErrInvalidClient is the one answer to a client that failed to
// authenticate, whatever the reason (unknown id, wrong secret, revoked):
// 401, as RFC 6749 section 5.2 requires.
var ErrInvalidClient = newError(CodeInvalidClient, http.StatusUnauthorized,
	"Client authentication failed: unknown client, wrong secret or revoked client. Send the client id and secret with HTTP Basic authentication or as client_id and client_secret.")

// ErrUnsupportedGrantType answers a grant_type the server does not
// implement.
var ErrUnsupportedGrantType = newError(CodeUnsupportedGrantType, http.StatusBadRequest,
	"grant_type must be authorization_code, client_credentials or refresh_token.")

// ErrPublicClientCredentials refuses client_credentials to a public
// client (RFC 6749 section 4.4: confidential clients only).
var ErrPublicClientCredentials = newError(CodeUnauthorizedClient, http.StatusBadRequest,
	"A public client cannot use client_credentials: it has no secret to prove who it is. Use the authorization-code flow with PKCE, or register a confidential client.")

// ErrSlowDown answers a token request over the rate limit (429, with
// Retry-After). RFC 6749 defines no such error; slow_down is the token
// endpoint's code registered by RFC 8628 section 3.5 for "poll less
// often", which is what the client should do.
var ErrSlowDown = newError(CodeSlowDown, http.StatusTooManyRequests,
	"Too many token requests. Wait for the number of seconds in Retry-After, then try again.")

// AsError returns the OAuth error in err's chain, if any.
func AsError(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// AuthError is a refused authorization request. When Redirect is false the
// client or its redirect URI could not be trusted, so the error is shown
// to the person, never sent to the URI (RFC 6749 section 4.1.2.1).
type AuthError struct {
	Err      *Error
	Redirect bool
}

func (e *AuthError) Error() string { return e.Err.Error() }
func (e *AuthError) Unwrap() error { return e.Err }
