package ocr

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// TestImageMismatchesLayers: a page made of two whole-page layers of one
// scan (a 150 dpi colour background under a 300 dpi black-and-white text
// layer) was not assembled from parts; a patch at another resolution was.
func TestImageMismatchesLayers(t *testing.T) {
	page := func(ims ...pdftext.PageImage) pdftext.PageRaster {
		return pdftext.PageRaster{Number: 1, Width: 612, Height: 792, Images: ims}
	}
	im := func(i int, x0, y0, x1, y1, dpi float64) pdftext.PageImage {
		return pdftext.PageImage{Index: i, X0: x0, Y0: y0, X1: x1, Y1: y1, DPIX: dpi, DPIY: dpi,
			PixelWidth: int((x1 - x0) / 72 * dpi), PixelHeight: int((y1 - y0) / 72 * dpi)}
	}
	tests := []struct {
		name string
		pr   pdftext.PageRaster
		want int
	}{
		{"two whole-page layers of one scan", page(im(0, 0, 0, 612.5, 793, 150), im(1, 0, 0, 612.5, 793, 300)), 0},
		{"a patch at another resolution", page(im(0, 0, 0, 612, 792, 300), im(1, 400, 300, 560, 360, 150)), 1},
		{"a patch on a layered page", page(im(0, 0, 0, 612, 792, 150), im(1, 0, 0, 612, 792, 300), im(2, 400, 300, 560, 360, 100)), 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := imageMismatches(tc.pr, ForensicsOptions{}.withDefaults())
			if len(got) != tc.want {
				t.Errorf("%d findings, want %d: %+v", len(got), tc.want, got)
			}
		})
	}
}
