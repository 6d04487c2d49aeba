package console

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Password rules. bcrypt reads at most 72 bytes, so a longer password
// would be silently truncated; it is refused instead.
const (
	MinPasswordLen = 12
	MaxPasswordLen = 72
)

// Sign-in limits, per one-minute window: per e-mail address (a guessing
// attack on one account) and per client address (a spray over many).
const (
	AttemptsPerEmail = 5
	AttemptsPerAddr  = 20
)

// DefaultSessionTTL is how long a session lasts without signing in again.
const DefaultSessionTTL = 12 * time.Hour

// Errors of the sign-in path. ErrBadCredentials is the same for an unknown
// e-mail and a wrong password, so that the answer does not tell which
// addresses have an account.
var (
	ErrBadCredentials  = errors.New("console: the e-mail or password is wrong")
	ErrTooManyAttempts = errors.New("console: too many sign-in attempts; wait a minute")
	ErrNoSession       = errors.New("console: no valid session")
)

// Service signs users in and out and creates them.
type Service struct {
	Store    Store
	Accounts *account.Service
	// Limiter counts sign-in attempts; its counter should be shared by
	// every instance (the table).
	Limiter    *ratelimit.Limiter
	SessionTTL time.Duration
	// Cost is the bcrypt cost; zero is bcrypt.DefaultCost. Tests lower it.
	Cost int
	Now  func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Service) cost() int {
	if s.Cost != 0 {
		return s.Cost
	}
	return bcrypt.DefaultCost
}

func (s *Service) ttl() time.Duration {
	if s.SessionTTL > 0 {
		return s.SessionTTL
	}
	return DefaultSessionTTL
}

// CheckPassword enforces the password rules.
func CheckPassword(pw string) error {
	switch {
	case len(pw) < MinPasswordLen:
		return fmt.Errorf("console: the password must be at least %d characters", MinPasswordLen)
	case len(pw) > MaxPasswordLen:
		return fmt.Errorf("console: the password must be at most %d bytes", MaxPasswordLen)
	}
	return nil
}

// CreateUser creates a user of orgID (an account.User) who can sign in to
// the console with email and password.
func (s *Service) CreateUser(ctx context.Context, orgID, email, password string, role Role) (Login, error) {
	if !role.Valid() {
		return Login{}, fmt.Errorf("console: unknown role %q; use admin or member", role)
	}
	if err := CheckPassword(password); err != nil {
		return Login{}, err
	}
	email = NormalizeEmail(email)
	if _, err := s.Store.LoginByEmail(ctx, email); err == nil {
		return Login{}, fmt.Errorf("console: a user with e-mail %s: %w", email, ErrExists)
	} else if !errors.Is(err, ErrNotFound) {
		return Login{}, fmt.Errorf("console: look up %s: %w", email, err)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), s.cost())
	if err != nil {
		return Login{}, fmt.Errorf("console: hash password: %w", err)
	}
	u, err := s.Accounts.CreateUser(ctx, orgID, email)
	if err != nil {
		return Login{}, err
	}
	l := Login{Email: email, OrgID: orgID, UserID: u.ID, Role: role, PasswordHash: string(hash), CreatedAt: s.now()}
	// A concurrent creation of the same e-mail loses here; its
	// account.User stays without a login, which signs nobody in.
	if err := s.Store.CreateLogin(ctx, l); err != nil {
		return Login{}, fmt.Errorf("console: create login %s: %w", email, err)
	}
	return l, nil
}

// dummyHash is compared against when the e-mail is unknown, so that an
// unknown address costs the same time as a wrong password.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a password of anyone"), bcrypt.DefaultCost)

// SignIn checks email and password and opens a session; it returns the
// session and the token for the cookie. addr is the client address, for
// the rate limit.
func (s *Service) SignIn(ctx context.Context, email, password, addr string) (Session, string, error) {
	email = NormalizeEmail(email)
	for _, lim := range []struct {
		key   string
		limit int
	}{{"login:email:" + account.Hash(email), AttemptsPerEmail}, {"login:" + addr, AttemptsPerAddr}} {
		d, err := s.Limiter.Take(ctx, lim.key, lim.limit)
		if err != nil {
			// Fail closed: without the counter, guessing is unlimited.
			return Session{}, "", fmt.Errorf("console: sign-in limit: %w", err)
		}
		if !d.Allowed {
			return Session{}, "", ErrTooManyAttempts
		}
	}
	l, err := s.Store.LoginByEmail(ctx, email)
	if errors.Is(err, ErrNotFound) {
		_ = bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return Session{}, "", ErrBadCredentials
	}
	if err != nil {
		return Session{}, "", fmt.Errorf("console: look up login: %w", err)
	}
	if bcrypt.CompareHashAndPassword([]byte(l.PasswordHash), []byte(password)) != nil {
		return Session{}, "", ErrBadCredentials
	}
	return s.open(ctx, l)
}

// open starts a session of l.
func (s *Service) open(ctx context.Context, l Login) (Session, string, error) {
	token := ids.Secret("cs_", 32)
	now := s.now()
	sess := Session{
		Hash: account.Hash(token), OrgID: l.OrgID, UserID: l.UserID, Email: l.Email, Role: l.Role,
		CSRF: ids.Secret("", 24), CreatedAt: now, ExpiresAt: now.Add(s.ttl()),
	}
	if err := s.Store.PutSession(ctx, sess); err != nil {
		return Session{}, "", fmt.Errorf("console: store session: %w", err)
	}
	return sess, token, nil
}

// Session returns the live session of a cookie's token, or ErrNoSession.
func (s *Service) Session(ctx context.Context, token string) (Session, error) {
	if token == "" {
		return Session{}, ErrNoSession
	}
	sess, err := s.Store.GetSession(ctx, account.Hash(token))
	if errors.Is(err, ErrNotFound) {
		return Session{}, ErrNoSession
	}
	if err != nil {
		return Session{}, fmt.Errorf("console: load session: %w", err)
	}
	if !s.now().Before(sess.ExpiresAt) {
		return Session{}, ErrNoSession
	}
	return sess, nil
}

// SignOut ends the session of a cookie's token.
func (s *Service) SignOut(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	if err := s.Store.DeleteSession(ctx, account.Hash(token)); err != nil {
		return fmt.Errorf("console: delete session: %w", err)
	}
	return nil
}

// ValidCSRF reports whether token is the session's CSRF token, in
// constant time.
func (sess Session) ValidCSRF(token string) bool {
	return token != "" && subtle.ConstantTimeCompare([]byte(token), []byte(sess.CSRF)) == 1
}

// Principal is the session's caller as the domain services see it: the
// organization, the user, and the scopes of the role (a member reads, an
// admin also writes).
func (s *Service) Principal(ctx context.Context, sess Session) (account.Principal, error) {
	org, err := s.Accounts.Store.GetOrg(ctx, sess.OrgID)
	if err != nil {
		return account.Principal{}, fmt.Errorf("console: load organization: %w", err)
	}
	scopes := []string{account.ScopeRead}
	if sess.Role == RoleAdmin {
		scopes = append(scopes, account.ScopeWrite)
	}
	return account.Principal{Org: org, UserID: sess.UserID, Scopes: scopes}, nil
}

// SessionTTLOrDefault is how long a new session lasts.
func (s *Service) SessionTTLOrDefault() time.Duration { return s.ttl() }
