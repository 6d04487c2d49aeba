package webhook

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"os"
	"strconv"
	"syscall"
	"time"

	"github.com/docanalysis/service/internal/platform/urlguard"
)

// Client sends webhook requests. Every request re-checks its URL with the
// guard and dials only the addresses the guard vetted, so a DNS answer
// that changes between the check and the connection (DNS rebinding)
// cannot point a delivery at a private address; the guard vets each
// connection again as it is made. It never follows redirects and never
// uses a proxy from the environment, which would bypass the address check.
type Client struct {
	Guard DialGuard
	// Timeout bounds one request, from dialling to the response headers;
	// default Timeout (10 s).
	Timeout time.Duration
	// TLS configures the TLS client (tests trust their own CA with it);
	// nil uses the system roots.
	TLS *tls.Config
}

// DialGuard is what a Client needs of its guard (internal/urlguard): the
// URL check, and the same address decision on every connection, as a
// net.Dialer's Control.
type DialGuard interface {
	URLChecker
	Control(network, address string, c syscall.RawConn) error
}

// Result is the outcome of one request.
type Result struct {
	Outcome Outcome
	// StatusCode is the receiver's status, 0 when none was received.
	StatusCode int
	Latency    time.Duration
	// Reason explains a failure in words fit for the customer; empty when
	// acknowledged.
	Reason string
	// Refused is set when the URL itself was refused by the SSRF check.
	Refused bool
	// Err is the underlying error, for our logs only.
	Err error
}

// Post sends body to rawURL with header.
func (c *Client) Post(ctx context.Context, rawURL string, header http.Header, body []byte) Result {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = Timeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	u, addrs, err := c.Guard.Check(ctx, rawURL)
	if err != nil {
		if r, ok := refused(err); ok {
			return r
		}
		return Result{Outcome: Retry, Reason: "the URL could not be checked", Err: err}
	}
	port := u.Port()
	if port == "" {
		port = "443"
		if u.Scheme == "http" {
			port = "80"
		}
	}
	tr := &http.Transport{
		Proxy:                  nil,
		DialContext:            dialVetted(addrs, port, c.Guard.Control),
		TLSClientConfig:        c.TLS.Clone(),
		TLSHandshakeTimeout:    timeout,
		ResponseHeaderTimeout:  timeout,
		DisableKeepAlives:      true,
		MaxResponseHeaderBytes: 64 << 10,
	}
	defer tr.CloseIdleConnections()
	hc := &http.Client{
		Transport:     tr,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return Result{Outcome: Permanent, Reason: "the URL cannot be requested", Err: err}
	}
	req.Header = header.Clone()
	resp, err := hc.Do(req)
	latency := time.Since(start)
	if err != nil {
		if r, ok := refused(err); ok {
			r.Latency = latency
			return r
		}
		return Result{Outcome: Retry, Latency: latency, Reason: describe(err, timeout), Err: err}
	}
	// The status decides; the body is read only so the receiver is not
	// cut off mid-answer, and not for long.
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	r := Result{Outcome: Classify(resp.StatusCode), StatusCode: resp.StatusCode, Latency: latency}
	switch {
	case r.Outcome == Acknowledged:
	case resp.StatusCode >= 300 && resp.StatusCode < 400:
		r.Reason = fmt.Sprintf("redirect (%d) not followed", resp.StatusCode)
	default:
		r.Reason = "HTTP " + strconv.Itoa(resp.StatusCode)
		if t := http.StatusText(resp.StatusCode); t != "" {
			r.Reason += " " + t
		}
	}
	return r
}

// refused reports the result of a URL or a connection the guard refused.
func refused(err error) (Result, bool) {
	var ue *urlguard.Error
	if !errors.As(err, &ue) {
		return Result{}, false
	}
	r := Result{Outcome: Permanent, Refused: true, Reason: "refused: " + ue.Reason, Err: err}
	if ue.Unresolved {
		// DNS may be failing for a moment; a refused address is not.
		r.Outcome = Retry
	}
	return r, true
}

// dialVetted dials the vetted addresses in turn, ignoring the address the
// transport resolved itself; control vets each one again on the socket.
func dialVetted(addrs []netip.Addr, port string, control func(network, address string, c syscall.RawConn) error) func(ctx context.Context, network, _ string) (net.Conn, error) {
	return func(ctx context.Context, network, _ string) (net.Conn, error) {
		d := net.Dialer{Control: control}
		var errs []error
		for _, a := range addrs {
			conn, err := d.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
			if err == nil {
				return conn, nil
			}
			errs = append(errs, err)
		}
		return nil, errors.Join(errs...)
	}
}

// describe turns a transport error into a reason a customer can act on,
// without our internals.
func describe(err error, timeout time.Duration) string {
	var (
		cert  *tls.CertificateVerificationError
		host  x509.HostnameError
		ua    x509.UnknownAuthorityError
		inval x509.CertificateInvalidError
		rec   tls.RecordHeaderError
	)
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) || isTimeout(err):
		return fmt.Sprintf("timeout: no response within %s", timeout)
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return "connection closed before a response"
	case errors.As(err, &host):
		return "TLS certificate does not match the host"
	case errors.As(err, &ua):
		return "TLS certificate signed by an unknown authority"
	case errors.As(err, &inval):
		return "TLS certificate invalid or expired"
	case errors.As(err, &cert), errors.As(err, &rec):
		return "TLS handshake failed"
	case errors.Is(err, syscall.EHOSTUNREACH) || errors.Is(err, syscall.ENETUNREACH):
		return "host unreachable"
	}
	return "connection failed"
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}
