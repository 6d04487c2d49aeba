package console

import (
	"encoding/json"
	"net/http"
	"strings"
)

type analysisData struct {
	ID string
	// Fields are the envelope's top-level scalar fields, for the header.
	Fields [][2]string
	// Result is the whole envelope, indented, as the API returns it.
	Result string
}

// analysisLookup opens an analysis by id.
func (h *Handler) analysisLookup(w http.ResponseWriter, r *http.Request, pg page) {
	if id := strings.TrimSpace(r.URL.Query().Get("id")); id != "" {
		http.Redirect(w, r, Prefix+"/analyses/"+id, http.StatusFound)
		return
	}
	h.render(w, r, http.StatusOK, "analysis.html", pg.view("Analyses", analysisData{}))
}

// analysis shows one analysis as the API's GET /api/v1/analyses/{id}
// would return it, through the same service call.
func (h *Handler) analysis(w http.ResponseWriter, r *http.Request, pg page) {
	id := r.PathValue("id")
	env, err := h.cfg.Analyses.Get(r.Context(), pg.p, id)
	if msg, ok := message(err); ok {
		v := pg.view("Analysis", analysisData{ID: id})
		v.Error = msg
		h.render(w, r, http.StatusNotFound, "analysis.html", v)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	raw, err := json.MarshalIndent(env, "", "  ")
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d := analysisData{ID: id, Result: string(raw)}
	var top map[string]any
	if json.Unmarshal(raw, &top) == nil {
		for _, k := range []string{"id", "status", "document_kind", "client_ref", "created_at", "completed_at", "error"} {
			switch v := top[k].(type) {
			case string:
				d.Fields = append(d.Fields, [2]string{k, v})
			case map[string]any:
				if m, ok := v["message"].(string); ok {
					d.Fields = append(d.Fields, [2]string{k, m})
				}
			}
		}
	}
	h.render(w, r, http.StatusOK, "analysis.html", pg.view("Analysis "+id, d))
}
