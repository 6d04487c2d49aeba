// Command sweeper is the scheduled Lambda that re-drives analyses stuck in
// a non-terminal state past a bound (a lost message, an outage) by sending
// their stage's message again, and fails those past their deadline
// (internal/domain/pipeline.Sweeper).
package main

import (
	"context"
	"errors"
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
	err = errors.Join(
		config.Into(&cfg.Table, config.TableName),
		// The bucket names the re-sent upload notifications.
		config.Into(&cfg.Bucket, config.BucketName),
		config.Into(&cfg.IngestQueue, config.IngestQueueURL),
		config.Into(&cfg.OCRQueue, config.OCRQueueURL),
		config.Into(&cfg.FraudQueue, config.FraudQueueURL),
		// An expired analysis emits analysis.failed, and notifies the
		// aggregator when it belongs to a client.
		config.Into(&cfg.AggregateQueue, config.AggregateQueueURL),
		config.Into(&cfg.WebhookQueue, config.WebhookQueueURL),
	)
	return cfg, err
}
