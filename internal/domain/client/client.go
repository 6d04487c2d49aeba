// Package client owns client profiles: one business's 1 to 25 bank
// statements submitted together (POST /api/v1/clients), each parsed by the
// same pipeline as a single analysis, and the rollup the aggregator
// computes once every document is terminal (GET /api/v1/clients/{id}),
// with the batch.completed event and the open-banking envelope
// (GET /api/v1/clients/{id}/open-banking).
//
// Flow: Submit validates the files, charges one credit per file in one
// transaction that also creates each file's analysis record, writes the
// client, its batch and one document item per file, and stores each file,
// which starts its analysis; a file that cannot be stored is withdrawn
// (failed with queue_failed and refunded in one write). Every terminal state of such an
// analysis goes through Notifier, which sends {client_id, batch_id,
// analysis_id} to the aggregate queue; Aggregate records the document's
// summary and, once every document of the client is terminal, computes the
// rollup (internal/domain/rollup), stores it, completes the batch and publishes
// batch.completed exactly once. docs/clients.md has the rules.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/apperr"
)

// Limits of a submission.
const (
	MaxFiles     = 25
	MaxNameChars = 200
)

// Client is the stored client record.
type Client struct {
	ID           string
	OrgID        string
	UserID       string
	CredentialID string
	// Name is client_name as submitted; nil means the name is derived
	// from the dominant account holder.
	Name      *string
	AIEnabled bool
	CreatedAt time.Time
	UpdatedAt time.Time
	// Profile is the stored rollup (the ClientProfileRollup JSON), nil
	// until the aggregator computed it; Fingerprint names the documents'
	// states it was computed from, so a repeated message does not
	// recompute it.
	Profile     json.RawMessage
	Fingerprint string
	ProfileAt   *time.Time
}

// Batch is one submission of files for a client.
type Batch struct {
	ID        string
	ClientID  string
	OrgID     string
	CreatedAt time.Time
	// Documents are the analysis ids of the batch's queued files.
	Documents []string
	// Rejected are the files refused before an analysis was made.
	Rejected []Rejected
	// CompletedAt is set once, when every document of the batch is
	// terminal and the profile is computed; it is the created_at of the
	// batch.completed payload.
	CompletedAt *time.Time
	Counts      *Counts
	PublishedAt *time.Time
}

// Rejected is a file refused before queuing.
type Rejected struct {
	Position int    `json:"position" dynamodbav:"position"`
	Filename string `json:"filename" dynamodbav:"filename"`
	Error    string `json:"error" dynamodbav:"error"`
	Message  string `json:"message" dynamodbav:"message"`
}

// Document is one queued file of a client: an analysis.
type Document struct {
	ClientID   string
	AnalysisID string
	// BatchID is empty for a document attached to the client later
	// (POST /api/v1/analyses with client_id): it belongs to no batch.
	BatchID string
	// Kind is the document kind; empty for a statement of a client
	// submission (always bank_statement).
	Kind      string
	Filename  string
	Position  int
	CreatedAt time.Time
	// Summary is written by the aggregator when the analysis is
	// terminal; nil before.
	Summary *Summary
}

// Summary is what a terminal document shows in the profile.
type Summary struct {
	Status        string  `dynamodbav:"status"` // completed or failed
	BankName      *string `dynamodbav:"bank_name,omitempty"`
	PeriodStart   *string `dynamodbav:"period_start,omitempty"`
	PeriodEnd     *string `dynamodbav:"period_end,omitempty"`
	FraudScore    *int    `dynamodbav:"fraud_score,omitempty"`
	FailureReason *string `dynamodbav:"failure_reason,omitempty"`
	PagesPresent  *int    `dynamodbav:"pages_present,omitempty"`
	PagesExpected *int    `dynamodbav:"pages_expected,omitempty"`
	DetectedBank  *string `dynamodbav:"detected_bank,omitempty"`
	AccountHolder *string `dynamodbav:"account_holder,omitempty"`
	// CompletedAt is the analysis's completion time.
	CompletedAt *time.Time `dynamodbav:"completed_at,omitempty"`
}

// Counts are the document counts of a client or batch.
type Counts struct {
	Total     int `json:"total" dynamodbav:"total"`
	Completed int `json:"completed" dynamodbav:"completed"`
	Failed    int `json:"failed" dynamodbav:"failed"`
}

// Snapshot is a client with its batches and documents.
type Snapshot struct {
	Client    Client
	Batches   []Batch
	Documents []Document
}

// ErrNotFound is returned by a Store for a missing client or document.
var ErrNotFound = errors.New("client: not found")

// Store persists clients, batches and documents (internal/aws/ddbstore).
type Store interface {
	// CreateClient writes the client, its batch and its documents, all or
	// nothing.
	CreateClient(ctx context.Context, c Client, b Batch, docs []Document) error
	// AddDocument adds a document to an existing client of the
	// organization, if the document is not there yet; ErrNotFound when
	// the client does not exist or belongs to another organization.
	AddDocument(ctx context.Context, orgID string, d Document) error
	// RemoveDocument removes a document item; used only when an attached
	// document could not be queued.
	RemoveDocument(ctx context.Context, clientID, analysisID string) error
	// DeleteClient removes a client and its items; used only when no file
	// of its submission could be queued.
	DeleteClient(ctx context.Context, id string) error
	// GetClient reads a client with its batches and documents (documents
	// in submission order), or returns ErrNotFound.
	GetClient(ctx context.Context, id string) (Snapshot, error)
	// PutSummary records a terminal document's summary; ErrNotFound when
	// the document item does not exist.
	PutSummary(ctx context.Context, clientID, analysisID string, s Summary) error
	// SaveProfile stores the rollup and the fingerprint of its inputs,
	// unless a rollup with the same fingerprint is stored already (a
	// concurrent aggregator run); it returns the profile stored for the
	// fingerprint either way, so every run publishes the same bytes.
	SaveProfile(ctx context.Context, clientID string, profile json.RawMessage, fingerprint string, at time.Time) (json.RawMessage, error)
	// CompleteBatch sets the batch's completion time and counts if it has
	// none yet, and returns the stored batch either way (so every caller
	// sees the first completion).
	CompleteBatch(ctx context.Context, clientID, batchID string, counts Counts, at time.Time) (Batch, error)
	// MarkPublished records that batch.completed was published.
	MarkPublished(ctx context.Context, clientID, batchID string, at time.Time) error
}

// Analyses is what the client profile needs of the analysis service
// (*analysis.Service implements it).
type Analyses interface {
	PrepareClientDocument(p account.Principal, d analysis.ClientDocument) analysis.Analysis
	Enqueue(ctx context.Context, a analysis.Analysis, f *analysis.File, staged *analysis.Upload) error
	Withdraw(ctx context.Context, a analysis.Analysis) analysis.Withdrawal
	CheckUpload(ctx context.Context, orgID, id string) (analysis.Upload, error)
	Lookup(ctx context.Context, id string) (analysis.Analysis, error)
	Outcome(ctx context.Context, a analysis.Analysis) (*analysis.Outcome, error)
}

// Charger charges credits and creates the charged records in the same
// write (internal/domain/billing). A client-facing error means nothing was
// written; any other may come after the write committed.
type Charger interface {
	Charge(ctx context.Context, org account.Org, records []analysis.Analysis) error
}

// Sender sends a message to a queue (the aggregate queue).
type Sender interface {
	Send(ctx context.Context, msg any, delay time.Duration) error
}

// Publisher publishes webhook events (*webhook.Service).
type Publisher interface {
	Publish(ctx context.Context, ev webhook.Event, render func(context.Context) ([]byte, error)) error
}

// Message is the aggregate queue's message: a document of a client became
// terminal.
type Message struct {
	ClientID   string `json:"client_id"`
	BatchID    string `json:"batch_id"`
	AnalysisID string `json:"analysis_id"`
}

// Service implements client profiles.
type Service struct {
	Store Store
	// Lister lists an organization's clients (the console's list).
	Lister   Lister
	Analyses Analyses
	Billing  Charger
	// AggregateQueue is the aggregate queue; the API sends to it for files
	// that failed to queue, and for clients whose aggregation seems lost.
	AggregateQueue Sender
	Webhooks       Publisher
	Log            *slog.Logger
	Now            func() time.Time
}

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

// Client-facing errors.
var (
	ErrNoUserContext = apperr.New(apperr.Invalid, "no_user_context",
		"This key is not tied to a user, and a client profile records the user who created it. Use a key created for a user, or an OAuth token.")
	ErrInvalidKind = apperr.New(apperr.Invalid, "invalid_document_kind",
		"document_kind is required and must be bank_statement: client profiles are built from bank statements.")
	ErrNoFiles = apperr.New(apperr.Invalid, "no_files",
		"Send 1 to 25 PDF statements in the multipart fields file or files (both repeatable), or staged uploads as upload_id.")
	ErrTooManyFiles = apperr.New(apperr.TooLarge, "too_many_files",
		"A client profile takes at most 25 files per submission. Split the statements or send the most recent 25.")
	ErrInvalidName = apperr.New(apperr.Invalid, "invalid_request",
		"client_name must be at most 200 characters.")
	ErrAllFilesFailed = apperr.New(apperr.Unavailable, "all_files_failed",
		"None of the files could be queued and nothing was charged. documents gives each file's reason: fix those files, or retry shortly if they failed to queue.")
	// ErrAllFilesFailedDeferred is all_files_failed when the refund of a
	// file could not be confirmed: its document item carries its id, and
	// the sweeper fails and refunds it.
	ErrAllFilesFailedDeferred = apperr.New(apperr.Unavailable, "all_files_failed",
		"None of the files could be queued. A credit taken for a file is returned automatically within minutes, when the analysis named by its id fails with queue_failed; documents gives each file's reason. Retry shortly.")
	ErrNotFoundAPI = apperr.New(apperr.NotFound, "not_found",
		"No client with this id exists for your organization.")
	ErrInvalidID = apperr.New(apperr.Invalid, "invalid_id",
		"The client id must be a UUID as returned by POST /api/v1/clients.")
	ErrIDRequired = apperr.New(apperr.Invalid, "id_required",
		"The client id is missing from the path: /api/v1/clients/{id}.")
)
