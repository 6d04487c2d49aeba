package ddbstore

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
)

// Client items live in one partition per client (CLIENT#<client>): the
// client (SK CLIENT), its batches (BATCH#<batch>) and one document per
// queued file (DOC#<analysis>), so a poll reads the whole client with one
// consistent Query. The client is also indexed under its organization
// (GSI1 ORG#<org> / CLIENT#<created>#<client>) for listing.

type clientItem struct {
	PK           string     `dynamodbav:"PK"`
	SK           string     `dynamodbav:"SK"`
	GSI1PK       string     `dynamodbav:"GSI1PK"`
	GSI1SK       string     `dynamodbav:"GSI1SK"`
	Type         string     `dynamodbav:"type"`
	ID           string     `dynamodbav:"id"`
	OrgID        string     `dynamodbav:"org_id"`
	UserID       string     `dynamodbav:"user_id,omitempty"`
	CredentialID string     `dynamodbav:"credential_id,omitempty"`
	Name         *string    `dynamodbav:"name,omitempty"`
	AIEnabled    bool       `dynamodbav:"ai_enabled"`
	CreatedAt    time.Time  `dynamodbav:"created_at"`
	UpdatedAt    time.Time  `dynamodbav:"updated_at"`
	Profile      string     `dynamodbav:"profile,omitempty"`
	Fingerprint  string     `dynamodbav:"profile_fingerprint,omitempty"`
	ProfileAt    *time.Time `dynamodbav:"profile_at,omitempty"`
}

type batchItem struct {
	PK          string            `dynamodbav:"PK"`
	SK          string            `dynamodbav:"SK"`
	Type        string            `dynamodbav:"type"`
	ID          string            `dynamodbav:"id"`
	ClientID    string            `dynamodbav:"client_id"`
	OrgID       string            `dynamodbav:"org_id"`
	CreatedAt   time.Time         `dynamodbav:"created_at"`
	Documents   []string          `dynamodbav:"documents"`
	Rejected    []client.Rejected `dynamodbav:"rejected"`
	CompletedAt *time.Time        `dynamodbav:"completed_at,omitempty"`
	Counts      *client.Counts    `dynamodbav:"counts,omitempty"`
	PublishedAt *time.Time        `dynamodbav:"published_at,omitempty"`
}

type docItem struct {
	PK         string          `dynamodbav:"PK"`
	SK         string          `dynamodbav:"SK"`
	Type       string          `dynamodbav:"type"`
	ClientID   string          `dynamodbav:"client_id"`
	AnalysisID string          `dynamodbav:"analysis_id"`
	BatchID    string          `dynamodbav:"batch_id"`
	Kind       string          `dynamodbav:"kind,omitempty"`
	Filename   string          `dynamodbav:"filename"`
	Position   int             `dynamodbav:"position"`
	CreatedAt  time.Time       `dynamodbav:"created_at"`
	Summary    *client.Summary `dynamodbav:"summary,omitempty"`
}

// CreateClient implements client.Store: one transaction puts the client,
// the batch and every document, each only if absent (at most 27 items of
// the 100 a transaction allows).
func (st *Store) CreateClient(ctx context.Context, c client.Client, b client.Batch, docs []client.Document) error {
	items := []any{
		clientItem{PK: clientPK(c.ID), SK: clientSK, GSI1PK: orgPK(c.OrgID), GSI1SK: clientGSI1SK(c.CreatedAt, c.ID),
			Type: "client", ID: c.ID, OrgID: c.OrgID, UserID: c.UserID, CredentialID: c.CredentialID, Name: c.Name,
			AIEnabled: c.AIEnabled, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt},
		batchItem{PK: clientPK(c.ID), SK: batchSK(b.ID), Type: "batch", ID: b.ID, ClientID: c.ID, OrgID: b.OrgID,
			CreatedAt: b.CreatedAt, Documents: nonNilStrings(b.Documents), Rejected: nonNilRejected(b.Rejected)},
	}
	for _, d := range docs {
		items = append(items, docItem{PK: clientPK(c.ID), SK: clientDocSK(d.AnalysisID), Type: "client_document", ClientID: c.ID,
			AnalysisID: d.AnalysisID, BatchID: d.BatchID, Filename: d.Filename, Position: d.Position, CreatedAt: d.CreatedAt})
	}
	var tx []types.TransactWriteItem
	for _, it := range items {
		put, err := st.txPutNew(it)
		if err != nil {
			return fmt.Errorf("client item: %w", err)
		}
		tx = append(tx, put)
	}
	return st.transact(ctx, tx...)
}

func nonNilStrings(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func nonNilRejected(s []client.Rejected) []client.Rejected {
	if s == nil {
		return []client.Rejected{}
	}
	return s
}

// GetClient implements client.Store with one consistent Query of the
// client's partition.
func (st *Store) GetClient(ctx context.Context, id string) (client.Snapshot, error) {
	var snap client.Snapshot
	found := false
	// The partition holds three kinds of item, told apart by sort key.
	err := st.each(ctx, query{pk: clientPK(id), consistent: true}, func(item map[string]types.AttributeValue) error {
		sk, _ := item[attrSK].(*types.AttributeValueMemberS)
		if sk == nil {
			return nil
		}
		switch {
		case sk.Value == clientSK:
			var it clientItem
			if err := attributevalue.UnmarshalMap(item, &it); err != nil {
				return fmt.Errorf("unmarshal client %s: %w", id, err)
			}
			found = true
			snap.Client = client.Client{ID: it.ID, OrgID: it.OrgID, UserID: it.UserID, CredentialID: it.CredentialID,
				Name: it.Name, AIEnabled: it.AIEnabled, CreatedAt: it.CreatedAt, UpdatedAt: it.UpdatedAt,
				Fingerprint: it.Fingerprint, ProfileAt: it.ProfileAt}
			if it.Profile != "" {
				snap.Client.Profile = json.RawMessage(it.Profile)
			}
		case strings.HasPrefix(sk.Value, batchPrefix):
			var it batchItem
			if err := attributevalue.UnmarshalMap(item, &it); err != nil {
				return fmt.Errorf("unmarshal batch of %s: %w", id, err)
			}
			snap.Batches = append(snap.Batches, client.Batch{ID: it.ID, ClientID: it.ClientID, OrgID: it.OrgID,
				CreatedAt: it.CreatedAt, Documents: it.Documents, Rejected: it.Rejected, CompletedAt: it.CompletedAt,
				Counts: it.Counts, PublishedAt: it.PublishedAt})
		case strings.HasPrefix(sk.Value, clientDocPrefix):
			var it docItem
			if err := attributevalue.UnmarshalMap(item, &it); err != nil {
				return fmt.Errorf("unmarshal document of %s: %w", id, err)
			}
			snap.Documents = append(snap.Documents, client.Document{ClientID: it.ClientID, AnalysisID: it.AnalysisID,
				BatchID: it.BatchID, Kind: it.Kind, Filename: it.Filename, Position: it.Position, CreatedAt: it.CreatedAt, Summary: it.Summary})
		}
		return nil
	})
	if err != nil {
		return client.Snapshot{}, err
	}
	if !found {
		return client.Snapshot{}, client.ErrNotFound
	}
	return snap, nil
}

// AddDocument implements client.Store: one transaction checks that the
// client exists in the organization and puts the document if absent.
func (st *Store) AddDocument(ctx context.Context, orgID string, d client.Document) error {
	check, err := st.txCheck(clientPK(d.ClientID), clientSK,
		ifExists().And(expression.Name("org_id").Equal(expression.Value(orgID))))
	if err != nil {
		return err
	}
	put, err := st.txPutNew(docItem{PK: clientPK(d.ClientID), SK: clientDocSK(d.AnalysisID), Type: "client_document", ClientID: d.ClientID,
		AnalysisID: d.AnalysisID, BatchID: d.BatchID, Kind: d.Kind, Filename: d.Filename, Position: d.Position, CreatedAt: d.CreatedAt})
	if err != nil {
		return fmt.Errorf("client document: %w", err)
	}
	err = st.transact(ctx, check, put)
	if reasons := cancelReasons(err); len(reasons) > 0 && reasons[0] == "ConditionalCheckFailed" {
		return client.ErrNotFound
	}
	return err
}

// RemoveDocument implements client.Store.
func (st *Store) RemoveDocument(ctx context.Context, clientID, analysisID string) error {
	return st.remove(ctx, clientPK(clientID), clientDocSK(analysisID), unconditional)
}

// DeleteClient implements client.Store.
func (st *Store) DeleteClient(ctx context.Context, id string) error {
	snap, err := st.GetClient(ctx, id)
	if err != nil {
		return err
	}
	keys := [][2]string{{clientPK(id), clientSK}}
	for _, b := range snap.Batches {
		keys = append(keys, [2]string{clientPK(id), batchSK(b.ID)})
	}
	for _, d := range snap.Documents {
		keys = append(keys, [2]string{clientPK(id), clientDocSK(d.AnalysisID)})
	}
	for _, k := range keys {
		if err := st.remove(ctx, k[0], k[1], unconditional); err != nil {
			return err
		}
	}
	return nil
}

// PutSummary implements client.Store.
func (st *Store) PutSummary(ctx context.Context, clientID, analysisID string, sum client.Summary) error {
	err := st.update(ctx, clientPK(clientID), clientDocSK(analysisID),
		expression.Set(expression.Name("summary"), expression.Value(sum)), ifExists(), nil)
	if isConditionFailed(err) {
		return client.ErrNotFound
	}
	return err
}

// SaveProfile implements client.Store. The profile is a JSON string
// attribute: the rollup leaves per-document evidence in the analyses, so
// it stays far below DynamoDB's item limit (tens of KB for 25 statements).
// The write is conditional on a different fingerprint, so of two
// aggregator runs over the same documents the first one's profile stays.
func (st *Store) SaveProfile(ctx context.Context, clientID string, profile json.RawMessage, fingerprint string, at time.Time) (json.RawMessage, error) {
	upd := set(expression.UpdateBuilder{}, "profile", string(profile))
	upd = set(upd, "profile_fingerprint", fingerprint)
	upd = set(upd, "profile_at", at)
	upd = set(upd, "updated_at", at)
	stored := expression.Name("profile_fingerprint")
	cond := ifExists().And(stored.AttributeNotExists().Or(stored.NotEqual(expression.Value(fingerprint))))
	err := st.update(ctx, clientPK(clientID), clientSK, upd, cond, nil)
	if err == nil {
		return profile, nil
	}
	if !isConditionFailed(err) {
		return nil, err
	}
	return getAs(ctx, st, clientPK(clientID), clientSK, client.ErrNotFound, func(it clientItem) json.RawMessage {
		return json.RawMessage(it.Profile)
	})
}

// CompleteBatch implements client.Store: completion time and counts are
// set only if absent, and the stored batch is returned.
func (st *Store) CompleteBatch(ctx context.Context, clientID, batchID string, counts client.Counts, at time.Time) (client.Batch, error) {
	upd := set(expression.UpdateBuilder{}, "completed_at", at)
	upd = set(upd, "counts", counts)
	err := st.update(ctx, clientPK(clientID), batchSK(batchID), upd,
		ifExists().And(expression.Name("completed_at").AttributeNotExists()), nil)
	if err != nil && !isConditionFailed(err) {
		return client.Batch{}, err
	}
	return getAs(ctx, st, clientPK(clientID), batchSK(batchID), client.ErrNotFound, func(it batchItem) client.Batch {
		return client.Batch{ID: it.ID, ClientID: it.ClientID, OrgID: it.OrgID, CreatedAt: it.CreatedAt, Documents: it.Documents,
			Rejected: it.Rejected, CompletedAt: it.CompletedAt, Counts: it.Counts, PublishedAt: it.PublishedAt}
	})
}

// MarkPublished implements client.Store.
func (st *Store) MarkPublished(ctx context.Context, clientID, batchID string, at time.Time) error {
	published := expression.Name("published_at")
	err := st.update(ctx, clientPK(clientID), batchSK(batchID),
		expression.Set(published, published.IfNotExists(expression.Value(at))), ifExists(), nil)
	if isConditionFailed(err) {
		return client.ErrNotFound
	}
	return err
}

// ListClients implements client.Lister: a newest-first Query of the
// organization's GSI1 partition on the CLIENT# prefix, starting after
// after through ExclusiveStartKey (a GSI takes the item's table and index
// keys), without the stored rollup.
func (st *Store) ListClients(ctx context.Context, orgID string, after *analysis.ListKey, limit int) ([]client.Client, error) {
	if limit <= 0 {
		return nil, nil
	}
	in, err := st.input(query{pk: orgPK(orgID), skPrefix: clientPrefix, onGSI1: true, newestFirst: true, limit: limit,
		fields: []string{attrPK, attrSK, attrGSI1PK, attrGSI1SK, "id", "org_id", "user_id", "name", "created_at", "updated_at", "profile_at"}})
	if err != nil {
		return nil, err
	}
	if after != nil {
		in.ExclusiveStartKey = map[string]types.AttributeValue{
			attrPK:     &types.AttributeValueMemberS{Value: clientPK(after.ID)},
			attrSK:     &types.AttributeValueMemberS{Value: clientSK},
			attrGSI1PK: &types.AttributeValueMemberS{Value: orgPK(orgID)},
			attrGSI1SK: &types.AttributeValueMemberS{Value: clientGSI1SK(after.CreatedAt, after.ID)},
		}
	}
	var out []client.Client
	p := dynamodb.NewQueryPaginator(st.DB, in)
	for p.HasMorePages() && len(out) < limit {
		page, err := p.NextPage(ctx)
		if err != nil {
			return nil, fmt.Errorf("list clients of %s: %w", orgID, err)
		}
		for _, item := range page.Items {
			var it clientItem
			if err := attributevalue.UnmarshalMap(item, &it); err != nil {
				return nil, fmt.Errorf("unmarshal client of %s: %w", orgID, err)
			}
			out = append(out, client.Client{ID: it.ID, OrgID: it.OrgID, UserID: it.UserID, Name: it.Name,
				CreatedAt: it.CreatedAt, UpdatedAt: it.UpdatedAt, ProfileAt: it.ProfileAt})
			if len(out) == limit {
				break
			}
		}
	}
	return out, nil
}
