// Package awsconf builds the AWS SDK configuration and clients.
//
// The SDK reads AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_SQS and
// AWS_ENDPOINT_URL_S3 by itself; when an S3 endpoint override is set (the
// local emulators) S3 also needs path-style addressing, which the SDK does
// not infer.
package awsconf

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

// Clients holds the SDK clients a function uses.
type Clients struct {
	DynamoDB *dynamodb.Client
	S3       *s3.Client
	SQS      *sqs.Client
}

// Load builds the clients from the default configuration chain.
func Load(ctx context.Context) (Clients, error) {
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return Clients{}, fmt.Errorf("awsconf: load config: %w", err)
	}
	return New(cfg), nil
}

// New builds the clients from cfg.
func New(cfg aws.Config) Clients {
	pathStyle := os.Getenv("AWS_ENDPOINT_URL_S3") != ""
	return Clients{
		DynamoDB: dynamodb.NewFromConfig(cfg),
		S3: s3.NewFromConfig(cfg, func(o *s3.Options) {
			o.UsePathStyle = pathStyle
		}),
		SQS: sqs.NewFromConfig(cfg),
	}
}
