package analysis

import "github.com/docanalysis/service/internal/platform/apperr"

// MaxFileBytes is the contract's 25 MB per-file limit (25 MiB).
const MaxFileBytes = 25 << 20

// Limits the contract leaves open (documented in docs/api.md).
const (
	MaxMetadataBytes = 16 << 10
	// MaxMetadataDepth bounds the nesting of objects and arrays in
	// metadata, the submitted object itself being level 1: deeper
	// documents break common JSON parsers of webhook receivers.
	MaxMetadataDepth  = 32
	MaxClientRefChars = 255
)

// Client-facing submission errors.
var (
	ErrInvalidKind = apperr.New(apperr.Invalid, "invalid_document_kind",
		"document_kind is required and must be one of bank_statement, tax_return, application_form.")
	ErrNoFile = apperr.New(apperr.Invalid, "invalid_request",
		"A PDF is required: send it in the multipart field 'file', or stage a large one with POST /api/v1/uploads and send 'upload_id'.")
	ErrFileTooLarge = apperr.New(apperr.TooLarge, "file_too_large",
		"The PDF is larger than 25 MB. Split the document or compress it.")
	ErrNotPDF = apperr.New(apperr.UnsupportedMedia, "unsupported_media_type",
		"Only PDF files are accepted: the upload must be a PDF (starting with %PDF-) sent as application/pdf.")
	ErrInvalidCallback = apperr.New(apperr.Unprocessable, "invalid_callback_url",
		"callback_url must be an absolute https URL whose host resolves only to public addresses.")
	ErrInvalidMetadata = apperr.New(apperr.Unprocessable, "invalid_metadata",
		"metadata must be a JSON-encoded object of at most 16 KB, with objects and arrays nested at most 32 levels deep, for example {\"loan_id\":\"123\"}.")
	ErrInvalidClientRef = apperr.New(apperr.Unprocessable, "invalid_client_ref",
		"client_ref must be at most 255 characters.")
	ErrInvalidUpload = apperr.New(apperr.Invalid, "invalid_upload",
		"upload_id does not name an upload of this organization that has been uploaded and not used yet; create one with POST /api/v1/uploads and PUT the file to its upload_url first.")
	ErrParserUnavailable = apperr.New(apperr.Unavailable, "parser_unavailable",
		"The analysis service could not accept the job. Nothing was charged; retry shortly.")
	// ErrParserUnavailableDeferred is parser_unavailable when the
	// refund of the job could not be confirmed: the client is never told
	// that nothing was charged while a charge may stand. Its extra field
	// analysis_id names the record the sweeper fails and refunds.
	ErrParserUnavailableDeferred = apperr.New(apperr.Unavailable, "parser_unavailable",
		"The analysis service could not accept the job. If a credit was taken for it, it is returned automatically within minutes, when the analysis named by analysis_id fails with queue_failed. Retry shortly.")
	ErrNotFoundAPI = apperr.New(apperr.NotFound, "not_found",
		"No analysis with this id exists for your organization.")
	// ErrClientNotFound is the answer to a client_id that names no client
	// of the organization (the client service answers the same).
	ErrClientNotFound = apperr.New(apperr.NotFound, "not_found",
		"No client with this id exists for your organization.")
)
