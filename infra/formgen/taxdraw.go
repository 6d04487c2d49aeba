package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/docanalysis/service/internal/document/forms"
)

// taxCase is one filled tax return: the form of one year, the filer and the
// line values (whole dollars; a missing or zero line stays blank).
type taxCase struct {
	Name  string
	Form  taxForm
	Biz   business
	Owner person // the proprietor of a Schedule C
	Vals  map[string]int64
}

// taxValues draws line values that satisfy the form's arithmetic: net
// receipts = receipts - returns, gross profit = net receipts - COGS, total
// income, total deductions and the bottom line. loss makes the deductions
// exceed the income.
func taxValues(r *rand.Rand, tf taxForm, loss bool) map[string]int64 {
	v := map[string]int64{}
	round := func(x int64) int64 { return x }
	set := func(name string, x int64) {
		if x != 0 {
			v[name] = x
		}
	}
	pctOf := func(x int64, lo, hi int) int64 { return x * int64(lo+r.IntN(hi-lo+1)) / 1000 }
	receipts := int64(180000 + r.IntN(4200000))
	returns := pctOf(receipts, 0, 25)
	if r.IntN(3) == 0 {
		returns = 0
	}
	net := receipts - returns
	set("gross_receipts", receipts)
	set("returns_allowances", returns)
	set("net_receipts", net)

	var cogs int64
	if tf.Form == forms.FormSchC {
		begin := pctOf(receipts, 20, 80)
		purchases := pctOf(receipts, 150, 350)
		labor := pctOf(receipts, 0, 60)
		materials := pctOf(receipts, 10, 50)
		other := pctOf(receipts, 0, 20)
		sub := begin + purchases + labor + materials + other
		end := pctOf(receipts, 20, 80)
		cogs = sub - end
		set("inventory_begin", begin)
		set("purchases", purchases)
		set("cost_of_labor", labor)
		set("materials_supplies", materials)
		set("other_costs", other)
		set("cogs_subtotal", sub)
		set("inventory_end", end)
		set("cogs_part_iii", cogs)
	} else {
		cogs = pctOf(net, 150, 550)
	}
	set("cost_of_goods_sold", cogs)
	gp := net - cogs
	set("gross_profit", gp)

	var otherIncome []string
	switch tf.Form {
	case forms.Form1120S:
		otherIncome = []string{"net_gain_4797", "other_income"}
	case forms.Form1065:
		otherIncome = []string{"ordinary_income_other_partnerships", "net_farm_profit", "net_gain_4797", "other_income"}
	case forms.Form1120:
		otherIncome = []string{"dividends", "interest_income", "gross_rents", "gross_royalties", "capital_gain", "net_gain_4797", "other_income"}
	default:
		otherIncome = []string{"other_income"}
	}
	total := gp
	for _, n := range otherIncome {
		if r.IntN(3) == 0 {
			x := pctOf(receipts, 1, 12)
			set(n, x)
			total += x
		}
	}
	set("total_income", total)

	var deds []string
	names := map[string]bool{}
	add := func(ls []taxLine) {
		for _, ln := range ls {
			for _, x := range append([]taxLine{ln}, ln.Inline...) {
				if x.Name != "" && !names[x.Name] {
					names[x.Name] = true
				}
			}
		}
	}
	add(tf.Lines)
	for _, n := range deductionNames(tf.Form) {
		if names[n] {
			deds = append(deds, n)
		}
	}
	// Share the target total among the deduction lines.
	target := total * int64(550+r.IntN(380)) / 1000
	if loss {
		target = total * int64(1050+r.IntN(150)) / 1000
	}
	var sum int64
	weights := map[string]int{}
	wsum := 0
	for _, n := range deds {
		w := 1 + r.IntN(10)
		switch n {
		case "salaries_wages", "officer_compensation", "guaranteed_payments":
			w *= 4
		case "energy_efficient_buildings", "depletion", "bad_debts", "charitable_contributions":
			if r.IntN(4) != 0 {
				w = 0
			}
		}
		weights[n] = w
		wsum += w
	}
	for i, n := range deds {
		var x int64
		if i == len(deds)-1 {
			x = target - sum
		} else if wsum > 0 {
			// A share of the target, jittered so equal weights do not
			// print equal amounts.
			x = round(target * int64(weights[n]) / int64(wsum) * int64(85+r.IntN(31)) / 100)
		}
		if x < 0 {
			x = 0
		}
		set(n, x)
		sum += x
	}
	if tf.Form == forms.Form1065 {
		// 16a less 16b gives 16c, the amount that counts.
		if d := v["depreciation"]; d > 0 {
			elsewhere := d * int64(r.IntN(30)) / 100
			set("depreciation_total", d+elsewhere)
			set("depreciation_elsewhere", elsewhere)
		}
	}
	set("total_deductions", sum)
	switch tf.Form {
	case forms.Form1120:
		before := total - sum
		set("taxable_income_before_nol", before)
		var nol, special int64
		if before > 0 && r.IntN(2) == 0 {
			nol = before * int64(r.IntN(40)) / 100
		}
		if v["dividends"] > 0 {
			special = v["dividends"] / 2
		}
		set("nol_deduction", nol)
		set("special_deductions", special)
		set("nol_special_total", nol+special)
		set("net_income", before-nol-special)
	case forms.FormSchC:
		tent := total - sum
		set("tentative_profit", tent)
		var home int64
		if r.IntN(2) == 0 {
			home = int64(1200 + r.IntN(6000))
		}
		set("home_office", home)
		set("net_income", tent-home)
	default:
		set("net_income", total-sum)
	}
	return v
}

// deductionNames are the lines that add up to total deductions, per form.
func deductionNames(form string) []string {
	switch form {
	case forms.Form1120S:
		return []string{"officer_compensation", "salaries_wages", "repairs_maintenance", "bad_debts", "rents", "taxes_licenses", "interest", "depreciation", "depletion", "advertising", "pension_plans", "employee_benefits", "energy_efficient_buildings", "other_deductions"}
	case forms.Form1065:
		return []string{"salaries_wages", "guaranteed_payments", "repairs_maintenance", "bad_debts", "rents", "taxes_licenses", "interest", "depreciation", "depletion", "retirement_plans", "employee_benefits", "energy_efficient_buildings", "other_deductions"}
	case forms.Form1120:
		return []string{"officer_compensation", "salaries_wages", "repairs_maintenance", "bad_debts", "rents", "taxes_licenses", "interest", "charitable_contributions", "depreciation", "depletion", "advertising", "pension_plans", "employee_benefits", "energy_efficient_buildings", "other_deductions"}
	default:
		return []string{"advertising", "car_truck", "commissions_fees", "contract_labor", "depletion", "depreciation", "employee_benefits", "insurance", "interest_mortgage", "interest_other", "legal_professional", "office_expense", "pension_plans", "rent_vehicles_equipment", "rents", "repairs_maintenance", "supplies", "taxes_licenses", "travel", "meals", "utilities", "salaries_wages", "other_expenses", "energy_efficient_buildings"}
	}
}

// Geometry of the IRS replicas (points, top-left origin).
const (
	irsLeft     = 36.0
	irsRight    = 576.0
	irsLabelX   = 76.0
	irsCaptionX = 92.0
	mainBoxX    = 490.0 // the right-hand amount column
	mainMarkX   = 470.0
	innerBoxX   = 384.0
	innerBoxW   = 76.0
	innerMarkX  = 364.0
	rowH        = 12.5
	capSize     = 7.5
)

// taxDrawer lays out a tax form and collects its answers.
type taxDrawer struct {
	s       *sheet
	tc      taxCase
	field   map[int]int // next field index per page
	rows    []forms.Row // answers of the filled rendering (source set later)
	y       float64
	page    int
	nameFor map[string]string // first caption row per output name
}

func (d *taxDrawer) nextField(page int) string {
	d.field[page]++
	return irsFieldName(page, d.field[page])
}

// valueSlot adds an amount box and, when the case has a value for name,
// the answer row.
func (d *taxDrawer) valueSlot(x, y, w float64, name, line, caption string) {
	val, ok := d.tc.Vals[name]
	sl := slot{Page: d.page, X: x, Y: y + 1, W: w, H: rowH - 1.5, Field: d.nextField(d.page), Right: true, Size: 8}
	if ok && name != "" {
		sl.Value = fmt.Sprintf("%d", val)
		sl.Show = money(val)
		d.rows = append(d.rows, forms.Row{Name: name, Value: float64(val), Label: caption, Page: d.page, Form: d.tc.Form.Form, TaxYear: d.tc.Form.Year, Line: line})
	}
	d.s.slot(sl)
	d.s.rect(d.page, x, y, w, rowH, 0.5)
}

// leaders draws dot leaders from x0 to x1 on baseline y.
func (d *taxDrawer) leaders(x0, x1, y float64) {
	if x1-x0 < 12 {
		return
	}
	n := int((x1 - x0 - 6) / textWidth(". ", capSize, ""))
	if n <= 0 {
		return
	}
	d.s.rtext(d.page, x1-4, y, capSize, "", strings.TrimSpace(strings.Repeat(". ", n)))
}

// item draws one numbered line whose box spans [x0, boxX+boxW] on the
// current row.
func (d *taxDrawer) item(ln taxLine, labelX, capX, markX, boxX, boxW float64, marker bool) {
	base := d.y + 9
	if ln.Label == "" {
		return
	}
	d.s.text(d.page, labelX, base, 8, "B", ln.Label)
	d.s.text(d.page, capX, base, capSize, "", ln.Caption)
	capEnd := capX + textWidth(ln.Caption, capSize, "")
	valueY := d.y
	if ln.Cont != "" {
		d.y += rowH
		base = d.y + 9
		d.s.text(d.page, capX, base, capSize, "", ln.Cont)
		capEnd = capX + textWidth(ln.Cont, capSize, "")
		valueY = d.y
	}
	if ln.Name == "" && ln.Extra == "" && strings.HasSuffix(ln.Caption, ":") {
		return // a heading line such as "16 Interest (see instructions):"
	}
	if marker {
		d.leaders(capEnd+2, markX-2, base)
		d.s.ctext(d.page, markX+10, base, 8, "B", ln.Line)
	}
	d.valueSlot(boxX, valueY, boxW, ln.Name, ln.Line, ln.Caption)
}

func (d *taxDrawer) drawLine(ln taxLine) {
	switch {
	case len(ln.Inline) > 0 && d.tc.Form.Form == forms.FormSchC:
		start := d.y
		maxY := d.y
		for _, it := range ln.Inline {
			d.y = start
			if it.Right {
				d.item(it, 310, 328, 486, 506, 70, true)
			} else {
				lx := 40.0
				if len(it.Label) == 1 && it.Label[0] >= 'a' {
					lx = 46
				}
				d.item(it, lx, 60, 214, 230, 70, true)
			}
			if d.y > maxY {
				maxY = d.y
			}
		}
		d.y = maxY
	case len(ln.Inline) > 0:
		// 1120-S since 2024: 1a, b and c share one row.
		a, b, c := ln.Inline[0], ln.Inline[1], ln.Inline[2]
		base := d.y + 9
		d.s.text(d.page, irsLabelX, base, 8, "B", a.Label)
		d.s.text(d.page, irsCaptionX, base, capSize, "", a.Caption)
		d.valueSlot(172, d.y, 72, a.Name, a.Line, a.Caption)
		d.s.text(d.page, 250, base, 8, "B", b.Label)
		d.s.text(d.page, 258, base, capSize, "", b.Caption)
		d.valueSlot(360, d.y, 70, b.Name, b.Line, b.Caption)
		d.s.text(d.page, 436, base, 8, "B", c.Label)
		d.s.text(d.page, 444, base, capSize, "", c.Caption)
		d.s.ctext(d.page, mainMarkX+10, base, 8, "B", c.Line)
		d.valueSlot(mainBoxX, d.y, irsRight-mainBoxX, c.Name, c.Line, c.Caption)
	case ln.Inner:
		d.item(ln, d.labelX(ln), irsCaptionX, innerMarkX, innerBoxX, innerBoxW, true)
		if ln.Extra != "" {
			base := d.y + 9
			d.s.ctext(d.page, mainMarkX+10, base, 8, "B", ln.Extra)
			d.valueSlot(mainBoxX, d.y, irsRight-mainBoxX, ln.ExtraName, ln.Extra, "")
		} else {
			d.s.fill(d.page, mainMarkX, d.y, irsRight-mainMarkX, rowH, 200)
		}
	default:
		d.item(ln, d.labelX(ln), irsCaptionX, mainMarkX, mainBoxX, irsRight-mainBoxX, true)
	}
	d.y += rowH
	d.s.line(d.page, irsLabelX-4, d.y, irsRight, d.y, 0.3)
}

func (d *taxDrawer) labelX(ln taxLine) float64 {
	if len(ln.Label) == 1 && ln.Label[0] >= 'a' && ln.Label[0] <= 'z' {
		return irsLabelX + 4
	}
	return irsLabelX
}

// cell draws a header cell: a small label at the top left and a value box
// below it.
func (d *taxDrawer) cell(x, y, w, h float64, letter, label, name, value string, right bool) {
	d.s.rect(d.page, x, y, w, h, 0.5)
	lx := x + 2
	if letter != "" {
		d.s.text(d.page, lx, y+7, 7, "B", letter)
		lx += textWidth(letter, 7, "B") + 3
	}
	d.s.text(d.page, lx, y+7, 6.5, "", label)
	sl := slot{Page: d.page, X: x + 2, Y: y + 9, W: w - 4, H: h - 10, Field: d.nextField(d.page), Value: value, Right: right, Size: 8}
	d.s.slot(sl)
	if name != "" && value != "" {
		d.rows = append(d.rows, forms.Row{Name: name, Value: value, Label: label, Page: d.page, Form: d.tc.Form.Form, TaxYear: d.tc.Form.Year})
	}
}

// buildTax draws a tax case and returns the sheet and the answer rows of its
// filled rendering.
func buildTax(tc taxCase) (*sheet, []forms.Row) {
	tf := tc.Form
	s := &sheet{Pages: 1, Title: fmt.Sprintf("Form %s (%d)", tf.Form, tf.Year), Creator: "formgen IRS replica"}
	if tf.Form == forms.FormSchC {
		s.Pages = 2
		s.Title = fmt.Sprintf("Schedule C (Form 1040) %d", tf.Year)
	}
	d := &taxDrawer{s: s, tc: tc, field: map[int]int{1: tf.Year % 4, 2: 0}, page: 1}
	year := fmt.Sprint(tf.Year)
	// Title block.
	if tf.Form == forms.FormSchC {
		s.text(1, irsLeft, 40, 11, "B", "SCHEDULE C")
		s.text(1, irsLeft, 50, 7, "", "(Form 1040)")
	} else {
		s.text(1, irsLeft, 42, 7, "", "Form")
		s.text(1, irsLeft+22, 46, 16, "B", tf.Form)
	}
	s.text(1, irsLeft, 62, 6, "", "Department of the Treasury")
	s.text(1, irsLeft, 69, 6, "", "Internal Revenue Service")
	s.ctext(1, 306, 42, 12, "B", tf.Title)
	for i, sh := range tf.Subhead {
		s.ctext(1, 306, 52+float64(i)*8, 6.5, "", sh)
	}
	s.rtext(1, irsRight, 40, 6.5, "", tf.Omb)
	s.rtext(1, irsRight, 62, 18, "B", year)
	s.line(1, irsLeft, 74, irsRight, 74, 1)
	d.y = 76
	b := tc.Biz
	ein := b.EIN
	if tf.Form == forms.FormSchC {
		o := tc.Owner
		d.cell(irsLeft, d.y, 400, 20, "", "Name of proprietor", "taxpayer_name", o.Name(), false)
		// The proprietor's SSN is printed on the form; the reader must
		// never return it.
		d.cell(irsLeft+400, d.y, irsRight-irsLeft-400, 20, "", "Social security number (SSN)", "", o.SSN, false)
		d.y += 20
		d.cell(irsLeft, d.y, 400, 20, "A", "Principal business or profession, including product or service (see instructions)", "", b.Industry, false)
		d.cell(irsLeft+400, d.y, irsRight-irsLeft-400, 20, "B", "Enter code from instructions", "", "811110", false)
		d.y += 20
		d.cell(irsLeft, d.y, 400, 20, "C", "Business name. If no separate business name, leave blank.", "business_name", b.DBA, false)
		d.cell(irsLeft+400, d.y, irsRight-irsLeft-400, 20, "D", "Employer ID number (EIN) (see instr.)", "ein", ein, false)
		d.y += 20
		d.cell(irsLeft, d.y, irsRight-irsLeft, 20, "E", "Business address (including suite or room no.)", "", b.Street, false)
		d.y += 20
		d.cell(irsLeft, d.y, irsRight-irsLeft, 20, "", "City, town or post office, state, and ZIP code", "", b.City+", "+b.State+" "+b.Zip, false)
		d.y += 30
		s.text(1, irsLeft, d.y, 7, "B", "F")
		s.text(1, irsLeft+12, d.y, 7, "", "Accounting method:  (1)  Cash  (2)  Accrual  (3)  Other (specify)")
		d.y += 10
		s.text(1, irsLeft, d.y, 7, "B", "G")
		s.text(1, irsLeft+12, d.y, 7, "", "Did you “materially participate” in the operation of this business during "+year+"? If “No,” see instructions for limit on losses")
		d.y += 6
	} else {
		s.text(1, irsLeft, 82, 7, "", "For calendar year "+year+" or tax year beginning")
		s.text(1, 330, 82, 7, "", ", "+year+", ending")
		s.text(1, 470, 82, 7, "", ", 20")
		d.y = 86
		first := map[string][2]string{
			forms.Form1120S: {"A", "S election effective date"},
			forms.Form1065:  {"A", "Principal business activity"},
			forms.Form1120:  {"A", "Check if: 1a Consolidated return"},
		}[tf.Form]
		d.cell(irsLeft, d.y, 120, 24, first[0], first[1], "", "", false)
		nameLabel := "Name"
		if tf.Form == forms.Form1065 {
			nameLabel = "Name of partnership"
		}
		d.cell(irsLeft+120, d.y, 284, 24, "", nameLabel, "business_name", b.Legal, false)
		einLetter, dateLetter, dateLabel, assetLetter := "D", "E", "Date incorporated", "F"
		if tf.Form == forms.Form1065 {
			dateLabel = "Date business started"
		}
		if tf.Form == forms.Form1120 {
			einLetter, dateLetter, assetLetter = "B", "C", "D"
		}
		d.cell(irsLeft+404, d.y, irsRight-irsLeft-404, 24, einLetter, "Employer identification number", "ein", ein, false)
		d.y += 24
		d.cell(irsLeft, d.y, 120, 24, "B", "Business activity code no.", "", "722511", false)
		d.cell(irsLeft+120, d.y, 284, 24, "", "Number, street, and room or suite no. If a P.O. box, see instructions.", "", b.Street, false)
		d.cell(irsLeft+404, d.y, irsRight-irsLeft-404, 24, dateLetter, dateLabel, "", b.Start.Format("01/02/2006"), false)
		d.y += 24
		d.cell(irsLeft, d.y, 120, 24, "C", "Check if Sch. M-3 attached", "", "", false)
		d.cell(irsLeft+120, d.y, 284, 24, "", "City or town, state or province, country, and ZIP or foreign postal code", "", b.City+", "+b.State+" "+b.Zip, false)
		assets := tc.Vals["total_assets"]
		d.cell(irsLeft+404, d.y, irsRight-irsLeft-404, 24, assetLetter, "Total assets (see instructions)", "", "", false)
		// The total-assets cell holds "$" and a right-aligned amount.
		last := &s.Slots[len(s.Slots)-1]
		last.Value, last.Show, last.Right = fmt.Sprint(assets), money(assets), true
		s.text(1, irsLeft+406, d.y+19, 8, "", "$")
		d.rows = append(d.rows, forms.Row{Name: "total_assets", Value: float64(assets), Label: "Total assets (see instructions)", Page: 1, Form: tf.Form, TaxYear: tf.Year})
		d.y += 32
		s.text(1, irsLeft, d.y, 6.5, "", "Caution: Include only trade or business income and expenses on the lines below. See the instructions for more information.")
		d.y += 4
	}
	// Lines.
	for _, ln := range tf.Lines {
		if ln.Section != "" {
			if tf.Form == forms.FormSchC {
				d.partHeader(ln.Section)
			} else {
				for i, w := range strings.SplitN(ln.Section, " ", 2) {
					s.text(1, irsLeft, d.y+9+float64(i)*rowH, 6.5, "B", w)
				}
			}
		}
		d.drawLine(ln)
	}
	s.line(1, irsLeft, d.y+4, irsRight, d.y+4, 1)
	footer := fmt.Sprintf("Form %s (%d)", tf.Form, tf.Year)
	cat := map[string]string{forms.Form1120S: "11510H", forms.Form1065: "11390Z", forms.Form1120: "11450Q", forms.FormSchC: "11334P"}[tf.Form]
	if tf.Form == forms.FormSchC {
		footer = fmt.Sprintf("Schedule C (Form 1040) %d", tf.Year)
	}
	s.text(1, irsLeft, 770, 6.5, "B", "For Paperwork Reduction Act Notice, see the separate instructions.")
	s.text(1, 330, 770, 6.5, "", "Cat. No. "+cat)
	s.rtext(1, irsRight, 770, 7, "B", footer)
	if len(tf.Part3) > 0 {
		d.page = 2
		s.text(2, irsLeft, 40, 7, "", footer)
		s.rtext(2, irsRight, 40, 7, "", "Page 2")
		s.line(2, irsLeft, 44, irsRight, 44, 1)
		d.y = 48
		d.partHeader("Part III Cost of Goods Sold (see instructions)")
		s.text(2, irsLeft+4, d.y+9, 8, "B", "33")
		s.text(2, irsCaptionX, d.y+9, capSize, "", "Method(s) used to value closing inventory:   a  Cost   b  Lower of cost or market   c  Other (attach explanation)")
		d.y += 16
		s.text(2, irsLeft+4, d.y+9, 8, "B", "34")
		s.text(2, irsCaptionX, d.y+9, capSize, "", "Was there any change in determining quantities, costs, or valuations between opening and closing inventory?   Yes   No")
		d.y += 16
		for _, ln := range tf.Part3 {
			d.y += 4
			d.item(ln, irsLeft+4, irsCaptionX, mainMarkX, mainBoxX, irsRight-mainBoxX, true)
			d.y += rowH
			d.s.line(2, irsLeft, d.y, irsRight, d.y, 0.3)
		}
		s.rtext(2, irsRight, 770, 7, "B", footer)
	}
	for i := range d.rows {
		if d.rows[i].Name == "ein" {
			last4 := d.rows[i]
			last4.Name = "ein_last4"
			last4.Value = ein[len(ein)-4:]
			d.rows = append(d.rows, last4)
			break
		}
	}
	return s, d.rows
}

// partHeader draws a Schedule C part heading row ("Part I" inverted, title).
func (d *taxDrawer) partHeader(title string) {
	parts := strings.SplitN(title, " ", 3)
	d.s.fill(d.page, irsLeft, d.y+1, 34, 11, 200)
	d.s.text(d.page, irsLeft+3, d.y+9.5, 8, "B", parts[0]+" "+parts[1])
	d.s.text(d.page, irsLeft+40, d.y+9.5, 8, "B", parts[2])
	d.y += 13
	d.s.line(d.page, irsLeft, d.y, irsRight, d.y, 0.5)
}
