// Command webhook is the Lambda fed by the webhook delay queue. Signed
// delivery with the retry schedule is its own issue; until then it
// acknowledges and logs each message.
package main

import (
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
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
	lambda.Start(lambdasqs.Batch(log, app.MaxReceives, app.LogMessage(log)))
}
