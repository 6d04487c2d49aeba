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
	"sort"

	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// SubstantiveWeight is the weight from which a finding alone is evidence
// of an edit; lighter findings are circumstantial and, together, never
// lift a score above low (result.Score applies the rule, so the stored
// score after the visual pass keeps it too).
const SubstantiveWeight = result.SubstantiveWeight

// ProviderMetadata names the findings of this package; the visual second
// pass uses another provider name.
const ProviderMetadata = "metadata"

// Report is the score of one document. Its JSON fields are the ones it
// adds to the AnalysisResult.
type Report struct {
	Score     int              `json:"fraud_score"`
	RiskLevel string           `json:"fraud_risk_level"`
	Findings  []result.Finding `json:"fraud_findings"`
}

// Input is one document to score.
type Input struct {
	// Doc is the parser stage's read of the PDF: its structure and its
	// words with font names.
	Doc *pdfdoc.Document
	// Result is the parsed statement, as stored, so that findings refer
	// to the transactions the caller sees; nil scores the file alone.
	Result *result.Statement
}

// Analyze scores one document. It reads nothing but its input: a file
// whose structure could not be read yields a finding that says so,
// because "could not check" is not "clean".
func Analyze(in Input) *Report {
	e := &env{res: in.Result}
	if in.Doc != nil {
		e.st, e.doc = in.Doc.Structure, in.Doc.Text
		e.structErr = in.Doc.StructureErr
		if e.st == nil && e.structErr == "" {
			e.structErr = "no structure was read"
		}
	}
	return e.report()
}

// env is what the signals look at.
type env struct {
	st        *pdfdoc.Structure
	structErr string
	doc       *pdftext.Document
	res       *result.Statement
}

// signal computes one finding, or nil.
type signal func(e *env) *result.Finding

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
	producerStructureMismatch,
	// What the pages draw.
	fontNotEmbedded,
	fontFewGlyphs,
	columnFontMixed,
	textOverText,
	boxOverText,
	textOutsidePage,
	pageSizeMixed,
	pageFontsMixed,
	pageSubsetsMixed,
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
	// What the words say of who typed them.
	lookalikeText,
	statementWordsMisspelt,
	annotationOverFigures,
	// What the images of scanned pages show.
	scanRegionPasted,
	scanPartsMismatched,
	scanConfidenceOutliers,
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
	"producer_structure_mismatch":   35,
	"font_not_embedded":             30,
	"font_few_glyphs":               35,
	"column_font_mixed":             35,
	"text_over_text":                45,
	"box_over_text":                 45,
	"text_outside_page":             20,
	"page_size_mixed":               25,
	"page_fonts_mixed":              25,
	"page_subsets_mixed":            30,
	"text_not_judged":               25,
	"balance_mismatch":              45,
	"running_balance_mismatch":      45,
	"duplicate_rows":                40,
	"dates_outside_period":          35,
	"ach_on_weekend":                20,
	"ach_on_holiday":                10,
	"round_number_deposits":         25,
	"bank_markers_missing":          30,
	"text_lookalike_characters":     40,
	"statement_words_misspelt":      35,
	"annotation_over_figures":       40,
	"scan_region_pasted":            15,
	"scan_parts_mismatched":         25,
	"scan_confidence_outlier":       0,
}

// newFinding builds a finding with the code's default weight.
func newFinding(code string, page int, msg string, ev map[string]any) *result.Finding {
	f := &result.Finding{Code: code, Message: msg, Evidence: ev, Provider: ProviderMetadata, Weight: weights[code]}
	if page > 0 {
		f.Page = &page
	}
	if f.Evidence == nil {
		f.Evidence = map[string]any{}
	}
	return f
}

func (e *env) report() *Report {
	var fs []result.Finding
	for _, s := range signals {
		if f := s(e); f != nil {
			fs = append(fs, *f)
		}
	}
	r := &Report{Findings: []result.Finding{}}
	for _, f := range e.weigh(e.forScans(fs)) {
		f.Severity = result.SeverityOf(f.Weight)
		r.Findings = append(r.Findings, f)
	}
	// Strongest first; ties in signal order (stable).
	sort.SliceStable(r.Findings, func(i, j int) bool { return r.Findings[i].Weight > r.Findings[j].Weight })
	r.Score = result.Score(r.Findings)
	r.RiskLevel = result.RiskOf(r.Score)
	return r
}
