// Package oauth is the service's OAuth 2.0 authorization server: the
// clients an organization registers, the authorization-code grant with
// PKCE (RFC 7636, S256 only) approved by an org admin in the console, the
// client-credentials grant, rotating refresh tokens and revocation
// (RFC 7009).
//
// Access tokens are the account package's oat_ credentials: opaque, stored
// as SHA-256 hashes and accepted on /api/v1 exactly like API keys. This
// package adds what the flows need around them: clients (with a hashed
// secret), one-time authorization codes, refresh tokens and grants. Like
// every other secret, codes and refresh tokens are stored only as hashes.
//
// A grant is what one consent (or one client-credentials exchange)
// authorized; every access token issued under it is recorded on it, so
// that revoking the grant (a reused code or refresh token, a revoked
// client, a revoked refresh token) revokes them all.
package oauth

import (
	"context"
	"errors"
	"time"
)

// Lifetimes. Access tokens are short so that a leaked one is worth
// little; refresh tokens rotate on every use and each lasts 30 days, so an
// integration that runs at least monthly stays connected without a new
// consent; codes live only long enough for one redirect and exchange.
const (
	AccessTokenTTL  = time.Hour
	RefreshTokenTTL = 30 * 24 * time.Hour
	CodeTTL         = 2 * time.Minute
)

// Prefixes of what the server hands out, so that a leaked string says what
// it is (and secret scanners can find it).
const (
	ClientIDPrefix     = "oac_"
	ClientSecretPrefix = "ocs_"
	RefreshTokenPrefix = "ort_"
)

// Limits of a client's registration.
const (
	MaxRedirectURIs = 5
	MaxNameLen      = 100
)

// Client is an OAuth client an organization registered.
type Client struct {
	ID    string
	OrgID string
	Name  string
	// Public marks a client that cannot keep a secret (a native or
	// browser app, RFC 6749 section 2.1): it has none, identifies itself
	// with client_id alone, must use PKCE (every code request here does)
	// and may not use client_credentials.
	Public bool
	// SecretHash is the SHA-256 of the client secret, which is shown
	// once at creation; empty for a public client.
	SecretHash string
	// SecretPrefix is the start of the secret, to tell clients apart.
	SecretPrefix string
	RedirectURIs []string
	// Scopes are the scopes the client may ask for.
	Scopes []string
	// CreatedBy is the admin who registered the client; the
	// client-credentials grant acts as this user.
	CreatedBy string
	CreatedAt time.Time
	Revoked   bool
}

// Code is a one-time authorization code, by hash.
type Code struct {
	Hash        string
	ClientID    string
	OrgID       string
	UserID      string // the admin who approved
	GrantID     string
	RedirectURI string
	Scopes      []string
	// Challenge is the PKCE S256 code_challenge.
	Challenge string
	CreatedAt time.Time
	ExpiresAt time.Time
	Used      bool
}

// Grant is one authorization: a consent, or one client-credentials
// exchange.
type Grant struct {
	ID        string
	ClientID  string
	OrgID     string
	UserID    string
	Scopes    []string
	CreatedAt time.Time
	// ExpiresAt is when nothing issued under the grant can be live any
	// more (the last token's or refresh token's expiry); the store may
	// drop the grant a day after it. It is kept to the second.
	ExpiresAt time.Time
	Revoked   bool
	// AccessTokenIDs are the credential ids of the oat_ tokens issued
	// under the grant.
	AccessTokenIDs []string
}

// RefreshToken is a refresh token, by hash. It is used once: a refresh
// rotates it, and a second use is taken as theft and revokes the grant.
type RefreshToken struct {
	Hash      string
	ClientID  string
	GrantID   string
	OrgID     string
	UserID    string
	Scopes    []string
	CreatedAt time.Time
	ExpiresAt time.Time
	Used      bool
}

// Errors a Store returns.
var (
	ErrNotFound = errors.New("oauth: not found")
	// ErrUsed is returned with the code or refresh token when it had been
	// used before.
	ErrUsed = errors.New("oauth: already used")
	// ErrRevoked is returned by AddToGrant when the grant was revoked.
	ErrRevoked = errors.New("oauth: grant revoked")
)

// Store persists clients, codes, grants and refresh tokens.
type Store interface {
	// CreateOAuthClient stores a new client; its id must be new.
	CreateOAuthClient(ctx context.Context, c Client) error
	// OAuthClient returns the client with this id, or ErrNotFound.
	OAuthClient(ctx context.Context, id string) (Client, error)
	// OAuthClients lists an organization's clients (revoked ones
	// included), oldest first.
	OAuthClients(ctx context.Context, orgID string) ([]Client, error)
	// RevokeOAuthClient marks the client revoked, or returns ErrNotFound.
	RevokeOAuthClient(ctx context.Context, id string) error

	PutCode(ctx context.Context, c Code) error
	// UseCode marks the code with this hash used and returns it. A code
	// used before is returned with ErrUsed (so that the caller can revoke
	// its grant); an unknown one is ErrNotFound. Of two concurrent uses,
	// exactly one succeeds.
	UseCode(ctx context.Context, hash string) (Code, error)

	PutRefresh(ctx context.Context, r RefreshToken) error
	// Refresh returns the refresh token with this hash, or ErrNotFound.
	Refresh(ctx context.Context, hash string) (RefreshToken, error)
	// UseRefresh marks the refresh token used, as UseCode does codes.
	UseRefresh(ctx context.Context, hash string) (RefreshToken, error)

	PutGrant(ctx context.Context, g Grant) error
	// Grant returns a grant of a client, or ErrNotFound.
	Grant(ctx context.Context, clientID, id string) (Grant, error)
	// Grants lists a client's grants.
	Grants(ctx context.Context, clientID string) ([]Grant, error)
	// AddToGrant records an access token issued under the grant and moves
	// its expiry to until if later, only while the grant is not revoked:
	// ErrRevoked otherwise (ErrNotFound when there is no such grant).
	AddToGrant(ctx context.Context, clientID, grantID, accessTokenID string, until time.Time) error
	// RevokeGrant marks the grant revoked and returns it as it is then,
	// with every token recorded on it; revoking twice is no error.
	RevokeGrant(ctx context.Context, clientID, id string) (Grant, error)
}
