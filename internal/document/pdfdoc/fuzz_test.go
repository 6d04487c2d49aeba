package pdfdoc

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/testkit/hostile"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// FuzzRead feeds arbitrary bytes to the one read of a PDF (pdfcpu's
// structure, the stream census, PDFium's words): it must never panic or
// hang, and every failure must carry a stable code. Seeds: the hostile
// suite and a real statement.
func FuzzRead(f *testing.F) {
	for _, c := range hostile.Cases() {
		if len(c.PDF) < 64<<10 {
			f.Add(c.PDF)
		}
	}
	if b, err := os.ReadFile(repo.Path("testdata", "corpus", "chase_fpdf-core_month.pdf")); err == nil {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, pdf []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := Read(ctx, pdf, Options{}); err != nil && pdftext.CodeOf(err) == "" {
			t.Fatalf("uncoded error: %v", err)
		}
	})
}

// FuzzDecode feeds arbitrary bytes to the decoder of stored facts.
func FuzzDecode(f *testing.F) {
	if b, err := os.ReadFile(repo.Path("testdata", "corpus", "chase_fpdf-core_month.pdf")); err == nil {
		if doc, err := Read(context.Background(), b, Options{}); err == nil {
			if enc, err := doc.Encode(); err == nil {
				f.Add(enc)
			}
		}
	}
	f.Add([]byte("\x1f\x8b\x08\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		_, _ = Decode(b)
	})
}
