package localstack

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	sqstypes "github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/docanalysis/service/infra/samtemplate"
	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/document/ocr"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/document/scoring"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/wiring/aggregatorfn"
	"github.com/docanalysis/service/internal/wiring/apifn"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/fraudfn"
	"github.com/docanalysis/service/internal/wiring/ocrfn"
	"github.com/docanalysis/service/internal/wiring/parserfn"
	"github.com/docanalysis/service/internal/wiring/sweeperfn"
	"github.com/docanalysis/service/internal/wiring/webhookfn"
)

// Root returns the repository root: the nearest directory above the
// working directory that holds go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("go.mod not found above the working directory")
		}
		dir = parent
	}
}

// Clients returns SDK clients pointed at the emulators.
func Clients(e Endpoints, s3URL string) awsconf.Clients {
	cfg := aws.Config{
		Region:      "us-east-1",
		Credentials: credentials.NewStaticCredentialsProvider("local", "local", ""),
	}
	return awsconf.Clients{
		DynamoDB: dynamodb.NewFromConfig(cfg, func(o *dynamodb.Options) { o.BaseEndpoint = aws.String(e.DynamoDB) }),
		SQS:      sqs.NewFromConfig(cfg, func(o *sqs.Options) { o.BaseEndpoint = aws.String(e.SQS) }),
		S3: s3.NewFromConfig(cfg, func(o *s3.Options) {
			o.BaseEndpoint = aws.String(s3URL)
			o.UsePathStyle = true
		}),
	}
}

// StackOptions configure StartStack.
type StackOptions struct {
	Root      string
	Endpoints Endpoints
	S3        *S3Server
	// Prefix names every resource, so several stacks can share emulators.
	Prefix string
	// Addr is the API's listen address; "" picks a free loopback port.
	Addr          string
	Log           *slog.Logger
	AllowInsecure bool
	// Visibility is the visibility timeout the local pollers use, so a
	// failed message is retried in seconds rather than the deployed
	// minutes. Default 3s. The webhook poller uses at least
	// WebhookVisibility, so a message is not received again while its
	// attempt may still be waiting on a slow receiver.
	Visibility time.Duration
	// RetryDelays replaces the webhook retry schedule (the template's
	// WEBHOOK_RETRY_DELAYS default), for example 1s,1s,1s,1s in tests.
	RetryDelays []time.Duration
	// SweepInterval is how often the sweeper runs, as the template's
	// Schedule runs SweeperFunction; default DefaultSweepInterval.
	SweepInterval time.Duration
	// SweepBounds replace pipeline.DefaultSweepBounds, field by field
	// (tests shorten them).
	SweepBounds pipeline.SweepBounds
	// BeforeServe, when set, runs once the stack is wired and its URL
	// known, before the API accepts a request (make run writes
	// .local/demo.json there). Its error stops the stack.
	BeforeServe func(*Stack) error
}

// DefaultSweepInterval is how often the local sweeper runs.
const DefaultSweepInterval = time.Minute

// WebhookVisibility is the local webhook poller's minimum visibility
// timeout: longer than one attempt (10 s) and its bookkeeping.
const WebhookVisibility = webhook.Timeout + 5*time.Second

// OCRVisibility is the local OCR queue's visibility timeout: longer than
// the OCR of the largest local test document.
const OCRVisibility = 3 * time.Minute

// pollerConcurrency is how many batches a local poller hands to its
// function at once, as Lambda runs several invocations of a function: the
// webhook function's, so that a receiver that never answers holds up no
// other delivery, even one in a later batch.
var pollerConcurrency = map[string]int{"WebhookFunction": 4}

// Stack is the whole service running locally.
type Stack struct {
	URL string
	// API is the API function's wiring; tests and the local runner use
	// its services (accounts, billing, webhooks) directly.
	API       *apifn.API
	Resources Resources
	Clients   awsconf.Clients
	Template  *samtemplate.Template
	srv       *http.Server
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	log       *slog.Logger
}

// StartStack provisions the template's resources, wires the functions and
// starts the API server and one poller per SQS trigger.
func StartStack(ctx context.Context, opt StackOptions) (*Stack, error) {
	log := opt.Log
	if log == nil {
		log = slog.Default()
	}
	tmpl, err := samtemplate.Load(filepath.Join(opt.Root, "template.yaml"))
	if err != nil {
		return nil, err
	}
	clients := Clients(opt.Endpoints, opt.S3.URL)
	res, err := Provision(ctx, clients, tmpl, opt.Prefix)
	if err != nil {
		return nil, fmt.Errorf("provision: %w", err)
	}
	names := res.Names()
	env := func(fn, name string) string {
		f := tmpl.Function(fn)
		if f == nil {
			return ""
		}
		v, _ := f.Env[name].Resolve(tmpl.Parameters, names)
		return v
	}
	delays := opt.RetryDelays
	if delays == nil {
		if delays, err = parseDurations(env("WebhookFunction", "WEBHOOK_RETRY_DELAYS")); err != nil {
			return nil, fmt.Errorf("template WEBHOOK_RETRY_DELAYS: %w", err)
		}
	}
	if err := (webhook.Schedule{Delays: delays}).Validate(); err != nil {
		return nil, err
	}
	base := core.Config{
		Table:          env("ApiFunction", "TABLE_NAME"),
		Bucket:         env("ApiFunction", "BUCKET_NAME"),
		WebhookQueue:   env("ApiFunction", "WEBHOOK_QUEUE_URL"),
		AggregateQueue: env("ApiFunction", "AGGREGATE_QUEUE_URL"),
		AllowInsecure:  opt.AllowInsecure,
		RetryDelays:    delays,
	}
	fraudQueue := env("ParserFunction", "FRAUD_QUEUE_URL")
	if base.Table == "" || base.Bucket == "" || fraudQueue == "" || base.AggregateQueue == "" {
		return nil, fmt.Errorf("template does not resolve the functions' environment (table %q, bucket %q, fraud queue %q, aggregate queue %q)",
			base.Table, base.Bucket, fraudQueue, base.AggregateQueue)
	}
	// Each function is wired by its own constructor, as deployed.
	api := apifn.New(clients, apifn.Config{
		Config:         base,
		TopUpCredits:   atoi(env("ApiFunction", "TOP_UP_CREDITS"), 100),
		RateLimit:      int(atoi(env("ApiFunction", "DEFAULT_RATE_LIMIT"), 120)),
		MaxInlineBytes: analysis.MaxFileBytes + 1<<20,
		// The local stack is plain HTTP on loopback.
		InsecureCookies: true,
		// The local server takes a client's 25 files at full size inline.
		MaxClientInlineBytes: client.MaxFiles*analysis.MaxFileBytes + 1<<20,
	}, log)
	parser := parserfn.New(clients, parserfn.Config{Config: base, FraudQueue: fraudQueue, OCRQueue: env("ParserFunction", "OCR_QUEUE_URL")}, log, reader.Reader{})
	// The OCR stage runs the machine's tesseract, as the container image
	// does on AWS; without it, scanned documents fail with ocr_unavailable.
	ocrStage := ocrfn.New(clients, ocrfn.Config{Config: base, FraudQueue: env("OcrFunction", "FRAUD_QUEUE_URL")}, log,
		reader.Reader{Timeout: 10 * time.Minute, OCR: ocr.NewReader(ocr.Options{MaxPages: int(atoi(env("OcrFunction", "OCR_MAX_PAGES"), 40))}), Log: log}, 10*time.Minute)
	sweeper := sweeperfn.New(clients, sweeperfn.Config{
		Config: base, Bounds: opt.SweepBounds,
		IngestQueue: env("SweeperFunction", "INGEST_QUEUE_URL"),
		OCRQueue:    env("SweeperFunction", "OCR_QUEUE_URL"),
		FraudQueue:  env("SweeperFunction", "FRAUD_QUEUE_URL"),
	}, log.With("function", "SweeperFunction"))
	// Locally the visual pass compares renderings with the text layer;
	// there is no Bedrock model to call.
	fraud := fraudfn.New(clients, base, log, scoring.Scorer{}, scoring.Visual{})

	// S3 notifications for the buckets that have them, as the template
	// configures.
	for _, b := range tmpl.Buckets {
		if b.NotifyQueue == "" {
			continue
		}
		q := res.QueueURLs[b.NotifyQueue]
		opt.S3.Subscribe(res.Buckets[b.LogicalID], b.NotifyPrefix, func(ctx context.Context, ev events.S3Event) error {
			return sendJSON(ctx, clients.SQS, q, ev)
		})
	}

	handlers := map[string]lambdasqs.Handler{
		"ParserFunction":     parser.Handle,
		"FraudFunction":      fraud.Handle,
		"OcrFunction":        ocrStage.Handle,
		"AggregatorFunction": aggregatorfn.New(clients, base, log).Handle,
		"WebhookFunction":    webhookfn.New(clients, base, log).Handle,
	}
	pctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	st := &Stack{API: api, Resources: res, Clients: clients, Template: tmpl, cancel: cancel, log: log}
	vis := opt.Visibility
	if vis <= 0 {
		vis = 3 * time.Second
	}
	for _, f := range tmpl.Functions {
		for _, trig := range f.SQSTriggers {
			h, ok := handlers[f.LogicalID]
			if !ok {
				cancel()
				return nil, fmt.Errorf("no local handler for %s", f.LogicalID)
			}
			q := tmpl.Queue(trig.Queue)
			maxRecv := core.MaxReceives
			if q != nil && q.MaxReceiveCount > 0 {
				maxRecv = q.MaxReceiveCount
			}
			fvis, conc := vis, max(pollerConcurrency[f.LogicalID], 1)
			batch := lambdasqs.Batch(log.With("function", f.LogicalID), maxRecv, h)
			if f.LogicalID == "OcrFunction" {
				// A scan takes seconds a page: a short visibility would
				// hand the same document to a second reader meanwhile.
				fvis = max(vis, OCRVisibility)
			}
			if f.LogicalID == "WebhookFunction" {
				fvis = max(vis, WebhookVisibility)
				batch = lambdasqs.Concurrent(log.With("function", f.LogicalID), maxRecv, webhookfn.Concurrency, h)
			}
			st.wg.Add(1)
			go st.poll(pctx, f.LogicalID, res.QueueURLs[trig.Queue], res.QueueARNs[trig.Queue], max(trig.BatchSize, 1), fvis, conc, batch)
		}
	}

	interval := opt.SweepInterval
	if interval <= 0 {
		interval = DefaultSweepInterval
	}
	st.wg.Add(1)
	go st.sweep(pctx, sweeper, interval)

	addr := opt.Addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		st.Close()
		return nil, fmt.Errorf("listen on %s: %w", addr, err)
	}
	st.URL = "http://" + l.Addr().String()
	if opt.BeforeServe != nil {
		if err := opt.BeforeServe(st); err != nil {
			l.Close()
			st.Close()
			return nil, err
		}
	}
	// The handler's own server and listener answer even the requests
	// net/http refuses (headers over 1 MB, unparseable ones) in the
	// error envelope with rate-limit headers.
	handler := api.Handler(nil)
	st.srv = handler.HTTPServer()
	go func() { _ = st.srv.Serve(handler.Listener(l)) }()
	return st, nil
}

func atoi(s string, def int64) int64 {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return def
	}
	return n
}

// parseDurations reads a comma-separated list of Go durations.
func parseDurations(v string) ([]time.Duration, error) {
	if strings.TrimSpace(v) == "" {
		return nil, nil
	}
	var out []time.Duration
	for _, p := range strings.Split(v, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(p))
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// poll long-polls one queue and invokes the function's batch handler with
// the SQS event Lambda would build, deleting the messages it did not report
// as failed, exactly like Lambda's event source mapping with
// ReportBatchItemFailures. Up to conc batches are handled at once, like
// concurrent invocations.
func (s *Stack) poll(ctx context.Context, fn, url, arn string, batch int, vis time.Duration, conc int, h func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)) {
	defer s.wg.Done()
	log := s.log.With("function", fn)
	sem := make(chan struct{}, max(conc, 1))
	var running sync.WaitGroup
	defer running.Wait()
	for ctx.Err() == nil {
		// Take a slot before receiving, so no received message waits for
		// one while its visibility timeout runs.
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			return
		}
		out, err := s.Clients.SQS.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
			QueueUrl:                    &url,
			MaxNumberOfMessages:         int32(min(batch, 10)),
			WaitTimeSeconds:             1,
			VisibilityTimeout:           int32(vis / time.Second),
			MessageSystemAttributeNames: []sqstypes.MessageSystemAttributeName{sqstypes.MessageSystemAttributeNameAll},
			MessageAttributeNames:       []string{"All"},
		})
		if err != nil {
			<-sem
			if ctx.Err() == nil {
				log.Error("receive failed", "err", err)
				time.Sleep(time.Second)
			}
			continue
		}
		if len(out.Messages) == 0 {
			<-sem
			continue
		}
		ev := events.SQSEvent{}
		for _, m := range out.Messages {
			attrs := map[string]string{}
			for k, v := range m.Attributes {
				attrs[k] = v
			}
			ev.Records = append(ev.Records, events.SQSMessage{
				MessageId: aws.ToString(m.MessageId), ReceiptHandle: aws.ToString(m.ReceiptHandle),
				Body: aws.ToString(m.Body), Md5OfBody: aws.ToString(m.MD5OfBody), Attributes: attrs,
				EventSource: "aws:sqs", EventSourceARN: arn, AWSRegion: "us-east-1",
			})
		}
		running.Add(1)
		go func() {
			defer func() { <-sem; running.Done() }()
			resp, err := h(ctx, ev)
			failed := map[string]bool{}
			for _, f := range resp.BatchItemFailures {
				failed[f.ItemIdentifier] = true
			}
			for _, m := range out.Messages {
				if err != nil || failed[aws.ToString(m.MessageId)] {
					continue // becomes visible again after the timeout
				}
				if _, derr := s.Clients.SQS.DeleteMessage(context.WithoutCancel(ctx), &sqs.DeleteMessageInput{QueueUrl: &url, ReceiptHandle: m.ReceiptHandle}); derr != nil {
					log.Error("delete failed", "err", derr)
				}
			}
		}()
	}
}

// sweep runs the sweeper every interval, as the template's Schedule event
// invokes SweeperFunction.
func (s *Stack) sweep(ctx context.Context, fn *sweeperfn.Function, interval time.Duration) {
	defer s.wg.Done()
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := fn.Handle(ctx, events.EventBridgeEvent{DetailType: "Scheduled Event", Source: "aws.events"}); err != nil && ctx.Err() == nil {
				s.log.Error("sweep failed", "function", "SweeperFunction", "err", err)
			}
		}
	}
}

// Close stops the API server and the pollers.
func (s *Stack) Close() {
	if s.srv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_ = s.srv.Shutdown(ctx)
		cancel()
	}
	s.cancel()
	s.wg.Wait()
}

// StartEphemeral starts everything a tool needs for one run on loopback:
// in-memory emulators, the in-process S3 and the stack, its resources
// named with prefix and a random suffix so runs never share them. stop
// ends all three, in reverse order.
func StartEphemeral(ctx context.Context, root, prefix string, log *slog.Logger) (st *Stack, stop func(), err error) {
	emu, err := StartEmulators(ctx, EmulatorOptions{Root: root, Log: log})
	if err != nil {
		return nil, nil, err
	}
	s3, err := StartS3("", log)
	if err != nil {
		emu.Stop()
		return nil, nil, err
	}
	st, err = StartStack(ctx, StackOptions{
		Root: root, Endpoints: emu.Endpoints, S3: s3, Prefix: prefix + strings.ReplaceAll(ids.New(), "-", "")[:8] + "-", Log: log,
	})
	if err != nil {
		s3.Close()
		emu.Stop()
		return nil, nil, err
	}
	return st, func() { st.Close(); s3.Close(); emu.Stop() }, nil
}
