package statement

import (
	"context"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// BenchmarkParsePDF10Pages measures PDF bytes to Result on the 10-page
// corpus statement. The wasm compile happens once before the timer.
// Target: at most 50 ms per page on one core (go test -bench . -cpu 1).
func BenchmarkParsePDF10Pages(b *testing.B) {
	pdf := repo.Read(b, "testdata", "corpus", "bench_10pages.pdf")
	if err := pdftext.Warm(); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	res, err := ParsePDF(ctx, pdf, Options{})
	if err != nil {
		b.Fatal(err)
	}
	pages := res.Detection.PagesPresent
	if pages != 10 {
		b.Fatalf("bench statement has %d pages, want 10", pages)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ParsePDF(ctx, pdf, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/float64(pages), "ms/page")
}
