// Package bedrock is the adapter of the visual pass's vision model:
// Amazon Bedrock's Converse API through aws-sdk-go-v2's bedrockruntime
// client. The SDK signs the request and its retryer retries throttles
// and transient errors with backoff; the caller's context deadline (the
// visual pass's time bound) bounds the retries.
package bedrock

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"

	"github.com/docanalysis/service/internal/document/visual"
)

// maxAttempts is how many times one Converse call is tried: a throttled
// model is usually free again within seconds, and the pass's deadline
// ends the waiting before this bound when it is shorter.
const maxAttempts = 5

// Client implements visual.Converser.
type Client struct {
	api *bedrockruntime.Client
}

var _ visual.Converser = (*Client)(nil)

// New builds the client from an AWS configuration. optFns adjust the
// SDK's options (tests point BaseEndpoint at a local server).
func New(cfg aws.Config, optFns ...func(*bedrockruntime.Options)) *Client {
	opts := append([]func(*bedrockruntime.Options){func(o *bedrockruntime.Options) {
		o.Retryer = retry.NewStandard(func(so *retry.StandardOptions) {
			so.MaxAttempts = maxAttempts
			so.MaxBackoff = 8 * time.Second
		})
	}}, optFns...)
	return &Client{api: bedrockruntime.NewFromConfig(cfg, opts...)}
}

// Converse sends the system prompt and one user turn of text and PNG
// images to the model and returns the text of its answer.
func (c *Client) Converse(ctx context.Context, modelID, system string, turn []visual.Block, maxTokens int) (string, error) {
	var content []types.ContentBlock
	for _, b := range turn {
		switch {
		case b.PNG != nil:
			content = append(content, &types.ContentBlockMemberImage{Value: types.ImageBlock{
				Format: types.ImageFormatPng, Source: &types.ImageSourceMemberBytes{Value: b.PNG}}})
		default:
			content = append(content, &types.ContentBlockMemberText{Value: b.Text})
		}
	}
	out, err := c.api.Converse(ctx, &bedrockruntime.ConverseInput{
		ModelId:         aws.String(modelID),
		System:          []types.SystemContentBlock{&types.SystemContentBlockMemberText{Value: system}},
		Messages:        []types.Message{{Role: types.ConversationRoleUser, Content: content}},
		InferenceConfig: &types.InferenceConfiguration{MaxTokens: aws.Int32(int32(maxTokens)), Temperature: aws.Float32(0)},
	})
	if err != nil {
		return "", fmt.Errorf("bedrock: converse: %w", err)
	}
	msg, ok := out.Output.(*types.ConverseOutputMemberMessage)
	if !ok {
		return "", errors.New("bedrock: converse: the answer holds no message")
	}
	var text strings.Builder
	for _, b := range msg.Value.Content {
		if t, ok := b.(*types.ContentBlockMemberText); ok {
			text.WriteString(t.Value)
		}
	}
	return text.String(), nil
}
