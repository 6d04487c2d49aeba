package httpapi

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/docanalysis/service/internal/platform/apperr"
)

// statusOf is the one place where error kinds become HTTP statuses.
func statusOf(k apperr.Kind) int {
	switch k {
	case apperr.Invalid:
		return http.StatusBadRequest
	case apperr.Unauthorized:
		return http.StatusUnauthorized
	case apperr.PaymentRequired:
		return http.StatusPaymentRequired
	case apperr.Forbidden:
		return http.StatusForbidden
	case apperr.NotFound:
		return http.StatusNotFound
	case apperr.MethodNotAllowed:
		return http.StatusMethodNotAllowed
	case apperr.Conflict:
		return http.StatusConflict
	case apperr.TooLarge:
		return http.StatusRequestEntityTooLarge
	case apperr.UnsupportedMedia:
		return http.StatusUnsupportedMediaType
	case apperr.Unprocessable:
		return http.StatusUnprocessableEntity
	case apperr.RateLimited:
		return http.StatusTooManyRequests
	case apperr.Unavailable:
		return http.StatusBadGateway
	case apperr.NotImplemented:
		return http.StatusNotImplemented
	case apperr.HeadersTooLarge:
		return http.StatusRequestHeaderFieldsTooLarge
	case apperr.VersionNotSupported:
		return http.StatusHTTPVersionNotSupported
	default:
		return http.StatusInternalServerError
	}
}

var errInternal = apperr.New(apperr.Internal, "internal_error",
	"Something went wrong on our side. The request is safe to retry; if it keeps failing, contact support with the X-Request-Id.")

// writeError writes err as the error envelope. Errors that are not
// *apperr.Error are logged with their cause and reported as internal_error:
// an internal error message never reaches the client.
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	e, ok := apperr.As(err)
	if !ok {
		log.ErrorContext(r.Context(), "internal error", "method", r.Method, "path", r.URL.Path, "err", err)
		e = errInternal
	} else if e.Err != nil || e.Kind == apperr.Internal || e.Kind == apperr.Unavailable {
		log.ErrorContext(r.Context(), "request failed", "code", e.Code, "method", r.Method, "path", r.URL.Path, "err", err)
	}
	body := map[string]any{}
	for k, v := range e.Fields {
		body[k] = v
	}
	body["code"] = e.Code
	body["message"] = e.Message
	writeJSON(w, statusOf(e.Kind), map[string]any{"error": body})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}
