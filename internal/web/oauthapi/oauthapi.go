// Package oauthapi is the HTTP face of the OAuth 2.0 authorization server
// (internal/domain/oauth), on the API's base URL beside /api/v1:
//
//	GET  /oauth/authorize                         → the console's consent page
//	POST /oauth/token                             token endpoint (RFC 6749 section 3.2)
//	POST /oauth/revoke                            revocation (RFC 7009)
//	GET  /.well-known/oauth-authorization-server  metadata (RFC 8414)
//
// Errors are RFC 6749 section 5.2's JSON (error, error_description), never
// internal text: anything that is not an OAuth error is logged and
// answered as server_error.
package oauthapi

import (
	"cmp"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strings"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/web/clientaddr"
)

// The paths this package serves.
const (
	AuthorizePath = "/oauth/authorize"
	TokenPath     = "/oauth/token"
	RevokePath    = "/oauth/revoke"
	MetadataPath  = "/.well-known/oauth-authorization-server"
	// ConsentPath is the console's consent page, where /oauth/authorize
	// sends the browser: the console's session cookie is scoped to
	// /console.
	ConsentPath = "/console/oauth/authorize"
)

// maxBody bounds a token or revocation request; a real one is a few
// hundred bytes.
const maxBody = 16 << 10

// Token endpoint limits, per one-minute window. Client secrets are 32
// random bytes, so these guard against load (a broken integration in a
// retry loop, a flood from one host), not guessing: generous enough for
// any real integration, which needs a token an hour per grant.
const (
	TokenRequestsPerClient = 60
	TokenRequestsPerAddr   = 120
)

// Config holds the handler's dependencies.
type Config struct {
	OAuth *oauth.Service
	// Limiter counts token requests per client and per client address;
	// nil turns the limit off. Its counter should be shared by every
	// instance (the table).
	Limiter *ratelimit.Limiter
	// PerClient and PerAddr override the limits (tests); zero is the
	// default.
	PerClient, PerAddr int
	// Issuer is the base URL in the metadata; empty derives it from each
	// request (X-Forwarded-Proto and Host, as API Gateway sends them).
	Issuer string
	Log    *slog.Logger
}

// Handler serves the OAuth endpoints.
type Handler struct{ cfg Config }

// New returns the handler.
func New(cfg Config) *Handler {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	return &Handler{cfg: cfg}
}

// Handles reports whether path is one of the handler's.
func Handles(path string) bool {
	switch path {
	case AuthorizePath, TokenPath, RevokePath, MetadataPath:
		return true
	}
	return false
}

// ServeHTTP implements http.Handler.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Pragma", "no-cache")
	if !Handles(r.URL.Path) {
		http.NotFound(w, r)
		return
	}
	method := http.MethodPost
	if r.URL.Path == AuthorizePath || r.URL.Path == MetadataPath {
		method = http.MethodGet
	}
	if r.Method != method && !(method == http.MethodGet && r.Method == http.MethodHead) {
		w.Header().Set("Allow", method)
		h.writeError(w, r, &oauth.Error{Code: oauth.CodeInvalidRequest, Status: http.StatusMethodNotAllowed,
			Description: r.URL.Path + " accepts " + method + " only."})
		return
	}
	switch r.URL.Path {
	case AuthorizePath:
		// The consent page checks the request; it is in the console,
		// where the admin's session cookie is sent.
		http.Redirect(w, r, ConsentPath+"?"+r.URL.RawQuery, http.StatusFound)
	case TokenPath:
		h.token(w, r)
	case RevokePath:
		h.revoke(w, r)
	case MetadataPath:
		h.metadata(w, r)
	}
}

// form reads a form-encoded body, refusing repeated parameters (RFC 6749
// section 3.2).
func form(r *http.Request) (url.Values, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/x-www-form-urlencoded" {
		return nil, oauth.InvalidRequest("Send the parameters as application/x-www-form-urlencoded.")
	}
	b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		return nil, oauth.InvalidRequest("The request body could not be read.")
	}
	if len(b) > maxBody {
		return nil, oauth.InvalidRequest("The request body is too large.")
	}
	v, err := url.ParseQuery(string(b))
	if err != nil {
		return nil, oauth.InvalidRequest("The request body is not valid form encoding.")
	}
	for k, xs := range v {
		if len(xs) > 1 {
			return nil, oauth.InvalidRequest("The parameter " + k + " is repeated.")
		}
	}
	return v, nil
}

// client authenticates the calling client: HTTP Basic (the id and
// secret form-encoded, RFC 6749 section 2.3.1) or client_id and
// client_secret in the body, not both.
func (h *Handler) client(r *http.Request, v url.Values) (oauth.Client, error) {
	id, secret, basic := r.BasicAuth()
	if basic {
		if v.Has("client_secret") {
			return oauth.Client{}, oauth.InvalidRequest("Authenticate the client one way: HTTP Basic or client_secret, not both.")
		}
		var err1, err2 error
		id, err1 = url.QueryUnescape(id)
		secret, err2 = url.QueryUnescape(secret)
		if err1 != nil || err2 != nil {
			return oauth.Client{}, oauth.ErrInvalidClient
		}
		if v.Has("client_id") && v.Get("client_id") != id {
			return oauth.Client{}, oauth.InvalidRequest("client_id differs from the authenticated client.")
		}
	} else {
		id, secret = v.Get("client_id"), v.Get("client_secret")
	}
	return h.cfg.OAuth.AuthenticateClient(r.Context(), id, secret)
}

func (h *Handler) token(w http.ResponseWriter, r *http.Request) {
	if h.limited(w, r, "oauth:token:"+clientaddr.Key(r), cmp.Or(h.cfg.PerAddr, TokenRequestsPerAddr)) {
		return
	}
	v, err := form(r)
	if err != nil {
		h.writeError(w, r, err)
		return
	}
	// Counted by the client id it claims, before authentication, so that
	// failed attempts count too.
	id, _, basic := r.BasicAuth()
	if !basic {
		id = v.Get("client_id")
	}
	if id != "" && h.limited(w, r, "oauth:token:client:"+account.Hash(id), cmp.Or(h.cfg.PerClient, TokenRequestsPerClient)) {
		return
	}
	cl, err := h.client(r, v)
	if err != nil {
		h.writeError(w, r, err)
		return
	}
	var tok oauth.Tokens
	switch v.Get("grant_type") {
	case "authorization_code":
		tok, err = h.cfg.OAuth.ExchangeCode(r.Context(), cl, v.Get("code"), v.Get("redirect_uri"), v.Get("code_verifier"))
	case "client_credentials":
		tok, err = h.cfg.OAuth.ClientCredentials(r.Context(), cl, v.Get("scope"))
	case "refresh_token":
		tok, err = h.cfg.OAuth.RefreshTokens(r.Context(), cl, v.Get("refresh_token"), v.Get("scope"))
	case "":
		err = oauth.InvalidRequest("grant_type is required.")
	default:
		err = oauth.ErrUnsupportedGrantType
	}
	if err != nil {
		h.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, tok)
}

// limited counts a token request against key and answers it with 429
// slow_down and Retry-After when it is over limit. Without a working
// counter the request goes through (logged): the limit guards load, and
// partners' integrations should not stop with the counter.
func (h *Handler) limited(w http.ResponseWriter, r *http.Request, key string, limit int) bool {
	if h.cfg.Limiter == nil {
		return false
	}
	d, err := h.cfg.Limiter.Take(r.Context(), key, limit)
	if err != nil {
		h.cfg.Log.WarnContext(r.Context(), "oauth: token rate limit unavailable", "err", err)
		return false
	}
	if d.Allowed {
		return false
	}
	d.SetHeaders(w.Header())
	h.writeError(w, r, oauth.ErrSlowDown)
	return true
}

// revoke is RFC 7009: 200 with an empty body whether or not the token was
// known, once the client is authenticated.
func (h *Handler) revoke(w http.ResponseWriter, r *http.Request) {
	v, err := form(r)
	if err != nil {
		h.writeError(w, r, err)
		return
	}
	cl, err := h.client(r, v)
	if err != nil {
		h.writeError(w, r, err)
		return
	}
	if err := h.cfg.OAuth.Revoke(r.Context(), cl, v.Get("token")); err != nil {
		h.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusOK)
}

// Metadata is the RFC 8414 document.
type Metadata struct {
	Issuer                            string   `json:"issuer"`
	AuthorizationEndpoint             string   `json:"authorization_endpoint"`
	TokenEndpoint                     string   `json:"token_endpoint"`
	RevocationEndpoint                string   `json:"revocation_endpoint"`
	ScopesSupported                   []string `json:"scopes_supported"`
	ResponseTypesSupported            []string `json:"response_types_supported"`
	GrantTypesSupported               []string `json:"grant_types_supported"`
	TokenEndpointAuthMethodsSupported []string `json:"token_endpoint_auth_methods_supported"`
	RevocationEndpointAuthMethods     []string `json:"revocation_endpoint_auth_methods_supported"`
	CodeChallengeMethodsSupported     []string `json:"code_challenge_methods_supported"`
}

func (h *Handler) issuer(r *http.Request) string {
	if h.cfg.Issuer != "" {
		return strings.TrimSuffix(h.cfg.Issuer, "/")
	}
	scheme := "https"
	if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || (p == "" && r.TLS == nil) {
		scheme = "http"
	}
	return scheme + "://" + r.Host
}

func (h *Handler) metadata(w http.ResponseWriter, r *http.Request) {
	iss := h.issuer(r)
	// "none": a public client sends its client_id alone (RFC 8414
	// section 2, the values of RFC 7591 section 2).
	auth := []string{"client_secret_basic", "client_secret_post", "none"}
	writeJSON(w, http.StatusOK, Metadata{
		Issuer: iss, AuthorizationEndpoint: iss + AuthorizePath, TokenEndpoint: iss + TokenPath, RevocationEndpoint: iss + RevokePath,
		ScopesSupported:                   []string{account.ScopeRead, account.ScopeWrite},
		ResponseTypesSupported:            []string{"code"},
		GrantTypesSupported:               []string{"authorization_code", "client_credentials", "refresh_token"},
		TokenEndpointAuthMethodsSupported: auth, RevocationEndpointAuthMethods: auth,
		CodeChallengeMethodsSupported: []string{"S256"},
	})
}

type errorBody struct {
	Error       string `json:"error"`
	Description string `json:"error_description,omitempty"`
}

// writeError answers an OAuth error as RFC 6749 section 5.2 says; any
// other error is logged and answered as server_error without its text.
func (h *Handler) writeError(w http.ResponseWriter, r *http.Request, err error) {
	e, ok := oauth.AsError(err)
	if !ok {
		h.cfg.Log.ErrorContext(r.Context(), "oauth: request failed", "path", r.URL.Path, "err", err)
		e = &oauth.Error{Code: oauth.CodeServerError, Status: http.StatusInternalServerError,
			Description: "The server could not complete the request. Try again; if it keeps failing, contact support."}
	}
	if errors.Is(err, oauth.ErrInvalidClient) || e.Code == oauth.CodeInvalidClient {
		w.Header().Set("WWW-Authenticate", `Basic realm="oauth"`)
	}
	writeJSON(w, e.Status, errorBody{Error: e.Code, Description: e.Description})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json;charset=UTF-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
