// Package fraud computes the deterministic metadata fraud score of a
// statement PDF: signals from the file's structure (pdfcpu), from what its
// pages draw (content streams), from its text layer (PDFium words) and
// from the parsed statement (balances, dates, rows), each reported as a
// finding with its evidence and the points it adds to the score.
//
// The score is the sum of the findings' weights, capped at 100, so every
// point can be traced to a finding. Weights and thresholds are documented
// in docs/fraud.md, and a test holds that document to the code.
package fraud

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
)

// ProviderMetadata names the findings of this package; the visual second
// pass uses another provider name.
const ProviderMetadata = "metadata"

// Severities of a finding, derived from its weight.
const (
	SeverityLow    = "low"
	SeverityMedium = "medium"
	SeverityHigh   = "high"
)

// Risk levels of a score.
const (
	RiskLow      = "low"
	RiskMedium   = "medium"
	RiskHigh     = "high"
	RiskCritical = "critical"
)

// Risk thresholds: a score at or above each is that level.
const (
	MediumFrom   = 25
	HighFrom     = 50
	CriticalFrom = 75
)

// Finding is one signal. Its JSON is the interface's FraudFinding plus
// weight, the points it added to the score.
type Finding struct {
	Code     string         `json:"code"`
	Severity string         `json:"severity"`
	Message  string         `json:"message"`
	Page     *int           `json:"page"`
	Evidence map[string]any `json:"evidence"`
	Provider string         `json:"provider"`
	Weight   int            `json:"weight"`
}

// Report is the score of one document. Its JSON fields are the ones it
// adds to the AnalysisResult.
type Report struct {
	Score     int       `json:"fraud_score"`
	RiskLevel string    `json:"fraud_risk_level"`
	Findings  []Finding `json:"fraud_findings"`
}

// Input is one document to score.
type Input struct {
	PDF []byte
	// Doc is the extracted text with font names (pdftext.PDFium with
	// FontNames); nil means Analyze extracts it.
	Doc *pdftext.Document
	// Result is the parsed statement; nil means Analyze parses Doc. The
	// pipeline passes the stored result so that findings refer to the
	// transactions the caller sees.
	Result *statement.Result
}

// Options tune Analyze. The zero value is ready to use.
type Options struct {
	// Extractor defaults to pdftext.PDFium{FontNames: true}.
	Extractor pdftext.Extractor
}

// Analyze scores one document. It returns an error only when it could not
// run (a cancelled context, PDFium unavailable); a file it cannot read
// yields findings that say so, because "could not check" is not "clean".
func Analyze(ctx context.Context, in Input, opt Options) (*Report, error) {
	e := &env{pdf: in.PDF, doc: in.Doc, res: in.Result}
	var err error
	e.st, err = readStructure(in.PDF)
	if err != nil {
		e.structErr = err
	}
	if e.doc == nil {
		x := opt.Extractor
		if x == nil {
			x = pdftext.PDFium{FontNames: true}
		}
		e.doc, err = x.Extract(ctx, in.PDF)
		if err != nil {
			code := pdftext.CodeOf(err)
			if code == "" || code == pdftext.CodeTimeout || code == pdftext.CodeInternal || ctx.Err() != nil {
				return nil, fmt.Errorf("fraud: extract text: %w", err)
			}
			e.doc, e.textErr = nil, err
		}
	}
	if e.res == nil && e.doc != nil {
		res, err := statement.ParseDocument(ctx, e.doc, statement.Options{})
		var se *statement.Error
		switch {
		case err == nil, errors.As(err, &se) && res != nil:
			e.res = res
		case ctx.Err() != nil:
			return nil, fmt.Errorf("fraud: parse statement: %w", err)
		}
	}
	return e.report(), nil
}

// env is what the signals look at.
type env struct {
	pdf       []byte
	st        *structure
	structErr error
	doc       *pdftext.Document
	textErr   error
	res       *statement.Result
}

// signal computes one finding, or nil.
type signal func(e *env) *Finding

var signals = []signal{
	// File structure and metadata.
	structureUnreadable,
	producerSignal(classEditor, "producer_editor"),
	producerSignal(classWordProcessor, "producer_word_processor"),
	producerSignal(classPrinter, "producer_print_driver"),
	metadataStripped,
	metadataMismatch,
	modifiedAfterCreation,
	modifiedBeforeCreation,
	createdBeforePeriodEnd,
	xmpEditHistory,
	incrementalUpdate("content", "incremental_update_content"),
	incrementalUpdate("metadata", "incremental_update_metadata"),
	incrementalUpdate("annotation", "incremental_update_annotation"),
	mixedXRefStyles,
	// What the pages draw.
	fontNotEmbedded,
	fontFewGlyphs,
	columnFontMixed,
	textOverText,
	boxOverText,
	textOutsidePage,
	pageSizeMixed,
	pageFontsMixed,
	textNotJudged,
	// The statement itself.
	balanceMismatch,
	runningBalanceMismatch,
	duplicateRows,
	datesOutsidePeriod,
	achOnWeekend,
	achOnHoliday,
	roundNumberDeposits,
	bankMarkersMissing,
}

// weights are the points each signal adds. Some signals scale with the
// amount of evidence; their rule is in docs/fraud.md and in the signal.
var weights = map[string]int{
	"structure_unreadable":          25,
	"producer_editor":               45,
	"producer_word_processor":       40,
	"producer_print_driver":         10,
	"metadata_stripped":             25,
	"metadata_mismatch":             30,
	"modified_after_creation":       25,
	"modified_before_creation":      25,
	"created_before_period_end":     45,
	"xmp_edit_history":              20,
	"incremental_update_content":    50,
	"incremental_update_metadata":   25,
	"incremental_update_annotation": 10,
	"mixed_xref_styles":             15,
	"font_not_embedded":             30,
	"font_few_glyphs":               35,
	"column_font_mixed":             35,
	"text_over_text":                45,
	"box_over_text":                 45,
	"text_outside_page":             20,
	"page_size_mixed":               25,
	"page_fonts_mixed":              25,
	"text_not_judged":               25,
	"balance_mismatch":              45,
	"running_balance_mismatch":      45,
	"duplicate_rows":                40,
	"dates_outside_period":          35,
	"ach_on_weekend":                20,
	"ach_on_holiday":                10,
	"round_number_deposits":         25,
	"bank_markers_missing":          30,
}

// newFinding builds a finding with the code's default weight.
func newFinding(code string, page int, msg string, ev map[string]any) *Finding {
	f := &Finding{Code: code, Message: msg, Evidence: ev, Provider: ProviderMetadata, Weight: weights[code]}
	if page > 0 {
		f.Page = &page
	}
	if f.Evidence == nil {
		f.Evidence = map[string]any{}
	}
	return f
}

// SeverityOf maps a weight to a severity.
func SeverityOf(weight int) string {
	switch {
	case weight >= 40:
		return SeverityHigh
	case weight >= 20:
		return SeverityMedium
	}
	return SeverityLow
}

// RiskOf maps a score to a risk level.
func RiskOf(score int) string {
	switch {
	case score >= CriticalFrom:
		return RiskCritical
	case score >= HighFrom:
		return RiskHigh
	case score >= MediumFrom:
		return RiskMedium
	}
	return RiskLow
}

func (e *env) report() *Report {
	r := &Report{Findings: []Finding{}}
	for _, s := range signals {
		f := s(e)
		if f == nil {
			continue
		}
		f.Severity = SeverityOf(f.Weight)
		r.Findings = append(r.Findings, *f)
	}
	// Strongest first; ties in signal order (stable).
	sort.SliceStable(r.Findings, func(i, j int) bool { return r.Findings[i].Weight > r.Findings[j].Weight })
	r.Score = Score(r.Findings)
	r.RiskLevel = RiskOf(r.Score)
	return r
}

// Score is the sum of the findings' weights, capped at 100. Findings of
// other providers (the visual pass) are scored the same way.
func Score(findings []Finding) int {
	s := 0
	for _, f := range findings {
		s += f.Weight
	}
	return min(s, 100)
}
