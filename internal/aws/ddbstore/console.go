package ddbstore

import (
	"context"
	"slices"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/docanalysis/service/internal/domain/console"
)

type loginItem struct {
	PK           string    `dynamodbav:"PK"`
	SK           string    `dynamodbav:"SK"`
	GSI1PK       string    `dynamodbav:"GSI1PK"`
	GSI1SK       string    `dynamodbav:"GSI1SK"`
	Type         string    `dynamodbav:"type"`
	Email        string    `dynamodbav:"email"`
	OrgID        string    `dynamodbav:"org_id"`
	UserID       string    `dynamodbav:"user_id"`
	Role         string    `dynamodbav:"role"`
	PasswordHash string    `dynamodbav:"password_hash"`
	CreatedAt    time.Time `dynamodbav:"created_at"`
}

func (it loginItem) login() console.Login {
	return console.Login{Email: it.Email, OrgID: it.OrgID, UserID: it.UserID, Role: console.Role(it.Role),
		PasswordHash: it.PasswordHash, CreatedAt: it.CreatedAt}
}

func newLoginItem(l console.Login) loginItem {
	return loginItem{
		PK: loginPK(l.Email), SK: loginSK, GSI1PK: orgPK(l.OrgID), GSI1SK: loginPK(l.Email), Type: "login",
		Email: l.Email, OrgID: l.OrgID, UserID: l.UserID, Role: string(l.Role), PasswordHash: l.PasswordHash, CreatedAt: l.CreatedAt,
	}
}

// CreateLogin implements console.Store: a conditional put on the e-mail's
// key, so an address has one login.
func (st *Store) CreateLogin(ctx context.Context, l console.Login) error {
	err := st.putNew(ctx, newLoginItem(l))
	if isConditionFailed(err) {
		return console.ErrExists
	}
	return err
}

// LoginByEmail implements console.Store.
func (st *Store) LoginByEmail(ctx context.Context, email string) (console.Login, error) {
	return getAs(ctx, st, loginPK(email), loginSK, console.ErrNotFound, loginItem.login)
}

// Logins implements console.Store through GSI1 (eventually consistent: a
// user created a moment ago may be missing from the list).
func (st *Store) Logins(ctx context.Context, orgID string) ([]console.Login, error) {
	items, err := queryAll[loginItem](ctx, st, query{pk: orgPK(orgID), skPrefix: loginPrefix, onGSI1: true})
	if err != nil {
		return nil, err
	}
	out := make([]console.Login, len(items))
	for i, it := range items {
		out[i] = it.login()
	}
	return out, nil
}

type sessionItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	Type      string    `dynamodbav:"type"`
	OrgID     string    `dynamodbav:"org_id"`
	UserID    string    `dynamodbav:"user_id"`
	Email     string    `dynamodbav:"email"`
	Role      string    `dynamodbav:"role"`
	CSRF      string    `dynamodbav:"csrf"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	ExpiresAt time.Time `dynamodbav:"expires_at"`
	TTL       int64     `dynamodbav:"ttl"`
}

// PutSession implements console.Store. The item's TTL is its expiry plus
// a day: the service refuses it at expiry, DynamoDB removes it later.
func (st *Store) PutSession(ctx context.Context, s console.Session) error {
	return st.putNew(ctx, sessionItem{
		PK: sessionPK(s.Hash), SK: sessionSK, Type: "session", OrgID: s.OrgID, UserID: s.UserID, Email: s.Email,
		Role: string(s.Role), CSRF: s.CSRF, CreatedAt: s.CreatedAt, ExpiresAt: s.ExpiresAt,
		TTL: s.ExpiresAt.Add(24 * time.Hour).Unix(),
	})
}

// GetSession implements console.Store.
func (st *Store) GetSession(ctx context.Context, hash string) (console.Session, error) {
	return getAs(ctx, st, sessionPK(hash), sessionSK, console.ErrNotFound, func(it sessionItem) console.Session {
		return console.Session{Hash: hash, OrgID: it.OrgID, UserID: it.UserID, Email: it.Email, Role: console.Role(it.Role),
			CSRF: it.CSRF, CreatedAt: it.CreatedAt, ExpiresAt: it.ExpiresAt}
	})
}

// DeleteSession implements console.Store.
func (st *Store) DeleteSession(ctx context.Context, hash string) error {
	return st.remove(ctx, sessionPK(hash), sessionSK, unconditional)
}

type inviteItem struct {
	PK        string    `dynamodbav:"PK"`
	SK        string    `dynamodbav:"SK"`
	GSI1PK    string    `dynamodbav:"GSI1PK"`
	GSI1SK    string    `dynamodbav:"GSI1SK"`
	Type      string    `dynamodbav:"type"`
	Hash      string    `dynamodbav:"hash"`
	OrgID     string    `dynamodbav:"org_id"`
	Email     string    `dynamodbav:"email"`
	Role      string    `dynamodbav:"role"`
	InvitedBy string    `dynamodbav:"invited_by"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	ExpiresAt time.Time `dynamodbav:"expires_at"`
	TTL       int64     `dynamodbav:"ttl"`
}

func (it inviteItem) invitation() console.Invitation {
	return console.Invitation{Hash: it.Hash, OrgID: it.OrgID, Email: it.Email, Role: console.Role(it.Role),
		InvitedBy: it.InvitedBy, CreatedAt: it.CreatedAt, ExpiresAt: it.ExpiresAt}
}

// PutInvitation implements console.Store. The item's TTL is its expiry
// plus a day: the service refuses it at expiry, DynamoDB removes it later.
func (st *Store) PutInvitation(ctx context.Context, inv console.Invitation) error {
	return st.putNew(ctx, inviteItem{
		PK: invitePK(inv.Hash), SK: inviteSK, GSI1PK: orgPK(inv.OrgID), GSI1SK: inviteGSI1SK(inv.CreatedAt, inv.Hash), Type: "invitation",
		Hash: inv.Hash, OrgID: inv.OrgID, Email: inv.Email, Role: string(inv.Role), InvitedBy: inv.InvitedBy,
		CreatedAt: inv.CreatedAt, ExpiresAt: inv.ExpiresAt, TTL: inv.ExpiresAt.Add(24 * time.Hour).Unix(),
	})
}

// Invitation implements console.Store.
func (st *Store) Invitation(ctx context.Context, hash string) (console.Invitation, error) {
	return getAs(ctx, st, invitePK(hash), inviteSK, console.ErrNotFound, inviteItem.invitation)
}

// Invitations implements console.Store through GSI1 (eventually
// consistent: an invitation made a moment ago may be missing).
func (st *Store) Invitations(ctx context.Context, orgID string) ([]console.Invitation, error) {
	items, err := queryAll[inviteItem](ctx, st, query{pk: orgPK(orgID), skPrefix: invitePrefix, onGSI1: true})
	if err != nil {
		return nil, err
	}
	out := make([]console.Invitation, len(items))
	for i, it := range items {
		out[i] = it.invitation()
	}
	return out, nil
}

// DeleteInvitation implements console.Store.
func (st *Store) DeleteInvitation(ctx context.Context, hash string) error {
	return st.remove(ctx, invitePK(hash), inviteSK, unconditional)
}

// AcceptInvitation implements console.Store: one transaction deletes the
// invitation (if it is still there) and creates the login (if its e-mail
// has none), so a link makes at most one login.
func (st *Store) AcceptInvitation(ctx context.Context, hash string, l console.Login) error {
	expr, err := writeExpr(nil, ifExists())
	if err != nil {
		return err
	}
	del := types.TransactWriteItem{Delete: &types.Delete{
		TableName: &st.Table, Key: key(invitePK(hash), inviteSK), ConditionExpression: expr.Condition(),
		ExpressionAttributeNames: expr.Names(), ExpressionAttributeValues: expr.Values(),
	}}
	put, err := st.txPutNew(newLoginItem(l))
	if err != nil {
		return err
	}
	// A concurrent acceptance of the same link cancels the transaction
	// with TransactionConflict while it runs; trying again then finds the
	// link spent (or, if the other failed, still there).
	for attempt := 0; ; attempt++ {
		err = st.transact(ctx, del, put)
		reasons := cancelReasons(err)
		switch {
		case len(reasons) != 2:
			return err
		case reasons[0] == "ConditionalCheckFailed":
			return console.ErrNotFound
		case reasons[1] == "ConditionalCheckFailed":
			return console.ErrExists
		case slices.Contains(reasons, "TransactionConflict") && attempt < 4:
			time.Sleep(time.Duration(20*(attempt+1)) * time.Millisecond)
			continue
		}
		return err
	}
}
