package analysis

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/netip"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Charger charges and refunds credits (internal/domain/billing).
type Charger interface {
	Charge(ctx context.Context, org account.Org, docIDs []string) error
	Refund(ctx context.Context, orgID, docID string) error
}

// URLChecker vets callback URLs (internal/platform/urlguard).
type URLChecker interface {
	Check(ctx context.Context, raw string) (*url.URL, []netip.Addr, error)
}

// Emitter hands a terminal analysis to webhook delivery. It may be called
// more than once for the same analysis (a stage that runs twice), so it
// must be idempotent.
type Emitter interface {
	Emit(ctx context.Context, a Analysis) error
}

// PhaseEmitter is implemented by emitters that also deliver when a phase
// completes before the analysis does (analysis.completed subscriptions
// whose included phases end there, see internal/domain/webhook). Stages call it
// best effort: the terminal Emit catches up on anything it missed.
type PhaseEmitter interface {
	PhaseCompleted(ctx context.Context, a Analysis) error
}

// ClientAttacher attaches an analysis to an existing client profile
// (*client.Service implements it): POST /api/v1/analyses with client_id.
type ClientAttacher interface {
	// CheckClient returns a not_found error unless id names a client of
	// the organization.
	CheckClient(ctx context.Context, orgID, id string) error
	// Attach records the analysis (carrying ClientID) as a document of
	// its client; it runs before the analysis is queued.
	Attach(ctx context.Context, a Analysis) error
	// Detach removes the document of an attached analysis that could not
	// be queued.
	Detach(ctx context.Context, a Analysis) error
}

// File is an uploaded PDF as received.
type File struct {
	Name         string
	DeclaredType string
	Body         []byte
}

// Submission is a parsed POST /api/v1/analyses request. Pointer fields are
// nil when the form field was absent.
type Submission struct {
	Kind        string
	File        *File
	UploadID    string
	CallbackURL *string
	ClientRef   *string
	Metadata    *string
	AIEnabled   bool
	// ClientID attaches the document to an existing client of the
	// organization; nil when the field was absent.
	ClientID *string
}

// Queued is the AnalysisQueued response.
type Queued struct {
	ID         string    `json:"id"`
	Status     Status    `json:"status"`
	ClientRef  *string   `json:"client_ref"`
	CallbackID string    `json:"callback_id,omitempty"`
	CreatedAt  time.Time `json:"created_at"`
}

// Service implements submitting and polling analyses.
type Service struct {
	Store   Store
	Blobs   Blobs
	Uploads *Uploads
	Billing Charger
	URLs    URLChecker
	Events  Emitter
	// Clients attaches documents submitted with client_id; nil refuses
	// every client_id as not found.
	Clients ClientAttacher
	// Lister lists an organization's analyses (List, for the console);
	// nil makes List fail.
	Lister OrgLister
	Log    *slog.Logger
	Now    func() time.Time
	// MaxProcessing bounds how long an analysis may stay non-terminal.
	MaxProcessing time.Duration
	// UndoDelays spaces the attempts at undoing a submission that could
	// not be queued (refund, fail the record); nil is DefaultUndoDelays.
	UndoDelays []time.Duration
}

// DefaultUndoDelays are the waits before each attempt at undoing a
// submission: five attempts over about four seconds, enough to ride out a
// throttle or a brief outage while the client waits for its answer.
var DefaultUndoDelays = []time.Duration{0, 50 * time.Millisecond, 250 * time.Millisecond, time.Second, 3 * time.Second}

// DefaultMaxProcessing is the bound on a non-terminal analysis: every stage
// retries at most three times with a visibility timeout of a few minutes,
// so anything still running after this has been lost.
const DefaultMaxProcessing = 30 * time.Minute

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC().Truncate(time.Millisecond)
	}
	return time.Now().UTC().Truncate(time.Millisecond)
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// PDFSniffBytes is how much of a file IsPDF needs: up to 1024 bytes of junk
// and the five-byte header.
const PDFSniffBytes = 1024 + len("%PDF-")

// IsPDF reports whether b starts like a PDF file. The PDF specification lets
// readers accept up to 1024 bytes of junk before the header, so we do too.
func IsPDF(b []byte) bool {
	head := b[:min(len(b), PDFSniffBytes)]
	return bytes.Contains(head, []byte("%PDF-"))
}

// acceptedType reports whether a declared part Content-Type is compatible
// with a PDF. Clients that do not know the type send octet-stream or none;
// the bytes decide in every case.
func acceptedType(declared string) bool {
	if declared == "" {
		return true
	}
	mt, _, err := mime.ParseMediaType(declared)
	if err != nil {
		return false
	}
	switch mt {
	case "application/pdf", "application/x-pdf", "application/octet-stream", "binary/octet-stream":
		return true
	}
	return false
}

// ValidateFile applies the per-file rules shared by single and client
// submissions.
func ValidateFile(f *File) error {
	if int64(len(f.Body)) > MaxFileBytes {
		return ErrFileTooLarge
	}
	if len(f.Body) == 0 || !acceptedType(f.DeclaredType) || !IsPDF(f.Body) {
		return ErrNotPDF
	}
	return nil
}

// ParseMetadata validates the metadata field: a JSON object of bounded
// size, returned compacted.
func ParseMetadata(raw *string) (json.RawMessage, error) {
	if raw == nil {
		return nil, nil
	}
	b := []byte(strings.TrimSpace(*raw))
	if len(b) > MaxMetadataBytes || len(b) == 0 || b[0] != '{' || !json.Valid(b) || jsonDepth(b) > MaxMetadataDepth {
		return nil, ErrInvalidMetadata
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return nil, ErrInvalidMetadata
	}
	return buf.Bytes(), nil
}

// jsonDepth is the deepest nesting of objects and arrays in the valid JSON
// document b. Brackets inside strings do not count.
func jsonDepth(b []byte) int {
	depth, deepest, inString, escaped := 0, 0, false, false
	for _, c := range b {
		switch {
		case escaped:
			escaped = false
		case inString:
			switch c {
			case '\\':
				escaped = true
			case '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
			deepest = max(deepest, depth)
		case c == '}' || c == ']':
			depth--
		}
	}
	return deepest
}

// ValidateCallback vets a callback URL.
func (s *Service) ValidateCallback(ctx context.Context, raw *string) (string, error) {
	if raw == nil || strings.TrimSpace(*raw) == "" {
		return "", nil
	}
	u, _, err := s.URLs.Check(ctx, strings.TrimSpace(*raw))
	if err != nil {
		return "", ErrInvalidCallback.With("reason", err.Error())
	}
	return u.String(), nil
}

// Submit validates and queues one document.
func (s *Service) Submit(ctx context.Context, p account.Principal, in Submission) (Queued, error) {
	kind := Kind(in.Kind)
	if !kind.Valid() {
		return Queued{}, ErrInvalidKind
	}
	if in.File == nil && in.UploadID == "" {
		return Queued{}, ErrNoFile
	}
	if in.File != nil {
		if err := ValidateFile(in.File); err != nil {
			return Queued{}, err
		}
	}
	callback, err := s.ValidateCallback(ctx, in.CallbackURL)
	if err != nil {
		return Queued{}, err
	}
	meta, err := ParseMetadata(in.Metadata)
	if err != nil {
		return Queued{}, err
	}
	if in.ClientRef != nil && utf8.RuneCountInString(*in.ClientRef) > MaxClientRefChars {
		return Queued{}, ErrInvalidClientRef
	}
	clientID := ""
	if in.ClientID != nil && strings.TrimSpace(*in.ClientID) != "" {
		clientID = strings.TrimSpace(*in.ClientID)
		if s.Clients == nil {
			return Queued{}, ErrClientNotFound
		}
		if err := s.Clients.CheckClient(ctx, p.Org.ID, clientID); err != nil {
			return Queued{}, err
		}
	}
	var staged Upload
	if in.File == nil {
		if staged, err = s.Uploads.Check(ctx, p.Org.ID, in.UploadID); err != nil {
			return Queued{}, err
		}
	}

	a := s.newRecord(p, kind, in.AIEnabled)
	a.ClientRef, a.Metadata, a.CallbackURL, a.ClientID = in.ClientRef, meta, callback, clientID
	if callback != "" {
		a.CallbackID = ids.New()
	}
	if in.File != nil {
		a.Filename, a.Size = in.File.Name, int64(len(in.File.Body))
	} else {
		a.Filename, a.Size = staged.Filename, staged.Size
	}

	if err := s.Billing.Charge(ctx, p.Org, []string{a.ID}); err != nil {
		return Queued{}, err
	}
	err = nil
	if clientID != "" {
		// The client's document goes first, so that the aggregator always
		// finds it when the analysis becomes terminal.
		err = s.Clients.Attach(ctx, a)
	}
	if err == nil {
		if err = s.enqueue(ctx, a, in.File, staged); err != nil && clientID != "" {
			s.undo(ctx, "detach from client", a.ID, func(ctx context.Context) error { return s.Clients.Detach(ctx, a) })
		}
	}
	if err != nil {
		s.log().ErrorContext(ctx, "queue analysis", "analysis_id", a.ID, "err", err)
		// Refund is idempotent (at most one refund entry per document),
		// so it is retried until the store confirms it.
		refunded := s.undo(ctx, "refund", a.ID, func(ctx context.Context) error {
			return s.Billing.Refund(ctx, p.Org.ID, a.ID)
		})
		if ae, ok := apperr.As(err); ok {
			return Queued{}, ae
		}
		if !refunded {
			s.log().ErrorContext(ctx, "refund_pending: a charge stands for a submission that was not accepted",
				"analysis_id", a.ID, "org_id", p.Org.ID)
			return Queued{}, ErrParserUnavailableCharged.Wrap(err)
		}
		return Queued{}, ErrParserUnavailable.Wrap(err)
	}
	return Queued{ID: a.ID, Status: StatusQueued, ClientRef: a.ClientRef, CallbackID: a.CallbackID, CreatedAt: a.CreatedAt}, nil
}

// newRecord is a pending analysis of the caller with a fresh id.
func (s *Service) newRecord(p account.Principal, kind Kind, ai bool) Analysis {
	now := s.now()
	a := Analysis{
		ID: ids.New(), OrgID: p.Org.ID, UserID: p.UserID, CredentialID: p.CredentialID,
		Kind: kind, Status: StatusPending, AIEnabled: ai,
		CreatedAt: now, UpdatedAt: now, Deadline: now.Add(s.maxProcessing()),
		Phases: Phases{Parse: PhasePending, MetadataFraud: PhasePending, AIFraud: PhaseSkipped},
	}
	if ai {
		a.Phases.AIFraud = PhasePending
	}
	a.ObjectKey = UploadKey(a.ID)
	return a
}

// ClientDocument is one file of a client submission, as the client
// profile (internal/domain/client) hands it over: an inline file or a staged
// upload already checked.
type ClientDocument struct {
	ClientID, BatchID string
	File              *File
	Staged            *Upload
	AIEnabled         bool
}

// PrepareClientDocument returns the pending record of a bank statement of
// a client submission. Nothing is stored or charged: the client profile
// charges every file of a submission in one transaction, then enqueues
// each record with Enqueue.
func (s *Service) PrepareClientDocument(p account.Principal, d ClientDocument) Analysis {
	a := s.newRecord(p, KindBankStatement, d.AIEnabled)
	a.ClientID, a.BatchID = d.ClientID, d.BatchID
	if d.File != nil {
		a.Filename, a.Size = d.File.Name, int64(len(d.File.Body))
	} else if d.Staged != nil {
		a.Filename, a.Size = d.Staged.Filename, d.Staged.Size
	}
	return a
}

// Enqueue stores a prepared record and then its PDF, whose creation
// starts the pipeline exactly as for a single analysis. On failure the
// record is failed with queue_failed (never left pending) and the caller
// refunds it.
func (s *Service) Enqueue(ctx context.Context, a Analysis, f *File, staged *Upload) error {
	var up Upload
	if staged != nil {
		up = *staged
	}
	return s.enqueue(ctx, a, f, up)
}

// CheckUpload verifies a staged upload of the organization (see Uploads.Check).
func (s *Service) CheckUpload(ctx context.Context, orgID, id string) (Upload, error) {
	return s.Uploads.Check(ctx, orgID, id)
}

// Lookup returns an analysis record, failing it first (with
// processing_timeout, and its event) if it outlived its deadline, like a
// poll does. It returns ErrNotFound for an unknown id.
func (s *Service) Lookup(ctx context.Context, id string) (Analysis, error) {
	a, err := s.Store.Get(ctx, id)
	if err != nil {
		return a, err
	}
	if !a.Status.Terminal() && s.now().After(a.Deadline) {
		return s.expire(ctx, a)
	}
	return a, nil
}

// Outcome loads the stored outcome of a parsed or completed analysis, or
// returns nil when it has none.
func (s *Service) Outcome(ctx context.Context, a Analysis) (*Outcome, error) {
	if a.ResultKey == "" || (a.Status != StatusParsed && a.Status != StatusCompleted) {
		return nil, nil
	}
	out, err := LoadOutcome(ctx, s.Blobs, a.ResultKey)
	if err != nil {
		return nil, fmt.Errorf("load outcome of %s: %w", a.ID, err)
	}
	return out, nil
}

func (s *Service) maxProcessing() time.Duration {
	if s.MaxProcessing > 0 {
		return s.MaxProcessing
	}
	return DefaultMaxProcessing
}

// enqueue writes the record, then the object whose creation triggers the
// parser. The record goes first so that the parser always finds it; if the
// object cannot be written the record is failed, never left pending.
func (s *Service) enqueue(ctx context.Context, a Analysis, f *File, staged Upload) error {
	if err := s.Store.Create(ctx, a); err != nil {
		// The write may have happened (a timeout after it did): the
		// record must not be left pending either way.
		s.failUnqueued(ctx, a.ID)
		return fmt.Errorf("create record: %w", err)
	}
	var err error
	if f != nil {
		err = s.Blobs.Put(ctx, a.ObjectKey, f.Body, "application/pdf", map[string]string{"analysis-id": a.ID, "org-id": a.OrgID})
	} else {
		err = s.Uploads.Promote(ctx, staged, a.ID, a.ObjectKey)
	}
	if err != nil {
		s.failUnqueued(ctx, a.ID)
		return fmt.Errorf("store object: %w", err)
	}
	return nil
}

// failUnqueued fails the record of a document that could not be queued
// with queue_failed, retrying until the store confirms it. A record that
// does not exist, or is no longer pending, needs nothing.
func (s *Service) failUnqueued(ctx context.Context, id string) {
	fail := &Failure{Code: "queue_failed", Message: "The document could not be stored; it was not charged. Submit it again."}
	s.undo(ctx, "fail unqueued record", id, func(ctx context.Context) error {
		_, err := s.Store.Transition(ctx, id, []Status{StatusPending}, StatusFailed, Patch{UpdatedAt: s.now(), Error: fail})
		if errors.Is(err, ErrNotFound) || errors.Is(err, ErrConflict) {
			return nil
		}
		return err
	})
}

// undo runs an idempotent step of undoing a submission until it succeeds,
// waiting UndoDelays between attempts, detached from the request's
// cancellation (a client that hangs up must not leave a charge behind).
// It reports whether the step succeeded.
func (s *Service) undo(ctx context.Context, what, id string, step func(context.Context) error) bool {
	ctx = context.WithoutCancel(ctx)
	delays := s.UndoDelays
	if delays == nil {
		delays = DefaultUndoDelays
	}
	var err error
	for i, d := range delays {
		if d > 0 {
			time.Sleep(d)
		}
		actx, cancel := context.WithTimeout(ctx, 5*time.Second)
		err = step(actx)
		cancel()
		if err == nil {
			return true
		}
		s.log().WarnContext(ctx, "undo submission: attempt failed", "step", what, "analysis_id", id, "attempt", i+1, "err", err)
	}
	s.log().ErrorContext(ctx, "undo submission: gave up", "step", what, "analysis_id", id, "attempts", len(delays), "err", err)
	return false
}

// Get returns the poll body of an analysis of the caller's organization.
// Another organization's analysis is not_found, exactly like a missing one.
func (s *Service) Get(ctx context.Context, p account.Principal, id string) (any, error) {
	a, err := s.Store.Get(ctx, id)
	if errors.Is(err, ErrNotFound) || (err == nil && a.OrgID != p.Org.ID) {
		return nil, ErrNotFoundAPI
	}
	if err != nil {
		return nil, fmt.Errorf("get analysis: %w", err)
	}
	if !a.Status.Terminal() && s.now().After(a.Deadline) {
		a, err = s.expire(ctx, a)
		if err != nil {
			return nil, err
		}
	}
	var out *Outcome
	if NeedsOutcome(a) {
		out, err = LoadOutcome(ctx, s.Blobs, a.ResultKey)
		if err != nil {
			return nil, fmt.Errorf("load outcome of %s: %w", a.ID, err)
		}
	}
	return Render(a, out), nil
}

// ErrProcessingTimeout is the failure of an analysis that outlived its
// deadline.
var ErrProcessingTimeout = &Failure{Code: "processing_timeout", Message: "The document could not be processed in time. Submit it again; if it keeps failing, contact support with the analysis id."}

// expire fails an analysis that outlived its deadline and emits its event.
func (s *Service) expire(ctx context.Context, a Analysis) (Analysis, error) {
	now := s.now()
	b, err := s.Store.Transition(ctx, a.ID, []Status{StatusPending, StatusProcessing, StatusParsed}, StatusFailed,
		Patch{UpdatedAt: now, CompletedAt: &now, Error: ErrProcessingTimeout})
	if errors.Is(err, ErrConflict) {
		// A stage finished it meanwhile; read what it wrote.
		return s.Store.Get(ctx, a.ID)
	}
	if err != nil {
		return a, fmt.Errorf("expire analysis: %w", err)
	}
	if s.Events != nil {
		if err := s.Events.Emit(ctx, b); err != nil {
			s.log().ErrorContext(ctx, "emit expired analysis", "analysis_id", a.ID, "err", err)
		}
	}
	return b, nil
}

// LoadOutcome reads a stored Outcome.
func LoadOutcome(ctx context.Context, blobs Blobs, key string) (*Outcome, error) {
	b, err := blobs.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	var out Outcome
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("decode outcome: %w", err)
	}
	return &out, nil
}
