// Package core is the wiring every Lambda function shares: the table, the
// bucket, the webhook service and the chain that turns a terminal
// analysis into events. Each function's own package (apifn, parserfn,
// fraudfn, aggregatorfn, webhookfn) adds what only it uses, so that a
// function links only its own code: the webhook function never links the
// HTTP server or a PDF engine. The local stack builds the same
// constructors, so what runs locally is what runs deployed.
package core

import (
	"context"
	"log/slog"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/aws/s3blob"
	"github.com/docanalysis/service/internal/aws/sqsqueue"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/platform/logging"
	"github.com/docanalysis/service/internal/platform/urlguard"
)

// MaxReceives is the queues' redrive maxReceiveCount in template.yaml: on
// that receive a stage records a terminal outcome instead of retrying.
const MaxReceives = 3

// Config is what every function may read from its environment; each
// function's main reads only the variables its template entry sets.
type Config struct {
	Table  string
	Bucket string
	// WebhookQueue carries webhook deliveries; without it terminal
	// analyses are only logged.
	WebhookQueue string
	// AggregateQueue, when set, receives a message for every terminal
	// document of a client.
	AggregateQueue string
	// AllowInsecure lets callback and target URLs use http:// and
	// loopback (local runs only).
	AllowInsecure bool
	// RetryDelays is the webhook retry schedule; nil is the contract's.
	RetryDelays []time.Duration
}

// Base is the shared wiring of one function.
type Base struct {
	Log      *slog.Logger
	Store    *ddbstore.Store
	Bucket   *s3blob.Bucket
	Guard    urlguard.Guard
	Webhooks *webhook.Service
	// Events receives every terminal analysis: webhooks, and the
	// aggregator for a client's documents.
	Events analysis.Emitter
	// Aggregate is the aggregate queue; nil without one.
	Aggregate client.Sender
}

// New wires the shared services over the given clients.
func New(c awsconf.Clients, cfg Config, log *slog.Logger) *Base {
	st := ddbstore.New(c.DynamoDB, cfg.Table)
	bucket := s3blob.New(c.S3, cfg.Bucket)
	guard := urlguard.Guard{AllowInsecure: cfg.AllowInsecure}
	b := &Base{Log: log, Store: st, Bucket: bucket, Guard: guard}
	b.Webhooks = &webhook.Service{
		Store: st, Orgs: st, URLs: guard, Client: &webhook.Client{Guard: guard},
		Schedule: webhook.Schedule{Delays: cfg.RetryDelays}, Log: log,
	}
	if cfg.Bucket != "" {
		b.Webhooks.Blobs = bucket
	}
	var emitter analysis.Emitter = LogEmitter{Log: log}
	if cfg.WebhookQueue != "" {
		b.Webhooks.Queue = sqsqueue.New(c.SQS, cfg.WebhookQueue)
		emitter = webhook.AnalysisEmitter{Webhooks: b.Webhooks, Outcomes: bucket}
	}
	if cfg.AggregateQueue != "" {
		q := sqsqueue.New(c.SQS, cfg.AggregateQueue)
		b.Aggregate = q
		emitter = client.Notifier{Queue: q, Next: emitter}
	}
	b.Events = emitter
	return b
}

// LogEmitter records terminal analyses in the log, for functions that
// cannot deliver webhooks (no webhook queue).
type LogEmitter struct{ Log *slog.Logger }

// Emit implements analysis.Emitter.
func (e LogEmitter) Emit(ctx context.Context, a analysis.Analysis) error {
	e.Log.InfoContext(ctx, "event", "event", analysis.EventOf(a), "analysis_id", a.ID, "org_id", a.OrgID,
		"callback", a.CallbackURL != "")
	return nil
}

// SQSHandler is the Lambda handler of a function fed by one queue, for
// main to pass to lambda.Start: it reads the function's configuration,
// loads the AWS clients, builds the message handler and handles up to n
// messages of a batch at once with partial batch failure. A
// configuration error ends the cold start with a logged reason rather
// than a failing invocation loop.
func SQSHandler[C any](component string, n int, load func() (C, error), build func(awsconf.Clients, C, *slog.Logger) (lambdasqs.Handler, error)) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	log := logging.New(os.Stdout, config.Lookup(config.LogLevel, "info"), component)
	cfg, err := load()
	if err == nil {
		var clients awsconf.Clients
		if clients, err = awsconf.Load(context.Background()); err == nil {
			var h lambdasqs.Handler
			if h, err = build(clients, cfg, log); err == nil {
				return lambdasqs.Concurrent(log, MaxReceives, n, h)
			}
		}
	}
	log.Error("cold start failed", "err", err)
	os.Exit(1)
	return nil
}
