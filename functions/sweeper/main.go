// Command sweeper is the scheduled Lambda that re-drives analyses stuck in
// a non-terminal state past a bound (a lost message, an outage) by sending
// their stage's message again, and fails those past their deadline
// (internal/domain/pipeline.Sweeper).
package main

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/platform/logging"
	"github.com/docanalysis/service/internal/wiring/sweeperfn"
)

func main() {
	lambda.Start(handler())
}

// handler wires the function once per cold start; a configuration error
// ends the cold start with a logged reason.
func handler() func(context.Context, events.EventBridgeEvent) error {
	log := logging.New(os.Stdout, config.Lookup(config.LogLevel, "info"), "sweeper")
	cfg, err := loadConfig()
	if err == nil {
		var clients awsconf.Clients
		if clients, err = awsconf.Load(context.Background()); err == nil {
			return sweeperfn.New(clients, cfg, log).Handle
		}
	}
	log.Error("cold start failed", "err", err)
	os.Exit(1)
	return nil
}

func loadConfig() (cfg sweeperfn.Config, err error) {
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	// The bucket names the re-sent upload notifications.
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	if cfg.IngestQueue, err = config.Require(config.IngestQueueURL); err != nil {
		return cfg, err
	}
	if cfg.OCRQueue, err = config.Require(config.OCRQueueURL); err != nil {
		return cfg, err
	}
	if cfg.FraudQueue, err = config.Require(config.FraudQueueURL); err != nil {
		return cfg, err
	}
	// An expired analysis emits analysis.failed, and notifies the
	// aggregator when it belongs to a client.
	if cfg.AggregateQueue, err = config.Require(config.AggregateQueueURL); err != nil {
		return cfg, err
	}
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
