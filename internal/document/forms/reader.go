// Package forms reads business tax returns (IRS Forms 1120-S, 1120, 1065
// and Schedule C of Form 1040) and funding applications into named rows.
//
// The reader never relies on AcroForm field names, which differ between
// tax years and between funders: it pairs values with the captions printed
// on the page by position. A filled form's values come from its widgets
// (the widget rectangle is the box the value was typed into); a flat or
// printed form's from the page words. Callers pass the words they already
// have (pdftext, or OCR words later), so the text is extracted once.
// docs/forms.md describes the rows, names, checks and privacy rules.
package forms

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// Input is one document: its bytes (for the AcroForm) and its positioned
// words. WordSource says where the words came from (SourceText, the
// default, or SourceOCR) and becomes the source of values read from them.
//
// Model is the PDF already opened by pdfcpu, when the caller has it (the
// parser stage's pdfdoc.Read opens every upload under its resource
// limits): the AcroForm is then read from it instead of parsing PDF again.
//
// Cells, when set, reads a cell of a scanned page again (a value its OCR
// left out); it needs PDF, the scan, to cut the cell from.
//
// Log, when set, is told of a cell re-read that failed (the page would not
// render, or the engine failed). Such a re-read is best effort: the value
// stays as the page's OCR left it and the read goes on, so the failure is
// no error of the document's, but an operator must be able to see that the
// engine failed. Nil discards it.
type Input struct {
	PDF        []byte
	Doc        *pdftext.Document
	WordSource string
	Model      *model.Context
	Cells      CellEngine
	Log        *slog.Logger
}

// Load extracts the words of pdf with ex, for callers that have none yet.
func Load(ctx context.Context, ex pdftext.Extractor, pdf []byte) (Input, error) {
	doc, err := ex.Extract(ctx, pdf)
	if err != nil {
		return Input{}, fmt.Errorf("forms: extract text: %w", err)
	}
	return Input{PDF: pdf, Doc: doc, WordSource: SourceText}, nil
}

// TaxReturn is what was read from a tax return. Blank is set when the form
// was recognised but holds no values: Rows is then empty. Flagged is set
// when any arithmetic check failed.
type TaxReturn struct {
	Form    string  `json:"form"`
	TaxYear int     `json:"tax_year"`
	Rows    []Row   `json:"rows"`
	Checks  []Check `json:"checks"`
	Flagged bool    `json:"flagged"`
	Blank   bool    `json:"blank"`
	// Corrections are the changes made to OCR'd words and figures before
	// and while reading (none for a text layer): each says what was
	// recognised, what was read, and why.
	Corrections []Correction `json:"corrections,omitempty"`
}

// prepared is the per-page layout shared by both readers.
type prepared struct {
	rows    [][]row // per page, words and widgets
	widgets [][]tok // per page, widget tokens
	width   []float64
	src     string
	fixes   []Correction // changes made to OCR'd words, in page order
	ocr     bool         // some page's words were read by OCR
	ocrPage []bool       // per page, its words were read by OCR
	// image renders a page for looking into its boxes (inkedEntity):
	// the document's own pages when the caller gave its bytes.
	image pageImager
	// cells reads a label's empty value cell again on an OCR'd page.
	cells *cellReader
}

func prepare(in Input) (*prepared, error) {
	if in.Doc == nil {
		return nil, fmt.Errorf("forms: no words given")
	}

	var ws []widget
	var err error
	switch {
	case in.Model != nil:
		ws, err = widgetsOf(in.Model)
	case len(in.PDF) > 0:
		ws, err = readWidgets(in.PDF)
	}
	if err != nil {
		ws = nil // an unreadable form layer leaves the printed words
	}
	p := &prepared{src: in.WordSource}
	if len(in.PDF) > 0 {
		p.image = renderPages(in.PDF, tickDPI)
		if in.Cells != nil {
			p.cells = &cellReader{engine: in.Cells, pdf: in.PDF, pages: map[[2]int]renderedPage{}, log: in.Log}
		}
	}
	if p.src == "" {
		p.src = SourceText
	}
	for i, pg := range in.Doc.Pages {
		if i >= maxPages {
			break // a long return: the forms read are on its first pages
		}
		wt := widgetToks(ws, i+1)
		ts := pageToks(pg)
		p.ocrPage = append(p.ocrPage, pg.OCR || p.src == SourceOCR)
		if pg.OCR || p.src == SourceOCR {
			p.ocr = true
			var fixes []Correction
			ts, fixes = cleanOCR(ts, i+1)
			p.fixes = append(p.fixes, fixes...)
		}
		p.rows = append(p.rows, groupRows(splitSlashes(joinCombs(ts)), wt))
		p.widgets = append(p.widgets, wt)
		w := pg.Width
		if w == 0 {
			w = 612
		}
		p.width = append(p.width, w)
	}
	return p, nil
}

// ReadTaxReturn reads a tax return. A document that is not one (a bank
// statement, an application) returns a *NotTaxReturnError and no rows, so
// nothing is fabricated from it. Form 1040 and Schedule K-1 are recognised
// and named (form_type and tax_year rows) but not mined.
func ReadTaxReturn(ctx context.Context, in Input) (tr *TaxReturn, err error) {
	defer recoverInto(&err)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	id := identify(in.Doc)
	if id.Kind != KindTaxReturn {
		return nil, &NotTaxReturnError{Kind: id.Kind}
	}
	p, err := prepare(in)
	if err != nil {
		return nil, err
	}
	tr = &TaxReturn{Form: id.Form, TaxYear: id.Year, Rows: []Row{}, Checks: []Check{}}
	// The form and its year are read from the printed title: their source
	// is that of the words, and a scan's reading is less certain.
	identSrc, identConf := SourceText, 0.0
	if p.ocr {
		identSrc, identConf = SourceOCR, 0.07
	}
	ident := []Row{{Name: "form_type", Value: id.Form, Page: id.Page + 1, Form: id.Form, TaxYear: id.Year, Source: identSrc, Confidence: 0.99 - identConf}}
	if id.Year != 0 {
		ident = append(ident, Row{Name: "tax_year", Value: id.Year, Page: id.Page + 1, Form: id.Form, TaxYear: id.Year, Source: identSrc, Confidence: 0.97 - identConf})
	}
	if _, mined := taxSpecs[id.Form]; !mined {
		if hasAnyValue(p) {
			tr.Rows = ident
		} else {
			tr.Blank = true
		}
		return tr, nil
	}
	var rows []Row
	values := map[string]float64{}
	cellsAt := map[string]figureCell{} // where OCR read each figure
	pages := 1                         // page 2 of 1120 is its own Schedule C of dividends
	if id.Form == FormSchC {
		pages = 2 // Part III, cost of goods sold
	}
	for pi := id.Page; pi < len(p.rows); pi++ {
		if pi >= id.Page+pages {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var extra []string
		for _, s := range taxSpecs[id.Form] {
			// On a scan every line number of the year is a marker: the
			// label before a caption is often misread ("3S", "7%") where
			// the number repeated before the amount box is not.
			if s.Bare || p.ocr {
				extra = append(extra, s.lineIn(id.Year))
			}
		}
		for _, lv := range readLines(p.rows[pi], pi+1, extra) {
			spec, ok := matchSpec(id.Form, normCaption(strings.Fields(lv.Caption)))
			if !ok {
				spec, ok = bareSpec(id.Form, lv.Line)
			}
			conf := 0.95
			if p.ocr {
				// A scan's caption is often garbled where its line number
				// is not: a line number that names one value in this year
				// decides, and a caption that disagrees with it is the
				// misreading.
				if bl, one := lineSpecFor(id.Form, id.Year, lv.Line); one && (!ok || spec.lineIn(id.Year) != lv.Line) {
					spec, ok = bl, true
					conf = 0.7
				} else {
					conf = 0.8
				}
			}
			if !ok {
				continue
			}
			if _, dup := values[spec.Name]; dup {
				continue
			}
			if spec.lineIn(id.Year) != lv.Line {
				conf = 0.75 // caption matched, line number unexpected for the year
				if p.ocr {
					conf = 0.6
				}
			}
			src := lv.Source
			if src == SourceText {
				src = p.src
			}
			values[spec.Name] = lv.Value
			if lv.Box != ([4]float64{}) {
				cellsAt[spec.Name] = figureCell{lv.Page, lv.Box}
			}
			rows = append(rows, Row{Name: spec.Name, Value: lv.Value, Label: captionOf(lv.Caption), Page: lv.Page, Form: id.Form, TaxYear: id.Year, Line: lv.Line, Source: src, Confidence: conf})
		}
	}
	rows = append(rows, taxHeader(ctx, p, id, &p.fixes)...)
	if len(rows) == 0 {
		tr.Blank = true
		return tr, nil
	}
	tr.Corrections = p.fixes
	if p.ocr {
		var names []string
		for _, r := range rows {
			if _, ok := values[r.Name]; ok && r.Source == SourceOCR {
				names = append(names, r.Name)
			}
		}
		if p.cells != nil {
			changes, sure := rereadFigures(ctx, p.cells, id.Form, values, cellsAt, names)
			names = slices.DeleteFunc(names, func(n string) bool { return sure[n] })
			for _, ch := range changes {
				for i := range rows {
					if rows[i].Name == ch.Name {
						rows[i].Value = ch.To
						rows[i].Confidence = 0.6 // read twice, the checks chose
						tr.Corrections = append(tr.Corrections, Correction{Page: rows[i].Page, From: money(ch.From), To: money(ch.To), Why: WhyReread + ": line " + rows[i].Line + " (" + ch.Name + ")"})
					}
				}
			}
		}
		for _, ch := range closeArithmetic(id.Form, values, names) {
			for i := range rows {
				if rows[i].Name == ch.Name {
					rows[i].Value = ch.To
					rows[i].Confidence = 0.6 // chosen by the arithmetic, not read
					tr.Corrections = append(tr.Corrections, Correction{Page: rows[i].Page, From: money(ch.From), To: money(ch.To), Why: WhyArithmetic + ": line " + rows[i].Line + " (" + ch.Name + ")"})
				}
			}
		}
	}
	tr.Rows, tr.Corrections = withoutFullSSN(append(ident, rows...), tr.Corrections)
	SortRows(tr.Rows)
	tr.Checks = taxChecks(id.Form, values)
	for _, c := range tr.Checks {
		if !c.Passed {
			tr.Flagged = true
		}
	}
	return tr, nil
}

// recoverInto turns a panic on a malformed document into an error: one
// bad upload must not take the process down.
func recoverInto(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("forms: malformed document: %v", r)
	}
}

// taxHeader reads the name, EIN and total assets printed in the header
// boxes of page 1.
//
// On a scan, total assets read as no well-formed figure is read again
// (assetsAgain); the change is added to fixes.
func taxHeader(ctx context.Context, p *prepared, id identity, fixes *[]Correction) []Row {
	if id.Page >= len(p.rows) {
		return nil
	}
	rows, ws := p.rows[id.Page], p.widgets[id.Page]
	type hdr struct {
		name    string
		phrases []string // spellings, longest first
		whole   bool     // the phrase must stand alone in its cell
	}
	var hs []hdr
	if id.Form == FormSchC {
		hs = []hdr{
			{"taxpayer_name", []string{"name of proprietor"}, false},
			{"business_name", []string{"business name if no separate business name leave blank", "business name"}, false},
			{"ein", []string{"employer id number ein see instr", "employer id number ein", "employer identification number"}, false},
		}
	} else {
		hs = []hdr{
			{"business_name", []string{"name of partnership", "name of corporation", "name"}, true},
			{"ein", []string{"employer identification number"}, false},
			{"total_assets", []string{"total assets see instructions", "total assets see the instructions", "total assets"}, false},
		}
	}
	var out []Row
	for _, h := range hs {
		var labs []span
		for _, ph := range h.phrases {
			if labs = findPhrase(rows, strings.Fields(ph)); len(labs) > 0 {
				break
			}
		}
		for _, lab := range labs {
			r := rows[lab.Row]
			if h.whole && lab.To == lab.From {
				// "Name" alone: not "Name of ...", not "Firm's name".
				if lab.To+1 < len(r.Toks) && r.Toks[lab.To+1].W == nil && r.Toks[lab.To+1].X0-lab.X1 < 10 {
					continue
				}
				if lab.From > 0 && r.Toks[lab.From-1].W == nil && lab.X0-r.Toks[lab.From-1].X1 < 10 {
					continue
				}
			}
			v, src, box, ok := cellValue(rows, ws, lab, nextLabelX(rows, lab, p.width[id.Page]))
			if !ok {
				break
			}
			if src == SourceText {
				src = p.src
			}
			conf := 0.9
			if src == SourceOCR {
				conf = 0.75
			}
			row := Row{Name: h.name, Label: lab.Text, Page: id.Page + 1, Form: id.Form, TaxYear: id.Year, Source: src, Confidence: conf}
			switch h.name {
			case "ein":
				e, ok := parseEIN(v)
				if !ok {
					break
				}
				row.Value = e
				last := row
				last.Name, last.Value = "ein_last4", e[len(e)-4:]
				out = append(out, row, last)
			case "total_assets":
				if src == SourceOCR && p.cells != nil {
					if again, ok := assetsAgain(ctx, p.cells, id.Page+1, v, box); ok {
						*fixes = append(*fixes, Correction{Page: id.Page + 1, From: v, To: again, Why: WhyReread + ": total assets"})
						v = again
						row.Confidence = 0.6
					}
				}
				if m, ok := parseMoney(v); ok {
					row.Value = m
					out = append(out, row)
				}
			default:
				if looksLikeName(v) {
					row.Value = v
					out = append(out, row)
				}
			}
			break
		}
	}
	return out
}

// assetsAgain reads the total assets box of a scanned return again when
// its first reading v is no well-formed figure ("2 ADD, 677", or
// "23977282" where a speck became a digit and the commas were lost):
// total assets is in no check, so nothing else would tell. The second
// reading is taken when it is a grouped figure read with confidence, or
// any figure where the first was none.
func assetsAgain(ctx context.Context, cells *cellReader, page int, v string, box [4]float64) (string, bool) {
	if groupedRe.MatchString(v) || box == ([4]float64{}) {
		return "", false
	}
	h := box[3] - box[1]
	text, conf := cells.readFigure(ctx, page, [4]float64{box[0] - 0.5*h, box[1] - 0.3*h, box[2] + 3*h, box[3] + 0.3*h}, h)
	if text == v {
		return "", false
	}
	_, first := parseMoney(v)
	if groupedRe.MatchString(text) && conf >= figureSure || !first && groupedRe.MatchString(text) {
		return text, true
	}
	return "", false
}

// looksLikeName rejects values that are clearly not a name: numbers,
// identifiers and nothing at all.
func looksLikeName(s string) bool {
	letters := 0
	for _, r := range s {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' {
			letters++
		}
	}
	return letters >= 2 && !ssnRe.MatchString(s)
}

// hasAnyValue reports whether a recognised-only form (1040, K-1) is filled:
// any widget with a value, a printed SSN (even masked) or EIN, or an amount
// on a numbered line.
func hasAnyValue(p *prepared) bool {
	for pi, rows := range p.rows {
		for _, w := range p.widgets[pi] {
			if w.W.Check && w.W.Checked || !w.W.Check && strings.TrimSpace(w.W.Value) != "" {
				return true
			}
		}
		for _, r := range rows {
			for _, t := range r.Toks {
				if t.W == nil && (ssnRe.MatchString(t.Text) || maskedSSNRe.MatchString(t.Text) || einRe.MatchString(t.Text)) {
					return true
				}
			}
		}
		// An amount on a numbered line. Amounts elsewhere do not count:
		// blank forms print some (the 1040's standard deductions).
		if pi == 0 && len(readLines(rows, 1, nil)) > 0 {
			return true
		}
	}
	return false
}

var maskedSSNRe = regexp.MustCompile(`^[Xx*•]{3}-[Xx*•]{2}-\d{4}$`)

// taxChecks tests the return's arithmetic with the values read. A line
// left blank counts as zero; a check runs only when its result line was
// read.
func taxChecks(form string, v map[string]float64) []Check {
	has := func(n string) bool { _, ok := v[n]; return ok }
	sum := func(names ...string) float64 {
		s := 0.0
		for _, n := range names {
			s += v[n]
		}
		return s
	}
	var out []Check
	add := func(name string, expected float64) {
		if !has(name) {
			return
		}
		out = append(out, Check{Name: name, Expected: expected, Actual: v[name], Passed: math.Abs(expected-v[name]) <= 1})
	}
	if has("gross_receipts") {
		add("net_receipts", v["gross_receipts"]-v["returns_allowances"])
	}
	net := v["gross_receipts"] - v["returns_allowances"]
	if has("net_receipts") {
		net = v["net_receipts"]
	}
	if has("gross_receipts") || has("net_receipts") {
		add("gross_profit", net-v["cost_of_goods_sold"])
	}
	if has("gross_profit") {
		add("total_income", v["gross_profit"]+sum(incomeNames[form]...))
	}
	add("total_deductions", sum(deductionNames[form]...))
	switch form {
	case Form1120:
		if has("total_income") {
			add("taxable_income_before_nol", v["total_income"]-v["total_deductions"])
		}
		if has("nol_special_total") || has("nol_deduction") || has("special_deductions") {
			add("nol_special_total", v["nol_deduction"]+v["special_deductions"])
		}
		if has("taxable_income_before_nol") {
			add("net_income", v["taxable_income_before_nol"]-v["nol_special_total"])
		}
	case FormSchC:
		if has("total_income") {
			add("tentative_profit", v["total_income"]-v["total_deductions"])
			add("net_income", v["total_income"]-v["total_deductions"]-v["home_office"])
		}
		if has("inventory_begin") || has("purchases") {
			add("cogs_subtotal", sum("inventory_begin", "purchases", "cost_of_labor", "materials_supplies", "other_costs"))
		}
		if has("cogs_subtotal") {
			add("cogs_part_iii", v["cogs_subtotal"]-v["inventory_end"])
		}
		if has("cogs_part_iii") && has("cost_of_goods_sold") {
			out = append(out, Check{Name: "cost_of_goods_sold_part_iii", Expected: v["cogs_part_iii"], Actual: v["cost_of_goods_sold"], Passed: math.Abs(v["cogs_part_iii"]-v["cost_of_goods_sold"]) <= 1})
		}
	default:
		if has("depreciation_total") {
			add("depreciation", v["depreciation_total"]-v["depreciation_elsewhere"])
		}
		if has("total_income") {
			add("net_income", v["total_income"]-v["total_deductions"])
		}
	}
	return out
}

// incomeNames are the lines added to gross profit for total income.
var incomeNames = map[string][]string{
	Form1120S: {"net_gain_4797", "other_income"},
	Form1065:  {"ordinary_income_other_partnerships", "net_farm_profit", "net_gain_4797", "other_income"},
	Form1120:  {"dividends", "interest_income", "gross_rents", "gross_royalties", "capital_gain", "net_gain_4797", "other_income"},
	FormSchC:  {"other_income"},
}

// deductionNames are the lines that add up to total deductions.
var deductionNames = map[string][]string{
	Form1120S: {"officer_compensation", "salaries_wages", "repairs_maintenance", "bad_debts", "rents", "taxes_licenses", "interest", "depreciation", "depletion", "advertising", "pension_plans", "employee_benefits", "energy_efficient_buildings", "other_deductions"},
	Form1065:  {"salaries_wages", "guaranteed_payments", "repairs_maintenance", "bad_debts", "rents", "taxes_licenses", "interest", "depreciation", "depletion", "retirement_plans", "employee_benefits", "energy_efficient_buildings", "other_deductions"},
	Form1120:  {"officer_compensation", "salaries_wages", "repairs_maintenance", "bad_debts", "rents", "taxes_licenses", "interest", "charitable_contributions", "depreciation", "depletion", "advertising", "pension_plans", "employee_benefits", "energy_efficient_buildings", "other_deductions"},
	FormSchC:  {"advertising", "car_truck", "commissions_fees", "contract_labor", "depletion", "depreciation", "employee_benefits", "insurance", "interest_mortgage", "interest_other", "legal_professional", "office_expense", "pension_plans", "rent_vehicles_equipment", "rents", "repairs_maintenance", "supplies", "taxes_licenses", "travel", "meals", "utilities", "salaries_wages", "other_expenses", "energy_efficient_buildings"},
}
