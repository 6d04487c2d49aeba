// Package account holds organizations, users and their credentials (API keys
// and OAuth access tokens), and authenticates bearer tokens.
//
// Only SHA-256 hashes of keys and tokens are stored: they are 32 random
// bytes, so a fast hash is enough to make a leaked table useless, and lookups
// stay a single GetItem.
package account

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"time"
)

// Plan is an organization's billing plan.
type Plan string

const (
	PlanPaid Plan = "paid"
	PlanFree Plan = "free"
)

// Valid reports whether p is a known plan.
func (p Plan) Valid() bool { return p == PlanPaid || p == PlanFree }

// The scopes a credential may carry.
const (
	ScopeRead  = "analyses:read"
	ScopeWrite = "analyses:write"
)

// ValidScope reports whether s is a scope the service knows.
func ValidScope(s string) bool { return s == ScopeRead || s == ScopeWrite }

// Prefixes of the bearer credentials the contract defines.
const (
	APIKeyPrefix     = "cg_live_"
	OAuthTokenPrefix = "oat_"
	SecretPrefix     = "whsec_"
)

// CredentialKind tells API keys from OAuth tokens.
type CredentialKind string

const (
	KindAPIKey CredentialKind = "api_key"
	KindOAuth  CredentialKind = "oauth"
)

// Org is a customer organization.
type Org struct {
	ID              string
	Name            string
	Plan            Plan
	Credits         int64
	AutoTopUp       bool
	PaymentCustomer string
	// SigningSecret signs webhook deliveries to a bare callback_url. Unlike
	// keys it must be stored recoverable, because we compute HMACs with it;
	// the table is encrypted at rest and the secret never leaves through the
	// public API.
	SigningSecret string
	// RateLimit is requests per minute per bearer token; 0 means the
	// service default. Higher plans lift it.
	RateLimit int
	// DisabledEvents lists extraction event kinds this organization may not
	// subscribe to.
	DisabledEvents []string
	CreatedAt      time.Time
}

// User belongs to one organization.
type User struct {
	ID        string
	OrgID     string
	Email     string
	CreatedAt time.Time
}

// Credential is a stored API key or OAuth token, by hash.
type Credential struct {
	ID        string
	Kind      CredentialKind
	Hash      string
	OrgID     string
	UserID    string // empty for keys not tied to a user
	Scopes    []string
	CreatedAt time.Time
	ExpiresAt time.Time // zero for keys that do not expire
	Revoked   bool
	// Prefix is the start of the secret (cg_live_ and 8 hex digits), kept
	// so that a person can tell keys apart in a list.
	Prefix string
	// LastUsedAt is when the credential last authenticated a request, to
	// within TouchInterval; zero if never.
	LastUsedAt time.Time
	// ClientID and GrantID are set on the oat_ tokens the OAuth server
	// issues: the client they were issued to and the grant (a consent, or
	// one client-credentials exchange) they belong to, so that revoking
	// the grant or the client finds them.
	ClientID string
	GrantID  string
}

// OrgUpdate changes some fields of an organization; nil fields stay.
// Credit balance changes go through the billing ledger, not here.
type OrgUpdate struct {
	Plan            *Plan
	AutoTopUp       *bool
	PaymentCustomer *string
	RateLimit       *int
	DisabledEvents  *[]string
}

// ErrNotFound is returned by a Store when the item does not exist.
var ErrNotFound = errors.New("account: not found")

// Store persists organizations, users and credentials.
type Store interface {
	CreateOrg(ctx context.Context, o Org) error
	GetOrg(ctx context.Context, id string) (Org, error)
	UpdateOrg(ctx context.Context, id string, u OrgUpdate) (Org, error)
	CreateUser(ctx context.Context, u User) error
	GetUser(ctx context.Context, orgID, userID string) (User, error)
	PutCredential(ctx context.Context, c Credential) error
	CredentialByHash(ctx context.Context, hash string) (Credential, error)
	// RevokeCredential marks the credential with this id revoked. It
	// returns ErrNotFound when no credential of that kind has the id.
	RevokeCredential(ctx context.Context, kind CredentialKind, id string) error
	// Keys lists an organization's API keys (revoked ones included),
	// oldest first. OAuth tokens are not listed.
	Keys(ctx context.Context, orgID string) ([]Credential, error)
	// TouchCredential records that c authenticated a request at at.
	TouchCredential(ctx context.Context, c Credential, at time.Time) error
}

// Hash returns the stored form of a bearer secret.
func Hash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// Principal is the authenticated caller of one request.
type Principal struct {
	Org          Org
	UserID       string
	CredentialID string
	Kind         CredentialKind
	Scopes       []string
	// TokenHash identifies the bearer token for rate limiting.
	TokenHash string
}

// Has reports whether the principal was granted scope.
func (p Principal) Has(scope string) bool { return slices.Contains(p.Scopes, scope) }

// NormalizeScopes parses a comma-separated scope list, rejecting unknown or
// empty ones, and returns them sorted and de-duplicated.
func NormalizeScopes(list string) ([]string, error) {
	var out []string
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if !ValidScope(s) {
			return nil, errors.New("unknown scope " + `"` + s + `"` + "; use analyses:read and/or analyses:write")
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out, nil
}
