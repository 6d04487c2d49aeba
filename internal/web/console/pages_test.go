package console_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
)

func TestFindingDrawnOnPage(t *testing.T) {
	e := newEnv(t)
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	put := func(id, org string) {
		e.analyses.Put(analysis.Analysis{ID: id, OrgID: org, Kind: analysis.KindBankStatement, Status: analysis.StatusCompleted,
			CreatedAt: at, CompletedAt: &at, ResultKey: analysis.ResultKey(id), Deadline: at.Add(time.Hour)})
	}
	put("an-1", e.paid)
	put("an-other", e.free)
	one, three := 1, 3
	out := analysis.Outcome{Result: &result.Statement{FraudFindings: []result.Finding{
		{Code: "text_over_white_box", Severity: "high", Message: "Text drawn over a white box.", Page: &one,
			Evidence: map[string]any{"hits": []any{map[string]any{"page": 1, "box": []any{100.5, 200, 180, 214}}}}},
		{Code: "metadata_producer_editor", Severity: "medium", Message: "Edited.", Evidence: map[string]any{"producer": "ILovePDF"}},
		{Code: "font_mismatch", Severity: "low", Message: "Another font.", Page: &three, Evidence: map[string]any{"box": []any{1, 2, 3, 4}}},
	}}}
	raw, _ := json.Marshal(out)
	idx, _ := json.Marshal(analysis.PageIndex{Pages: []analysis.PageImage{{Page: 1, Width: 612, Height: 792, Scale: 1}}})
	png := []byte("\x89PNG\r\n\x1a\nfake")
	for _, id := range []string{"an-1", "an-other"} {
		e.blobs[analysis.ResultKey(id)] = raw
		e.blobs[analysis.PagesKey(id)] = idx
		e.blobs[analysis.PageImageKey(id, 1)] = png
	}

	b := e.browser(t)
	b.signIn("member@acme.example")
	p := b.get("/console/analyses/an-1")
	for _, want := range []string{
		`<svg viewBox="0 0 612 792"`, `href="/console/analyses/an-1/pages/1"`,
		`<rect class="mark severity-high" x="100.5" y="200" width="79.5" height="14">`,
		`marked on page <a href="#page-1">1</a>`, // the boxed finding
		"no coordinates",                         // the producer finding
		"region on page 3 (no picture)",          // a box on a page without a picture
	} {
		if !strings.Contains(p.body, want) {
			t.Errorf("result page lacks %q", want)
		}
	}
	if strings.Contains(p.body, "style=") {
		t.Error("an inline style attribute, which the CSP refuses")
	}
	img := b.get("/console/analyses/an-1/pages/1")
	if img.status != http.StatusOK || img.header.Get("Content-Type") != "image/png" || img.body != string(png) {
		t.Fatalf("page image: %d %q", img.status, img.header.Get("Content-Type"))
	}
	for _, path := range []string{"/console/analyses/an-1/pages/3", "/console/analyses/an-1/pages/x", "/console/analyses/an-other/pages/1",
		"/console/analyses/nope/pages/1"} {
		if res := b.get(path); res.status != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, res.status)
		}
	}
}
