package client

import (
	"context"
	"fmt"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/apperr"
)

// Lister lists an organization's clients for the console. DynamoDB reads
// them from GSI1 (ORG#<org> / CLIENT#<created>#<client>), which may lag a
// write by a moment.
type Lister interface {
	// ListClients returns up to limit clients of orgID, newest first (by
	// creation time, then id), after the client at after when it is set.
	// Their Profile is not read (a list shows none, and a rollup is
	// large); ProfileAt says whether one is stored.
	ListClients(ctx context.Context, orgID string, after *analysis.ListKey, limit int) ([]Client, error)
}

// ListLimit is the size of a page of clients.
const ListLimit = 25

// ListPage is a page of an organization's clients.
type ListPage struct {
	Items []Client
	// Next is the cursor of the next page, empty on the last.
	Next string
}

// ErrInvalidCursor is a cursor this list did not make.
var ErrInvalidCursor = apperr.New(apperr.Invalid, "invalid_cursor", "The cursor is not one this list returned. Start from the first page.")

// List returns a page of the caller's organization's clients, newest
// first, after cursor (empty for the first page).
func (s *Service) List(ctx context.Context, p account.Principal, cursor string) (ListPage, error) {
	var after *analysis.ListKey
	if cursor != "" {
		k, err := analysis.DecodeListCursor(cursor)
		if err != nil {
			return ListPage{}, ErrInvalidCursor
		}
		after = &k
	}
	items, err := s.Lister.ListClients(ctx, p.Org.ID, after, ListLimit+1)
	if err != nil {
		return ListPage{}, fmt.Errorf("list clients of %s: %w", p.Org.ID, err)
	}
	var pg ListPage
	if len(items) > ListLimit {
		items = items[:ListLimit]
		last := items[ListLimit-1]
		pg.Next = analysis.EncodeListCursor(analysis.ListKey{CreatedAt: last.CreatedAt, ID: last.ID})
	}
	pg.Items = items
	return pg, nil
}
