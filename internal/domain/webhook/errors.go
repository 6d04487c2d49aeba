package webhook

import (
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/apperr"
)

// Client-facing errors of the webhook endpoints (docs/webhooks.md lists
// them with their statuses).
var (
	ErrInvalidBody = apperr.New(apperr.Invalid, "invalid_request",
		`The body must be a JSON object such as {"event_type":"analysis.completed","included_phases":["parse","metadata_fraud"],"target_url":"https://example.com/hooks"}.`)
	ErrInvalidEventType = apperr.New(apperr.Invalid, "invalid_event_type",
		"event_type is required and must be one of analysis.completed, analysis.failed, batch.completed, tax_return.extracted, application_form.extracted.")
	ErrPhasesRequired = apperr.New(apperr.Invalid, "invalid_included_phases",
		"included_phases is required for analysis.completed: a non-empty array of distinct values among parse, metadata_fraud, ai_fraud.")
	ErrInvalidPhases = apperr.New(apperr.Invalid, "invalid_included_phases",
		"included_phases must be an array of distinct values among parse, metadata_fraud, ai_fraud.")
	ErrPhasesNotAllowed = apperr.New(apperr.Invalid, "invalid_included_phases",
		"included_phases applies only to analysis.completed; extraction and batch events carry complete payloads. Omit it.")
	ErrInvalidTargetURL = apperr.New(apperr.Invalid, "invalid_target_url",
		"target_url is required and must be an absolute https URL whose host resolves only to public addresses.")
	ErrEventDisabled = apperr.New(apperr.Forbidden, "event_disabled",
		"This event is disabled for your organization. Contact support to enable it.")
	ErrSubscriptionNotFound = apperr.New(apperr.NotFound, "not_found",
		"No webhook subscription with this id exists for your organization.")

	ErrInvalidTestBody = apperr.New(apperr.Invalid, "invalid_request",
		`The body must be a JSON object with the receiver's URL: {"callback_url":"https://example.com/hooks"}.`)
	// ErrInvalidCallbackURL is the submission's callback_url error: the
	// test delivery applies the same rules.
	ErrInvalidCallbackURL = analysis.ErrInvalidCallback

	ErrDeliveryFilter = apperr.New(apperr.Invalid, "invalid_request",
		"Give analysis_id or batch_id (or both) as a UUID, for example ?analysis_id=3f1c2a9e-8b7d-4e25-9c61-0a4b5d6e7f80.")
	ErrDeliveryNotFound = apperr.New(apperr.NotFound, "not_found",
		"No webhook delivery with this id exists for your organization.")
	ErrNotDead = apperr.New(apperr.Conflict, "not_dead",
		"Only a dead delivery (all five attempts failed) can be redelivered; this one is still pending, retrying, delivered or permanently failed.")
)
