// Package httpapi is the /api/v1 HTTP interface: one net/http handler that
// the api Lambda serves through aws-lambda-go-api-proxy and the local runner
// serves directly.
package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/logging"
	"github.com/docanalysis/service/internal/web/clientaddr"
	"github.com/docanalysis/service/internal/web/openapi"
)

// Config holds the server's dependencies.
type Config struct {
	Accounts *account.Service
	Analyses *analysis.Service
	Clients  *client.Service
	Uploads  *analysis.Uploads
	Webhooks *webhook.Service
	Limiter  *ratelimit.Limiter
	// AnonLimiter counts requests that carry no valid token, per client
	// address. It should count in memory (ratelimit.Memory) so that a
	// flood of garbage tokens costs no store write; nil is one in memory
	// on Limiter's clock.
	AnonLimiter *ratelimit.Limiter
	Log         *slog.Logger
	RateLimit   int // default requests per minute per token
	// MaxInlineBytes is the largest request body accepted inline; larger
	// files must be staged with POST /api/v1/uploads. The deployed API
	// sets it below Lambda's payload cap; the local server accepts the
	// full 25 MB file.
	MaxInlineBytes int64
	// MaxClientInlineBytes bounds the body of POST /api/v1/clients (up to
	// 25 files); it defaults to MaxInlineBytes. The local server raises it
	// so that 25 full-size files fit.
	MaxClientInlineBytes int64
	// RequestID returns the platform's id for r (API Gateway's), or "".
	RequestID func(r *http.Request) string
	// Console, when set, serves every path under /console (the customer
	// console) beside /api/v1 on the same handler. It does not go through
	// the API's bearer authentication, rate limits or error envelope: it
	// authenticates with its session cookie and answers in HTML.
	Console http.Handler
	// OAuth, when set, serves the OAuth 2.0 endpoints: every path under
	// /oauth/ and /.well-known/oauth-authorization-server. Like the
	// console, they answer in their own format (RFC 6749's JSON errors)
	// and authenticate clients themselves.
	OAuth http.Handler
}

// IsOAuthPath reports whether path belongs to Config.OAuth.
func IsOAuthPath(path string) bool {
	return strings.HasPrefix(path, "/oauth/") || path == "/.well-known/oauth-authorization-server"
}

// Server is the HTTP handler.
type Server struct {
	cfg    Config
	router router
	log    *slog.Logger
}

// New returns the handler for every /api/v1 route.
func New(cfg Config) *Server {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	if cfg.RateLimit <= 0 {
		cfg.RateLimit = 120
	}
	if cfg.MaxInlineBytes <= 0 {
		cfg.MaxInlineBytes = analysis.MaxFileBytes + multipartSlack
	}
	if cfg.MaxClientInlineBytes <= 0 {
		cfg.MaxClientInlineBytes = cfg.MaxInlineBytes
	}
	if cfg.AnonLimiter == nil {
		cfg.AnonLimiter = &ratelimit.Limiter{Counter: &ratelimit.Memory{}}
		if cfg.Limiter != nil {
			cfg.AnonLimiter.Now = cfg.Limiter.Now
		}
	}
	s := &Server{cfg: cfg, log: cfg.Log}
	rt := &s.router
	rt.add(http.MethodGet, "/api/v1/openapi.json", "", s.openAPI)
	rt.add(http.MethodPost, "/api/v1/analyses", account.ScopeWrite, s.submitAnalysis)
	rt.add(http.MethodGet, "/api/v1/analyses/{id}", account.ScopeRead, s.getAnalysis)
	rt.add(http.MethodPost, "/api/v1/uploads", account.ScopeWrite, s.createUpload)
	rt.add(http.MethodPost, "/api/v1/clients", account.ScopeWrite, s.submitClient)
	// An empty client id (GET /api/v1/clients/, /api/v1/clients//open-banking)
	// is id_required rather than an unknown route.
	rt.addEmptyParams(http.MethodGet, "/api/v1/clients/{id}", account.ScopeRead, s.getClient)
	rt.addEmptyParams(http.MethodGet, "/api/v1/clients/{id}/open-banking", account.ScopeRead, s.getOpenBanking)
	rt.add(http.MethodPost, "/api/v1/webhooks", account.ScopeWrite, s.createWebhook)
	rt.add(http.MethodGet, "/api/v1/webhooks", account.ScopeRead, s.listWebhooks)
	rt.add(http.MethodPost, "/api/v1/webhooks/test", account.ScopeWrite, s.testWebhook)
	rt.add(http.MethodGet, "/api/v1/webhooks/deliveries", account.ScopeRead, s.listDeliveries)
	rt.add(http.MethodPost, "/api/v1/webhooks/deliveries/{id}/redeliver", account.ScopeWrite, s.redeliver)
	rt.add(http.MethodDelete, "/api/v1/webhooks/{id}", account.ScopeWrite, s.deleteWebhook)
	return s
}

// multipartSlack is room for the multipart framing and the small form
// fields around a maximal file.
const multipartSlack = 1 << 20

// call is what the middleware learned about one request.
type call struct {
	principal account.Principal
	log       *slog.Logger
}

// statusRecorder remembers the status for the access log, and drains what
// the handler left unread of the request body before the response starts.
type statusRecorder struct {
	http.ResponseWriter
	status int
	body   *requestBody
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
		s.body.drain(s.ResponseWriter)
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
		s.body.drain(s.ResponseWriter)
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	reqID := ""
	if s.cfg.RequestID != nil {
		reqID = s.cfg.RequestID(r)
	}
	if reqID == "" {
		reqID = ids.New()
	}
	ctx := logging.WithRequestID(r.Context(), reqID)
	r = r.WithContext(ctx)
	w.Header().Set("X-Request-Id", reqID)
	body := &requestBody{rc: r.Body, left: r.ContentLength, expectContinue: r.Header.Get("Expect") == "100-continue"}
	r.Body = body
	rec := &statusRecorder{ResponseWriter: w, body: body}
	c := &call{log: s.log}
	defer func() {
		if p := recover(); p != nil {
			s.log.ErrorContext(ctx, "panic", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			if rec.status == 0 {
				writeError(rec, r, s.log, errInternal)
			}
		}
		s.log.InfoContext(ctx, "request", "method", r.Method, "path", r.URL.Path, "status", rec.status,
			"duration_ms", time.Since(start).Milliseconds(), "org_id", c.principal.Org.ID)
	}()
	s.serve(rec, r, c)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request, c *call) {
	if s.cfg.Console != nil && (r.URL.Path == "/console" || strings.HasPrefix(r.URL.Path, "/console/")) {
		s.cfg.Console.ServeHTTP(w, r)
		return
	}
	if s.cfg.OAuth != nil && IsOAuthPath(r.URL.Path) {
		s.cfg.OAuth.ServeHTTP(w, r)
		return
	}
	rt, allowed := s.router.match(r)
	token, hasToken := account.ParseBearer(r.Header.Get("Authorization"))
	addr := clientAddr(r)

	if rt == nil || rt.scope == "" {
		// Unknown routes and public ones are limited per client address,
		// without authenticating.
		if !s.limitAnon(w, r, addr) {
			return
		}
		switch {
		case rt != nil:
			rt.handle(w, r, c)
		case len(allowed) > 0:
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			writeError(w, r, s.log, apperr.New(apperr.MethodNotAllowed, "method_not_allowed",
				fmt.Sprintf("%s is not supported on %s; use %s.", r.Method, r.URL.Path, strings.Join(allowed, " or "))))
		default:
			writeError(w, r, s.log, apperr.New(apperr.NotFound, "route_not_found",
				fmt.Sprintf("There is no endpoint %s %s. See /api/v1/openapi.json for the API description.", r.Method, r.URL.Path)))
		}
		return
	}

	var p account.Principal
	var authErr error = account.ErrUnauthorized
	if hasToken {
		// An address that has used up its allowance of requests without
		// a valid token is refused before its token is looked up, so a
		// flood of garbage tokens does not reach the store.
		if d, spent := s.cfg.AnonLimiter.Exhausted(addr, s.cfg.RateLimit); spent {
			s.refuse(w, r, d, anonRefusal)
			return
		}
		p, authErr = s.authenticate(r.Context(), token)
	}
	if authErr != nil {
		// Missing, unknown, revoked or expired tokens are counted per
		// client address in memory: no shared counter per garbage token.
		if s.limitAnon(w, r, addr) {
			writeError(w, r, s.log, authErr)
		}
		return
	}
	limit := s.cfg.RateLimit
	if p.Org.RateLimit > 0 {
		limit = p.Org.RateLimit
	}
	if !s.limit(w, r, p.TokenHash, limit) {
		return
	}
	c.principal = p
	c.log = s.log.With("org_id", p.Org.ID)
	if !p.Has(rt.scope) {
		writeError(w, r, s.log, apperr.New(apperr.Forbidden, "scope_required",
			fmt.Sprintf("This endpoint needs the %s scope. Create a key or token that includes it.", rt.scope)).
			With("required_scope", rt.scope).With("granted_scopes", nonNil(p.Scopes)))
		return
	}
	rt.handle(w, r, c)
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (s *Server) authenticate(ctx context.Context, token string) (account.Principal, error) {
	p, err := s.cfg.Accounts.Authenticate(ctx, token)
	if err != nil {
		if _, ok := apperr.As(err); !ok {
			return p, fmt.Errorf("authenticate: %w", err)
		}
	}
	return p, err
}

// clientAddr keys a rate limit by the client's address (clientaddr.Key).
func clientAddr(r *http.Request) string { return clientaddr.Key(r) }

// limit counts an authenticated request against its token's shared
// counter and writes the rate-limit headers; it answers 429 and returns
// false when the limit is exceeded. If the counter store fails, the
// request is let through (and logged): an outage of the counter must not
// take the API down.
func (s *Server) limit(w http.ResponseWriter, r *http.Request, key string, limit int) bool {
	d, err := s.cfg.Limiter.Take(r.Context(), key, limit)
	if err != nil {
		s.log.ErrorContext(r.Context(), "rate limit counter failed; allowing request", "err", err)
	}
	if !d.Allowed {
		s.refuse(w, r, d, "More than %d requests in a minute with this token. Wait %d seconds (Retry-After) and throttle on RateLimit-Remaining.")
		return false
	}
	d.SetHeaders(w.Header())
	return true
}

// limitAnon is limit for a request without a valid token, counted per
// client address in this process's memory.
func (s *Server) limitAnon(w http.ResponseWriter, r *http.Request, addr string) bool {
	d, err := s.cfg.AnonLimiter.Take(r.Context(), addr, s.cfg.RateLimit)
	if err != nil {
		s.log.ErrorContext(r.Context(), "rate limit counter failed; allowing request", "err", err)
	}
	if !d.Allowed {
		s.refuse(w, r, d, anonRefusal)
		return false
	}
	d.SetHeaders(w.Header())
	return true
}

const anonRefusal = "More than %d requests in a minute from this address without a valid token. Wait %d seconds (Retry-After), and send a valid API key or token."

// refuse answers 429 rate_limited with the decision's headers; format
// takes the limit and the seconds to wait.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, d ratelimit.Decision, format string) {
	d.SetHeaders(w.Header())
	writeError(w, r, s.log, apperr.New(apperr.RateLimited, "rate_limited", fmt.Sprintf(format, d.Limit, d.Reset)))
}

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request, _ *call) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(openapi.Document())
}
