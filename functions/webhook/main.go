// Command webhook is the Lambda fed by the webhook delay queue. Signed
// delivery with the retry schedule is its own issue; until then it
// acknowledges and logs each message.
package main

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/config"
	"github.com/docanalysis/service/internal/lambdasqs"
	"github.com/docanalysis/service/internal/logging"
)

func main() {
	log := logging.New(os.Stdout, config.Lookup(config.LogLevel, "info"), "webhook")
	if _, err := config.Require(config.TableName); err != nil {
		log.Error("cold start failed", "err", err)
		os.Exit(1)
	}
	lambda.Start(lambdasqs.Batch(log, 3, func(ctx context.Context, msg events.SQSMessage, _ bool) error {
		log.InfoContext(ctx, "webhook message received", "message_id", msg.MessageId, "body", msg.Body)
		return nil
	}))
}
