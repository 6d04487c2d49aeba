package httpapi

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// serveLocal serves h's handler as the local runner does.
func serveLocal(t *testing.T, h *harness) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := h.srv.HTTPServer()
	go func() { _ = srv.Serve(h.srv.Listener(l)) }()
	t.Cleanup(func() { _ = srv.Close() })
	return l.Addr().String()
}

// Issue 16, defect 6: headers over 1 MB got net/http's 431 in text/plain,
// without the envelope or the rate-limit headers. So did every other
// request net/http refuses before a handler runs.
func TestServerRefusalsInEnvelope(t *testing.T) {
	h := newHarness(t)
	addr := serveLocal(t, h)
	tests := []struct {
		name    string
		request string
		status  int
		code    string
	}{
		{"headers over 1 MB", "GET /api/v1/analyses/x HTTP/1.1\r\nHost: a\r\nX-Big: " + strings.Repeat("a", MaxHeaderBytes+8192) + "\r\n\r\n",
			431, "headers_too_large"},
		{"many headers over 1 MB", "GET /api/v1/analyses/x HTTP/1.1\r\nHost: a\r\n" + strings.Repeat("X-Pad: "+strings.Repeat("b", 1000)+"\r\n", 1100) + "\r\n",
			431, "headers_too_large"},
		{"malformed request line", "GARBAGE\r\n\r\n", 400, "invalid_request"},
		{"missing Host", "GET /api/v1/openapi.json HTTP/1.1\r\n\r\n", 400, "invalid_request"},
		{"unknown transfer coding", "POST /api/v1/analyses HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", 501, "unsupported_transfer_encoding"},
		{"unsupported version", "GET /api/v1/openapi.json HTTP/3.0\r\nHost: a\r\n\r\n", 505, "http_version_not_supported"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
			// The whole request first, then the answer.
			if _, err := io.WriteString(conn, tc.request); err != nil {
				t.Fatalf("write: %v", err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tc.status || resp.Header.Get("Content-Type") != "application/json" {
				t.Fatalf("status %d %q: %s", resp.StatusCode, resp.Header.Get("Content-Type"), body)
			}
			var env map[string]map[string]any
			if err := json.Unmarshal(body, &env); err != nil || len(env) != 1 || env["error"]["code"] != tc.code ||
				strings.TrimSpace(fmt.Sprint(env["error"]["message"])) == "" {
				t.Fatalf("envelope: %s (%v)", body, err)
			}
			for _, k := range []string{"RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy", "X-Request-Id"} {
				if resp.Header.Get(k) == "" {
					t.Fatalf("%s missing: %v", k, resp.Header)
				}
			}
		})
	}
}

// The refusals count against the client's address like any request
// without a valid token.
func TestServerRefusalsRateLimited(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.RateLimit = 2
	addr := serveLocal(t, h)
	var last *http.Response
	for range 3 {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.WriteString(conn, "GARBAGE\r\n\r\n")
		last, err = http.ReadResponse(bufio.NewReader(conn), nil)
		conn.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	if last.StatusCode != 429 || last.Header.Get("Retry-After") == "" {
		t.Fatalf("third refusal: %d %v", last.StatusCode, last.Header)
	}
}

// The handler's own responses pass through untouched, keep-alive included.
func TestListenerPassesResponsesThrough(t *testing.T) {
	h := newHarness(t)
	addr := serveLocal(t, h)
	c := &http.Client{Timeout: 5 * time.Second}
	for range 2 {
		resp, err := c.Get("http://" + addr + "/api/v1/openapi.json")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !json.Valid(b) {
			t.Fatalf("%d %.100s", resp.StatusCode, b)
		}
	}
}
