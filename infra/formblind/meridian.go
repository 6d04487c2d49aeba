package main

import (
	"fmt"
	"strings"
)

// meridian models an alternative lender's one-page application made in a
// LiveCycle-style designer: every label sits above its box in small grey
// type, sections open with a coloured title over a hairline, the entity is
// a radio group whose export values are only 1-5 (the option text is on
// the page beside each button), "Years in Business" sits beside "Date
// Established", a landlord / mortgage holder block has its own phone and
// address, and the owners are stacked blocks. Field names are a
// hierarchy (form1[0].Page1[0].Biz[0].LegalName[0]). Values: 25000,
// 03-14-2016, 321.555.0105, SSN without dashes, ownership without %.
func drawMeridian(d *doc, b business) {
	const L, R = 40.0, 572.0
	const p = "form1[0].Page1[0]."
	section := func(y float64, title string) {
		d.f.SetTextColor(0, 104, 120)
		d.text(L, y, "B", 10.5, title)
		d.f.SetTextColor(0, 0, 0)
		d.f.SetDrawColor(0, 104, 120)
		d.line(L, y+3, R, y+3, 0.8)
		d.f.SetDrawColor(0, 0, 0)
	}
	// la draws a grey label above a box from x to x2 at row y.
	la := func(name, label string, x, x2, y float64, value string) {
		d.f.SetTextColor(90, 90, 90)
		d.text(x, y+7, "", 6.8, label)
		d.f.SetTextColor(0, 0, 0)
		d.f.SetDrawColor(150, 150, 150)
		d.rect(x, y+9, x2-x, 15, 0.5)
		d.f.SetDrawColor(0, 0, 0)
		d.input(p+name, x, y+9, x2-x, 15, value)
	}
	d.f.SetTextColor(0, 104, 120)
	d.text(L, 46, "B", 17, "MERIDIAN")
	d.f.SetTextColor(0, 0, 0)
	d.text(L, 58, "", 8.5, "Business Capital")
	d.textR(R, 42, "B", 12, "Small Business Funding Application")
	d.textR(R, 54, "", 7, "Please complete all fields. Incomplete applications may delay funding.")

	y := 78.0
	section(y, "About the Business")
	y += 8
	la("Biz[0].LegalName[0]", "Business Name (as on tax return)", L, 330, y, b.Legal)
	d.ans("business_legal_name", "Business Name (as on tax return)", b.Legal, 0)
	la("Biz[0].DBA[0]", "Doing Business As", 338, R, y, b.DBA)
	d.ans("dba", "Doing Business As", b.DBA, 0)
	y += 28
	la("Biz[0].TIN[0]", "TIN", L, 150, y, b.EIN)
	d.ans("ein", "TIN", b.EIN, 0)
	d.ans("ein_last4", "TIN", last4(b.EIN), 0)
	la("Biz[0].Established[0]", "Date Established", 158, 260, y, mdyDash(b.Start))
	d.ans("start_date", "Date Established", iso(b.Start), 0)
	la("Biz[0].Years[0]", "Years in Business", 268, 340, y, fmt.Sprint(b.Signed.Year()-b.Start.Year()))
	la("Biz[0].Industry[0]", "Industry", 348, R, y, b.Industry)
	d.ans("industry", "Industry", b.Industry, 0)
	y += 28
	la("Biz[0].Street[0]", "Street Address (no P.O. Boxes)", L, 290, y, b.Street)
	d.ans("street", "Street Address (no P.O. Boxes)", b.Street, 0)
	la("Biz[0].City[0]", "City", 298, 430, y, b.City)
	d.ans("city", "City", b.City, 0)
	la("Biz[0].State[0]", "State", 438, 480, y, b.State)
	d.ans("state", "State", b.State, 0)
	la("Biz[0].Zip[0]", "ZIP Code", 488, R, y, b.Zip)
	d.ans("zip", "ZIP Code", b.Zip, 0)
	y += 28
	la("Biz[0].Phone[0]", "Business Telephone", L, 160, y, phoneDots(b.Phone))
	d.ans("phone", "Business Telephone", b.Phone, 0)
	la("Biz[0].Email[0]", "Business Email", 168, 380, y, b.Email)
	d.ans("email", "Business Email", b.Email, 0)
	la("Biz[0].Web[0]", "Web Address", 388, R, y, b.Website)
	d.ans("website", "Web Address", b.Website, 0)
	y += 30
	d.f.SetTextColor(90, 90, 90)
	d.text(L, y+7, "", 6.8, "Legal Structure")
	d.f.SetTextColor(0, 0, 0)
	x := L
	for i, o := range []struct{ label, val string }{{"Sole Proprietorship", "sole_proprietorship"}, {"Partnership", "partnership"}, {"LLC", "llc"}, {"C Corporation", "c_corp"}, {"S Corporation", "s_corp"}} {
		d.radio(p+"Biz[0].Structure[0]", fmt.Sprint(i+1), x, y+11, 9, o.val == b.Entity)
		d.text(x+12, y+18.5, "", 8, o.label)
		x += 12 + d.width("", 8, o.label) + 18
	}
	d.ans("entity_type", "Legal Structure", b.Entity, 0)
	y += 28
	la("Biz[0].MonthlyRev[0]", "Average Monthly Revenue", L, 160, y, plain(b.MonthlyRev))
	d.ans("monthly_revenue", "Average Monthly Revenue", b.MonthlyRev, 0)
	la("Biz[0].CardSales[0]", "Avg. Monthly Card Sales", 168, 290, y, plain(b.MonthlyCC))
	d.ans("monthly_cc_volume", "Avg. Monthly Card Sales", b.MonthlyCC, 0)
	la("Biz[0].Requested[0]", "Requested Funding Amount", 298, 420, y, plain(b.Requested))
	d.ans("requested_amount", "Requested Funding Amount", b.Requested, 0)
	la("Biz[0].Purpose[0]", "Purpose of Funds", 428, R, y, b.UseOfFunds)
	d.ans("use_of_funds", "Purpose of Funds", b.UseOfFunds, 0)

	y += 40
	section(y, "Business Location")
	y += 8
	rent := "Rent"
	if b.Landlord.Own {
		rent = "Own (mortgage)"
	}
	la("Loc[0].RentOwn[0]", "Rent or Own?", L, 130, y, rent)
	la("Loc[0].Landlord[0]", "Landlord or Mortgage Holder", 138, 330, y, b.Landlord.Name)
	la("Loc[0].LandlordPhone[0]", "Contact Phone", 338, 450, y, phoneDots(b.Landlord.Phone))
	la("Loc[0].Payment[0]", "Monthly Payment", 458, R, y, plain(b.Landlord.Rent))
	y += 28
	la("Loc[0].LandlordAddr[0]", "Landlord / Mortgage Holder Address", L, R, y, b.Landlord.Street+", "+cityLine(b.Landlord.City, b.Landlord.State, b.Landlord.Zip))

	y += 40
	for i := 0; i < len(b.Owners); i++ {
		o := b.Owners[i]
		g := fmt.Sprintf("Own%d[0].", i+1)
		title := "Owner / Guarantor"
		if len(b.Owners) > 1 {
			title = fmt.Sprintf("Owner / Guarantor %d of %d", i+1, len(b.Owners))
		}
		section(y, title)
		y += 8
		la(g+"Name[0]", "Full Legal Name", L, 250, y, o.Name())
		d.ans("owner_name", "Full Legal Name", o.Name(), i+1)
		la(g+"Title[0]", "Title", 258, 380, y, o.Title)
		d.ans("owner_title", "Title", o.Title, i+1)
		la(g+"Pct[0]", "Ownership %", 388, 450, y, pct(o.Pct))
		d.ans("owner_ownership_pct", "Ownership %", o.Pct, i+1)
		la(g+"DOB[0]", "Date of Birth", 458, R, y, mdyDash(o.DOB))
		d.ans("owner_dob", "Date of Birth", iso(o.DOB), i+1)
		y += 28
		la(g+"Home[0]", "Home Address", L, 250, y, o.Street)
		d.ans("owner_street", "Home Address", o.Street, i+1)
		la(g+"City[0]", "City", 258, 380, y, o.City)
		d.ans("owner_city", "City", o.City, i+1)
		la(g+"State[0]", "State", 388, 450, y, o.State)
		d.ans("owner_state", "State", o.State, i+1)
		la(g+"Zip[0]", "ZIP", 458, R, y, o.Zip)
		d.ans("owner_zip", "ZIP", o.Zip, i+1)
		y += 28
		la(g+"SSN[0]", "Social Security #", L, 160, y, ssnBare(o.SSN))
		d.printedSSN(ssnBare(o.SSN))
		d.ans("owner_ssn_last4", "Social Security #", last4(o.SSN), i+1)
		la(g+"Mobile[0]", "Mobile Phone", 168, 300, y, phoneDots(o.Phone))
		d.ans("owner_phone", "Mobile Phone", o.Phone, i+1)
		la(g+"Email[0]", "Personal Email", 308, R, y, o.Email)
		d.ans("owner_email", "Personal Email", o.Email, i+1)
		y += 38
	}
	section(y, "Certification")
	y += 8
	legal := "Each undersigned certifies that the information in this application is true and complete, and authorizes Meridian Business " +
		"Capital, its affiliates and funding partners to obtain credit reports, verify bank and trade references and share this " +
		"application with prospective funders. Each undersigned owner agrees to personally guarantee the performance of the business."
	y = d.para(L, y, R-L, "", 6.8, legal) + 6
	for i, o := range b.Owners {
		x := L + float64(i)*270
		d.line(x, y+16, x+150, y+16, 0.6)
		d.f.SetTextColor(90, 90, 90)
		d.text(x, y+24, "", 6.8, "Signature - "+strings.ToUpper(o.Last))
		d.f.SetTextColor(0, 0, 0)
		la(fmt.Sprintf("Sig[0].Date%d[0]", i+1), "Date", x+160, x+250, y, mdyDash(b.Signed))
	}
}
