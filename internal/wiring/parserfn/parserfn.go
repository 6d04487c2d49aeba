// Package parserfn wires the parser function: the parser stage fed by S3
// notifications of uploads/ through the ingest queue.
package parserfn

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/url"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/sqsqueue"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Config is what the parser function reads from its environment.
type Config struct {
	core.Config
	FraudQueue string
	// OCRQueue feeds the OCR stage with documents that have scanned pages.
	OCRQueue string
}

// Function is the wired parser function.
type Function struct {
	*core.Base
	Stages *pipeline.Stages
	bucket string
}

// New wires the parser stage around ex, the document reader.
func New(c awsconf.Clients, cfg Config, log *slog.Logger, ex pipeline.Extractor) *Function {
	b := core.New(c, cfg.Config, log)
	return &Function{Base: b, bucket: cfg.Bucket, Stages: &pipeline.Stages{
		Store: b.Store, Blobs: b.Bucket, Extract: ex, Events: b.Events, Log: log,
		Fraud: sqsqueue.New(c.SQS, cfg.FraudQueue),
		OCR:   sqsqueue.New(c.SQS, cfg.OCRQueue),
	}}
}

// Handle handles one ingest-queue message: an S3 event notification.
func (f *Function) Handle(ctx context.Context, msg events.SQSMessage, last bool) error {
	var ev events.S3Event
	if err := json.Unmarshal([]byte(msg.Body), &ev); err != nil {
		// Not an S3 notification; retrying cannot fix it.
		f.Log.ErrorContext(ctx, "ingest message is not an S3 event", "message_id", msg.MessageId, "err", err)
		return nil
	}
	for _, rec := range ev.Records {
		if rec.S3.Bucket.Name != f.bucket {
			f.Log.WarnContext(ctx, "S3 event for another bucket", "bucket", rec.S3.Bucket.Name)
			continue
		}
		// Keys in S3 notifications are URL-encoded with + for spaces.
		key, err := url.QueryUnescape(rec.S3.Object.Key)
		if err != nil {
			key = rec.S3.Object.Key
		}
		if err := f.Stages.Parse(ctx, key, last); err != nil {
			return err
		}
	}
	return nil
}
