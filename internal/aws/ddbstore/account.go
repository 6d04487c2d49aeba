package ddbstore

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"

	"github.com/docanalysis/service/internal/domain/account"
)

type orgItem struct {
	PK              string    `dynamodbav:"PK"`
	SK              string    `dynamodbav:"SK"`
	Type            string    `dynamodbav:"type"`
	ID              string    `dynamodbav:"id"`
	Name            string    `dynamodbav:"name"`
	Plan            string    `dynamodbav:"plan"`
	Credits         int64     `dynamodbav:"credits"`
	AutoTopUp       bool      `dynamodbav:"auto_top_up"`
	PaymentCustomer string    `dynamodbav:"payment_customer,omitempty"`
	SigningSecret   string    `dynamodbav:"signing_secret"`
	RateLimit       int       `dynamodbav:"rate_limit,omitempty"`
	DisabledEvents  []string  `dynamodbav:"disabled_events,omitempty"`
	CreatedAt       time.Time `dynamodbav:"created_at"`
}

func (it orgItem) org() account.Org {
	return account.Org{
		ID: it.ID, Name: it.Name, Plan: account.Plan(it.Plan), Credits: it.Credits,
		AutoTopUp: it.AutoTopUp, PaymentCustomer: it.PaymentCustomer, SigningSecret: it.SigningSecret,
		RateLimit: it.RateLimit, DisabledEvents: it.DisabledEvents, CreatedAt: it.CreatedAt,
	}
}

// CreateOrg implements account.Store.
func (st *Store) CreateOrg(ctx context.Context, o account.Org) error {
	return st.putNew(ctx, orgItem{
		PK: orgPK(o.ID), SK: orgSK, Type: "org", ID: o.ID, Name: o.Name, Plan: string(o.Plan),
		Credits: o.Credits, AutoTopUp: o.AutoTopUp, PaymentCustomer: o.PaymentCustomer,
		SigningSecret: o.SigningSecret, RateLimit: o.RateLimit, DisabledEvents: o.DisabledEvents, CreatedAt: o.CreatedAt,
	})
}

// GetOrg implements account.Store.
func (st *Store) GetOrg(ctx context.Context, id string) (account.Org, error) {
	return getAs(ctx, st, orgPK(id), orgSK, account.ErrNotFound, orgItem.org)
}

// UpdateOrg implements account.Store: one SET of the fields u names, if
// the organization exists.
func (st *Store) UpdateOrg(ctx context.Context, id string, u account.OrgUpdate) (account.Org, error) {
	var upd expression.UpdateBuilder
	changed := false
	field := func(name string, v any) {
		upd, changed = set(upd, name, v), true
	}
	if u.Plan != nil {
		field("plan", string(*u.Plan))
	}
	if u.AutoTopUp != nil {
		field("auto_top_up", *u.AutoTopUp)
	}
	if u.PaymentCustomer != nil {
		field("payment_customer", *u.PaymentCustomer)
	}
	if u.RateLimit != nil {
		field("rate_limit", *u.RateLimit)
	}
	if u.DisabledEvents != nil {
		field("disabled_events", *u.DisabledEvents)
	}
	if !changed {
		return st.GetOrg(ctx, id)
	}
	var it orgItem
	err := st.update(ctx, orgPK(id), orgSK, upd, ifExists(), &it)
	if isConditionFailed(err) {
		return account.Org{}, account.ErrNotFound
	}
	if err != nil {
		return account.Org{}, err
	}
	return it.org(), nil
}

type userItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	Type      string    `dynamodbav:"type"`
	ID        string    `dynamodbav:"id"`
	OrgID     string    `dynamodbav:"org_id"`
	Email     string    `dynamodbav:"email"`
	CreatedAt time.Time `dynamodbav:"created_at"`
}

// CreateUser implements account.Store.
func (st *Store) CreateUser(ctx context.Context, u account.User) error {
	return st.putNew(ctx, userItem{PK: orgPK(u.OrgID), SK: userSK(u.ID), Type: "user", ID: u.ID, OrgID: u.OrgID, Email: u.Email, CreatedAt: u.CreatedAt})
}

// GetUser implements account.Store.
func (st *Store) GetUser(ctx context.Context, orgID, userID string) (account.User, error) {
	return getAs(ctx, st, orgPK(orgID), userSK(userID), account.ErrNotFound, func(it userItem) account.User {
		return account.User{ID: it.ID, OrgID: it.OrgID, Email: it.Email, CreatedAt: it.CreatedAt}
	})
}

type credItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	GSI1PK    string    `dynamodbav:"GSI1PK"`
	GSI1SK    string    `dynamodbav:"GSI1SK"`
	Type      string    `dynamodbav:"type"`
	ID        string    `dynamodbav:"id"`
	Kind      string    `dynamodbav:"kind"`
	OrgID     string    `dynamodbav:"org_id"`
	UserID    string    `dynamodbav:"user_id,omitempty"`
	Scopes    []string  `dynamodbav:"scopes,stringset"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	ExpiresAt time.Time `dynamodbav:"expires_at,omitempty"`
	Revoked   bool      `dynamodbav:"revoked"`
	TTL       int64     `dynamodbav:"ttl,omitempty"`
	Prefix    string    `dynamodbav:"prefix,omitempty"`
	LastUsed  time.Time `dynamodbav:"last_used_at,omitempty"`
	// ClientID and GrantID name the OAuth client and grant an oat_ token
	// was issued under, when it was issued by the OAuth server.
	ClientID string `dynamodbav:"client_id,omitempty"`
	GrantID  string `dynamodbav:"grant_id,omitempty"`
}

// keyItem lists an API key in its organization's partition, for the
// console; the credential item stays the one authentication reads.
type keyItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	Type      string    `dynamodbav:"type"`
	ID        string    `dynamodbav:"id"`
	Hash      string    `dynamodbav:"hash"`
	OrgID     string    `dynamodbav:"org_id"`
	UserID    string    `dynamodbav:"user_id,omitempty"`
	Scopes    []string  `dynamodbav:"scopes,stringset"`
	Prefix    string    `dynamodbav:"prefix,omitempty"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	Revoked   bool      `dynamodbav:"revoked"`
	LastUsed  time.Time `dynamodbav:"last_used_at,omitempty"`
}

// PutCredential implements account.Store. Tokens get a TTL a day after
// they expire so the table does not keep dead tokens forever.
func (st *Store) PutCredential(ctx context.Context, c account.Credential) error {
	it := credItem{
		PK: credPK(c.Hash), SK: credSK, GSI1PK: credGSI1PK(c.ID), GSI1SK: credPK(c.Hash),
		Type: "credential", ID: c.ID, Kind: string(c.Kind), OrgID: c.OrgID, UserID: c.UserID,
		Scopes: c.Scopes, CreatedAt: c.CreatedAt, ExpiresAt: c.ExpiresAt, Revoked: c.Revoked, Prefix: c.Prefix,
		ClientID: c.ClientID, GrantID: c.GrantID,
	}
	if !c.ExpiresAt.IsZero() {
		it.TTL = c.ExpiresAt.Add(24 * time.Hour).Unix()
	}
	if c.Kind != account.KindAPIKey {
		return st.putNew(ctx, it)
	}
	cred, err := st.txPutNew(it)
	if err != nil {
		return err
	}
	listed, err := st.txPutNew(keyItem{
		PK: orgPK(c.OrgID), SK: apiKeySK(c.ID), Type: "api_key", ID: c.ID, Hash: c.Hash, OrgID: c.OrgID, UserID: c.UserID,
		Scopes: c.Scopes, Prefix: c.Prefix, CreatedAt: c.CreatedAt, Revoked: c.Revoked,
	})
	if err != nil {
		return err
	}
	return st.transact(ctx, cred, listed)
}

// Keys implements account.Store: the key items of the organization's
// partition, which sort by id; the caller gets them oldest first.
func (st *Store) Keys(ctx context.Context, orgID string) ([]account.Credential, error) {
	items, err := queryAll[keyItem](ctx, st, query{pk: orgPK(orgID), skPrefix: apiKeyPrefix, consistent: true})
	if err != nil {
		return nil, err
	}
	out := make([]account.Credential, len(items))
	for i, it := range items {
		out[i] = account.Credential{ID: it.ID, Kind: account.KindAPIKey, Hash: it.Hash, OrgID: it.OrgID, UserID: it.UserID,
			Scopes: it.Scopes, Prefix: it.Prefix, CreatedAt: it.CreatedAt, Revoked: it.Revoked, LastUsedAt: it.LastUsed}
	}
	slices.SortStableFunc(out, func(a, b account.Credential) int { return a.CreatedAt.Compare(b.CreatedAt) })
	return out, nil
}

// TouchCredential implements account.Store: the last use is written on
// the credential (which Authenticate reads, to write it at most once per
// interval) and on the key's listing item. A key written before listing
// items existed has none, which is no error.
func (st *Store) TouchCredential(ctx context.Context, c account.Credential, at time.Time) error {
	upd := expression.Set(expression.Name("last_used_at"), expression.Value(at))
	if err := st.update(ctx, credPK(c.Hash), credSK, upd, ifExists(), nil); err != nil && !isConditionFailed(err) {
		return err
	}
	if c.Kind != account.KindAPIKey {
		return nil
	}
	if err := st.update(ctx, orgPK(c.OrgID), apiKeySK(c.ID), upd, ifExists(), nil); err != nil && !isConditionFailed(err) {
		return err
	}
	return nil
}

// CredentialByHash implements account.Store.
func (st *Store) CredentialByHash(ctx context.Context, hash string) (account.Credential, error) {
	return getAs(ctx, st, credPK(hash), credSK, account.ErrNotFound, func(it credItem) account.Credential {
		return account.Credential{
			ID: it.ID, Kind: account.CredentialKind(it.Kind), Hash: hash, OrgID: it.OrgID, UserID: it.UserID,
			Scopes: it.Scopes, CreatedAt: it.CreatedAt, ExpiresAt: it.ExpiresAt, Revoked: it.Revoked,
			Prefix: it.Prefix, LastUsedAt: it.LastUsed, ClientID: it.ClientID, GrantID: it.GrantID,
		}
	})
}

// RevokeCredential implements account.Store: it finds the credential by id
// through GSI1 and marks it revoked.
func (st *Store) RevokeCredential(ctx context.Context, kind account.CredentialKind, id string) error {
	creds, err := queryAll[credItem](ctx, st, query{pk: credGSI1PK(id), onGSI1: true})
	if err != nil {
		return err
	}
	for _, it := range creds {
		if it.Kind != string(kind) {
			continue
		}
		revoke := expression.Set(expression.Name("revoked"), expression.Value(true))
		err := st.update(ctx, it.PK, it.SK, revoke, ifExists(), nil)
		if isConditionFailed(err) {
			return account.ErrNotFound
		}
		if err != nil || kind != account.KindAPIKey {
			return err
		}
		// The listing item follows; a key older than listing items has
		// none.
		if err := st.update(ctx, orgPK(it.OrgID), apiKeySK(id), revoke, ifExists(), nil); err != nil && !isConditionFailed(err) {
			return err
		}
		return nil
	}
	return fmt.Errorf("%s %s: %w", kind, id, account.ErrNotFound)
}
