package console

import (
	"encoding/json"
	"net/http"

	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/rollup"
)

type clientsListData struct {
	Items []client.Client
	// Next is the cursor of the next page, empty on the last; First is
	// set when this is not the first page.
	Next  string
	First bool
}

// clients lists the organization's clients (client profiles submitted
// with POST /api/v1/clients), newest first, paged by cursor.
func (h *Handler) clients(w http.ResponseWriter, r *http.Request, pg page) {
	cursor := r.URL.Query().Get("cursor")
	d := clientsListData{First: cursor != ""}
	p, err := h.cfg.Clients.List(r.Context(), pg.p, cursor)
	if msg, ok := message(err); ok {
		v := pg.view("Clients", d)
		v.Error = msg
		h.render(w, r, http.StatusBadRequest, "clients.html", v)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d.Items, d.Next = p.Items, p.Next
	h.render(w, r, http.StatusOK, "clients.html", pg.view("Clients", d))
}

type clientData struct {
	ID     string
	Client *client.View
	// Profile is the rollup, nil until it is computed.
	Profile *rollup.Profile
	// JSON is the profile as GET /api/v1/clients/{id} returns it.
	JSON string
}

// clientProfile is one client as GET /api/v1/clients/{id} returns it,
// through the same service call: its documents, with links to their
// analyses, and the rollup's headline figures, months and positions.
func (h *Handler) clientProfile(w http.ResponseWriter, r *http.Request, pg page) {
	id := r.PathValue("id")
	v, err := h.cfg.Clients.Get(r.Context(), pg.p, id)
	if msg, ok := message(err); ok {
		// A malformed id and another organization's client alike are
		// "no such client" here: the page has nothing else to say.
		vw := pg.view("Client", clientData{ID: id})
		vw.Error = msg
		h.render(w, r, http.StatusNotFound, "client.html", vw)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	raw, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d := clientData{ID: id, Client: &v, JSON: string(raw)}
	if len(v.Profile) > 0 && string(v.Profile) != "null" {
		var p rollup.Profile
		if json.Unmarshal(v.Profile, &p) == nil {
			d.Profile = &p
		}
	}
	title := "Client " + id
	if v.Name != nil && *v.Name != "" {
		title = *v.Name
	}
	h.render(w, r, http.StatusOK, "client.html", pg.view(title, d))
}
