package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/docanalysis/service/internal/document/forms"
)

// A taxLine is one numbered line of an IRS form as printed in one tax
// year: its label ("1a", or "b" under 1a), full line number, caption (first
// printed row, plus an optional second row) and the output name its value
// is answered under ("" for a line that stays empty in the corpus).
type taxLine struct {
	Label, Line string
	Caption     string
	Cont        string
	Name        string
	Inner       bool   // the value box is in the inner column
	Extra       string // a second line whose box sits on this row (1065 16c)
	ExtraName   string
	Section     string // "Income", "Deductions", ... printed in the left band
	Right       bool   // Schedule C Part II: the right-hand column
	Inline      []taxLine
}

// taxForm is one form in one tax year.
type taxForm struct {
	Form    string // forms.Form1120S, ...
	Year    int
	Slug    string // file name part: f1120s, f1065, f1120, f1040sc
	Lines   []taxLine
	Part3   []taxLine // Schedule C Part III on page 2
	Title   string
	Omb     string
	Subhead []string
}

// yearsOf lists the tax years the corpus models for each form. The years are
// chosen so that every line renumbering of 2019-2025 is covered: the energy
// efficient commercial buildings deduction (Form 7205) arrived for 2023,
// inserted as line 20 of Form 1065 (2023 blank checked) and as line 19 of
// Form 1120-S (seen on the 2024 and 2025 blanks), replacing reserved line 25
// of Form 1120 (2023 blank checked); Schedule C put it at 27b in 2023-2024
// and swapped it with "Other expenses" (27a) in 2025.
var yearsOf = map[string][]int{
	forms.Form1120S: {2019, 2021, 2024, 2025},
	forms.Form1065:  {2019, 2022, 2024, 2025},
	forms.Form1120:  {2019, 2022, 2024},
	forms.FormSchC:  {2020, 2022, 2023, 2025},
}

func l(label, line, caption, name string) taxLine {
	return taxLine{Label: label, Line: line, Caption: caption, Name: name}
}

func f1120S(year int) taxForm {
	newer := year >= 2023
	f := taxForm{Form: forms.Form1120S, Year: year, Slug: "f1120s", Title: "U.S. Income Tax Return for an S Corporation", Omb: "OMB No. 1545-0123",
		Subhead: []string{"Do not file this form unless the corporation has filed or", "is attaching Form 2553 to elect to be an S corporation.", "Go to www.irs.gov/Form1120S for instructions and the latest information."}}
	if newer {
		f.Lines = append(f.Lines, taxLine{Section: "Income", Inline: []taxLine{
			l("1a", "1a", "Gross receipts or sales", "gross_receipts"),
			l("b", "1b", "Less returns and allowances", "returns_allowances"),
			l("c", "1c", "Balance", "net_receipts"),
		}})
	} else {
		a := l("1a", "1a", "Gross receipts or sales", "gross_receipts")
		a.Inner, a.Section = true, "Income"
		b := l("b", "1b", "Returns and allowances", "returns_allowances")
		b.Inner = true
		f.Lines = append(f.Lines, a, b, l("c", "1c", "Balance. Subtract line 1b from line 1a", "net_receipts"))
	}
	gain := "Net gain (loss) from Form 4797, line 17 (attach Form 4797)"
	dep := "Depreciation not claimed on Form 1125-A or elsewhere on return (attach Form 4562)"
	if year >= 2025 {
		gain = "Net gain (loss) from Form 4797, Part II, line 17 (attach Form 4797)"
		dep = "Depreciation from Form 4562 not claimed on Form 1125-A or elsewhere on return (attach Form 4562)"
	}
	f.Lines = append(f.Lines,
		l("2", "2", "Cost of goods sold (attach Form 1125-A)", "cost_of_goods_sold"),
		l("3", "3", "Gross profit. Subtract line 2 from line 1c", "gross_profit"),
		l("4", "4", gain, "net_gain_4797"),
		l("5", "5", "Other income (loss) (see instructions—attach statement)", "other_income"),
		l("6", "6", "Total income (loss). Add lines 3 through 5", "total_income"),
	)
	d := l("7", "7", "Compensation of officers (see instructions—attach Form 1125-E)", "officer_compensation")
	d.Section = "Deductions"
	f.Lines = append(f.Lines, d,
		l("8", "8", "Salaries and wages (less employment credits)", "salaries_wages"),
		l("9", "9", "Repairs and maintenance", "repairs_maintenance"),
		l("10", "10", "Bad debts", "bad_debts"),
		l("11", "11", "Rents", "rents"),
		l("12", "12", "Taxes and licenses", "taxes_licenses"),
		l("13", "13", "Interest (see instructions)", "interest"),
		l("14", "14", dep, "depreciation"),
		l("15", "15", "Depletion (Do not deduct oil and gas depletion.)", "depletion"),
		l("16", "16", "Advertising", "advertising"),
		l("17", "17", "Pension, profit-sharing, etc., plans", "pension_plans"),
		l("18", "18", "Employee benefit programs", "employee_benefits"),
	)
	if newer {
		f.Lines = append(f.Lines,
			l("19", "19", "Energy efficient commercial buildings deduction (attach Form 7205)", "energy_efficient_buildings"),
			l("20", "20", "Other deductions (attach statement)", "other_deductions"),
			l("21", "21", "Total deductions. Add lines 7 through 20", "total_deductions"),
			l("22", "22", "Ordinary business income (loss). Subtract line 21 from line 6", "net_income"),
		)
		t := l("23a", "23a", "Excess net passive income or LIFO recapture tax (see instructions)", "")
		t.Inner, t.Section = true, "Tax and Payments"
		t2 := l("b", "23b", "Tax from Schedule D (Form 1120-S)", "")
		t2.Inner = true
		f.Lines = append(f.Lines, t, t2, l("c", "23c", "Add lines 23a and 23b (see instructions for additional taxes)", ""))
	} else {
		f.Lines = append(f.Lines,
			l("19", "19", "Other deductions (attach statement)", "other_deductions"),
			l("20", "20", "Total deductions. Add lines 7 through 19", "total_deductions"),
			l("21", "21", "Ordinary business income (loss). Subtract line 20 from line 6", "net_income"),
		)
		t := l("22a", "22a", "Excess net passive income or LIFO recapture tax (see instructions)", "")
		t.Inner, t.Section = true, "Tax and Payments"
		t2 := l("b", "22b", "Tax from Schedule D (Form 1120-S)", "")
		t2.Inner = true
		f.Lines = append(f.Lines, t, t2, l("c", "22c", "Add lines 22a and 22b (see instructions for additional taxes)", ""))
	}
	return f
}

func f1065(year int) taxForm {
	newer := year >= 2023
	f := taxForm{Form: forms.Form1065, Year: year, Slug: "f1065", Title: "U.S. Return of Partnership Income", Omb: "OMB No. 1545-0123",
		Subhead: []string{"Go to www.irs.gov/Form1065 for instructions and the latest information."}}
	if newer {
		f.Lines = append(f.Lines, taxLine{Section: "Income", Inline: []taxLine{
			l("1a", "1a", "Gross receipts or sales", "gross_receipts"),
			l("b", "1b", "Less returns and allowances", "returns_allowances"),
			l("c", "1c", "Balance", "net_receipts"),
		}})
	} else {
		a := l("1a", "1a", "Gross receipts or sales", "gross_receipts")
		a.Inner, a.Section = true, "Income"
		b := l("b", "1b", "Returns and allowances", "returns_allowances")
		b.Inner = true
		f.Lines = append(f.Lines, a, b, l("c", "1c", "Balance. Subtract line 1b from line 1a", "net_receipts"))
	}
	f.Lines = append(f.Lines,
		l("2", "2", "Cost of goods sold (attach Form 1125-A)", "cost_of_goods_sold"),
		l("3", "3", "Gross profit. Subtract line 2 from line 1c", "gross_profit"),
		l("4", "4", "Ordinary income (loss) from other partnerships, estates, and trusts (attach statement)", "ordinary_income_other_partnerships"),
		l("5", "5", "Net farm profit (loss) (attach Schedule F (Form 1040))", "net_farm_profit"),
		l("6", "6", "Net gain (loss) from Form 4797, Part II, line 17 (attach Form 4797)", "net_gain_4797"),
		l("7", "7", "Other income (loss) (attach statement)", "other_income"),
		l("8", "8", "Total income (loss). Combine lines 3 through 7", "total_income"),
	)
	d := l("9", "9", "Salaries and wages (other than to partners) (less employment credits)", "salaries_wages")
	d.Section = "Deductions"
	d16a := l("16a", "16a", "Depreciation (if required, attach Form 4562)", "depreciation_total")
	d16a.Inner = true
	d16b := l("b", "16b", "Less depreciation reported on Form 1125-A and elsewhere on return", "depreciation_elsewhere")
	d16b.Inner, d16b.Extra, d16b.ExtraName = true, "16c", "depreciation"
	f.Lines = append(f.Lines, d,
		l("10", "10", "Guaranteed payments to partners", "guaranteed_payments"),
		l("11", "11", "Repairs and maintenance", "repairs_maintenance"),
		l("12", "12", "Bad debts", "bad_debts"),
		l("13", "13", "Rent", "rents"),
		l("14", "14", "Taxes and licenses", "taxes_licenses"),
		l("15", "15", "Interest (see instructions)", "interest"),
		d16a, d16b,
		l("17", "17", "Depletion (Do not deduct oil and gas depletion.)", "depletion"),
		l("18", "18", "Retirement plans, etc.", "retirement_plans"),
		l("19", "19", "Employee benefit programs", "employee_benefits"),
	)
	if newer {
		f.Lines = append(f.Lines,
			l("20", "20", "Energy efficient commercial buildings deduction (attach Form 7205)", "energy_efficient_buildings"),
			l("21", "21", "Other deductions (attach statement)", "other_deductions"),
			l("22", "22", "Total deductions. Add the amounts shown in the far right column for lines 9 through 21", "total_deductions"),
			l("23", "23", "Ordinary business income (loss). Subtract line 22 from line 8", "net_income"),
		)
	} else {
		f.Lines = append(f.Lines,
			l("20", "20", "Other deductions (attach statement)", "other_deductions"),
			l("21", "21", "Total deductions. Add the amounts shown in the far right column for lines 9 through 20", "total_deductions"),
			l("22", "22", "Ordinary business income (loss). Subtract line 21 from line 8", "net_income"),
		)
	}
	return f
}

func f1120(year int) taxForm {
	f := taxForm{Form: forms.Form1120, Year: year, Slug: "f1120", Title: "U.S. Corporation Income Tax Return", Omb: "OMB No. 1545-0123",
		Subhead: []string{"Go to www.irs.gov/Form1120 for instructions and the latest information."}}
	a := l("1a", "1a", "Gross receipts or sales", "gross_receipts")
	a.Inner, a.Section = true, "Income"
	b := l("b", "1b", "Returns and allowances", "returns_allowances")
	b.Inner = true
	div := "Dividends and inclusions (Schedule C, line 23, column (a))"
	if year >= 2022 {
		div = "Dividends and inclusions (Schedule C, line 23)"
	}
	f.Lines = append(f.Lines, a, b,
		l("c", "1c", "Balance. Subtract line 1b from line 1a", "net_receipts"),
		l("2", "2", "Cost of goods sold (attach Form 1125-A)", "cost_of_goods_sold"),
		l("3", "3", "Gross profit. Subtract line 2 from line 1c", "gross_profit"),
		l("4", "4", div, "dividends"),
		l("5", "5", "Interest", "interest_income"),
		l("6", "6", "Gross rents", "gross_rents"),
		l("7", "7", "Gross royalties", "gross_royalties"),
		l("8", "8", "Capital gain net income (attach Schedule D (Form 1120))", "capital_gain"),
		l("9", "9", "Net gain or (loss) from Form 4797, Part II, line 17 (attach Form 4797)", "net_gain_4797"),
		l("10", "10", "Other income (see instructions—attach statement)", "other_income"),
		l("11", "11", "Total income. Add lines 3 through 10", "total_income"),
	)
	d := l("12", "12", "Compensation of officers (see instructions—attach Form 1125-E)", "officer_compensation")
	d.Section = "Deductions"
	l25 := l("25", "25", "Reserved for future use", "")
	if year >= 2023 {
		l25 = l("25", "25", "Energy efficient commercial buildings deduction (attach Form 7205)", "energy_efficient_buildings")
	}
	n29a := l("29a", "29a", "Net operating loss deduction (see instructions)", "nol_deduction")
	n29a.Inner = true
	special := "Special deductions (Schedule C, line 24, column (c))"
	if year >= 2022 {
		special = "Special deductions (Schedule C, line 24)"
	}
	n29b := l("b", "29b", special, "special_deductions")
	n29b.Inner = true
	f.Lines = append(f.Lines, d,
		l("13", "13", "Salaries and wages (less employment credits)", "salaries_wages"),
		l("14", "14", "Repairs and maintenance", "repairs_maintenance"),
		l("15", "15", "Bad debts", "bad_debts"),
		l("16", "16", "Rents", "rents"),
		l("17", "17", "Taxes and licenses", "taxes_licenses"),
		l("18", "18", "Interest (see instructions)", "interest"),
		l("19", "19", "Charitable contributions", "charitable_contributions"),
		l("20", "20", "Depreciation from Form 4562 not claimed on Form 1125-A or elsewhere on return (attach Form 4562)", "depreciation"),
		l("21", "21", "Depletion", "depletion"),
		l("22", "22", "Advertising", "advertising"),
		l("23", "23", "Pension, profit-sharing, etc., plans", "pension_plans"),
		l("24", "24", "Employee benefit programs", "employee_benefits"),
		l25,
		l("26", "26", "Other deductions (attach statement)", "other_deductions"),
		l("27", "27", "Total deductions. Add lines 12 through 26", "total_deductions"),
		l("28", "28", "Taxable income before net operating loss deduction and special deductions. Subtract line 27 from line 11", "taxable_income_before_nol"),
		n29a, n29b,
		l("c", "29c", "Add lines 29a and 29b", "nol_special_total"),
		l("30", "30", "Taxable income. Subtract line 29c from line 28. See instructions", "net_income"),
	)
	return f
}

func schC(year int) taxForm {
	f := taxForm{Form: forms.FormSchC, Year: year, Slug: "f1040sc", Title: "Profit or Loss From Business", Omb: "OMB No. 1545-0074",
		Subhead: []string{"(Sole Proprietorship)", "Go to www.irs.gov/ScheduleC for instructions and the latest information.", "Attach to Form 1040, 1040-SR, 1040-NR, or 1041; partnerships must generally file Form 1065."}}
	one := l("1", "1", "Gross receipts or sales. See instructions for line 1 and check the box if this income was reported to you on", "gross_receipts")
	one.Cont = "Form W-2 and the “Statutory employee” box on that form was checked"
	one.Section = "Part I Income"
	f.Lines = append(f.Lines, one,
		l("2", "2", "Returns and allowances", "returns_allowances"),
		l("3", "3", "Subtract line 2 from line 1", "net_receipts"),
		l("4", "4", "Cost of goods sold (from line 42)", "cost_of_goods_sold"),
		l("5", "5", "Gross profit. Subtract line 4 from line 3", "gross_profit"),
		l("6", "6", "Other income, including federal and state gasoline or fuel tax credit or refund (see instructions)", "other_income"),
		l("7", "7", "Gross income. Add lines 5 and 6", "total_income"),
	)
	// Part II is two columns; rows pair a left and a right item.
	left := []taxLine{
		l("8", "8", "Advertising", "advertising"),
		{Label: "9", Line: "9", Caption: "Car and truck expenses", Cont: "(see instructions)", Name: "car_truck"},
		l("10", "10", "Commissions and fees", "commissions_fees"),
		l("11", "11", "Contract labor (see instructions)", "contract_labor"),
		l("12", "12", "Depletion", "depletion"),
		{Label: "13", Line: "13", Caption: "Depreciation and section 179", Cont: "expense deduction (see instr.)", Name: "depreciation"},
		{Label: "14", Line: "14", Caption: "Employee benefit programs", Cont: "(other than on line 19)", Name: "employee_benefits"},
		l("15", "15", "Insurance (other than health)", "insurance"),
		l("16", "16", "Interest (see instructions):", ""),
		l("a", "16a", "Mortgage (paid to banks, etc.)", "interest_mortgage"),
		l("b", "16b", "Other", "interest_other"),
		l("17", "17", "Legal and professional services", "legal_professional"),
	}
	a27, b27 := l("27a", "27a", "Other expenses (from line 48)", "other_expenses"), l("b", "27b", "Reserved for future use", "")
	switch {
	case year >= 2025:
		a27 = taxLine{Label: "27a", Line: "27a", Caption: "Energy efficient commercial bldgs", Cont: "deduction (attach Form 7205)", Name: "energy_efficient_buildings"}
		b27 = l("b", "27b", "Other expenses (from line 48)", "other_expenses")
	case year >= 2023:
		b27 = taxLine{Label: "b", Line: "27b", Caption: "Energy efficient commercial bldgs", Cont: "deduction (attach Form 7205)", Name: "energy_efficient_buildings"}
	}
	right := []taxLine{
		l("18", "18", "Office expense (see instructions)", "office_expense"),
		l("19", "19", "Pension and profit-sharing plans", "pension_plans"),
		l("20", "20", "Rent or lease (see instructions):", ""),
		l("a", "20a", "Vehicles, machinery, and equipment", "rent_vehicles_equipment"),
		l("b", "20b", "Other business property", "rents"),
		l("21", "21", "Repairs and maintenance", "repairs_maintenance"),
		l("22", "22", "Supplies (not included in Part III)", "supplies"),
		l("23", "23", "Taxes and licenses", "taxes_licenses"),
		l("24", "24", "Travel and meals:", ""),
		l("a", "24a", "Travel", "travel"),
		l("b", "24b", "Deductible meals (see instructions)", "meals"),
		l("25", "25", "Utilities", "utilities"),
		l("26", "26", "Wages (less employment credits)", "salaries_wages"),
		a27, b27,
	}
	for i := 0; i < len(left) || i < len(right); i++ {
		row := taxLine{}
		if i == 0 {
			row.Section = "Part II Expenses"
		}
		if i < len(left) {
			row.Inline = append(row.Inline, left[i])
		} else {
			row.Inline = append(row.Inline, taxLine{})
		}
		if i < len(right) {
			r := right[i]
			r.Right = true
			row.Inline = append(row.Inline, r)
		}
		f.Lines = append(f.Lines, row)
	}
	through := "27a"
	if year >= 2023 {
		through = "27b"
	}
	f.Lines = append(f.Lines,
		l("28", "28", "Total expenses before expenses for business use of home. Add lines 8 through "+through, "total_deductions"),
		l("29", "29", "Tentative profit or (loss). Subtract line 28 from line 7", "tentative_profit"),
		l("30", "30", "Expenses for business use of your home. Do not report these expenses elsewhere. Attach Form 8829", "home_office"),
		l("31", "31", "Net profit or (loss). Subtract line 30 from line 29.", "net_income"),
	)
	f.Part3 = []taxLine{
		l("35", "35", "Inventory at beginning of year. If different from last year’s closing inventory, attach explanation", "inventory_begin"),
		l("36", "36", "Purchases less cost of items withdrawn for personal use", "purchases"),
		l("37", "37", "Cost of labor. Do not include any amounts paid to yourself", "cost_of_labor"),
		l("38", "38", "Materials and supplies", "materials_supplies"),
		l("39", "39", "Other costs", "other_costs"),
		l("40", "40", "Add lines 35 through 39", "cogs_subtotal"),
		l("41", "41", "Inventory at end of year", "inventory_end"),
		l("42", "42", "Cost of goods sold. Subtract line 41 from line 40. Enter the result here and on line 4", "cogs_part_iii"),
	}
	return f
}

func taxFormFor(form string, year int) taxForm {
	switch form {
	case forms.Form1120S:
		return f1120S(year)
	case forms.Form1065:
		return f1065(year)
	case forms.Form1120:
		return f1120(year)
	default:
		return schC(year)
	}
}

// money formats whole dollars as the forms print them: 1,234,567 and
// (12,345) for a loss.
func money(v int64) string {
	neg := v < 0
	if neg {
		v = -v
	}
	s := strconv.FormatInt(v, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "(" + b.String() + ")"
	}
	return b.String()
}

// irsFieldName names the n-th field of a page the way IRS fillable PDFs do.
func irsFieldName(page, n int) string {
	return fmt.Sprintf("topmostSubform[0].Page%d[0].f%d_%d[0]", page, page, n)
}
