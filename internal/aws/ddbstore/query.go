package ddbstore

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// query selects the items of one partition, of the table or of GSI1, and
// optionally only those whose sort key starts with a prefix. Every read of
// more than one item in this package is a query.
//
// There is no paged variant yet: each caller reads a bounded set (a
// client's at most 25 documents, one delivery's attempts, an
// organization's subscriptions and ledger) and wants all of it.
type query struct {
	pk       string
	skPrefix string // begins_with on the sort key, when not empty
	onGSI1   bool   // query GSI1 (GSI1PK, GSI1SK) rather than the table
	onGSI2   bool   // query GSI2 (GSI2PK, GSI2SK), the open analyses
	limit    int    // stop after this many items; 0 reads them all
	// consistent asks for a strongly consistent read; only the table
	// offers it, a GSI is always eventually consistent.
	consistent  bool
	newestFirst bool     // descending sort key
	fields      []string // the attributes to read; all when empty
}

// input builds the QueryInput of q with the expression builder, which
// puts every name behind a placeholder (status, count and plan are
// reserved words).
func (st *Store) input(q query) (*dynamodb.QueryInput, error) {
	pkName, skName := attrPK, attrSK
	if q.onGSI1 {
		pkName, skName = attrGSI1PK, attrGSI1SK
	}
	if q.onGSI2 {
		pkName, skName = attrGSI2PK, attrGSI2SK
	}
	cond := expression.Key(pkName).Equal(expression.Value(q.pk))
	if q.skPrefix != "" {
		cond = cond.And(expression.Key(skName).BeginsWith(q.skPrefix))
	}
	b := expression.NewBuilder().WithKeyCondition(cond)
	if len(q.fields) > 0 {
		var proj expression.ProjectionBuilder
		for _, f := range q.fields {
			proj = proj.AddNames(expression.Name(f))
		}
		b = b.WithProjection(proj)
	}
	expr, err := b.Build()
	if err != nil {
		return nil, fmt.Errorf("build query of %s: %w", q.pk, err)
	}
	in := &dynamodb.QueryInput{
		TableName:                 &st.Table,
		KeyConditionExpression:    expr.KeyCondition(),
		ProjectionExpression:      expr.Projection(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	}
	if q.onGSI1 {
		in.IndexName = aws.String(gsi1)
	}
	if q.onGSI2 {
		in.IndexName = aws.String(gsi2)
	}
	if q.limit > 0 {
		in.Limit = aws.Int32(int32(q.limit))
	}
	if q.consistent {
		in.ConsistentRead = aws.Bool(true)
	}
	if q.newestFirst {
		in.ScanIndexForward = aws.Bool(false)
	}
	return in, nil
}

// each calls fn with every item q selects, in sort-key order, reading
// page after page with the SDK's paginator. It stops at fn's first error.
func (st *Store) each(ctx context.Context, q query, fn func(item map[string]types.AttributeValue) error) error {
	in, err := st.input(q)
	if err != nil {
		return err
	}
	p := dynamodb.NewQueryPaginator(st.DB, in)
	n := 0
	for p.HasMorePages() {
		page, err := p.NextPage(ctx)
		if err != nil {
			return err
		}
		for _, item := range page.Items {
			if err := fn(item); err != nil {
				return err
			}
			if n++; q.limit > 0 && n >= q.limit {
				return nil
			}
		}
	}
	return nil
}

// queryAll returns every item q selects, unmarshalled into T. (A function,
// not a method: methods cannot have type parameters.)
func queryAll[T any](ctx context.Context, st *Store, q query) ([]T, error) {
	var out []T
	err := st.each(ctx, q, func(item map[string]types.AttributeValue) error {
		var it T
		if err := attributevalue.UnmarshalMap(item, &it); err != nil {
			return fmt.Errorf("unmarshal %T of %s: %w", it, q.pk, err)
		}
		out = append(out, it)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
