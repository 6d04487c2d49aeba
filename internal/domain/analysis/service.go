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

// Charger charges credits (internal/domain/billing).
type Charger interface {
	// Charge charges one credit per record and creates the records in
	// the same atomic write. A client-facing error (*apperr.Error) means
	// nothing was written; any other may come after the write
	// committed.
	Charge(ctx context.Context, org account.Org, records []Analysis) error
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
	// not be queued (Withdraw); nil is DefaultUndoDelays.
	UndoDelays []time.Duration
}

// DefaultUndoDelays are the waits before each attempt at undoing a
// submission: five attempts over about four seconds, enough to ride out a
// throttle or a brief outage while the client waits for its answer. What
// they cannot undo, the sweeper does (pipeline.Sweeper): the record is
// charged and pending without an upload, which it fails and refunds.
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

	// The charge and the record are one write: a charge never stands
	// without the record that lets the sweeper refund it.
	if err := s.Billing.Charge(ctx, p.Org, []Analysis{a}); err != nil {
		if _, ok := apperr.As(err); ok {
			return Queued{}, err // refused: nothing was written
		}
		return s.abandon(ctx, a, fmt.Errorf("charge: %w", err))
	}
	if clientID != "" {
		// The client's document goes first, so that the aggregator always
		// finds it when the analysis becomes terminal.
		if err := s.Clients.Attach(ctx, a); err != nil {
			return s.abandon(ctx, a, err)
		}
	}
	if err := s.Enqueue(ctx, a, in.File, &staged); err != nil {
		if clientID != "" {
			s.undo(ctx, "detach from client", a.ID, func(ctx context.Context) error { return s.Clients.Detach(ctx, a) })
		}
		return s.abandon(ctx, a, err)
	}
	return queued(a), nil
}

func queued(a Analysis) Queued {
	return Queued{ID: a.ID, Status: StatusQueued, ClientRef: a.ClientRef, CallbackID: a.CallbackID, CreatedAt: a.CreatedAt}
}

// abandon answers a submission whose charged record could not be queued,
// after withdrawing it. The client hears "nothing was charged" only when
// the refund is confirmed; a record whose upload arrived after all is
// accepted; otherwise the answer says that the credit comes back on its
// own and names the analysis, whose record the sweeper fails and refunds.
func (s *Service) abandon(ctx context.Context, a Analysis, cause error) (Queued, error) {
	s.log().ErrorContext(ctx, "queue analysis", "analysis_id", a.ID, "err", cause)
	w := s.Withdraw(ctx, a)
	if w == Started {
		s.log().WarnContext(ctx, "queue analysis: the upload arrived after all; accepted", "analysis_id", a.ID)
		return queued(a), nil
	}
	if ae, ok := apperr.As(cause); ok {
		// The client's own mistake (an upload claimed meanwhile, a client
		// that is gone): its answer, which claims nothing about money.
		return Queued{}, ae
	}
	if w == Withdrawn {
		return Queued{}, ErrParserUnavailable.Wrap(cause)
	}
	s.log().ErrorContext(ctx, "refund_deferred: the sweeper fails and refunds the unqueued analysis",
		"analysis_id", a.ID, "org_id", a.OrgID)
	return Queued{}, ErrParserUnavailableDeferred.With("analysis_id", a.ID).Wrap(cause)
}

// Withdrawal is what became of a charged record that could not be queued.
type Withdrawal int

const (
	// Unconfirmed: the store could not be reached. The record may be
	// pending and charged (or, when the charge itself failed, absent);
	// the sweeper fails and refunds a pending record with no upload.
	Unconfirmed Withdrawal = iota
	// Withdrawn: the record is failed with queue_failed and its credit
	// returned, in one write (now, or by an earlier attempt whose reply
	// was lost).
	Withdrawn
	// Started: the upload arrived after all and a stage moved the record
	// on: the analysis runs, and is charged, like any other.
	Started
)

// Withdraw undoes a charged record whose document could not be stored:
// it fails the record with queue_failed and refunds it in one write
// (Patch.RefundOrg), retried UndoDelays apart, detached from the request's
// cancellation (a client that hangs up must not leave a charge behind).
// Safe to repeat, and safe when the charge never committed.
func (s *Service) Withdraw(ctx context.Context, a Analysis) Withdrawal {
	out := Unconfirmed
	s.undo(ctx, "withdraw", a.ID, func(ctx context.Context) error {
		now := s.now()
		phases := a.Phases
		phases.Parse, phases.MetadataFraud, phases.AIFraud = PhaseFailed, PhaseSkipped, PhaseSkipped
		_, err := s.Store.Transition(ctx, a.ID, []Status{StatusPending}, StatusFailed,
			Patch{UpdatedAt: now, CompletedAt: &now, Error: ErrQueueFailed, Phases: &phases, RefundOrg: RefundTo(a, ErrQueueFailed)})
		if err == nil {
			out = Withdrawn
			return nil
		}
		if !errors.Is(err, ErrConflict) {
			return err
		}
		cur, err := s.Store.Get(ctx, a.ID)
		switch {
		case errors.Is(err, ErrNotFound):
			// The charge did not commit, or not yet: the sweeper
			// refunds it if it does.
			out = Unconfirmed
		case err != nil:
			return err
		case cur.Status == StatusFailed && cur.Error != nil && cur.Error.Code == ErrQueueFailed.Code:
			out = Withdrawn
		default:
			out = Started
		}
		return nil
	})
	return out
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

// Enqueue stores the PDF of a charged record, whose creation starts the
// pipeline. On failure the record stays pending and charged: the caller
// withdraws it (Withdraw), or the sweeper does.
func (s *Service) Enqueue(ctx context.Context, a Analysis, f *File, staged *Upload) error {
	var err error
	if f != nil {
		err = s.Blobs.Put(ctx, a.ObjectKey, f.Body, "application/pdf", map[string]string{"analysis-id": a.ID, "org-id": a.OrgID})
	} else {
		err = s.Uploads.Promote(ctx, *staged, a.ID, a.ObjectKey)
	}
	if err != nil {
		return fmt.Errorf("store object: %w", err)
	}
	return nil
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

// undo runs an idempotent step of undoing a submission until it succeeds,
// waiting UndoDelays between attempts, detached from the request's
// cancellation. It reports whether the step succeeded.
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

// expire fails an analysis that outlived its deadline, refunding it in the
// same write (its failure is the service's), and emits its event.
func (s *Service) expire(ctx context.Context, a Analysis) (Analysis, error) {
	now := s.now()
	b, err := s.Store.Transition(ctx, a.ID, []Status{StatusPending, StatusProcessing, StatusParsed}, StatusFailed,
		Patch{UpdatedAt: now, CompletedAt: &now, Error: ErrProcessingTimeout, RefundOrg: RefundTo(a, ErrProcessingTimeout)})
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
