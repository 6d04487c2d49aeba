// Package lambdamain is the common body of the SQS-triggered functions'
// main: logging, the AWS clients, wiring, and lambda.Start with partial
// batch failure. Each function's main still reads its own environment, so
// template.yaml's per-function variables stay exact.
package lambdamain

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/platform/logging"
)

// SQS builds the Lambda handler of a function that handles one queue's
// messages with the handler handler(app) returns, for main to pass to
// lambda.Start. A configuration error ends the cold start with a logged
// reason rather than a failing invocation loop.
func SQS(component string, load func() (app.Config, error), handler func(*app.App) lambdasqs.Handler) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	return SQSConcurrent(component, load, 1, handler)
}

// SQSConcurrent is SQS handling up to n messages of a batch at once.
func SQSConcurrent(component string, load func() (app.Config, error), n int, handler func(*app.App) lambdasqs.Handler) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	log := logging.New(os.Stdout, config.Lookup(config.LogLevel, "info"), component)
	cfg, err := load()
	if err == nil {
		var clients awsconf.Clients
		if clients, err = awsconf.Load(context.Background()); err == nil {
			return lambdasqs.Concurrent(log, app.MaxReceives, n, handler(app.New(clients, cfg, log)))
		}
	}
	log.Error("cold start failed", "err", err)
	os.Exit(1)
	return nil
}
