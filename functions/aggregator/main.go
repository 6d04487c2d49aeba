// Command aggregator is the Lambda fed by the aggregate queue: each
// message says a document of a client became terminal; once every document
// of the client is, it computes the client profile's rollup and publishes
// batch.completed (internal/client).
package main

import (
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/lambdamain"
	"github.com/docanalysis/service/internal/platform/config"
)

func main() {
	lambda.Start(lambdamain.SQS("aggregator", loadConfig, func(a *app.App) lambdasqs.Handler { return a.AggregateMessage }))
}

func loadConfig() (cfg app.Config, err error) {
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	// Results are read from the bucket; batch.completed goes through the
	// webhook queue.
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
