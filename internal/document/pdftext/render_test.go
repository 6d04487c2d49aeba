package pdftext

import (
	"context"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// realworldDir finds shared/realworld (the outside PDFs, never copied into
// the repository) in a parent of the working directory; REALWORLD_DIR
// overrides it.
func realworldDir() string {
	if d := os.Getenv("REALWORLD_DIR"); d != "" {
		return d
	}
	dir, _ := os.Getwd()
	for {
		d := filepath.Join(dir, "shared", "realworld")
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "../shared/realworld"
		}
		dir = parent
	}
}

func TestRasterize(t *testing.T) {
	pdf := repo.Read(t, "testdata", "corpus", "bofa_fpdf-core_month.pdf")
	tests := []struct {
		name  string
		opt   RasterOptions
		wantW int // pixel width of page 1, 0 when not rendered
	}{
		{"default 300 dpi", RasterOptions{Pages: []int{1}}, 2550},
		{"150 dpi colour", RasterOptions{DPI: 150, Pages: []int{2}, Color: true}, 1275},
		{"pixel cap", RasterOptions{Pages: []int{1}, MaxPixels: 1_000_000}, 880},
		{"inventory only", RasterOptions{NoRender: true}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pages, err := PDFium{}.Rasterize(context.Background(), pdf, tt.opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(pages) == 0 || pages[0].Width != 612 || pages[0].TextObjects == 0 {
				t.Fatalf("pages %+v", pages)
			}
			if tt.wantW == 0 {
				if pages[0].Image != nil {
					t.Fatal("rendered with NoRender")
				}
				return
			}
			b := pages[0].Image.Bounds()
			if d := b.Dx() - tt.wantW; d < -1 || d > 1 {
				t.Errorf("width %d px, want %d", b.Dx(), tt.wantW)
			}
			_, isRGBA := pages[0].Image.(*image.RGBA)
			if isRGBA != tt.opt.Color {
				t.Errorf("image %T, colour %v", pages[0].Image, tt.opt.Color)
			}
			if g := GrayOf(pages[0].Image); g.Bounds().Dx() != b.Dx() {
				t.Errorf("gray width %d", g.Bounds().Dx())
			}
		})
	}
	if _, err := (PDFium{}).Rasterize(context.Background(), pdf, RasterOptions{Pages: []int{9}}); err == nil {
		t.Error("page 9 of 2: no error")
	}
}

func TestRasterizeImages(t *testing.T) {
	pdf, err := os.ReadFile(filepath.Join(realworldDir(), "cs_scanned.pdf"))
	if err != nil {
		t.Skip("realworld corpus absent:", err)
	}
	pages, err := PDFium{}.Rasterize(context.Background(), pdf, RasterOptions{NoRender: true, ImageData: true, ImageBitmaps: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 1 || len(pages[0].Images) != 1 {
		t.Fatalf("pages %+v", pages)
	}
	im := pages[0].Images[0]
	if im.PixelWidth != 2480 || im.PixelHeight != 3508 || im.Bitmap == nil || len(im.Raw) == 0 {
		t.Fatalf("image %dx%d bitmap %v raw %d", im.PixelWidth, im.PixelHeight, im.Bitmap != nil, len(im.Raw))
	}
	if b := im.Bitmap.Bounds(); b.Dx() != 2480 || b.Dy() != 3508 {
		t.Errorf("bitmap %v", b)
	}
	if im.X1-im.X0 < 600 || im.Y1-im.Y0 < 780 {
		t.Errorf("bounds %v %v %v %v", im.X0, im.Y0, im.X1, im.Y1)
	}
	t.Logf("image %+v", struct {
		DPI     [2]float64
		Filters []string
		Matrix  [6]float64
	}{[2]float64{im.DPIX, im.DPIY}, im.Filters, im.Matrix})
}
