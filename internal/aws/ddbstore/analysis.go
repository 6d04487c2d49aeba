package ddbstore

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/docanalysis/service/internal/domain/analysis"
)

type analysisItem struct {
	PK             string            `dynamodbav:"PK"`
	SK             string            `dynamodbav:"SK"`
	GSI1PK         string            `dynamodbav:"GSI1PK"`
	GSI1SK         string            `dynamodbav:"GSI1SK"`
	GSI2PK         string            `dynamodbav:"GSI2PK,omitempty"`
	GSI2SK         string            `dynamodbav:"GSI2SK,omitempty"`
	Type           string            `dynamodbav:"type"`
	ID             string            `dynamodbav:"id"`
	OrgID          string            `dynamodbav:"org_id"`
	UserID         string            `dynamodbav:"user_id,omitempty"`
	CredentialID   string            `dynamodbav:"credential_id,omitempty"`
	Kind           string            `dynamodbav:"kind"`
	Status         string            `dynamodbav:"status"`
	ClientRef      *string           `dynamodbav:"client_ref,omitempty"`
	Metadata       string            `dynamodbav:"metadata,omitempty"`
	CallbackURL    string            `dynamodbav:"callback_url,omitempty"`
	CallbackID     string            `dynamodbav:"callback_id,omitempty"`
	AIEnabled      bool              `dynamodbav:"ai_enabled"`
	Filename       string            `dynamodbav:"filename,omitempty"`
	Size           int64             `dynamodbav:"size"`
	ObjectKey      string            `dynamodbav:"object_key"`
	ClientID       string            `dynamodbav:"client_id,omitempty"`
	BatchID        string            `dynamodbav:"batch_id,omitempty"`
	CreatedAt      time.Time         `dynamodbav:"created_at"`
	UpdatedAt      time.Time         `dynamodbav:"updated_at"`
	CompletedAt    *time.Time        `dynamodbav:"completed_at,omitempty"`
	Deadline       time.Time         `dynamodbav:"deadline"`
	Error          *analysis.Failure `dynamodbav:"error,omitempty"`
	ResultKey      string            `dynamodbav:"result_key,omitempty"`
	ExtractionRows int               `dynamodbav:"extraction_rows"`
	Phases         analysis.Phases   `dynamodbav:"phases"`
}

func toAnalysisItem(a analysis.Analysis) analysisItem {
	it := analysisItem{
		PK: analysisPK(a.ID), SK: analysisSK,
		GSI1PK: orgPK(a.OrgID), GSI1SK: analysisGSI1SK(a.CreatedAt, a.ID),
		Type: "analysis", ID: a.ID, OrgID: a.OrgID, UserID: a.UserID, CredentialID: a.CredentialID,
		Kind: string(a.Kind), Status: string(a.Status), ClientRef: a.ClientRef, Metadata: string(a.Metadata),
		CallbackURL: a.CallbackURL, CallbackID: a.CallbackID, AIEnabled: a.AIEnabled, Filename: a.Filename,
		Size: a.Size, ObjectKey: a.ObjectKey, ClientID: a.ClientID, BatchID: a.BatchID,
		CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt, CompletedAt: a.CompletedAt, Deadline: a.Deadline,
		Error: a.Error, ResultKey: a.ResultKey, ExtractionRows: a.ExtractionRows, Phases: a.Phases,
	}
	if !a.Status.Terminal() {
		it.GSI2PK, it.GSI2SK = openGSI2PK(a.ID), openGSI2SK(a.CreatedAt, a.ID)
	}
	return it
}

func (it analysisItem) analysis() analysis.Analysis {
	a := analysis.Analysis{
		ID: it.ID, OrgID: it.OrgID, UserID: it.UserID, CredentialID: it.CredentialID,
		Kind: analysis.Kind(it.Kind), Status: analysis.Status(it.Status), ClientRef: it.ClientRef,
		CallbackURL: it.CallbackURL, CallbackID: it.CallbackID, AIEnabled: it.AIEnabled, Filename: it.Filename,
		Size: it.Size, ObjectKey: it.ObjectKey, ClientID: it.ClientID, BatchID: it.BatchID,
		CreatedAt: it.CreatedAt, UpdatedAt: it.UpdatedAt, CompletedAt: it.CompletedAt, Deadline: it.Deadline,
		Error: it.Error, ResultKey: it.ResultKey, ExtractionRows: it.ExtractionRows, Phases: it.Phases,
	}
	if it.Metadata != "" {
		a.Metadata = json.RawMessage(it.Metadata)
	}
	return a
}

// Create implements analysis.Store.
func (st *Store) Create(ctx context.Context, a analysis.Analysis) error {
	return st.putNew(ctx, toAnalysisItem(a))
}

// Get implements analysis.Store.
func (st *Store) Get(ctx context.Context, id string) (analysis.Analysis, error) {
	return getAs(ctx, st, analysisPK(id), analysisSK, analysis.ErrNotFound, analysisItem.analysis)
}

// Transition implements analysis.Store with a conditional update on the
// current status. With no status to move from, the analysis cannot be in
// one of them: that is ErrConflict without a request (DynamoDB would
// refuse an empty IN list). With p.RefundOrg the update goes in one
// transaction with the refund (refundItems); when that is cancelled only
// because there is no charge to refund, or it was refunded already, the
// transition is made on its own.
func (st *Store) Transition(ctx context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	if len(from) == 0 {
		return analysis.Analysis{}, analysis.ErrConflict
	}
	upd := set(expression.UpdateBuilder{}, "status", string(to))
	if !p.UpdatedAt.IsZero() {
		upd = set(upd, "updated_at", p.UpdatedAt)
	}
	if p.CompletedAt != nil {
		upd = set(upd, "completed_at", *p.CompletedAt)
	}
	if p.Error != nil {
		upd = set(upd, "error", p.Error)
	}
	if p.ResultKey != nil {
		upd = set(upd, "result_key", *p.ResultKey)
	}
	if p.ExtractionRows != nil {
		upd = set(upd, "extraction_rows", *p.ExtractionRows)
	}
	if p.Phases != nil {
		upd = set(upd, "phases", *p.Phases)
	}
	if to.Terminal() {
		// Out of the sparse index of open analyses: nothing sweeps it now.
		upd = upd.Remove(expression.Name(attrGSI2PK)).Remove(expression.Name(attrGSI2SK))
	}
	others := make([]expression.OperandBuilder, 0, len(from)-1)
	for _, f := range from[1:] {
		others = append(others, expression.Value(string(f)))
	}
	cond := ifExists().And(expression.Name("status").In(expression.Value(string(from[0])), others...))
	if p.RefundOrg != "" {
		a, refunded, err := st.transitionRefunded(ctx, id, upd, cond, p)
		if refunded || err != nil {
			return a, err
		}
	}
	var it analysisItem
	err := st.update(ctx, analysisPK(id), analysisSK, upd, cond, &it)
	if isConditionFailed(err) {
		return analysis.Analysis{}, analysis.ErrConflict
	}
	if err != nil {
		return analysis.Analysis{}, err
	}
	return it.analysis(), nil
}

// transitionRefunded makes the update upd of analysis id, conditioned on
// cond, in one transaction with the refund of its charge to p.RefundOrg.
// It reports false, without an error, when the transaction was cancelled
// only because there is nothing to refund.
func (st *Store) transitionRefunded(ctx context.Context, id string, upd expression.UpdateBuilder, cond expression.ConditionBuilder, p analysis.Patch) (analysis.Analysis, bool, error) {
	move, err := st.txUpdate(analysisPK(id), analysisSK, upd, cond)
	if err != nil {
		return analysis.Analysis{}, false, err
	}
	at := p.UpdatedAt
	if at.IsZero() {
		at = time.Now().UTC()
	}
	refund, err := st.refundItems(p.RefundOrg, id, at)
	if err != nil {
		return analysis.Analysis{}, false, err
	}
	err = st.transact(ctx, append([]types.TransactWriteItem{move}, refund...)...)
	if reasons := cancelReasons(err); reasons != nil {
		switch {
		case reasons[0] == "ConditionalCheckFailed":
			return analysis.Analysis{}, false, analysis.ErrConflict
		case reasons[1] == "ConditionalCheckFailed" || reasons[2] == "ConditionalCheckFailed":
			// No charge, or refunded already: a plain transition.
			return analysis.Analysis{}, false, nil
		}
	}
	if err != nil {
		return analysis.Analysis{}, false, err
	}
	// A transaction returns no item: read what it wrote.
	a, err := st.Get(ctx, id)
	if err != nil {
		return analysis.Analysis{}, true, fmt.Errorf("read %s after its refunding transition: %w", id, err)
	}
	return a, true, nil
}

// ListOpen implements analysis.OpenLister: it reads each shard of the
// sparse index GSI2, which holds only the analyses not terminal yet, and
// merges them by creation time. The index is eventually consistent: a
// record may be listed just after it became terminal, which is why the
// sweeper acts only through conditional transitions.
func (st *Store) ListOpen(ctx context.Context, limit int) ([]analysis.Analysis, error) {
	var items []analysisItem
	for shard := range openShards {
		got, err := queryAll[analysisItem](ctx, st, query{pk: openShardPK(shard), onGSI2: true, limit: limit})
		if err != nil {
			return nil, fmt.Errorf("list open analyses: %w", err)
		}
		items = append(items, got...)
	}
	slices.SortFunc(items, func(x, y analysisItem) int { return strings.Compare(x.GSI2SK, y.GSI2SK) })
	out := make([]analysis.Analysis, 0, min(len(items), limit))
	for _, it := range items {
		if len(out) >= limit {
			break
		}
		out = append(out, it.analysis())
	}
	return out, nil
}

type uploadItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	Type      string    `dynamodbav:"type"`
	ID        string    `dynamodbav:"id"`
	OrgID     string    `dynamodbav:"org_id"`
	Filename  string    `dynamodbav:"filename"`
	Size      int64     `dynamodbav:"size"`
	Key       string    `dynamodbav:"object_key"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	ExpiresAt time.Time `dynamodbav:"expires_at"`
	ClaimedBy string    `dynamodbav:"claimed_by,omitempty"`
	TTL       int64     `dynamodbav:"ttl"`
}

// PutUpload implements analysis.UploadStore.
func (st *Store) PutUpload(ctx context.Context, u analysis.Upload) error {
	return st.putNew(ctx, uploadItem{
		PK: uploadPK(u.ID), SK: uploadSK, Type: "upload", ID: u.ID, OrgID: u.OrgID, Filename: u.Filename,
		Size: u.Size, Key: u.Key, CreatedAt: u.CreatedAt, ExpiresAt: u.ExpiresAt, TTL: u.ExpiresAt.Add(24 * time.Hour).Unix(),
	})
}

// GetUpload implements analysis.UploadStore.
func (st *Store) GetUpload(ctx context.Context, id string) (analysis.Upload, error) {
	return getAs(ctx, st, uploadPK(id), uploadSK, analysis.ErrNotFound, func(it uploadItem) analysis.Upload {
		return analysis.Upload{ID: it.ID, OrgID: it.OrgID, Filename: it.Filename, Size: it.Size, Key: it.Key,
			CreatedAt: it.CreatedAt, ExpiresAt: it.ExpiresAt, ClaimedBy: it.ClaimedBy}
	})
}

// ClaimUpload implements analysis.UploadStore.
func (st *Store) ClaimUpload(ctx context.Context, id, analysisID string) error {
	err := st.update(ctx, uploadPK(id), uploadSK, expression.Set(expression.Name("claimed_by"), expression.Value(analysisID)),
		ifExists().And(expression.Name("claimed_by").AttributeNotExists()), nil)
	if isConditionFailed(err) {
		return analysis.ErrConflict
	}
	return err
}

// ListOrg implements analysis.OrgLister: a newest-first Query of the
// organization's GSI1 partition, on the ANALYSIS# prefix (the partition
// also holds its logins, OAuth clients and clients), starting after
// q.After through ExclusiveStartKey, which a GSI takes as the item's
// table and index keys. A status filter is a FilterExpression, applied
// after DynamoDB's per-request limit, so pages are read until q.Limit
// items matched or the partition ended.
func (st *Store) ListOrg(ctx context.Context, orgID string, q analysis.ListQuery) ([]analysis.Analysis, error) {
	if q.Limit <= 0 {
		return nil, nil
	}
	b := expression.NewBuilder().WithKeyCondition(expression.Key(attrGSI1PK).Equal(expression.Value(orgPK(orgID))).
		And(expression.Key(attrGSI1SK).BeginsWith(analysisPrefix)))
	if len(q.Statuses) > 0 {
		others := make([]expression.OperandBuilder, 0, len(q.Statuses)-1)
		for _, s := range q.Statuses[1:] {
			others = append(others, expression.Value(string(s)))
		}
		b = b.WithFilter(expression.Name("status").In(expression.Value(string(q.Statuses[0])), others...))
	}
	expr, err := b.Build()
	if err != nil {
		return nil, fmt.Errorf("build list of %s: %w", orgID, err)
	}
	in := &dynamodb.QueryInput{
		TableName:                 &st.Table,
		IndexName:                 aws.String(gsi1),
		KeyConditionExpression:    expr.KeyCondition(),
		FilterExpression:          expr.Filter(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
		ScanIndexForward:          aws.Bool(false),
		Limit:                     aws.Int32(int32(max(q.Limit, 25))),
	}
	if q.After != nil {
		in.ExclusiveStartKey = map[string]types.AttributeValue{
			attrPK:     &types.AttributeValueMemberS{Value: analysisPK(q.After.ID)},
			attrSK:     &types.AttributeValueMemberS{Value: analysisSK},
			attrGSI1PK: &types.AttributeValueMemberS{Value: orgPK(orgID)},
			attrGSI1SK: &types.AttributeValueMemberS{Value: analysisGSI1SK(q.After.CreatedAt, q.After.ID)},
		}
	}
	var out []analysis.Analysis
	p := dynamodb.NewQueryPaginator(st.DB, in)
	for p.HasMorePages() && len(out) < q.Limit {
		page, err := p.NextPage(ctx)
		if err != nil {
			return nil, fmt.Errorf("list analyses of %s: %w", orgID, err)
		}
		for _, item := range page.Items {
			var it analysisItem
			if err := attributevalue.UnmarshalMap(item, &it); err != nil {
				return nil, fmt.Errorf("unmarshal analysis of %s: %w", orgID, err)
			}
			out = append(out, it.analysis())
			if len(out) == q.Limit {
				break
			}
		}
	}
	return out, nil
}
