package localstack

import (
	"context"
	"encoding/json"

	"github.com/aws/aws-sdk-go-v2/service/sqs"
)

func sendJSON(ctx context.Context, c *sqs.Client, url string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	body := string(b)
	_, err = c.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: &url, MessageBody: &body})
	return err
}
