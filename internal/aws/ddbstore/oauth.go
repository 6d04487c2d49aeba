package ddbstore

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"

	"github.com/docanalysis/service/internal/domain/oauth"
)

type oauthClientItem struct {
	PK           string    `dynamodbav:"PK"`
	SK           string    `dynamodbav:"SK"`
	GSI1PK       string    `dynamodbav:"GSI1PK"`
	GSI1SK       string    `dynamodbav:"GSI1SK"`
	Type         string    `dynamodbav:"type"`
	ID           string    `dynamodbav:"id"`
	OrgID        string    `dynamodbav:"org_id"`
	Name         string    `dynamodbav:"name"`
	Public       bool      `dynamodbav:"public,omitempty"`
	SecretHash   string    `dynamodbav:"secret_hash"`
	SecretPrefix string    `dynamodbav:"secret_prefix"`
	RedirectURIs []string  `dynamodbav:"redirect_uris"`
	Scopes       []string  `dynamodbav:"scopes,stringset"`
	CreatedBy    string    `dynamodbav:"created_by"`
	CreatedAt    time.Time `dynamodbav:"created_at"`
	Revoked      bool      `dynamodbav:"revoked"`
}

func (it oauthClientItem) client() oauth.Client {
	return oauth.Client{ID: it.ID, OrgID: it.OrgID, Name: it.Name, Public: it.Public, SecretHash: it.SecretHash, SecretPrefix: it.SecretPrefix,
		RedirectURIs: it.RedirectURIs, Scopes: it.Scopes, CreatedBy: it.CreatedBy, CreatedAt: it.CreatedAt, Revoked: it.Revoked}
}

// CreateOAuthClient implements oauth.Store.
func (st *Store) CreateOAuthClient(ctx context.Context, c oauth.Client) error {
	return st.putNew(ctx, oauthClientItem{
		PK: oauthClientPK(c.ID), SK: oauthClientSK, GSI1PK: orgPK(c.OrgID), GSI1SK: oauthClientGSI1SK(c.CreatedAt, c.ID),
		Type: "oauth_client", ID: c.ID, OrgID: c.OrgID, Name: c.Name, Public: c.Public, SecretHash: c.SecretHash, SecretPrefix: c.SecretPrefix,
		RedirectURIs: c.RedirectURIs, Scopes: c.Scopes, CreatedBy: c.CreatedBy, CreatedAt: c.CreatedAt, Revoked: c.Revoked,
	})
}

// OAuthClient implements oauth.Store.
func (st *Store) OAuthClient(ctx context.Context, id string) (oauth.Client, error) {
	return getAs(ctx, st, oauthClientPK(id), oauthClientSK, oauth.ErrNotFound, oauthClientItem.client)
}

// OAuthClients implements oauth.Store through GSI1 (eventually consistent: a
// client created or revoked a moment ago may show its old state).
func (st *Store) OAuthClients(ctx context.Context, orgID string) ([]oauth.Client, error) {
	items, err := queryAll[oauthClientItem](ctx, st, query{pk: orgPK(orgID), skPrefix: oauthClientPrefix, onGSI1: true})
	if err != nil {
		return nil, err
	}
	out := make([]oauth.Client, len(items))
	for i, it := range items {
		out[i] = it.client()
	}
	return out, nil
}

// RevokeOAuthClient implements oauth.Store.
func (st *Store) RevokeOAuthClient(ctx context.Context, id string) error {
	err := st.update(ctx, oauthClientPK(id), oauthClientSK,
		expression.Set(expression.Name("revoked"), expression.Value(true)), ifExists(), nil)
	if isConditionFailed(err) {
		return oauth.ErrNotFound
	}
	return err
}

type oauthCodeItem struct {
	PK          string    `dynamodbav:"PK"`
	SK          string    `dynamodbav:"SK"`
	Type        string    `dynamodbav:"type"`
	ClientID    string    `dynamodbav:"client_id"`
	OrgID       string    `dynamodbav:"org_id"`
	UserID      string    `dynamodbav:"user_id"`
	GrantID     string    `dynamodbav:"grant_id"`
	RedirectURI string    `dynamodbav:"redirect_uri"`
	Scopes      []string  `dynamodbav:"scopes,stringset"`
	Challenge   string    `dynamodbav:"challenge"`
	CreatedAt   time.Time `dynamodbav:"created_at"`
	ExpiresAt   time.Time `dynamodbav:"expires_at"`
	Used        bool      `dynamodbav:"used"`
	TTL         int64     `dynamodbav:"ttl"`
}

// PutCode implements oauth.Store. The TTL removes the code a day after it
// expires; until then a reuse is recognized (and revokes its grant).
func (st *Store) PutCode(ctx context.Context, c oauth.Code) error {
	return st.putNew(ctx, oauthCodeItem{
		PK: oauthCodePK(c.Hash), SK: oauthCodeSK, Type: "oauth_code", ClientID: c.ClientID, OrgID: c.OrgID, UserID: c.UserID,
		GrantID: c.GrantID, RedirectURI: c.RedirectURI, Scopes: c.Scopes, Challenge: c.Challenge, CreatedAt: c.CreatedAt,
		ExpiresAt: c.ExpiresAt, Used: c.Used, TTL: c.ExpiresAt.Add(24 * time.Hour).Unix(),
	})
}

// UseCode implements oauth.Store: a conditional update from unused to
// used, so one of concurrent uses wins.
func (st *Store) UseCode(ctx context.Context, hash string) (oauth.Code, error) {
	conv := func(it oauthCodeItem) oauth.Code {
		return oauth.Code{Hash: hash, ClientID: it.ClientID, OrgID: it.OrgID, UserID: it.UserID, GrantID: it.GrantID,
			RedirectURI: it.RedirectURI, Scopes: it.Scopes, Challenge: it.Challenge, CreatedAt: it.CreatedAt,
			ExpiresAt: it.ExpiresAt, Used: it.Used}
	}
	var it oauthCodeItem
	err := st.useOnce(ctx, oauthCodePK(hash), oauthCodeSK, &it)
	if err != nil && err != oauth.ErrUsed {
		return oauth.Code{}, err
	}
	return conv(it), err
}

type oauthRefreshItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	Type      string    `dynamodbav:"type"`
	ClientID  string    `dynamodbav:"client_id"`
	GrantID   string    `dynamodbav:"grant_id"`
	OrgID     string    `dynamodbav:"org_id"`
	UserID    string    `dynamodbav:"user_id"`
	Scopes    []string  `dynamodbav:"scopes,stringset"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	ExpiresAt time.Time `dynamodbav:"expires_at"`
	Used      bool      `dynamodbav:"used"`
	TTL       int64     `dynamodbav:"ttl"`
}

func refreshOf(hash string) func(oauthRefreshItem) oauth.RefreshToken {
	return func(it oauthRefreshItem) oauth.RefreshToken {
		return oauth.RefreshToken{Hash: hash, ClientID: it.ClientID, GrantID: it.GrantID, OrgID: it.OrgID, UserID: it.UserID,
			Scopes: it.Scopes, CreatedAt: it.CreatedAt, ExpiresAt: it.ExpiresAt, Used: it.Used}
	}
}

// PutRefresh implements oauth.Store; the TTL is a day past expiry, so a
// reuse of a rotated token is recognized for as long as it could be.
func (st *Store) PutRefresh(ctx context.Context, r oauth.RefreshToken) error {
	return st.putNew(ctx, oauthRefreshItem{
		PK: oauthRefreshPK(r.Hash), SK: oauthRefreshSK, Type: "oauth_refresh", ClientID: r.ClientID, GrantID: r.GrantID,
		OrgID: r.OrgID, UserID: r.UserID, Scopes: r.Scopes, CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, Used: r.Used,
		TTL: r.ExpiresAt.Add(24 * time.Hour).Unix(),
	})
}

// Refresh implements oauth.Store.
func (st *Store) Refresh(ctx context.Context, hash string) (oauth.RefreshToken, error) {
	return getAs(ctx, st, oauthRefreshPK(hash), oauthRefreshSK, oauth.ErrNotFound, refreshOf(hash))
}

// UseRefresh implements oauth.Store, as UseCode.
func (st *Store) UseRefresh(ctx context.Context, hash string) (oauth.RefreshToken, error) {
	var it oauthRefreshItem
	err := st.useOnce(ctx, oauthRefreshPK(hash), oauthRefreshSK, &it)
	if err != nil && err != oauth.ErrUsed {
		return oauth.RefreshToken{}, err
	}
	return refreshOf(hash)(it), err
}

// useOnce sets used on the item if it exists and is unused, reading it
// into out as it is after. A used item is read into out with
// oauth.ErrUsed; an absent one is oauth.ErrNotFound.
func (st *Store) useOnce(ctx context.Context, pk, sk string, out any) error {
	upd := expression.Set(expression.Name("used"), expression.Value(true))
	cond := ifExists().And(expression.Name("used").Equal(expression.Value(false)))
	err := st.update(ctx, pk, sk, upd, cond, out)
	if !isConditionFailed(err) {
		return err
	}
	found, err := st.get(ctx, pk, sk, out)
	if err != nil {
		return err
	}
	if !found {
		return oauth.ErrNotFound
	}
	return oauth.ErrUsed
}

type grantItem struct {
	PK             string    `dynamodbav:"PK"`
	SK             string    `dynamodbav:"SK"`
	Type           string    `dynamodbav:"type"`
	ID             string    `dynamodbav:"id"`
	ClientID       string    `dynamodbav:"client_id"`
	OrgID          string    `dynamodbav:"org_id"`
	UserID         string    `dynamodbav:"user_id"`
	Scopes         []string  `dynamodbav:"scopes,stringset"`
	CreatedAt      time.Time `dynamodbav:"created_at"`
	Revoked        bool      `dynamodbav:"revoked"`
	AccessTokenIDs []string  `dynamodbav:"access_token_ids"`
	// TTL is the grant's expiry (unix seconds) plus a day; AddToGrant
	// moves it forward with each token.
	TTL int64 `dynamodbav:"ttl"`
}

func (it grantItem) grant() oauth.Grant {
	return oauth.Grant{ID: it.ID, ClientID: it.ClientID, OrgID: it.OrgID, UserID: it.UserID, Scopes: it.Scopes,
		CreatedAt: it.CreatedAt, ExpiresAt: time.Unix(it.TTL, 0).UTC().Add(-grantGrace), Revoked: it.Revoked,
		AccessTokenIDs: it.AccessTokenIDs}
}

// grantGrace is how long a grant is kept past its expiry.
const grantGrace = 24 * time.Hour

// PutGrant implements oauth.Store.
func (st *Store) PutGrant(ctx context.Context, g oauth.Grant) error {
	ids := g.AccessTokenIDs
	if ids == nil {
		ids = []string{}
	}
	return st.putNew(ctx, grantItem{
		PK: oauthClientPK(g.ClientID), SK: grantSK(g.ID), Type: "oauth_grant", ID: g.ID, ClientID: g.ClientID, OrgID: g.OrgID,
		UserID: g.UserID, Scopes: g.Scopes, CreatedAt: g.CreatedAt, Revoked: g.Revoked, AccessTokenIDs: ids,
		TTL: g.ExpiresAt.Add(grantGrace).Unix(),
	})
}

// Grant implements oauth.Store.
func (st *Store) Grant(ctx context.Context, clientID, id string) (oauth.Grant, error) {
	return getAs(ctx, st, oauthClientPK(clientID), grantSK(id), oauth.ErrNotFound, grantItem.grant)
}

// Grants implements oauth.Store: one consistent query of the client's
// partition.
func (st *Store) Grants(ctx context.Context, clientID string) ([]oauth.Grant, error) {
	items, err := queryAll[grantItem](ctx, st, query{pk: oauthClientPK(clientID), skPrefix: grantPrefix, consistent: true})
	if err != nil {
		return nil, err
	}
	out := make([]oauth.Grant, len(items))
	for i, it := range items {
		out[i] = it.grant()
	}
	return out, nil
}

// AddToGrant implements oauth.Store: the token id is appended under the
// condition that the grant exists and is not revoked, which is what
// orders it against RevokeGrant; the expiry then moves forward in a
// second, best-effort write (it only decides when the item is removed).
func (st *Store) AddToGrant(ctx context.Context, clientID, grantID, accessTokenID string, until time.Time) error {
	pk, sk := oauthClientPK(clientID), grantSK(grantID)
	ids := expression.Name("access_token_ids")
	upd := expression.Set(ids, expression.ListAppend(expression.IfNotExists(ids, expression.Value([]string{})),
		expression.Value([]string{accessTokenID})))
	cond := ifExists().And(expression.Name("revoked").Equal(expression.Value(false)))
	err := st.update(ctx, pk, sk, upd, cond, nil)
	if isConditionFailed(err) {
		found, gerr := st.get(ctx, pk, sk, &grantItem{})
		switch {
		case gerr != nil:
			return gerr
		case !found:
			return oauth.ErrNotFound
		}
		return oauth.ErrRevoked
	}
	if err != nil {
		return err
	}
	ttl := until.Add(grantGrace).Unix()
	err = st.update(ctx, pk, sk, expression.Set(expression.Name("ttl"), expression.Value(ttl)),
		ifExists().And(expression.Name("ttl").LessThan(expression.Value(ttl))), nil)
	if err != nil && !isConditionFailed(err) {
		return err
	}
	return nil
}

// RevokeGrant implements oauth.Store.
func (st *Store) RevokeGrant(ctx context.Context, clientID, id string) (oauth.Grant, error) {
	var it grantItem
	err := st.update(ctx, oauthClientPK(clientID), grantSK(id),
		expression.Set(expression.Name("revoked"), expression.Value(true)), ifExists(), &it)
	if isConditionFailed(err) {
		return oauth.Grant{}, oauth.ErrNotFound
	}
	if err != nil {
		return oauth.Grant{}, err
	}
	return it.grant(), nil
}
