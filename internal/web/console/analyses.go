package console

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
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
	// Regions say where each fraud finding is (by index), and PageViews
	// are the pictures of the pages they name, with their boxes.
	Regions   []region
	PageViews []pageView
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
		if len(e.Result.FraudFindings) > 0 {
			idx, err := h.cfg.Analyses.PageImages(r.Context(), pg.p, id)
			if err != nil {
				// The pictures are an aid: without them the findings
				// are still listed.
				h.log.WarnContext(r.Context(), "console: page images", "analysis_id", id, "err", err)
			}
			d.Regions, d.PageViews = regions(id, e.Result.FraudFindings, idx)
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

// region is what the findings table says of a finding's place.
type region struct {
	N     int // the finding's number in the findings table and on the picture
	Boxes []result.Box
	Pages []int
	// Drawn is set when a box is drawn on a page picture.
	Drawn bool
}

// pageView is one page picture with the findings' boxes over it, in
// points (the SVG's viewBox is the page's size in points, so the PNG's
// own resolution does not matter).
type pageView struct {
	Page          int
	Width, Height float64
	Src           string
	Marks         []mark
}

type mark struct {
	N                  int
	Code, Severity     string
	X, Y, W, H, LabelY float64
}

// regions lays the findings' evidence boxes over the stored page
// pictures. A finding without coordinates is listed without a box; one
// whose page has no picture says so.
func regions(id string, findings []result.Finding, idx analysis.PageIndex) ([]region, []pageView) {
	rs := make([]region, len(findings))
	views := map[int]*pageView{}
	for i, f := range findings {
		rs[i] = region{N: i + 1, Boxes: f.Boxes(), Pages: f.Pages()}
		for _, b := range rs[i].Boxes {
			img, ok := idx.Find(b.Page)
			if !ok {
				continue
			}
			v := views[b.Page]
			if v == nil {
				v = &pageView{Page: b.Page, Width: img.Width, Height: img.Height,
					Src: Prefix + "/analyses/" + url.PathEscape(id) + "/pages/" + fmt.Sprint(b.Page)}
				views[b.Page] = v
			}
			rs[i].Drawn = true
			labelY := b.Y0 - 3
			if labelY < 12 {
				labelY = b.Y1 + 12
			}
			v.Marks = append(v.Marks, mark{N: i + 1, Code: f.Code, Severity: f.Severity, X: b.X0, Y: b.Y0,
				W: max(b.X1-b.X0, 2), H: max(b.Y1-b.Y0, 2), LabelY: labelY})
		}
	}
	// Pages with a finding but no box are pictured too: the finding is
	// about the page.
	for _, img := range idx.Pages {
		if views[img.Page] == nil {
			views[img.Page] = &pageView{Page: img.Page, Width: img.Width, Height: img.Height,
				Src: Prefix + "/analyses/" + url.PathEscape(id) + "/pages/" + fmt.Sprint(img.Page)}
		}
	}
	out := make([]pageView, 0, len(views))
	for _, v := range views {
		out = append(out, *v)
	}
	slices.SortFunc(out, func(a, b pageView) int { return a.Page - b.Page })
	return rs, out
}

// pageImage serves a stored page picture of an analysis of the caller's
// organization.
func (h *Handler) pageImage(w http.ResponseWriter, r *http.Request, pg page) {
	n, err := strconv.Atoi(r.PathValue("page"))
	if err != nil || n < 1 {
		http.NotFound(w, r)
		return
	}
	b, err := h.cfg.Analyses.PageImagePNG(r.Context(), pg.p, r.PathValue("id"), n)
	if _, ok := message(err); ok || errors.Is(err, analysis.ErrNoPageImage) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)))
	_, _ = w.Write(b)
}
