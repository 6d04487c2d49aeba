// Package analysis owns the analysis resource: submission rules, the states
// an analysis moves through, and the envelopes that polling and webhooks
// return.
//
// States: an accepted submission is stored as pending (the submit response
// says "queued"); the parser moves it to processing and then parsed; the
// fraud stage moves it to completed. Any stage may move it to failed. Every
// move is a conditional write from the states it may come from, so a stage
// that runs twice cannot move an analysis backwards.
package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// Kind is the document_kind of a submission.
type Kind string

const (
	KindBankStatement   Kind = "bank_statement"
	KindTaxReturn       Kind = "tax_return"
	KindApplicationForm Kind = "application_form"
)

// Valid reports whether k is one of the contract's document kinds.
func (k Kind) Valid() bool {
	return k == KindBankStatement || k == KindTaxReturn || k == KindApplicationForm
}

// Status is the stored state of an analysis.
type Status string

const (
	StatusQueued     Status = "queued" // only in the submit response
	StatusPending    Status = "pending"
	StatusProcessing Status = "processing"
	StatusParsed     Status = "parsed"
	StatusCompleted  Status = "completed"
	StatusFailed     Status = "failed"
)

// Terminal reports whether no stage will move the analysis again.
func (s Status) Terminal() bool { return s == StatusCompleted || s == StatusFailed }

// Event kinds the pipeline emits for an analysis.
const (
	EventCompleted                = "analysis.completed"
	EventFailed                   = "analysis.failed"
	EventTaxReturnExtracted       = "tax_return.extracted"
	EventApplicationFormExtracted = "application_form.extracted"
)

// Failure is why an analysis failed. Code is stable; Message tells the
// caller what to do.
type Failure struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (f *Failure) Error() string { return f.Code + ": " + f.Message }

// Refunded reports whether an analysis that fails with f has its credit
// returned: the failure is the service's, not the document's. The document
// was never queued (queue_failed), it ran out of time (processing_timeout),
// a stage kept failing for a reason other than the file
// (processing_failed), or the deployment lacks the OCR engine
// (ocr_unavailable). A failure about the file (pdf_corrupt, a limit, the
// wrong kind, no text) stays charged: the work was done and its answer
// given. Stages ask it when they fail an analysis and set Patch.RefundOrg
// (docs/api.md, Billing).
func (f *Failure) Refunded() bool {
	if f == nil {
		return false
	}
	switch f.Code {
	case ErrQueueFailed.Code, ErrProcessingTimeout.Code, "processing_failed", "ocr_unavailable":
		return true
	}
	return false
}

// RefundTo is the Patch.RefundOrg of failing a with f: a's organization
// when f is refunded, none otherwise.
func RefundTo(a Analysis, f *Failure) string {
	if f.Refunded() {
		return a.OrgID
	}
	return ""
}

// ErrQueueFailed is the failure of a charged analysis whose document could
// not be stored: the API failed it when the upload did not go through, or
// the sweeper found no upload long after. It is refunded in the same write
// that records it, so its message can say so.
var ErrQueueFailed = &Failure{Code: "queue_failed", Message: "The document could not be stored; it was not charged. Submit it again."}

// ErrProcessingTimeout is the failure of an analysis that outlived its
// deadline. It is refunded in the same write that records it.
var ErrProcessingTimeout = &Failure{Code: "processing_timeout", Message: "The document could not be processed in time; it was not charged. Submit it again; if it keeps failing, contact support with the analysis id."}

// Phase progress values, an addition to the contract that tells which
// stages have run.
const (
	PhasePending   = "pending"
	PhaseCompleted = "completed"
	PhaseFailed    = "failed"
	PhaseSkipped   = "skipped"
)

// Phases records the progress of each pipeline phase.
type Phases struct {
	Parse         string `json:"parse"`
	MetadataFraud string `json:"metadata_fraud"`
	AIFraud       string `json:"ai_fraud"`
	// OCR is set only for a document with pages read from their image:
	// pending while it waits for or runs in the OCR stage, then completed
	// or failed. Webhook phase filtering folds it into parse.
	OCR string `json:"ocr,omitempty" dynamodbav:",omitempty"`
}

// Analysis is the stored record of one submitted document.
type Analysis struct {
	ID           string
	OrgID        string
	UserID       string
	CredentialID string
	Kind         Kind
	Status       Status
	ClientRef    *string
	// Metadata is the submitted JSON object, compacted but otherwise as
	// sent; nil when none was submitted.
	Metadata    json.RawMessage
	CallbackURL string
	CallbackID  string
	AIEnabled   bool
	Filename    string
	Size        int64
	ObjectKey   string
	ClientID    string
	BatchID     string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	CompletedAt *time.Time
	// Deadline bounds how long the analysis may stay non-terminal; past
	// it, a read or a late stage marks it failed with processing_timeout.
	Deadline time.Time
	Error    *Failure
	// ResultKey is the S3 key of the stored Outcome.
	ResultKey string
	// ExtractionRows is the number of persisted extraction rows.
	ExtractionRows int
	Phases         Phases
}

// Outcome is what the parser (and later stages) produce for an analysis.
// It is stored whole in S3 because a statement's transactions can exceed
// DynamoDB's item size.
type Outcome struct {
	// Result is the AnalysisResult of a bank statement; nil (null) for
	// the other kinds.
	Result *result.Statement `json:"result"`
	// Data holds extraction rows for tax returns and application forms.
	Data []json.RawMessage `json:"data,omitempty"`
	// Checks are a tax return's arithmetic tests, run on its rows;
	// Flagged is set when one failed (a doctored return is a known fraud
	// pattern). Both are empty for the other kinds.
	Checks  []ExtractionCheck `json:"checks,omitempty"`
	Flagged bool              `json:"flagged,omitempty"`
	// Corrections are the changes made to the OCR'd words of a scanned
	// tax return or application before and while it was read (a box
	// rule dropped, a split figure joined, a figure the arithmetic
	// chose). They are kept with the result for review and are not part
	// of the extraction envelope; identifiers in them are masked to
	// their last four digits.
	Corrections []ExtractionCorrection `json:"corrections,omitempty"`
}

// ExtractionCorrection is one change made to a word read by OCR
// (docs/forms.md, "Scans").
type ExtractionCorrection struct {
	Page int    `json:"page"`
	From string `json:"from"`
	To   string `json:"to"`
	Why  string `json:"why"`
}

// ExtractionCheck is one arithmetic test of an extracted tax return:
// Expected is what the other printed lines imply, Actual what the line
// itself says (docs/forms.md lists them).
type ExtractionCheck struct {
	Name     string  `json:"name"`
	Passed   bool    `json:"passed"`
	Expected float64 `json:"expected"`
	Actual   float64 `json:"actual"`
}

// Patch lists the fields a transition sets besides the status.
type Patch struct {
	UpdatedAt      time.Time
	CompletedAt    *time.Time
	Error          *Failure
	ResultKey      *string
	ExtractionRows *int
	Phases         *Phases
	// RefundOrg, when set, returns the analysis' credit to that
	// organization (its OrgID) in the same atomic write as the
	// transition: both happen or neither, so a failure recorded with a
	// refunded code (Failure.Refunded) never leaves its charge standing,
	// and a transition that loses its race refunds nothing. A charge that
	// does not exist, or was refunded already, is left alone and the
	// transition happens on its own: a retried transition never refunds
	// twice.
	RefundOrg string
}

// Errors a Store reports.
var (
	ErrNotFound = errors.New("analysis: not found")
	// ErrConflict: the analysis was not in one of the expected states.
	ErrConflict = errors.New("analysis: state conflict")
)

// Store persists analysis records.
type Store interface {
	Create(ctx context.Context, a Analysis) error
	Get(ctx context.Context, id string) (Analysis, error)
	// Transition sets status to `to` and applies p, only if the current
	// status is one of from; otherwise it returns ErrConflict.
	Transition(ctx context.Context, id string, from []Status, to Status, p Patch) (Analysis, error)
}

// OpenLister lists the analyses that are not terminal yet (pending,
// processing, parsed), for the sweeper that re-drives the ones a lost
// message or an outage left behind (internal/domain/pipeline.Sweeper).
// The listing may lag the records slightly (DynamoDB reads it from an
// index): a caller acts only through a conditional Transition.
type OpenLister interface {
	// ListOpen returns up to limit non-terminal analyses, oldest first.
	ListOpen(ctx context.Context, limit int) ([]Analysis, error)
}

// Blobs stores documents and outcomes.
type Blobs interface {
	Put(ctx context.Context, key string, body []byte, contentType string, meta map[string]string) error
	Get(ctx context.Context, key string) ([]byte, error)
}

// Keys of the objects an analysis owns. Only uploads/ triggers the parser.
func UploadKey(id string) string { return "uploads/" + id + ".pdf" }

// ResultKey is where the Outcome of an analysis is stored.
func ResultKey(id string) string { return "results/" + id + ".json" }

// FactsKey is where the parser stage keeps what it read of the PDF for the
// later stages (see pipeline.Extraction). It shares results/ so that it
// expires with the result and the same permissions cover it.
func FactsKey(id string) string { return "results/" + id + ".facts" }

// IDFromUploadKey returns the analysis id of an uploads/ key.
func IDFromUploadKey(key string) (string, bool) {
	const prefix, suffix = "uploads/", ".pdf"
	if len(key) <= len(prefix)+len(suffix) || key[:len(prefix)] != prefix || key[len(key)-len(suffix):] != suffix {
		return "", false
	}
	return key[len(prefix) : len(key)-len(suffix)], true
}
