package analysis

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/apperr"
)

// OrgLister lists an organization's analyses for the console. DynamoDB
// reads them from GSI1 (ORG#<org> / ANALYSIS#<created>#<id>), which may
// lag a write by a moment: the list is for people, the poll is the truth.
type OrgLister interface {
	// ListOrg returns up to q.Limit analyses of orgID, newest first (by
	// creation time, then id), starting after q.After when it is set,
	// and only those whose status is in q.Statuses when it is not empty.
	ListOrg(ctx context.Context, orgID string, q ListQuery) ([]Analysis, error)
}

// ListQuery selects a page of an organization's analyses.
type ListQuery struct {
	Statuses []Status
	After    *ListKey
	Limit    int
}

// ListKey is the position of an analysis in its organization's list: the
// last one of a page, after which the next page starts.
type ListKey struct {
	CreatedAt time.Time
	ID        string
}

// Page sizes of List.
const (
	DefaultListLimit = 25
	MaxListLimit     = 100
)

// ListRequest is a request for a page of the caller's analyses. Status is
// one stored status or empty for all; Cursor is a Page's Next.
type ListRequest struct {
	Status string
	Cursor string
	Limit  int
}

// Page is one page of a list. Next is the cursor of the following page,
// empty on the last one.
type Page struct {
	Items []Analysis
	Next  string
}

// Errors of List.
var (
	ErrInvalidStatusFilter = apperr.New(apperr.Invalid, "invalid_request",
		"status must be one of pending, processing, parsed, completed, failed.")
	ErrInvalidCursor = apperr.New(apperr.Invalid, "invalid_request",
		"The cursor is not one this list gave; start again from the first page.")
)

// List returns a page of the caller's organization's analyses, newest
// first. It needs a Lister.
func (s *Service) List(ctx context.Context, p account.Principal, req ListRequest) (Page, error) {
	if s.Lister == nil {
		return Page{}, fmt.Errorf("list analyses: no lister configured")
	}
	q := ListQuery{Limit: req.Limit}
	if q.Limit <= 0 {
		q.Limit = DefaultListLimit
	}
	q.Limit = min(q.Limit, MaxListLimit)
	switch st := Status(req.Status); st {
	case "":
	case StatusPending, StatusProcessing, StatusParsed, StatusCompleted, StatusFailed:
		q.Statuses = []Status{st}
	default:
		return Page{}, ErrInvalidStatusFilter
	}
	if req.Cursor != "" {
		k, err := decodeCursor(req.Cursor)
		if err != nil {
			return Page{}, ErrInvalidCursor
		}
		q.After = &k
	}
	want := q.Limit
	q.Limit++ // one more tells whether a next page exists
	items, err := s.Lister.ListOrg(ctx, p.Org.ID, q)
	if err != nil {
		return Page{}, fmt.Errorf("list analyses: %w", err)
	}
	var pg Page
	if len(items) > want {
		items = items[:want]
		last := items[want-1]
		pg.Next = encodeCursor(ListKey{CreatedAt: last.CreatedAt, ID: last.ID})
	}
	pg.Items = items
	return pg, nil
}

// A cursor is the creation time and id of the last analysis of a page,
// base64url-encoded: opaque to the caller, and needing no server state.
func encodeCursor(k ListKey) string {
	return base64.RawURLEncoding.EncodeToString([]byte(k.CreatedAt.UTC().Format(time.RFC3339Nano) + "|" + k.ID))
}

func decodeCursor(c string) (ListKey, error) {
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return ListKey{}, err
	}
	at, id, ok := strings.Cut(string(raw), "|")
	if !ok || id == "" || len(id) > 64 || strings.ContainsAny(id, "#|") {
		return ListKey{}, fmt.Errorf("malformed cursor")
	}
	t, err := time.Parse(time.RFC3339Nano, at)
	if err != nil {
		return ListKey{}, err
	}
	return ListKey{CreatedAt: t, ID: id}, nil
}

// EncodeListCursor and DecodeListCursor are the cursor of this list, for
// other lists of the organization's GSI1 partition (the console's list
// of clients) that page the same way.
func EncodeListCursor(k ListKey) string { return encodeCursor(k) }

// DecodeListCursor reads a cursor of EncodeListCursor.
func DecodeListCursor(c string) (ListKey, error) { return decodeCursor(c) }
