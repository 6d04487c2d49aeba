package ddbstore

import (
	"context"
	"time"

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

// CreateLogin implements console.Store: a conditional put on the e-mail's
// key, so an address has one login.
func (st *Store) CreateLogin(ctx context.Context, l console.Login) error {
	err := st.putNew(ctx, loginItem{
		PK: loginPK(l.Email), SK: loginSK, GSI1PK: orgPK(l.OrgID), GSI1SK: loginPK(l.Email), Type: "login",
		Email: l.Email, OrgID: l.OrgID, UserID: l.UserID, Role: string(l.Role), PasswordHash: l.PasswordHash, CreatedAt: l.CreatedAt,
	})
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
