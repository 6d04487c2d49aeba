package fakestore

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/oauth"
)

// OAuth is an in-memory oauth.Store.
type OAuth struct {
	guard
	clients map[string]oauth.Client
	codes   map[string]oauth.Code // by hash
	refresh map[string]oauth.RefreshToken
	grants  map[orgItem]oauth.Grant // by client and grant
}

// NewOAuth returns an empty OAuth.
func NewOAuth() *OAuth {
	return &OAuth{clients: map[string]oauth.Client{}, codes: map[string]oauth.Code{}, refresh: map[string]oauth.RefreshToken{},
		grants: map[orgItem]oauth.Grant{}}
}

func cloneClient(c oauth.Client) oauth.Client {
	c.RedirectURIs, c.Scopes = slices.Clone(c.RedirectURIs), slices.Clone(c.Scopes)
	return c
}

func cloneCode(c oauth.Code) oauth.Code { c.Scopes = slices.Clone(c.Scopes); return c }

func cloneRefresh(r oauth.RefreshToken) oauth.RefreshToken {
	r.Scopes = slices.Clone(r.Scopes)
	return r
}

func cloneGrant(g oauth.Grant) oauth.Grant {
	g.Scopes, g.AccessTokenIDs = slices.Clone(g.Scopes), slices.Clone(g.AccessTokenIDs)
	return g
}

// CreateOAuthClient implements oauth.Store.
func (o *OAuth) CreateOAuthClient(_ context.Context, c oauth.Client) error {
	return write(&o.guard, func() error {
		return insert(o.clients, c.ID, cloneClient(c), "client")
	})
}

// OAuthClient implements oauth.Store.
func (o *OAuth) OAuthClient(_ context.Context, id string) (oauth.Client, error) {
	return call(&o.guard, func() (oauth.Client, error) { return lookup(o.clients, id, cloneClient, oauth.ErrNotFound) })
}

// OAuthClients implements oauth.Store.
func (o *OAuth) OAuthClients(_ context.Context, orgID string) ([]oauth.Client, error) {
	return call(&o.guard, func() ([]oauth.Client, error) {
		var out []oauth.Client
		for _, c := range o.clients {
			if c.OrgID == orgID {
				out = append(out, cloneClient(c))
			}
		}
		slices.SortFunc(out, func(a, b oauth.Client) int {
			if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
				return c
			}
			return strings.Compare(a.ID, b.ID)
		})
		return out, nil
	})
}

// RevokeOAuthClient implements oauth.Store.
func (o *OAuth) RevokeOAuthClient(_ context.Context, id string) error {
	return write(&o.guard, func() error {
		c, ok := o.clients[id]
		if !ok {
			return oauth.ErrNotFound
		}
		c.Revoked = true
		o.clients[id] = c
		return nil
	})
}

// PutCode implements oauth.Store.
func (o *OAuth) PutCode(_ context.Context, c oauth.Code) error {
	return write(&o.guard, func() error { return insert(o.codes, c.Hash, cloneCode(c), "code") })
}

// UseCode implements oauth.Store.
func (o *OAuth) UseCode(_ context.Context, hash string) (oauth.Code, error) {
	return call(&o.guard, func() (oauth.Code, error) {
		c, ok := o.codes[hash]
		if !ok {
			return oauth.Code{}, oauth.ErrNotFound
		}
		if c.Used {
			return cloneCode(c), oauth.ErrUsed
		}
		c.Used = true
		o.codes[hash] = c
		return cloneCode(c), nil
	})
}

// PutRefresh implements oauth.Store.
func (o *OAuth) PutRefresh(_ context.Context, r oauth.RefreshToken) error {
	return write(&o.guard, func() error { return insert(o.refresh, r.Hash, cloneRefresh(r), "refresh token") })
}

// Refresh implements oauth.Store.
func (o *OAuth) Refresh(_ context.Context, hash string) (oauth.RefreshToken, error) {
	return call(&o.guard, func() (oauth.RefreshToken, error) {
		return lookup(o.refresh, hash, cloneRefresh, oauth.ErrNotFound)
	})
}

// UseRefresh implements oauth.Store.
func (o *OAuth) UseRefresh(_ context.Context, hash string) (oauth.RefreshToken, error) {
	return call(&o.guard, func() (oauth.RefreshToken, error) {
		r, ok := o.refresh[hash]
		if !ok {
			return oauth.RefreshToken{}, oauth.ErrNotFound
		}
		if r.Used {
			return cloneRefresh(r), oauth.ErrUsed
		}
		r.Used = true
		o.refresh[hash] = r
		return cloneRefresh(r), nil
	})
}

// PutGrant implements oauth.Store.
func (o *OAuth) PutGrant(_ context.Context, g oauth.Grant) error {
	return write(&o.guard, func() error { return insert(o.grants, orgItem{g.ClientID, g.ID}, cloneGrant(g), "grant") })
}

// Grant implements oauth.Store.
func (o *OAuth) Grant(_ context.Context, clientID, id string) (oauth.Grant, error) {
	return call(&o.guard, func() (oauth.Grant, error) {
		return lookup(o.grants, orgItem{clientID, id}, cloneGrant, oauth.ErrNotFound)
	})
}

// Grants implements oauth.Store.
func (o *OAuth) Grants(_ context.Context, clientID string) ([]oauth.Grant, error) {
	return call(&o.guard, func() ([]oauth.Grant, error) {
		var out []oauth.Grant
		for k, g := range o.grants {
			if k.org == clientID {
				out = append(out, cloneGrant(g))
			}
		}
		slices.SortFunc(out, func(a, b oauth.Grant) int { return strings.Compare(a.ID, b.ID) })
		return out, nil
	})
}

// AddToGrant implements oauth.Store.
func (o *OAuth) AddToGrant(_ context.Context, clientID, grantID, accessTokenID string, until time.Time) error {
	return write(&o.guard, func() error {
		k := orgItem{clientID, grantID}
		g, ok := o.grants[k]
		if !ok {
			return fmt.Errorf("grant %s: %w", grantID, oauth.ErrNotFound)
		}
		if g.Revoked {
			return oauth.ErrRevoked
		}
		g.AccessTokenIDs = append(g.AccessTokenIDs, accessTokenID)
		if until.After(g.ExpiresAt) {
			g.ExpiresAt = until
		}
		o.grants[k] = g
		return nil
	})
}

// RevokeGrant implements oauth.Store.
func (o *OAuth) RevokeGrant(_ context.Context, clientID, id string) (oauth.Grant, error) {
	return call(&o.guard, func() (oauth.Grant, error) {
		k := orgItem{clientID, id}
		g, ok := o.grants[k]
		if !ok {
			return oauth.Grant{}, oauth.ErrNotFound
		}
		g.Revoked = true
		o.grants[k] = g
		return cloneGrant(g), nil
	})
}
