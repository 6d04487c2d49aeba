// Package aggregatorfn wires the aggregator function: fed by the
// aggregate queue, it computes a client's rollup once all its documents
// are terminal and publishes batch.completed.
package aggregatorfn

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Function is the wired aggregator function.
type Function struct {
	*core.Base
	Clients *client.Service
}

// New wires the aggregator. It reads analyses and their stored results;
// it never submits, so it has no billing.
func New(c awsconf.Clients, cfg core.Config, log *slog.Logger) *Function {
	b := core.New(c, cfg, log)
	analyses := &analysis.Service{Store: b.Store, Blobs: b.Bucket, Events: b.Events, Log: log}
	return &Function{Base: b, Clients: &client.Service{
		Store: b.Store, Analyses: analyses, AggregateQueue: b.Aggregate, Webhooks: b.Webhooks, Log: log,
	}}
}

// Handle handles one aggregate-queue message: a document of a client
// became terminal (see client.Service.Aggregate). A failure is retried;
// after the last receive the message goes to the dead-letter queue, and
// the next poll of the client asks the aggregator again.
func (f *Function) Handle(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m client.Message
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.ClientID == "" || m.AnalysisID == "" {
		f.Log.ErrorContext(ctx, "malformed aggregate message", "message_id", msg.MessageId)
		return nil
	}
	err := f.Clients.Aggregate(ctx, m)
	if err != nil && last {
		f.Log.ErrorContext(ctx, "aggregation failed on its last attempt; a poll of the client will retry it",
			"client_id", m.ClientID, "analysis_id", m.AnalysisID, "err", err)
	}
	return err
}
