package console

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
)

// listStatuses are the filters the list offers: the stored states.
var listStatuses = []analysis.Status{analysis.StatusPending, analysis.StatusProcessing, analysis.StatusParsed, analysis.StatusCompleted, analysis.StatusFailed}

type analysesData struct {
	Status   string
	Statuses []analysis.Status
	Items    []analysis.Analysis
	// Next is the cursor of the next page, empty on the last.
	Next string
	// First is set when this is not the first page.
	First bool
}

// analyses lists the organization's analyses, newest first, filtered by
// status and paged with the service's cursor. ?id= opens one directly.
func (h *Handler) analyses(w http.ResponseWriter, r *http.Request, pg page) {
	q := r.URL.Query()
	if id := strings.TrimSpace(q.Get("id")); id != "" {
		http.Redirect(w, r, Prefix+"/analyses/"+url.PathEscape(id), http.StatusFound)
		return
	}
	d := analysesData{Status: q.Get("status"), Statuses: listStatuses, First: q.Get("cursor") != ""}
	p, err := h.cfg.Analyses.List(r.Context(), pg.p, analysis.ListRequest{Status: d.Status, Cursor: q.Get("cursor")})
	if msg, ok := message(err); ok {
		v := pg.view("Analyses", d)
		v.Error = msg
		h.render(w, r, http.StatusBadRequest, "analyses.html", v)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d.Items, d.Next = p.Items, p.Next
	h.render(w, r, http.StatusOK, "analyses.html", pg.view("Analyses", d))
}

type analysisData struct {
	ID string
	// Fields are the envelope's top-level scalar fields, for the header.
	Fields [][2]string
	// Statement is a completed bank statement's result, rendered as
	// tables; nil for any other answer.
	Statement *result.Statement
	// Flagged is how many transactions are flagged.
	Flagged int
	// Result is the whole envelope, indented, as the API returns it.
	Result string
}

// analysis shows one analysis as the API's GET /api/v1/analyses/{id}
// would return it, through the same service call: a bank statement's
// result as tables (header, parse quality, fraud, months, debts,
// transactions), and the JSON itself below.
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
	if e, ok := env.(analysis.Envelope); ok && e.Result != nil {
		d.Statement = e.Result
		for _, t := range e.Result.Transactions {
			if t.Flagged != nil && *t.Flagged {
				d.Flagged++
			}
		}
	}
	h.render(w, r, http.StatusOK, "analysis.html", pg.view("Analysis "+id, d))
}

// num formats an optional amount or count for a table cell.
func num(v any) string {
	switch x := v.(type) {
	case *float64:
		if x == nil {
			return "—"
		}
		return fmt.Sprintf("%.2f", *x)
	case float64:
		return fmt.Sprintf("%.2f", x)
	case *int:
		if x == nil {
			return "—"
		}
		return fmt.Sprint(*x)
	case *string:
		if x == nil {
			return "—"
		}
		return *x
	case *bool:
		return fmt.Sprint(x != nil && *x)
	}
	return fmt.Sprint(v)
}
