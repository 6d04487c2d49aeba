// Command webhook is the Lambda fed by the webhook delay queue. Signed
// delivery with the retry schedule is its own issue; until then it
// acknowledges and logs each message.
package main

import (
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/config"
	"github.com/docanalysis/service/internal/lambdamain"
	"github.com/docanalysis/service/internal/lambdasqs"
)

func main() {
	lambda.Start(lambdamain.SQS("webhook", loadConfig, func(a *app.App) lambdasqs.Handler { return app.LogMessage(a.Log) }))
}

func loadConfig() (cfg app.Config, err error) {
	cfg.Table, err = config.Require(config.TableName)
	return cfg, err
}
