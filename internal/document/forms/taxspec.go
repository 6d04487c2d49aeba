package forms

import "strings"

// lineSpec says how one value of a form is recognised: by the caption
// printed after its line number (keys are normalised caption prefixes; a
// key ending in "$" must match the whole caption) and, for the few lines
// printed without a caption, by the line number alone. Line is the number
// the form prints in the years the reader knows; Moves lists renumberings
// from a tax year on. A caption that matches with another line number is
// still read (the caption decides) at a lower confidence.
type lineSpec struct {
	Name  string
	Keys  []string
	Line  string
	Moves []move
	Bare  bool // printed with no caption: matched by line number only
}

type move struct {
	From int
	Line string
}

func (s lineSpec) lineIn(year int) string {
	l := s.Line
	for _, m := range s.Moves {
		if year >= m.From {
			l = m.Line
		}
	}
	return l
}

func ls(name, line string, keys ...string) lineSpec {
	return lineSpec{Name: name, Line: line, Keys: keys}
}

func (s lineSpec) from(year int, line string) lineSpec {
	s.Moves = append(s.Moves, move{From: year, Line: line})
	return s
}

// Income lines shared by the three business returns.
var receiptLines = []lineSpec{
	ls("gross_receipts", "1a", "gross receipts or sales"),
	ls("returns_allowances", "1b", "returns and allowances", "less returns and allowances"),
	ls("net_receipts", "1c", "balance"),
	ls("cost_of_goods_sold", "2", "cost of goods sold"),
	ls("gross_profit", "3", "gross profit"),
}

// taxSpecs is the structure of page 1 of each form, 2019-2025.
var taxSpecs = map[string][]lineSpec{
	Form1120S: append(append([]lineSpec{}, receiptLines...),
		ls("net_gain_4797", "4", "net gain loss from form 4797"),
		ls("other_income", "5", "other income"),
		ls("total_income", "6", "total income"),
		ls("officer_compensation", "7", "compensation of officers"),
		ls("salaries_wages", "8", "salaries and wages"),
		ls("repairs_maintenance", "9", "repairs and maintenance"),
		ls("bad_debts", "10", "bad debts"),
		ls("rents", "11", "rents"),
		ls("taxes_licenses", "12", "taxes and licenses"),
		ls("interest", "13", "interest"),
		ls("depreciation", "14", "depreciation"),
		ls("depletion", "15", "depletion"),
		ls("advertising", "16", "advertising"),
		ls("pension_plans", "17", "pension profitsharing"),
		ls("employee_benefits", "18", "employee benefit programs"),
		ls("energy_efficient_buildings", "19", "energy efficient commercial"),
		ls("other_deductions", "19", "other deductions").from(2023, "20"),
		ls("total_deductions", "20", "total deductions").from(2023, "21"),
		ls("net_income", "21", "ordinary business income").from(2023, "22"),
	),
	Form1065: append(append([]lineSpec{}, receiptLines...),
		ls("ordinary_income_other_partnerships", "4", "ordinary income loss from other partnerships"),
		ls("net_farm_profit", "5", "net farm profit"),
		ls("net_gain_4797", "6", "net gain loss from form 4797"),
		ls("other_income", "7", "other income"),
		ls("total_income", "8", "total income"),
		ls("salaries_wages", "9", "salaries and wages"),
		ls("guaranteed_payments", "10", "guaranteed payments to partners"),
		ls("repairs_maintenance", "11", "repairs and maintenance"),
		ls("bad_debts", "12", "bad debts"),
		ls("rents", "13", "rent$", "rents$"),
		ls("taxes_licenses", "14", "taxes and licenses"),
		ls("interest", "15", "interest"),
		ls("depreciation_total", "16a", "depreciation"),
		ls("depreciation_elsewhere", "16b", "less depreciation reported"),
		lineSpec{Name: "depreciation", Line: "16c", Bare: true},
		ls("depletion", "17", "depletion"),
		ls("retirement_plans", "18", "retirement plans"),
		ls("employee_benefits", "19", "employee benefit programs"),
		ls("energy_efficient_buildings", "20", "energy efficient commercial"),
		ls("other_deductions", "20", "other deductions").from(2023, "21"),
		ls("total_deductions", "21", "total deductions").from(2023, "22"),
		ls("net_income", "22", "ordinary business income").from(2023, "23"),
	),
	Form1120: append(append([]lineSpec{}, receiptLines...),
		ls("dividends", "4", "dividends"),
		ls("interest_income", "5", "interest$"),
		ls("gross_rents", "6", "gross rents"),
		ls("gross_royalties", "7", "gross royalties"),
		ls("capital_gain", "8", "capital gain net income"),
		ls("net_gain_4797", "9", "net gain or loss from form 4797", "net gain loss from form 4797"),
		ls("other_income", "10", "other income"),
		ls("total_income", "11", "total income"),
		ls("officer_compensation", "12", "compensation of officers"),
		ls("salaries_wages", "13", "salaries and wages"),
		ls("repairs_maintenance", "14", "repairs and maintenance"),
		ls("bad_debts", "15", "bad debts"),
		ls("rents", "16", "rents$"),
		ls("taxes_licenses", "17", "taxes and licenses"),
		ls("interest", "18", "interest see instructions"),
		ls("charitable_contributions", "19", "charitable contributions"),
		ls("depreciation", "20", "depreciation"),
		ls("depletion", "21", "depletion"),
		ls("advertising", "22", "advertising"),
		ls("pension_plans", "23", "pension profitsharing"),
		ls("employee_benefits", "24", "employee benefit programs"),
		ls("energy_efficient_buildings", "25", "energy efficient commercial"),
		ls("other_deductions", "26", "other deductions"),
		ls("total_deductions", "27", "total deductions"),
		ls("taxable_income_before_nol", "28", "taxable income before net operating loss"),
		ls("nol_deduction", "29a", "net operating loss deduction"),
		ls("special_deductions", "29b", "special deductions"),
		ls("nol_special_total", "29c", "add lines 29a and 29b"),
		ls("net_income", "30", "taxable income subtract line"),
	),
	FormSchC: {
		ls("gross_receipts", "1", "gross receipts or sales"),
		ls("returns_allowances", "2", "returns and allowances"),
		ls("net_receipts", "3", "subtract line 2 from line 1"),
		ls("cost_of_goods_sold", "4", "cost of goods sold"),
		ls("gross_profit", "5", "gross profit"),
		ls("other_income", "6", "other income"),
		ls("total_income", "7", "gross income"),
		ls("advertising", "8", "advertising"),
		ls("car_truck", "9", "car and truck expenses"),
		ls("commissions_fees", "10", "commissions and fees"),
		ls("contract_labor", "11", "contract labor"),
		ls("depletion", "12", "depletion"),
		ls("depreciation", "13", "depreciation and section 179"),
		ls("employee_benefits", "14", "employee benefit programs"),
		ls("insurance", "15", "insurance other than health"),
		ls("interest_mortgage", "16a", "mortgage paid to banks"),
		ls("interest_other", "16b", "other$"),
		ls("legal_professional", "17", "legal and professional services"),
		ls("office_expense", "18", "office expense"),
		ls("pension_plans", "19", "pension and profitsharing plans"),
		ls("rent_vehicles_equipment", "20a", "vehicles machinery and equipment"),
		ls("rents", "20b", "other business property"),
		ls("repairs_maintenance", "21", "repairs and maintenance"),
		ls("supplies", "22", "supplies"),
		ls("taxes_licenses", "23", "taxes and licenses"),
		ls("travel", "24a", "travel$"),
		ls("meals", "24b", "deductible meals"),
		ls("utilities", "25", "utilities"),
		ls("salaries_wages", "26", "wages less employment credits"),
		ls("other_expenses", "27a", "other expenses").from(2025, "27b"),
		ls("energy_efficient_buildings", "27b", "energy efficient commercial").from(2025, "27a"),
		ls("total_deductions", "28", "total expenses"),
		ls("tentative_profit", "29", "tentative profit"),
		ls("home_office", "30", "expenses for business use of your home"),
		ls("net_income", "31", "net profit or loss"),
		ls("inventory_begin", "35", "inventory at beginning of year"),
		ls("purchases", "36", "purchases less cost of items"),
		ls("cost_of_labor", "37", "cost of labor"),
		ls("materials_supplies", "38", "materials and supplies"),
		ls("other_costs", "39", "other costs"),
		ls("cogs_subtotal", "40", "add lines 35 through 39"),
		ls("inventory_end", "41", "inventory at end of year"),
		ls("cogs_part_iii", "42", "cost of goods sold subtract line 41"),
	},
}

// matchSpec finds the spec whose key starts the normalised caption; the
// longest key wins so "cost of goods sold subtract line 41" (Schedule C
// line 42) beats "cost of goods sold" (line 4).
func matchSpec(form, caption string) (lineSpec, bool) {
	var best lineSpec
	bestLen := -1
	for _, s := range taxSpecs[form] {
		for _, k := range s.Keys {
			exact := strings.HasSuffix(k, "$")
			k = strings.TrimSuffix(k, "$")
			if exact && caption != k || !exact && !strings.HasPrefix(caption, k) {
				continue
			}
			if len(k) > bestLen {
				best, bestLen = s, len(k)
			}
		}
	}
	return best, bestLen >= 0
}

func bareSpec(form, line string) (lineSpec, bool) {
	for _, s := range taxSpecs[form] {
		if s.Bare && s.Line == line {
			return s, true
		}
	}
	return lineSpec{}, false
}

// normCaption joins caption words lowercased without punctuation.
func normCaption(words []string) string {
	var parts []string
	for _, w := range words {
		w = strings.NewReplacer("’", "", "'", "", "—", " ", "–", " ").Replace(w)
		for _, p := range strings.Fields(w) {
			if n := norm(p); n != "" {
				parts = append(parts, n)
			}
		}
	}
	return strings.Join(parts, " ")
}

// lineSpecFor is the one value line names on form in year. A number two
// values share (1120-S line 19 before and from 2023) names none: the
// caption must decide.
func lineSpecFor(form string, year int, line string) (lineSpec, bool) {
	var found lineSpec
	n := 0
	for _, s := range taxSpecs[form] {
		if s.lineIn(year) == line {
			found = s
			n++
		}
	}
	return found, n == 1
}
