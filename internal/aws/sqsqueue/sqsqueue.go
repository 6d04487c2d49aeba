// Package sqsqueue is the SQS adapter for the pipeline's queues.
package sqsqueue

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/sqs"

	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/pipeline"
	"github.com/docanalysis/service/internal/domain/webhook"
)

// Queue is one SQS queue.
type Queue struct {
	Client *sqs.Client
	URL    string
}

// New returns the adapter for the queue at url.
func New(c *sqs.Client, url string) *Queue { return &Queue{Client: c, URL: url} }

// The queues Queue stands for, checked by the compiler: the fraud queue
// of the pipeline, the webhook queue and the aggregate queue.
var (
	_ pipeline.Sender = (*Queue)(nil)
	_ webhook.Queue   = (*Queue)(nil)
	_ client.Sender   = (*Queue)(nil)
)

// MaxDelay is the longest per-message delay SQS supports.
const MaxDelay = 15 * time.Minute

// Send sends msg as JSON, delivered after delay (at most MaxDelay).
func (q *Queue) Send(ctx context.Context, msg any, delay time.Duration) error {
	body, err := json.Marshal(msg)
	if err != nil {
		return fmt.Errorf("sqs: encode message: %w", err)
	}
	if delay > MaxDelay {
		delay = MaxDelay
	}
	s := string(body)
	_, err = q.Client.SendMessage(ctx, &sqs.SendMessageInput{
		QueueUrl:     &q.URL,
		MessageBody:  &s,
		DelaySeconds: int32(delay / time.Second),
	})
	if err != nil {
		return fmt.Errorf("sqs: send to %s: %w", q.URL, err)
	}
	return nil
}
