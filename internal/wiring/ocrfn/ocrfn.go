// Package ocrfn wires the OCR function: the OCR stage fed by the OCR
// queue. It reads the scanned pages of a document the parser stage handed
// on, parses the document with the same engine, and queues the fraud
// stage, as the parser stage does for a born-digital PDF.
package ocrfn

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/sqsqueue"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Config is what the OCR function reads from its environment.
type Config struct {
	core.Config
	FraudQueue string
}

// Function is the wired OCR function.
type Function struct {
	*core.Base
	Stages *pipeline.Stages
}

// New wires the OCR stage around ex, a document reader that reads scans.
// parseTimeout bounds one document (OCR included); zero is the pipeline's
// default.
func New(c awsconf.Clients, cfg Config, log *slog.Logger, ex pipeline.Extractor, parseTimeout time.Duration) *Function {
	b := core.New(c, cfg.Config, log)
	return &Function{Base: b, Stages: &pipeline.Stages{
		Store: b.Store, Blobs: b.Bucket, Extract: ex, Events: b.Events, Log: log,
		Fraud: sqsqueue.New(c.SQS, cfg.FraudQueue), ParseTimeout: parseTimeout,
	}}
}

// Handle handles one OCR-queue message.
func (f *Function) Handle(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m pipeline.OCRMessage
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.AnalysisID == "" {
		f.Log.ErrorContext(ctx, "malformed ocr message", "message_id", msg.MessageId)
		return nil
	}
	return f.Stages.ReadOCR(ctx, m.AnalysisID, last)
}
