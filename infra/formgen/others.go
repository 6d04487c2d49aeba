package main

import (
	"fmt"

	"github.com/docanalysis/service/internal/document/forms"
)

// otherCase is a form the reader must recognise and name but not mine:
// Form 1040 and the Schedule K-1s of Forms 1120-S and 1065.
type otherCase struct {
	Name  string
	Form  string // forms.Form1040, forms.FormK1For1120S, forms.FormK1For1065
	Year  int
	Biz   business
	Owner person
}

// buildOther draws the first page of a Form 1040 or a Schedule K-1 with
// its identifying text, a few lines and the person's SSN (which the reader
// must never return). The answers are form_type and tax_year only.
func buildOther(oc otherCase) (*sheet, []forms.Row) {
	s := &sheet{Pages: 1, Creator: "formgen IRS replica"}
	year := fmt.Sprint(oc.Year)
	d := &taxDrawer{s: s, tc: taxCase{Form: taxForm{Form: oc.Form, Year: oc.Year}, Vals: map[string]int64{}}, field: map[int]int{1: 0}, page: 1}
	o := oc.Owner
	switch oc.Form {
	case forms.Form1040:
		s.Title = "Form 1040 (" + year + ")"
		s.text(1, irsLeft, 46, 16, "B", "1040")
		s.text(1, irsLeft+44, 40, 6, "", "Department of the Treasury—Internal Revenue Service")
		s.text(1, irsLeft+44, 50, 11, "B", "U.S. Individual Income Tax Return")
		s.rtext(1, 430, 50, 16, "B", year)
		s.rtext(1, irsRight, 46, 6.5, "", "OMB No. 1545-0074")
		s.text(1, irsLeft, 64, 7, "", "For the year Jan. 1–Dec. 31, "+year+", or other tax year beginning , "+year+", ending , 20")
		d.y = 70
		d.cell(irsLeft, d.y, 200, 22, "", "Your first name and middle initial", "", o.First, false)
		d.cell(irsLeft+200, d.y, 200, 22, "", "Last name", "", o.Last, false)
		d.cell(irsLeft+400, d.y, 140, 22, "", "Your social security number", "", o.SSN, false)
		d.y += 22
		d.cell(irsLeft, d.y, 400, 22, "", "Home address (number and street). If you have a P.O. box, see instructions.", "", o.Street, false)
		d.cell(irsLeft+400, d.y, 140, 22, "", "Apt. no.", "", "", false)
		d.y += 22
		d.cell(irsLeft, d.y, 540, 22, "", "City, town, or post office. If you have a foreign address, also complete spaces below.", "", o.City+", "+o.State+" "+o.Zip, false)
		d.y += 30
		s.text(1, irsLeft, d.y, 8, "B", "Filing Status")
		s.text(1, irsLeft+70, d.y, 7, "", "Single   Married filing jointly   Married filing separately (MFS)   Head of household (HOH)")
		d.y += 8
		wages := int64(38000 + len(o.Last)*1731)
		interest := int64(212 + len(o.First)*13)
		tc := &d.tc
		tc.Vals["w2"] = wages
		tc.Vals["int"] = interest
		tc.Vals["sch1"] = int64(52000 + len(o.First)*977)
		tc.Vals["total"] = wages + interest + tc.Vals["sch1"]
		s.text(1, irsLeft+2, d.y+9, 7, "B", "Income")
		for _, ln := range []taxLine{
			l("1a", "1a", "Total amount from Form(s) W-2, box 1 (see instructions)", "w2"),
			l("2b", "2b", "Taxable interest", "int"),
			l("8", "8", "Additional income from Schedule 1, line 10", "sch1"),
			l("9", "9", "Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income", "total"),
			l("11", "11", "Subtract line 10 from line 9. This is your adjusted gross income", "total"),
		} {
			d.drawLine(ln)
		}
		s.rtext(1, irsRight, 770, 7, "B", "Form 1040 ("+year+")")
	default:
		k1065 := oc.Form == forms.FormK1For1065
		parent, who, entity := "1120-S", "Shareholder", "Corporation"
		if k1065 {
			parent, who, entity = "1065", "Partner", "Partnership"
		}
		s.Title = "Schedule K-1 (Form " + parent + ") " + year
		s.text(1, irsLeft, 44, 12, "B", "Schedule K-1")
		s.text(1, irsLeft, 54, 8, "B", "(Form "+parent+")")
		s.rtext(1, 300, 50, 16, "B", year)
		s.text(1, irsLeft, 64, 6, "", "Department of the Treasury  Internal Revenue Service")
		s.text(1, irsLeft, 74, 7, "", "For calendar year "+year+", or tax year")
		s.text(1, irsLeft, 88, 9, "B", who+"’s Share of Income, Deductions,")
		s.text(1, irsLeft, 98, 9, "B", "Credits, etc.")
		d.y = 106
		s.fill(1, irsLeft, d.y, 270, 11, 200)
		s.text(1, irsLeft+3, d.y+8.5, 8, "B", "Part I   Information About the "+entity)
		d.y += 12
		d.cell(irsLeft, d.y, 270, 22, "A", entity+"’s employer identification number", "", oc.Biz.EIN, false)
		d.y += 22
		d.cell(irsLeft, d.y, 270, 36, "B", entity+"’s name, address, city, state, and ZIP code", "", oc.Biz.Legal, false)
		d.y += 40
		s.fill(1, irsLeft, d.y, 270, 11, 200)
		s.text(1, irsLeft+3, d.y+8.5, 8, "B", "Part II   Information About the "+who)
		d.y += 12
		idLabel := who + "’s identifying number"
		if k1065 {
			idLabel = "Partner’s SSN or TIN (Do not use TIN of a disregarded entity.)"
		}
		d.cell(irsLeft, d.y, 270, 22, "E", idLabel, "", o.SSN, false)
		d.y += 22
		d.cell(irsLeft, d.y, 270, 36, "F", who+"’s name, address, city, state, and ZIP code", "", o.Name(), false)
		d.y += 36
		pctLabel := "Current year allocation percentage"
		if k1065 {
			pctLabel = "Partner’s share of profit, loss, and capital (see instructions)"
		}
		d.cell(irsLeft, d.y, 270, 22, "G", pctLabel, "", fmt.Sprintf("%g %%", o.Pct), false)
		// Part III in the right half.
		s.fill(1, 310, 106, 266, 11, 200)
		s.text(1, 313, 114.5, 8, "B", "Part III   "+who+"’s Share of Current Year Income,")
		y := 122.0
		for i, cap := range []string{"Ordinary business income (loss)", "Net rental real estate income (loss)", "Other net rental income (loss)", "Interest income"} {
			s.rect(1, 310, y, 266, 24, 0.5)
			s.text(1, 313, y+8, 8, "B", fmt.Sprint(i+1))
			s.text(1, 326, y+8, 7, "", cap)
			sl := slot{Page: 1, X: 450, Y: y + 10, W: 122, H: 12, Field: d.nextField(1), Right: true, Size: 8}
			if i == 0 {
				sl.Value = fmt.Sprint(41000 + len(o.Last)*1000)
				sl.Show = money(int64(41000 + len(o.Last)*1000))
			}
			s.slot(sl)
			y += 24
		}
		s.rtext(1, irsRight, 770, 7, "B", "Schedule K-1 (Form "+parent+") "+year)
	}
	rows := []forms.Row{
		{Name: "form_type", Value: oc.Form, Page: 1, Form: oc.Form, TaxYear: oc.Year},
		{Name: "tax_year", Value: oc.Year, Page: 1, Form: oc.Form, TaxYear: oc.Year},
	}
	return s, rows
}
