package s3blob_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/aws/s3blob"
	"github.com/docanalysis/service/internal/domain/analysis"
)

func TestBucket(t *testing.T) {
	ctx := context.Background()
	env := lstest.New(t)
	b := s3blob.New(env.Clients.S3, env.Resources.Buckets["DocumentBucket"])
	body := []byte("%PDF-1.7 hello world")

	if err := b.Put(ctx, "results/a.json", body, "application/json", map[string]string{"k": "v"}); err != nil {
		t.Fatal(err)
	}
	got, err := b.Get(ctx, "results/a.json")
	if err != nil || !bytes.Equal(got, body) {
		t.Fatalf("Get = %q, %v", got, err)
	}
	if _, err := b.Get(ctx, "results/missing.json"); !errors.Is(err, analysis.ErrNotFound) {
		t.Fatalf("Get(missing) err = %v, want ErrNotFound", err)
	}
	prefix, err := b.GetPrefix(ctx, "results/a.json", 5)
	if err != nil || string(prefix) != "%PDF-" {
		t.Fatalf("GetPrefix = %q, %v", prefix, err)
	}
	n, err := b.Head(ctx, "results/a.json")
	if err != nil || n != int64(len(body)) {
		t.Fatalf("Head = %d, %v", n, err)
	}
	if _, err := b.Head(ctx, "nope"); !errors.Is(err, analysis.ErrNotFound) {
		t.Fatalf("Head(missing) err = %v", err)
	}
	if err := b.Copy(ctx, "results/a.json", "uploads/b c.pdf", map[string]string{"analysis-id": "x"}); err != nil {
		t.Fatal(err)
	}
	if got, err := b.Get(ctx, "uploads/b c.pdf"); err != nil || !bytes.Equal(got, body) {
		t.Fatalf("copied object = %q, %v", got, err)
	}
}

// TestPresignPut uploads through a presigned URL with a plain HTTP client,
// as a caller of POST /api/v1/uploads would.
func TestPresignPut(t *testing.T) {
	ctx := context.Background()
	env := lstest.New(t)
	b := s3blob.New(env.Clients.S3, env.Resources.Buckets["DocumentBucket"])
	body := bytes.Repeat([]byte("x"), 1234)
	url, headers, err := b.PresignPut(ctx, "staging/o/u.pdf", int64(len(body)), time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if headers["Content-Type"] != "application/pdf" {
		t.Fatalf("headers = %v", headers)
	}
	req, _ := http.NewRequest(http.MethodPut, url, bytes.NewReader(body))
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("PUT status = %d", resp.StatusCode)
	}
	if n, err := b.Head(ctx, "staging/o/u.pdf"); err != nil || n != 1234 {
		t.Fatalf("Head = %d, %v", n, err)
	}
}
