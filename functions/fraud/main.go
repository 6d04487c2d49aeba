// Command fraud is the Lambda fed by the fraud queue: it scores a parsed
// analysis (the metadata score over the facts the parser stored, then the
// visual pass when the submission asked for it) and completes it.
package main

import (
	"context"
	"errors"
	"log/slog"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/document/scoring"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/fraudfn"
)

func main() {
	lambda.Start(core.SQSHandler("fraud", 1, loadConfig, build))
}

func build(c awsconf.Clients, cfg core.Config, log *slog.Logger) (lambdasqs.Handler, error) {
	pass, err := fraudfn.VisualPass(context.Background(), config.Lookup(config.VisualModelID, ""))
	if err != nil {
		return nil, err
	}
	return fraudfn.New(c, cfg, log, scoring.Scorer{}, scoring.Visual{Pass: pass}).Handle, nil
}

func loadConfig() (cfg core.Config, err error) {
	err = errors.Join(
		config.Into(&cfg.Table, config.TableName),
		config.Into(&cfg.Bucket, config.BucketName),
		// A client's document that ends here notifies the aggregator.
		config.Into(&cfg.AggregateQueue, config.AggregateQueueURL),
		config.Into(&cfg.WebhookQueue, config.WebhookQueueURL),
	)
	return cfg, err
}
