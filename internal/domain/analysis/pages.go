package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/docanalysis/service/internal/domain/account"
)

// Page images: the fraud stage renders each page that has a finding to a
// small PNG and stores it beside the result, so the console can show the
// flagged region on the page without the API function linking a PDF
// engine. One pixel is one PDF point (72 dpi) unless the page was too
// large for that (PageImage.Scale), so the findings' evidence boxes, in
// points from the top-left corner, map onto the image directly.

// PagesKey is where the index of an analysis's page images is stored.
func PagesKey(id string) string { return "results/" + id + "/pages.json" }

// PageImageKey is where the PNG of one page is stored.
func PageImageKey(id string, page int) string {
	return "results/" + id + "/pages/" + strconv.Itoa(page) + ".png"
}

// PageImage describes one stored page image.
type PageImage struct {
	Page int `json:"page"`
	// Width and Height are the page's size in points.
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	// Scale is pixels per point of the PNG.
	Scale float64 `json:"scale"`
}

// PageIndex lists an analysis's page images.
type PageIndex struct {
	Pages []PageImage `json:"pages"`
}

// Find returns the image of page n.
func (x PageIndex) Find(n int) (PageImage, bool) {
	for _, p := range x.Pages {
		if p.Page == n {
			return p, true
		}
	}
	return PageImage{}, false
}

// PageImages returns the index of the page images of an analysis of the
// caller's organization; an analysis without any has an empty index (the
// images are a convenience: the stage stores them best effort).
func (s *Service) PageImages(ctx context.Context, p account.Principal, id string) (PageIndex, error) {
	if _, err := s.owned(ctx, p, id); err != nil {
		return PageIndex{}, err
	}
	raw, err := s.Blobs.Get(ctx, PagesKey(id))
	if err != nil {
		// No index is the common case (no finding had a page); a
		// read failure only costs the pictures.
		return PageIndex{}, nil
	}
	var x PageIndex
	if err := json.Unmarshal(raw, &x); err != nil {
		return PageIndex{}, fmt.Errorf("page index of %s: %w", id, err)
	}
	return x, nil
}

// ErrNoPageImage is a page without a stored image.
var ErrNoPageImage = errors.New("analysis: no image of this page")

// PageImagePNG returns the PNG of page n of an analysis of the caller's
// organization, or ErrNoPageImage.
func (s *Service) PageImagePNG(ctx context.Context, p account.Principal, id string, n int) ([]byte, error) {
	x, err := s.PageImages(ctx, p, id)
	if err != nil {
		return nil, err
	}
	if _, ok := x.Find(n); !ok {
		return nil, ErrNoPageImage
	}
	b, err := s.Blobs.Get(ctx, PageImageKey(id, n))
	if err != nil {
		return nil, fmt.Errorf("page image %d of %s: %w", n, id, err)
	}
	return b, nil
}

// owned loads an analysis of the caller's organization; another
// organization's is not_found, exactly like a missing one.
func (s *Service) owned(ctx context.Context, p account.Principal, id string) (Analysis, error) {
	a, err := s.Store.Get(ctx, id)
	if errors.Is(err, ErrNotFound) || (err == nil && a.OrgID != p.Org.ID) {
		return Analysis{}, ErrNotFoundAPI
	}
	if err != nil {
		return Analysis{}, fmt.Errorf("get analysis: %w", err)
	}
	return a, nil
}
