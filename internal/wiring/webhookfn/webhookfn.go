// Package webhookfn wires the webhook function: each message of the
// webhook queue is one attempt of a signed delivery.
package webhookfn

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Concurrency is how many deliveries of one batch are attempted at once:
// all of them (the batch size is 10), so a receiver that never answers
// holds up nothing but its own delivery.
const Concurrency = 10

// Function is the wired webhook function.
type Function struct{ *core.Base }

// New wires the webhook function.
func New(c awsconf.Clients, cfg core.Config, log *slog.Logger) *Function {
	return &Function{core.New(c, cfg, log)}
}

// Handle handles one webhook-queue message: one attempt of a delivery.
func (f *Function) Handle(ctx context.Context, msg events.SQSMessage, last bool) error {
	var m webhook.Message
	if err := json.Unmarshal([]byte(msg.Body), &m); err != nil || m.DeliveryID == "" {
		f.Log.ErrorContext(ctx, "malformed webhook message", "message_id", msg.MessageId)
		return nil
	}
	err := f.Webhooks.Deliver(ctx, m)
	if errors.Is(err, webhook.ErrInProgress) && last {
		// The copy holding the attempt will record it; this copy must not
		// end in the dead-letter queue for being a duplicate.
		f.Log.InfoContext(ctx, "duplicate webhook message dropped", "delivery_id", m.DeliveryID, "attempt", m.Attempt)
		return nil
	}
	return err
}
