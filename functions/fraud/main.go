// Command fraud is the Lambda fed by the fraud queue: it scores a parsed
// analysis (the metadata score, then the visual pass when the submission
// asked for it) and completes it.
package main

import (
	"context"
	"fmt"

	"github.com/aws/aws-lambda-go/lambda"
	awsconfig "github.com/aws/aws-sdk-go-v2/config"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/document/visual"
	"github.com/docanalysis/service/internal/fraudscore"
	"github.com/docanalysis/service/internal/lambdamain"
	"github.com/docanalysis/service/internal/platform/config"
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
	pass := visual.Pass{}
	if model := config.Lookup(config.VisualModelID, ""); model != "" {
		aws, err := awsconfig.LoadDefaultConfig(context.Background())
		if err != nil {
			return cfg, fmt.Errorf("visual model: %w", err)
		}
		pass.Model = &visual.Bedrock{ModelID: model, Region: aws.Region, Credentials: aws.Credentials}
	}
	cfg.Visual = fraudscore.Visual{Pass: pass}
	// A client's document that ends here notifies the aggregator.
	if cfg.AggregateQueue, err = config.Require(config.AggregateQueueURL); err != nil {
		return cfg, err
	}
	cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL)
	return cfg, err
}
