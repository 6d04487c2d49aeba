package reader

import (
	"context"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// BenchmarkExtract10Pages is the parser stage's whole read of the 10-page
// corpus statement: structure, stream census, words with fonts, the
// statement engine and the encoded facts.
func BenchmarkExtract10Pages(b *testing.B) {
	pdf := repo.Read(b, "testdata", "corpus", "bench_10pages.pdf")
	if err := pdftext.Warm(); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := (Reader{}).Extract(ctx, analysis.KindBankStatement, pdf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/10, "ms/page")
}
