// Package visual is the opt-in visual second pass of the fraud score
// (service_ai_enabled). It renders the pages with PDFium and compares the
// rendering with the text layer — text a reader cannot see was hidden on
// purpose — and, when a vision model is configured, asks the model to
// examine the page images with a forensic prompt.
//
// Its findings join the metadata findings in the same score; each names
// its provider: "render" for the comparison, "bedrock:<model>" for the
// model.
package visual

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// ProviderRender names the findings of the rendering comparison.
const ProviderRender = "render"

// Weights of the comparison's findings; a model's findings weigh by the
// severity it gives (ModelWeights). Documented in docs/fraud.md.
var Weights = map[string]int{
	"hidden_text":          45,
	"invisible_text_layer": 25,
}

// ModelWeights maps the severity a model gives a finding to its weight.
var ModelWeights = map[string]int{result.SeverityHigh: 40, result.SeverityMedium: 25, result.SeverityLow: 10}

// Image is one rendered page for a model.
type Image struct {
	Page int
	PNG  []byte
}

// Model examines page images.
type Model interface {
	// Name is the provider name of its findings.
	Name() string
	Inspect(ctx context.Context, pages []Image) ([]result.Finding, error)
}

// Pass runs the visual second pass. The zero value compares renderings
// with the text layer only.
type Pass struct {
	// Model, when set, also examines the first MaxModelPages pages.
	Model         Model
	MaxModelPages int // default 5
	// MaxPages bounds the pages rendered (default 20).
	MaxPages int
}

// Run returns the pass's findings. An error means the pass could not
// complete; the caller keeps the metadata score and reports the failure.
func (p Pass) Run(ctx context.Context, pdf []byte) ([]result.Finding, error) {
	maxPages := p.MaxPages
	if maxPages <= 0 {
		maxPages = 20
	}
	objs, pages, err := pdftext.PDFium{}.TextVisibility(ctx, pdf, pdftext.VisualOptions{MaxPages: maxPages, Images: p.Model != nil})
	if err != nil {
		return nil, fmt.Errorf("visual: render: %w", err)
	}
	findings := compare(objs)
	if p.Model == nil {
		return findings, nil
	}
	n := p.MaxModelPages
	if n <= 0 {
		n = 5
	}
	var imgs []Image
	for _, pg := range pages[:min(n, len(pages))] {
		var b bytes.Buffer
		if err := png.Encode(&b, pg.Image); err != nil {
			return nil, fmt.Errorf("visual: encode page %d: %w", pg.Number, err)
		}
		imgs = append(imgs, Image{Page: pg.Number, PNG: b.Bytes()})
	}
	mf, err := p.Model.Inspect(ctx, imgs)
	if err != nil {
		return nil, fmt.Errorf("visual: model %s: %w", p.Model.Name(), err)
	}
	return append(findings, mf...), nil
}

func finding(code string, page int, msg string, ev map[string]any) result.Finding {
	w := Weights[code]
	f := result.Finding{Code: code, Severity: result.SeverityOf(w), Message: msg, Evidence: ev, Provider: ProviderRender, Weight: w}
	if page > 0 {
		f.Page = &page
	}
	return f
}

// compare turns the visibility of the text objects into findings. A page
// whose text is mostly invisible is an image with a text layer laid over
// it (an OCR layer, or a pasted picture of a page): its text cannot be
// trusted to show what the page shows. Elsewhere, invisible text was
// hidden under something.
func compare(objs []pdftext.TextObject) []result.Finding {
	byPage := map[int][]pdftext.TextObject{}
	for _, o := range objs {
		byPage[o.Page] = append(byPage[o.Page], o)
	}
	pages := make([]int, 0, len(byPage))
	for p := range byPage {
		pages = append(pages, p)
	}
	sort.Ints(pages)
	var hidden []map[string]any
	var invisible []int
	firstHidden := 0
	for _, p := range pages {
		list := byPage[p]
		var h []pdftext.TextObject
		for _, o := range list {
			if !o.Visible {
				h = append(h, o)
			}
		}
		if len(h) == 0 {
			continue
		}
		if len(list) >= 10 && len(h)*2 >= len(list) {
			invisible = append(invisible, p)
			continue
		}
		for _, run := range joinRuns(h) {
			hidden = append(hidden, map[string]any{"page": p, "text": run.Text,
				"box": []float64{round1(run.X0), round1(run.Y0), round1(run.X1), round1(run.Y1)}})
		}
		if firstHidden == 0 {
			firstHidden = p
		}
	}
	var out []result.Finding
	if len(hidden) > 0 {
		out = append(out, finding("hidden_text", firstHidden,
			fmt.Sprintf("Text on page %d is in the file but not visible on the rendered page (%q): it was covered or made invisible.", firstHidden, hidden[0]["text"]),
			map[string]any{"hidden": hidden[:min(len(hidden), 10)], "count": len(hidden)}))
	}
	if len(invisible) > 0 {
		out = append(out, finding("invisible_text_layer", invisible[0],
			fmt.Sprintf("Most of the text layer of page %d is invisible: the page shows an image, and its text layer may not say what the image shows.", invisible[0]),
			map[string]any{"pages": invisible}))
	}
	return out
}

func round1(v float64) float64 { return float64(int(v*10+0.5)) / 10 }

// joinRuns merges hidden objects that sit next to each other on one line
// (producers that draw one glyph per object) into the text they spell.
func joinRuns(h []pdftext.TextObject) []pdftext.TextObject {
	sort.SliceStable(h, func(i, j int) bool {
		if d := h[i].Y0 - h[j].Y0; d > 1 || d < -1 {
			return h[i].Y0 < h[j].Y0
		}
		return h[i].X0 < h[j].X0
	})
	var out []pdftext.TextObject
	for _, o := range h {
		if n := len(out); n > 0 {
			last := &out[n-1]
			height := last.Y1 - last.Y0
			if abs(o.Y0-last.Y0) <= 1 && o.X0-last.X1 < 0.5*height {
				last.Text = strings.TrimSpace(last.Text + o.Text)
				last.X1 = max(last.X1, o.X1)
				last.Y1 = max(last.Y1, o.Y1)
				continue
			}
		}
		out = append(out, o)
	}
	return out
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
