// Command api is the Lambda behind API Gateway: every /api/v1 route, served
// by one net/http handler through aws-lambda-go-api-proxy.
package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/core"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/platform/logging"
	"github.com/docanalysis/service/internal/wiring/apifn"
)

// deployedInlineLimit keeps multipart bodies under Lambda's 6 MB payload
// cap after API Gateway's base64 encoding.
const deployedInlineLimit = 4_000_000

func main() {
	log := logging.New(os.Stdout, config.Lookup(config.LogLevel, "info"), "api")
	if err := run(log); err != nil {
		log.Error("cold start failed", "err", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	ctx := context.Background()
	cfg, err := apiConfig()
	if err != nil {
		return err
	}
	clients, err := awsconf.Load(ctx)
	if err != nil {
		return err
	}
	srv := apifn.New(clients, cfg, log.With("tenant", config.Lookup(config.TenantID, ""))).Handler(func(r *http.Request) string {
		if rc, ok := core.GetAPIGatewayContextFromContext(r.Context()); ok {
			return rc.RequestID
		}
		return ""
	})
	lambda.Start(httpadapter.New(srv).ProxyWithContext)
	return nil
}

func apiConfig() (apifn.Config, error) {
	var cfg apifn.Config
	var err error
	if cfg.Table, err = config.Require(config.TableName); err != nil {
		return cfg, err
	}
	if cfg.Bucket, err = config.Require(config.BucketName); err != nil {
		return cfg, err
	}
	if cfg.WebhookQueue, err = config.Require(config.WebhookQueueURL); err != nil {
		return cfg, err
	}
	// Client documents that fail to queue, or expire when polled, notify
	// the aggregator.
	if cfg.AggregateQueue, err = config.Require(config.AggregateQueueURL); err != nil {
		return cfg, err
	}
	topUp, err := config.Int(config.TopUpCredits, 100)
	if err != nil {
		return cfg, err
	}
	cfg.TopUpCredits = int64(topUp)
	if cfg.RateLimit, err = config.Int(config.DefaultRateLimit, 120); err != nil {
		return cfg, err
	}
	inline, err := config.Int(config.MaxInlineUploadBytes, deployedInlineLimit)
	if err != nil {
		return cfg, err
	}
	cfg.MaxInlineBytes = int64(inline)
	// Behind API Gateway and Lambda a client submission has the same body
	// limit as a single one; larger statements are staged (upload_id).
	cfg.MaxClientInlineBytes = cfg.MaxInlineBytes
	cfg.AllowInsecure = config.Bool(config.WebhookAllowInsecure)
	return cfg, nil
}
