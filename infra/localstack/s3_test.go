package localstack

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"
)

// Issue 16 (outages strand work): with the queue down, the local S3 still
// answered 200 to the upload whose notification was lost, so the API
// answered 202, charged, and the analysis never started. A create under a
// subscribed prefix now succeeds only once its notification is queued.
func TestS3CreateAnsweredOnlyOnceNotified(t *testing.T) {
	s, err := StartS3("", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	do := func(method, path, body string) int {
		t.Helper()
		req, _ := http.NewRequest(method, s.URL+path, strings.NewReader(body))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := do("PUT", "/docs", ""); code != 200 {
		t.Fatalf("create bucket: %d", code)
	}
	var queueDown bool
	var sent []string
	s.Subscribe("docs", "uploads/", func(_ context.Context, ev events.S3Event) error {
		if queueDown {
			return errors.New("queue unreachable")
		}
		sent = append(sent, ev.Records[0].S3.Object.Key)
		return nil
	})
	tests := []struct {
		name      string
		queueDown bool
		path      string
		want      int
		wantSent  int
	}{
		{"queue up", false, "/docs/uploads/a.pdf", 200, 1},
		{"queue down", true, "/docs/uploads/b.pdf", 503, 1},
		{"queue down, key outside the prefix", true, "/docs/results/c.json", 200, 1},
		{"queue back", false, "/docs/uploads/b.pdf", 200, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			queueDown = tc.queueDown
			if code := do("PUT", tc.path, "%PDF-1.4"); code != tc.want {
				t.Fatalf("PUT %s = %d, want %d", tc.path, code, tc.want)
			}
			if len(sent) != tc.wantSent {
				t.Fatalf("notifications %v, want %d", sent, tc.wantSent)
			}
		})
	}
	// Reads pass through untouched.
	if code := do("GET", "/docs/uploads/a.pdf", ""); code != 200 {
		t.Fatalf("GET = %d", code)
	}
}
