package scoring

import (
	"context"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// BenchmarkStages is the document work of one analysis, parser stage and
// fraud stage, on the 10-page corpus statement (docs/parsing.md records
// it against the work before the one read).
func BenchmarkStages(b *testing.B) {
	pdf := repo.Read(b, "testdata", "corpus", "bench_10pages.pdf")
	if err := pdftext.Warm(); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	a := analysis.Analysis{Kind: analysis.KindBankStatement}
	for b.Loop() {
		ex, err := (reader.Reader{}).Extract(ctx, analysis.KindBankStatement, pdf)
		if err != nil {
			b.Fatal(err)
		}
		if err := (Scorer{}).Score(ctx, a, ex.Facts, &ex.Outcome); err != nil {
			b.Fatal(err)
		}
	}
}
