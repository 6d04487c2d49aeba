package httpapi

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/logging"
)

// MaxHeaderBytes bounds a request's header block on the local server (as
// net/http's default does): larger gets 431 headers_too_large.
const MaxHeaderBytes = 1 << 20

// HTTPServer returns an http.Server for s. Serve it on s.Listener(l), so
// that the errors net/http answers by itself are in the error envelope.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: MaxHeaderBytes}
}

// Listener wraps l so that the errors net/http answers before any handler
// runs — a header block over MaxHeaderBytes (431), a request it cannot
// parse (400), an HTTP version it does not speak (505), a transfer coding
// it does not know (501) — reach the client in the contract's error
// envelope with the rate-limit headers, like every other response, instead
// of net/http's text/plain.
func (s *Server) Listener(l net.Listener) net.Listener { return &envelopeListener{Listener: l, s: s} }

type envelopeListener struct {
	net.Listener
	s *Server
}

func (l *envelopeListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &envelopeConn{Conn: c, s: l.s}, nil
}

// envelopeConn rewrites net/http's own error responses on the way out.
type envelopeConn struct {
	net.Conn
	s       *Server
	refused atomic.Bool
}

// cannedError matches, exactly and whole, a response net/http writes by
// itself when it cannot read a request (server.go, conn.serve): one write
// of a status line, a text/plain Content-Type, Connection: close and a
// one-line text. The handler's responses are JSON and never match.
var cannedError = regexp.MustCompile(`\AHTTP/1\.1 ([1-5][0-9][0-9]) [^\r\n]*\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n[^\r\n]*\z`)

func (c *envelopeConn) Write(p []byte) (int, error) {
	m := cannedError.FindSubmatch(p)
	if m == nil {
		return c.Conn.Write(p)
	}
	status, _ := strconv.Atoi(string(m[1]))
	c.refused.Store(true)
	if _, err := c.Conn.Write(c.s.connError(c.RemoteAddr(), status)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// CloseWrite lets net/http half-close the connection after a 431, as it
// does on a bare TCP connection.
func (c *envelopeConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// Close reads what the client is still sending after a refused request
// (up to 4 MiB and one second) before closing, so that a client that
// writes the whole request before reading sees the answer instead of a
// connection reset.
func (c *envelopeConn) Close() error {
	if c.refused.Load() {
		_ = c.Conn.SetReadDeadline(time.Now().Add(time.Second))
		_, _ = io.CopyN(io.Discard, c.Conn, 4<<20)
	}
	return c.Conn.Close()
}

// connErrors are the errors of requests net/http could not read, by the
// status it chose.
var connErrors = map[int]*apperr.Error{
	http.StatusRequestHeaderFieldsTooLarge: apperr.New(apperr.HeadersTooLarge, "headers_too_large",
		"The request's headers are larger than 1 MB. Send fewer or shorter headers."),
	http.StatusNotImplemented: apperr.New(apperr.NotImplemented, "unsupported_transfer_encoding",
		"The request's Transfer-Encoding is not supported; send a Content-Length or Transfer-Encoding: chunked."),
	http.StatusHTTPVersionNotSupported: apperr.New(apperr.VersionNotSupported, "http_version_not_supported",
		"The request's HTTP version is not supported; use HTTP/1.1."),
}

var errUnreadable = apperr.New(apperr.Invalid, "invalid_request",
	"The request could not be read as HTTP/1.1. Check the request line, the headers and the Host header.")

// connError is the whole response to a request net/http refused with
// status: the error envelope, the rate-limit headers of the client's
// address (the request is counted like any without a valid token), an
// X-Request-Id, and Connection: close.
func (s *Server) connError(remote net.Addr, status int) []byte {
	ctx := logging.WithRequestID(context.Background(), ids.New())
	r := (&http.Request{Method: "-", URL: &url.URL{Path: "-"}, RemoteAddr: remote.String(), Header: http.Header{}}).WithContext(ctx)
	w := &bufferedResponse{header: http.Header{}}
	w.header.Set("X-Request-Id", logging.RequestID(ctx))
	e, ok := connErrors[status]
	if !ok {
		e = errUnreadable
	}
	if s.limitAnon(w, r, clientAddr(r)) {
		writeError(w, r, s.log, e)
	}
	s.log.InfoContext(ctx, "request refused by the HTTP server", "status", w.status, "net_http_status", status, "remote", r.RemoteAddr)
	resp := &http.Response{
		StatusCode: w.status, ProtoMajor: 1, ProtoMinor: 1, Header: w.header, Close: true,
		Body: io.NopCloser(&w.body), ContentLength: int64(w.body.Len()),
	}
	var out bytes.Buffer
	_ = resp.Write(&out)
	return out.Bytes()
}

// bufferedResponse is an http.ResponseWriter held in memory.
type bufferedResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedResponse) Header() http.Header { return b.header }

func (b *bufferedResponse) WriteHeader(code int) {
	if b.status == 0 {
		b.status = code
	}
}

func (b *bufferedResponse) Write(p []byte) (int, error) {
	b.WriteHeader(http.StatusOK)
	return b.body.Write(p)
}
