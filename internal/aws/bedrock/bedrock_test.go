package bedrock

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"

	"github.com/docanalysis/service/internal/document/visual"
)

// converseServer speaks Bedrock's Converse wire format on a local
// address: it answers ThrottlingException to the first `throttle`
// requests, then the model's text. It is a real endpoint for the SDK's
// client, not a mock of the SDK.
type converseServer struct {
	throttle int32
	calls    atomic.Int32
	path     atomic.Value
	auth     atomic.Value
	body     atomic.Value
}

func (s *converseServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := s.calls.Add(1)
	b, _ := io.ReadAll(r.Body)
	s.path.Store(r.URL.EscapedPath())
	s.auth.Store(r.Header.Get("Authorization"))
	s.body.Store(b)
	if n <= s.throttle {
		w.Header().Set("X-Amzn-ErrorType", "ThrottlingException")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusTooManyRequests)
		io.WriteString(w, `{"message":"Too many requests, please wait before trying again."}`)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"output":     map[string]any{"message": map[string]any{"role": "assistant", "content": []any{map[string]any{"text": `{"findings":[],"summary":"clean"}`}}}},
		"stopReason": "end_turn",
		"usage":      map[string]any{"inputTokens": 10, "outputTokens": 5, "totalTokens": 15},
		"metrics":    map[string]any{"latencyMs": 10},
	})
}

func newClient(url string) *Client {
	cfg := aws.Config{Region: "us-east-1", Credentials: credentials.NewStaticCredentialsProvider("AKIDTEST", "secret", "")}
	return New(cfg, func(o *bedrockruntime.Options) { o.BaseEndpoint = aws.String(url) })
}

var turn = []visual.Block{{Text: "Page 1:"}, {PNG: []byte{0x89, 'P', 'N', 'G'}}}

// Throttles are retried with backoff: two ThrottlingExceptions, then the
// answer, in one call.
func TestConverseRetriesThrottles(t *testing.T) {
	srv := &converseServer{throttle: 2}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	text, err := newClient(ts.URL).Converse(ctx, "anthropic.claude-3-5-sonnet-20240620-v1:0", "You are an examiner.", turn, 500)
	if err != nil {
		t.Fatal(err)
	}
	if text != `{"findings":[],"summary":"clean"}` || srv.calls.Load() != 3 {
		t.Errorf("text %q after %d calls, want the answer after 3", text, srv.calls.Load())
	}
	// The request: the Converse path with the model id escaped, SigV4 for
	// bedrock, the system prompt, the image as base64 bytes, temperature 0.
	if p := srv.path.Load().(string); p != "/model/anthropic.claude-3-5-sonnet-20240620-v1%3A0/converse" {
		t.Errorf("path %s", p)
	}
	if a := srv.auth.Load().(string); !regexp.MustCompile(`^AWS4-HMAC-SHA256 Credential=AKIDTEST/\d{8}/us-east-1/bedrock/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$`).MatchString(a) {
		t.Errorf("authorization %q", a)
	}
	var req struct {
		System   []struct{ Text string } `json:"system"`
		Messages []struct {
			Role    string `json:"role"`
			Content []struct {
				Text  string `json:"text"`
				Image *struct {
					Format string `json:"format"`
					Source struct {
						Bytes []byte `json:"bytes"`
					} `json:"source"`
				} `json:"image"`
			} `json:"content"`
		} `json:"messages"`
		InferenceConfig struct {
			MaxTokens   int     `json:"maxTokens"`
			Temperature float64 `json:"temperature"`
		} `json:"inferenceConfig"`
	}
	if err := json.Unmarshal(srv.body.Load().([]byte), &req); err != nil {
		t.Fatal(err)
	}
	if len(req.System) != 1 || req.System[0].Text != "You are an examiner." || len(req.Messages) != 1 || req.Messages[0].Role != "user" ||
		len(req.Messages[0].Content) != 2 || req.Messages[0].Content[1].Image == nil || req.Messages[0].Content[1].Image.Format != "png" ||
		string(req.Messages[0].Content[1].Image.Source.Bytes) != "\x89PNG" || req.InferenceConfig.MaxTokens != 500 || req.InferenceConfig.Temperature != 0 {
		t.Errorf("request %+v", req)
	}
}

// The pass's deadline bounds the retries: a model that stays throttled
// fails the call when the deadline passes, not after every backoff.
func TestConverseDeadlineBoundsRetries(t *testing.T) {
	srv := &converseServer{throttle: 1 << 30}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 700*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := newClient(ts.URL).Converse(ctx, "m", "s", turn, 100)
	if el := time.Since(start); err == nil || el > 3*time.Second {
		t.Fatalf("err %v after %s, want a failure within the deadline", err, el)
	}
	if !strings.Contains(err.Error(), "bedrock: converse") {
		t.Errorf("err %v", err)
	}
}
