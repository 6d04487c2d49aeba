package reader

import (
	"context"
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/docanalysis/service/internal/document/ocr"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
)

// lowConfidence is the word confidence (0–100) under which a page's word
// counts as doubtful in the result, and is tried first for corrections.
const lowConfidence = 60

// maxCorrectionTries bounds the re-readings the correction search makes,
// so a statement whose arithmetic fails for another reason (a missing
// page, a misread layout) costs a bounded number of parses.
const maxCorrectionTries = 60

// ocrChoices says which pages of doc need OCR. The page inventory (one
// PDFium pass listing images, without rendering) is taken only when a
// page's text layer is weak, so a born-digital statement pays nothing.
func ocrChoices(ctx context.Context, x pdftext.PDFium, pdf []byte, doc *pdfdoc.Document) (pageChoice, error) {
	if !ocr.MayNeedOCR(doc.Text, ocr.SelectOptions{}) && !invisibleOverImage(doc.Structure) {
		return pageChoice{}, nil
	}
	return selectOCR(ctx, x, pdf, doc.Text)
}

// pageChoice is which pages need OCR, with the page inventory the choice
// was made on, handed to the OCR reader so that it is not taken again.
type pageChoice struct {
	inv     []pdftext.PageRaster
	choices []ocr.Choice
	need    bool
}

// invisibleOverImage reports a page that paints an image and draws most
// of its text invisibly (render mode 3): another tool's OCR layer over a
// scan, whatever its word count. SelectPages then decides with the page
// inventory; what a reader sees is the image.
func invisibleOverImage(st *pdfdoc.Structure) bool {
	if st == nil {
		return false
	}
	for _, p := range st.Pages {
		if p.Drawing == nil || !p.Drawing.Paints || len(p.Drawing.Texts) == 0 {
			continue
		}
		hidden := 0
		for _, t := range p.Drawing.Texts {
			if t.Mode == 3 {
				hidden++
			}
		}
		if 2*hidden >= len(p.Drawing.Texts) {
			return true
		}
	}
	return false
}

// selectOCR takes the page inventory and lets ocr.SelectPages choose.
func selectOCR(ctx context.Context, x pdftext.PDFium, pdf []byte, doc *pdftext.Document) (pageChoice, error) {
	inv, err := x.Rasterize(ctx, pdf, pdftext.RasterOptions{NoRender: true})
	if err != nil {
		return pageChoice{}, fmt.Errorf("page inventory: %w", err)
	}
	pc := pageChoice{inv: inv, choices: ocr.SelectPages(doc, inv, ocr.SelectOptions{})}
	for _, c := range pc.choices {
		pc.need = pc.need || c.OCR
	}
	return pc, nil
}

// readScanned runs OCR over the pages that need it and parses the
// statement from the merged words. A reading that does not reconcile is
// retried with the usual OCR confusions of its doubtful figures, one at a
// time, and a change is kept only when the statement's arithmetic then
// closes; every kept change is recorded in the result.
func (r Reader) readScanned(ctx context.Context, pdf []byte, text *pdftext.Document, pc pageChoice) (*result.Statement, error) {
	res, err := r.OCR.ReadSelected(ctx, pdf, text, pc.inv, pc.choices)
	if err != nil {
		return nil, ocrFailure(err)
	}
	return ParseOCR(ctx, r.OCR.EngineName(), res)
}

// ParseOCR parses the statement from an OCR reading (the text-layer pages
// as extracted, the others as read), retrying a reading that does not
// reconcile with the usual confusions of its doubtful figures, and
// records in the result what was read, at what confidence, what was
// corrected and what the page images show. engine names the OCR engine.
func ParseOCR(ctx context.Context, engine string, res *ocr.Result) (*result.Statement, error) {
	st, err := statement.ParseDocument(ctx, res.Doc, statement.Options{})
	if err != nil {
		return st, err
	}
	var fixes []result.OCRCorrection
	if !verified(st) {
		if better, applied := correct(ctx, res, st); better != nil {
			st, fixes = better, applied
		}
	}
	st.OCR = ocrRecord(engine, res, fixes)
	for _, f := range ocr.Forensics(res, ocr.ForensicsOptions{ConfidenceOutliers: true}) {
		st.OCR.ImageFindings = append(st.OCR.ImageFindings, result.OCRImageFinding{Kind: f.Kind, Page: f.Page,
			Box: [4]float64{round1(f.X0), round1(f.Y0), round1(f.X1), round1(f.Y1)}, Text: f.Text,
			Value: round2(f.Value), Reference: round2(f.Reference), Score: round2(f.Score), Detail: f.Detail})
	}
	return st, nil
}

// ocrFailure turns an OCR error that retrying cannot cure into the
// analysis' failure; any other is returned wrapped, to be retried.
func ocrFailure(err error) error {
	var oe *ocr.Error
	if errors.As(err, &oe) {
		switch oe.Code {
		case ocr.CodeImageTooLarge, ocr.CodeOutputTooLong:
			return &analysis.Failure{Code: "ocr_limits_exceeded",
				Message: "A scanned page passes an OCR limit (" + oe.Msg + "). Scan it again at 300 dpi or less."}
		case ocr.CodeEngineMissing:
			// Not transient: retrying cannot install the engine.
			return &analysis.Failure{Code: "ocr_unavailable",
				Message: "The PDF has pages without a text layer and the OCR engine is not available. Contact support with the analysis id."}
		}
	}
	return fmt.Errorf("ocr: %w", err)
}

func verified(st *result.Statement) bool {
	return st != nil && st.ParseQuality != nil && st.ParseQuality.Verdict == result.Verified
}

// failing counts the failed arithmetic checks of a reading: what a
// correction must lower.
// checkFailure is how far a reading is from verified: the checks that fail
// and, within them, the rows or items they fail on. The items make the
// search see progress on a statement with two misread figures: fixing
// one leaves the running-balance check failing, but on one row instead
// of two, so the change is kept and the second can then close the check.
// A change is never reported unless the reading ends verified.
type checkFailure struct{ checks, items int }

func (f checkFailure) less(g checkFailure) bool {
	return f.checks < g.checks || f.checks == g.checks && f.items < g.items
}

func failing(st *result.Statement) checkFailure {
	var f checkFailure
	for _, c := range st.Checks {
		if !c.Passed {
			f.checks++
			f.items += max(c.Failed, 1)
		}
	}
	return f
}

type candidate struct {
	page, word int // index into res.Doc.Pages and its Words
	conf       float64
	alts       []ocr.Alternative
}

// correct searches single-word corrections of the OCR'd figures, least
// confident first, keeping each one that lowers the number of failed
// checks, or of the items they fail on (failure). It returns the corrected reading only when it is verified: a
// change that merely helps is never reported as the statement.
func correct(ctx context.Context, res *ocr.Result, st *result.Statement) (*result.Statement, []result.OCRCorrection) {
	conf := map[int][]float64{}
	for _, p := range res.Pages {
		conf[p.Number] = p.Conf
	}
	var cands []candidate
	for pi, p := range res.Doc.Pages {
		cs, ok := conf[p.Number]
		if !ok {
			continue // a text-layer page: nothing to correct
		}
		for wi, w := range p.Words {
			if !strings.ContainsAny(w.Text, "0123456789") || wi >= len(cs) {
				continue
			}
			if alts := ocr.MoneyAlternatives(w.Text); len(alts) > 0 {
				cands = append(cands, candidate{page: pi, word: wi, conf: cs[wi], alts: alts})
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].conf < cands[j].conf })
	// A figure whose leading digits the engine lost goes first: the
	// check that fails names the figure it expects.
	cands = append(lostLeading(res.Doc, conf, st), cands...)

	doc := cloneDoc(res.Doc)
	best, bestFail := st, failing(st)
	var kept []result.OCRCorrection
	tries := 0
	for _, c := range cands {
		if tries >= maxCorrectionTries || ctx.Err() != nil {
			break
		}
		w := &doc.Pages[c.page].Words[c.word]
		orig := w.Text
		for _, a := range c.alts[:min(len(c.alts), 4)] {
			tries++
			w.Text = a.Text
			got, err := statement.ParseDocument(ctx, doc, statement.Options{})
			if err == nil && failing(got).less(bestFail) {
				best, bestFail = got, failing(got)
				kept = append(kept, result.OCRCorrection{Page: doc.Pages[c.page].Number, From: orig, To: a.Text,
					Confidence: c.conf, Reason: strings.Join(a.Changes, ", ")})
				break
			}
			w.Text = orig
		}
		if verified(best) {
			return best, kept
		}
	}
	return nil, nil
}

// figureRe is a figure with its cents as a statement prints it, a
// dollar sign and thousands commas or not.
var figureRe = regexp.MustCompile(`^(\$?)(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$`)

// figureCents is the amount of a figure word, and whether it is one.
func figureCents(s string) (int64, string, bool) {
	m := figureRe.FindStringSubmatch(s)
	if m == nil {
		return 0, "", false
	}
	digits := strings.ReplaceAll(m[2], ",", "") + m[3]
	c, err := strconv.ParseInt(digits, 10, 64)
	return c, strings.TrimLeft(digits, "0"), err == nil
}

// lostLeading proposes, for each figure read on an OCR'd page that a
// failing check printed and expected otherwise (its Expected and
// Actual), the figure the check expects, when that figure ends with
// every digit read and is itself printed elsewhere on the statement:
// the engine lost the leading "3," of "$ 3,438.00" (Centier's ending
// balance, read "438.00" at 96 under the rule above it; the same
// 3,438.00 printed in the account box and the daily balances). The
// search keeps it only if the reading then verifies, as every other
// correction.
func lostLeading(doc *pdftext.Document, conf map[int][]float64, st *result.Statement) []candidate {
	want := map[int64][]int64{} // cents read → cents the check expects
	for _, c := range st.Checks {
		if c.Passed || c.Expected == nil || c.Actual == nil {
			continue
		}
		read, exp := int64(math.Round(math.Abs(*c.Expected)*100)), int64(math.Round(math.Abs(*c.Actual)*100))
		if read > 0 && exp > read {
			want[read] = append(want[read], exp)
		}
	}
	if len(want) == 0 {
		return nil
	}
	printed := map[int64]int{} // figures printed anywhere, by amount
	for _, p := range doc.Pages {
		for _, w := range p.Words {
			if c, _, ok := figureCents(w.Text); ok {
				printed[c]++
			}
		}
	}
	var out []candidate
	for pi, p := range doc.Pages {
		cs, ok := conf[p.Number]
		if !ok {
			continue
		}
		for wi, w := range p.Words {
			c, digits, ok := figureCents(w.Text)
			if !ok || wi >= len(cs) || len(digits) < 4 {
				continue
			}
			for _, e := range want[c] {
				full := strconv.FormatInt(e, 10)
				if !strings.HasSuffix(full, digits) || printed[e] == 0 {
					continue
				}
				text := strings.TrimSuffix(w.Text, strings.TrimLeft(w.Text, "$")) + money(e)
				out = append(out, candidate{page: pi, word: wi, conf: cs[wi], alts: []ocr.Alternative{{
					Text: text, Cents: e, Changes: []string{fmt.Sprintf("leading digits lost: %q read for %q, printed elsewhere", w.Text, text)}}}})
			}
		}
	}
	return out
}

// money prints cents as a figure with thousands commas: 343800 →
// "3,438.00".
func money(c int64) string {
	s := strconv.FormatInt(c/100, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return fmt.Sprintf("%s.%02d", s, c%100)
}

func cloneDoc(d *pdftext.Document) *pdftext.Document {
	out := *d
	out.Pages = make([]pdftext.Page, len(d.Pages))
	for i, p := range d.Pages {
		p.Words = append([]pdftext.Word(nil), p.Words...)
		out.Pages[i] = p
	}
	return &out
}

// ocrRecord is what the result says about the OCR'd pages.
func ocrRecord(engine string, res *ocr.Result, fixes []result.OCRCorrection) *result.OCR {
	rec := &result.OCR{Engine: engine, Pages: []result.OCRPage{}, Corrections: []result.OCRCorrection{}}
	reasons := map[int]string{}
	for _, c := range res.Choices {
		reasons[c.Page] = c.Reason
		if !c.OCR && strings.Contains(c.Reason, "over_page_limit") {
			rec.PagesNotRead = append(rec.PagesNotRead, c.Page)
		}
	}
	for _, p := range res.Pages {
		low := 0
		for _, c := range p.Conf {
			if c < lowConfidence {
				low++
			}
		}
		rec.Pages = append(rec.Pages, result.OCRPage{Page: p.Number, Reason: reasons[p.Number],
			MeanConfidence: round1(p.MeanConf), Words: len(p.Words), LowConfidenceWords: low,
			DPI: p.DPI, SourceDPI: round1(p.SourceDPI), Rotation: p.Rotation, Skew: round1(p.Skew)})
		for _, c := range p.Corrections {
			conf := 0.0
			if c.Word < len(p.Conf) {
				conf = p.Conf[c.Word]
			}
			rec.Corrections = append(rec.Corrections, result.OCRCorrection{Page: p.Number, From: c.From, To: c.To,
				Confidence: conf, Reason: "unambiguous: " + c.Why})
		}
	}
	rec.Corrections = append(rec.Corrections, fixes...)
	return rec
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

func round1(f float64) float64 {
	if f < 0 {
		return -round1(-f)
	}
	return float64(int(f*10+0.5)) / 10
}

// WithOCR is a Reader that reads scanned pages with the default OCR
// reader (Tesseract), as the OCR stage does: for tools and benchmarks.
func WithOCR() Reader { return Reader{OCR: ocr.NewReader(ocr.Options{})} }
