package pipeline

import (
	"context"
	"slices"
	"testing"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// TestScannedDocumentGoesThroughTheOCRStage: the parser stage hands a
// document with scanned pages to the OCR stage (phase ocr pending, one OCR
// message, no failure), and the OCR stage parses it and queues the fraud
// stage as the parser would have; redeliveries on either side redo
// nothing that is done.
func TestScannedDocumentGoesThroughTheOCRStage(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	ocrQ := &recSender{}
	e.st.OCR = ocrQ
	out := e.ext.Out
	e.ext.Out, e.ext.Err = analysis.Outcome{}, ErrNeedsOCR

	for range 2 { // the ingest message delivered twice
		if err := e.st.Parse(ctx, key, false); err != nil {
			t.Fatal(err)
		}
	}
	a := e.get()
	if a.Status != analysis.StatusProcessing || a.Phases.OCR != analysis.PhasePending || a.Phases.Parse != analysis.PhasePending {
		t.Fatalf("after parser stage: status %s phases %+v", a.Status, a.Phases)
	}
	if len(ocrQ.msgs) != 2 || ocrQ.msgs[0] != (OCRMessage{AnalysisID: docID}) || len(e.fraud.msgs) != 0 {
		t.Fatalf("ocr messages %v, fraud messages %v", ocrQ.msgs, e.fraud.msgs)
	}
	if _, ok := e.blobs.objects[analysis.ResultKey(docID)]; ok || e.events.Count() != 0 {
		t.Fatal("the parser stage wrote a result or an event for a document it handed on")
	}

	// The OCR stage's reader reads the scan.
	e.st.OCR = nil
	e.ext.Out, e.ext.Err = out, nil
	for range 2 { // both OCR messages
		if err := e.st.ReadOCR(ctx, docID, false); err != nil {
			t.Fatal(err)
		}
	}
	a = e.get()
	if a.Status != analysis.StatusParsed || a.Phases.OCR != analysis.PhaseCompleted || a.Phases.Parse != analysis.PhaseCompleted {
		t.Fatalf("after OCR stage: status %s phases %+v", a.Status, a.Phases)
	}
	if e.ext.calls != 3 { // two parser-stage reads, one OCR read
		t.Fatalf("extract calls = %d, want 3", e.ext.calls)
	}
	if want := []any{FraudMessage{AnalysisID: docID}, FraudMessage{AnalysisID: docID}}; !slices.Equal(e.fraud.msgs, want) {
		t.Fatalf("fraud messages = %v, want %v", e.fraud.msgs, want)
	}
	if got := analysis.Render(a, nil).(analysis.Snapshot).Phases.OCR; got != analysis.PhaseCompleted {
		t.Fatalf("snapshot ocr phase = %q", got)
	}
}

// TestScannedDocumentWithoutOCRStage: where no OCR stage is wired, a
// scan fails with no_text_layer instead of waiting for ever.
func TestScannedDocumentWithoutOCRStage(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusPending)
	e.ext.Err = ErrNeedsOCR
	if err := e.st.Parse(context.Background(), key, false); err != nil {
		t.Fatal(err)
	}
	a := e.get()
	if a.Status != analysis.StatusFailed || a.Error == nil || a.Error.Code != "no_text_layer" || e.events.Count() != 1 {
		t.Fatalf("record = %+v, events %d", a, e.events.Count())
	}
}

// TestOCRStageFailureFailsTheOCRPhase: a document the OCR stage cannot
// read ends failed, with its ocr phase failed too.
func TestOCRStageFailureFailsTheOCRPhase(t *testing.T) {
	e := newEnv(t, analysis.KindBankStatement, analysis.StatusProcessing)
	a := e.get()
	a.Phases.OCR = analysis.PhasePending
	e.store.Put(a)
	e.ext.Err = &analysis.Failure{Code: "ocr_limits_exceeded", Message: "too big"}
	if err := e.st.ReadOCR(context.Background(), docID, false); err != nil {
		t.Fatal(err)
	}
	a = e.get()
	if a.Status != analysis.StatusFailed || a.Phases.OCR != analysis.PhaseFailed || a.Error.Code != "ocr_limits_exceeded" {
		t.Fatalf("record = %+v", a)
	}
}
