// Command aggregator is the Lambda fed by the aggregate queue. Client
// profiles (their own issue) compute their rollup here once every document
// of a batch is terminal; until then it acknowledges and logs each message.
package main

import (
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/config"
	"github.com/docanalysis/service/internal/lambdamain"
	"github.com/docanalysis/service/internal/lambdasqs"
)

func main() {
	lambda.Start(lambdamain.SQS("aggregator", loadConfig, func(a *app.App) lambdasqs.Handler { return app.LogMessage(a.Log) }))
}

func loadConfig() (cfg app.Config, err error) {
	cfg.Table, err = config.Require(config.TableName)
	return cfg, err
}
