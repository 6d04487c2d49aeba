// Command aggregator is the Lambda fed by the aggregate queue: each
// message says a document of a client became terminal; once every document
// of the client is, it computes the client profile's rollup and publishes
// batch.completed (internal/domain/client).
package main

import (
	"errors"
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
	err = errors.Join(
		config.Into(&cfg.Table, config.TableName),
		// Results are read from the bucket; batch.completed goes through the
		// webhook queue.
		config.Into(&cfg.Bucket, config.BucketName),
		config.Into(&cfg.WebhookQueue, config.WebhookQueueURL),
	)
	return cfg, err
}
