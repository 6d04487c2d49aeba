// Command parser is the Lambda fed by the ingest queue: S3 ObjectCreated
// notifications for uploads/. It reads each document once, stores its
// outcome and the facts the fraud stage scores, and queues the fraud
// stage (or, for a document with scanned pages, the OCR stage), reporting
// failed messages individually (partial batch failure).
package main

import (
	"errors"
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
	err = errors.Join(
		config.Into(&cfg.Table, config.TableName),
		config.Into(&cfg.Bucket, config.BucketName),
		config.Into(&cfg.FraudQueue, config.FraudQueueURL),
		config.Into(&cfg.OCRQueue, config.OCRQueueURL),
		// A client's document that ends here notifies the aggregator.
		config.Into(&cfg.AggregateQueue, config.AggregateQueueURL),
		config.Into(&cfg.WebhookQueue, config.WebhookQueueURL),
	)
	return cfg, err
}
