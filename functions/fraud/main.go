// Command fraud is the Lambda fed by the fraud queue: it scores a parsed
// analysis and completes it.
package main

import (
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/config"
	"github.com/docanalysis/service/internal/fraudscore"
	"github.com/docanalysis/service/internal/lambdamain"
	"github.com/docanalysis/service/internal/lambdasqs"
)

func main() {
	lambda.Start(lambdamain.SQS("fraud", loadConfig, func(a *app.App) lambdasqs.Handler { return a.FraudMessage }))
}

func loadConfig() (cfg app.Config, err error) {
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	cfg.Scorer = fraudscore.Scorer{}
	// A client's document that ends here notifies the aggregator.
	if cfg.AggregateQueue, err = config.Require(config.AggregateQueueURL); err != nil {
		return cfg, err
	}
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
