package visual

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/docanalysis/service/internal/domain/result"
)

// Converser sends one Converse request — a system prompt and a user
// turn of text and PNG images — and returns the model's text. The AWS
// adapter is internal/aws/bedrock (the SDK's client, with its retryer);
// tests use a fake.
type Converser interface {
	Converse(ctx context.Context, modelID, system string, turn []Block, maxTokens int) (string, error)
}

// Block is one part of a user turn: text, or a PNG image.
type Block struct {
	Text string
	PNG  []byte
}

// Bedrock asks a vision model on Amazon Bedrock, through the Converse
// API, to examine the page images, and reads its answer into findings.
type Bedrock struct {
	ModelID string
	API     Converser
	// MaxTokens bounds the answer (default 2000).
	MaxTokens int
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

// Inspect implements Model.
func (b *Bedrock) Inspect(ctx context.Context, pages []Image) ([]result.Finding, error) {
	if b.ModelID == "" || b.API == nil {
		return nil, errors.New("bedrock: model and client are required")
	}
	turn := []Block{{Text: fmt.Sprintf("These are pages 1 to %d of the statement, in order.", len(pages))}}
	for _, p := range pages {
		turn = append(turn, Block{Text: fmt.Sprintf("Page %d:", p.Page)}, Block{PNG: p.PNG})
	}
	maxTokens := b.MaxTokens
	if maxTokens <= 0 {
		maxTokens = 2000
	}
	text, err := b.API.Converse(ctx, b.ModelID, systemPrompt, turn, maxTokens)
	if err != nil {
		return nil, err
	}
	return b.parse(text, len(pages))
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
