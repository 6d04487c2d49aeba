package fraudfn

import (
	"bytes"
	"context"
	"fmt"
	"image/png"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/pipeline"
)

// PageDPI is the resolution of the console's page pictures: one pixel
// per point, so a finding's box in points is its box in pixels, and a
// letter page is a PNG of some tens of kilobytes.
const PageDPI = 72

// maxPagePixels bounds one picture; a larger page is rendered smaller
// (RenderedPage.Scale says how much).
const maxPagePixels = 2_000_000

// PageImages renders the pages fraud findings name with PDFium, in gray,
// for pipeline.Stages.Pages. It lives here, in the fraud function, so
// that the API function, which shows the pictures, links no PDF engine.
type PageImages struct{ Engine pdftext.PDFium }

// RenderPages implements pipeline.PageRenderer.
func (p PageImages) RenderPages(ctx context.Context, pdf []byte, pages []int) ([]pipeline.RenderedPage, error) {
	opt := pdftext.RasterOptions{DPI: PageDPI, MaxPixels: maxPagePixels, Pages: pages}
	rs, err := p.Engine.Rasterize(ctx, pdf, opt)
	if err != nil {
		// A page past the end fails the whole call: render one by one,
		// leaving out the pages that do not render.
		rs = rs[:0]
		for _, n := range pages {
			opt.Pages = []int{n}
			one, err := p.Engine.Rasterize(ctx, pdf, opt)
			if err != nil {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				continue
			}
			rs = append(rs, one...)
		}
	}
	out := make([]pipeline.RenderedPage, 0, len(rs))
	for _, r := range rs {
		if r.Image == nil {
			continue
		}
		var b bytes.Buffer
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(&b, r.Image); err != nil {
			return nil, fmt.Errorf("encode page %d: %w", r.Number, err)
		}
		out = append(out, pipeline.RenderedPage{Page: r.Number, Width: r.Width, Height: r.Height, Scale: r.Scale, PNG: b.Bytes()})
	}
	return out, nil
}
