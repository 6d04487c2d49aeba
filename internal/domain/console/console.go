// Package console holds what the customer console adds to the account
// domain: the sign-in of an organization's users (an e-mail, a password
// hash and a role) and their browser sessions.
//
// A user is an account.User; its Login is the console's credential for it.
// Logins are keyed by the normalized e-mail, so that sign-in is one read
// and an address signs in to exactly one organization.
//
// Sessions are opaque random tokens kept by the browser in a cookie; like
// API keys, only their SHA-256 hash is stored, so a leaked table does not
// let anyone in.
package console

import (
	"context"
	"errors"
	"strings"
	"time"
)

// Role is what a user may do in the console.
type Role string

const (
	// RoleAdmin manages keys, OAuth clients, users and webhooks.
	RoleAdmin Role = "admin"
	// RoleMember reads.
	RoleMember Role = "member"
)

// Valid reports whether r is a known role.
func (r Role) Valid() bool { return r == RoleAdmin || r == RoleMember }

// Login is a user's console credential.
type Login struct {
	Email        string // normalized (NormalizeEmail)
	OrgID        string
	UserID       string
	Role         Role
	PasswordHash string // bcrypt
	CreatedAt    time.Time
}

// Session is one signed-in browser.
type Session struct {
	Hash   string // SHA-256 of the cookie's token
	OrgID  string
	UserID string
	Email  string
	Role   Role
	// CSRF is the synchronizer token every form of this session carries.
	CSRF      string
	CreatedAt time.Time
	ExpiresAt time.Time
}

// Invitation lets someone join an organization as a console user: an
// admin creates it for an e-mail and a role, and its link, holding a
// random token, is shown to the admin once. Only the token's SHA-256 is
// stored, it expires, and it is spent by its first acceptance.
type Invitation struct {
	Hash      string // SHA-256 of the link's token
	OrgID     string
	Email     string // normalized
	Role      Role
	InvitedBy string // the admin's user id
	CreatedAt time.Time
	ExpiresAt time.Time
}

// Errors a Store returns.
var (
	ErrNotFound = errors.New("console: not found")
	ErrExists   = errors.New("console: already exists")
)

// Store persists logins and sessions.
type Store interface {
	// CreateLogin stores l, or returns ErrExists when its e-mail is taken.
	CreateLogin(ctx context.Context, l Login) error
	// LoginByEmail returns the login of a normalized e-mail, or ErrNotFound.
	LoginByEmail(ctx context.Context, email string) (Login, error)
	// Logins lists an organization's logins, by e-mail.
	Logins(ctx context.Context, orgID string) ([]Login, error)
	PutSession(ctx context.Context, s Session) error
	// GetSession returns the session with this hash, or ErrNotFound; it
	// may return an expired session, which the caller refuses.
	GetSession(ctx context.Context, hash string) (Session, error)
	// DeleteSession removes a session; removing an absent one is no error.
	DeleteSession(ctx context.Context, hash string) error

	// PutInvitation stores a new invitation.
	PutInvitation(ctx context.Context, inv Invitation) error
	// Invitation returns the unspent invitation with this hash, or
	// ErrNotFound (also once spent); it may return an expired one.
	Invitation(ctx context.Context, hash string) (Invitation, error)
	// Invitations lists an organization's unspent invitations, expired
	// ones included, oldest first.
	Invitations(ctx context.Context, orgID string) ([]Invitation, error)
	// AcceptInvitation spends the invitation with this hash and creates l,
	// all or nothing: ErrNotFound when the invitation is spent or gone
	// (of two concurrent acceptances exactly one succeeds), ErrExists when
	// l's e-mail has a login.
	AcceptInvitation(ctx context.Context, hash string, l Login) error
	// DeleteInvitation removes an invitation; removing an absent one is
	// no error.
	DeleteInvitation(ctx context.Context, hash string) error
}

// NormalizeEmail is the form an e-mail is stored and looked up in.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }
