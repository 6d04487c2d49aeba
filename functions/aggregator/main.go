// Command aggregator is the Lambda fed by the aggregate queue: each
// message says a document of a client became terminal; once every document
// of the client is, it computes the client profile's rollup and publishes
// batch.completed (internal/domain/client).
package main

import (
	"log/slog"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/wiring/aggregatorfn"
	"github.com/docanalysis/service/internal/wiring/core"
)

func main() {
	lambda.Start(core.SQSHandler("aggregator", 1, loadConfig, func(c awsconf.Clients, cfg core.Config, log *slog.Logger) (lambdasqs.Handler, error) {
		return aggregatorfn.New(c, cfg, log).Handle, nil
	}))
}

func loadConfig() (cfg core.Config, err error) {
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
