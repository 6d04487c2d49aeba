package fraud

import (
	"fmt"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/domain/result"
)

// Scans. A page read by OCR is a picture: its file carries the scanner's
// provenance, not the bank's, and its drawing is one image, so the
// metadata and drawing signals say nothing about it either way. What does
// apply is the statement's own arithmetic (over the OCR'd rows, weighed
// like any reading) and what the image shows of a pasted or re-scanned
// part (internal/document/ocr's forensics, recorded in result.OCR).

// fileSignals are the findings of the file's metadata and of what its
// pages draw. On a document whose every page was read by OCR they are not
// assessable and are replaced by scan_file_signals_not_assessable.
// (created_before_period_end and incremental_update_content stay: a scan
// dated before its own period ended, or edited after it was saved, is
// evidence whatever the page holds.)
var fileSignals = map[string]bool{
	"producer_editor": true, "producer_word_processor": true, "producer_print_driver": true,
	"metadata_stripped": true, "metadata_mismatch": true, "modified_after_creation": true,
	"modified_before_creation": true, "xmp_edit_history": true, "incremental_update_metadata": true,
	"incremental_update_annotation": true, "mixed_xref_styles": true,
	"font_not_embedded": true, "font_few_glyphs": true, "column_font_mixed": true, "text_over_text": true,
	"box_over_text": true, "text_outside_page": true, "page_size_mixed": true, "page_fonts_mixed": true,
	"text_not_judged": true, "bank_markers_missing": true,
}

// Kinds of result.OCRImageFinding (internal/document/ocr's forensics).
var (
	pastedKinds   = map[string]bool{"noise_mismatch": true, "paper_mismatch": true, "sharpness_mismatch": true, "jpeg_grid_mismatch": true}
	mismatchKinds = map[string]bool{"resolution_mismatch": true, "compression_mismatch": true}
)

// ocrPages returns the pages read by OCR and whether that is every page.
func (e *env) ocrPages() (map[int]bool, bool) {
	if e.res == nil || e.res.OCR == nil || len(e.res.OCR.Pages) == 0 {
		return nil, false
	}
	pages := map[int]bool{}
	for _, p := range e.res.OCR.Pages {
		pages[p.Page] = true
	}
	total := e.res.Detection.PagesPresent
	if e.doc != nil {
		total = len(e.doc.Pages)
	}
	return pages, len(pages) >= total
}

// forScans adjusts the findings of a document with pages read by OCR:
// on an all-scanned document the file and drawing findings give way to
// one finding, with no weight, that says they could not be assessed; a
// mixed document keeps them, except text_not_judged, whose pages were in
// fact read (by OCR) and checked against the arithmetic.
func (e *env) forScans(fs []result.Finding) []result.Finding {
	pages, all := e.ocrPages()
	if pages == nil {
		return fs
	}
	var dropped []string
	out := fs[:0:0]
	for _, f := range fs {
		switch {
		case all && fileSignals[f.Code]:
			dropped = append(dropped, f.Code)
			continue
		case f.Code == "text_not_judged":
			f.Weight = 0
			f.Message += " Those pages were read by OCR: their rows are checked against the statement's arithmetic and their images for pasted parts, but an edit drawn into an image is not visible to the drawing signals."
		}
		out = append(out, f)
	}
	if all {
		sort.Strings(dropped)
		out = append(out, result.Finding{
			Code:     "scan_file_signals_not_assessable",
			Message:  "Every page is a scan read by OCR: the file's metadata and drawing describe the scanner, not the bank's statement, so those signals were not assessed. The score rests on the statement's arithmetic and on what the page images show; it is not a clean bill.",
			Evidence: map[string]any{"not_assessed": dropped, "pages_read_by_ocr": len(pages)},
			Provider: ProviderMetadata,
		})
	}
	return out
}

// scanRegionPasted reports words of a scanned page whose paper noise,
// shade, sharpness or JPEG grid differ sharply from their neighbours':
// what a figure pasted from another image leaves. It reports only figures
// (a word with a digit), where an edit pays, and weighs as circumstantial
// evidence: on honest scans of the scan corpus one document in six has
// such a figure (docs/ocr.md), so alone it never lifts a score above low.
func scanRegionPasted(e *env) *result.Finding {
	if e.res == nil || e.res.OCR == nil {
		return nil
	}
	var regions []map[string]any
	page := 0
	for _, f := range e.res.OCR.ImageFindings {
		if !pastedKinds[f.Kind] || !strings.ContainsAny(f.Text, "0123456789") {
			continue
		}
		if page == 0 {
			page = f.Page
		}
		regions = append(regions, map[string]any{"kind": f.Kind, "page": f.Page, "box": f.Box, "text": f.Text,
			"value": f.Value, "reference": f.Reference, "score": f.Score, "detail": f.Detail})
	}
	if len(regions) == 0 {
		return nil
	}
	first := regions[0]
	return newFinding("scan_region_pasted", page,
		fmt.Sprintf("On scanned page %d the figure %q differs from the paper around it (%s): a region pasted from another image looks like this.", page, first["text"], first["detail"]),
		map[string]any{"regions": regions})
}

// scanPartsMismatched reports a scanned page whose images were scanned at
// different resolutions or saved at different JPEG qualities.
func scanPartsMismatched(e *env) *result.Finding {
	if e.res == nil || e.res.OCR == nil {
		return nil
	}
	var parts []map[string]any
	page := 0
	for _, f := range e.res.OCR.ImageFindings {
		if !mismatchKinds[f.Kind] {
			continue
		}
		if page == 0 {
			page = f.Page
		}
		parts = append(parts, map[string]any{"kind": f.Kind, "page": f.Page, "box": f.Box, "value": f.Value, "reference": f.Reference, "detail": f.Detail})
	}
	if len(parts) == 0 {
		return nil
	}
	return newFinding("scan_parts_mismatched", page,
		fmt.Sprintf("Scanned page %d is made of images scanned or saved differently (%s): part of the page was put in from elsewhere.", page, parts[0]["detail"]),
		map[string]any{"parts": parts})
}

// scanConfidenceOutliers reports figures the OCR engine read with much
// less confidence than their neighbours. It carries no weight: a smudge
// does the same as an edit; it is listed for the underwriter to look at.
func scanConfidenceOutliers(e *env) *result.Finding {
	if e.res == nil || e.res.OCR == nil {
		return nil
	}
	var words []map[string]any
	page := 0
	for _, f := range e.res.OCR.ImageFindings {
		if f.Kind != "confidence_outlier" {
			continue
		}
		if page == 0 {
			page = f.Page
		}
		words = append(words, map[string]any{"page": f.Page, "box": f.Box, "text": f.Text, "confidence": f.Value, "neighbours": f.Reference})
	}
	if len(words) == 0 {
		return nil
	}
	return newFinding("scan_confidence_outlier", page,
		fmt.Sprintf("%d figure(s) on the scanned pages were read with much less confidence than the text around them; worth a look at the image (no fraud weight: a smudge does the same).", len(words)),
		map[string]any{"words": words})
}
