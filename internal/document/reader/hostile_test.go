package reader

import (
	"context"
	"errors"
	"runtime"
	"runtime/metrics"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/hostile"
)

// Memory and time a hostile file may cost the parser stage: far below the
// parser function's 2 GB and its minutes, where a decompression bomb used
// to take the process to 9 GB (and keep it). maxKept is what may stay
// live once the read is over.
const (
	maxHeap = 256 << 20
	maxKept = 32 << 20
	maxTime = 10 * time.Second
)

// TestHostileFiles runs every hostile file through the parser stage's
// reader and requires its expected outcome within a memory ceiling and a
// time bound.
func TestHostileFiles(t *testing.T) {
	if err := pdftext.Warm(); err != nil {
		t.Fatal(err)
	}
	// Forms are read from their words and their AcroForm too, so every
	// kind meets the same bounds.
	kinds := []analysis.Kind{analysis.KindBankStatement, analysis.KindTaxReturn, analysis.KindApplicationForm}
	for _, c := range hostile.Cases() {
		for _, kind := range kinds {
			t.Run(c.Name+"/"+string(kind), func(t *testing.T) {
				hostileCase(t, c, kind)
			})
		}
	}
}

func hostileCase(t *testing.T, c hostile.Case, kind analysis.Kind) {
	runtime.GC()
	base := liveHeap()
	peak, stop := sampleHeap()
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), maxTime)
	defer cancel()
	_, err := Reader{}.Extract(ctx, kind, c.PDF)
	el := time.Since(start)
	stop()
	code := ""
	var f *analysis.Failure
	if errors.As(err, &f) && (strings.HasPrefix(f.Code, "pdf_") || f.Code == pdftext.CodeTooManyPage || f.Code == pdftext.CodeTimeout) {
		code = f.Code
	} else if err != nil && !errors.As(err, &f) {
		t.Fatalf("uncoded error: %v", err)
	}
	if !slices.Contains(c.Codes, code) {
		t.Errorf("outcome %q (%v), want one of %q", code, err, c.Codes)
	}
	if code == pdftext.CodeLimits && !strings.HasPrefix(f.Message, "The PDF passes a processing limit (") {
		t.Errorf("message %q does not name the limit", f.Message)
	}
	runtime.GC()
	if kept := int64(liveHeap()) - int64(base); kept > maxKept {
		t.Errorf("%d MB still live after the read", kept>>20)
	}
	if p := peak.Load(); p > maxHeap {
		t.Errorf("peak heap %d MB, limit %d MB", p>>20, maxHeap>>20)
	}
	if el > maxTime {
		t.Errorf("took %s", el)
	}
	t.Logf("%q in %s, peak heap %d MB", code, el.Round(time.Millisecond), peak.Load()>>20)
}

func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// sampleHeap records the largest live heap (PDFium's WebAssembly memory
// included: it is Go-allocated) every millisecond until stopped.
func sampleHeap() (*atomic.Uint64, func()) {
	var peak atomic.Uint64
	done := make(chan struct{})
	finished := make(chan struct{})
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	go func() {
		defer close(finished)
		tk := time.NewTicker(time.Millisecond)
		defer tk.Stop()
		for {
			metrics.Read(s)
			if v := s[0].Value.Uint64(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-tk.C:
			}
		}
	}()
	return &peak, func() { close(done); <-finished }
}
