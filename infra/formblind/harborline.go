package main

import "fmt"

// harborline models a commercial-finance company's one-page credit
// application drawn as a ruled grid: each cell carries its caption in tiny
// capitals in its top-left corner and the value below it, City / State /
// Zip share one cell, the entity options are check boxes inside one cell,
// the principals are a table with one column per principal (row captions
// on the left, the second column left blank for a single owner), a bank
// reference row and a broker box with the broker's own phone and e-mail.
// Field names are Acrobat's automatic ones (fill_1, fill_2, Check Box1).
// Values are in Courier: $25,000.00, 03/14/2016, 321-555-0105, the EIN
// without its dash, 55%.
func drawHarborline(d *doc, b business) {
	const L, R = 30.0, 582.0
	d.mono = true
	d.mark = "check"
	n, nc := 0, 0
	next := func() string { n++; return fmt.Sprintf("fill_%d", n) }
	// cell draws a ruled cell with its caption and a field below it.
	cell := func(caption string, x, x2, y, h float64, value string) {
		d.rect(x, y, x2-x, h, 0.6)
		d.text(x+2.5, y+7, "", 5.6, caption)
		d.input(next(), x+1, y+8.5, x2-x-2, h-9.5, value)
	}
	grey := func(y float64, title string) {
		d.fill(L, y, R-L, 13, 215)
		d.rect(L, y, R-L, 13, 0.6)
		d.text(L+4, y+9.5, "B", 8, title)
	}
	d.text(L, 44, "B", 15, "HARBORLINE COMMERCIAL FINANCE")
	d.text(L, 56, "", 7.5, "Equipment Finance  -  Working Capital  -  Revenue-Based Funding")
	d.textR(R, 44, "B", 11, "BUSINESS CREDIT APPLICATION")
	d.textR(R, 56, "", 7, "Form HCF-100  Rev. 03/2025")

	y := 66.0
	grey(y, "SECTION A - APPLICANT")
	y += 13
	const h = 25.0
	cell("APPLICANT'S LEGAL BUSINESS NAME", L, 330, y, h, b.Legal)
	d.ans("business_legal_name", "APPLICANT'S LEGAL BUSINESS NAME", b.Legal, 0)
	cell("D/B/A (TRADE NAME)", 330, R, y, h, b.DBA)
	d.ans("dba", "D/B/A (TRADE NAME)", b.DBA, 0)
	y += h
	cell("BUSINESS ADDRESS (NO P.O. BOX)", L, 330, y, h, b.Street)
	d.ans("street", "BUSINESS ADDRESS (NO P.O. BOX)", b.Street, 0)
	cell("CITY / STATE / ZIP", 330, R, y, h, cityLine(b.City, b.State, b.Zip))
	d.ans("city", "CITY / STATE / ZIP", b.City, 0)
	d.ans("state", "CITY / STATE / ZIP", b.State, 0)
	d.ans("zip", "CITY / STATE / ZIP", b.Zip, 0)
	y += h
	cell("FEDERAL EMPLOYER I.D. NO.", L, 150, y, h, einBare(b.EIN))
	d.ans("ein", "FEDERAL EMPLOYER I.D. NO.", b.EIN, 0)
	d.ans("ein_last4", "FEDERAL EMPLOYER I.D. NO.", last4(b.EIN), 0)
	cell("DATE BUSINESS STARTED", 150, 250, y, h, mmddyyyy(b.Start))
	d.ans("start_date", "DATE BUSINESS STARTED", iso(b.Start), 0)
	cell("BUSINESS PHONE", 250, 350, y, h, b.Phone)
	d.ans("phone", "BUSINESS PHONE", b.Phone, 0)
	cell("E-MAIL", 350, R, y, h, b.Email)
	d.ans("email", "E-MAIL", b.Email, 0)
	y += h
	d.rect(L, y, R-L, h, 0.6)
	d.text(L+2.5, y+7, "", 5.6, "TYPE OF ENTITY (CHECK ONE)")
	x := L + 6
	for _, o := range []struct{ label, val string }{{"Corporation", "c_corp"}, {"S Corporation", "s_corp"}, {"LLC", "llc"}, {"Partnership", "partnership"}, {"Sole Proprietorship", "sole_proprietorship"}, {"Other: ________", ""}} {
		nc++
		d.checkbox(fmt.Sprintf("Check Box%d", nc), x, y+11, 8, o.val == b.Entity)
		d.text(x+11, y+18, "", 7.5, o.label)
		x += 11 + d.width("", 7.5, o.label) + 16
	}
	d.ans("entity_type", "TYPE OF ENTITY (CHECK ONE)", b.Entity, 0)
	y += h
	cell("NATURE OF BUSINESS", L, 230, y, h, b.Industry)
	d.ans("industry", "NATURE OF BUSINESS", b.Industry, 0)
	cell("GROSS ANNUAL REVENUE", 230, 340, y, h, dollarsCents(b.AnnualRev))
	d.ans("annual_revenue", "GROSS ANNUAL REVENUE", b.AnnualRev, 0)
	cell("MONTHLY CARD PROCESSING VOLUME", 340, 460, y, h, dollarsCents(b.MonthlyCC))
	d.ans("monthly_cc_volume", "MONTHLY CARD PROCESSING VOLUME", b.MonthlyCC, 0)
	cell("WEBSITE", 460, R, y, h, b.Website)
	d.ans("website", "WEBSITE", b.Website, 0)
	y += h
	cell("AMOUNT OF CREDIT REQUESTED", L, 170, y, h, dollarsCents(b.Requested))
	d.ans("requested_amount", "AMOUNT OF CREDIT REQUESTED", b.Requested, 0)
	cell("PURPOSE OF CREDIT", 170, 400, y, h, b.UseOfFunds)
	d.ans("use_of_funds", "PURPOSE OF CREDIT", b.UseOfFunds, 0)
	premises := "LEASED"
	if b.Landlord.Own {
		premises = "OWNED"
	}
	cell("PREMISES OWNED / LEASED", 400, 490, y, h, premises)
	cell("MONTHLY RENT / MORTGAGE", 490, R, y, h, dollarsCents(b.Landlord.Rent))
	y += h + 8

	grey(y, "SECTION B - BANK REFERENCE")
	y += 13
	cell("BANK NAME", L, 200, y, h, b.Bank.Name)
	cell("CHECKING ACCOUNT NO.", 200, 320, y, h, b.Bank.Account)
	cell("ABA ROUTING NO.", 320, 420, y, h, b.Bank.Routing)
	cell("BANK OFFICER", 420, 500, y, h, b.Bank.Officer)
	cell("BANK PHONE", 500, R, y, h, b.Bank.Phone)
	y += h + 8

	grey(y, "SECTION C - PRINCIPALS / GUARANTORS (ALL OWNERS OF 20% OR MORE)")
	y += 13
	c0, c1, c2 := L, 160.0, 371.0
	d.fill(c0, y, R-c0, 14, 60)
	d.f.SetTextColor(255, 255, 255)
	d.textC((c1+c2)/2, y+10, "B", 8, "PRINCIPAL 1")
	d.textC((c2+R)/2, y+10, "B", 8, "PRINCIPAL 2")
	d.f.SetTextColor(0, 0, 0)
	y += 14
	type prow struct {
		label, canon string
		val          func(p person) string
		ans          func(p person) any
	}
	rows := []prow{
		{"Full Name", "owner_name", func(p person) string { return p.Name() }, func(p person) any { return p.Name() }},
		{"Title", "owner_title", func(p person) string { return p.Title }, func(p person) any { return p.Title }},
		{"% Owned", "owner_ownership_pct", func(p person) string { return pctSign(p.Pct) }, func(p person) any { return p.Pct }},
		{"Date of Birth", "owner_dob", func(p person) string { return mmddyyyy(p.DOB) }, func(p person) any { return iso(p.DOB) }},
		{"Social Security No.", "owner_ssn_last4", func(p person) string { return p.SSN }, func(p person) any { return last4(p.SSN) }},
		{"Residence Address", "owner_street", func(p person) string { return p.Street }, func(p person) any { return p.Street }},
		{"City, State, Zip", "", func(p person) string { return cityLine(p.City, p.State, p.Zip) }, nil},
		{"Cell Phone", "owner_phone", func(p person) string { return p.Phone }, func(p person) any { return p.Phone }},
		{"E-mail", "owner_email", func(p person) string { return p.Email }, func(p person) any { return p.Email }},
	}
	const rh = 17.0
	for _, r := range rows {
		d.rect(c0, y, c1-c0, rh, 0.6)
		d.rect(c1, y, c2-c1, rh, 0.6)
		d.rect(c2, y, R-c2, rh, 0.6)
		d.text(c0+4, y+11.5, "B", 7.5, r.label)
		for i, x := range []float64{c1, c2} {
			w := c2 - c1
			if i == 1 {
				w = R - c2
			}
			v := ""
			if i < len(b.Owners) {
				o := b.Owners[i]
				v = r.val(o)
				if r.ans != nil {
					d.ans(r.canon, r.label, r.ans(o), i+1)
				} else {
					d.ans("owner_city", r.label, o.City, i+1)
					d.ans("owner_state", r.label, o.State, i+1)
					d.ans("owner_zip", r.label, o.Zip, i+1)
				}
			}
			d.input(next(), x+1, y+1, w-2, rh-2, v)
		}
		y += rh
	}
	y += 8
	grey(y, "SECTION D - AUTHORIZATION")
	y += 17
	legal := "The undersigned, individually and on behalf of the Applicant, certifies that the information provided in this application " +
		"and any accompanying financial statements is true and correct, and authorizes Harborline Commercial Finance and its " +
		"assignees to investigate the credit of the Applicant and each principal, to obtain consumer credit reports on each principal " +
		"now and for any update, renewal or extension of credit, and to contact the bank and trade references listed above. A " +
		"photocopy or facsimile of this authorization shall be as valid as the original. Applicant agrees that Harborline may share " +
		"information about this application with its affiliates and funding sources."
	y = d.para(L, y, R-L, "", 6.6, legal) + 4
	for i := 0; i < 2; i++ {
		var name, date string
		if i < len(b.Owners) {
			name, date = b.Owners[i].Name(), mmddyyyy(b.Signed)
		}
		x := L + float64(i)*(R-L)/2
		cell(fmt.Sprintf("PRINCIPAL %d SIGNATURE", i+1), x, x+150, y, h, "")
		cell("PRINTED NAME", x+150, x+220, y, h, name)
		cell("DATE", x+220, x+(R-L)/2, y, h, date)
	}
	y += h + 8
	grey(y, "FOR BROKER / REFERRAL SOURCE USE")
	y += 13
	cell("REFERRING COMPANY", L, 220, y, h, b.Broker.Company)
	cell("CONTACT NAME", 220, 330, y, h, b.Broker.Rep)
	cell("PHONE", 330, 420, y, h, b.Broker.Phone)
	cell("E-MAIL", 420, R, y, h, b.Broker.Email)
}
