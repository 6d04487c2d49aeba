package httpapi

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// rawExchange sends head and body on a fresh connection, the whole body
// before reading anything (as Python's requests and urllib do), and then
// reads the response.
func rawExchange(t *testing.T, addr, head string, body []byte, chunked bool) (*http.Response, []byte, error) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(30 * time.Second))
	w := bufio.NewWriterSize(conn, 64<<10)
	if _, err := io.WriteString(w, head); err != nil {
		return nil, nil, fmt.Errorf("write head: %w", err)
	}
	if chunked {
		for b := body; len(b) > 0; {
			n := min(len(b), 32<<10)
			fmt.Fprintf(w, "%x\r\n", n)
			w.Write(b[:n])
			io.WriteString(w, "\r\n")
			b = b[n:]
		}
		io.WriteString(w, "0\r\n\r\n")
	} else {
		w.Write(body)
	}
	if err := w.Flush(); err != nil {
		return nil, nil, fmt.Errorf("write body: %w", err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return nil, nil, fmt.Errorf("read response: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}

// Issue 16, defect 8: an over-size upload got a connection reset instead
// of its 413 when the client sent the whole body before reading.
func TestOverSizeUploadAnsweredToClientsThatSendFirst(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.MaxInlineBytes = 1 << 20
	srv := httptest.NewServer(h.srv)
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")

	big := part{name: "file", filename: "s.pdf", ctype: "application/pdf", value: pdfBody + strings.Repeat("x", 12<<20)}
	body, ctype := multipartBody(t, kindPart("bank_statement"), big)
	tests := []struct {
		name    string
		token   string
		chunked bool
		status  int
		code    string
	}{
		{"declared length over the limit", h.rw, false, 413, "file_too_large"},
		{"chunked, over the limit while reading", h.rw, true, 413, "file_too_large"},
		{"refused before the body is read", "cg_live_unknown", false, 401, "unauthorized"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			head := "POST /api/v1/analyses HTTP/1.1\r\nHost: " + addr + "\r\nUser-Agent: python-requests/2.32\r\n" +
				"Authorization: Bearer " + tc.token + "\r\nContent-Type: " + ctype + "\r\n"
			if tc.chunked {
				head += "Transfer-Encoding: chunked\r\n\r\n"
			} else {
				head += fmt.Sprintf("Content-Length: %d\r\n\r\n", len(body))
			}
			resp, got, err := rawExchange(t, addr, head, body, tc.chunked)
			if err != nil {
				t.Fatalf("the client did not get the answer: %v", err)
			}
			if resp.StatusCode != tc.status || resp.Header.Get("Content-Type") != "application/json" {
				t.Fatalf("status %d %q: %s", resp.StatusCode, resp.Header.Get("Content-Type"), got)
			}
			var env struct {
				Error struct{ Code string } `json:"error"`
			}
			if err := json.Unmarshal(got, &env); err != nil || env.Error.Code != tc.code {
				t.Fatalf("body %s (%v)", got, err)
			}
			if resp.Header.Get("RateLimit-Limit") == "" {
				t.Fatalf("no rate-limit headers: %v", resp.Header)
			}
		})
	}
	if len(h.analyses.All()) != 0 || h.charges(t, "") != 0 {
		t.Fatal("an over-size upload was stored or charged")
	}
}

// A client that waits for 100 Continue is answered at once and never asked
// for the body.
func TestOverSizeUploadExpectContinueNotDrained(t *testing.T) {
	h := newHarness(t)
	h.srv.cfg.MaxInlineBytes = 1 << 20
	srv := httptest.NewServer(h.srv)
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintf(conn, "POST /api/v1/analyses HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: multipart/form-data; boundary=b\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n", h.rw, 8<<20)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 413 {
		t.Fatalf("status %d, want 413 without a 100 Continue", resp.StatusCode)
	}
}

func TestRequestBodyDrainBounds(t *testing.T) {
	tests := []struct {
		name     string
		left     int64
		expect   bool
		read     bool
		wantRead int
	}{
		{"unknown length", -1, false, false, 5000},
		{"declared length", 5000, false, false, 5000},
		{"declared beyond the bound", drainMaxBytes + 1, false, false, 0},
		{"waiting for 100 Continue", 5000, true, false, 0},
		{"100 Continue already sent", 5000, true, true, 5000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := bytes.NewReader(make([]byte, 5000))
			b := &requestBody{rc: io.NopCloser(src), left: tc.left, expectContinue: tc.expect, read: tc.read}
			b.drain(httptest.NewRecorder())
			if got := 5000 - src.Len(); got != tc.wantRead {
				t.Fatalf("drained %d, want %d", got, tc.wantRead)
			}
		})
	}
}
