// Package fraudfn wires the fraud function: the fraud stage fed by the
// fraud queue (the metadata score, then the visual pass when asked for).
package fraudfn

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Function is the wired fraud function.
type Function struct {
	*core.Base
	Stages *pipeline.Stages
}

// New wires the fraud stage with the metadata scorer and the visual pass.
func New(c awsconf.Clients, cfg core.Config, log *slog.Logger, scorer pipeline.Scorer, visual pipeline.VisualPass) *Function {
	b := core.New(c, cfg, log)
	return &Function{Base: b, Stages: &pipeline.Stages{
		Store: b.Store, Blobs: b.Bucket, Scorer: scorer, Visual: visual, Events: b.Events, Log: log,
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
