// Command fraud is the Lambda fed by the fraud queue: it scores a parsed
// analysis and completes it.
package main

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/awsconf"
	"github.com/docanalysis/service/internal/config"
	"github.com/docanalysis/service/internal/lambdasqs"
	"github.com/docanalysis/service/internal/logging"
)

func main() {
	log := logging.New(os.Stdout, config.Lookup(config.LogLevel, "info"), "fraud")
	cfg, err := stageConfig()
	if err == nil {
		var clients awsconf.Clients
		if clients, err = awsconf.Load(context.Background()); err == nil {
			a := app.New(clients, cfg, log)
			lambda.Start(lambdasqs.Batch(log, app.MaxReceives, a.FraudMessage))
			return
		}
	}
	log.Error("cold start failed", "err", err)
	os.Exit(1)
}

func stageConfig() (app.Config, error) {
	var cfg app.Config
	var err error
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
