package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
)

// findingScorer scores with findings on pages 2 (a box) and 5 (none).
type findingScorer struct{}

func (findingScorer) Score(_ context.Context, _ analysis.Analysis, _ []byte, out *analysis.Outcome) error {
	two, five := 2, 5
	out.Result = &result.Statement{FraudFindings: []result.Finding{
		{Code: "overlay", Page: &two, Evidence: map[string]any{"hits": []map[string]any{{"page": 2, "box": []float64{10, 20, 30, 40}}}}},
		{Code: "font", Page: &five},
		{Code: "producer", Evidence: map[string]any{"producer": "x"}},
	}}
	return nil
}

type fakeRenderer struct {
	asked []int
	err   error
}

func (r *fakeRenderer) RenderPages(_ context.Context, pdf []byte, pages []int) ([]RenderedPage, error) {
	r.asked = pages
	if r.err != nil {
		return nil, r.err
	}
	if len(pdf) == 0 {
		return nil, errors.New("no pdf")
	}
	var out []RenderedPage
	for _, p := range pages {
		if p <= 3 { // a three-page document
			out = append(out, RenderedPage{Page: p, Width: 612, Height: 792, Scale: 1, PNG: []byte{0x89, 'P', 'N', 'G', byte(p)}})
		}
	}
	return out, nil
}

func TestScoreStoresPageImages(t *testing.T) {
	for _, tc := range []struct {
		name      string
		renderErr error
		wantPages []int
	}{
		{"rendered", nil, []int{2}},
		{"renderer fails: the result still completes", errors.New("pdfium: corrupt"), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := parsed(t, false)
			e.st.Scorer = findingScorer{}
			r := &fakeRenderer{err: tc.renderErr}
			e.st.Pages = r
			if err := e.st.Score(context.Background(), docID, false); err != nil {
				t.Fatal(err)
			}
			if a := e.get(); a.Status != analysis.StatusCompleted {
				t.Fatalf("status %s", a.Status)
			}
			if !slices.Equal(r.asked, []int{2, 5}) {
				t.Fatalf("rendered pages %v, want the pages findings name: [2 5]", r.asked)
			}
			raw, err := e.blobs.Get(context.Background(), analysis.PagesKey(docID))
			if tc.wantPages == nil {
				if err == nil {
					t.Fatalf("an index was stored although rendering failed: %s", raw)
				}
				return
			}
			var idx analysis.PageIndex
			if err != nil || json.Unmarshal(raw, &idx) != nil || len(idx.Pages) != 1 || idx.Pages[0].Page != 2 || idx.Pages[0].Width != 612 {
				t.Fatalf("index %s, %v", raw, err)
			}
			if png, err := e.blobs.Get(context.Background(), analysis.PageImageKey(docID, 2)); err != nil || png[4] != 2 {
				t.Fatalf("page 2 image: %v", err)
			}
		})
	}
}
