package fraud

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestWeigh holds the rules that keep a misreading from accusing a
// merchant: arithmetic counts only when confined to a few rows, fully
// only when the page corroborates it (never when the failure is spread
// over the reading, whatever else the file shows), and once; calendar
// signals and provenance without an edit beside it are circumstantial,
// and so are dates compared on a reading that does not reconcile.
func TestWeigh(t *testing.T) {
	rows := []result.Transaction{row("2026-01-05", "DEPOSIT", 100, "credit"), row("2026-01-06", "RENT", 50, "debit")}
	withChecks := func(bank *string, cur string, cs ...result.Check) *result.Statement {
		s := stmt(rows...)
		s.Checks = cs
		s.Detection.DetectedBank = bank
		s.Currency = p(cur)
		return s
	}
	rb := func(failed, checked int) result.Check {
		return result.Check{Name: "running_balance", Passed: failed == 0, Checked: checked, Failed: failed}
	}
	daily := func(failed, checked, rows int) result.Check {
		c := result.Check{Name: "daily_balance_table", Passed: failed == 0, Checked: checked, Failed: failed}
		for i := range rows {
			c.Rows = append(c.Rows, i)
		}
		return c
	}
	recon := result.Check{Name: "reconciliation", Passed: false, Expected: p(130.0), Actual: p(7130.0)}
	f := func(code string, w int) result.Finding {
		return result.Finding{Code: code, Weight: w, Evidence: map[string]any{}, Provider: ProviderMetadata}
	}
	toolkit := func() result.Finding {
		tf := f("producer_editor", toolkitPassWeight)
		tf.Evidence["toolkit_pass"] = true
		return tf
	}
	tests := []struct {
		name  string
		res   *result.Statement
		doc   *pdftext.Document
		in    []result.Finding
		want  map[string]int // code → weight after weighing; -1: dropped
		score int
	}{
		{"confined to one running balance, nothing on the page", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("running_balance_mismatch", 45)},
			map[string]int{"balance_mismatch": arithConfined, "running_balance_mismatch": 0}, arithConfined},
		{"confined and corroborated by text over text", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("text_over_text", 45)},
			map[string]int{"balance_mismatch": arithCorroborated, "text_over_text": 45}, 90},
		{"repeated amounts stay circumstantial beside an editor's producer", withChecks(nil, "USD"), nil,
			[]result.Finding{f("producer_editor", 45), f("duplicate_rows", 40), f("round_number_deposits", 25)},
			map[string]int{"producer_editor": 45, "duplicate_rows": provenanceAlone, "round_number_deposits": provenanceAlone}, 75},
		{"an editor's producer does not lift the other provenance findings", withChecks(nil, "USD"), nil,
			[]result.Finding{f("producer_editor", 45), f("font_not_embedded", 30)},
			map[string]int{"producer_editor": 45, "font_not_embedded": provenanceAlone}, 60},
		{"an online toolkit's pass beside fonts left out and round deposits: how the file was handled, low", withChecks(nil, "USD"), nil,
			[]result.Finding{toolkit(), f("font_not_embedded", 15), f("round_number_deposits", 15), f("ach_on_weekend", 45)},
			map[string]int{"producer_editor": provenanceAlone, "font_not_embedded": provenanceAlone, "round_number_deposits": provenanceAlone, "ach_on_weekend": calendarWeight}, 24},
		{"an online toolkit's pass still corroborates confined arithmetic", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), toolkit(), f("font_not_embedded", 15)},
			map[string]int{"balance_mismatch": arithCorroborated, "producer_editor": toolkitPassWeight, "font_not_embedded": provenanceAlone}, 80},
		{"an online toolkit's pass beside an edit on the page keeps its weight", withChecks(nil, "USD"), nil,
			[]result.Finding{toolkit(), f("text_over_text", 45)},
			map[string]int{"producer_editor": toolkitPassWeight, "text_over_text": 45}, 65},
		{"an editor's producer still corroborates confined arithmetic", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("producer_editor", 45)},
			map[string]int{"balance_mismatch": arithCorroborated, "producer_editor": 45}, 90},
		{"spread over the reading: a reading problem", withChecks(nil, "USD", recon, rb(9, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45)},
			map[string]int{"balance_mismatch": 0, MathNotAssessable: 0}, 0},
		{"spread over the reading and the file was edited: the edit weighs, the arithmetic does not", withChecks(nil, "USD", recon, rb(9, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("modified_after_creation", 15)},
			map[string]int{"balance_mismatch": 0, "modified_after_creation": 15, MathNotAssessable: 0}, 15},
		{"a daily-balance table pins it to a day's rows", withChecks(nil, "USD", recon, daily(16, 20, 1)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("running_balance_mismatch", 45)},
			map[string]int{"balance_mismatch": arithConfined, "running_balance_mismatch": 0}, arithConfined},
		{"a daily-balance table pins it, and the page shows an edit", withChecks(nil, "USD", recon, daily(16, 20, 2)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("text_over_text", 45)},
			map[string]int{"balance_mismatch": arithCorroborated, "text_over_text": 45}, 90},
		{"a daily-balance table failing on many rows pins nothing", withChecks(nil, "USD", recon, daily(16, 20, 40)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("text_over_text", 45)},
			map[string]int{"balance_mismatch": 0, "text_over_text": 45, MathNotAssessable: 0}, 45},
		{"no running balances to pin it", withChecks(nil, "USD", recon), nil,
			[]result.Finding{f("balance_mismatch", 45)},
			map[string]int{"balance_mismatch": 0, MathNotAssessable: 0}, 0},
		{"off by an amount printed on the page and not read: a missed row", withChecks(nil, "USD", recon, rb(1, 20)),
			words(w("7,000.00", "Helvetica", 400, 100, 440, 110)),
			[]result.Finding{f("balance_mismatch", 45)},
			map[string]int{"balance_mismatch": 0, MathNotAssessable: 0}, 0},
		{"off by the rows read after the last printed balance: rows the ledger leaves out", func() *result.Statement {
			s := withChecks(nil, "USD", recon, rb(0, 20))
			s.Transactions = append([]result.Transaction{}, rows...)
			s.Transactions[1].RunningBalance = p(130.0)
			s.Transactions = append(s.Transactions, row("2026-01-07", "DEPOSIT DETAIL", 7000, "credit"))
			return s
		}(), nil,
			[]result.Finding{f("balance_mismatch", 45), f("modified_after_creation", 25)},
			map[string]int{"balance_mismatch": 0, "modified_after_creation": 25, MathNotAssessable: 0}, 25},
		{"a tail that does not explain the difference leaves the failure confined", func() *result.Statement {
			s := withChecks(nil, "USD", recon, rb(0, 20))
			s.Transactions = append([]result.Transaction{}, rows...)
			s.Transactions[1].RunningBalance = p(130.0)
			s.Transactions = append(s.Transactions, row("2026-01-07", "DEPOSIT DETAIL", 500, "credit"))
			return s
		}(), nil,
			[]result.Finding{f("balance_mismatch", 45), f("modified_after_creation", 25)},
			map[string]int{"balance_mismatch": arithCorroborated, "modified_after_creation": 25}, 70},
		{"a save that only added annotations is no edit: its modification date does not corroborate", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("modified_after_creation", 25), f("incremental_update_annotation", 10)},
			map[string]int{"balance_mismatch": arithConfined, "modified_after_creation": 0, "incremental_update_annotation": 10}, 24},
		{"no rows read: never above low on arithmetic", func() *result.Statement {
			s := withChecks(nil, "USD", recon, rb(1, 20))
			s.Transactions = nil
			return s
		}(), nil,
			[]result.Finding{f("balance_mismatch", 45), f("running_balance_mismatch", 45)},
			map[string]int{"balance_mismatch": 0, "running_balance_mismatch": 0, MathNotAssessable: 0}, 0},
		{"calendar signals alone stay low", withChecks(nil, "USD"), nil,
			[]result.Finding{f("ach_on_weekend", 45), f("ach_on_holiday", 10), f("producer_print_driver", 10)},
			map[string]int{"ach_on_weekend": calendarWeight, "ach_on_holiday": calendarWeight, "producer_print_driver": 10}, 24},
		{"no calendar on rows whose year was not printed", withChecks(nil, "USD", result.Check{Name: "year_printed", Passed: false, Checked: 2, Failed: 2}), nil,
			[]result.Finding{f("ach_on_weekend", 45), f("ach_on_holiday", 10)},
			map[string]int{"ach_on_weekend": -1, "ach_on_holiday": -1}, 0},
		{"the Fed calendar says nothing of a CAD statement", withChecks(nil, "CAD"), nil,
			[]result.Finding{f("ach_on_weekend", 45)},
			map[string]int{"ach_on_weekend": -1}, 0},
		{"word processor alone, even for a known bank: provenance, not an edit", withChecks(p("Chase"), "USD"), nil,
			[]result.Finding{f("producer_word_processor", 40), f("font_not_embedded", 30), f("bank_markers_missing", 30)},
			map[string]int{"producer_word_processor": provenanceAlone, "font_not_embedded": provenanceAlone, "bank_markers_missing": provenanceAlone}, 24},
		{"word processor beside an edit: full weight", withChecks(p("Chase"), "USD"), nil,
			[]result.Finding{f("producer_word_processor", 40), f("box_over_text", 45)},
			map[string]int{"producer_word_processor": 40, "box_over_text": 45}, 85},
		{"text over a watermark is no edit of a row: it corroborates nothing", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("text_over_text", 15), f("metadata_stripped", 25)},
			map[string]int{"balance_mismatch": arithConfined, "text_over_text": 15, "metadata_stripped": provenanceAlone}, 24},
		{"created before the period ended, on a reading that does not reconcile", func() *result.Statement {
			s := withChecks(nil, "USD")
			s.ParseQuality = &result.Quality{Verdict: result.NeedsReview}
			return s
		}(), nil,
			[]result.Finding{f("created_before_period_end", 45), f("dates_outside_period", 35)},
			map[string]int{"created_before_period_end": provenanceAlone, "dates_outside_period": provenanceAlone}, 24},
		{"modified after creation corroborates confined arithmetic", withChecks(nil, "USD", recon, rb(1, 20)), nil,
			[]result.Finding{f("balance_mismatch", 45), f("modified_after_creation", 25)},
			map[string]int{"balance_mismatch": arithCorroborated, "modified_after_creation": 25}, 70},
		{"created before the period ended, on a verified reading", func() *result.Statement {
			s := withChecks(nil, "USD")
			s.ParseQuality = &result.Quality{Verdict: result.Verified}
			return s
		}(), nil,
			[]result.Finding{f("created_before_period_end", 45)},
			map[string]int{"created_before_period_end": 45}, 45},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := &env{res: tc.res, doc: tc.doc}
			got := map[string]int{}
			var out []result.Finding
			for _, x := range e.weigh(tc.in) {
				got[x.Code] = x.Weight
				out = append(out, x)
			}
			for code, w := range tc.want {
				g, ok := got[code]
				switch {
				case w == -1 && ok:
					t.Errorf("%s kept (weight %d), want dropped", code, g)
				case w >= 0 && (!ok || g != w):
					t.Errorf("%s weight %d (present %v), want %d", code, g, ok, w)
				}
			}
			r := result.Score(out)
			if r != tc.score {
				t.Errorf("score %d, want %d", r, tc.score)
			}
		})
	}
}
