// Command webhook is the Lambda fed by the webhook queue: each message is
// one attempt of a signed delivery. A receiver's failure is recorded and
// the next attempt re-enqueued with the retry schedule's delay (not
// through Lambda retries); the messages of a batch are attempted at once
// so that one slow receiver holds up no other.
package main

import (
	"errors"
	"log/slog"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/webhookfn"
)

func main() {
	lambda.Start(core.SQSHandler("webhook", webhookfn.Concurrency, loadConfig, func(c awsconf.Clients, cfg core.Config, log *slog.Logger) (lambdasqs.Handler, error) {
		return webhookfn.New(c, cfg, log).Handle, nil
	}))
}

func loadConfig() (cfg core.Config, err error) {
	err = errors.Join(
		config.Into(&cfg.Table, config.TableName),
		config.Into(&cfg.Bucket, config.BucketName),
		config.Into(&cfg.WebhookQueue, config.WebhookQueueURL),
	)
	if err != nil {
		return cfg, err
	}
	if cfg.RetryDelays, err = config.Durations(config.WebhookRetryDelays, webhook.DefaultDelays); err != nil {
		return cfg, err
	}
	if err = (webhook.Schedule{Delays: cfg.RetryDelays}).Validate(); err != nil {
		return cfg, err
	}
	cfg.AllowInsecure = config.Bool(config.WebhookAllowInsecure)
	return cfg, nil
}
