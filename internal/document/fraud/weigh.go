package fraud

import (
	"fmt"
	"math"

	"github.com/docanalysis/service/internal/domain/result"
)

// Weighing: a signal's weight depends on what else is known.
//
// Uncertainty is never an accusation. A statement whose arithmetic fails
// may have been edited, or may have been misread: a missed row, a
// direction read the wrong way, a layout the engine does not know. The
// arithmetic alone cannot tell the two apart, so its findings carry
// fraud weight only when the failure is confined to a few rows of a
// reading that otherwise holds, and their full weight only when
// evidence on the page (a font, a position, a drawing or an edit of the
// file) corroborates them. Otherwise they are kept as reading problems,
// with no weight, and the report says the statement's math could not be
// assessed.

// Weights after weighing.
const (
	arithConfined     = 15 // confined to a few rows, nothing on the page agrees: circumstantial
	arithCorroborated = 45 // confined, and the page or the file shows an edit
	calendarWeight    = 10 // each calendar signal: together never above low
	provenanceAlone   = 15 // a provenance signal with no evidence of an edit beside it
)

// A daily-balance table pins a failure to rows when it prints at least
// dailyPinMinDays days and its failing days name at most dailyPinMaxRows
// rows.
const (
	dailyPinMinDays = 3
	dailyPinMaxRows = 3
)

// arithmeticCodes are the findings the statement's arithmetic raises.
var arithmeticCodes = map[string]bool{
	"balance_mismatch":         true,
	"running_balance_mismatch": true,
}

// corroborating are the findings that show an edit on the page or in
// the file, independent of the arithmetic. They corroborate only at a
// substantive weight: a signal that scales its weight down (text over a
// watermark, a bold total in a column of amounts) is no edit of a row.
var corroborating = map[string]bool{
	"text_over_text":              true,
	"box_over_text":               true,
	"column_font_mixed":           true,
	"font_few_glyphs":             true,
	"incremental_update_content":  true,
	"producer_editor":             true,
	"metadata_mismatch":           true,
	"xmp_edit_history":            true,
	"producer_structure_mismatch": true,
	"page_subsets_mixed":          true,
	"scan_parts_mismatched":       true,
	"annotation_over_figures":     true,
	"text_lookalike_characters":   true,
	"statement_words_misspelt":    true,
	"modified_before_creation":    true,
	"incremental_update_metadata": true,
	"modified_after_creation":     true,
}

// provenance are the findings that say who made the file or how, not
// that anything in it was changed: a word processor, a print driver,
// stripped metadata, fonts left out, pages of two sizes, a
// known bank's legal line missing, and the patterns of the rows that
// honest businesses show too (repeated or round amounts). Clean
// statements come from every producer, and merchants print, re-save and
// convert them; a look-alike template is not an edit. These weigh their
// full weight only beside evidence of an edit, and alone at most
// provenanceAlone each, which result.Score keeps below medium however
// many there are.
var provenance = map[string]bool{
	"producer_word_processor": true,
	"producer_print_driver":   true,
	"metadata_stripped":       true,
	"font_not_embedded":       true,
	"page_size_mixed":         true,
	"page_fonts_mixed":        true,
	"text_outside_page":       true,
	"bank_markers_missing":    true,
	"mixed_xref_styles":       true,
	"duplicate_rows":          true,
	"round_number_deposits":   true,
}

// rowPatterns are the provenance findings about what the rows say rather
// than how the file was made; they stay circumstantial even beside
// evidence of an edit (see weigh).
var rowPatterns = map[string]bool{
	"duplicate_rows":        true,
	"round_number_deposits": true,
}

// readingDated are the findings that compare the file or the calendar
// with the dates the reading found (the period, the rows' dates). When
// the statement does not reconcile, the reading of its dates is as
// uncertain as the rest, so they weigh as provenance does.
var readingDated = map[string]bool{
	"created_before_period_end": true,
	"dates_outside_period":      true,
}

// MathNotAssessable is the code of the finding, with no weight, that
// says the statement's arithmetic failed in a way a misreading explains
// as well as an edit.
const MathNotAssessable = "statement_math_not_assessable"

// toolOnly are the corroborating findings that name the tool a file
// passed through rather than an edit of its content. They corroborate
// the arithmetic (a few rows that fail, in a file an editor saved), but
// not the other provenance findings: a statement unlocked or compressed
// online and drawn in fonts the bank left out says twice how the file
// was handled, and nothing about what it says.
var toolOnly = map[string]bool{
	"producer_editor": true,
}

func (e *env) weigh(fs []result.Finding) []result.Finding {
	annotated := annotationSaveOnly(fs)
	corroborated, edited := false, false
	for _, f := range fs {
		if f.Code == "modified_after_creation" && annotated {
			continue
		}
		if corroborating[f.Code] && f.Weight >= SubstantiveWeight {
			corroborated = true
			edited = edited || !toolOnly[f.Code]
		}
	}
	confined, why := e.arithmeticConfined()
	usd := e.res == nil || e.res.Currency == nil || *e.res.Currency == "USD" || *e.res.Currency == ""
	review := e.needsReview()
	out := fs[:0:0]
	unassessed, arithmetic := false, false
	for _, f := range fs {
		switch {
		case arithmeticCodes[f.Code] && arithmetic:
			// One edit breaks the reconciliation and the running
			// balances alike: the arithmetic counts once.
			f.Weight = 0
			f.Evidence["weighed"] = "counted with the first arithmetic finding"
		case arithmeticCodes[f.Code]:
			arithmetic = true
			switch {
			case confined && corroborated:
				f.Weight = arithCorroborated
			case confined:
				// A few rows fail and nothing on the page or in the
				// file shows an edit: the statement's own error, a
				// row misread, or an edit that left no other trace
				// look alike. Reported, and circumstantial.
				f.Weight = min(f.Weight, arithConfined)
			default:
				// Spread over the reading: a misreading explains it as
				// well as an edit, whatever else the file shows. The
				// corroborating finding keeps its own weight; it lends
				// none to arithmetic that cannot be trusted.
				f.Weight = 0
				unassessed = true
			}
			f.Evidence["weighed"] = map[string]any{"confined": confined, "corroborated": corroborated, "reading": why}
		case f.Code == "modified_after_creation" && annotated:
			f.Weight = 0
			f.Evidence["weighed"] = "the modification is the incremental update that added annotations only (incremental_update_annotation): the page content is as it was created"
		case f.Code == "ach_on_weekend" || f.Code == "ach_on_holiday":
			if !usd {
				// The Federal Reserve's calendar says nothing of a
				// statement in another currency.
				continue
			}
			if yc := e.check("year_printed"); yc != nil && !yc.Passed {
				// The rows' year was inferred, so their weekdays are
				// too: no calendar can be read from them.
				continue
			}
			f.Weight = calendarWeight
		case rowPatterns[f.Code] && f.Weight > provenanceAlone:
			// Repeated or round amounts are how many honest accounts
			// look (a daily MCA debit, a fee charged per item, transfers
			// between friends): an edit of the file elsewhere does not
			// make them evidence. A copied row is proven by the
			// arithmetic, the fonts or the file, never by the repetition.
			f.Weight = provenanceAlone
			f.Evidence["weighed"] = "a pattern of the rows, not of the document: circumstantial whatever else is found"
		case provenance[f.Code] && !edited && f.Weight > provenanceAlone:
			f.Weight = provenanceAlone
			f.Evidence["weighed"] = "provenance alone: no evidence of an edit beside it"
		case readingDated[f.Code] && review && f.Weight > provenanceAlone:
			f.Weight = provenanceAlone
			f.Evidence["weighed"] = "the statement does not reconcile, so the dates read from it are uncertain"
		}
		out = append(out, f)
	}
	if toolkitOnly(out) {
		// A toolkit's pass is substantive only to corroborate rows whose
		// arithmetic fails; with none to corroborate it says how the file
		// was handled, and so do the provenance findings beside it (fonts
		// left out, round deposits, a weekend posting): together they
		// must not add up to an accusation.
		for i := range out {
			if out[i].Code == "producer_editor" {
				out[i].Weight = provenanceAlone
				out[i].Evidence["weighed"] = "an online toolkit's pass with no failing arithmetic to corroborate: provenance, not an edit"
			}
		}
	}
	if unassessed {
		out = append(out, result.Finding{
			Code:     MathNotAssessable,
			Message:  "The statement's arithmetic does not hold, but the failure is spread over the reading (" + why + "), which a misreading explains as well as an edit: it is reported as a reading problem, with no fraud weight. The statement's math could not be assessed.",
			Evidence: map[string]any{"reading": why},
			Provider: ProviderMetadata,
		})
	}
	return out
}

// toolkitOnly reports whether the only substantive findings are an
// online toolkit's own pass (producer_editor weighed toolkitPassWeight,
// see toolkitWriters) and no arithmetic finding kept weight for it to
// corroborate.
func toolkitOnly(fs []result.Finding) bool {
	pass := false
	for _, f := range fs {
		switch {
		case f.Code == "producer_editor" && f.Evidence["toolkit_pass"] == true:
			pass = true
		case arithmeticCodes[f.Code] && f.Weight > 0, f.Weight >= SubstantiveWeight:
			return false
		}
	}
	return pass
}

// annotationSaveOnly reports a file whose every save after its creation
// added annotations or form data and nothing else (the
// incremental_update_annotation finding fires only then): a reader who
// highlighted or commented on a statement leaves a modification date,
// and it says no more than the update itself, which the annotation's own
// finding weighs. An annotation drawn over figures is its own finding
// (annotation_over_figures).
func annotationSaveOnly(fs []result.Finding) bool {
	for _, f := range fs {
		if f.Code == "incremental_update_annotation" {
			return true
		}
	}
	return false
}

// needsReview reports whether the reading's verdict is needs_review.
func (e *env) needsReview() bool {
	return e.isStatement() && e.res.ParseQuality != nil && e.res.ParseQuality.Verdict == result.NeedsReview
}

// arithmeticConfined reports whether the arithmetic's failure is confined
// to a few rows of a reading that otherwise holds, and says why not.
func (e *env) arithmeticConfined() (bool, string) {
	if !e.isStatement() {
		return false, "not a statement"
	}
	if len(e.res.Transactions) == 0 {
		return false, "no rows were read"
	}
	why := ""
	if rb := e.check("running_balance"); rb != nil && rb.Checked > 0 {
		if rb.Failed > 2 || rb.Failed*5 > rb.Checked {
			return false, fmt.Sprintf("%d of %d running balances fail", rb.Failed, rb.Checked)
		}
		why = fmt.Sprintf("%d of %d running balances fail", rb.Failed, rb.Checked)
	} else if dc := e.check("daily_balance_table"); dc != nil && !dc.Passed && dc.Checked >= dailyPinMinDays && len(dc.Rows) > 0 && len(dc.Rows) <= dailyPinMaxRows {
		// A printed daily-balance table pins the failure to the rows of
		// a day (the statement package narrows a step, every later day
		// off by one amount, to the rows since the last day that holds).
		why = fmt.Sprintf("the daily balances pin the failure to %d rows", len(dc.Rows))
	} else {
		// Nothing pins a failed reconciliation to rows: a missed row
		// and an edited one look alike. (Section totals pin it to a
		// section, but a row read the wrong way or two rows read as one
		// break a section's total just as an edit does.)
		return false, "no running balances to pin the failure to rows"
	}
	if q := e.res.ParseQuality; q != nil {
		for _, is := range q.Issues {
			if is.Check == "transactions_found" || is.Check == "dates_valid" {
				return false, "the reading failed " + is.Check
			}
		}
	}
	if rc := e.check("reconciliation"); rc != nil && !rc.Passed && rc.Expected != nil && rc.Actual != nil {
		// A row the reading missed leaves the balances off by its own
		// amount, which is printed on the page; an edited amount leaves
		// them off by the edit, which is printed nowhere.
		if off := math.Abs(*rc.Expected - *rc.Actual); e.printedUnread(off) {
			return false, fmt.Sprintf("the balances are off by %.2f, an amount printed on the page that the reading did not take as a row", off)
		}
		if n, net := e.unchainedTail(); n > 0 && math.Abs(*rc.Actual-*rc.Expected-net) < 0.005 {
			return false, fmt.Sprintf("the balances are off by the %d rows read after the last printed balance (%.2f), which no balance the statement prints includes", n, net)
		}
	}
	return true, why
}

// unchainedTail is the number and net amount of the rows read after the
// last row that prints a running balance. When the reconciliation is off
// by exactly their net, the statement's own last balance leaves them out:
// rows read from a table after the ledger (a later listing of the same
// deposits) look like that, and so would rows added after the ledger, so
// the failure says nothing an underwriter can act on about the rows the
// balances pin.
func (e *env) unchainedTail() (int, float64) {
	ts := e.res.Transactions
	last := -1
	for i, t := range ts {
		if t.RunningBalance != nil {
			last = i
		}
	}
	if last < 0 {
		return 0, 0
	}
	net := 0.0
	for _, t := range ts[last+1:] {
		if t.Amount == nil || t.Type == nil {
			continue
		}
		if *t.Type == "credit" {
			net += *t.Amount
		} else {
			net -= *t.Amount
		}
	}
	return len(ts) - last - 1, net
}

// printedUnread reports whether the amount v is printed as a word on a
// page and is no transaction's amount.
func (e *env) printedUnread(v float64) bool {
	if e.doc == nil || v < 0.005 {
		return false
	}
	for _, t := range e.res.Transactions {
		if t.Amount != nil && math.Abs(math.Abs(*t.Amount)-v) < 0.005 {
			return false
		}
	}
	for _, p := range e.doc.Pages {
		for _, w := range p.Words {
			if !moneyRe.MatchString(w.Text) {
				continue
			}
			if x, ok := parseMoney(w.Text); ok && math.Abs(x-v) < 0.005 {
				return true
			}
		}
	}
	return false
}
