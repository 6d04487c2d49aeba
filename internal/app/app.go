// Package app wires the domain services to their AWS adapters. The Lambda
// entry points and the local runner build the same App, so what runs
// locally is what runs deployed. It reads no environment itself: each
// function's main reads the variables it needs (see internal/config) and
// passes them in, which keeps template.yaml's per-function variables exact.
package app

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/aws/s3blob"
	"github.com/docanalysis/service/internal/aws/sqsqueue"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/extract"
	"github.com/docanalysis/service/internal/platform/urlguard"
	"github.com/docanalysis/service/internal/web/httpapi"
)

// MaxReceives is the queues' redrive maxReceiveCount in template.yaml: on
// that receive a stage records a terminal outcome instead of retrying.
const MaxReceives = 3

// Config is what the functions read from their environment.
type Config struct {
	Table        string
	Bucket       string
	FraudQueue   string
	WebhookQueue string
	// AggregateQueue, when set, receives a message for every terminal
	// document of a client (the parser, the fraud stage, and the API for
	// files that fail to queue or expire when polled).
	AggregateQueue string
	TopUpCredits   int64
	RateLimit      int
	MaxInlineBytes int64
	// MaxClientInlineBytes bounds POST /api/v1/clients bodies; zero is
	// MaxInlineBytes.
	MaxClientInlineBytes int64
	// AllowInsecure lets callback and target URLs use http:// and
	// loopback (local runs only).
	AllowInsecure bool
	// RetryDelays is the webhook retry schedule; nil is the contract's.
	RetryDelays []time.Duration
	// Bank parses bank statements in the parser stage; only the parser
	// function (and the local stack) sets it, so the other functions do
	// not link the PDF text engine.
	Bank extract.BankParser
	// Scorer computes the metadata fraud score in the fraud stage; only
	// the fraud function (and the local stack) sets it, for the same
	// reason as Bank. Nil skips the phase.
	Scorer pipeline.Scorer
	// Visual is the opt-in visual second pass (service_ai_enabled); set
	// with Scorer. Nil reports the phase skipped.
	Visual pipeline.VisualPass
}

// App holds the wired services.
type App struct {
	Log      *slog.Logger
	Store    *ddbstore.Store
	Bucket   *s3blob.Bucket
	Accounts *account.Service
	Billing  *billing.Service
	Analyses *analysis.Service
	Uploads  *analysis.Uploads
	Stages   *pipeline.Stages
	Limiter  *ratelimit.Limiter
	Webhooks *webhook.Service
	Clients  *client.Service
	cfg      Config
	clients  awsconf.Clients
}

// New wires an App over the given clients.
func New(c awsconf.Clients, cfg Config, log *slog.Logger) *App {
	st := ddbstore.New(c.DynamoDB, cfg.Table)
	bucket := s3blob.New(c.S3, cfg.Bucket)
	guard := urlguard.Guard{AllowInsecure: cfg.AllowInsecure}
	a := &App{Log: log, Store: st, Bucket: bucket, cfg: cfg, clients: c}
	a.Webhooks = &webhook.Service{
		Store: st, Orgs: st, URLs: guard, Client: &webhook.Client{Guard: guard},
		Schedule: webhook.Schedule{Delays: cfg.RetryDelays}, Log: log,
	}
	if cfg.Bucket != "" {
		a.Webhooks.Blobs = bucket
	}
	// Functions without the webhook queue log their events instead.
	var emitter analysis.Emitter = LogEmitter{Log: log}
	if cfg.WebhookQueue != "" {
		a.Webhooks.Queue = sqsqueue.New(c.SQS, cfg.WebhookQueue)
		emitter = webhook.AnalysisEmitter{Webhooks: a.Webhooks, Outcomes: bucket}
	}
	var aggregate client.Sender
	if cfg.AggregateQueue != "" {
		q := sqsqueue.New(c.SQS, cfg.AggregateQueue)
		aggregate = q
		emitter = client.Notifier{Queue: q, Next: emitter}
	}
	a.Accounts = &account.Service{Store: st}
	a.Billing = &billing.Service{Store: st, TopUp: max(cfg.TopUpCredits, 1)}
	a.Uploads = &analysis.Uploads{Store: st, Staging: bucket}
	a.Analyses = &analysis.Service{
		Store: st, Blobs: bucket, Uploads: a.Uploads, Billing: a.Billing,
		URLs: guard, Events: emitter, Log: log,
	}
	a.Clients = &client.Service{
		Store: st, Analyses: a.Analyses, Billing: a.Billing, AggregateQueue: aggregate, Webhooks: a.Webhooks, Log: log,
	}
	a.Limiter = &ratelimit.Limiter{Counter: st}
	a.Stages = &pipeline.Stages{
		Store: st, Blobs: bucket, Extract: extract.Extractor{Bank: cfg.Bank}, Scorer: cfg.Scorer, Visual: cfg.Visual, Events: emitter, Log: log,
	}
	if cfg.FraudQueue != "" {
		a.Stages.Fraud = sqsqueue.New(c.SQS, cfg.FraudQueue)
	}
	return a
}

// HTTP returns the API handler.
func (a *App) HTTP(requestID func(*http.Request) string) *httpapi.Server {
	return httpapi.New(httpapi.Config{
		Accounts: a.Accounts, Analyses: a.Analyses, Uploads: a.Uploads, Webhooks: a.Webhooks, Clients: a.Clients, Limiter: a.Limiter, Log: a.Log,
		RateLimit: a.cfg.RateLimit, MaxInlineBytes: a.cfg.MaxInlineBytes, MaxClientInlineBytes: a.cfg.MaxClientInlineBytes, RequestID: requestID,
	})
}

// ParseMessage handles one ingest-queue message: an S3 event notification.
func (a *App) ParseMessage(ctx context.Context, msg events.SQSMessage, last bool) error {
	var ev events.S3Event
	if err := json.Unmarshal([]byte(msg.Body), &ev); err != nil {
		// Not an S3 notification; retrying cannot fix it.
		a.Log.ErrorContext(ctx, "ingest message is not an S3 event", "message_id", msg.MessageId, "err", err)
		return nil
	}
	for _, rec := range ev.Records {
		if rec.S3.Bucket.Name != a.cfg.Bucket {
			a.Log.WarnContext(ctx, "S3 event for another bucket", "bucket", rec.S3.Bucket.Name)
			continue
		}
		// Keys in S3 notifications are URL-encoded with + for spaces.
		key, err := url.QueryUnescape(rec.S3.Object.Key)
		if err != nil {
			key = rec.S3.Object.Key
		}
		if err := a.Stages.Parse(ctx, key, last); err != nil {
			return err
		}
	}
	return nil
}

// FraudMessage handles one fraud-queue message.
func (a *App) FraudMessage(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m pipeline.FraudMessage
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.AnalysisID == "" {
		a.Log.ErrorContext(ctx, "malformed fraud message", "message_id", msg.MessageId)
		return nil
	}
	return a.Stages.Score(ctx, m.AnalysisID, last)
}

// DeliverMessage handles one webhook-queue message: one attempt of a
// delivery.
func (a *App) DeliverMessage(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m webhook.Message
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.DeliveryID == "" {
		a.Log.ErrorContext(ctx, "malformed webhook message", "message_id", msg.MessageId)
		return nil
	}
	err := a.Webhooks.Deliver(ctx, m)
	if errors.Is(err, webhook.ErrInProgress) && last {
		// The copy holding the attempt will record it; this copy must not
		// end in the dead-letter queue for being a duplicate.
		a.Log.InfoContext(ctx, "duplicate webhook message dropped", "delivery_id", m.DeliveryID, "attempt", m.Attempt)
		return nil
	}
	return err
}

// WebhookConcurrency is how many deliveries of one batch are attempted at
// once: all of them (the batch size is 10), so a receiver that never
// answers holds up nothing but its own delivery.
const WebhookConcurrency = 10

// AggregateMessage handles one aggregate-queue message: a document of a
// client became terminal (see client.Service.Aggregate). A failure is
// retried; after the last receive the message goes to the dead-letter
// queue, and the next poll of the client asks the aggregator again.
func (a *App) AggregateMessage(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m client.Message
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.ClientID == "" || m.AnalysisID == "" {
		a.Log.ErrorContext(ctx, "malformed aggregate message", "message_id", msg.MessageId)
		return nil
	}
	err := a.Clients.Aggregate(ctx, m)
	if err != nil && last {
		a.Log.ErrorContext(ctx, "aggregation failed on its last attempt; a poll of the client will retry it",
			"client_id", m.ClientID, "analysis_id", m.AnalysisID, "err", err)
	}
	return err
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
