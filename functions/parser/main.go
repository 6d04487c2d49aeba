// Command parser is the Lambda fed by the ingest queue: S3 ObjectCreated
// notifications for uploads/. It reads each document once, stores its
// outcome and the facts the fraud stage scores, and queues the fraud
// stage (or, for a document with scanned pages, the OCR stage), reporting
// failed messages individually (partial batch failure).
package main

import (
	"log/slog"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/parserfn"
)

func main() {
	lambda.Start(core.SQSHandler("parser", 1, loadConfig, build))
}

func build(c awsconf.Clients, cfg parserfn.Config, log *slog.Logger) (lambdasqs.Handler, error) {
	r := reader.Reader{}
	// PDFium's compile in the init phase, not in the first document.
	if err := r.Warm(); err != nil {
		return nil, err
	}
	return parserfn.New(c, cfg, log, r).Handle, nil
}

func loadConfig() (cfg parserfn.Config, err error) {
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	if cfg.FraudQueue, err = config.Require(config.FraudQueueURL); err != nil {
		return cfg, err
	}
	if cfg.OCRQueue, err = config.Require(config.OCRQueueURL); err != nil {
		return cfg, err
	}
	// A client's document that ends here notifies the aggregator.
	if cfg.AggregateQueue, err = config.Require(config.AggregateQueueURL); err != nil {
		return cfg, err
	}
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
