package pdftext

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/hostile"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// FuzzExtract feeds arbitrary bytes to PDFium's word extraction: it must
// never panic or hang, and every failure carries a stable code. In the
// service PDFium only sees files that passed pdfdoc's census, so the seeds
// are the hostile files that census lets through (and the ones refused
// for their structure, not their size), plus a real statement; fuzzing
// itself (-fuzz) goes further, under PDFium's own MemoryLimit.
func FuzzExtract(f *testing.F) {
	for _, c := range hostile.Cases() {
		if len(c.PDF) < 64<<10 && !slices.Contains(c.Codes, CodeLimits) {
			f.Add(c.PDF)
		}
	}
	f.Add(repo.Read(f, "testdata", "corpus", "chase_fpdf-core_month.pdf"))
	f.Fuzz(func(t *testing.T, pdf []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := (PDFium{}).Extract(ctx, pdf); err != nil && CodeOf(err) == "" {
			t.Fatalf("uncoded error: %v", err)
		}
	})
}
