package pipeline

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// PageRenderer renders pages of a PDF to small PNGs for the console's
// picture of a finding (the fraud function's is PDFium at 72 dpi).
type PageRenderer interface {
	// RenderPages renders the 1-based pages of pdf, skipping those past
	// its end (a finding may be about a page that is missing).
	RenderPages(ctx context.Context, pdf []byte, pages []int) ([]RenderedPage, error)
}

// RenderedPage is one rendered page.
type RenderedPage struct {
	Page int
	// Width and Height are the page's size in points; Scale is pixels
	// per point of PNG.
	Width, Height, Scale float64
	PNG                  []byte
}

// MaxPageImages bounds the pages rendered for one analysis: a finding
// that names every page of a long statement needs no more pictures than
// a person would look at.
const MaxPageImages = 10

// storePageImages renders each page a fraud finding names and stores the
// PNGs and their index under the analysis's results (analysis.PagesKey).
// It is best effort: the pictures help a person read a finding, and a
// failure here must not hold the result back, so it is logged and not
// returned.
func (s *Stages) storePageImages(ctx context.Context, a analysis.Analysis, out *analysis.Outcome) {
	if s.Pages == nil || out == nil || out.Result == nil {
		return
	}
	var pages []int
	for _, f := range out.Result.FraudFindings {
		pages = append(pages, f.Pages()...)
	}
	slices.Sort(pages)
	pages = slices.Compact(pages)
	if len(pages) == 0 {
		return
	}
	if len(pages) > MaxPageImages {
		pages = pages[:MaxPageImages]
	}
	if err := s.putPageImages(ctx, a, pages); err != nil {
		s.log().WarnContext(ctx, "page images not stored", "analysis_id", a.ID, "err", err)
	}
}

func (s *Stages) putPageImages(ctx context.Context, a analysis.Analysis, pages []int) error {
	pdf, err := s.Blobs.Get(ctx, a.ObjectKey)
	if err != nil {
		return fmt.Errorf("read pdf: %w", err)
	}
	rendered, err := s.Pages.RenderPages(ctx, pdf, pages)
	if err != nil {
		return fmt.Errorf("render: %w", err)
	}
	var idx analysis.PageIndex
	for _, p := range rendered {
		if err := s.Blobs.Put(ctx, analysis.PageImageKey(a.ID, p.Page), p.PNG, "image/png", nil); err != nil {
			return fmt.Errorf("store page %d: %w", p.Page, err)
		}
		idx.Pages = append(idx.Pages, analysis.PageImage{Page: p.Page, Width: p.Width, Height: p.Height, Scale: p.Scale})
	}
	// The index goes last, so it never names an image not stored.
	b, err := json.Marshal(idx)
	if err != nil {
		return fmt.Errorf("encode page index: %w", err)
	}
	return s.Blobs.Put(ctx, analysis.PagesKey(a.ID), b, "application/json", nil)
}
