// Package lambdasqs adapts per-message handlers to Lambda's SQS batch
// interface with partial batch failure, so one bad message is retried alone
// instead of failing (and redelivering) its whole batch.
package lambdasqs

import (
	"context"
	"log/slog"
	"strconv"
	"sync"

	"github.com/aws/aws-lambda-go/events"
)

// Handler handles one message. lastAttempt is true when the queue will not
// deliver the message again (its receive count has reached the redrive
// limit), so the handler should record a terminal outcome instead of
// returning an error.
type Handler func(ctx context.Context, msg events.SQSMessage, lastAttempt bool) error

// Batch returns a Lambda handler for SQS events that handles the messages
// one after the other. maxReceives is the queue's redrive maxReceiveCount.
func Batch(log *slog.Logger, maxReceives int, h Handler) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	return Concurrent(log, maxReceives, 1, h)
}

// Concurrent is Batch handling up to n messages at once, for handlers that
// mostly wait on someone else (webhook receivers): one slow message then
// does not hold up the rest of its batch. Failures are reported in the
// batch's order.
func Concurrent(log *slog.Logger, maxReceives, n int, h Handler) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	n = max(n, 1)
	return func(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
		failed := make([]bool, len(ev.Records))
		sem := make(chan struct{}, n)
		var wg sync.WaitGroup
		for i, msg := range ev.Records {
			sem <- struct{}{}
			wg.Add(1)
			go func() {
				defer func() { <-sem; wg.Done() }()
				count, _ := strconv.Atoi(msg.Attributes["ApproximateReceiveCount"])
				last := maxReceives > 0 && count >= maxReceives
				if err := h(ctx, msg, last); err != nil {
					log.ErrorContext(ctx, "message failed", "message_id", msg.MessageId, "receive_count", count, "err", err)
					failed[i] = true
				}
			}()
		}
		wg.Wait()
		var resp events.SQSEventResponse
		for i, f := range failed {
			if f {
				resp.BatchItemFailures = append(resp.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: ev.Records[i].MessageId})
			}
		}
		return resp, nil
	}
}
