// Package fraudfn wires the fraud function: the fraud stage fed by the
// fraud queue (the metadata score, then the visual pass when asked for).
package fraudfn

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"

	"github.com/aws/aws-lambda-go/events"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/bedrock"
	"github.com/docanalysis/service/internal/document/visual"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Function is the wired fraud function.
type Function struct {
	*core.Base
	Stages *pipeline.Stages
}

// New wires the fraud stage with the metadata scorer, the visual pass and
// the page pictures of the findings.
func New(c awsconf.Clients, cfg core.Config, log *slog.Logger, scorer pipeline.Scorer, visual pipeline.VisualPass) *Function {
	b := core.New(c, cfg, log)
	return &Function{Base: b, Stages: &pipeline.Stages{
		Store: b.Store, Blobs: b.Bucket, Scorer: scorer, Visual: visual, Pages: PageImages{}, Events: b.Events, Log: log,
	}}
}

// Handle handles one fraud-queue message.
func (f *Function) Handle(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m pipeline.FraudMessage
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.AnalysisID == "" {
		f.Log.ErrorContext(ctx, "malformed fraud message", "message_id", msg.MessageId)
		return nil
	}
	return f.Stages.Score(ctx, m.AnalysisID, last)
}

// VisualPass builds the visual pass the fraud function runs: the
// rendering checks always, and the Bedrock vision model named by modelID
// when one is configured, through the SDK adapter (internal/aws/bedrock).
func VisualPass(ctx context.Context, modelID string) (visual.Pass, error) {
	pass := visual.Pass{}
	if modelID == "" {
		return pass, nil
	}
	cfg, err := awsconfig.LoadDefaultConfig(ctx)
	if err != nil {
		return pass, fmt.Errorf("visual model: %w", err)
	}
	pass.Model = &visual.Bedrock{ModelID: modelID, API: bedrock.New(cfg)}
	return pass, nil
}
