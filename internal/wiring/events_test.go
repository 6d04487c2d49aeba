// Package wiring_test feeds the functions, wired as deployed, the sample
// events under events/ (the shapes Lambda delivers), over real adapters on
// the emulators.
package wiring_test

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/document/scoring"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/wiring/aggregatorfn"
	"github.com/docanalysis/service/internal/wiring/apifn"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/fraudfn"
	"github.com/docanalysis/service/internal/wiring/parserfn"
	"github.com/docanalysis/service/internal/wiring/webhookfn"
)

// The analysis id the sample events name.
const eventAnalysisID = "3f1c2a9e-8b7d-4e25-9c61-0a4b5d6e7f80"

func loadEvent(t *testing.T, root, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "events", name))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// functions are the five functions wired over one environment's resources.
type functions struct {
	api        *apifn.API
	parser     *parserfn.Function
	fraud      *fraudfn.Function
	aggregator *aggregatorfn.Function
	webhook    *webhookfn.Function
}

// wire wires every function over env; aggregate says whether the
// functions know the aggregate queue.
func wire(env *lstest.Env, aggregate bool) functions {
	base := core.Config{
		Table: env.Resources.Tables["Table"], Bucket: env.Resources.Buckets["DocumentBucket"],
		WebhookQueue: env.Resources.QueueURLs["WebhookQueue"],
	}
	if aggregate {
		base.AggregateQueue = env.Resources.QueueURLs["AggregateQueue"]
	}
	log := slog.New(slog.DiscardHandler)
	return functions{
		api:        apifn.New(env.Clients, apifn.Config{Config: base, TopUpCredits: 100, RateLimit: 120, MaxInlineBytes: 4_000_000}, log),
		parser:     parserfn.New(env.Clients, parserfn.Config{Config: base, FraudQueue: env.Resources.QueueURLs["FraudQueue"]}, log, reader.Reader{}),
		fraud:      fraudfn.New(env.Clients, base, log, scoring.Scorer{}, scoring.Visual{}),
		aggregator: aggregatorfn.New(env.Clients, base, log),
		webhook:    webhookfn.New(env.Clients, base, log),
	}
}

func newApp(t *testing.T) (functions, *lstest.Env) {
	env := lstest.New(t)
	return wire(env, false), env
}

func newKey(t *testing.T, a functions) (account.Org, string) {
	t.Helper()
	ctx := context.Background()
	org, err := a.api.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Events Co", Plan: account.PlanPaid})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.api.Billing.Store.Adjust(ctx, org.ID, 5, billing.KindGrant, "test", time.Now()); err != nil {
		t.Fatal(err)
	}
	_, key, err := a.api.Accounts.CreateAPIKey(ctx, org.ID, "", []string{account.ScopeRead, account.ScopeWrite})
	if err != nil {
		t.Fatal(err)
	}
	return org, key
}

func TestAPIGatewayEvents(t *testing.T) {
	a, env := newApp(t)
	_, key := newKey(t, a)
	proxy := httpadapter.New(a.api.Handler(nil)).ProxyWithContext
	ctx := context.Background()

	var openapiEv events.APIGatewayProxyRequest
	loadEvent(t, env.Root, "api/get-openapi.json", &openapiEv)
	resp, err := proxy(ctx, openapiEv)
	if err != nil || resp.StatusCode != 200 || !strings.Contains(resp.Body, `"openapi"`) {
		t.Fatalf("openapi event: %d %v %.80s", resp.StatusCode, err, resp.Body)
	}
	if resp.Headers["Ratelimit-Limit"] == "" && resp.MultiValueHeaders["Ratelimit-Limit"] == nil {
		t.Fatalf("no rate-limit headers in the proxy response: %v %v", resp.Headers, resp.MultiValueHeaders)
	}

	// The sample's key is a placeholder: as sent it is unauthorized.
	var post events.APIGatewayProxyRequest
	loadEvent(t, env.Root, "api/post-analyses.json", &post)
	resp, _ = proxy(ctx, post)
	if resp.StatusCode != 401 || !strings.Contains(resp.Body, `"unauthorized"`) {
		t.Fatalf("placeholder key: %d %s", resp.StatusCode, resp.Body)
	}
	post.Headers["Authorization"] = "Bearer " + key
	if post.MultiValueHeaders != nil {
		post.MultiValueHeaders["Authorization"] = []string{"Bearer " + key}
	}
	resp, _ = proxy(ctx, post)
	if resp.StatusCode != 202 {
		t.Fatalf("post-analyses event with a real key: %d %s", resp.StatusCode, resp.Body)
	}
	var q analysis.Queued
	if err := json.Unmarshal([]byte(resp.Body), &q); err != nil || q.Status != analysis.StatusQueued {
		t.Fatalf("queued body %s: %v", resp.Body, err)
	}

	var get events.APIGatewayProxyRequest
	loadEvent(t, env.Root, "api/get-analysis.json", &get)
	get.Path = "/api/v1/analyses/" + q.ID
	get.PathParameters = map[string]string{"proxy": "analyses/" + q.ID}
	get.Headers["Authorization"] = "Bearer " + key
	if get.MultiValueHeaders != nil {
		get.MultiValueHeaders["Authorization"] = []string{"Bearer " + key}
	}
	resp, _ = proxy(ctx, get)
	if resp.StatusCode != 200 || !strings.Contains(resp.Body, q.ID) {
		t.Fatalf("get-analysis event: %d %s", resp.StatusCode, resp.Body)
	}
}

func TestSQSEvents(t *testing.T) {
	a, env := newApp(t)
	org, _ := newKey(t, a)
	ctx := context.Background()
	bucket := env.Resources.Buckets["DocumentBucket"]
	now := time.Now().UTC()

	// The record and the object the sample S3 notification points at.
	rec := analysis.Analysis{
		ID: eventAnalysisID, OrgID: org.ID, Kind: analysis.KindApplicationForm, Status: analysis.StatusPending,
		CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour), ObjectKey: analysis.UploadKey(eventAnalysisID),
		Phases: analysis.Phases{Parse: "pending", MetadataFraud: "pending", AIFraud: "skipped"},
	}
	if err := a.api.Store.Create(ctx, rec); err != nil {
		t.Fatal(err)
	}
	pdf, err := os.ReadFile(filepath.Join(env.Root, "events", "testdata", "one-page.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.api.Bucket.Put(ctx, rec.ObjectKey, pdf, "application/pdf", nil); err != nil {
		t.Fatal(err)
	}

	parser := lambdasqs.Batch(a.api.Log, core.MaxReceives, a.parser.Handle)
	var testEv events.SQSEvent
	loadEvent(t, env.Root, "parser/sqs-s3-test-event.json", &testEv)
	if resp, err := parser(ctx, testEv); err != nil || len(resp.BatchItemFailures) != 0 {
		t.Fatalf("s3:TestEvent: %+v %v", resp, err)
	}

	var s3ev events.SQSEvent
	loadEvent(t, env.Root, "parser/sqs-s3-object-created.json", &s3ev)
	s3ev.Records[0].Body = strings.ReplaceAll(s3ev.Records[0].Body, "docanalysis-local-documents", bucket)
	for i := 0; i < 2; i++ { // at-least-once: the same message twice
		if resp, err := parser(ctx, s3ev); err != nil || len(resp.BatchItemFailures) != 0 {
			t.Fatalf("parser run %d: %+v %v", i, resp, err)
		}
	}
	got, _ := a.api.Store.Get(ctx, eventAnalysisID)
	if got.Status != analysis.StatusParsed {
		t.Fatalf("status after the parser = %s", got.Status)
	}
	fraudURL := env.Resources.QueueURLs["FraudQueue"]
	out, err := env.Clients.SQS.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &fraudURL, MaxNumberOfMessages: 10, WaitTimeSeconds: 1})
	if err != nil || len(out.Messages) == 0 || !strings.Contains(aws.ToString(out.Messages[0].Body), eventAnalysisID) {
		t.Fatalf("fraud queue: %+v %v", out, err)
	}

	// A batch where one message cannot be processed yet: only it fails.
	var fraudEv events.SQSEvent
	loadEvent(t, env.Root, "fraud/sqs.json", &fraudEv)
	bad := fraudEv.Records[0]
	bad.MessageId = "not-parsed-yet"
	pendingID := "7d2b6a0e-0c1f-4b8e-9e4a-3a2f1c0b9d88"
	bad.Body = `{"analysis_id":"` + pendingID + `"}`
	if err := a.api.Store.Create(ctx, analysis.Analysis{ID: pendingID, OrgID: org.ID, Kind: analysis.KindBankStatement,
		Status: analysis.StatusPending, CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	fraudEv.Records = append(fraudEv.Records, bad)
	fraud := lambdasqs.Batch(a.api.Log, core.MaxReceives, a.fraud.Handle)
	resp, err := fraud(ctx, fraudEv)
	if err != nil || len(resp.BatchItemFailures) != 1 || resp.BatchItemFailures[0].ItemIdentifier != "not-parsed-yet" {
		t.Fatalf("partial batch failure = %+v, %v", resp, err)
	}
	got, _ = a.api.Store.Get(ctx, eventAnalysisID)
	if got.Status != analysis.StatusCompleted || got.CompletedAt == nil {
		t.Fatalf("status after the fraud stage = %+v", got)
	}
	body, err := a.api.Analyses.Get(ctx, account.Principal{Org: org}, eventAnalysisID)
	if err != nil {
		t.Fatal(err)
	}
	if env, ok := body.(analysis.ExtractionEnvelope); !ok || env.Event != analysis.EventApplicationFormExtracted || env.Data == nil {
		t.Fatalf("poll body = %#v", body)
	}

	for name, handler := range map[string]lambdasqs.Handler{
		// A document of a client that does not exist: acknowledged.
		"aggregator/sqs.json": a.aggregator.Handle,
		// A delivery the table does not hold: acknowledged, not retried.
		"webhook/sqs.json": a.webhook.Handle,
	} {
		var ev events.SQSEvent
		loadEvent(t, env.Root, name, &ev)
		h := lambdasqs.Batch(a.api.Log, core.MaxReceives, handler)
		if resp, err := h(ctx, ev); err != nil || len(resp.BatchItemFailures) != 0 {
			t.Fatalf("%s: %+v %v", name, resp, err)
		}
	}
}

// A copy of a webhook message that finds its attempt held by another copy
// is failed back to the queue, except on its last receive, where it is
// dropped rather than sent to the dead-letter queue.
func TestDeliverMessageInProgress(t *testing.T) {
	a, _ := newApp(t)
	ctx := context.Background()
	org, _ := newKey(t, a)
	now := time.Now().UTC()
	d := webhook.Delivery{ID: ids.New(), OrgID: org.ID, Event: "analysis.failed", SubjectID: ids.New(),
		TargetURL: "https://hooks.example.com/x", Status: webhook.StatusPending, Body: []byte(`{}`), CreatedAt: now, UpdatedAt: now}
	if err := a.api.Webhooks.Store.CreateDelivery(ctx, d); err != nil {
		t.Fatal(err)
	}
	if err := a.api.Webhooks.Store.Claim(ctx, d.ID, 1, now, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	msg := events.SQSMessage{MessageId: "m", Body: `{"delivery_id":"` + d.ID + `","attempt":1}`}
	if err := a.webhook.Handle(ctx, msg, false); !errors.Is(err, webhook.ErrInProgress) {
		t.Fatalf("held attempt: %v", err)
	}
	if err := a.webhook.Handle(ctx, msg, true); err != nil {
		t.Fatalf("held attempt on the last receive: %v", err)
	}
	if err := a.webhook.Handle(ctx, events.SQSMessage{MessageId: "x", Body: "not json"}, false); err != nil {
		t.Fatalf("malformed message: %v", err)
	}
}

// TestClientDocumentNotifiesAggregator: with the aggregate queue
// configured, a client's document that ends in a stage (here a parser
// failure) sends {client_id, batch_id, analysis_id} to the aggregate queue,
// and the aggregator function handles that message.
func TestClientDocumentNotifiesAggregator(t *testing.T) {
	env := lstest.New(t)
	aggURL := env.Resources.QueueURLs["AggregateQueue"]
	a := wire(env, true)
	ctx := context.Background()
	org, _ := newKey(t, a)
	now := time.Now().UTC()
	id, clientID, batchID := ids.New(), ids.New(), ids.New()
	if err := a.api.Store.Create(ctx, analysis.Analysis{ID: id, OrgID: org.ID, Kind: analysis.KindBankStatement, Status: analysis.StatusPending,
		ObjectKey: analysis.UploadKey(id), ClientID: clientID, BatchID: batchID, CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour),
		Phases: analysis.Phases{Parse: analysis.PhasePending, MetadataFraud: analysis.PhasePending, AIFraud: analysis.PhaseSkipped}}); err != nil {
		t.Fatal(err)
	}
	if err := a.api.Bucket.Put(ctx, analysis.UploadKey(id), []byte("%PDF-1.7 not really"), "application/pdf", nil); err != nil {
		t.Fatal(err)
	}
	if err := a.parser.Stages.Parse(ctx, analysis.UploadKey(id), false); err != nil {
		t.Fatal(err)
	}
	out, err := env.Clients.SQS.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{QueueUrl: &aggURL, MaxNumberOfMessages: 10, WaitTimeSeconds: 1})
	if err != nil || len(out.Messages) != 1 {
		t.Fatalf("aggregate queue: %+v %v", out, err)
	}
	var m map[string]string
	_ = json.Unmarshal([]byte(aws.ToString(out.Messages[0].Body)), &m)
	if m["client_id"] != clientID || m["batch_id"] != batchID || m["analysis_id"] != id {
		t.Fatalf("message = %v", m)
	}
	// The client does not exist: the aggregator acknowledges the message.
	if err := a.aggregator.Handle(ctx, events.SQSMessage{MessageId: "m", Body: aws.ToString(out.Messages[0].Body)}, false); err != nil {
		t.Fatal(err)
	}
	if err := a.aggregator.Handle(ctx, events.SQSMessage{MessageId: "x", Body: "not json"}, false); err != nil {
		t.Fatalf("malformed message: %v", err)
	}
}
