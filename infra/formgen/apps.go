package main

import (
	"fmt"
	"strings"

	"github.com/docanalysis/service/internal/document/forms"
)

// appDrawer lays out a funder's application and collects its answers.
type appDrawer struct {
	s    *sheet
	rows []forms.Row
	page int
	n    int // field counter for generated names
}

// ans records the answer rows a value produces.
func (a *appDrawer) ans(label string, owner int, pairs ...any) {
	for i := 0; i+1 < len(pairs); i += 2 {
		a.rows = append(a.rows, forms.Row{Name: pairs[i].(string), Value: pairs[i+1], Label: label, Page: a.page, Owner: owner})
	}
}

func (a *appDrawer) slot(x, y, w, h float64, field, value string) {
	a.n++
	a.s.slot(slot{Page: a.page, X: x, Y: y, W: w, H: h, Field: field, Value: value, Size: 9})
}

// left draws "Label: [box]" on one row.
func (a *appDrawer) left(x, y, labelW, boxW float64, label, field, value string) {
	a.s.text(a.page, x, y+10, 8.5, "B", label)
	a.s.rect(a.page, x+labelW, y, boxW, 14, 0.6)
	a.slot(x+labelW+1, y+1, boxW-2, 12, field, value)
}

// above draws a small label with the box under it.
func (a *appDrawer) above(x, y, w float64, label, field, value string) {
	a.s.text(a.page, x, y+7, 7, "", label)
	a.s.rect(a.page, x, y+9, w, 16, 0.6)
	a.slot(x+1, y+10, w-2, 14, field, value)
}

// inCell draws a bordered cell with its label inside at the top left and
// the value under it in the same cell.
func (a *appDrawer) inCell(x, y, w, h float64, label, field, value string) {
	a.s.rect(a.page, x, y, w, h, 0.6)
	a.s.text(a.page, x+3, y+7.5, 6.5, "B", strings.ToUpper(label))
	a.slot(x+2, y+10, w-4, h-11, field, value)
}

// tableRow draws a gray label cell followed by a value cell.
func (a *appDrawer) tableRow(x, y, lw, vw, h float64, label, field, value string) {
	a.s.fill(a.page, x, y, lw, h, 225)
	a.s.rect(a.page, x, y, lw, h, 0.5)
	a.s.rect(a.page, x+lw, y, vw, h, 0.5)
	a.s.text(a.page, x+3, y+h/2+3, 8, "", label)
	a.slot(x+lw+1, y+1, vw-2, h-2, field, value)
}

// underline draws "Label ________" with the value on the line.
func (a *appDrawer) underline(x, y, w float64, label, field, value string) {
	a.s.text(a.page, x, y+10, 8.5, "", label)
	lx := x + textWidth(label, 8.5, "") + 4
	a.s.line(a.page, lx, y+12, x+w, y+12, 0.5)
	a.slot(lx+1, y, x+w-lx-2, 12, field, value)
}

// checks draws a row of checkbox options; checked names the ticked one.
func (a *appDrawer) checks(x, y float64, label string, opts []string, checked string, fieldFmt string) {
	a.s.text(a.page, x, y+9, 8.5, "B", label)
	cx := x + textWidth(label, 8.5, "B") + 10
	for i, o := range opts {
		a.s.rect(a.page, cx, y+1, 9, 9, 0.6)
		v := ""
		if o == checked {
			v = "Yes"
		}
		a.n++
		a.s.slot(slot{Page: a.page, X: cx, Y: y + 1, W: 9, H: 9, Field: fmt.Sprintf(fieldFmt, i+1), Value: v, Check: true, Size: 9})
		a.s.text(a.page, cx+12, y+9, 8.5, "", o)
		cx += 12 + textWidth(o, 8.5, "") + 14
	}
}

func (a *appDrawer) heading(x, y, w float64, t string, inverted bool) {
	if inverted {
		a.s.fill(a.page, x, y, w, 14, 60)
		a.s.text(a.page, x+4, y+10.5, 9.5, "B", t)
		return
	}
	a.s.text(a.page, x, y+10, 10.5, "B", t)
	a.s.line(a.page, x, y+13, x+w, y+13, 0.8)
}

// entityLabel is how each design prints the entity types.
var entityLabel = map[string]string{"llc": "LLC", "s_corp": "S-Corp", "c_corp": "Corporation", "partnership": "Partnership", "sole_proprietorship": "Sole Proprietor"}

var entityOrder = []string{"llc", "c_corp", "s_corp", "partnership", "sole_proprietorship"}

func entityOpts() (labels []string) {
	for _, e := range entityOrder {
		labels = append(labels, entityLabel[e])
	}
	return labels
}

func dollars(v int64) string { return "$" + money(v) }

// appCase is one application: a design filled with one business.
type appCase struct {
	Name   string
	Design string
	Biz    business
}

var designs = map[string]func(a *appDrawer, b business){
	"capitalbridge": designCapitalBridge,
	"lakeview":      designLakeview,
	"apex":          designApex,
	"quickcap":      designQuickCap,
	"evergreen":     designEvergreen,
	"pinnacle":      designPinnacle,
}

var designOrder = []string{"capitalbridge", "lakeview", "apex", "quickcap", "evergreen", "pinnacle"}

// designOwners is how many owners each design has room for.
var designOwners = map[string]int{"capitalbridge": 2, "lakeview": 2, "apex": 2, "quickcap": 1, "evergreen": 2, "pinnacle": 2}

func buildApp(ac appCase) (*sheet, []forms.Row) {
	s := &sheet{Pages: 1, Creator: "formgen funder application"}
	a := &appDrawer{s: s, page: 1}
	designs[ac.Design](a, ac.Biz)
	return s, a.rows
}

// designCapitalBridge: labels left of their boxes, entity checkboxes,
// owners stacked, stray spaces in field names.
func designCapitalBridge(a *appDrawer, b business) {
	s := a.s
	s.Title = "CapitalBridge Funding - Merchant Cash Advance Application"
	s.text(1, 36, 48, 16, "B", "CapitalBridge Funding")
	s.text(1, 36, 62, 10, "", "Merchant Cash Advance Application")
	s.rtext(1, 576, 48, 7.5, "", "Fax completed application to (555) 010-0199")
	y := 76.0
	a.heading(36, y, 540, "Business Information", true)
	y += 20
	a.left(36, y, 118, 422, "Business Legal Name:", " Business Legal Name", b.Legal)
	a.ans("Business Legal Name", 0, "business_legal_name", b.Legal)
	y += 18
	a.left(36, y, 118, 170, "DBA:", "DBA ", b.DBA)
	a.ans("DBA", 0, "dba", b.DBA)
	a.left(330, y, 76, 170, "Federal Tax ID:", "Fed Tax ID", b.EIN)
	a.ans("Federal Tax ID", 0, "ein", b.EIN, "ein_last4", b.EIN[len(b.EIN)-4:])
	y += 18
	a.checks(36, y, "Entity Type:", entityOpts(), entityLabel[b.Entity], "EntityType.%d")
	a.ans("Entity Type", 0, "entity_type", b.Entity)
	y += 18
	a.left(36, y, 118, 170, "Industry:", "industry ", b.Industry)
	a.ans("Industry", 0, "industry", b.Industry)
	a.left(330, y, 76, 170, "Start Date:", "Business Start date", b.Start.Format("01/02/2006"))
	a.ans("Start Date", 0, "start_date", b.Start.Format("2006-01-02"))
	y += 18
	a.left(36, y, 118, 422, "Business Address:", "Address1", b.Street)
	a.ans("Business Address", 0, "street", b.Street)
	y += 18
	a.left(36, y, 118, 170, "City:", "City ", b.City)
	a.ans("City", 0, "city", b.City)
	a.left(330, y, 34, 40, "State:", "ST", b.State)
	a.ans("State", 0, "state", b.State)
	a.left(420, y, 26, 110, "Zip:", "Zip Code", b.Zip)
	a.ans("Zip", 0, "zip", b.Zip)
	y += 18
	a.left(36, y, 118, 170, "Business Phone:", "Phone ", b.Phone)
	a.ans("Business Phone", 0, "phone", b.Phone)
	a.left(330, y, 76, 170, "Email:", "E-mail", b.Email)
	a.ans("Email", 0, "email", b.Email)
	y += 18
	a.left(36, y, 118, 170, "Website:", "Web Site", "https://"+b.Website+"/")
	a.ans("Website", 0, "website", b.Website)
	y += 24
	a.heading(36, y, 540, "Funding Request", true)
	y += 20
	a.left(36, y, 150, 130, "Requested Amount:", "Amount Requested ", dollars(b.Requested))
	a.ans("Requested Amount", 0, "requested_amount", float64(b.Requested))
	a.left(330, y, 110, 136, "Annual Gross Revenue:", "Annual Rev", dollars(b.AnnualRev))
	a.ans("Annual Gross Revenue", 0, "annual_revenue", float64(b.AnnualRev))
	y += 18
	a.left(36, y, 150, 130, "Monthly Credit Card Volume:", "CC Volume", dollars(b.MonthlyCC))
	a.ans("Monthly Credit Card Volume", 0, "monthly_cc_volume", float64(b.MonthlyCC))
	a.left(330, y, 110, 136, "Use of Funds:", "use of funds", b.UseOfFunds)
	a.ans("Use of Funds", 0, "use_of_funds", b.UseOfFunds)
	y += 24
	for i, o := range b.Owners {
		n := i + 1
		a.heading(36, y, 540, fmt.Sprintf("Owner #%d Information", n), true)
		y += 20
		a.left(36, y, 92, 200, "Owner Name:", fmt.Sprintf("Owner%d Name", n), o.Name())
		a.ans("Owner Name", n, "owner_name", o.Name())
		a.left(340, y, 50, 186, "Title:", fmt.Sprintf("Owner%d Title ", n), o.Title)
		a.ans("Title", n, "owner_title", o.Title)
		y += 18
		a.left(36, y, 92, 60, "Ownership %:", fmt.Sprintf("Owner%d Pct", n), fmt.Sprintf("%g%%", o.Pct))
		a.ans("Ownership %", n, "owner_ownership_pct", o.Pct)
		a.left(200, y, 72, 90, "Date of Birth:", fmt.Sprintf("Owner%d DOB", n), o.DOB.Format("01/02/2006"))
		a.ans("Date of Birth", n, "owner_dob", o.DOB.Format("2006-01-02"))
		a.left(380, y, 40, 156, "SSN:", fmt.Sprintf("OWNER%d SSN", n), o.SSN)
		a.ans("SSN", n, "owner_ssn_last4", o.SSN[len(o.SSN)-4:])
		y += 18
		a.left(36, y, 92, 200, "Home Address:", fmt.Sprintf("Owner%d Address", n), o.Street)
		a.ans("Home Address", n, "owner_street", o.Street)
		a.left(340, y, 30, 92, "City:", fmt.Sprintf("Owner%d City", n), o.City)
		a.ans("City", n, "owner_city", o.City)
		a.left(466, y, 30, 24, "St:", fmt.Sprintf("Owner%d ST", n), o.State)
		a.ans("St", n, "owner_state", o.State)
		a.left(524, y, 20, 32, "Zip:", fmt.Sprintf("Owner%d Zip", n), o.Zip)
		a.ans("Zip", n, "owner_zip", o.Zip)
		y += 18
		a.left(36, y, 92, 200, "Cell Phone:", fmt.Sprintf("Owner%d Cell", n), o.Phone)
		a.ans("Cell Phone", n, "owner_phone", o.Phone)
		a.left(340, y, 40, 196, "Email:", fmt.Sprintf("Owner%d Email", n), o.Email)
		a.ans("Email", n, "owner_email", o.Email)
		y += 26
	}
	s.text(1, 36, 740, 7, "", "By signing below, each owner authorizes CapitalBridge Funding to obtain credit reports and verify the information above.")
	s.text(1, 36, 762, 8, "", "Signature: ______________________________        Date: ______________")
}

// designLakeview: labels above their boxes, owners side by side.
func designLakeview(a *appDrawer, b business) {
	s := a.s
	s.Title = "Lakeview Community Lending - Small Business Loan Application"
	s.ctext(1, 306, 44, 15, "B", "LAKEVIEW COMMUNITY LENDING")
	s.ctext(1, 306, 58, 10, "", "Small Business Loan Application")
	y := 72.0
	a.heading(36, y, 540, "1. Business", false)
	y += 20
	a.above(36, y, 330, "Company Name (Legal)", "topmostSubform[0].Page1[0].CoName[0]", b.Legal)
	a.ans("Company Name (Legal)", 0, "business_legal_name", b.Legal)
	a.above(376, y, 200, "Doing Business As", "topmostSubform[0].Page1[0].DBA[0]", b.DBA)
	a.ans("Doing Business As", 0, "dba", b.DBA)
	y += 30
	a.above(36, y, 120, "Federal Tax ID (EIN)", "TaxID", strings.ReplaceAll(b.EIN, "-", ""))
	a.ans("Federal Tax ID (EIN)", 0, "ein", b.EIN, "ein_last4", b.EIN[len(b.EIN)-4:])
	ent := map[string]string{"llc": "Limited Liability Company", "s_corp": "S Corporation", "c_corp": "C Corporation", "partnership": "Partnership", "sole_proprietorship": "Sole Proprietorship"}[b.Entity]
	a.above(166, y, 140, "Business Structure", "Structure", ent)
	a.ans("Business Structure", 0, "entity_type", b.Entity)
	a.above(316, y, 150, "Type of Business", "Type of business", b.Industry)
	a.ans("Type of Business", 0, "industry", b.Industry)
	a.above(476, y, 100, "Date Established", "Established", b.Start.Format("2006-01-02"))
	a.ans("Date Established", 0, "start_date", b.Start.Format("2006-01-02"))
	y += 30
	a.above(36, y, 250, "Street Address", "Street", b.Street)
	a.ans("Street Address", 0, "street", b.Street)
	a.above(296, y, 140, "City", "City", b.City)
	a.ans("City", 0, "city", b.City)
	a.above(446, y, 50, "State", "State", b.State)
	a.ans("State", 0, "state", b.State)
	a.above(506, y, 70, "ZIP", "ZIP", b.Zip)
	a.ans("ZIP", 0, "zip", b.Zip)
	y += 30
	ph := strings.ReplaceAll(b.Phone, "-", "")
	a.above(36, y, 150, "Business Phone", "Phone", "("+ph[:3]+") "+ph[3:6]+"-"+ph[6:])
	a.ans("Business Phone", 0, "phone", b.Phone)
	a.above(196, y, 200, "Email Address", "Email", strings.ToUpper(b.Email[:1])+b.Email[1:])
	a.ans("Email Address", 0, "email", b.Email)
	a.above(406, y, 170, "Website", "URL", b.Website)
	a.ans("Website", 0, "website", b.Website)
	y += 34
	a.heading(36, y, 540, "2. Loan Request", false)
	y += 20
	a.above(36, y, 150, "Gross Annual Sales", "Sales", fmt.Sprint(b.AnnualRev))
	a.ans("Gross Annual Sales", 0, "annual_revenue", float64(b.AnnualRev))
	a.above(196, y, 150, "Loan Amount Requested", "LoanAmt", dollars(b.Requested)+".00")
	a.ans("Loan Amount Requested", 0, "requested_amount", float64(b.Requested))
	a.above(356, y, 220, "Purpose of Loan", "Purpose", b.UseOfFunds)
	a.ans("Purpose of Loan", 0, "use_of_funds", b.UseOfFunds)
	y += 34
	a.heading(36, y, 540, "3. Owners (all owners of 20% or more)", false)
	y += 20
	top := y
	for i, o := range b.Owners {
		n := i + 1
		x := 36.0 + float64(i)*280
		y = top
		s.text(1, x, y+9, 9, "B", fmt.Sprintf("Owner %d", n))
		y += 14
		a.above(x, y, 260, "Full Name", fmt.Sprintf("Own%dName", n), o.Name())
		a.ans("Full Name", n, "owner_name", o.Name())
		y += 30
		a.above(x, y, 125, "Title", fmt.Sprintf("Own%dTitle", n), o.Title)
		a.ans("Title", n, "owner_title", o.Title)
		a.above(x+135, y, 125, "Ownership %", fmt.Sprintf("Own%dPct", n), fmt.Sprint(o.Pct))
		a.ans("Ownership %", n, "owner_ownership_pct", o.Pct)
		y += 30
		a.above(x, y, 125, "Date of Birth", fmt.Sprintf("Own%dDOB", n), o.DOB.Format("January 2, 2006"))
		a.ans("Date of Birth", n, "owner_dob", o.DOB.Format("2006-01-02"))
		a.above(x+135, y, 125, "Social Security Number", fmt.Sprintf("Own%dSSN", n), o.SSN)
		a.ans("Social Security Number", n, "owner_ssn_last4", o.SSN[len(o.SSN)-4:])
		y += 30
		a.above(x, y, 260, "Home Address", fmt.Sprintf("Own%dAddr", n), o.Street)
		a.ans("Home Address", n, "owner_street", o.Street)
		y += 30
		a.above(x, y, 120, "City", fmt.Sprintf("Own%dCity", n), o.City)
		a.ans("City", n, "owner_city", o.City)
		a.above(x+130, y, 50, "State", fmt.Sprintf("Own%dState", n), o.State)
		a.ans("State", n, "owner_state", o.State)
		a.above(x+190, y, 70, "Zip", fmt.Sprintf("Own%dZip", n), o.Zip)
		a.ans("Zip", n, "owner_zip", o.Zip)
		y += 30
		a.above(x, y, 125, "Mobile Phone", fmt.Sprintf("Own%dPhone", n), o.Phone)
		a.ans("Mobile Phone", n, "owner_phone", o.Phone)
		a.above(x+135, y, 125, "Email", fmt.Sprintf("Own%dEmail", n), o.Email)
		a.ans("Email", n, "owner_email", o.Email)
	}
	s.text(1, 36, 750, 7, "", "I certify that the information in this application is true and complete.")
}

// designApex: a table of gray label cells, owners as two value columns.
func designApex(a *appDrawer, b business) {
	s := a.s
	s.Title = "Apex Merchant Services Funding Application"
	s.text(1, 36, 46, 14, "B", "APEX MERCHANT SERVICES")
	s.rtext(1, 576, 46, 10, "B", "FUNDING APPLICATION")
	y := 60.0
	a.heading(36, y, 540, "MERCHANT INFORMATION", true)
	y += 16
	const h = 18.0
	a.tableRow(36, y, 90, 180, h, "Legal Name", "merchant.legalName", b.Legal)
	a.ans("Legal Name", 0, "business_legal_name", b.Legal)
	a.tableRow(306, y, 90, 180, h, "DBA Name", "merchant.dba", b.DBA)
	a.ans("DBA Name", 0, "dba", b.DBA)
	y += h
	a.tableRow(36, y, 90, 180, h, "Tax ID (EIN)", "merchant.TIN", b.EIN)
	a.ans("Tax ID (EIN)", 0, "ein", b.EIN, "ein_last4", b.EIN[len(b.EIN)-4:])
	a.tableRow(306, y, 90, 180, h, "Business Start Date", "merchant.since", b.Start.Format("1/2/2006"))
	a.ans("Business Start Date", 0, "start_date", b.Start.Format("2006-01-02"))
	y += h
	a.tableRow(36, y, 90, 180, h, "Industry", "merchant.industry", b.Industry)
	a.ans("Industry", 0, "industry", b.Industry)
	a.tableRow(306, y, 90, 180, h, "Website", "merchant.web", b.Website)
	a.ans("Website", 0, "website", b.Website)
	y += h
	a.tableRow(36, y, 90, 450, h, "Physical Address", "merchant.address", b.Street)
	a.ans("Physical Address", 0, "street", b.Street)
	y += h
	a.tableRow(36, y, 90, 180, h, "City/State/Zip", "merchant.csz", b.City+", "+b.State+" "+b.Zip)
	a.ans("City/State/Zip", 0, "city", b.City, "state", b.State, "zip", b.Zip)
	a.tableRow(306, y, 90, 180, h, "Phone", "merchant.phone", b.Phone)
	a.ans("Phone", 0, "phone", b.Phone)
	y += h
	a.tableRow(36, y, 90, 180, h, "Email", "merchant.email", b.Email)
	a.ans("Email", 0, "email", b.Email)
	a.s.fill(1, 306, y, 270, h, 245)
	a.s.rect(1, 306, y, 270, h, 0.5)
	y += h + 6
	a.checks(36, y, "Legal Entity:", entityOpts(), entityLabel[b.Entity], "merchant.entity.%d")
	a.ans("Legal Entity", 0, "entity_type", b.Entity)
	y += 20
	a.heading(36, y, 540, "FINANCIAL INFORMATION", true)
	y += 16
	monthly := b.AnnualRev / 12
	a.tableRow(36, y, 120, 150, h, "Average Monthly Sales", "fin.monthlySales", dollars(monthly))
	a.ans("Average Monthly Sales", 0, "monthly_revenue", float64(monthly))
	a.tableRow(306, y, 120, 150, h, "Monthly Card Volume", "fin.ccVolume", dollars(b.MonthlyCC))
	a.ans("Monthly Card Volume", 0, "monthly_cc_volume", float64(b.MonthlyCC))
	y += h
	a.tableRow(36, y, 120, 150, h, "Funding Amount Requested", "fin.amount", dollars(b.Requested))
	a.ans("Funding Amount Requested", 0, "requested_amount", float64(b.Requested))
	a.tableRow(306, y, 120, 150, h, "Use of Proceeds", "fin.use", b.UseOfFunds)
	a.ans("Use of Proceeds", 0, "use_of_funds", b.UseOfFunds)
	y += h + 8
	a.heading(36, y, 540, "OWNERSHIP", true)
	y += 16
	// Header row: label column, one column per owner.
	a.s.fill(1, 36, y, 120, h, 225)
	a.s.rect(1, 36, y, 120, h, 0.5)
	for i := 0; i < 2; i++ {
		a.s.rect(1, 156+float64(i)*210, y, 210, h, 0.5)
		a.s.text(1, 160+float64(i)*210, y+12, 8.5, "B", fmt.Sprintf("Owner %d", i+1))
	}
	y += h
	type orow struct {
		label string
		get   func(p person) (string, []any)
	}
	rows := []orow{
		{"Name", func(p person) (string, []any) { return p.Name(), []any{"owner_name", p.Name()} }},
		{"Title", func(p person) (string, []any) { return p.Title, []any{"owner_title", p.Title} }},
		{"% Ownership", func(p person) (string, []any) { return fmt.Sprintf("%g", p.Pct), []any{"owner_ownership_pct", p.Pct} }},
		{"DOB", func(p person) (string, []any) {
			return p.DOB.Format("01/02/2006"), []any{"owner_dob", p.DOB.Format("2006-01-02")}
		}},
		{"SSN", func(p person) (string, []any) {
			d := strings.ReplaceAll(p.SSN, "-", "")
			return d, []any{"owner_ssn_last4", d[5:]}
		}},
		{"Email", func(p person) (string, []any) { return p.Email, []any{"owner_email", p.Email} }},
		{"Cell", func(p person) (string, []any) { return p.Phone, []any{"owner_phone", p.Phone} }},
		{"Home Address", func(p person) (string, []any) { return p.Street, []any{"owner_street", p.Street} }},
		{"City/State/Zip", func(p person) (string, []any) {
			return p.City + ", " + p.State + " " + p.Zip, []any{"owner_city", p.City, "owner_state", p.State, "owner_zip", p.Zip}
		}},
	}
	for ri, r := range rows {
		a.s.fill(1, 36, y, 120, h, 225)
		a.s.rect(1, 36, y, 120, h, 0.5)
		a.s.text(1, 39, y+12, 8, "", r.label)
		for i := 0; i < 2; i++ {
			x := 156 + float64(i)*210
			a.s.rect(1, x, y, 210, h, 0.5)
			if i >= len(b.Owners) {
				continue
			}
			show, pairs := r.get(b.Owners[i])
			a.slot(x+1, y+1, 208, h-2, fmt.Sprintf("owner[%d].f%d", i, ri), show)
			a.ans(r.label, i+1, pairs...)
		}
		y += h
	}
	s.text(1, 36, 752, 7, "", "Merchant agrees to the terms of the Apex Merchant Services purchase and sale of future receivables agreement.")
}

// designQuickCap: labels inside table cells, one owner, an address in one
// field.
func designQuickCap(a *appDrawer, b business) {
	s := a.s
	s.Title = "QuickCap Business Funding Application"
	s.text(1, 36, 50, 20, "B", "QuickCap")
	s.text(1, 140, 50, 9, "", "Business Funding Application  |  Approvals in 24 hours")
	y := 66.0
	a.heading(36, y, 540, "About the business", false)
	y += 18
	const h = 26.0
	a.inCell(36, y, 300, h, "Legal Business Name", "LEGAL_BUSINESS_NAME", b.Legal)
	a.ans("LEGAL BUSINESS NAME", 0, "business_legal_name", b.Legal)
	a.inCell(336, y, 240, h, "DBA", "dba_name", b.DBA)
	a.ans("DBA", 0, "dba", b.DBA)
	y += h
	a.inCell(36, y, 150, h, "EIN", "ein", strings.Replace(b.EIN, "-", " ", 1))
	a.ans("EIN", 0, "ein", b.EIN, "ein_last4", b.EIN[len(b.EIN)-4:])
	a.inCell(186, y, 150, h, "Business Start Date", "start", b.Start.Format("01-02-2006"))
	a.ans("BUSINESS START DATE", 0, "start_date", b.Start.Format("2006-01-02"))
	a.inCell(336, y, 240, h, "Industry", "industry", b.Industry)
	a.ans("INDUSTRY", 0, "industry", b.Industry)
	y += h
	addr := b.Street + ", " + b.City + ", " + b.State + " " + b.Zip
	a.inCell(36, y, 540, h, "Business Address (Street, City, State, ZIP)", "addr", addr)
	a.ans("BUSINESS ADDRESS (STREET, CITY, STATE, ZIP)", 0, "street", b.Street, "city", b.City, "state", b.State, "zip", b.Zip)
	y += h
	a.inCell(36, y, 180, h, "Phone", "phone", b.Phone)
	a.ans("PHONE", 0, "phone", b.Phone)
	a.inCell(216, y, 180, h, "Email", "email", b.Email)
	a.ans("EMAIL", 0, "email", b.Email)
	a.inCell(396, y, 180, h, "Website", "site", "http://"+b.Website)
	a.ans("WEBSITE", 0, "website", b.Website)
	y += h + 8
	a.checks(36, y, "Business Type:", entityOpts(), entityLabel[b.Entity], "biztype_%d")
	a.ans("Business Type", 0, "entity_type", b.Entity)
	y += 20
	a.heading(36, y, 540, "Funding", false)
	y += 18
	monthly := b.AnnualRev / 12
	a.inCell(36, y, 180, h, "Monthly Revenue", "monthly_rev", money(monthly))
	a.ans("MONTHLY REVENUE", 0, "monthly_revenue", float64(monthly))
	a.inCell(216, y, 180, h, "Monthly Credit Card Sales", "cc_sales", money(b.MonthlyCC))
	a.ans("MONTHLY CREDIT CARD SALES", 0, "monthly_cc_volume", float64(b.MonthlyCC))
	a.inCell(396, y, 180, h, "How much do you need?", "need", dollars(b.Requested))
	a.ans("HOW MUCH DO YOU NEED?", 0, "requested_amount", float64(b.Requested))
	y += h
	a.inCell(36, y, 540, h, "What will you use the funds for?", "use", b.UseOfFunds)
	a.ans("WHAT WILL YOU USE THE FUNDS FOR?", 0, "use_of_funds", b.UseOfFunds)
	y += h + 8
	a.heading(36, y, 540, "Owner", false)
	y += 18
	o := b.Owners[0]
	a.inCell(36, y, 240, h, "Owner Full Name", "owner_name", o.Name())
	a.ans("OWNER FULL NAME", 1, "owner_name", o.Name())
	a.inCell(276, y, 150, h, "Title", "owner_title", o.Title)
	a.ans("TITLE", 1, "owner_title", o.Title)
	a.inCell(426, y, 150, h, "Percent Owned", "owner_pct", fmt.Sprintf("%g%%", o.Pct))
	a.ans("PERCENT OWNED", 1, "owner_ownership_pct", o.Pct)
	y += h
	a.inCell(36, y, 180, h, "Date of Birth", "owner_dob", o.DOB.Format("01/02/06"))
	a.ans("DATE OF BIRTH", 1, "owner_dob", o.DOB.Format("2006-01-02"))
	a.inCell(216, y, 180, h, "Social Security #", "owner_ss", o.SSN)
	a.ans("SOCIAL SECURITY #", 1, "owner_ssn_last4", o.SSN[len(o.SSN)-4:])
	a.inCell(396, y, 180, h, "Mobile", "owner_mobile", o.Phone)
	a.ans("MOBILE", 1, "owner_phone", o.Phone)
	y += h
	a.inCell(36, y, 240, h, "Email", "owner_email", o.Email)
	a.ans("EMAIL", 1, "owner_email", o.Email)
	a.inCell(276, y, 300, h, "Home Address", "owner_home", o.Street+", "+o.City+", "+o.State+" "+o.Zip)
	a.ans("HOME ADDRESS", 1, "owner_street", o.Street, "owner_city", o.City, "owner_state", o.State, "owner_zip", o.Zip)
	s.text(1, 36, 752, 7, "", "QuickCap is a brand of a fictional funder used for testing. Applying does not affect your credit score.")
}

// designEvergreen: labels with underlines instead of boxes, a principal
// owner and a second owner / guarantor stacked.
func designEvergreen(a *appDrawer, b business) {
	s := a.s
	s.Title = "Evergreen Lending Partners - Business Loan Request"
	s.text(1, 36, 46, 13, "B", "Evergreen Lending Partners")
	s.text(1, 36, 58, 9, "I", "Business Loan Request Form")
	y := 74.0
	a.heading(36, y, 540, "Applicant", false)
	y += 20
	a.underline(36, y, 540, "Legal Name of Business", "legal name of business", b.Legal)
	a.ans("Legal Name of Business", 0, "business_legal_name", b.Legal)
	y += 18
	a.underline(36, y, 290, "Doing Business As", "d/b/a", b.DBA)
	a.ans("Doing Business As", 0, "dba", b.DBA)
	a.underline(340, y, 236, "TIN", "tin ", b.EIN)
	a.ans("TIN", 0, "ein", b.EIN, "ein_last4", b.EIN[len(b.EIN)-4:])
	y += 18
	a.underline(36, y, 290, "Nature of Business", "nature", b.Industry)
	a.ans("Nature of Business", 0, "industry", b.Industry)
	a.underline(340, y, 236, "Business Inception Date", "inception", b.Start.Format("Jan 2, 2006"))
	a.ans("Business Inception Date", 0, "start_date", b.Start.Format("2006-01-02"))
	y += 18
	ent := map[string]string{"llc": "L.L.C.", "s_corp": "S Corp", "c_corp": "C Corp", "partnership": "General Partnership", "sole_proprietorship": "Sole Prop."}[b.Entity]
	a.underline(36, y, 290, "Form of Organization", "org form", ent)
	a.ans("Form of Organization", 0, "entity_type", b.Entity)
	a.underline(340, y, 236, "Telephone", "tel", b.Phone)
	a.ans("Telephone", 0, "phone", b.Phone)
	y += 18
	a.underline(36, y, 290, "Street", "street", b.Street)
	a.ans("Street", 0, "street", b.Street)
	a.underline(340, y, 120, "City", "city", b.City)
	a.ans("City", 0, "city", b.City)
	a.underline(466, y, 50, "State", "state", b.State)
	a.ans("State", 0, "state", b.State)
	a.underline(520, y, 56, "Zip", "zip", b.Zip)
	a.ans("Zip", 0, "zip", b.Zip)
	y += 18
	a.underline(36, y, 290, "E-mail", "mail", b.Email)
	a.ans("E-mail", 0, "email", b.Email)
	a.underline(340, y, 236, "Web", "web", b.Website)
	a.ans("Web", 0, "website", b.Website)
	y += 26
	a.heading(36, y, 540, "Request", false)
	y += 20
	a.underline(36, y, 290, "Amount Requested", "amount", money(b.Requested))
	a.ans("Amount Requested", 0, "requested_amount", float64(b.Requested))
	a.underline(340, y, 236, "Annual Revenue", "annual revenue", dollars(b.AnnualRev))
	a.ans("Annual Revenue", 0, "annual_revenue", float64(b.AnnualRev))
	y += 18
	a.underline(36, y, 290, "Intended Use of Funds", "intended use", b.UseOfFunds)
	a.ans("Intended Use of Funds", 0, "use_of_funds", b.UseOfFunds)
	a.underline(340, y, 236, "Monthly Credit/Debit Card Sales", "card sales", dollars(b.MonthlyCC))
	a.ans("Monthly Credit/Debit Card Sales", 0, "monthly_cc_volume", float64(b.MonthlyCC))
	y += 26
	heads := []string{"Principal Owner", "Second Owner / Guarantor"}
	for i, o := range b.Owners {
		n := i + 1
		a.heading(36, y, 540, heads[i], false)
		y += 20
		a.underline(36, y, 290, "Name", fmt.Sprintf("p%d name", n), o.Name())
		a.ans("Name", n, "owner_name", o.Name())
		a.underline(340, y, 120, "Title", fmt.Sprintf("p%d title", n), o.Title)
		a.ans("Title", n, "owner_title", o.Title)
		a.underline(466, y, 110, "% Owned", fmt.Sprintf("p%d pct", n), fmt.Sprintf("%g %%", o.Pct))
		a.ans("% Owned", n, "owner_ownership_pct", o.Pct)
		y += 18
		a.underline(36, y, 150, "DOB", fmt.Sprintf("p%d dob", n), o.DOB.Format("2006-01-02"))
		a.ans("DOB", n, "owner_dob", o.DOB.Format("2006-01-02"))
		a.underline(196, y, 150, "SSN", fmt.Sprintf("p%d ssn", n), o.SSN)
		a.ans("SSN", n, "owner_ssn_last4", o.SSN[len(o.SSN)-4:])
		a.underline(356, y, 220, "Phone", fmt.Sprintf("p%d phone", n), o.Phone)
		a.ans("Phone", n, "owner_phone", o.Phone)
		y += 18
		a.underline(36, y, 290, "Home Street", fmt.Sprintf("p%d street", n), o.Street)
		a.ans("Home Street", n, "owner_street", o.Street)
		a.underline(340, y, 120, "City", fmt.Sprintf("p%d city", n), o.City)
		a.ans("City", n, "owner_city", o.City)
		a.underline(466, y, 50, "State", fmt.Sprintf("p%d state", n), o.State)
		a.ans("State", n, "owner_state", o.State)
		a.underline(520, y, 56, "Zip", fmt.Sprintf("p%d zip", n), o.Zip)
		a.ans("Zip", n, "owner_zip", o.Zip)
		y += 18
		a.underline(36, y, 290, "Email", fmt.Sprintf("p%d email", n), o.Email)
		a.ans("Email", n, "owner_email", o.Email)
		y += 26
	}
	s.text(1, 36, 750, 7, "", "Signature of applicant ____________________________   Date __________")
}

// designPinnacle: a two-page pre-qualification form with Acrobat's
// default field names ("Text12", "Check Box3"): the entity options wrap
// over two lines, the owners are on page 2 with first and last name in
// separate boxes and the SSN labelled "SS".
func designPinnacle(a *appDrawer, b business) {
	s := a.s
	s.Pages = 2
	s.Title = "Pinnacle Merchant Funding - Merchant Pre-Qualification Form"
	n := 0
	name := func() string { n++; return fmt.Sprintf("Text%d", n) }
	s.text(1, 36, 46, 15, "B", "Pinnacle Merchant Funding")
	s.text(1, 36, 60, 10, "", "Merchant Pre-Qualification Form")
	y := 76.0
	a.heading(36, y, 540, "Business Information", true)
	y += 22
	a.left(36, y, 120, 200, "Business Legal Name:", name(), b.Legal)
	a.ans("Business Legal Name", 0, "business_legal_name", b.Legal)
	a.left(366, y, 92, 118, "Business DBA Name:", name(), b.DBA)
	a.ans("Business DBA Name", 0, "dba", b.DBA)
	y += 22
	// Entity: options, one of them printed over two lines.
	s.text(1, 36, y+9, 8.5, "B", "Type of Business")
	s.text(1, 36, y+19, 8.5, "B", "Entity (Check One):")
	opts := []struct{ key, l1, l2 string }{
		{"c_corp", "Corporation", ""}, {"s_corp", "S Corporation", ""}, {"llc", "Limited Liability", "Company"},
		{"partnership", "Partnership", ""}, {"sole_proprietorship", "Sole Proprietor", ""},
	}
	x := 136.0
	for _, o := range opts {
		s.rect(1, x, y+1, 9, 9, 0.6)
		v := ""
		if o.key == b.Entity {
			v = "Yes"
		}
		s.slot(slot{Page: 1, X: x, Y: y + 1, W: 9, H: 9, Field: fmt.Sprintf("Check Box%d", len(s.Slots)+1), Value: v, Check: true, Size: 9})
		s.text(1, x+12, y+9, 8.5, "", o.l1)
		if o.l2 != "" {
			s.text(1, x+12, y+19, 8.5, "", o.l2)
		}
		x += 12 + textWidth(o.l1, 8.5, "") + 16
	}
	a.ans("Type of Business Entity", 0, "entity_type", b.Entity)
	y += 30
	a.left(36, y, 120, 430, "Physical Street Address:", name(), b.Street)
	a.ans("Physical Street Address", 0, "street", b.Street)
	y += 22
	a.left(36, y, 40, 150, "City:", name(), b.City)
	a.ans("City", 0, "city", b.City)
	a.left(240, y, 40, 60, "State:", name(), b.State)
	a.ans("State", 0, "state", b.State)
	a.left(356, y, 50, 90, "Zip Code:", name(), b.Zip)
	a.ans("Zip Code", 0, "zip", b.Zip)
	y += 22
	a.left(36, y, 120, 140, "Physical Location Phone:", name(), b.Phone)
	a.ans("Physical Location Phone", 0, "phone", b.Phone)
	a.left(310, y, 90, 176, "Federal Tax ID #:", name(), b.EIN)
	a.ans("Federal Tax ID #", 0, "ein", b.EIN, "ein_last4", b.EIN[len(b.EIN)-4:])
	y += 22
	a.left(36, y, 200, 330, "Industry Type (SIC Code or Description):", name(), b.Industry)
	a.ans("Industry Type (SIC Code or Description)", 0, "industry", b.Industry)
	y += 22
	a.left(36, y, 120, 140, "Date Business Started:", name(), b.Start.Format("1/2/2006"))
	a.ans("Date Business Started", 0, "start_date", b.Start.Format("2006-01-02"))
	a.left(310, y, 90, 176, "E-mail Address:", name(), b.Email)
	a.ans("E-mail Address", 0, "email", b.Email)
	y += 22
	a.left(36, y, 120, 140, "Website:", name(), b.Website)
	a.ans("Website", 0, "website", b.Website)
	y += 30
	a.heading(36, y, 540, "Funding Request", true)
	y += 22
	monthly := b.AnnualRev / 12
	a.left(36, y, 150, 110, "Gross Monthly Sales:", name(), dollars(monthly))
	a.ans("Gross Monthly Sales", 0, "monthly_revenue", float64(monthly))
	a.left(310, y, 176, 90, "Average Monthly Credit Card Volume:", name(), dollars(b.MonthlyCC))
	a.ans("Average Monthly Credit Card Volume", 0, "monthly_cc_volume", float64(b.MonthlyCC))
	y += 22
	a.left(36, y, 150, 110, "Amount Requested:", name(), dollars(b.Requested))
	a.ans("Amount Requested", 0, "requested_amount", float64(b.Requested))
	a.left(310, y, 76, 190, "Use of Funds:", name(), b.UseOfFunds)
	a.ans("Use of Funds", 0, "use_of_funds", b.UseOfFunds)
	s.text(1, 36, 762, 7, "", "Page 1 of 2")
	// Page 2: owners.
	a.page = 2
	s.text(2, 36, 46, 12, "B", "Pinnacle Merchant Funding")
	y = 60
	a.heading(36, y, 540, "Owner / Officer Information", true)
	y += 24
	for i, o := range b.Owners {
		k := i + 1
		s.text(2, 36, y+10, 10, "B", fmt.Sprintf("Owner / Officer %d", k))
		y += 18
		a.left(36, y, 62, 150, "Last Name:", name(), o.Last)
		a.left(256, y, 62, 150, "First Name:", name(), o.First)
		a.ans("First Name + Last Name", k, "owner_name", o.Name())
		y += 22
		a.left(36, y, 62, 150, "Job Title:", name(), o.Title)
		a.ans("Job Title", k, "owner_title", o.Title)
		a.left(256, y, 86, 60, "% of Ownership:", name(), fmt.Sprintf("%g", o.Pct))
		a.ans("% of Ownership", k, "owner_ownership_pct", o.Pct)
		y += 22
		a.left(36, y, 62, 150, "SS:", name(), o.SSN)
		a.ans("SS", k, "owner_ssn_last4", o.SSN[len(o.SSN)-4:])
		a.left(256, y, 86, 110, "Date of Birth:", name(), o.DOB.Format("01-02-2006"))
		a.ans("Date of Birth", k, "owner_dob", o.DOB.Format("2006-01-02"))
		y += 22
		a.left(36, y, 62, 150, "Home Phone:", name(), o.Phone)
		a.ans("Home Phone", k, "owner_phone", o.Phone)
		a.left(256, y, 86, 230, "E-mail:", name(), o.Email)
		a.ans("E-mail", k, "owner_email", o.Email)
		y += 22
		a.left(36, y, 76, 460, "Home Address:", name(), o.Street)
		a.ans("Home Address", k, "owner_street", o.Street)
		y += 22
		a.left(36, y, 40, 150, "City:", name(), o.City)
		a.ans("City", k, "owner_city", o.City)
		a.left(240, y, 40, 60, "State:", name(), o.State)
		a.ans("State", k, "owner_state", o.State)
		a.left(356, y, 50, 90, "Zip Code:", name(), o.Zip)
		a.ans("Zip Code", k, "owner_zip", o.Zip)
		y += 34
	}
	s.text(2, 36, 740, 7, "", "Each Owner/Officer identified above represents that the information provided is true, accurate and complete.")
	s.text(2, 36, 762, 7, "", "Page 2 of 2")
}
