package fakestore

import (
	"cmp"
	"context"
	"slices"

	"github.com/docanalysis/service/internal/domain/console"
)

// Console is an in-memory console.Store.
type Console struct {
	guard
	logins   map[string]console.Login      // by e-mail
	sessions map[string]console.Session    // by hash
	invites  map[string]console.Invitation // unspent, by hash
}

// NewConsole returns an empty Console.
func NewConsole() *Console {
	return &Console{logins: map[string]console.Login{}, sessions: map[string]console.Session{}, invites: map[string]console.Invitation{}}
}

// CreateLogin implements console.Store.
func (c *Console) CreateLogin(_ context.Context, l console.Login) error {
	return write(&c.guard, func() error {
		if _, ok := c.logins[l.Email]; ok {
			return console.ErrExists
		}
		c.logins[l.Email] = l
		return nil
	})
}

// LoginByEmail implements console.Store.
func (c *Console) LoginByEmail(_ context.Context, email string) (console.Login, error) {
	return call(&c.guard, func() (console.Login, error) { return lookup(c.logins, email, same, console.ErrNotFound) })
}

// Logins implements console.Store.
func (c *Console) Logins(_ context.Context, orgID string) ([]console.Login, error) {
	return call(&c.guard, func() ([]console.Login, error) {
		var out []console.Login
		for _, l := range c.logins {
			if l.OrgID == orgID {
				out = append(out, l)
			}
		}
		slices.SortFunc(out, func(a, b console.Login) int { return cmp.Compare(a.Email, b.Email) })
		return out, nil
	})
}

// PutSession implements console.Store.
func (c *Console) PutSession(_ context.Context, s console.Session) error {
	return write(&c.guard, func() error { return insert(c.sessions, s.Hash, s, "session") })
}

// GetSession implements console.Store.
func (c *Console) GetSession(_ context.Context, hash string) (console.Session, error) {
	return call(&c.guard, func() (console.Session, error) { return lookup(c.sessions, hash, same, console.ErrNotFound) })
}

// DeleteSession implements console.Store.
func (c *Console) DeleteSession(_ context.Context, hash string) error {
	return write(&c.guard, func() error { delete(c.sessions, hash); return nil })
}

// PutInvitation implements console.Store.
func (c *Console) PutInvitation(_ context.Context, inv console.Invitation) error {
	return write(&c.guard, func() error { return insert(c.invites, inv.Hash, inv, "invitation") })
}

// Invitation implements console.Store.
func (c *Console) Invitation(_ context.Context, hash string) (console.Invitation, error) {
	return call(&c.guard, func() (console.Invitation, error) { return lookup(c.invites, hash, same, console.ErrNotFound) })
}

// Invitations implements console.Store.
func (c *Console) Invitations(_ context.Context, orgID string) ([]console.Invitation, error) {
	return call(&c.guard, func() ([]console.Invitation, error) {
		var out []console.Invitation
		for _, inv := range c.invites {
			if inv.OrgID == orgID {
				out = append(out, inv)
			}
		}
		slices.SortFunc(out, func(a, b console.Invitation) int { return a.CreatedAt.Compare(b.CreatedAt) })
		return out, nil
	})
}

// AcceptInvitation implements console.Store.
func (c *Console) AcceptInvitation(_ context.Context, hash string, l console.Login) error {
	return write(&c.guard, func() error {
		if _, ok := c.invites[hash]; !ok {
			return console.ErrNotFound
		}
		if _, ok := c.logins[l.Email]; ok {
			return console.ErrExists
		}
		delete(c.invites, hash)
		c.logins[l.Email] = l
		return nil
	})
}

// DeleteInvitation implements console.Store.
func (c *Console) DeleteInvitation(_ context.Context, hash string) error {
	return write(&c.guard, func() error { delete(c.invites, hash); return nil })
}
