package httpapi

import (
	"io"
	"net/http"
	"time"
)

// Bounds on reading the rest of a request body that a handler left unread
// (a refused or over-size upload) before answering.
const (
	drainMaxBytes = 64 << 20
	drainMaxTime  = 10 * time.Second
)

// requestBody is the request body as the handlers read it; it remembers how
// much is left, so that the rest can be drained before the response.
//
// A client that sends the whole body before reading the response (Python's
// requests and urllib do) would otherwise see a connection reset instead of
// our answer: net/http discards at most 256 KB of an unread body and then
// closes the connection with the rest unread, which makes the kernel reset
// it and drop the response on the client's side.
type requestBody struct {
	rc io.ReadCloser
	// left is the declared length not read yet; -1 when unknown.
	left           int64
	read           bool
	eof            bool
	expectContinue bool
}

func (b *requestBody) Read(p []byte) (int, error) {
	b.read = true
	n, err := b.rc.Read(p)
	if b.left > 0 {
		b.left -= int64(n)
	}
	if err == io.EOF {
		b.eof = true
	}
	return n, err
}

func (b *requestBody) Close() error { return b.rc.Close() }

// drain reads and discards what is left of the body, within drainMaxBytes
// and drainMaxTime. It does nothing for a client that waits for 100
// Continue before sending a body we never asked for, or one that declared
// more than the bound (the connection is closed on it either way).
func (b *requestBody) drain(w http.ResponseWriter) {
	if b == nil || b.eof || b.rc == nil || b.rc == http.NoBody || b.left == 0 {
		return
	}
	if b.expectContinue && !b.read {
		return
	}
	if b.left > drainMaxBytes {
		return
	}
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(drainMaxTime))
	_, _ = io.CopyN(io.Discard, b, drainMaxBytes)
	_ = rc.SetReadDeadline(time.Time{})
}
