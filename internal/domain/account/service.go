package account

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Errors the authentication path reports. The messages say how to fix the
// request; they never reveal whether a key exists.
var (
	ErrUnauthorized = apperr.New(apperr.Unauthorized, "unauthorized",
		"Missing, invalid or revoked credentials. Send 'Authorization: Bearer <API key>' with a cg_live_ key or a valid oat_ token.")
	ErrPlanExcluded = apperr.New(apperr.PaymentRequired, "plan_excluded",
		"API access requires a paid plan. Upgrade the organization's plan to use the API.")
	ErrFreePlanKey = errors.New("account: free-plan organizations cannot create API keys; move the organization to the paid plan first")
)

// Service implements authentication and the operator's account management.
type Service struct {
	Store Store
	Now   func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// ParseBearer extracts the token of an "Authorization: Bearer" header.
func ParseBearer(header string) (string, bool) {
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != ""
}

// Authenticate resolves a bearer token to a principal. It returns
// ErrUnauthorized for anything that is not a live credential, and
// ErrPlanExcluded when the credential's organization is on the free plan.
func (s *Service) Authenticate(ctx context.Context, token string) (Principal, error) {
	if !strings.HasPrefix(token, APIKeyPrefix) && !strings.HasPrefix(token, OAuthTokenPrefix) {
		return Principal{}, ErrUnauthorized
	}
	hash := Hash(token)
	c, err := s.Store.CredentialByHash(ctx, hash)
	if errors.Is(err, ErrNotFound) {
		return Principal{}, ErrUnauthorized
	}
	if err != nil {
		return Principal{}, fmt.Errorf("authenticate: %w", err)
	}
	if c.Revoked || (!c.ExpiresAt.IsZero() && !s.now().Before(c.ExpiresAt)) {
		return Principal{}, ErrUnauthorized
	}
	// The prefix must match the stored kind, so an API key cannot be
	// replayed as a token of the other kind.
	if (c.Kind == KindAPIKey) != strings.HasPrefix(token, APIKeyPrefix) {
		return Principal{}, ErrUnauthorized
	}
	org, err := s.Store.GetOrg(ctx, c.OrgID)
	if errors.Is(err, ErrNotFound) {
		return Principal{}, ErrUnauthorized
	}
	if err != nil {
		return Principal{}, fmt.Errorf("authenticate: load org: %w", err)
	}
	if c.Kind == KindAPIKey && s.now().Sub(c.LastUsedAt) >= TouchInterval {
		// Best effort: the "last used" column of the console must not
		// fail a request when its write does.
		_ = s.Store.TouchCredential(ctx, c, s.now())
	}
	p := Principal{Org: org, UserID: c.UserID, CredentialID: c.ID, Kind: c.Kind, Scopes: c.Scopes, TokenHash: hash}
	if org.Plan != PlanPaid {
		return p, ErrPlanExcluded
	}
	return p, nil
}

// NewOrg is the input of CreateOrg.
type NewOrg struct {
	Name            string
	Plan            Plan
	AutoTopUp       bool
	PaymentCustomer string
}

// CreateOrg creates an organization with a fresh signing secret and no
// credits; grant credits through the billing ledger.
func (s *Service) CreateOrg(ctx context.Context, in NewOrg) (Org, error) {
	if strings.TrimSpace(in.Name) == "" {
		return Org{}, errors.New("account: organization name is required")
	}
	if !in.Plan.Valid() {
		return Org{}, fmt.Errorf("account: unknown plan %q; use paid or free", in.Plan)
	}
	o := Org{
		ID:              ids.New(),
		Name:            in.Name,
		Plan:            in.Plan,
		AutoTopUp:       in.AutoTopUp,
		PaymentCustomer: in.PaymentCustomer,
		SigningSecret:   ids.Secret(SecretPrefix, 24),
		CreatedAt:       s.now(),
	}
	if err := s.Store.CreateOrg(ctx, o); err != nil {
		return Org{}, fmt.Errorf("account: create org: %w", err)
	}
	return o, nil
}

// CreateUser adds a user to an existing organization.
func (s *Service) CreateUser(ctx context.Context, orgID, email string) (User, error) {
	if !strings.Contains(email, "@") {
		return User{}, fmt.Errorf("account: %q is not an e-mail address", email)
	}
	if _, err := s.Store.GetOrg(ctx, orgID); err != nil {
		return User{}, fmt.Errorf("account: organization %s: %w", orgID, err)
	}
	u := User{ID: ids.New(), OrgID: orgID, Email: email, CreatedAt: s.now()}
	if err := s.Store.CreateUser(ctx, u); err != nil {
		return User{}, fmt.Errorf("account: create user: %w", err)
	}
	return u, nil
}

// CreateAPIKey issues a cg_live_ key. The plain key is returned once and
// only its hash is stored. Free-plan organizations are refused.
func (s *Service) CreateAPIKey(ctx context.Context, orgID, userID string, scopes []string) (Credential, string, error) {
	org, err := s.Store.GetOrg(ctx, orgID)
	if err != nil {
		return Credential{}, "", fmt.Errorf("account: organization %s: %w", orgID, err)
	}
	if org.Plan != PlanPaid {
		return Credential{}, "", ErrFreePlanKey
	}
	return s.issue(ctx, KindAPIKey, APIKeyPrefix, orgID, userID, scopes, time.Time{})
}

// CreateToken issues an oat_ OAuth access token for a user that expires
// after ttl.
func (s *Service) CreateToken(ctx context.Context, orgID, userID string, scopes []string, ttl time.Duration) (Credential, string, error) {
	if ttl <= 0 {
		return Credential{}, "", errors.New("account: token ttl must be positive")
	}
	if userID == "" {
		return Credential{}, "", errors.New("account: OAuth tokens are issued to a user; pass --user")
	}
	return s.issue(ctx, KindOAuth, OAuthTokenPrefix, orgID, userID, scopes, s.now().Add(ttl))
}

// OAuthGrant is what an access token issued by the OAuth server is bound
// to: the client and the grant it belongs to.
type OAuthGrant struct {
	OrgID, UserID, ClientID, GrantID string
	Scopes                           []string
}

// IssueOAuthToken issues an oat_ access token under an OAuth grant that
// expires after ttl. Like every credential, only its hash is stored.
func (s *Service) IssueOAuthToken(ctx context.Context, g OAuthGrant, ttl time.Duration) (Credential, string, error) {
	if ttl <= 0 {
		return Credential{}, "", errors.New("account: token ttl must be positive")
	}
	if g.UserID == "" || g.ClientID == "" || g.GrantID == "" {
		return Credential{}, "", errors.New("account: an OAuth token needs a user, a client and a grant")
	}
	return s.issueWith(ctx, KindOAuth, OAuthTokenPrefix, g.OrgID, g.UserID, g.Scopes, s.now().Add(ttl), func(c *Credential) {
		c.ClientID, c.GrantID = g.ClientID, g.GrantID
	})
}

// RevokeToken revokes the oat_ token with this id; a token revoked twice,
// or already gone, is no error.
func (s *Service) RevokeToken(ctx context.Context, id string) error {
	if err := s.Store.RevokeCredential(ctx, KindOAuth, id); err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("account: revoke token %s: %w", id, err)
	}
	return nil
}

// CredentialByToken returns the stored credential of a bearer secret, or
// ErrNotFound; unlike Authenticate it does not judge it.
func (s *Service) CredentialByToken(ctx context.Context, token string) (Credential, error) {
	return s.Store.CredentialByHash(ctx, Hash(token))
}

func (s *Service) issue(ctx context.Context, kind CredentialKind, prefix, orgID, userID string, scopes []string, expires time.Time) (Credential, string, error) {
	return s.issueWith(ctx, kind, prefix, orgID, userID, scopes, expires, nil)
}

func (s *Service) issueWith(ctx context.Context, kind CredentialKind, prefix, orgID, userID string, scopes []string, expires time.Time, fill func(*Credential)) (Credential, string, error) {
	if len(scopes) == 0 {
		return Credential{}, "", errors.New("account: at least one scope is required")
	}
	if userID != "" {
		if _, err := s.Store.GetUser(ctx, orgID, userID); err != nil {
			return Credential{}, "", fmt.Errorf("account: user %s in organization %s: %w", userID, orgID, err)
		}
	}
	secret := ids.Secret(prefix, 32)
	c := Credential{
		ID: ids.New(), Kind: kind, Hash: Hash(secret), OrgID: orgID, UserID: userID,
		Scopes: scopes, CreatedAt: s.now(), ExpiresAt: expires, Prefix: secret[:len(prefix)+8],
	}
	if fill != nil {
		fill(&c)
	}
	if err := s.Store.PutCredential(ctx, c); err != nil {
		return Credential{}, "", fmt.Errorf("account: store credential: %w", err)
	}
	return c, secret, nil
}

// TouchInterval is how often an API key's last use is written: at most
// once a minute per key, so a busy key costs no write per request.
const TouchInterval = time.Minute

// Keys lists an organization's API keys, newest first.
func (s *Service) Keys(ctx context.Context, orgID string) ([]Credential, error) {
	keys, err := s.Store.Keys(ctx, orgID)
	if err != nil {
		return nil, fmt.Errorf("account: list keys of %s: %w", orgID, err)
	}
	slices.Reverse(keys)
	return keys, nil
}

// RevokeKey revokes the API key id of orgID; a key of another
// organization is ErrNotFound.
func (s *Service) RevokeKey(ctx context.Context, orgID, id string) error {
	keys, err := s.Store.Keys(ctx, orgID)
	if err != nil {
		return fmt.Errorf("account: list keys of %s: %w", orgID, err)
	}
	if !slices.ContainsFunc(keys, func(c Credential) bool { return c.ID == id }) {
		return fmt.Errorf("account: key %s of %s: %w", id, orgID, ErrNotFound)
	}
	if err := s.Store.RevokeCredential(ctx, KindAPIKey, id); err != nil {
		return fmt.Errorf("account: revoke key %s: %w", id, err)
	}
	return nil
}
