package visual

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	v4 "github.com/aws/aws-sdk-go-v2/aws/signer/v4"
	"github.com/docanalysis/service/internal/domain/result"
)

// Bedrock asks a vision model on Amazon Bedrock, through the Converse
// API, to examine the page images. It speaks the Converse wire format
// directly (one signed POST), which keeps the SDK's Bedrock module out of
// the build.
type Bedrock struct {
	ModelID     string
	Region      string
	Credentials aws.CredentialsProvider
	// Endpoint defaults to https://bedrock-runtime.<region>.amazonaws.com.
	Endpoint string
	HTTP     *http.Client // default: 60 s timeout
	// MaxTokens bounds the answer (default 2000).
	MaxTokens int
	Now       func() time.Time
}

// Name implements Model.
func (b *Bedrock) Name() string { return "bedrock:" + b.ModelID }

// systemPrompt sets the model up as a forensic examiner with a fixed
// answer format, so that its answer can be parsed and scored.
const systemPrompt = `You are a forensic document examiner at a lender. You receive the rendered pages of a bank statement PDF that an applicant submitted. Look for signs that the statement was edited after the bank produced it:
- figures or words in a different font, size, weight, colour or baseline than their neighbours;
- misaligned columns, amounts not aligned with the other amounts of their column, uneven spacing inside a number;
- boxes, patches or backgrounds that differ from their surroundings, traces of erased text, text drawn over other text;
- anything else a bank's own output would not show.
Do not judge the transactions themselves. Report only what you can see. Answer with one JSON object and nothing else:
{"findings":[{"code":"visual_font_mismatch|visual_misalignment|visual_edited_region|visual_overlapping_text|visual_other","severity":"low|medium|high","page":<page number>,"message":"<what you see and where>","evidence":{"region":"<where on the page>","text":"<the text concerned>"}}],"summary":"<one sentence>"}
Return {"findings":[],"summary":"..."} when the pages look like the bank's own output.`

var modelCodes = map[string]bool{"visual_font_mismatch": true, "visual_misalignment": true, "visual_edited_region": true,
	"visual_overlapping_text": true, "visual_other": true}

// converseRequest and converseResponse are the parts of the Converse wire
// format this client uses.
type converseRequest struct {
	Messages        []message       `json:"messages"`
	System          []contentBlock  `json:"system,omitempty"`
	InferenceConfig inferenceConfig `json:"inferenceConfig"`
}

type message struct {
	Role    string         `json:"role"`
	Content []contentBlock `json:"content"`
}

type contentBlock struct {
	Text  string      `json:"text,omitempty"`
	Image *imageBlock `json:"image,omitempty"`
}

type imageBlock struct {
	Format string      `json:"format"`
	Source imageSource `json:"source"`
}

type imageSource struct {
	Bytes []byte `json:"bytes"` // base64 in JSON
}

type inferenceConfig struct {
	MaxTokens   int     `json:"maxTokens"`
	Temperature float64 `json:"temperature"`
}

type converseResponse struct {
	Output struct {
		Message message `json:"message"`
	} `json:"output"`
	StopReason string `json:"stopReason"`
}

// Inspect implements Model.
func (b *Bedrock) Inspect(ctx context.Context, pages []Image) ([]result.Finding, error) {
	if b.ModelID == "" || b.Region == "" {
		return nil, errors.New("bedrock: model and region are required")
	}
	content := []contentBlock{{Text: fmt.Sprintf("These are pages 1 to %d of the statement, in order.", len(pages))}}
	for _, p := range pages {
		content = append(content, contentBlock{Text: fmt.Sprintf("Page %d:", p.Page)},
			contentBlock{Image: &imageBlock{Format: "png", Source: imageSource{Bytes: p.PNG}}})
	}
	maxTokens := b.MaxTokens
	if maxTokens <= 0 {
		maxTokens = 2000
	}
	body, err := json.Marshal(converseRequest{
		Messages:        []message{{Role: "user", Content: content}},
		System:          []contentBlock{{Text: systemPrompt}},
		InferenceConfig: inferenceConfig{MaxTokens: maxTokens, Temperature: 0},
	})
	if err != nil {
		return nil, fmt.Errorf("bedrock: encode request: %w", err)
	}
	resp, err := b.post(ctx, body)
	if err != nil {
		return nil, err
	}
	var text strings.Builder
	for _, c := range resp.Output.Message.Content {
		text.WriteString(c.Text)
	}
	return b.parse(text.String(), len(pages))
}

func (b *Bedrock) post(ctx context.Context, body []byte) (*converseResponse, error) {
	endpoint := b.Endpoint
	if endpoint == "" {
		endpoint = "https://bedrock-runtime." + b.Region + ".amazonaws.com"
	}
	u, err := url.Parse(strings.TrimRight(endpoint, "/"))
	if err != nil {
		return nil, fmt.Errorf("bedrock: endpoint: %w", err)
	}
	// Model ids contain ":" (…-v1:0), which the path carries escaped, as
	// the SDK sends it.
	base := u.EscapedPath()
	u.Path += "/model/" + b.ModelID + "/converse"
	u.RawPath = base + "/model/" + strings.ReplaceAll(url.PathEscape(b.ModelID), ":", "%3A") + "/converse"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("bedrock: request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if b.Credentials != nil {
		creds, err := b.Credentials.Retrieve(ctx)
		if err != nil {
			return nil, fmt.Errorf("bedrock: credentials: %w", err)
		}
		sum := sha256.Sum256(body)
		now := time.Now
		if b.Now != nil {
			now = b.Now
		}
		if err := v4.NewSigner().SignHTTP(ctx, creds, req, hex.EncodeToString(sum[:]), "bedrock", b.Region, now()); err != nil {
			return nil, fmt.Errorf("bedrock: sign: %w", err)
		}
	}
	client := b.HTTP
	if client == nil {
		client = &http.Client{Timeout: 60 * time.Second}
	}
	res, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("bedrock: converse: %w", err)
	}
	defer res.Body.Close()
	rb, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	if err != nil {
		return nil, fmt.Errorf("bedrock: read answer: %w", err)
	}
	if res.StatusCode/100 != 2 {
		var e struct {
			Message string `json:"message"`
		}
		_ = json.Unmarshal(rb, &e)
		return nil, fmt.Errorf("bedrock: converse: HTTP %d %s: %s", res.StatusCode, res.Header.Get("X-Amzn-ErrorType"), e.Message)
	}
	var out converseResponse
	if err := json.Unmarshal(rb, &out); err != nil {
		return nil, fmt.Errorf("bedrock: decode answer: %w", err)
	}
	return &out, nil
}

// modelAnswer is the JSON the prompt asks for.
type modelAnswer struct {
	Findings []struct {
		Code     string         `json:"code"`
		Severity string         `json:"severity"`
		Page     int            `json:"page"`
		Message  string         `json:"message"`
		Evidence map[string]any `json:"evidence"`
	} `json:"findings"`
	Summary string `json:"summary"`
}

// parse reads the model's JSON answer (models sometimes wrap it in a code
// fence or a sentence) into findings.
func (b *Bedrock) parse(text string, pages int) ([]result.Finding, error) {
	i, j := strings.Index(text, "{"), strings.LastIndex(text, "}")
	if i < 0 || j < i {
		return nil, fmt.Errorf("bedrock: answer is not JSON: %.200q", text)
	}
	var a modelAnswer
	if err := json.Unmarshal([]byte(text[i:j+1]), &a); err != nil {
		return nil, fmt.Errorf("bedrock: answer is not the requested JSON: %w", err)
	}
	out := []result.Finding{}
	for _, f := range a.Findings[:min(len(a.Findings), 20)] {
		sev := strings.ToLower(f.Severity)
		w, ok := ModelWeights[sev]
		if !ok {
			sev, w = result.SeverityLow, ModelWeights[result.SeverityLow]
		}
		code := f.Code
		if !modelCodes[code] {
			code = "visual_other"
		}
		ev := f.Evidence
		if ev == nil {
			ev = map[string]any{}
		}
		if a.Summary != "" {
			ev["model_summary"] = a.Summary
		}
		msg := strings.TrimSpace(f.Message)
		if msg == "" {
			msg = "The vision model reports a visual anomaly."
		}
		ff := result.Finding{Code: code, Severity: sev, Message: msg, Evidence: ev, Provider: b.Name(), Weight: w}
		if f.Page >= 1 && f.Page <= pages {
			p := f.Page
			ff.Page = &p
		}
		out = append(out, ff)
	}
	return out, nil
}
