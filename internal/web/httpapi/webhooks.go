package httpapi

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/docanalysis/service/internal/domain/webhook"
)

// maxJSONBody bounds the JSON bodies of the webhook endpoints.
const maxJSONBody = 64 << 10

// readJSON decodes a small JSON object body into v. Unknown fields are
// ignored (the descriptions allow additional properties); anything that
// is not a JSON object of at most maxJSONBody bytes is bad.
func readJSON(r *http.Request, v any) bool {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxJSONBody+1))
	if err != nil || len(b) > maxJSONBody {
		return false
	}
	return json.Unmarshal(b, v) == nil
}

func (s *Server) createWebhook(w http.ResponseWriter, r *http.Request, c *call) {
	var in webhook.SubscriptionRequest
	if !readJSON(r, &in) {
		writeError(w, r, c.log, webhook.ErrInvalidBody)
		return
	}
	sub, err := s.cfg.Webhooks.Create(r.Context(), c.principal, in)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	c.log.InfoContext(r.Context(), "webhook subscription created", "subscription_id", sub.ID, "event_type", sub.EventType)
	writeJSON(w, http.StatusCreated, sub)
}

func (s *Server) listWebhooks(w http.ResponseWriter, r *http.Request, c *call) {
	subs, err := s.cfg.Webhooks.List(r.Context(), c.principal)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"subscriptions": subs})
}

func (s *Server) deleteWebhook(w http.ResponseWriter, r *http.Request, c *call) {
	id := r.PathValue("id")
	if err := s.cfg.Webhooks.Delete(r.Context(), c.principal, id); err != nil {
		writeError(w, r, c.log, err)
		return
	}
	c.log.InfoContext(r.Context(), "webhook subscription deleted", "subscription_id", id)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) testWebhook(w http.ResponseWriter, r *http.Request, c *call) {
	var in webhook.TestRequest
	if !readJSON(r, &in) {
		writeError(w, r, c.log, webhook.ErrInvalidTestBody)
		return
	}
	res, err := s.cfg.Webhooks.Test(r.Context(), c.principal, in)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

func (s *Server) listDeliveries(w http.ResponseWriter, r *http.Request, c *call) {
	q := r.URL.Query()
	list, err := s.cfg.Webhooks.Deliveries(r.Context(), c.principal, q.Get("analysis_id"), q.Get("batch_id"))
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *Server) redeliver(w http.ResponseWriter, r *http.Request, c *call) {
	res, err := s.cfg.Webhooks.Redeliver(r.Context(), c.principal, r.PathValue("id"))
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusAccepted, res)
}
