package sqsqueue_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/aws/sqsqueue"
)

func receive(t *testing.T, c *sqs.Client, url string, wait int32) []types.Message {
	t.Helper()
	out, err := c.ReceiveMessage(context.Background(), &sqs.ReceiveMessageInput{
		QueueUrl: &url, WaitTimeSeconds: wait, MaxNumberOfMessages: 10, VisibilityTimeout: 1,
		MessageSystemAttributeNames: []types.MessageSystemAttributeName{types.MessageSystemAttributeNameAll},
	})
	if err != nil {
		t.Fatal(err)
	}
	return out.Messages
}

func TestSendAndDelay(t *testing.T) {
	env := lstest.New(t)
	url := env.Resources.QueueURLs["FraudQueue"]
	q := sqsqueue.New(env.Clients.SQS, url)
	ctx := context.Background()

	if err := q.Send(ctx, map[string]string{"analysis_id": "a"}, 0); err != nil {
		t.Fatal(err)
	}
	msgs := receive(t, env.Clients.SQS, url, 2)
	if len(msgs) != 1 || aws.ToString(msgs[0].Body) != `{"analysis_id":"a"}` {
		t.Fatalf("messages = %+v", msgs)
	}

	start := time.Now()
	if err := q.Send(ctx, map[string]int{"n": 1}, 2*time.Second); err != nil {
		t.Fatal(err)
	}
	if msgs := receive(t, env.Clients.SQS, url, 0); len(msgs) != 0 {
		// The first message may be visible again only after 1 s; a
		// delayed one must not be.
		for _, m := range msgs {
			if aws.ToString(m.Body) == `{"n":1}` {
				t.Fatal("delayed message delivered at once")
			}
		}
	}
	var got bool
	for !got && time.Since(start) < 10*time.Second {
		for _, m := range receive(t, env.Clients.SQS, url, 1) {
			got = got || aws.ToString(m.Body) == `{"n":1}`
		}
	}
	if !got {
		t.Fatal("delayed message never delivered")
	}
}

// TestRedriveToDLQ checks the redrive the template declares: a message
// received maxReceiveCount times without being deleted moves to the DLQ.
func TestRedriveToDLQ(t *testing.T) {
	env := lstest.New(t)
	url := env.Resources.QueueURLs["FraudQueue"]
	dlq := env.Resources.QueueURLs["FraudDLQ"]
	ctx := context.Background()
	if err := sqsqueue.New(env.Clients.SQS, url).Send(ctx, "poison", 0); err != nil {
		t.Fatal(err)
	}
	maxRecv := env.Template.Queue("FraudQueue").MaxReceiveCount
	seen := 0
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		for _, m := range receive(t, env.Clients.SQS, url, 1) {
			n, _ := strconv.Atoi(m.Attributes["ApproximateReceiveCount"])
			seen = max(seen, n)
		}
		if msgs := receive(t, env.Clients.SQS, dlq, 0); len(msgs) == 1 {
			if seen != maxRecv {
				t.Fatalf("moved to DLQ after %d receives, want %d", seen, maxRecv)
			}
			return
		}
	}
	t.Fatalf("message not redriven to the DLQ (seen %d receives)", seen)
}
