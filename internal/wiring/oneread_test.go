package wiring_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/document/scoring"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/testkit/repo"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/fraudfn"
	"github.com/docanalysis/service/internal/wiring/parserfn"
)

// countingBlobs counts the reads of each key.
type countingBlobs struct {
	analysis.Blobs
	mu   sync.Mutex
	gets map[string]int
}

func (c *countingBlobs) Get(ctx context.Context, key string) ([]byte, error) {
	c.mu.Lock()
	c.gets[key]++
	c.mu.Unlock()
	return c.Blobs.Get(ctx, key)
}

// countingText counts the documents PDFium opens for their words.
type countingText struct {
	pdftext.Extractor
	mu    sync.Mutex
	opens int
}

func (c *countingText) Extract(ctx context.Context, pdf []byte) (*pdftext.Document, error) {
	c.mu.Lock()
	c.opens++
	c.mu.Unlock()
	return c.Extractor.Extract(ctx, pdf)
}

// TestOneReadOfEachPDF runs a statement through the parser and the fraud
// stage, wired as deployed, and counts what they read: the PDF is fetched
// from S3 once and opened by PDFium once. Only the opt-in visual pass,
// which needs pixels, fetches it again.
func TestOneReadOfEachPDF(t *testing.T) {
	env := lstest.New(t)
	base := core.Config{Table: env.Resources.Tables["Table"], Bucket: env.Resources.Buckets["DocumentBucket"]}
	log := slog.New(slog.DiscardHandler)
	text := &countingText{Extractor: pdftext.PDFium{FontNames: true}}
	parser := parserfn.New(env.Clients, parserfn.Config{Config: base, FraudQueue: env.Resources.QueueURLs["FraudQueue"]}, log, reader.Reader{Text: text})
	fraud := fraudfn.New(env.Clients, base, log, scoring.Scorer{}, scoring.Visual{})
	blobs := &countingBlobs{Blobs: parser.Bucket, gets: map[string]int{}}
	parser.Stages.Blobs, fraud.Stages.Blobs = blobs, blobs

	pdf := repo.Read(t, "testdata", "corpus", "chase_fpdf-core_month.pdf")
	ctx := context.Background()
	for _, ai := range []bool{false, true} {
		now := time.Now().UTC()
		id := ids.New()
		aiPhase := analysis.PhaseSkipped
		if ai {
			aiPhase = analysis.PhasePending
		}
		a := analysis.Analysis{ID: id, OrgID: ids.New(), Kind: analysis.KindBankStatement, Status: analysis.StatusPending, AIEnabled: ai,
			ObjectKey: analysis.UploadKey(id), CreatedAt: now, UpdatedAt: now, Deadline: now.Add(time.Hour),
			Phases: analysis.Phases{Parse: analysis.PhasePending, MetadataFraud: analysis.PhasePending, AIFraud: aiPhase}}
		if err := parser.Store.Create(ctx, a); err != nil {
			t.Fatal(err)
		}
		if err := parser.Bucket.Put(ctx, a.ObjectKey, pdf, "application/pdf", nil); err != nil {
			t.Fatal(err)
		}
		opens := text.opens
		if err := parser.Stages.Parse(ctx, a.ObjectKey, false); err != nil {
			t.Fatal(err)
		}
		if err := fraud.Stages.Score(ctx, id, false); err != nil {
			t.Fatal(err)
		}
		got, err := parser.Store.Get(ctx, id)
		if err != nil || got.Status != analysis.StatusCompleted || got.Phases.MetadataFraud != analysis.PhaseCompleted {
			t.Fatalf("ai=%v: analysis %+v %v", ai, got, err)
		}
		wantGets := 1
		if ai {
			wantGets = 2
		}
		if n := blobs.gets[a.ObjectKey]; n != wantGets {
			t.Errorf("ai=%v: the PDF was fetched %d times, want %d", ai, n, wantGets)
		}
		if n := text.opens - opens; n != 1 {
			t.Errorf("ai=%v: PDFium extracted the words %d times, want 1", ai, n)
		}
		if blobs.gets[analysis.FactsKey(id)] != 1 || blobs.gets[analysis.ResultKey(id)] != 1 {
			t.Errorf("ai=%v: facts read %d times, result %d times", ai, blobs.gets[analysis.FactsKey(id)], blobs.gets[analysis.ResultKey(id)])
		}
	}
}
