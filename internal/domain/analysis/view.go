package analysis

import (
	"encoding/json"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// Envelope is the terminal analysis envelope: the body of analysis.completed
// and analysis.failed webhooks, and of a poll once the analysis is terminal.
type Envelope struct {
	ID           string            `json:"id"`
	Event        string            `json:"event"`
	ClientRef    *string           `json:"client_ref"`
	Status       Status            `json:"status"`
	CreatedAt    time.Time         `json:"created_at"`
	CompletedAt  *time.Time        `json:"completed_at"`
	Metadata     json.RawMessage   `json:"metadata,omitempty"`
	Result       *result.Statement `json:"result"`
	Error        *Failure          `json:"error"`
	DocumentKind Kind              `json:"document_kind,omitempty"`
	Phases       *Phases           `json:"phases,omitempty"`
}

// ExtractionEnvelope is the body of tax_return.extracted and
// application_form.extracted, and of a poll of such a completed analysis.
type ExtractionEnvelope struct {
	ID        string            `json:"id"`
	Event     string            `json:"event"`
	ClientRef *string           `json:"client_ref"`
	CreatedAt time.Time         `json:"created_at"`
	Metadata  json.RawMessage   `json:"metadata,omitempty"`
	Data      []json.RawMessage `json:"data"`
	// Checks and Flagged are additions for tax returns: the arithmetic
	// tests of the rows (omitted when none could run) and whether one
	// failed (always present on a tax return's envelope).
	Checks       []ExtractionCheck `json:"checks,omitempty"`
	Flagged      *bool             `json:"flagged,omitempty"`
	DocumentKind Kind              `json:"document_kind,omitempty"`
}

// Snapshot is the poll response while an analysis is not terminal.
type Snapshot struct {
	ID           string          `json:"id"`
	Status       Status          `json:"status"`
	ClientRef    *string         `json:"client_ref"`
	Metadata     json.RawMessage `json:"metadata,omitempty"`
	DocumentKind Kind            `json:"document_kind,omitempty"`
	Phases       *Phases         `json:"phases,omitempty"`
}

// NeedsOutcome reports whether Render needs the stored Outcome.
func NeedsOutcome(a Analysis) bool { return a.Status == StatusCompleted && a.ResultKey != "" }

// Render returns the poll body for a, following the contract's poll table:
//
//   - pending, processing or parsed: a Snapshot;
//   - failed (any kind): an analysis Envelope with the error;
//   - completed bank statement: an analysis Envelope with the result;
//   - completed tax return with persisted rows: an ExtractionEnvelope;
//     with none, an analysis Envelope (no empty data array is made up);
//   - completed application form: an ExtractionEnvelope, with an empty data
//     array when its extraction row is unavailable.
//
// out may be nil when the Outcome could not be read; the result is then null.
func Render(a Analysis, out *Outcome) any {
	phases := a.Phases
	if !a.Status.Terminal() {
		return Snapshot{ID: a.ID, Status: a.Status, ClientRef: a.ClientRef, Metadata: a.Metadata, DocumentKind: a.Kind, Phases: &phases}
	}
	if a.Status == StatusCompleted {
		if ev, data := extraction(a, out); ev != "" {
			env := ExtractionEnvelope{ID: a.ID, Event: ev, ClientRef: a.ClientRef, CreatedAt: a.CreatedAt, Metadata: a.Metadata, Data: data, DocumentKind: a.Kind}
			if a.Kind == KindTaxReturn {
				// extraction answers a tax return only with its outcome.
				flagged := out.Flagged
				env.Checks, env.Flagged = out.Checks, &flagged
			}
			return env
		}
	}
	env := Envelope{
		ID: a.ID, Event: EventCompleted, ClientRef: a.ClientRef, Status: a.Status,
		CreatedAt: a.CreatedAt, CompletedAt: a.CompletedAt, Metadata: a.Metadata,
		DocumentKind: a.Kind, Phases: &phases,
	}
	if a.Status == StatusFailed {
		env.Event = EventFailed
		env.Error = a.Error
		if env.Error == nil {
			env.Error = &Failure{Code: "processing_failed", Message: "The analysis failed."}
		}
		return env
	}
	if out != nil {
		env.Result = out.Result
	}
	return env
}

// EventOf returns the event kind a terminal analysis emits.
func EventOf(a Analysis) string {
	switch {
	case a.Status == StatusFailed:
		return EventFailed
	case a.Kind == KindApplicationForm:
		return EventApplicationFormExtracted
	case a.Kind == KindTaxReturn && a.ExtractionRows > 0:
		return EventTaxReturnExtracted
	default:
		return EventCompleted
	}
}

func extraction(a Analysis, out *Outcome) (string, []json.RawMessage) {
	switch a.Kind {
	case KindTaxReturn:
		if a.ExtractionRows == 0 || out == nil || len(out.Data) == 0 {
			return "", nil
		}
		return EventTaxReturnExtracted, out.Data
	case KindApplicationForm:
		data := []json.RawMessage{}
		if out != nil && out.Data != nil {
			data = out.Data
		}
		return EventApplicationFormExtracted, data
	}
	return "", nil
}
