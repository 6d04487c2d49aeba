// Package sweeperfn wires the sweeper function: on a schedule, it
// re-drives the analyses a lost message or an outage left pending,
// processing or parsed (pipeline.Sweeper), withdraws (fails and refunds)
// those whose upload was never stored, and fails and refunds those past
// their deadline.
package sweeperfn

import (
	"context"
	"log/slog"
	"net/url"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/sqsqueue"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Config is what the sweeper function reads from its environment.
type Config struct {
	core.Config
	IngestQueue string
	OCRQueue    string
	FraudQueue  string
	// Bounds default to pipeline.DefaultSweepBounds (the local stack
	// shortens them).
	Bounds pipeline.SweepBounds
}

// Function is the wired sweeper function.
type Function struct {
	*core.Base
	Sweeper *pipeline.Sweeper
}

// New wires the sweeper over the table, the stage queues and the event
// chain (an expired analysis emits analysis.failed like any other).
func New(c awsconf.Clients, cfg Config, log *slog.Logger) *Function {
	b := core.New(c, cfg.Config, log)
	st := &pipeline.Stages{
		Store: b.Store, Events: b.Events, Log: log,
		Fraud: sqsqueue.New(c.SQS, cfg.FraudQueue),
		OCR:   sqsqueue.New(c.SQS, cfg.OCRQueue),
	}
	return &Function{Base: b, Sweeper: &pipeline.Sweeper{
		Stages: st, Open: b.Store, Bounds: cfg.Bounds, Uploads: b.Bucket,
		Ingest: Notifier{Queue: sqsqueue.New(c.SQS, cfg.IngestQueue), Bucket: cfg.Bucket},
	}}
}

// Handle runs one sweep for a scheduled event. It fails (and Lambda
// retries the asynchronous invocation) only when the open analyses could
// not be listed; one analysis that could not be re-driven waits for the
// next sweep.
func (f *Function) Handle(ctx context.Context, _ events.EventBridgeEvent) error {
	_, err := f.Sweeper.Sweep(ctx)
	return err
}

// Notifier re-sends an upload's S3 ObjectCreated notification to the
// ingest queue, in the shape S3 itself sends (what parserfn decodes).
type Notifier struct {
	Queue  pipeline.Sender
	Bucket string
}

// NotifyUpload implements pipeline.UploadNotifier.
func (n Notifier) NotifyUpload(ctx context.Context, key string) error {
	return n.Queue.Send(ctx, S3Notification(n.Bucket, key, time.Now()), 0)
}

// S3Notification is the S3 event an ObjectCreated of key in bucket
// delivers: keys URL-encoded with + for spaces, as S3 sends them.
func S3Notification(bucket, key string, at time.Time) events.S3Event {
	return events.S3Event{Records: []events.S3EventRecord{{
		EventVersion: "2.1",
		EventSource:  "aws:s3",
		EventTime:    at.UTC(),
		EventName:    "ObjectCreated:Put",
		S3: events.S3Entity{
			SchemaVersion:   "1.0",
			ConfigurationID: "sweeper",
			Bucket:          events.S3Bucket{Name: bucket, Arn: "arn:aws:s3:::" + bucket},
			Object:          events.S3Object{Key: url.QueryEscape(key)},
		},
	}}}
}
