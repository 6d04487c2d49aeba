// Command parser is the Lambda fed by the ingest queue: S3 ObjectCreated
// notifications for uploads/. It parses each document and queues the fraud
// stage, reporting failed messages individually (partial batch failure).
package main

import (
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/bankparse"
	"github.com/docanalysis/service/internal/lambdamain"
	"github.com/docanalysis/service/internal/platform/config"
)

func main() {
	lambda.Start(lambdamain.SQS("parser", loadConfig, func(a *app.App) lambdasqs.Handler { return a.ParseMessage }))
}

func loadConfig() (cfg app.Config, err error) {
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	if cfg.FraudQueue, err = config.Require(config.FraudQueueURL); err != nil {
		return cfg, err
	}
	// A client's document that ends here notifies the aggregator.
	if cfg.AggregateQueue, err = config.Require(config.AggregateQueueURL); err != nil {
		return cfg, err
	}
	bank := bankparse.StatementParser{}
	if err := bank.Warm(); err != nil {
		return cfg, err
	}
	cfg.Bank = bank
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
