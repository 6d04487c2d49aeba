package localstack

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	s3types "github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	sqstypes "github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/docanalysis/service/infra/samtemplate"
	"github.com/docanalysis/service/internal/aws/awsconf"
)

// Resources are the physical names of what Provision created, by logical id.
type Resources struct {
	Tables    map[string]string `json:"tables"`
	Buckets   map[string]string `json:"buckets"`
	QueueURLs map[string]string `json:"queue_urls"`
	QueueARNs map[string]string `json:"queue_arns"`
}

// Names maps each logical id to the value a !Ref to it resolves to, which
// is what the functions' environment needs.
func (r Resources) Names() map[string]string {
	out := map[string]string{}
	for k, v := range r.Tables {
		out[k] = v
	}
	for k, v := range r.Buckets {
		out[k] = v
	}
	for k, v := range r.QueueURLs {
		out[k] = v
	}
	for k, v := range r.QueueARNs {
		out[k+".Arn"] = v
	}
	return out
}

// Provision creates the template's tables, queues and buckets, named
// prefix + logical id (lower-cased for buckets). Existing resources are
// kept, so a restart of `make run` reuses its data.
func Provision(ctx context.Context, c awsconf.Clients, t *samtemplate.Template, prefix string) (Resources, error) {
	r := Resources{Tables: map[string]string{}, Buckets: map[string]string{}, QueueURLs: map[string]string{}, QueueARNs: map[string]string{}}
	for _, tb := range t.Tables {
		name := prefix + tb.LogicalID
		if err := createTable(ctx, c.DynamoDB, name, tb); err != nil {
			return r, fmt.Errorf("table %s: %w", tb.LogicalID, err)
		}
		r.Tables[tb.LogicalID] = name
	}
	// Dead-letter queues first: the others' redrive policies name them.
	for pass := 0; pass < 2; pass++ {
		for _, q := range t.Queues {
			if (q.DeadLetterQueue == "") != (pass == 0) {
				continue
			}
			url, arn, err := createQueue(ctx, c.SQS, prefix+q.LogicalID, q, r.QueueARNs)
			if err != nil {
				return r, fmt.Errorf("queue %s: %w", q.LogicalID, err)
			}
			r.QueueURLs[q.LogicalID], r.QueueARNs[q.LogicalID] = url, arn
		}
	}
	for _, b := range t.Buckets {
		name := bucketName(prefix + b.LogicalID)
		_, err := c.S3.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: &name})
		if err != nil && !bucketExists(err) {
			return r, fmt.Errorf("bucket %s: %w", b.LogicalID, err)
		}
		r.Buckets[b.LogicalID] = name
	}
	return r, nil
}

func bucketExists(err error) bool {
	var owned *s3types.BucketAlreadyOwnedByYou
	var exists *s3types.BucketAlreadyExists
	return errors.As(err, &owned) || errors.As(err, &exists)
}

// bucketName turns a logical id into a valid bucket name.
func bucketName(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch >= 'A' && ch <= 'Z':
			if i > 0 && len(out) > 0 && out[len(out)-1] != '-' {
				out = append(out, '-')
			}
			out = append(out, ch+'a'-'A')
		case ch >= 'a' && ch <= 'z', ch >= '0' && ch <= '9', ch == '-':
			out = append(out, ch)
		default:
			out = append(out, '-')
		}
	}
	return string(out)
}

func createTable(ctx context.Context, db *dynamodb.Client, name string, tb samtemplate.Table) error {
	if out, err := db.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: &name}); err == nil {
		return addMissingGSIs(ctx, db, name, tb, out.Table)
	}
	in := &dynamodb.CreateTableInput{TableName: &name, BillingMode: ddbtypes.BillingModePayPerRequest}
	for attr, typ := range tb.AttributeTypes {
		in.AttributeDefinitions = append(in.AttributeDefinitions, ddbtypes.AttributeDefinition{
			AttributeName: aws.String(attr), AttributeType: ddbtypes.ScalarAttributeType(typ),
		})
	}
	in.KeySchema = keySchema(tb.HashKey, tb.RangeKey)
	for _, g := range tb.GSIs {
		in.GlobalSecondaryIndexes = append(in.GlobalSecondaryIndexes, ddbtypes.GlobalSecondaryIndex{
			IndexName:  aws.String(g.Name),
			KeySchema:  keySchema(g.HashKey, g.RangeKey),
			Projection: &ddbtypes.Projection{ProjectionType: ddbtypes.ProjectionType(g.ProjectionType)},
		})
	}
	if _, err := db.CreateTable(ctx, in); err != nil {
		return err
	}
	if tb.TTLAttribute != "" {
		_, err := db.UpdateTimeToLive(ctx, &dynamodb.UpdateTimeToLiveInput{
			TableName:               &name,
			TimeToLiveSpecification: &ddbtypes.TimeToLiveSpecification{AttributeName: aws.String(tb.TTLAttribute), Enabled: aws.Bool(true)},
		})
		if err != nil {
			return fmt.Errorf("enable TTL: %w", err)
		}
	}
	return nil
}

func keySchema(hash, rng string) []ddbtypes.KeySchemaElement {
	ks := []ddbtypes.KeySchemaElement{{AttributeName: aws.String(hash), KeyType: ddbtypes.KeyTypeHash}}
	if rng != "" {
		ks = append(ks, ddbtypes.KeySchemaElement{AttributeName: aws.String(rng), KeyType: ddbtypes.KeyTypeRange})
	}
	return ks
}

func createQueue(ctx context.Context, c *sqs.Client, name string, q samtemplate.Queue, arns map[string]string) (string, string, error) {
	attrs := map[string]string{}
	if q.VisibilityTimeout > 0 {
		attrs[string(sqstypes.QueueAttributeNameVisibilityTimeout)] = strconv.Itoa(q.VisibilityTimeout)
	}
	if q.MessageRetentionPeriod > 0 {
		attrs[string(sqstypes.QueueAttributeNameMessageRetentionPeriod)] = strconv.Itoa(q.MessageRetentionPeriod)
	}
	if q.DelaySeconds > 0 {
		attrs[string(sqstypes.QueueAttributeNameDelaySeconds)] = strconv.Itoa(q.DelaySeconds)
	}
	if q.DeadLetterQueue != "" {
		dlq, ok := arns[q.DeadLetterQueue]
		if !ok {
			return "", "", fmt.Errorf("dead-letter queue %s not created", q.DeadLetterQueue)
		}
		policy, _ := json.Marshal(map[string]string{"deadLetterTargetArn": dlq, "maxReceiveCount": strconv.Itoa(q.MaxReceiveCount)})
		attrs[string(sqstypes.QueueAttributeNameRedrivePolicy)] = string(policy)
	}
	out, err := c.CreateQueue(ctx, &sqs.CreateQueueInput{QueueName: &name, Attributes: attrs})
	if err != nil {
		return "", "", err
	}
	got, err := c.GetQueueAttributes(ctx, &sqs.GetQueueAttributesInput{
		QueueUrl: out.QueueUrl, AttributeNames: []sqstypes.QueueAttributeName{sqstypes.QueueAttributeNameQueueArn},
	})
	if err != nil {
		return "", "", err
	}
	return *out.QueueUrl, got.Attributes[string(sqstypes.QueueAttributeNameQueueArn)], nil
}

// addMissingGSIs creates the template's indexes that a table kept from an
// earlier start (make run's .local/) lacks, as a CloudFormation update
// would, so new code never queries an index that is not there.
func addMissingGSIs(ctx context.Context, db *dynamodb.Client, name string, tb samtemplate.Table, have *ddbtypes.TableDescription) error {
	existing := map[string]bool{}
	for _, g := range have.GlobalSecondaryIndexes {
		existing[aws.ToString(g.IndexName)] = true
	}
	for _, g := range tb.GSIs {
		if existing[g.Name] {
			continue
		}
		in := &dynamodb.UpdateTableInput{TableName: &name}
		for _, attr := range []string{g.HashKey, g.RangeKey} {
			if attr != "" {
				in.AttributeDefinitions = append(in.AttributeDefinitions, ddbtypes.AttributeDefinition{
					AttributeName: aws.String(attr), AttributeType: ddbtypes.ScalarAttributeType(tb.AttributeTypes[attr]),
				})
			}
		}
		in.GlobalSecondaryIndexUpdates = []ddbtypes.GlobalSecondaryIndexUpdate{{Create: &ddbtypes.CreateGlobalSecondaryIndexAction{
			IndexName:  aws.String(g.Name),
			KeySchema:  keySchema(g.HashKey, g.RangeKey),
			Projection: &ddbtypes.Projection{ProjectionType: ddbtypes.ProjectionType(g.ProjectionType)},
		}}}
		if _, err := db.UpdateTable(ctx, in); err != nil {
			return fmt.Errorf("add index %s to %s: %w", g.Name, name, err)
		}
	}
	return nil
}
