package console

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/docanalysis/service/internal/domain/webhook"
)

type webhooksData struct {
	Subscriptions []webhook.SubscriptionView
	Events        []string
	Phases        []string
	// Created is the subscription just created, with its secret, shown
	// this once.
	Created *webhook.CreatedSubscription
	Test    *webhook.TestResult
}

func (h *Handler) webhooksPage(w http.ResponseWriter, r *http.Request, pg page, status int, d webhooksData, flash, errMsg string) {
	subs, err := h.cfg.Webhooks.List(r.Context(), pg.p)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d.Subscriptions, d.Events, d.Phases = subs, webhook.EventKinds, webhook.PhaseOrder
	v := pg.view("Webhooks", d)
	v.Flash, v.Error = flash, errMsg
	h.render(w, r, status, "webhooks.html", v)
}

func (h *Handler) webhooks(w http.ResponseWriter, r *http.Request, pg page) {
	h.webhooksPage(w, r, pg, http.StatusOK, webhooksData{}, "", "")
}

// rawString is a form value as the JSON the API's request types hold.
func rawString(s string) json.RawMessage {
	b, _ := json.Marshal(strings.TrimSpace(s))
	return b
}

func (h *Handler) createWebhook(w http.ResponseWriter, r *http.Request, pg page) {
	in := webhook.SubscriptionRequest{EventType: rawString(r.PostForm.Get("event_type")), TargetURL: rawString(r.PostForm.Get("target_url"))}
	if phases := r.PostForm["included_phases"]; len(phases) > 0 {
		in.IncludedPhases, _ = json.Marshal(phases)
	}
	created, err := h.cfg.Webhooks.Create(r.Context(), pg.p, in)
	if msg, ok := message(err); ok {
		h.webhooksPage(w, r, pg, http.StatusBadRequest, webhooksData{}, "", msg)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.webhooksPage(w, r, pg, http.StatusCreated, webhooksData{Created: &created},
		"Subscription created. Copy its signing secret now: it will not be shown again.", "")
}

func (h *Handler) deleteWebhook(w http.ResponseWriter, r *http.Request, pg page) {
	err := h.cfg.Webhooks.Delete(r.Context(), pg.p, r.PathValue("id"))
	if msg, ok := message(err); ok {
		h.webhooksPage(w, r, pg, http.StatusNotFound, webhooksData{}, "", msg)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.webhooksPage(w, r, pg, http.StatusOK, webhooksData{}, "Subscription deleted.", "")
}

func (h *Handler) testWebhook(w http.ResponseWriter, r *http.Request, pg page) {
	res, err := h.cfg.Webhooks.Test(r.Context(), pg.p, webhook.TestRequest{CallbackURL: rawString(r.PostForm.Get("callback_url"))})
	if msg, ok := message(err); ok {
		h.webhooksPage(w, r, pg, http.StatusBadRequest, webhooksData{}, "", msg)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.webhooksPage(w, r, pg, http.StatusOK, webhooksData{Test: &res}, "", "")
}

type deliveriesData struct {
	AnalysisID string
	BatchID    string
	Deliveries []webhook.DeliveryView
}

// deliveries is the delivery log of one analysis or batch: every attempt
// with its time, status, latency and error.
func (h *Handler) deliveries(w http.ResponseWriter, r *http.Request, pg page) {
	d := deliveriesData{AnalysisID: strings.TrimSpace(r.URL.Query().Get("analysis_id")), BatchID: strings.TrimSpace(r.URL.Query().Get("batch_id"))}
	h.deliveriesPage(w, r, pg, http.StatusOK, d, "", "")
}

func (h *Handler) deliveriesPage(w http.ResponseWriter, r *http.Request, pg page, status int, d deliveriesData, flash, errMsg string) {
	if d.AnalysisID != "" || d.BatchID != "" {
		list, err := h.cfg.Webhooks.Deliveries(r.Context(), pg.p, d.AnalysisID, d.BatchID)
		if msg, ok := message(err); ok {
			errMsg, status = msg, http.StatusBadRequest
		} else if err != nil {
			h.fail(w, r, err, http.StatusInternalServerError, "")
			return
		}
		d.Deliveries = list.Deliveries
	}
	v := pg.view("Delivery log", d)
	v.Flash, v.Error = flash, errMsg
	h.render(w, r, status, "deliveries.html", v)
}

func (h *Handler) redeliver(w http.ResponseWriter, r *http.Request, pg page) {
	d := deliveriesData{AnalysisID: strings.TrimSpace(r.PostForm.Get("analysis_id")), BatchID: strings.TrimSpace(r.PostForm.Get("batch_id"))}
	_, err := h.cfg.Webhooks.Redeliver(r.Context(), pg.p, r.PathValue("id"))
	if msg, ok := message(err); ok {
		h.deliveriesPage(w, r, pg, http.StatusConflict, d, "", msg)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.deliveriesPage(w, r, pg, http.StatusOK, d, "Redelivery queued: a new cycle of attempts starts now.", "")
}
