package fraudfn_test

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
	"github.com/docanalysis/service/internal/wiring/fraudfn"
)

func TestPageImages(t *testing.T) {
	pdf, err := os.ReadFile(repo.Path("testdata", "blind", "clean", "americas_2026-04_ordinary.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	// Page 99 is past the end: left out, not an error.
	pages, err := fraudfn.PageImages{}.RenderPages(context.Background(), pdf, []int{1, 99})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 1 || pages[0].Page != 1 || pages[0].Width < 500 || pages[0].Scale != 1 {
		t.Fatalf("pages %+v", pages)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(pages[0].PNG))
	if err != nil || cfg.Width != int(pages[0].Width+0.5) || len(pages[0].PNG) > 300_000 {
		t.Fatalf("PNG %dx%d, %d bytes, %v; want one pixel per point and small", cfg.Width, cfg.Height, len(pages[0].PNG), err)
	}
}
