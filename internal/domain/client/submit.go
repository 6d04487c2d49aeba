package client

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Input is one submitted file: inline bytes, or a staged upload's id.
type Input struct {
	File     *analysis.File
	UploadID string
}

// Submission is a parsed POST /api/v1/clients request. Files are in the
// order they were sent (file, files and upload_id interleaved).
type Submission struct {
	Kind      string
	Files     []Input
	Name      *string
	AIEnabled bool
}

// Queued is the ClientProfileQueued response.
type Queued struct {
	ClientID  string           `json:"client_id"`
	BatchID   string           `json:"batch_id"`
	Documents []QueuedDocument `json:"documents"`
}

// QueuedDocument is one submitted file in the response. ID is null for a
// file rejected before queuing; Error (a FileFailureCode) and Message are
// present only when Status is failed.
type QueuedDocument struct {
	ID       *string `json:"id"`
	Filename string  `json:"filename"`
	Status   string  `json:"status"`
	Error    string  `json:"error,omitempty"`
	Message  string  `json:"message,omitempty"`
}

// Per-file failure codes (FileFailureCode in the OpenAPI description).
const (
	FileTooLarge       = "file_too_large"
	FileNotPDF         = "unsupported_media_type"
	FileInvalidUpload  = "invalid_upload"
	FileQueueFailed    = "queue_failed"
	queueFailedMessage = "The file could not be stored; it was not charged. Submit it again."
	// queueDeferredMessage is a file's message when its refund could
	// not be confirmed: its id names the analysis that the sweeper fails
	// and refunds.
	queueDeferredMessage = "The file could not be stored. If a credit was taken for it, it is returned automatically within minutes, when the analysis named by id fails with queue_failed. Submit it again."
)

// fileFailure maps a per-file validation error to its code and message,
// or reports false for an error that is not about the file.
func fileFailure(err error) (code, msg string, ok bool) {
	e, isApp := apperr.As(err)
	if !isApp {
		return "", "", false
	}
	switch e.Code {
	case FileTooLarge, FileNotPDF, FileInvalidUpload:
		return e.Code, e.Message, true
	}
	return "", "", false
}

// pending is a file that passed validation.
type pending struct {
	pos    int
	file   *analysis.File
	staged *analysis.Upload
	a      analysis.Analysis
}

// Submit validates a client submission, charges it and queues its files.
//
// Checks, in order: the key must be tied to a user (no_user_context),
// document_kind must be bank_statement, there must be 1 to 25 files, and
// client_name at most 200 characters. Then each file on its own: a file
// over 25 MB, one that is not a PDF, or an unusable upload id is rejected
// in its document item (status failed, id null) while the others queue.
// The valid files are charged one credit each in one transaction that
// also creates their analysis records (insufficient_credits,
// no_payment_customer). A file that then fails to be stored is withdrawn
// and reported as queue_failed; its message says it was not charged only
// once the refund is confirmed. When no file is queued the client is not
// created and the call fails with all_files_failed, listing each file's
// reason in documents.
func (s *Service) Submit(ctx context.Context, p account.Principal, in Submission) (Queued, error) {
	if p.UserID == "" {
		return Queued{}, ErrNoUserContext
	}
	if in.Kind != string(analysis.KindBankStatement) {
		return Queued{}, ErrInvalidKind
	}
	if len(in.Files) == 0 {
		return Queued{}, ErrNoFiles
	}
	if len(in.Files) > MaxFiles {
		return Queued{}, ErrTooManyFiles
	}
	var name *string
	if in.Name != nil {
		n := strings.TrimSpace(*in.Name)
		if utf8.RuneCountInString(n) > MaxNameChars {
			return Queued{}, ErrInvalidName
		}
		if n != "" {
			name = &n
		}
	}

	clientID, batchID := ids.New(), ids.New()
	out := Queued{ClientID: clientID, BatchID: batchID, Documents: make([]QueuedDocument, len(in.Files))}
	var valid []*pending
	var rejected []Rejected
	for i, f := range in.Files {
		doc := &out.Documents[i]
		pd := &pending{pos: i}
		var err error
		switch {
		case f.File != nil:
			doc.Filename = f.File.Name
			err = analysis.ValidateFile(f.File)
			pd.file = f.File
		default:
			doc.Filename = f.UploadID
			var up analysis.Upload
			up, err = s.Analyses.CheckUpload(ctx, p.Org.ID, strings.TrimSpace(f.UploadID))
			if err == nil {
				doc.Filename, pd.staged = up.Filename, &up
			}
		}
		if doc.Filename == "" {
			doc.Filename = fmt.Sprintf("document-%d.pdf", i+1)
		}
		if err != nil {
			code, msg, ok := fileFailure(err)
			if !ok {
				return Queued{}, fmt.Errorf("check file %d: %w", i+1, err)
			}
			doc.Status, doc.Error, doc.Message = "failed", code, msg
			rejected = append(rejected, Rejected{Position: i, Filename: doc.Filename, Error: code, Message: msg})
			continue
		}
		pd.a = s.Analyses.PrepareClientDocument(p, analysis.ClientDocument{
			ClientID: clientID, BatchID: batchID, File: pd.file, Staged: pd.staged, AIEnabled: in.AIEnabled,
		})
		pd.a.Filename = doc.Filename
		valid = append(valid, pd)
	}
	if len(valid) == 0 {
		return Queued{}, ErrAllFilesFailed.With("documents", out.Documents)
	}

	docIDs := make([]string, len(valid))
	records := make([]analysis.Analysis, len(valid))
	for i, pd := range valid {
		docIDs[i], records[i] = pd.a.ID, pd.a
	}
	// withdrawAll undoes every charged record and answers all_files_failed,
	// saying nothing was charged only if every refund is confirmed.
	withdrawAll := func(cause error) (Queued, error) {
		all := true
		for _, pd := range valid {
			doc := &out.Documents[pd.pos]
			id := pd.a.ID
			doc.Status, doc.Error, doc.Message = "failed", FileQueueFailed, queueFailedMessage
			if s.Analyses.Withdraw(ctx, pd.a) != analysis.Withdrawn {
				all = false
				doc.ID, doc.Message = &id, queueDeferredMessage
			}
		}
		if !all {
			s.log().ErrorContext(ctx, "refund_deferred: the sweeper fails and refunds the unqueued files", "client_id", clientID)
			return Queued{}, ErrAllFilesFailedDeferred.With("documents", out.Documents).Wrap(cause)
		}
		return Queued{}, ErrAllFilesFailed.With("documents", out.Documents).Wrap(cause)
	}
	if err := s.Billing.Charge(ctx, p.Org, records); err != nil {
		if _, ok := apperr.As(err); ok {
			return Queued{}, err // refused: nothing was written
		}
		s.log().ErrorContext(ctx, "charge client documents", "client_id", clientID, "err", err)
		return withdrawAll(err)
	}
	now := s.now()
	c := Client{ID: clientID, OrgID: p.Org.ID, UserID: p.UserID, CredentialID: p.CredentialID, Name: name,
		AIEnabled: in.AIEnabled, CreatedAt: now, UpdatedAt: now}
	b := Batch{ID: batchID, ClientID: clientID, OrgID: p.Org.ID, CreatedAt: now, Documents: docIDs, Rejected: rejected}
	docs := make([]Document, len(valid))
	for i, pd := range valid {
		docs[i] = Document{ClientID: clientID, AnalysisID: pd.a.ID, BatchID: batchID, Filename: pd.a.Filename, Position: pd.pos, CreatedAt: now}
	}
	if err := s.Store.CreateClient(ctx, c, b, docs); err != nil {
		s.log().ErrorContext(ctx, "create client", "client_id", clientID, "err", err)
		return withdrawAll(err)
	}

	// Store the files concurrently: 25 uploads one after the other
	// would hold the request for seconds.
	failed := make([]error, len(valid))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, pd := range valid {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			failed[i] = s.Analyses.Enqueue(ctx, pd.a, pd.file, pd.staged)
		})
	}
	wg.Wait()
	queued := 0
	var unqueued []int
	for i, pd := range valid {
		id := pd.a.ID
		doc := &out.Documents[pd.pos]
		doc.ID = &id
		if failed[i] != nil {
			s.log().ErrorContext(ctx, "queue client document", "client_id", clientID, "analysis_id", id, "err", failed[i])
			switch s.Analyses.Withdraw(ctx, pd.a) {
			case analysis.Started:
				// The upload arrived after all: it runs like the others.
				failed[i] = nil
			case analysis.Withdrawn:
				doc.Status, doc.Error, doc.Message = "failed", FileQueueFailed, queueFailedMessage
			default:
				doc.Status, doc.Error, doc.Message = "failed", FileQueueFailed, queueDeferredMessage
			}
			if failed[i] != nil {
				if code, msg, ok := fileFailure(failed[i]); ok {
					// A staged upload claimed by another submission meanwhile.
					doc.Error, doc.Message = code, msg
				}
				unqueued = append(unqueued, i)
				continue
			}
		}
		doc.Status = "queued"
		queued++
	}
	if queued == 0 {
		if err := s.Store.DeleteClient(ctx, clientID); err != nil {
			s.log().ErrorContext(ctx, "delete client after every file failed", "client_id", clientID, "err", err)
		}
		for _, d := range out.Documents {
			if d.Message == queueDeferredMessage {
				return Queued{}, ErrAllFilesFailedDeferred.With("documents", out.Documents).Wrap(errors.Join(failed...))
			}
		}
		return Queued{}, ErrAllFilesFailed.With("documents", out.Documents).Wrap(errors.Join(failed...))
	}
	// The documents that failed to queue are terminal already (or will be
	// once the sweeper withdraws them, which notifies on its own): tell
	// the aggregator, which would otherwise only hear of the others.
	for _, i := range unqueued {
		s.notify(ctx, Message{ClientID: clientID, BatchID: batchID, AnalysisID: valid[i].a.ID})
	}
	s.log().InfoContext(ctx, "client queued", "client_id", clientID, "batch_id", batchID, "files", len(in.Files), "queued", queued)
	return out, nil
}

// notify sends an aggregate message, best effort: a lost one is healed by
// the next poll of the client (see Get).
func (s *Service) notify(ctx context.Context, m Message) {
	if s.AggregateQueue == nil {
		return
	}
	if err := s.AggregateQueue.Send(ctx, m, 0); err != nil {
		s.log().ErrorContext(ctx, "notify aggregator", "client_id", m.ClientID, "analysis_id", m.AnalysisID, "err", err)
	}
}

// documentOrder sorts documents by submission position.
func documentOrder(docs []Document) {
	slices.SortStableFunc(docs, func(a, b Document) int { return a.Position - b.Position })
}
