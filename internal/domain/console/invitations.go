package console

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/ids"
)

// InvitationTTL is how long an invitation link works: long enough for a
// colleague back from a week away, short enough that a link forgotten in
// a mailbox stops being a way in.
const InvitationTTL = 7 * 24 * time.Hour

// InvitationPrefix starts an invitation token, so that a leaked string
// says what it is.
const InvitationPrefix = "cinv_"

// Errors of invitations; the console words each for the person who
// sees it.
var (
	// ErrInvalidInvitation is the same for an unknown, spent and expired
	// link, so that a guesser cannot tell which links existed.
	ErrInvalidInvitation = errors.New("console: invitation unknown, spent or expired")
	ErrInvalidEmail      = errors.New("console: not an e-mail address")
	ErrInvalidRole       = errors.New("console: unknown role")
	ErrAlreadyMember     = errors.New("console: already a user of this organization")
	// ErrLoginExists is told to the invitee alone, on acceptance: the
	// inviting admin does not learn whether an address has a login in
	// another organization.
	ErrLoginExists = errors.New("console: the e-mail already has a login")
	// ErrWeakPassword is a password the rules refuse (CheckPassword).
	ErrWeakPassword = errors.New("console: password refused")
)

// Invite creates an invitation of orgID for email with role, by the admin
// invitedBy, and returns it with the token of its link, which is not
// stored and so can be shown only now.
func (s *Service) Invite(ctx context.Context, orgID, invitedBy, email string, role Role) (Invitation, string, error) {
	email = NormalizeEmail(email)
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email || len(email) > 254 {
		return Invitation{}, "", ErrInvalidEmail
	}
	if !role.Valid() {
		return Invitation{}, "", ErrInvalidRole
	}
	l, err := s.Store.LoginByEmail(ctx, email)
	switch {
	case err == nil && l.OrgID == orgID:
		return Invitation{}, "", ErrAlreadyMember
	case err != nil && !errors.Is(err, ErrNotFound):
		return Invitation{}, "", fmt.Errorf("console: look up %s: %w", email, err)
	}
	token := ids.Secret(InvitationPrefix, 32)
	now := s.now()
	inv := Invitation{Hash: account.Hash(token), OrgID: orgID, Email: email, Role: role, InvitedBy: invitedBy,
		CreatedAt: now, ExpiresAt: now.Add(InvitationTTL)}
	if err := s.Store.PutInvitation(ctx, inv); err != nil {
		return Invitation{}, "", fmt.Errorf("console: store invitation: %w", err)
	}
	return inv, token, nil
}

// InvitationByToken returns the live invitation of a link's token, or
// ErrInvalidInvitation.
func (s *Service) InvitationByToken(ctx context.Context, token string) (Invitation, error) {
	if token == "" {
		return Invitation{}, ErrInvalidInvitation
	}
	inv, err := s.Store.Invitation(ctx, account.Hash(token))
	if errors.Is(err, ErrNotFound) {
		return Invitation{}, ErrInvalidInvitation
	}
	if err != nil {
		return Invitation{}, fmt.Errorf("console: load invitation: %w", err)
	}
	if !s.now().Before(inv.ExpiresAt) {
		return Invitation{}, ErrInvalidInvitation
	}
	return inv, nil
}

// AcceptInvitation spends the invitation of token, creates its user with
// password and signs them in: it returns the session and the cookie's
// token. The password is checked before the link is spent, so a refused
// password leaves the link working.
func (s *Service) AcceptInvitation(ctx context.Context, token, password string) (Session, string, error) {
	if err := CheckPassword(password); err != nil {
		return Session{}, "", fmt.Errorf("%w: %w", ErrWeakPassword, err)
	}
	inv, err := s.InvitationByToken(ctx, token)
	if err != nil {
		return Session{}, "", err
	}
	if _, err := s.Store.LoginByEmail(ctx, inv.Email); err == nil {
		return Session{}, "", ErrLoginExists
	} else if !errors.Is(err, ErrNotFound) {
		return Session{}, "", fmt.Errorf("console: look up %s: %w", inv.Email, err)
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), s.cost())
	if err != nil {
		return Session{}, "", fmt.Errorf("console: hash password: %w", err)
	}
	u, err := s.Accounts.CreateUser(ctx, inv.OrgID, inv.Email)
	if err != nil {
		return Session{}, "", fmt.Errorf("console: create user: %w", err)
	}
	l := Login{Email: inv.Email, OrgID: inv.OrgID, UserID: u.ID, Role: inv.Role, PasswordHash: string(hash), CreatedAt: s.now()}
	// Spending the link and creating the login are one write, so a link
	// makes at most one login and no login is made from a spent link. A
	// lost race leaves its account.User without a login, which signs
	// nobody in (as in CreateUser).
	switch err := s.Store.AcceptInvitation(ctx, inv.Hash, l); {
	case errors.Is(err, ErrNotFound):
		return Session{}, "", ErrInvalidInvitation
	case errors.Is(err, ErrExists):
		return Session{}, "", ErrLoginExists
	case err != nil:
		return Session{}, "", fmt.Errorf("console: accept invitation: %w", err)
	}
	return s.open(ctx, l)
}

// Users lists an organization's console users, by e-mail.
func (s *Service) Users(ctx context.Context, orgID string) ([]Login, error) {
	ls, err := s.Store.Logins(ctx, orgID)
	if err != nil {
		return nil, fmt.Errorf("console: list users: %w", err)
	}
	return ls, nil
}

// PendingInvitations lists an organization's invitations not yet spent
// nor expired, oldest first.
func (s *Service) PendingInvitations(ctx context.Context, orgID string) ([]Invitation, error) {
	all, err := s.Store.Invitations(ctx, orgID)
	if err != nil {
		return nil, fmt.Errorf("console: list invitations: %w", err)
	}
	now := s.now()
	out := all[:0]
	for _, inv := range all {
		if now.Before(inv.ExpiresAt) {
			out = append(out, inv)
		}
	}
	return out, nil
}

// RevokeInvitation withdraws a pending invitation of orgID (one sent to a
// wrong address, say): its link stops working. Another organization's,
// or one spent already, is ErrInvalidInvitation.
func (s *Service) RevokeInvitation(ctx context.Context, orgID, hash string) error {
	inv, err := s.Store.Invitation(ctx, hash)
	if errors.Is(err, ErrNotFound) || (err == nil && inv.OrgID != orgID) {
		return ErrInvalidInvitation
	}
	if err != nil {
		return fmt.Errorf("console: load invitation: %w", err)
	}
	if err := s.Store.DeleteInvitation(ctx, hash); err != nil {
		return fmt.Errorf("console: delete invitation: %w", err)
	}
	return nil
}
