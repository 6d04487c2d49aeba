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
	"github.com/docanalysis/service/internal/analysis"
	"github.com/docanalysis/service/internal/app"
	"github.com/docanalysis/service/internal/awsconf"
	"github.com/docanalysis/service/internal/bankparse"
	"github.com/docanalysis/service/internal/fraudscore"
	"github.com/docanalysis/service/internal/lambdasqs"
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
	// minutes. Default 3s.
	Visibility time.Duration
}

// Stack is the whole service running locally.
type Stack struct {
	URL       string
	App       *app.App
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
	cfg := app.Config{
		Table:          env("ApiFunction", "TABLE_NAME"),
		Bucket:         env("ApiFunction", "BUCKET_NAME"),
		FraudQueue:     env("ParserFunction", "FRAUD_QUEUE_URL"),
		WebhookQueue:   env("ApiFunction", "WEBHOOK_QUEUE_URL"),
		TopUpCredits:   atoi(env("ApiFunction", "TOP_UP_CREDITS"), 100),
		RateLimit:      int(atoi(env("ApiFunction", "DEFAULT_RATE_LIMIT"), 120)),
		MaxInlineBytes: analysis.MaxFileBytes + 1<<20,
		AllowInsecure:  opt.AllowInsecure,
		Bank:           bankparse.StatementParser{},
		Scorer:         fraudscore.Scorer{},
	}
	if cfg.Table == "" || cfg.Bucket == "" || cfg.FraudQueue == "" {
		return nil, fmt.Errorf("template does not resolve the functions' environment (table %q, bucket %q, fraud queue %q)", cfg.Table, cfg.Bucket, cfg.FraudQueue)
	}
	a := app.New(clients, cfg, log)

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
		"ParserFunction":     a.ParseMessage,
		"FraudFunction":      a.FraudMessage,
		"AggregatorFunction": app.LogMessage(log.With("component", "aggregator")),
		"WebhookFunction":    app.LogMessage(log.With("component", "webhook")),
	}
	pctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	st := &Stack{App: a, Resources: res, Clients: clients, Template: tmpl, cancel: cancel, log: log}
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
			maxRecv := app.MaxReceives
			if q != nil && q.MaxReceiveCount > 0 {
				maxRecv = q.MaxReceiveCount
			}
			batch := lambdasqs.Batch(log.With("function", f.LogicalID), maxRecv, h)
			st.wg.Add(1)
			go st.poll(pctx, f.LogicalID, res.QueueURLs[trig.Queue], res.QueueARNs[trig.Queue], max(trig.BatchSize, 1), vis, batch)
		}
	}

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
	st.srv = &http.Server{Handler: a.HTTP(nil), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = st.srv.Serve(l) }()
	return st, nil
}

func atoi(s string, def int64) int64 {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return def
	}
	return n
}

// poll long-polls one queue and invokes the function's batch handler with
// the SQS event Lambda would build, deleting the messages it did not report
// as failed, exactly like Lambda's event source mapping with
// ReportBatchItemFailures.
func (s *Stack) poll(ctx context.Context, fn, url, arn string, batch int, vis time.Duration, h func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)) {
	defer s.wg.Done()
	log := s.log.With("function", fn)
	for ctx.Err() == nil {
		out, err := s.Clients.SQS.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
			QueueUrl:                    &url,
			MaxNumberOfMessages:         int32(min(batch, 10)),
			WaitTimeSeconds:             1,
			VisibilityTimeout:           int32(vis / time.Second),
			MessageSystemAttributeNames: []sqstypes.MessageSystemAttributeName{sqstypes.MessageSystemAttributeNameAll},
			MessageAttributeNames:       []string{"All"},
		})
		if err != nil {
			if ctx.Err() == nil {
				log.Error("receive failed", "err", err)
				time.Sleep(time.Second)
			}
			continue
		}
		if len(out.Messages) == 0 {
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
