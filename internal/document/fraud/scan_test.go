package fraud

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestScans: on a document read by OCR the file and drawing signals are
// not assessed (one finding with no weight says so), a mixed document's
// OCR'd pages are not "unjudged", and the image findings weigh as the
// docs say: mismatched parts count and corroborate the arithmetic, a
// pasted-looking figure is circumstantial, a low-confidence figure is
// only listed.
func TestScans(t *testing.T) {
	scanned := func(pages int, fs ...result.OCRImageFinding) *result.Statement {
		s := stmt(row("2026-01-05", "DEPOSIT", 100, "credit"))
		s.Currency = p("USD")
		s.OCR = &result.OCR{Engine: "tesseract", ImageFindings: fs}
		for i := 1; i <= pages; i++ {
			s.OCR.Pages = append(s.OCR.Pages, result.OCRPage{Page: i, Reason: "no_text"})
		}
		return s
	}
	// Two pages with no words, each drawing one image: a scan's text layer.
	imgPage := func(n int) pdfdoc.Page {
		pg := page("q 612 0 0 792 0 0 cm /Im1 Do Q", nil).Pages[0]
		pg.Number = n
		return pg
	}
	twoPages := &pdfdoc.Document{
		Structure: &pdfdoc.Structure{Pages: []pdfdoc.Page{imgPage(1), imgPage(2)}}, // producer and dates absent: metadata_stripped
		Text:      &pdftext.Document{Pages: []pdftext.Page{{Number: 1}, {Number: 2}}},
	}
	pasted := result.OCRImageFinding{Kind: "paper_mismatch", Page: 1, Text: "$51,049.56", Detail: "paper 255 against 246"}
	tests := []struct {
		name     string
		res      *result.Statement
		want     map[string]int // code → weight; -1: absent
		minScore int
		maxScore int
	}{
		{"every page scanned, nothing found", scanned(2),
			map[string]int{"scan_file_signals_not_assessable": 0, "metadata_stripped": -1, "text_not_judged": -1}, 0, 0},
		{"one page of two scanned", scanned(1),
			map[string]int{"scan_file_signals_not_assessable": -1, "text_not_judged": 0}, 0, 100},
		{"a pasted figure: circumstantial", scanned(2, pasted),
			map[string]int{"scan_region_pasted": 15}, 15, 15},
		{"a pasted figure and parts scanned differently", scanned(2, pasted, result.OCRImageFinding{Kind: "compression_mismatch", Page: 1}),
			map[string]int{"scan_region_pasted": 15, "scan_parts_mismatched": 25}, 40, 40},
		{"a pasted word that is no figure", scanned(2, result.OCRImageFinding{Kind: "noise_mismatch", Page: 1, Text: "DEPOSIT"}),
			map[string]int{"scan_region_pasted": -1}, 0, 0},
		{"parts scanned differently", scanned(2, result.OCRImageFinding{Kind: "resolution_mismatch", Page: 2}),
			map[string]int{"scan_parts_mismatched": 25}, 25, 25},
		{"a figure read with low confidence", scanned(2, result.OCRImageFinding{Kind: "confidence_outlier", Page: 1, Text: "1,234.56"}),
			map[string]int{"scan_confidence_outlier": 0}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := Analyze(Input{Doc: twoPages, Result: tt.res})
			got := map[string]int{}
			for _, f := range rep.Findings {
				got[f.Code] = f.Weight
			}
			for code, w := range tt.want {
				g, ok := got[code]
				switch {
				case w == -1 && ok:
					t.Errorf("%s present (weight %d): %v", code, g, got)
				case w >= 0 && !ok:
					t.Errorf("%s absent: %v", code, got)
				case w >= 0 && g != w:
					t.Errorf("%s weight %d, want %d", code, g, w)
				}
			}
			if rep.Score < tt.minScore || rep.Score > tt.maxScore {
				t.Errorf("score %d, want %d..%d: %v", rep.Score, tt.minScore, tt.maxScore, got)
			}
		})
	}
}
