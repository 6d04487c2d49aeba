// Package ddbstore is the DynamoDB adapter: it implements the stores of
// internal/domain (account, billing, ratelimit, analysis, webhook,
// client) over one table; the compile-time assertions in store.go list
// them.
//
// The table is a single-table design with string keys PK and SK, one global
// secondary index GSI1 (GSI1PK, GSI1SK) and a TTL attribute "ttl". The item
// kinds and their access patterns are listed in docs/data-model.md.
//
// Where things are:
//   - keys.go: every key shape of the table; no other file spells a key.
//   - query.go: queryAll and each, the one paginated Query of a partition.
//   - write.go: update, putNew, remove and the transaction items, their
//     expressions built with feature/dynamodb/expression.
//   - account.go, billing.go, analysis.go, webhook.go, client.go: each
//     domain's items and store methods.
//
// The in-memory fakes the domain tests use (internal/testkit/fakestore,
// internal/testkit/webhooktest) have contract suites; this package's tests
// run them against the adapter on DynamoDB Local.
package ddbstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/domain/webhook"
)

// Store is the DynamoDB adapter.
type Store struct {
	DB    *dynamodb.Client
	Table string
}

// New returns a Store over table.
func New(db *dynamodb.Client, table string) *Store { return &Store{DB: db, Table: table} }

// The domain interfaces Store implements, checked by the compiler so that
// a changed interface fails the build here rather than in the wiring.
var (
	_ account.Store        = (*Store)(nil)
	_ billing.Store        = (*Store)(nil)
	_ ratelimit.Counter    = (*Store)(nil)
	_ analysis.Store       = (*Store)(nil)
	_ analysis.UploadStore = (*Store)(nil)
	_ analysis.OpenLister  = (*Store)(nil)
	_ webhook.Store        = (*Store)(nil)
	_ webhook.Orgs         = (*Store)(nil)
	_ client.Store         = (*Store)(nil)
	_ client.Lister        = (*Store)(nil)
	_ console.Store        = (*Store)(nil)
	_ oauth.Store          = (*Store)(nil)
)

// isConditionFailed reports whether err is a failed condition expression.
func isConditionFailed(err error) bool {
	var cf *types.ConditionalCheckFailedException
	return errors.As(err, &cf)
}

// cancelReasons returns the per-item cancellation codes of a cancelled
// transaction, or nil.
func cancelReasons(err error) []string {
	var tc *types.TransactionCanceledException
	if !errors.As(err, &tc) {
		return nil
	}
	out := make([]string, len(tc.CancellationReasons))
	for i, r := range tc.CancellationReasons {
		out[i] = aws.ToString(r.Code)
	}
	return out
}

// getAs reads the item at pk/sk as an I and converts it with conv; an
// absent item is notFound, the domain's own error. Every typed Get of
// the adapters is this one call.
func getAs[I, T any](ctx context.Context, st *Store, pk, sk string, notFound error, conv func(I) T) (T, error) {
	var it I
	ok, err := st.get(ctx, pk, sk, &it)
	if err != nil || !ok {
		var zero T
		if err == nil {
			err = notFound
		}
		return zero, err
	}
	return conv(it), nil
}

// get reads one item into out; found is false when it does not exist.
func (st *Store) get(ctx context.Context, pk, sk string, out any) (bool, error) {
	res, err := st.DB.GetItem(ctx, &dynamodb.GetItemInput{
		TableName:      &st.Table,
		Key:            key(pk, sk),
		ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return false, err
	}
	if res.Item == nil {
		return false, nil
	}
	if err := attributevalue.UnmarshalMap(res.Item, out); err != nil {
		return false, fmt.Errorf("unmarshal %s/%s: %w", pk, sk, err)
	}
	return true, nil
}
