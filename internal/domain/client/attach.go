package client

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Attaching a document to an existing client (POST /api/v1/analyses with
// client_id): a tax return, an application or a further bank statement
// becomes a document of the client outside any batch. Its terminal state
// reaches the aggregator through the Notifier like every document of a
// client, and the rollup is recomputed with it (the fingerprint covers
// every document), so the form checks see it once it completes.
// *Service implements analysis.ClientAttacher.

// CheckClient returns not_found unless id names a client of the
// organization. A malformed id names no client: not_found too.
func (s *Service) CheckClient(ctx context.Context, orgID, id string) error {
	id = strings.TrimSpace(id)
	if !ids.Valid(id) {
		return ErrNotFoundAPI
	}
	snap, err := s.Store.GetClient(ctx, id)
	if errors.Is(err, ErrNotFound) || (err == nil && snap.Client.OrgID != orgID) {
		return ErrNotFoundAPI
	}
	if err != nil {
		return fmt.Errorf("get client %s: %w", id, err)
	}
	return nil
}

// Attach records the analysis a (already carrying ClientID) as a document
// of its client, after the client's other documents. It runs before the
// analysis is queued, so the aggregator always finds the document. The
// write is conditional on the client existing in a's organization.
func (s *Service) Attach(ctx context.Context, a analysis.Analysis) error {
	snap, err := s.Store.GetClient(ctx, a.ClientID)
	if errors.Is(err, ErrNotFound) || (err == nil && snap.Client.OrgID != a.OrgID) {
		return ErrNotFoundAPI
	}
	if err != nil {
		return fmt.Errorf("get client %s: %w", a.ClientID, err)
	}
	pos := 0
	for _, d := range snap.Documents {
		pos = max(pos, d.Position+1)
	}
	for _, b := range snap.Batches {
		for _, r := range b.Rejected {
			pos = max(pos, r.Position+1)
		}
	}
	d := Document{ClientID: a.ClientID, AnalysisID: a.ID, Kind: string(a.Kind), Filename: a.Filename, Position: pos, CreatedAt: a.CreatedAt}
	if d.Filename == "" {
		d.Filename = fmt.Sprintf("document-%d.pdf", pos+1)
	}
	err = s.Store.AddDocument(ctx, a.OrgID, d)
	if errors.Is(err, ErrNotFound) {
		return ErrNotFoundAPI
	}
	if err != nil {
		return fmt.Errorf("attach %s to client %s: %w", a.ID, a.ClientID, err)
	}
	s.log().InfoContext(ctx, "document attached to client", "client_id", a.ClientID, "analysis_id", a.ID, "kind", a.Kind)
	return nil
}

// Detach removes the document of an attached analysis that could not be
// queued (it was refunded): it must not wait in the client forever.
func (s *Service) Detach(ctx context.Context, a analysis.Analysis) error {
	if err := s.Store.RemoveDocument(ctx, a.ClientID, a.ID); err != nil {
		return fmt.Errorf("detach %s from client %s: %w", a.ID, a.ClientID, err)
	}
	return nil
}
