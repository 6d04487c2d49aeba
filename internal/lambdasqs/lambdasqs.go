// Package lambdasqs adapts per-message handlers to Lambda's SQS batch
// interface with partial batch failure, so one bad message is retried alone
// instead of failing (and redelivering) its whole batch.
package lambdasqs

import (
	"context"
	"log/slog"
	"strconv"

	"github.com/aws/aws-lambda-go/events"
)

// Handler handles one message. lastAttempt is true when the queue will not
// deliver the message again (its receive count has reached the redrive
// limit), so the handler should record a terminal outcome instead of
// returning an error.
type Handler func(ctx context.Context, msg events.SQSMessage, lastAttempt bool) error

// Batch returns a Lambda handler for SQS events. maxReceives is the queue's
// redrive maxReceiveCount.
func Batch(log *slog.Logger, maxReceives int, h Handler) func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
	return func(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
		var resp events.SQSEventResponse
		for _, msg := range ev.Records {
			n, _ := strconv.Atoi(msg.Attributes["ApproximateReceiveCount"])
			last := maxReceives > 0 && n >= maxReceives
			if err := h(ctx, msg, last); err != nil {
				log.ErrorContext(ctx, "message failed", "message_id", msg.MessageId, "receive_count", n, "err", err)
				resp.BatchItemFailures = append(resp.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: msg.MessageId})
			}
		}
		return resp, nil
	}
}
